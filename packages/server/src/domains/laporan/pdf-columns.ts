/**
 * Column widths of a report PDF sized to their content: every column gets the width its caption and
 * its cells need when the page has room (the rest shared by the declared widths); when it has not,
 * the widest columns shrink first, never below their longest word (a number's cells whole) and
 * their captions and texts wrap.
 * Only as a last resort (too many columns for the page) is everything scaled down.
 */
export type SizedColumn = { caption: string; width: number; align: 'left' | 'right' };

/** Text width in points: `bold` for captions and totals. */
export type Measure = (text: string, bold: boolean) => number;

/** Left and right padding of a cell (a number keeps a wider gap on its right). */
export const cellPadding = (align: 'left' | 'right', pad: number) => pad * (align === 'right' ? 3 : 2);

/** A text column never narrower than this many points, nor a word wider than this kept whole. */
const MIN_TEXT = 24;
const MAX_WORD = 90;

const longestWord = (text: string, bold: boolean, measure: Measure) =>
  Math.max(0, ...text.split(/\s+/).map((w) => Math.min(MAX_WORD, measure(w, bold))));

/**
 * The widths (points) of the columns over `usable` points. `sample`: rows of finished cell texts
 * (detail rows, and subtotal/total rows marked bold).
 */
export function sizeColumns(
  columns: readonly SizedColumn[],
  sample: readonly { cells: readonly string[]; bold: boolean }[],
  usable: number,
  measure: Measure,
  pad: number,
): number[] {
  if (!columns.length) return [];
  const natural = columns.map((c, i) => {
    let w = measure(c.caption, true);
    for (const r of sample) {
      const t = r.cells[i] ?? '';
      if (t) w = Math.max(w, measure(t, r.bold));
    }
    return w + cellPadding(c.align, pad);
  });
  // A number is never cut nor wrapped; a caption (a number's too) may wrap at its words.
  const min = columns.map((c, i) => {
    let w = longestWord(c.caption, true, measure);
    for (const r of sample) {
      const t = r.cells[i] ?? '';
      w = Math.max(w, c.align === 'right' ? measure(t, r.bold) : longestWord(t, r.bold, measure));
    }
    return Math.min(natural[i] as number, Math.max(MIN_TEXT, w + cellPadding(c.align, pad)));
  });
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const total = sum(natural);
  if (total <= usable) {
    // Room to spare: shared by the declared widths, so a wide text column stays the widest.
    const declared = sum(columns.map((c) => c.width)) || 1;
    return natural.map((w, i) => w + ((usable - total) * (columns[i]?.width ?? 0)) / declared);
  }
  const floor = sum(min);
  if (floor <= usable) {
    // The widest text columns give way first: every column is capped at one width C (never below its
    // longest word), C as large as the page allows, so short columns keep their text on one line.
    const at = (cap: number) => natural.map((w, i) => Math.min(w, Math.max(min[i] as number, cap)));
    let lo = 0;
    let hi = Math.max(...natural);
    for (let n = 0; n < 50; n++) {
      const mid = (lo + hi) / 2;
      if (sum(at(mid)) <= usable) lo = mid;
      else hi = mid;
    }
    const widths = at(lo);
    // What the cap leaves over goes to the columns it cut, so the table spans the page.
    const cut = widths.map((w, i) => (w < (natural[i] as number) ? 1 : 0));
    const spare = usable - sum(widths);
    const n = sum(cut) || 1;
    return widths.map((w, i) => w + (spare * (cut[i] as number)) / n);
  }
  return natural.map((w) => (w * usable) / total);
}
