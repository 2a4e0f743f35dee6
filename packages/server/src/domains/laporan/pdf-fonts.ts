import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The fonts embedded in report PDFs: DejaVu Sans from the @fontsource package (shipped with the
 * app, as WOFF), else Debian's DejaVu Sans, else pdfkit's built-in Helvetica (always there, not
 * embedded). REPORT_PDF_FONT=builtin forces Helvetica.
 */
export type PdfFonts = { regular: string | Uint8Array; bold: string | Uint8Array; embedded: boolean };

const require = createRequire(import.meta.url);

const fromPackage = (file: string): string | null => {
  try {
    return require.resolve(`@fontsource/dejavu-sans/files/${file}`);
  } catch {
    return null;
  }
};

/**
 * WOFF 1.0 to a plain TrueType file. fontkit reads WOFF, but inflates a table again on every glyph
 * it looks up: a 10,000-row table took 3x longer to lay out than with the same font as TTF.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = src.readUInt32BE(4);
  const numTables = src.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = src.readUInt32BE(at + 4);
    const compLength = src.readUInt32BE(at + 8);
    const origLength = src.readUInt32BE(at + 12);
    const raw = src.subarray(offset, offset + compLength);
    tables.push({
      tag: src.readUInt32BE(at),
      checksum: src.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw),
    });
  }
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((s, t) => s + pad4(t.data.length), headerSize);
  const out = Buffer.alloc(size);
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(2 ** log2 * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

const CANDIDATES: (() => PdfFonts | null)[] = [
  () => {
    const regular = fromPackage('dejavu-sans-latin-400-normal.woff');
    const bold = fromPackage('dejavu-sans-latin-700-normal.woff');
    if (!regular || !bold || !existsSync(regular) || !existsSync(bold)) return null;
    return {
      regular: woffToSfnt(readFileSync(regular)),
      bold: woffToSfnt(readFileSync(bold)),
      embedded: true,
    };
  },
  () => {
    const regular = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
    const bold = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
    return existsSync(regular) && existsSync(bold) ? { regular, bold, embedded: true } : null;
  },
];

const BUILTIN: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', embedded: false };
let found: PdfFonts | undefined;

export function reportFonts(): PdfFonts {
  if (process.env.REPORT_PDF_FONT === 'builtin') return BUILTIN;
  if (found) return found;
  for (const candidate of CANDIDATES) {
    try {
      const fonts = candidate();
      if (fonts) {
        found = fonts;
        return fonts;
      }
    } catch {
      // A broken font file: try the next one.
    }
  }
  found = BUILTIN;
  return found;
}
