import { Decimal } from 'decimal.js';
import { addDays } from '../dates.ts';
import { isOverdue, lateDays } from '../hutang/rules.ts';
import { roundMoney } from '../rounding.ts';

/**
 * The rules of an instalment sale (cicilan), in one place: the server charges with them, the screens
 * show the same numbers before saving (issue 16, Cicilan; DESIGN.md section 6).
 *
 * Price. The item is priced as a sale on the contract day (priceSaleLine, the counter's rounding); that
 * price (harga) and the parameter's rate are locked in the contract.
 *
 * Contract total. pokok = harga - dp (the part financed); bunga_rp = pokok x bunga % per month x tenor,
 * exact, rounded UP to the rounding unit (PEMBULATAN, snapshotted); total_kontrak = harga + bunga_rp.
 * The instalments together pay total_angsuran = pokok + bunga_rp, so dp + every instalment =
 * total_kontrak.
 *
 * Schedule. tenor instalments, instalment k (1..tenor) due k months after the contract day (the last day
 * of the month when it has no such day: 31 Jan + 1 month = 28/29 Feb). Each is total_angsuran / tenor
 * rounded DOWN to the rounding unit; the last one absorbs the rounding (it is the rest, never smaller).
 *
 * Payments. Instalments are paid in order, one at a time, or all the rest at once (pelunasan). paid =
 * dp + the instalments paid; remaining = the instalments not paid; paid + remaining = total_kontrak.
 *
 * Late fee (denda). An instalment paid (or still open) on a day after its due date costs denda_per_hari
 * (the parameter's, snapshotted) for each day past the due date: due 10 Mar, paid 12 Mar = 2 days. An
 * instalment paid on or before its due date costs none. The pay-off charges the remaining instalments
 * and the late fees of the overdue ones; there is no rebate of interest.
 *
 * Default. A contract is defaulted (may be auctioned, lelang cicilan) when it is AKTIF and its next
 * unpaid instalment is overdue on the business day.
 *
 * Minimum down payment. dp >= harga x dp_minimal %, rounded up to whole Rupiah, and dp < harga.
 */

/** What a contract snapshots to compute its schedule and fees. */
export type CicilanTerms = {
  /** The locked sale price of the item. */
  harga: number;
  dp: number;
  /** Percent per month. */
  bunga: Decimal.Value;
  /** Months (number of instalments). */
  tenor: number;
  pembulatan: number;
  /** The contract day: instalment k is due k months later. */
  tgl_cicilan: string;
  denda_per_hari: number;
};

export type ContractTotals = {
  pokok: number;
  bunga_rp: number;
  total_angsuran: number;
  total_kontrak: number;
  /** The regular instalment and the last one (which absorbs the rounding). */
  angsuran: number;
  angsuran_akhir: number;
};

const checkTerms = (t: Pick<CicilanTerms, 'harga' | 'dp' | 'tenor'>) => {
  if (!Number.isSafeInteger(t.harga) || !Number.isSafeInteger(t.dp) || t.dp < 0 || t.dp >= t.harga)
    throw new RangeError(`bad price ${t.harga} or dp ${t.dp}`);
  if (!Number.isInteger(t.tenor) || t.tenor < 1) throw new RangeError(`bad tenor ${t.tenor}`);
};

/** The contract's totals and instalment amounts by the rules above. */
export function contractTotals(t: Omit<CicilanTerms, 'tgl_cicilan' | 'denda_per_hari'>): ContractTotals {
  checkTerms(t);
  const pokok = t.harga - t.dp;
  const bunga_rp = roundMoney(new Decimal(pokok).times(t.bunga).times(t.tenor).div(100), t.pembulatan, 'up');
  const total_angsuran = pokok + bunga_rp;
  const angsuran = roundMoney(new Decimal(total_angsuran).div(t.tenor), t.pembulatan, 'down');
  const angsuran_akhir = total_angsuran - angsuran * (t.tenor - 1);
  return { pokok, bunga_rp, total_angsuran, total_kontrak: t.harga + bunga_rp, angsuran, angsuran_akhir };
}

