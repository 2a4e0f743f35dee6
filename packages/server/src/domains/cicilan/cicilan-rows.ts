import { type api, type CicilanTerms, contractState, dendaFor, lateDays, schedule } from '@emas/contract';
import { cancellationOfRow, partyOfRow } from '../dokumen/document-row.ts';
import type { StoredBayarCicilan, StoredCicilan } from './cicilan.queries.ts';

const orNull = (v: string | number | null) => (v === null ? null : Number(v));

/** The schedule snapshot of a stored contract. */
export const termsOf = (r: StoredCicilan): CicilanTerms => ({
  harga: r.harga,
  dp: r.dp_rp,
  bunga: r.bunga,
  tenor: r.tenor,
  pembulatan: r.pembulatan,
  tgl_cicilan: r.tanggal,
  denda_per_hari: r.denda_per_hari,
});

export const toCicilan = (r: StoredCicilan): api.Cicilan => ({
  no_cicilan: r.no_cicilan,
  ...partyOfRow(r),
  kode_barcode: r.kode_barcode,
  nama_barang: r.nama_barang,
  kode_group: r.kode_group,
  kadar: Number(r.kadar),
  berat: Number(r.berat),
  harga_gram: r.harga_gram,
  harga: r.harga,
  kode_cicilan: r.kode_cicilan,
  tenor: r.tenor,
  bunga: Number(r.bunga),
  dp_rp: r.dp_rp,
  biaya_admin: r.biaya_admin,
  denda_per_hari: r.denda_per_hari,
  pokok: r.pokok,
  bunga_rp: r.bunga_rp,
  total_kontrak: r.total_kontrak,
  angsuran: r.angsuran,
  angsuran_akhir: r.angsuran_akhir,
  angsuran_ke: r.angsuran_ke,
  jumlah_bayar: r.jumlah_bayar,
  sisa_rp: r.total_kontrak - r.jumlah_bayar,
  denda_bayar: r.denda_bayar,
  tgl_tempo: r.status === 'AKTIF' ? (schedule(termsOf(r))[r.angsuran_ke]?.tgl_tempo ?? '') : '',
  tgl_lunas: r.tgl_lunas,
  no_faktur_jual: r.no_faktur_jual,
  ...cancellationOfRow<api.StatusCicilan>(r),
  status_valid: r.status_valid as 'OPEN' | 'VALID',
  persen_refund: orNull(r.persen_refund),
  refund_rp: orNull(r.refund_rp),
  hangus_rp: orNull(r.hangus_rp),
  tgl_lelang: r.tgl_lelang,
});

export const toBayar = (b: StoredBayarCicilan): api.BayarCicilan => ({
  no_bayar: b.no_bayar,
  no_cicilan: b.no_cicilan,
  tanggal: b.tanggal,
  jenis: b.jenis as api.BayarCicilan['jenis'],
  ke_dari: b.ke_dari,
  ke_sampai: b.ke_sampai,
  pokok: b.pokok,
  denda: b.denda,
  total_bayar: b.total_bayar,
  input_by: b.input_by,
});

/**
 * A contract on the business day: each instalment paid (with the payment that paid it and its day) or
 * open (its late fee accruing today, while the contract is AKTIF), and what paying on today costs.
 */
export function detailOf(
  r: StoredCicilan,
  bayar: readonly StoredBayarCicilan[],
  tanggal: string,
): api.CicilanDetail {
  const t = termsOf(r);
  const aktif = r.status === 'AKTIF';
  const state = contractState(t, r.angsuran_ke, tanggal);
  const jadwal = schedule(t).map((a): api.JadwalAngsuran => {
    const paidBy = bayar.find((b) => a.ke >= b.ke_dari && a.ke <= b.ke_sampai);
    const day = paidBy?.tanggal ?? (aktif ? tanggal : null);
    return {
      ...a,
      status: paidBy ? 'LUNAS' : 'TERBUKA',
      telat_hari: day ? lateDays(a.tgl_tempo, day) : 0,
      denda: day ? dendaFor(a.tgl_tempo, day, t.denda_per_hari) : 0,
      tgl_bayar: paidBy?.tanggal ?? null,
      no_bayar: paidBy?.no_bayar ?? null,
    };
  });
  return {
    ...toCicilan(r),
    hari_ini: tanggal,
    jadwal,
    telat: aktif ? state.telat : 0,
    denda_rp: aktif ? state.denda_rp : 0,
    berikut: aktif && state.berikut ? state.berikut : null,
    pelunasan: aktif ? state.pelunasan : 0,
  };
}
