/**
 * The arithmetic of member points, without I/O: points earned by a transaction from master
 * parameter-point, and the days of a periodic point reset (parameter-reset-poin-member).
 */

/** One row of master parameter-point: `poin` points for every whole `kelipatan` Rupiah of the group. */
export type PointRule = { jenis_transaksi: string; kode_group: string; kelipatan: number; poin: number };
/** One line of a transaction: its group and its Rupiah total. */
export type PointLine = { kode_group: string; total: number };

/**
 * Points earned: the totals of a group are added up first (two rings of one group on one invoice
 * count as one amount), then each whole `kelipatan` earns `poin`. A group without a rule earns none;
 * negative totals (returns inside an invoice) lower the group's amount, never below zero.
 */
export function pointsEarned(
  rules: readonly PointRule[],
  jenisTransaksi: string,
  lines: readonly PointLine[],
): { poin: number; total: number; perGroup: { kode_group: string; total: number; poin: number }[] } {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.kode_group, (totals.get(l.kode_group) ?? 0) + Math.trunc(l.total));
  const perGroup: { kode_group: string; total: number; poin: number }[] = [];
  let poin = 0;
  let total = 0;
  for (const [kode_group, sum] of totals) {
    const amount = Math.max(0, sum);
    total += amount;
    const rule = rules.find((r) => r.jenis_transaksi === jenisTransaksi && r.kode_group === kode_group);
    const earned =
      rule && rule.kelipatan > 0 ? Math.floor(amount / rule.kelipatan) * Math.max(0, rule.poin) : 0;
    perGroup.push({ kode_group, total: amount, poin: earned });
    poin += earned;
  }
  return { poin, total, perGroup };
}

/** One ledger movement applied to a balance. */
export const applyMovement = (saldo: number, poinIn: number, poinOut: number) => saldo + poinIn - poinOut;

export const RESET_PERIOD_MONTHS = { BULANAN: 1, TRIWULAN: 3, SEMESTER: 6, TAHUNAN: 12 } as const;
export type ResetPeriode = keyof typeof RESET_PERIOD_MONTHS;

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const parts = (d: string) => d.split('-').map(Number) as [number, number, number];
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The reset day of the k-th period after `tglReset` (k = 0 is tglReset itself). A reset on the last
 * day of a month stays on the last day (31 Dec, 31 Mar, 30 Jun, ...); another day is clamped to the
 * month's length (31 Jan monthly gives 28/29 Feb).
 */
export function resetDayAt(tglReset: string, periode: ResetPeriode, k: number): string {
  const [y, m, d] = parts(tglReset);
  const lastDay = d === daysInMonth(y, m);
  const months = m - 1 + k * RESET_PERIOD_MONTHS[periode];
  const ny = y + Math.floor(months / 12);
  const nm = (months % 12) + 1;
  const dim = daysInMonth(ny, nm);
  return iso(ny, nm, lastDay ? dim : Math.min(d, dim));
}

/** Whether `day` is one of the reset days of the parameter. */
export function isResetDay(tglReset: string, periode: ResetPeriode, day: string): boolean {
  if (day < tglReset) return false;
  const [y0, m0] = parts(tglReset);
  const [y, m] = parts(day);
  const diff = (y - y0) * 12 + (m - m0);
  const step = RESET_PERIOD_MONTHS[periode];
  if (diff % step !== 0) return false;
  return resetDayAt(tglReset, periode, diff / step) === day;
}

/** The latest reset day on or before `today`, or null before the first. */
export function latestResetDay(tglReset: string, periode: ResetPeriode, today: string): string | null {
  if (today < tglReset) return null;
  const [y0, m0] = parts(tglReset);
  const [y, m] = parts(today);
  const step = RESET_PERIOD_MONTHS[periode];
  let k = Math.floor(((y - y0) * 12 + (m - m0)) / step);
  for (; k >= 0; k--) {
    const d = resetDayAt(tglReset, periode, k);
    if (d <= today) return d;
  }
  return null;
}

/** A numbered member code: prefix + running number zero-padded to `length` characters. */
export function numberedKode(prefix: string, length: number, n: number): string {
  const digits = Math.max(1, length - prefix.length);
  const num = String(n);
  if (num.length > digits) throw new Error('member code numbers exhausted');
  return `${prefix}${num.padStart(digits, '0')}`;
}
