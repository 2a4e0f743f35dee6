/**
 * A cache that holds what was used lately, not everything ever seen: two generations of at most
 * `limit` entries each; when the newer is full it becomes the older and the oldest is dropped. An
 * entry used again moves to the newer one, so a word used on every page stays.
 */
export class RecentCache<V> {
  private newer = new Map<string, V>();
  private older = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.newer.size + this.older.size;
  }

  get(key: string): V | undefined {
    const v = this.newer.get(key);
    if (v !== undefined) return v;
    const old = this.older.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: string, value: V): void {
    if (this.newer.size >= this.limit) {
      this.older = this.newer;
      this.newer = new Map();
    }
    this.newer.set(key, value);
  }
}

/** The members of pdfkit's EmbeddedFont (an internal class) this replaces or calls. */
type PdfkitFont = {
  layoutCache?: Record<string, unknown> | null;
  layoutRun?: (text: string) => GlyphRun;
  layoutCached?: (text: string) => unknown;
  widthOfString?: (text: string, size: number, features?: unknown) => number;
};

/** What pdfkit reads of a laid-out word (fontkit's GlyphRun also holds its shaping state). */
type GlyphRun = { glyphs: unknown[]; positions: unknown[]; advanceWidth: number };

/** Words' advance widths (font units) of one font, shared by the passes over one document. */
export type WordWidths = Map<string, number>;

/**
 * An embedded font's memory of laid-out words, bounded. pdfkit's font keeps every distinct word's
 * glyph run (~1-2 KB each) for the document's life: 100+ MB over a 10,000-row report. Here a word's
 * width (all that measuring needs, and a cell's text is measured several times) is kept in `widths`,
 * a few bytes a word; a glyph run only once its word comes back (a date, a code, a name: most
 * numbers come once), among the last `keptRuns` such words (0: none). A run used once is garbage
 * while still young, which costs little; kept runs that outlive the young generation and are then
 * dropped are what makes the heap grow. Widths are summed word by word exactly as pdfkit's
 * `widthOfString` does, so every measure is the same number. Answers the kept runs, or null when
 * the font is not such a font (pdfkit's built-in fonts have no glyph runs).
 */
export function boundFontCache(
  font: unknown,
  widths: WordWidths,
  keptRuns: number,
): RecentCache<GlyphRun> | null {
  const f = font as PdfkitFont;
  const { layoutRun, widthOfString } = f ?? {};
  if (typeof layoutRun !== 'function' || typeof widthOfString !== 'function') return null;
  if (typeof f.layoutCached !== 'function' || !f.layoutCache) return null;
  const runs = new RecentCache<GlyphRun>(keptRuns);
  const seen = new Set<string>();
  const runOf = (word: string): GlyphRun => {
    let run = runs.get(word);
    if (run === undefined) {
      const { glyphs, positions, advanceWidth } = layoutRun.call(f, word);
      run = { glyphs, positions, advanceWidth };
      if (keptRuns > 0) {
        if (seen.has(word)) runs.set(word, run);
        else seen.add(word);
      }
    }
    return run;
  };
  const widthOf = (word: string) => {
    let w = widths.get(word);
    if (w === undefined) {
      w = runOf(word).advanceWidth;
      widths.set(word, w);
    }
    return w;
  };
  f.layoutCache = null;
  f.layoutCached = runOf;
  f.widthOfString = (text: string, size: number, features?: unknown) => {
    if (features) return widthOfString.call(f, text, size, features);
    // pdfkit's EmbeddedFont.layout: a word ends after a space or a tab, or at the text's end.
    let advance = 0;
    let last = 0;
    let index = 0;
    while (index <= text.length) {
      const c = text.charAt(index);
      if ((index === text.length && last < index) || c === ' ' || c === '\t') {
        advance += widthOf(text.slice(last, ++index));
        last = index;
      } else index++;
    }
    return advance * (size / 1000);
  };
  return runs;
}
