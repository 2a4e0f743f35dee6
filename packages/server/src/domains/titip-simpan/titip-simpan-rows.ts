import {
  type api,
  formatWaktuJakarta,
  monthlyRate,
  type TitipTerms,
  termDays,
  totalTitipSimpan,
} from '@emas/contract';
import type { StoredTitip, StoredTitipBayar, StoredTitipPiece } from './titip-simpan.queries.ts';

/** The API answers of a deposit, its pieces and its settlements, from stored rows. */

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

export const toTitipPiece = (p: StoredTitipPiece): api.TitipPiece => ({
  no_faktur_titip_simpan: p.no_faktur_titip_simpan,
  urut: p.urut,
  kode_barcode: p.kode_barcode,
  kode_group: p.kode_group,
  nama_barang: p.nama_barang,
  kadar: num(p.kadar),
  berat_emas: num(p.berat_emas),
  berat_bruto: num(p.berat_bruto),
  qty: p.qty,
});

/** The snapshot the rules quote a settlement with. */
export const titipTermsOf = (r: StoredTitip): TitipTerms => ({
  jumlah_titip_simpan: r.jumlah_titip_simpan,
  bunga: r.bunga,
  pembulatan: r.pembulatan,
  denda_per_hari: r.denda_per_hari,
  tgl_bunga: r.tgl_bunga,
  tgl_tempo: r.tgl_tempo,
  surat_pantes: r.surat_pantes,
  biaya_admin: r.biaya_admin,
  asuransi: r.asuransi,
  sewa_brankas: r.sewa_brankas,
  biaya_jasa_pencarian: r.biaya_jasa_pencarian,
});

export const toTitip = (r: StoredTitip, pieces: readonly StoredTitipPiece[] = []): api.TitipSimpan => ({
  no_faktur_titip_simpan: r.no_faktur_titip_simpan,
  tanggal: r.tanggal,
  tgl_titip_simpan: r.tgl_bunga,
  jam: formatWaktuJakarta(r.jam),
  tgl_tempo: r.tgl_tempo,
  tgl_bunga: r.tgl_bunga,
  lama_pinjam: termDays(r.tgl_bunga, r.tgl_tempo),
  kode_sales: r.kode_sales,
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  alamat_customer: r.alamat_customer,
  no_hp: r.no_hp,
  keterangan: r.keterangan,
  jumlah_titip_simpan: r.jumlah_titip_simpan,
  bunga: num(r.bunga),
  bunga_bulan: monthlyRate(r.bunga),
  pembulatan: r.pembulatan,
  surat_pantes: r.surat_pantes,
  biaya_admin: r.biaya_admin,
  asuransi: r.asuransi,
  sewa_brankas: r.sewa_brankas,
  biaya_jasa_pencarian: r.biaya_jasa_pencarian,
  denda_per_hari: r.denda_per_hari,
  total_titip_simpan: totalTitipSimpan(r),
  berat_emas: num(r.berat_emas),
  berat_bruto: num(r.berat_bruto),
  qty: r.qty,
  jumlah_peremajaan: r.jumlah_peremajaan,
  tgl_lunas: r.tgl_lunas,
  total_bayar: r.total_bayar,
  tgl_lelang: r.tgl_lelang,
  status_titip_simpan: r.status as api.StatusTitipSimpan,
  status: r.status as api.StatusTitipSimpan,
  status_valid: r.status_valid as 'OPEN' | 'VALID',
  input_by: r.input_by,
  detail_barang: pieces
    .filter((p) => p.no_faktur_titip_simpan === r.no_faktur_titip_simpan)
    .map(toTitipPiece),
});

export const toTitipBayar = (b: StoredTitipBayar): api.TitipBayar => ({
  no_bayar: b.no_bayar,
  no_faktur_titip_simpan: b.no_faktur_titip_simpan,
  urut: b.urut,
  tanggal: b.tanggal,
  jenis: b.jenis as api.JenisPelunasan,
  tgl_dari: b.tgl_dari,
  lama_pinjam: b.lama_pinjam,
  bunga_pinjam: b.bunga_pinjam,
  hari_terlambat: b.hari_terlambat,
  denda_keterlambatan: b.denda_keterlambatan,
  biaya: b.biaya,
  pokok: b.pokok,
  total_bayar: b.total_bayar,
  tgl_tempo_lama: b.tgl_tempo_lama,
  tgl_tempo_baru: b.tgl_tempo_baru,
  status: b.status as 'OK' | 'BATAL',
  kode_sales: b.kode_sales,
  input_by: b.input_by,
  batal_by: b.batal_by,
  batal_alasan: b.batal_alasan,
});
