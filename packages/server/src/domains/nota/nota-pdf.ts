import { existsSync } from 'node:fs';
import {
  NOTA_ITEM_ROWS,
  NOTA_MM,
  NOTA_ROTATE,
  type NotaFont,
  type NotaLabel,
  type NotaType,
  SERVICE_RANGKAP_OFFSETS,
} from '@emas/contract/api/nota';
import type { NotaDocument } from '@emas/contract/nota-sample';
import { fillTemplate, isLineTemplate, type NotaRecord, parseIsi } from '@emas/contract/nota-template';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { reportFonts } from '../laporan/pdf-fonts.ts';

/**
 * The invoice (nota) PDF: each note laid out from the shop's stored labels (README.md in this folder
 * gives the data contract and the placeholder scheme). Document 1 section 9 and issue 6: 210 x 105 mm
 * per invoice, 1 px = 0.2646 mm, text sliced at 20 characters up to 3 lines, grams with 3 decimals,
 * a second copy when the duplicate module is on, the terms on the first copy only, 'COPY' across
 * reprints when the reprint module is on; a service note with the rangkap module repeats its layout
 * three times down an A4 page.
 */
export type NotaShop = { kode_toko: string; nama_toko: string; alamat_toko: string; no_telp: string };

/** One note: its fields ({key}) and item lines ({item.key}); numbers may be numbers or numeric strings. */
export type { NotaDocument };

export type RenderNotaInput = {
  shop: NotaShop;
  type: NotaType;
  /** The layout: every label of the note type (the renderer keeps the active ones of the variant). */
  labels: readonly NotaLabel[];
  documents: readonly NotaDocument[];
  /** POS mode: print the is_mobile labels; otherwise the others. */
  isMobile?: boolean;
  /** A reprint ('cetak ulang'): with reprintModule, 'COPY' is printed across every page. */
  reprint?: boolean;
  /** The note type's duplicate module is on: every note is printed twice. */
  duplicateModule?: boolean;
  /** CETAK_ULANG_COPY_MODULE is on. */
  reprintModule?: boolean;
  /** A service note with NOTA_SERVICE_RANGKAP_MODULE: three times down an A4 page. */
  serviceRangkap?: boolean;
  /** Item lines per invoice (default 5); more continue on a further invoice of the same note. */
  rowsPerNota?: number;
  title?: string;
};

/** 1 px of the designer = 0.2646 mm = 0.75 pt. */
export const PX = 0.75;
const MM = 72 / 25.4;
const INVOICE_PT: [number, number] = [NOTA_MM.width * MM, NOTA_MM.height * MM];
const A4_PORTRAIT_PT: [number, number] = [210 * MM, 297 * MM];
/** Terms labels are printed on the first copy only. */
export const isTermsLabel = (l: Pick<NotaLabel, 'name'>) => /^syarat/i.test(l.name);

type FontPair = { regular: string; bold: string };

/** The registered font names of each designer font style (DejaVu stands in for the Windows fonts). */
function registerFonts(doc: PDFKit.PDFDocument): Record<NotaFont, FontPair> {
  const sans = reportFonts();
  doc.registerFont('SANS', sans.regular);
  doc.registerFont('SANS-B', sans.bold);
  const serif = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';
  const serifBold = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
  const hasSerif = existsSync(serif) && existsSync(serifBold);
  doc.registerFont('SERIF', hasSerif ? serif : 'Times-Roman');
  doc.registerFont('SERIF-B', hasSerif ? serifBold : 'Times-Bold');
  const cond = '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf';
  const condBold = '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf';
  const hasCond = existsSync(cond) && existsSync(condBold);
  doc.registerFont('COND', hasCond ? cond : sans.regular);
  doc.registerFont('COND-B', hasCond ? condBold : sans.bold);
  return {
    'Tahoma Bold': { regular: 'SANS-B', bold: 'SANS-B' },
    'Tahoma Reguler': { regular: 'SANS', bold: 'SANS-B' },
    'Times New Roman': { regular: 'SERIF', bold: 'SERIF-B' },
    Candara: { regular: 'COND', bold: 'COND-B' },
  };
}

/** Splits the item lines into invoices of `rows` lines (a note without lines is one invoice). */
export function pagesOfLines<T>(lines: readonly T[], rows: number): T[][] {
  if (!lines.length) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < lines.length; i += rows) out.push(lines.slice(i, i + rows));
  return out;
}

type LinearSymbol = { sbs: number[] };
type MatrixSymbol = { pixs: number[]; pixx: number; pixy: number };

type Box = { x: number; y: number; w: number; h: number };

