import { Decimal } from 'decimal.js';
import { addDays } from '../dates.ts';
import { roundMoney } from '../rounding.ts';

/**
 * The rules of a pawn loan (hutang), in one place: the server charges with them, the screens show the
 * same numbers before saving (DESIGN.md section 6, Debt; document 2 section 9).
 *
 * Days (lama_pinjam). Calendar days of Asia/Jakarta business dates, from the start of the interest
 * period (tgl_hutang, or the day of the last extension) to the redemption date, both counted: the first
 * day counts, so a loan redeemed on the day it was taken is 1 day, the next day 2 days. Partial months
 * do not exist: interest runs per day. At least `minimal_hari` of the loan's rate band is charged
 * (15 days: a loan redeemed after 3 days pays 15). An extension (perpanjangan) pays the days up to and
 * including its own day and starts a new period on that same day (a new period counts its first day,
 * like a new loan).
 *
 * Interest (bunga). jumlah_hutang x bunga % per day x days, computed exactly (decimal), then rounded
 * UP to the rounding unit (para-system PEMBULATAN, default 500; snapshotted on the loan) with the
 * contract's rounding module. The effective monthly rate is the daily rate x 30.
 *
 * Plafond (the most that may be lent without an SPV/OWN authorisation). Per piece: with a row of
 * master-plafond-hutang for the piece's group, plafond_per_gram x berat x persentase_taksiran / 100 of
 * its condition (kondisi-pinjaman, 100 when it has none), capped by maksimal_hutang when that is above
 * 0; otherwise, with a row of plafond-kadar-hutang for the piece's kadar (the kadar master row of the
 * same kadar, else the highest kadar below it), the day's 24K price per gram x kadar / 100 x berat x
 * plafond_persen / 100 x persentase_taksiran / 100; otherwise 0. The loan's plafond is the exact sum
 * of its pieces, rounded DOWN to whole Rupiah (each piece is shown rounded down too).
 */

/** Days a rate band charges at least when the master leaves it empty. */
export const DEFAULT_MINIMAL_HARI = 1;
/** Days of a month for the effective monthly rate (document 2 section 9). */
export const DAYS_PER_MONTH = 30;

