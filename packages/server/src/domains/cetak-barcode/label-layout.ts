import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/**
 * Barcode labels on A4 sheets: 3 columns x 10 rows of 63.3 x 28 mm, each with the shop name, the tray,
 * the item's name, berat (3 decimals), kadar and its barcode (legacy 8 digits or a chain code such as
 * TK1-000042, at most 30 characters) as Code 128. The bars are
 * encoded by bwip-js and drawn by pdfkit as vector rectangles: sharp on any printer, small in the file. Synchronous; runs in a worker thread (label-render.ts).
 */
export type Label = {
  kode_barcode: string;
  nama_barang: string;
  /** Grams, shown with 3 decimals. */
  berat: string;
  kadar_cetak: string;
  kode_baki: string;
};

export type LabelSheetOptions = { shopName: string; printedBy: string; printedAt: string };

export const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const COLUMNS = 3;
const ROWS = 10;
const MARGIN_X = 10 * MM;
const MARGIN_Y = 8.5 * MM;
export const LABELS_PER_PAGE = COLUMNS * ROWS;
const LABEL_W = (PAGE.width - 2 * MARGIN_X) / COLUMNS;
const LABEL_H = (PAGE.height - 2 * MARGIN_Y) / ROWS;
const PAD = 2.2 * MM;
/** The width a label's lines (and its bars) may take. */
export const LABEL_INNER_W = LABEL_W - 2 * PAD;
const BAR_H = 8 * MM;
/** The widest bar module (0.4 mm): an 8-digit Code 128 is then about 32 mm wide. */
export const MODULE_MAX = 0.4 * MM;
/** pdfkit's built-in fonts: labels hold codes, digits and upper-case names only. */
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
export const MONO = 'Courier-Bold';

/**
 * The text cut to fit the width, with an ellipsis when cut (binary search on the length). Labels of
 * one batch repeat their names, so each (font, size, width, text) is measured once per sheet.
 */
function fitter(doc: PDFKit.PDFDocument) {
  const cache = new Map<string, string>();
  return (font: string, size: number, text: string, width: number): string => {
    const key = `${font}|${size}|${width}|${text}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    doc.font(font).fontSize(size);
    let out = text;
    if (doc.widthOfString(text) > width) {
      let lo = 0;
      let hi = text.length;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
        else hi = mid - 1;
      }
      out = `${text.slice(0, lo).trimEnd()}…`;
    }
    cache.set(key, out);
    return out;
  };
}
type Fit = ReturnType<typeof fitter>;

/**
 * Paints a Code 128 symbol into the box (x, y, w, h), centred, with modules at most MODULE_MAX wide.
 * bwip-js encodes (start, code set, check digit, stop) and answers the bar and space widths in
 * modules; the bars become filled rectangles of one path. (bwip-js's `render` with a drawing context
 * gives the same bars but costs 2 ms a symbol against 0.05 ms here: 2000 labels are a second sooner.)
 */
function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; w: number; h: number },
) {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js gave no linear symbol for ${text}`);
  const modules = symbol.sbs.reduce((s, v) => s + v, 0);
  const mw = Math.min(box.w / modules, MODULE_MAX);
  let x = box.x + (box.w - modules * mw) / 2;
  symbol.sbs.forEach((width, i) => {
    // Even positions are bars, odd ones spaces.
    if (i % 2 === 0) doc.rect(x, box.y, width * mw, box.h);
    x += width * mw;
  });
  doc.fillColor('#000000').fill('non-zero');
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  fit: Fit,
  label: Label,
  x: number,
  y: number,
  o: LabelSheetOptions,
) {
  // The cutting line.
  doc
    .save()
    .lineWidth(0.4)
    .dash(2, { space: 2 })
    .strokeColor('#b8b8b8')
    .rect(x + 1, y + 1, LABEL_W - 2, LABEL_H - 2)
    .stroke()
    .undash()
    .restore();
  const left = x + PAD;
  const width = LABEL_INNER_W;
  let top = y + PAD;

  const baki = label.kode_baki ? `BAKI ${label.kode_baki}` : '';
  const bakiW = baki ? doc.font(REGULAR).fontSize(5.5).widthOfString(baki) : 0;
  const shop = fit(REGULAR, 5.5, o.shopName, width - bakiW - 4);
  doc.font(REGULAR).fontSize(5.5).fillColor('#555555');
  doc.text(shop, left, top, { lineBreak: false });
  if (baki) doc.text(baki, left + width - bakiW, top, { lineBreak: false });
  top += 7.5;

  const nama = fit(BOLD, 8, label.nama_barang, width);
  doc.font(BOLD).fontSize(8).fillColor('#000000').text(nama, left, top, { lineBreak: false });
  top += 10.5;

  const kadar = fit(REGULAR, 7.5, `Kadar ${label.kadar_cetak}`, width / 2);
  doc.font(REGULAR).fontSize(7.5);
  doc.text(`${label.berat} gr`, left, top, { lineBreak: false });
  doc.text(kadar, left + width - doc.widthOfString(kadar), top, { lineBreak: false });
  top += 10;

  drawCode128(doc, label.kode_barcode, { x: left, y: top, w: width, h: BAR_H });
  top += BAR_H + 3;

  doc.font(MONO).fontSize(8);
  const caption = codeCaption(label.kode_barcode, (t) => doc.widthOfString(t), width);
  doc.text(caption, left + (width - doc.widthOfString(caption)) / 2, top, { lineBreak: false });
}

/**
 * The code as printed under the bars: spaced out (T K 1 - 0 0 0 0 4 2) when that fits the label, as
 * it is otherwise (a chain code of a long shop code: at most 30 characters, which always fit).
 */
export function codeCaption(code: string, widthOf: (text: string) => number, width: number): string {
  const spaced = code.split('').join(' ');
  return widthOf(spaced) <= width ? spaced : code;
}

/** The labels as a PDF, 30 to a page, in the given order. */
export function renderLabelSheet(labels: readonly Label[], o: LabelSheetOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `Label Barcode ${o.shopName}`,
      Author: o.printedBy,
      Producer: 'Back Office Toko Emas',
      Creator: 'Back Office Toko Emas',
      Keywords: `dicetak ${o.printedAt}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fit = fitter(doc);
  labels.forEach((label, i) => {
    const slot = i % LABELS_PER_PAGE;
    if (slot === 0) doc.addPage();
    const col = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    drawLabel(doc, fit, label, MARGIN_X + col * LABEL_W, MARGIN_Y + row * LABEL_H, o);
  });
  if (!labels.length) doc.addPage();
  doc.end();
  return done;
}