function drawCode128(doc: PDFKit.PDFDocument, text: string, box: Box, font: string) {
  if (!text) return;
  let symbol: LinearSymbol | MatrixSymbol | undefined;
  try {
    [symbol] = bwipjs.raw({ bcid: 'code128', text }) as (LinearSymbol | MatrixSymbol)[];
  } catch {
    return;
  }
  if (!symbol || !('sbs' in symbol)) return;
  const showText = box.h >= 20;
  const textH = showText ? 7 : 0;
  const modules = symbol.sbs.reduce((s, v) => s + v, 0);
  const mw = box.w / modules;
  let x = box.x;
  symbol.sbs.forEach((width, i) => {
    if (i % 2 === 0) doc.rect(x, box.y, width * mw, box.h - textH);
    x += width * mw;
  });
  doc.fillColor('#000000').fill('non-zero');
  if (showText)
    doc
      .font(font)
      .fontSize(6)
      .text(text, box.x, box.y + box.h - textH + 0.5, { width: box.w, align: 'center', lineBreak: false });
}

function drawQr(doc: PDFKit.PDFDocument, text: string, box: Box) {
  if (!text) return;
  let symbol: LinearSymbol | MatrixSymbol | undefined;
  try {
    [symbol] = bwipjs.raw({ bcid: 'qrcode', text }) as (LinearSymbol | MatrixSymbol)[];
  } catch {
    return;
  }
  if (!symbol || !('pixs' in symbol)) return;
  const { pixs, pixx, pixy } = symbol;
  const cell = Math.min(box.w / pixx, box.h / pixy);
  const x0 = box.x + (box.w - cell * pixx) / 2;
  const y0 = box.y + (box.h - cell * pixy) / 2;
  for (let r = 0; r < pixy; r++)
    for (let c = 0; c < pixx; c++) if (pixs[r * pixx + c]) doc.rect(x0 + c * cell, y0 + r * cell, cell, cell);
  doc.fillColor('#000000').fill('non-zero');
}

function drawImage(doc: PDFKit.PDFDocument, isi: string, box: Box) {
  const m = /^data:image\/(png|jpe?g);base64,(.+)$/s.exec(isi.trim());
  if (!m?.[2]) return;
  try {
    doc.image(Buffer.from(m[2], 'base64'), box.x, box.y, {
      fit: [box.w, box.h],
      align: 'center',
      valign: 'center',
    });
  } catch {
    // Not a readable image: the label stays empty.
  }
}

function drawText(
  doc: PDFKit.PDFDocument,
  label: NotaLabel,
  text: string,
  box: Box,
  fonts: Record<NotaFont, FontPair>,
) {
  if (!text.trim()) return;
  const { bold, align } = parseIsi(label.isi);
  const pair = fonts[label.font_family] ?? fonts['Tahoma Reguler'];
  const size = label.font_size;
  doc
    .font(bold ? pair.bold : pair.regular)
    .fontSize(size)
    .fillColor('#000000');
  // At least one line, whatever the stored height; a little slack so that a box of n line heights
  // holds n lines.
  const height = Math.max(box.h, size * 1.2) + size * 0.3;
  doc.text(text, box.x, box.y, { width: box.w, height, align, lineGap: 0, ellipsis: true });
}

/**
 * The text labels of the notes that need more room than their box gives (they print cut off with
 * '…'), measured with the fonts and the rule of `drawText`: the layout rules' test (issue 43: the sale's
 * 'KEMBALI Rp…', the pawn note's 'JUMLAH…').
 */
export function overflowingLabels(input: RenderNotaInput): { name: string; text: string }[] {
  const isMobile = input.isMobile ?? false;
  const labels = input.labels.filter((l) => l.status && l.is_mobile === isMobile && l.jenis === 'text');
  const doc = new PDFDocument({ size: INVOICE_PT, margin: 0 });
  const fonts = registerFonts(doc);
  const out: { name: string; text: string }[] = [];
  for (const d of input.documents) {
    const fields = { ...input.shop, ...d.fields };
    const lines = d.lines.map((l, i) => ({ no: String(i + 1), ...l }));
    for (const label of labels) {
      const { bold, template } = parseIsi(label.isi);
      const rows: (NotaRecord | undefined)[] = isLineTemplate(label.isi) ? lines : [undefined];
      for (const line of rows) {
        const text = fillTemplate(template, fields, line);
        if (!text.trim()) continue;
        const pair = fonts[label.font_family] ?? fonts['Tahoma Reguler'];
        doc.font(bold ? pair.bold : pair.regular).fontSize(label.font_size);
        const room = Math.max(label.height * PX, label.font_size * 1.2) + label.font_size * 0.3;
        const need = doc.heightOfString(text, { width: label.width * PX, lineGap: 0 });
        if (need > room + 0.01) out.push({ name: label.name, text });
      }
    }
  }
  doc.end();
  return out;
}