const dayNumber = (iso: string) => {
  // addDays validates the date; Date.UTC of a valid 'YYYY-MM-DD' is an exact day count.
  addDays(iso, 0);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Calendar days from `from` to `to`, both counted (same day = 1). `to` before `from` is a RangeError. */
export function loanDays(from: string, to: string): number {
  const n = dayNumber(to) - dayNumber(from);
  if (n < 0) throw new RangeError(`redemption date ${to} is before ${from}`);
  return n + 1;
}

/** The days charged: loanDays, at least the band's minimal_hari. */
export const chargedDays = (from: string, to: string, minimalHari: number): number =>
  Math.max(loanDays(from, to), Math.max(1, Math.trunc(minimalHari) || DEFAULT_MINIMAL_HARI));

/** The effective monthly rate (%) of a daily rate (%): rate x 30. */
export const monthlyRate = (bungaPerHari: Decimal.Value): number =>
  new Decimal(bungaPerHari).times(DAYS_PER_MONTH).toDecimalPlaces(4).toNumber();

/** principal x rate % per day x days, exact, rounded up to the rounding unit. */
export function interestFor(i: {
  jumlah_hutang: number;
  bunga: Decimal.Value;
  hari: number;
  pembulatan: number;
}): number {
  const exact = new Decimal(i.jumlah_hutang).times(i.bunga).times(i.hari).div(100);
  return roundMoney(exact, i.pembulatan, 'up');
}

/** What a loan's interest period snapshots (the loan's own rate, minimum and rounding). */
export type InterestTerms = {
  jumlah_hutang: number;
  /** Percent per day. */
  bunga: Decimal.Value;
  minimal_hari: number;
  pembulatan: number;
  /** The first day of the current interest period (tgl_hutang or the last extension's day). */
  tgl_bunga: string;
};

export type InterestQuote = {
  /** Days charged (lama_pinjam of the redemption). */
  lama_pinjam: number;
  /** The computed interest (Rupiah). */
  bunga_pinjam: number;
  /** Effective monthly rate (%). */
  bunga_bulan: number;
  /** Principal + computed interest. */
  total_bayar: number;
};

/** The interest due when the loan is settled (or extended) on `tanggal`. */
export function quoteInterest(t: InterestTerms, tanggal: string): InterestQuote {
  const hari = chargedDays(t.tgl_bunga, tanggal, t.minimal_hari);
  const bunga_pinjam = interestFor({
    jumlah_hutang: t.jumlah_hutang,
    bunga: t.bunga,
    hari,
    pembulatan: t.pembulatan,
  });
  return {
    lama_pinjam: hari,
    bunga_pinjam,
    bunga_bulan: monthlyRate(t.bunga),
    total_bayar: t.jumlah_hutang + bunga_pinjam,
  };
}

/** A row of parameter-bunga-hutang. */
export type BungaBand = {
  kode_bunga: string;
  jumlah_dari: number;
  jumlah_sampai: number;
  bunga: number;
  minimal_hari?: number | null;
};

/** The band whose range (both ends included) holds the amount; the lowest jumlah_dari wins overlaps. */
export function findBungaBand<B extends BungaBand>(bands: readonly B[], jumlah: number): B | undefined {
  return [...bands]
    .sort((a, b) => a.jumlah_dari - b.jumlah_dari || a.kode_bunga.localeCompare(b.kode_bunga))
    .find((b) => jumlah >= b.jumlah_dari && jumlah <= b.jumlah_sampai);
}

/** A row of the kadar master with its plafond-kadar-hutang percentage (if any). */
export type KadarPlafond = { kode_kadar: string; kadar: number; plafond_persen: number | null };

/**
 * The plafond percentage of a piece's kadar: the kadar master row of the same kadar, else the highest
 * kadar below it, that has a plafond-kadar-hutang row. Undefined when none fits.
 */
export function kadarPlafondFor(
  rows: readonly KadarPlafond[],
  kadar: number,
): { kode_kadar: string; plafond_persen: number } | undefined {
  const fit = rows
    .filter((r) => r.plafond_persen !== null && r.kadar <= kadar + 1e-9)
    .sort((a, b) => b.kadar - a.kadar)[0];
  return fit ? { kode_kadar: fit.kode_kadar, plafond_persen: Number(fit.plafond_persen) } : undefined;
}

export type PiecePlafondInput = {
  berat: Decimal.Value;
  kadar: number;
  /** persentase_taksiran of the piece's condition (kondisi-pinjaman); 100 when none. */
  taksiran_persen?: number | null;
  /** master-plafond-hutang of the piece's group, if there is a row. */
  group?: { plafond_per_gram: number; maksimal_hutang?: number | null } | null;
  /** plafond-kadar-hutang percentage of the piece's kadar, if there is a row. */
  kadar_persen?: number | null;
  /** The day's 24K price per gram the kadar plafond is taken from. */
  harga_24k: number;
};

export type PiecePlafond = {
  sumber: 'GROUP' | 'KADAR' | 'NONE';
  /** The exact plafond of the piece (a decimal string, not rounded). */
  exact: string;
  /** Rounded down to whole Rupiah (for showing). */
  plafond: number;
};

/** One piece's plafond by the rule above. */
export function piecePlafond(p: PiecePlafondInput): PiecePlafond {
  const taksiran = new Decimal(p.taksiran_persen ?? 100).div(100);
  let exact: Decimal;
  let sumber: PiecePlafond['sumber'];
  if (p.group) {
    sumber = 'GROUP';
    exact = new Decimal(p.group.plafond_per_gram).times(p.berat).times(taksiran);
    const cap = Number(p.group.maksimal_hutang ?? 0);
    if (cap > 0) exact = Decimal.min(exact, cap);
  } else if (p.kadar_persen !== null && p.kadar_persen !== undefined) {
    sumber = 'KADAR';
    exact = new Decimal(p.harga_24k)
      .times(p.kadar)
      .div(100)
      .times(p.berat)
      .times(p.kadar_persen)
      .div(100)
      .times(taksiran);
  } else {
    sumber = 'NONE';
    exact = new Decimal(0);
  }
  exact = Decimal.max(exact, 0);
  return {
    sumber,
    exact: exact.toString(),
    plafond: exact.toDecimalPlaces(0, Decimal.ROUND_FLOOR).toNumber(),
  };
}

/** The loan's plafond: the exact sum of its pieces, rounded down to whole Rupiah. */
export function loanPlafond(pieces: readonly Pick<PiecePlafond, 'exact'>[]): number {
  return pieces
    .reduce((s, p) => s.plus(p.exact), new Decimal(0))
    .toDecimalPlaces(0, Decimal.ROUND_FLOOR)
    .toNumber();
}

/** Whole calendar days from the loan day to the due date (the agreed term, lama_pinjam of the loan). */
export const termDays = (tglHutang: string, tglTempo: string): number =>
  dayNumber(tglTempo) - dayNumber(tglHutang);

/**
 * The day an extension's new due date counts from: the later of the old due date and the extension
 * day. The screen offers the loan's term from it; the server allows at most Lama Pinjam Maksimal.
 */
export const extensionBase = (tglTempo: string, tanggal: string): string =>
  tglTempo > tanggal ? tglTempo : tanggal;

/** A loan is overdue (jatuh tempo) on a day after its due date. */
export const isOverdue = (tglTempo: string, tanggal: string): boolean => tanggal > tglTempo;

/** Days past the due date on `tanggal` (0 up to and on it): what a late fee counts. */
export const lateDays = (tglTempo: string, tanggal: string): number =>
  Math.max(0, dayNumber(tanggal) - dayNumber(tglTempo));
