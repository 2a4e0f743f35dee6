/** The wasting (susut) of one washed or re-plated piece: what it weighed when sent less when received. */
export type Wasting = { susut: number; persen: number };

/** Grams to whole milligrams and back, so 3-decimal weights subtract exactly. */
const mg = (g: number) => Math.round(g * 1000);

/**
 * The wasting of a piece sent at `beratKirim` grams and received at `beratTerima`: null when the
 * received weight is not above 0 or above the sent weight (a piece never comes back heavier).
 */
export function wastingOf(beratKirim: number, beratTerima: number): Wasting | null {
  const kirim = mg(beratKirim);
  const terima = mg(beratTerima);
  if (terima <= 0 || terima > kirim) return null;
  const susut = kirim - terima;
  return { susut: susut / 1000, persen: kirim ? Math.round((susut * 10_000) / kirim) / 100 : 0 };
}