function drawWatermark(doc: PDFKit.PDFDocument, top: number, font: string) {
  const [w, h] = INVOICE_PT;
  doc.save();
  doc.rotate(-18, { origin: [w / 2, top + h / 2] });
  doc.font(font).fontSize(110).fillColor('#000000').fillOpacity(0.12);
  doc.text('COPY', 0, top + h / 2 - 60, { width: w, align: 'center', lineBreak: false });
  doc.restore();
}

type Sheet = { fields: NotaRecord; lines: readonly NotaRecord[]; withTerms: boolean };

function drawInvoice(
  doc: PDFKit.PDFDocument,
  labels: readonly NotaLabel[],
  sheet: Sheet,
  top: number,
  watermark: boolean,
  fonts: Record<NotaFont, FontPair>,
) {
  if (watermark) drawWatermark(doc, top, fonts['Tahoma Bold'].bold);
  for (const label of labels) {
    if (!sheet.withTerms && isTermsLabel(label)) continue;
    const repeat = label.jenis !== 'line' && isLineTemplate(label.isi);
    const rows: (NotaRecord | undefined)[] = repeat ? [...sheet.lines] : [undefined];
    rows.forEach((line, i) => {
      const box: Box = {
        x: label.position_x * PX,
        y: top + (label.position_y + (repeat ? i * label.height : 0)) * PX,
        w: label.width * PX,
        h: label.height * PX,
      };
      const angle = (label.rotate ?? NOTA_ROTATE) - NOTA_ROTATE;
      if (angle) doc.save().rotate(angle, { origin: [box.x, box.y] });
      const { template } = parseIsi(label.isi);
      switch (label.jenis) {
        case 'text':
          drawText(doc, label, fillTemplate(template, sheet.fields, line), box, fonts);
          break;
        case 'line':
          doc.rect(box.x, box.y, Math.max(box.w, 0.5), Math.max(box.h, 0.5)).fillColor('#000000').fill();
          break;
        case 'barcode':
          drawCode128(
            doc,
            fillTemplate(template, sheet.fields, line).trim(),
            box,
            fonts['Tahoma Reguler'].regular,
          );
          break;
        case 'qrcode':
          drawQr(doc, fillTemplate(template, sheet.fields, line).trim(), box);
          break;
        case 'gambar':
          drawImage(doc, label.isi, box);
          break;
      }
      if (angle) doc.restore();
    });
  }
}

/** The invoices as one PDF; one page per invoice copy (three copies a page in service rangkap mode). */
export function renderNotaPdf(input: RenderNotaInput): Promise<Buffer> {
  const isMobile = input.isMobile ?? false;
  const labels = input.labels.filter((l) => l.status && l.is_mobile === isMobile);
  const rangkap = input.type === 'SERVICE' && !!input.serviceRangkap;
  const copies = !rangkap && input.duplicateModule ? 2 : 1;
  const watermark = !!(input.reprint && input.reprintModule);
  const shopFields: NotaRecord = {
    kode_toko: input.shop.kode_toko,
    nama_toko: input.shop.nama_toko,
    alamat_toko: input.shop.alamat_toko,
    no_telp: input.shop.no_telp,
  };

  const doc = new PDFDocument({
    size: rangkap ? A4_PORTRAIT_PT : INVOICE_PT,
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: input.title ?? `Nota ${input.type}`,
      Producer: 'Back Office Toko Emas',
      Creator: 'Back Office Toko Emas',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = registerFonts(doc);
  const rows = Math.max(1, input.rowsPerNota ?? NOTA_ITEM_ROWS);

  for (const d of input.documents) {
    const fields = { ...shopFields, ...d.fields };
    const numbered = d.lines.map((l, i) => ({ no: String(i + 1), ...l }));
    for (const lines of pagesOfLines(numbered, rows)) {
      for (let copy = 0; copy < copies; copy++) {
        doc.addPage();
        if (rangkap)
          SERVICE_RANGKAP_OFFSETS.forEach((offset, i) => {
            drawInvoice(doc, labels, { fields, lines, withTerms: i === 0 }, offset * PX, watermark, fonts);
          });
        else drawInvoice(doc, labels, { fields, lines, withTerms: copy === 0 }, 0, watermark, fonts);
      }
    }
  }
  if (!input.documents.length) doc.addPage();
  doc.end();
  return done;
}
