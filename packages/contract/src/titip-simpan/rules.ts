import { chargedDays, interestFor, lateDays, monthlyRate } from '../hutang/rules.ts';

/**
 * The rules of a deposit (titip simpan), in one place (DESIGN.md section 6, Deposit: "like a debt with
 * fees"). The shop pays the customer jumlah_titip_simpan and keeps the pieces in warehouse TITIP.
 *
 * Fees (biaya): surat pantes, biaya admin, asuransi, sewa brankas and biaya jasa pencarian are whole
 * Rupiah amounts agreed when the deposit is taken (snapshotted) and owed for each term, paid when the
 * term is settled (pelunasan or peremajaan).
 *
 * Interest (bunga): the pawn-loan rule (../hutang/rules.ts): jumlah_titip_simpan x bunga % per day x
 * days of the current term (from tgl_bunga to the settlement day, both counted, at least one day),
 * rounded UP to the rounding unit snapshotted on the deposit.
 *
 * Late fee (denda keterlambatan): denda_per_hari (whole Rupiah, snapshotted) for every day the
 * settlement day is past tgl_tempo (settled on tgl_tempo: 0 days; the day after: 1 day).
 *
 * PELUNASAN (paid off, the pieces handed back): jumlah_titip_simpan + fees + interest + late fee.
 * PEREMAJAAN (renewed, the same pieces stay): fees + interest + late fee; a new term starts on the
 * settlement day (its first day counted, like a pawn-loan extension) with a new tgl_tempo after it.
 */

export type TitipFees = {
  surat_pantes: number;
  biaya_admin: number;
  asuransi: number;
  sewa_brankas: number;
  biaya_jasa_pencarian: number;
};
export const FEE_KEYS = [
  'surat_pantes',
  'biaya_admin',
  'asuransi',
  'sewa_brankas',
  'biaya_jasa_pencarian',
] as const satisfies readonly (keyof TitipFees)[];

/** The fees of one term, summed. */
export const feesTotal = (f: TitipFees): number => FEE_KEYS.reduce((s, k) => s + f[k], 0);

/** The late fee: denda per day x days past tgl_tempo. */
export const lateFee = (dendaPerHari: number, tglTempo: string, tanggal: string): number =>
  dendaPerHari * lateDays(tglTempo, tanggal);

/** What a deposit's current term snapshots. */
export type TitipTerms = TitipFees & {
  jumlah_titip_simpan: number;
  /** Percent per day. */
  bunga: number | string;
  pembulatan: number;
  denda_per_hari: number;
  /** The first day of the current term (tgl_titip_simpan or the last peremajaan's day). */
  tgl_bunga: string;
  tgl_tempo: string;
};

export type TitipQuote = {
  /** Days of the term charged (both ends counted). */
  lama_pinjam: number;
  bunga_pinjam: number;
  bunga_bulan: number;
  hari_terlambat: number;
  denda_keterlambatan: number;
  /** The fees of the term. */
  biaya: number;
  /** PEREMAJAAN: fees + interest + late fee. */
  total_peremajaan: number;
  /** PELUNASAN: principal + fees + interest + late fee. */
  total_pelunasan: number;
};

/** What settling the deposit on `tanggal` costs. `tanggal` before tgl_bunga is a RangeError. */
export function quoteTitip(t: TitipTerms, tanggal: string): TitipQuote {
  const lama_pinjam = chargedDays(t.tgl_bunga, tanggal, 1);
  const bunga_pinjam = interestFor({
    jumlah_hutang: t.jumlah_titip_simpan,
    bunga: t.bunga,
    hari: lama_pinjam,
    pembulatan: t.pembulatan,
  });
  const hari_terlambat = lateDays(t.tgl_tempo, tanggal);
  const denda_keterlambatan = t.denda_per_hari * hari_terlambat;
  const biaya = feesTotal(t);
  const total_peremajaan = biaya + bunga_pinjam + denda_keterlambatan;
  return {
    lama_pinjam,
    bunga_pinjam,
    bunga_bulan: monthlyRate(t.bunga),
    hari_terlambat,
    denda_keterlambatan,
    biaya,
    total_peremajaan,
    total_pelunasan: t.jumlah_titip_simpan + total_peremajaan,
  };
}

/** A deposit's total (Total Titip Simpan of the reports): principal + the fees of a term. */
export const totalTitipSimpan = (t: TitipFees & { jumlah_titip_simpan: number }): number =>
  t.jumlah_titip_simpan + feesTotal(t);
