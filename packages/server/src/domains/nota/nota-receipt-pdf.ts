import { existsSync } from 'node:fs';
import {
  RECEIPT_COLUMNS,
  RECEIPT_MM,
  type ReceiptLine,
  type ReceiptPaper,
} from '@emas/contract/nota-receipt';
import PDFDocument from 'pdfkit';

/**
 * The receipt of notes as a PDF the browser prints on a receipt printer (issue 43): a page per note,
 * as wide as the paper (58 mm = 164.4 pt, 80 mm = 226.8 pt) and as long as the note, the receipt's
 * lines (nota-receipt.ts) in a monospaced face at the printer's Font A pitch: 1.5 mm a character
 * (12 dots at 203 dpi), 3 mm a line, so 32 or 48 columns fill the printable 48 or 72 mm.
 */
const MM = 72 / 25.4;
const CHAR_MM = 1.5;
const LINE_PT = 3 * MM;
const MARGIN_Y = 4 * MM;
/** DejaVu Sans Mono: every glyph 1233/2048 em wide. */
const MONO_ADVANCE = 1233 / 2048;
const FONT_PT = (CHAR_MM * MM) / MONO_ADVANCE;

const MONO = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';
const MONO_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';

export const receiptPageWidth = (paper: ReceiptPaper): number => RECEIPT_MM[paper] * MM;

export function renderReceiptPdf(
  paper: ReceiptPaper,
  notes: readonly (readonly ReceiptLine[])[],
  title: string,
) {
  const width = receiptPageWidth(paper);
  const left = (width - RECEIPT_COLUMNS[paper] * CHAR_MM * MM) / 2;
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title }, compress: true });
  const hasMono = existsSync(MONO) && existsSync(MONO_BOLD);
  doc.registerFont('MONO', hasMono ? MONO : 'Courier');
  doc.registerFont('MONO-B', hasMono ? MONO_BOLD : 'Courier-Bold');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const lines of notes) {
    const height = MARGIN_Y * 2 + lines.reduce((h, l) => h + (l.tall ? 2 : 1) * LINE_PT, 0);
    doc.addPage({ size: [width, height], margin: 0 });
    let y = MARGIN_Y;
    for (const l of lines) {
      const rows = l.tall ? 2 : 1;
      if (l.text) {
        const size = FONT_PT * rows;
        doc
          .font(l.bold ? 'MONO-B' : 'MONO')
          .fontSize(size)
          // A tall line: twice the height at the same pitch, as the printer's double height.
          .text(l.text, left, y + (LINE_PT * rows - size) / 2, {
            lineBreak: false,
            // pdfkit's option (its typings lag behind).
            ...({ horizontalScaling: 100 / rows } as PDFKit.Mixins.TextOptions),
          });
      }
      y += LINE_PT * rows;
    }
  }
  doc.end();
  return done;
}
