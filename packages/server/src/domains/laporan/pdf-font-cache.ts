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
type GlyphRun = { glyphs: { id: number }[]; positions: GlyphPosition[]; advanceWidth: number };

/** A glyph's place in a run, in font units scaled by pdfkit (which only reads it once laid out). */
type GlyphPosition = {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
};

/**
 * A kept run with its positions shared: a glyph set at its own advance, without offsets (nearly
 * every glyph of a report's text), has one position object per glyph for the whole document instead
 * of one per glyph of every kept word (five boxed numbers each: most of a kept run's memory).
 */
function sharePositions(run: GlyphRun, plain: Map<number, GlyphPosition>): GlyphRun {
  const positions = run.positions.map((p, i) => {
    const id = run.glyphs[i]?.id;
    if (id === undefined || p.xAdvance !== p.advanceWidth || p.yAdvance || p.xOffset || p.yOffset) return p;
    let shared = plain.get(id);
    if (shared === undefined || shared.xAdvance !== p.xAdvance) {
      shared = p;
      plain.set(id, p);
    }
    return shared;
  });
  return { glyphs: run.glyphs, positions, advanceWidth: run.advanceWidth };
}

/** Characters of numbers, dates and codes: most words of a report are made of these alone. */
const PLAIN_CHARS = '0123456789.,-/: ';

/**
 * A word made only of PLAIN_CHARS laid out glyph by glyph, without shaping it (fontkit's shaping is
 * most of a report's layout time, and a number is rarely seen twice). Only for a font that shapes
 * each of these characters to one glyph at its own advance, and every pair of them to the same two
 * glyphs at the same advances (no kerning, ligature or offset among them); null otherwise. The run
 * is what the font's own layout gives: the same glyphs, positions of the same values, the same
 * advance summed in the same order.
 */
function plainWords(f: PdfkitFont, layoutRun: (text: string) => GlyphRun) {
  const glyphs = new Map<string, { glyph: { id: number }; position: GlyphPosition }>();
  const offset = (p: GlyphPosition) => p.xOffset || p.yOffset || p.yAdvance;
  for (const c of PLAIN_CHARS) {
    const run = layoutRun.call(f, c);
    const [glyph] = run.glyphs;
    const [position] = run.positions;
    if (run.glyphs.length !== 1 || !glyph || !position) return null;
    if (offset(position) || position.xAdvance !== position.advanceWidth) return null;
    glyphs.set(c, { glyph, position });
  }
  for (const a of PLAIN_CHARS)
    for (const b of PLAIN_CHARS) {
      const run = layoutRun.call(f, a + b);
      const alone = [glyphs.get(a), glyphs.get(b)];
      if (run.glyphs.length !== 2) return null;
      for (let i = 0; i < 2; i++) {
        const p = run.positions[i];
        if (!p || run.glyphs[i]?.id !== alone[i]?.glyph.id) return null;
        if (offset(p) || p.xAdvance !== alone[i]?.position.xAdvance) return null;
      }
    }
  /** The word's run; null when the word is not plain (or empty). */
  const runOf = (word: string): GlyphRun | null => {
    if (!word.length) return null;
    const run: GlyphRun = { glyphs: [], positions: [], advanceWidth: 0 };
    for (let i = 0; i < word.length; i++) {
      const g = glyphs.get(word.charAt(i));
      if (!g) return null;
      run.glyphs.push(g.glyph);
      run.positions.push(g.position);
      run.advanceWidth += g.position.xAdvance;
    }
    return run;
  };
  /** The word's advance, summed as runOf sums it, without building the run; null when not plain. */
  const widthOf = (word: string): number | null => {
    if (!word.length) return null;
    let advance = 0;
    for (let i = 0; i < word.length; i++) {
      const g = glyphs.get(word.charAt(i));
      if (!g) return null;
      advance += g.position.xAdvance;
    }
    return advance;
  };
  return { runOf, widthOf };
}

/** Words remembered as seen once (per generation of RecentCache): most words of a report come once. */
const SEEN_KEPT = 20_000;

/** Words' advance widths (font units) of one font in one document. */
export type WordWidths = { get(word: string): number | undefined; set(word: string, width: number): unknown };

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
  // Words seen once, as far back as the widths go.
  const seen = new RecentCache<true>(SEEN_KEPT);
  const plain = new Map<number, GlyphPosition>();
  const words = plainWords(f, layoutRun);
  const runOf = (word: string): GlyphRun => {
    const plainRun = words?.runOf(word);
    if (plainRun) return plainRun;
    let run = runs.get(word);
    if (run === undefined) {
      const { glyphs, positions, advanceWidth } = layoutRun.call(f, word);
      run = { glyphs, positions, advanceWidth };
      if (keptRuns > 0) {
        if (seen.get(word)) runs.set(word, sharePositions(run, plain));
        else seen.set(word, true);
      }
    }
    return run;
  };
  const widthOf = (word: string) => {
    const plainWidth = words?.widthOf(word);
    if (plainWidth != null) return plainWidth;
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