/** A 'YYYY-MM-DD' date n months later, clamped to the last day of that month. */
export function addMonths(iso: string, n: number): string {
  addDays(iso, 0);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type Angsuran = { ke: number; tgl_tempo: string; jumlah: number };

/** The schedule: tenor instalments, the last one absorbing the rounding. */
export function schedule(t: Omit<CicilanTerms, 'denda_per_hari'>): Angsuran[] {
  const c = contractTotals(t);
  return Array.from({ length: t.tenor }, (_, i) => ({
    ke: i + 1,
    tgl_tempo: addMonths(t.tgl_cicilan, i + 1),
    jumlah: i + 1 === t.tenor ? c.angsuran_akhir : c.angsuran,
  }));
}

/** The late fee of one instalment paid (or open) on `tanggal`. */
export const dendaFor = (tglTempo: string, tanggal: string, dendaPerHari: number): number =>
  lateDays(tglTempo, tanggal) * dendaPerHari;

export type CicilanState = {
  /** Instalments paid so far (in order). */
  angsuran_ke: number;
  /** dp + the instalments paid. */
  jumlah_bayar: number;
  /** The instalments not yet paid. */
  sisa_rp: number;
  /** The open instalments overdue on the day, and their late fees. */
  telat: number;
  denda_rp: number;
  /** The next instalment (undefined when all are paid) and what paying it today costs. */
  berikut?: Angsuran & { denda: number; total: number };
  /** What paying everything off today costs: the rest and the late fees. */
  pelunasan: number;
};

/** Where a contract with `paidCount` instalments paid stands on `tanggal`. */
export function contractState(t: CicilanTerms, paidCount: number, tanggal: string): CicilanState {
  const all = schedule(t);
  if (!Number.isInteger(paidCount) || paidCount < 0 || paidCount > all.length)
    throw new RangeError(`bad paid count ${paidCount}`);
  const paid = all.slice(0, paidCount);
  const open = all.slice(paidCount);
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const fees = open.map((a) => dendaFor(a.tgl_tempo, tanggal, t.denda_per_hari));
  const sisa_rp = sum(open.map((a) => a.jumlah));
  const denda_rp = sum(fees);
  const next = open[0];
  return {
    angsuran_ke: paidCount,
    jumlah_bayar: t.dp + sum(paid.map((a) => a.jumlah)),
    sisa_rp,
    telat: open.filter((a) => isOverdue(a.tgl_tempo, tanggal)).length,
    denda_rp,
    berikut: next
      ? { ...next, denda: fees[0] as number, total: next.jumlah + (fees[0] as number) }
      : undefined,
    pelunasan: sisa_rp + denda_rp,
  };
}

/** The least down payment: harga x dp_minimal %, rounded up to whole Rupiah. */
export const minimumDp = (harga: number, dpMinimalPersen: Decimal.Value): number =>
  new Decimal(harga).times(dpMinimalPersen).div(100).toDecimalPlaces(0, Decimal.ROUND_CEIL).toNumber();

/** May a contract in `status` be auctioned on `tanggal`: AKTIF with its next instalment overdue. */
export const mayBeAuctionedCicilan = (
  status: string,
  t: Omit<CicilanTerms, 'denda_per_hari'>,
  paidCount: number,
  tanggal: string,
): boolean => {
  const next = schedule(t)[paidCount];
  return status === 'AKTIF' && !!next && isOverdue(next.tgl_tempo, tanggal);
};

/** A parameter-cicilan row applies to an item of `kodeGroup` when it names that group or none. */
export const parameterFitsGroup = (row: { kode_group?: unknown }, kodeGroup: string): boolean =>
  !row.kode_group || row.kode_group === kodeGroup;
