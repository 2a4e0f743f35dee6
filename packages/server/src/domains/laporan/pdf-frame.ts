import { printedBy, splitAddress } from '@emas/contract';
import PDFDocument from 'pdfkit';
import { reportFonts } from './pdf-fonts.ts';

/** 210 x 297 mm in PDF points. */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
/** 297 x 210 mm in PDF points (the house rule for most printed documents). */
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

/** The shop named at the top of a printed document. */
export type PdfShopHeader = { nama_toko: string; alamat_toko: string };

/** Font sizes and line steps (points) of the shop header; each document keeps its own proportions. */
export type PdfHeaderStyle = {
  name: [size: number, step: number];
  address: [size: number, step: number];
  titleGap: number;
  title: [size: number, step: number];
};

/**
 * One frame for the hand-drawn pdfkit documents (surat jalan, instalment schedule, kirim-uang note):
 * the page and the fonts R/B, the shop's name and address over a centred title, labelled signature
 * lines, and the house footer 'Printed By {user} / {date}' with 'n of N' on every page, written last
 * once the page count is known. The document draws its own body between them.
 */
export type PdfFrame = {
  doc: PDFKit.PDFDocument;
  margin: number;
  /** Width between the margins. */
  width: number;
  /** The footer's line; a body ends above `bodyBottom`. */
  footY: number;
  bodyBottom: number;
  /** Draws the shop header and the title from `y`; answers the y below the title. */
  header(shop: PdfShopHeader, title: string, style: PdfHeaderStyle, y?: number): number;
  /** Labelled signature lines side by side at `y` (each box `boxW` wide, the line `lineAt` below). */
  signatures(y: number, boxes: readonly (readonly [label: string, x: number])[], o: SignatureStyle): void;
  /** Writes the footer on every page and ends the document: its bytes. */
  finish(userId: string): Promise<Buffer>;
};

export type SignatureStyle = { boxW: number; lineAt: number; fontSize: number };

export function openPdfFrame(o: {
  size: [number, number];
  margin: number;
  title: string;
  /** Footer font size (points). */
  footSize?: number;
  /** false: the document adds its pages itself (one per record). */
  autoFirstPage?: boolean;
}): PdfFrame {
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: o.size,
    margin: o.margin,
    autoFirstPage: o.autoFirstPage ?? true,
    bufferPages: true,
    info: { Title: o.title, Producer: 'Back Office Toko Emas' },
  });
  doc.registerFont('R', fonts.regular);
  doc.registerFont('B', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const margin = o.margin;
  const width = o.size[0] - margin * 2;
  const footY = o.size[1] - margin - 8;
  return {
    doc,
    margin,
    width,
    footY,
    bodyBottom: footY - 6,
    header(shop, title, s, y = margin) {
      doc.font('B').fontSize(s.name[0]).fillColor('#000');
      doc.text(shop.nama_toko, margin, y, { width, lineBreak: false });
      y += s.name[1];
      doc.font('R').fontSize(s.address[0]);
      for (const line of splitAddress(shop.alamat_toko)) {
        doc.text(line, margin, y, { width, lineBreak: false });
        y += s.address[1];
      }
      y += s.titleGap;
      doc.font('B').fontSize(s.title[0]).text(title, margin, y, { width, align: 'center' });
      return y + s.title[1];
    },
    signatures(y, boxes, s) {
      for (const [label, x] of boxes) {
        doc.font('R').fontSize(s.fontSize).text(label, x, y, { width: s.boxW, align: 'center' });
        doc
          .moveTo(x + 20, y + s.lineAt)
          .lineTo(x + s.boxW - 20, y + s.lineAt)
          .lineWidth(0.5)
          .stroke('#555');
      }
    },
    finish(userId) {
      const footer = printedBy(userId);
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        // The footer sits in the bottom margin: without this pdfkit starts a new page for each of its
        // two texts (issue 43: pages holding only a footer).
        doc.page.margins.bottom = 0;
        doc
          .font('R')
          .fontSize(o.footSize ?? 8)
          .fillColor('#444')
          .text(footer, margin, footY, { width, lineBreak: false });
        doc.text(`${i - start + 1} of ${count}`, margin, footY, { width, align: 'center', lineBreak: false });
        doc.fillColor('#000');
      }
      doc.end();
      return done;
    },
  };
}
