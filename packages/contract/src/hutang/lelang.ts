import { type InterestTerms, isOverdue, loanDays, quoteInterest } from './rules.ts';

/**
 * The auction (lelang) of a pawn loan, in one place (DESIGN.md section 6, Debt).
 *
 * Which loans may be auctioned: an AKTIF loan whose due date (tgl_tempo) is before the business day
 * (overdue, the same test as `isOverdue`). A loan due today is not yet overdue; a redeemed (LUNAS),
 * cancelled (BATAL) or already auctioned (LELANG) loan never is.
 *
 * What the auctioned pieces cost the shop (their harga_modal once they are stock): the loan's principal
 * (jumlah_hutang) shared by weight, in whole Rupiah, summing exactly to the principal. Each piece gets
 * the floor of principal x its weight / the pieces' weight; the Rupiah left over (fewer than the number
 * of pieces) go one each to the pieces with the largest remainders, the earlier piece first on a tie.
 * Weights are counted in milligrams and the shares in BigInt, so nothing is lost to floating point.
 *
 * What the customer still owed when the loan was auctioned (sisa_rp of Laporan Hutang Lelang): the
 * principal plus the interest of the unpaid period from tgl_bunga to the auction day, by the loan's own
 * snapshotted rule (quoteInterest); `lama` is the days from the loan day to the auction day (both counted).
 */

/** May a loan in `status` with this due date be auctioned on the business day `tanggal`? */
export const mayBeAuctioned = (status: string, tglTempo: string, tanggal: string): boolean =>
  status === 'AKTIF' && isOverdue(tglTempo, tanggal);

const milligrams = (berat: number | string): bigint => {
  const mg = Math.round(Number(berat) * 1000);
  if (!Number.isFinite(mg) || mg < 0) throw new RangeError(`bad weight ${String(berat)}`);
  return BigInt(mg);
};

/**
 * The principal shared over the pieces by weight: whole Rupiah, exact sum (largest remainder). A piece
 * list whose weights are all zero shares equally.
 */
export function shareByWeight(jumlah: number, weights: readonly (number | string)[]): number[] {
  if (!Number.isSafeInteger(jumlah) || jumlah < 0) throw new RangeError(`bad amount ${jumlah}`);
  if (!weights.length) return [];
  let mg = weights.map(milligrams);
  let total = mg.reduce((s, w) => s + w, 0n);
  if (total === 0n) {
    mg = mg.map(() => 1n);
    total = BigInt(mg.length);
  }
  const amount = BigInt(jumlah);
  const parts = mg.map((w, i) => ({ i, q: (amount * w) / total, r: (amount * w) % total }));
  let left = amount - parts.reduce((s, p) => s + p.q, 0n);
  const order = [...parts].sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const p of order) {
    if (left <= 0n) break;
    p.q += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.q));
}

/** The lelang report's lama and sisa_rp of a loan auctioned on `tglLelang`. */
export function lelangSisa(
  terms: InterestTerms & { tgl_hutang: string },
  tglLelang: string,
): { lama: number; bunga: number; sisa_rp: number } {
  const q = quoteInterest(terms, tglLelang);
  return {
    lama: loanDays(terms.tgl_hutang, tglLelang),
    bunga: q.bunga_pinjam,
    sisa_rp: q.total_bayar,
  };
}
