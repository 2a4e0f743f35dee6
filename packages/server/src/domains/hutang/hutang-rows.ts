import {
  type api,
  formatWaktuJakarta,
  type InterestTerms,
  isOverdue,
  monthlyRate,
  termDays,
} from '@emas/contract';
import { imageStore } from '../../platform/image-store/image-store.ts';
import type { StoredBayar, StoredHutang, StoredPiece } from './hutang.queries.ts';

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

/** The API answers of a loan, its pieces, its payment history and a redemption, from stored rows. */

const fotoUrl = (key: string) => (key ? imageStore().getUrl(key) : '');

export const toPiece = (p: StoredPiece): api.HutangPiece => ({
  no_faktur_hutang: p.no_faktur_hutang,
  urut: p.urut,
  kode_barcode: p.kode_barcode,
  kode_group: p.kode_group,
  nama_barang: p.nama_barang,
  kadar: num(p.kadar),
  berat: num(p.berat),
  berat_bruto: num(p.berat_bruto),
  jumlah: p.jumlah,
  kondisi: p.kondisi,
  taksiran_persen: num(p.taksiran_persen),
  gambar: p.gambar,
  foto: fotoUrl(p.gambar),
  kelompok_harga: p.kelompok_harga,
  plafond_sumber: p.plafond_sumber,
  plafond_gram: p.plafond_gram,
  plafond: p.plafond,
});

export const toHutang = (r: StoredHutang, pieces: readonly StoredPiece[] = []): api.Hutang => ({
  no_faktur_hutang: r.no_faktur_hutang,
  no_faktur_manual: r.no_faktur_manual,
  tanggal: r.tanggal,
  tgl_hutang: r.tanggal,
  jam: formatWaktuJakarta(r.jam),
  tgl_tempo: r.tgl_tempo,
  lama_pinjam: termDays(r.tanggal, r.tgl_tempo),
  tgl_bunga: r.tgl_bunga,
  kode_sales: r.kode_sales,
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  alamat_customer: r.alamat_customer,
  no_hp: r.no_hp,
  no_ktp: r.no_ktp,
  keterangan: r.keterangan,
  jumlah_hutang: r.jumlah_hutang,
  plafond: r.plafond,
  id_otorisasi: r.id_otorisasi,
  kode_bunga: r.kode_bunga,
  bunga: num(r.bunga),
  bunga_bulan: monthlyRate(r.bunga),
  minimal_hari: r.minimal_hari,
  pembulatan: r.pembulatan,
  berat: num(r.berat),
  berat_bruto: num(r.berat_bruto),
  jumlah: r.jumlah,
  tgl_lunas: r.tgl_lunas,
  lama_pinjam_lunas: r.lama_pinjam_lunas,
  bunga_pinjam: r.bunga_pinjam,
  bunga_rp: r.bunga_rp,
  total_bayar: r.total_bayar,
  jumlah_perpanjangan: r.jumlah_perpanjangan,
  tgl_lelang: r.tgl_lelang,
  status_hutang: r.status as api.StatusHutang,
  status: r.status as api.StatusHutang,
  status_valid: r.status_valid as 'OPEN' | 'VALID',
  input_by: r.input_by,
  batal_by: r.batal_by,
  batal_alasan: r.batal_alasan,
  detail_barang: pieces.filter((p) => p.no_faktur_hutang === r.no_faktur_hutang).map(toPiece),
});

export const toBayar = (b: StoredBayar): api.HutangBayar => ({
  no_bayar: b.no_bayar,
  no_faktur_hutang: b.no_faktur_hutang,
  urut: b.urut,
  tanggal: b.tanggal,
  jam: formatWaktuJakarta(b.jam),
  jenis: b.jenis as api.JenisBayarHutang,
  tgl_dari: b.tgl_dari,
  tgl_sampai: b.tgl_sampai,
  lama_pinjam: b.lama_pinjam,
  bunga: num(b.bunga),
  bunga_pinjam: b.bunga_pinjam,
  bunga_rp: b.bunga_rp,
  pokok: b.pokok,
  total_bayar: b.total_bayar,
  tgl_tempo_lama: b.tgl_tempo_lama,
  tgl_tempo_baru: b.tgl_tempo_baru,
  id_otorisasi: b.id_otorisasi,
  ref_bayar: b.ref_bayar,
  status: b.status as 'OK' | 'BATAL',
  keterangan: b.keterangan,
  input_by: b.input_by,
});

/** The snapshot a loan's interest is computed with. */
export const interestTermsOf = (r: StoredHutang): InterestTerms => ({
  jumlah_hutang: r.jumlah_hutang,
  bunga: r.bunga,
  minimal_hari: r.minimal_hari,
  pembulatan: r.pembulatan,
  tgl_bunga: r.tgl_bunga,
});

export function toPenebusan(
  r: StoredHutang,
  pieces: readonly StoredPiece[],
  tanggal: string,
  q: { lama_pinjam: number; bunga_pinjam: number; bunga_rp: number },
): api.Penebusan {
  return {
    no_faktur_hutang: r.no_faktur_hutang,
    nama_customer: r.nama_customer,
    alamat_customer: r.alamat_customer,
    tgl_hutang: r.tanggal,
    tgl_bunga: r.tgl_bunga,
    tgl_tempo: r.tgl_tempo,
    tgl_lunas: tanggal,
    lama_pinjam: q.lama_pinjam,
    lama_pinjam_lunas: r.status === 'LUNAS' ? r.lama_pinjam_lunas : null,
    kode_sales: r.kode_sales,
    jumlah_hutang: r.jumlah_hutang,
    bunga: num(r.bunga),
    bunga_bulan: monthlyRate(r.bunga),
    minimal_hari: r.minimal_hari,
    pembulatan: r.pembulatan,
    bunga_pinjam: q.bunga_pinjam,
    bunga_rp: q.bunga_rp,
    total_bayar: r.jumlah_hutang + q.bunga_rp,
    status_hutang: r.status as api.StatusHutang,
    terlambat: isOverdue(r.tgl_tempo, tanggal),
    detail_barang: pieces.map((p) => ({ nama_barang: p.nama_barang, berat: num(p.berat) })),
  };
}
