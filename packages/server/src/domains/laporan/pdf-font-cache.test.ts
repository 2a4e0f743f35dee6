import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { boundFontCache, RecentCache } from './pdf-font-cache.ts';
import { reportFonts } from './pdf-fonts.ts';

describe('RecentCache', () => {
  it('keeps at most two generations of entries, dropping the oldest', () => {
    const cache = new RecentCache<number>(3);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBeLessThanOrEqual(6);
    expect(cache.get('k9')).toBe(9);
    expect(cache.get('k0')).toBeUndefined();
  });

  it('keeps an entry that is used again', () => {
    const cache = new RecentCache<number>(2);
    cache.set('hot', 1);
    for (let i = 0; i < 20; i++) {
      cache.set(`cold${i}`, i);
      expect(cache.get('hot')).toBe(1);
    }
  });
});

/** A document with the report's embedded fonts, its PDF text with the creation date and id taken out. */
function documentOf(draw: (doc: PDFKit.PDFDocument) => void, bound: boolean) {
  const fonts = reportFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 28 });
  doc.registerFont('R', fonts.regular);
  doc.font('R').fontSize(7);
  const font = (doc as unknown as { _font: unknown })._font;
  const runs = bound ? boundFontCache(font, new Map(), 4) : null;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<string>((resolve) =>
    doc.on('end', () =>
      resolve(
        Buffer.concat(chunks)
          .toString('latin1')
          .replace(/\(D:\d+Z\)/g, '')
          .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, ''),
      ),
    ),
  );
  const widths: number[] = [];
  draw(Object.assign(doc, { measured: widths }));
  doc.end();
  return { done, widths, runs };
}

const TEXTS = [
  '',
  ' ',
  '1.234.567',
  'CINCIN EMAS  PUTIH ',
  'tab\tseparated\ttext',
  'Rp 26,940,000',
  // Kerned pairs: their positions are not shared.
  'AVATAR To Wa Ty',
  ...Array.from({ length: 60 }, (_, i) => `KODE-${i * 7919} ${i % 3 ? 'EMAS MUDA' : 'EMAS TUA'}`),
];

describe('boundFontCache', () => {
  const draw = (doc: PDFKit.PDFDocument & { measured?: number[] }) => {
    let y = 30;
    for (const t of TEXTS) {
      doc.measured?.push(doc.widthOfString(t));
      doc.text(t, 30, y, { lineBreak: false });
      doc.text(t, 200, y, { width: 60, align: 'right' });
      y = y > 700 ? 30 : y + 9;
      if (y === 30) doc.addPage();
    }
  };

  it('measures and draws exactly as pdfkit does', async () => {
    const own = documentOf(draw, false);
    const bound = documentOf(draw, true);
    expect(bound.runs).not.toBeNull();
    expect(bound.widths).toEqual(own.widths);
    expect(await bound.done).toBe(await own.done);
  });

  it('keeps only recent glyph runs, and every word width', async () => {
    const bound = documentOf(draw, true);
    await bound.done;
    expect(bound.runs?.size).toBeLessThanOrEqual(8);
  });

  it('keeps the glyph run of a word that comes back, not of one seen once', () => {
    const fonts = reportFonts();
    const doc = new PDFDocument();
    doc.registerFont('R', fonts.regular);
    doc.font('R').fontSize(7);
    const widths = new Map<string, number>();
    const runs = boundFontCache((doc as unknown as { _font: unknown })._font, widths, 100);
    doc.widthOfString('ONCE');
    expect(widths.has('ONCE')).toBe(true);
    expect(runs?.size).toBe(0);
    // Drawing lays the word out again: now it is kept.
    doc.text('ONCE', 10, 10, { lineBreak: false });
    expect(runs?.size).toBe(1);
  });

  it('shares the position of a glyph set at its own advance among kept runs', () => {
    const fonts = reportFonts();
    const doc = new PDFDocument();
    doc.registerFont('R', fonts.regular);
    doc.font('R').fontSize(7);
    const runs = boundFontCache((doc as unknown as { _font: unknown })._font, new Map(), 100);
    // Each word drawn twice: kept on its second layout.
    for (const word of ['EMAS', 'MAS', 'EMAS', 'MAS']) doc.text(word, 10, 10, { lineBreak: false });
    const emas = runs?.get('EMAS');
    const mas = runs?.get('MAS');
    expect(emas?.positions).toHaveLength(4);
    // 'M' of EMAS and of MAS: one object.
    expect(emas?.positions[1]).toBe(mas?.positions[0]);
    expect(emas?.positions[2]).toBe(mas?.positions[1]);
  });

  it('lays numbers out glyph by glyph: never kept, measured and drawn as pdfkit does', async () => {
    const fonts = reportFonts();
    const doc = new PDFDocument();
    doc.registerFont('R', fonts.regular);
    doc.font('R').fontSize(7);
    const runs = boundFontCache((doc as unknown as { _font: unknown })._font, new Map(), 100);
    for (const word of ['12,345.678', '10-03-2026', '12,345.678', '10-03-2026', 'EMAS', 'EMAS'])
      doc.text(word, 10, 10, { lineBreak: false });
    // Only the word that is not a number was shaped, and kept on its second use.
    expect(runs?.size).toBe(1);
    expect(runs?.get('EMAS')).toBeDefined();

    // Any text of digits, separators and a few kerned letters: the same widths and bytes as pdfkit's.
    const text = fc.string({ unit: fc.constantFrom(...'0123456789.,-/: AVTo'.split('')), maxLength: 24 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 12 }), async (texts) => {
        const drawAll = (d: PDFKit.PDFDocument & { measured?: number[] }) => {
          texts.forEach((t, i) => {
            d.measured?.push(d.widthOfString(t));
            d.text(t, 30, 30 + i * 9, { lineBreak: false });
            d.text(t, 200, 30 + i * 9, { width: 60, align: 'right' });
          });
        };
        const own = documentOf(drawAll, false);
        const bound = documentOf(drawAll, true);
        expect(bound.widths).toEqual(own.widths);
        expect(await bound.done).toBe(await own.done);
      }),
      { numRuns: 60 },
    );
  });

  it('leaves a built-in font alone', () => {
    const doc = new PDFDocument();
    doc.font('Helvetica');
    expect(boundFontCache((doc as unknown as { _font: unknown })._font, new Map(), 4)).toBeNull();
  });
});
