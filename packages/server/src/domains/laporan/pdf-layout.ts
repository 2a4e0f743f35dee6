import PDFDocument from 'pdfkit';
import { cellPadding, sizeColumns } from './pdf-columns.ts';
import { boundFontCache, RecentCache } from './pdf-font-cache.ts';
import type { PdfFonts } from './pdf-fonts.ts';

/**
 * The page layout of report PDFs (house rules of documents 2 and 3): A4, landscape unless stated;
 * on every page the shop name, its address lines, the title and the period, then the table header;
 * at the bottom 'Printed By {user} / {date}' and 'n of N' centred. Cells arrive as finished text, so
 * this runs in a worker thread without the report definitions. A table's columns are sized to its
 * captions and its first rows (pdf-columns.ts); a text too long for its column wraps onto more lines
 * rather than being cut.
 */
export type PdfColumn = {
  caption: string;
  /** Relative width: how spare room is shared. */
  width: number;
  align: 'left' | 'right';
};

export type PdfLayoutOptions = {
  orientation: 'landscape' | 'portrait';
  fontSize: number;
  columns: PdfColumn[];
  shopName: string;
  addressLines: string[];
  title: string;
  period: string;
  printedBy: string;
  emptyText: string;
  /** Draw subtotal lines of groups. */
  subtotals: boolean;
  fonts: PdfFonts;
};

/**
 * h: a new table (a part of a book: its title, columns and empty text); g: group header; r: detail
 * row; s: group subtotal; t: grand total.
 */
export type PdfLine =
  | { k: 'h'; title: string; columns: PdfColumn[]; emptyText: string; subtotals: boolean }
  | { k: 'g'; text: string }
  | { k: 'r'; cells: string[] }
  | { k: 's'; cells: string[] }
  | { k: 't'; cells: string[] };

const MARGIN = 28;
const FOOTER = 22;
const PAD = 2.5;
/** Rows a table's columns are sized by before its header is drawn (the rest wrap if they must). */
const SAMPLE_ROWS = 300;
/**
 * Glyph runs of words that come back a font keeps while drawing (pdf-font-cache.ts). In the PDF
 * worker's capped heap (pdf-render.ts) 16,000 was no faster than 4,000 and held ~10 MB more.
 */
const KEPT_RUNS = 4000;
/** Word widths a font keeps (per generation): bounded, so a long report's memory stays flat. */
const KEPT_WIDTHS = 20_000;
const GREY = '#e6e6e6';
const LIGHT = '#f4f1e6';

/**
 * A footer's 'n of N': a form XObject the page draws as it opens, its content written when the
 * document ends and N is known. Pages are written out as they fill (bufferPages off), so memory
 * stays flat whatever the page count, and the lines are laid out once.
 */
type PageFooter = { n: number; ref: PDFKit.PDFKitReference; fonts: Record<string, unknown> };

/** A number as pdfkit writes it in content (PDFObject.number). */
const pdfNumber = (n: number): number => Math.round(n * 1e6) / 1e6;

/** A glyph's place as pdfkit's font encodes it (font units scaled, and its own advance). */
type GlyphPlace = { xAdvance: number; xOffset: number; yOffset: number; advanceWidth: number };

/** The parts of pdfkit's document (internal) that plainText writes with. */
type PdfkitText = {
  _font: {
    id: string;
    ascender: number;
    encode(text: string): [string[], GlyphPlace[]];
    ref(): unknown;
  };
  _fontSize: number;
  page: { fonts: Record<string, unknown>; height: number };
};

/** Bytes of output gathered before they are copied into one buffer of their own. */
const OUTPUT_BLOCK = 64 * 1024;

/**
 * The file as pdfkit writes it. pdfkit writes many small buffers, each a slice of one of Node's
 * shared 8 KB pool slabs: keeping them would keep whole slabs (mostly others' garbage) alive, tens of
 * MB over a long report. They are copied into blocks of their own as they come.
 */
class OutputChunks {
  private readonly blocks: Buffer[] = [];
  private recent: Buffer[] = [];
  private recentBytes = 0;

  add(chunk: Buffer): void {
    this.recent.push(chunk);
    this.recentBytes += chunk.length;
    if (this.recentBytes >= OUTPUT_BLOCK) this.seal();
  }

  private seal(): void {
    if (!this.recent.length) return;
    this.blocks.push(Buffer.concat(this.recent, this.recentBytes));
    this.recent = [];
    this.recentBytes = 0;
  }

  file(): Buffer {
    this.seal();
    return Buffer.concat(this.blocks);
  }
}

/**
 * A report PDF laid out once: its lines in batches as they are read, pages written out as they fill,
 * the file at the end.
 */
export class PdfLayout {
  private readonly doc: PDFKit.PDFDocument;
  private readonly output = new OutputChunks();
  private readonly done: Promise<Buffer>;
  private xs: number[] = [];
  private ws: number[] = [];
  private columns: PdfColumn[];
  private emptyText: string;
  private subtotals: boolean;
  private readonly rowH: number;
  private readonly bottom: number;
  private y = 0;
  private detailRows = 0;
  /** Detail rows of the current table (the whole document unless it has parts). */
  private tableRows = 0;
  /** Tables came as parts ('h' lines): each shows its own empty text. */
  private parts = false;
  private stripe = false;
  /** The current table's lines held until its columns are sized; null once they are. */
  private pending: PdfLine[] | null = null;
  private pendingRows = 0;
  private readonly lineH: number;
  private readonly footers: PageFooter[] = [];
  pages = 0;

  constructor(private readonly o: PdfLayoutOptions) {
    const doc = new PDFDocument({
      size: 'A4',
      layout: o.orientation,
      bufferPages: false,
      margin: MARGIN,
      autoFirstPage: false,
      info: { Title: o.title, Producer: 'Back Office Toko Emas', Creator: 'Back Office Toko Emas' },
    });
    doc.registerFont('R', o.fonts.regular);
    doc.registerFont('B', o.fonts.bold);
    this.done = new Promise((resolve, reject) => {
      doc.on('data', (c: Buffer) => this.output.add(c));
      doc.on('end', () => resolve(this.output.file()));
      doc.on('error', reject);
    });
    this.doc = doc;
    doc.on('pageAdded', () => this.footer(++this.pages));
    doc.addPage();
    this.columns = o.columns;
    this.emptyText = o.emptyText;
    this.subtotals = o.subtotals;
    this.rowH = Math.ceil(o.fontSize * 1.65);
    this.lineH = this.doc.font('R').fontSize(o.fontSize).currentLineHeight(true);
    this.bottom = this.doc.page.height - MARGIN - FOOTER;
    this.pageHeader(false);
    if (o.columns.length) this.pending = [];
    // Both fonts exist by now (the page header used them).
    const families = (doc as unknown as { _fontFamilies: Record<string, unknown> })._fontFamilies;
    for (const name of ['R', 'B'] as const)
      boundFontCache(families[name], new RecentCache(KEPT_WIDTHS), KEPT_RUNS);
  }

  /**
   * 'Printed By' at the foot of a page that has just opened, and the place of its 'n of N' (drawn
   * when the total is known, by writeFooters).
   */
  private footer(n: number): void {
    const { doc, o } = this;
    this.footerFont();
    doc.text(o.printedBy, MARGIN, this.footerY(), { lineBreak: false });
    const { page } = doc;
    const fonts = {};
    const ref = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, page.width, page.height],
      Resources: { Font: fonts },
    });
    const name = `Pg${n}`;
    page.xobjects[name] = ref;
    // Drawn in the page's own (top-down) space, as the footer's text would be.
    doc.addContent(`q /${name} Do Q`);
    this.footers.push({ n, ref, fonts });
  }

  private footerFont(): void {
    this.doc.font('R').fontSize(7.5).fillColor('#333');
  }

  private footerY(): number {
    return this.doc.page.height - MARGIN - 10;
  }

  /**
   * Each page's 'n of N', centred, into its footer XObject: pdfkit writes the text to a stand-in
   * page whose content is the XObject and whose fonts are its resources.
   */
  private writeFooters(): void {
    const { doc } = this;
    const real = doc.page;
    const width = real.width - MARGIN * 2;
    const y = this.footerY();
    const writable = doc as unknown as { page: unknown };
    try {
      for (const { n, ref, fonts } of this.footers.splice(0)) {
        writable.page = {
          width: real.width,
          height: real.height,
          fonts,
          write: (chunk: string) => ref.write(chunk),
        };
        const text = `${n} of ${this.pages}`;
        this.footerFont();
        doc.text(text, MARGIN + (width - doc.widthOfString(text)) / 2, y, { lineBreak: false });
        ref.end(''); // nothing more to write: the XObject is complete
      }
    } finally {
      writable.page = real;
    }
  }

  /** Text width at the table's size. */
  private measure = (text: string, bold: boolean): number => {
    this.doc.font(bold ? 'B' : 'R').fontSize(this.o.fontSize);
    return this.doc.widthOfString(text);
  };

  /** Sizes the current table's columns by its captions and the lines held so far. */
  private setColumns(sample: readonly PdfLine[]): void {
    const usable = this.doc.page.width - MARGIN * 2;
    const rows = sample.flatMap((l) =>
      l.k === 'r' || l.k === 's' || l.k === 't' ? [{ cells: l.cells, bold: l.k !== 'r' }] : [],
    );
    this.ws = sizeColumns(this.columns, rows, usable, this.measure, PAD);
    this.xs = [];
    let x = MARGIN;
    for (const w of this.ws) {
      this.xs.push(x);
      x += w;
    }
  }

  /** The held lines of the current table: its columns sized, its header drawn, then its lines. */
  private flushPending(): void {
    const held = this.pending;
    if (!held) return;
    this.setColumns(held);
    // A new page here must not draw the header itself: it is drawn once, just below.
    this.room(this.headerHeight() + this.rowH);
    this.pending = null;
    this.pendingRows = 0;
    this.tableHeader();
    this.draw(held);
  }

  /** Shop, address, title and period on every page, then the current table's header (if any). */
  private pageHeader(withTable = true): void {
    const { doc, o } = this;
    const width = doc.page.width - MARGIN * 2;
    let y = MARGIN;
    doc.fillColor('#000').font('B').fontSize(11).text(o.shopName, MARGIN, y, { width, lineBreak: false });
    y += 14;
    doc.font('R').fontSize(8.5);
    for (const line of o.addressLines) {
      doc.text(line, MARGIN, y, { width, lineBreak: false });
      y += 11;
    }
    y += 4;
    doc
      .font('B')
      .fontSize(13)
      .text(o.title.toUpperCase(), MARGIN, y, { width, align: 'center', lineBreak: false });
    y += 17;
    if (o.period) {
      doc.font('R').fontSize(9).text(o.period, MARGIN, y, { width, align: 'center', lineBreak: false });
      y += 13;
    }
    this.y = y + 4;
    if (withTable && this.columns.length && this.pending === null) this.tableHeader();
  }

  /** Lines a text takes in column i (1 when it fits). */
  private linesOf(text: string, i: number, bold: boolean): number {
    if (!text) return 1;
    const c = this.columns[i];
    const w = (this.ws[i] ?? 0) - cellPadding(c?.align ?? 'left', PAD);
    // Only long texts are measured: a character is never wider than the font size.
    if (text.length * this.o.fontSize <= w || this.measure(text, bold) <= w) return 1;
    const h = this.doc.heightOfString(text, { width: w });
    return Math.max(1, Math.round(h / this.lineH));
  }

  private heightOf(cells: readonly string[], bold: boolean, base: number): number {
    const lines = Math.max(1, ...cells.map((t, i) => this.linesOf(t, i, bold)));
    return base + (lines - 1) * this.lineH;
  }

  private headerHeight(): number {
    return this.heightOf(
      this.columns.map((c) => c.caption),
      true,
      this.rowH + 2,
    );
  }

  private tableHeader(): void {
    const { doc } = this;
    const width = doc.page.width - MARGIN * 2;
    const y = this.y;
    const h = this.headerHeight();
    doc.rect(MARGIN, y, width, h).fill(GREY);
    doc.fillColor('#000').font('B').fontSize(this.o.fontSize);
    this.columns.forEach((c, i) => {
      this.cell(c.caption, i, y + (this.rowH + 2 - this.o.fontSize) / 2 - 1, c.align, true);
    });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + width, y + h)
      .lineWidth(0.6)
      .stroke('#555');
    this.y = y + h + 1;
    this.stripe = false;
  }

  /** The table's empty text, centred in a row of its own. */
  private emptyRow(): void {
    const { doc } = this;
    this.room(this.rowH + 6);
    doc
      .font('R')
      .fontSize(this.o.fontSize + 1)
      .fillColor('#000');
    doc.text(this.emptyText, MARGIN, this.y + 4, {
      width: doc.page.width - MARGIN * 2,
      align: 'center',
      lineBreak: false,
    });
    this.y += this.rowH + 6;
  }

  /** A new table of a book: closes the last one (its empty text), then title and header. */
  private startTable(line: Extract<PdfLine, { k: 'h' }>): void {
    const { doc, o } = this;
    const hasTable = this.columns.length > 0;
    if (hasTable && this.tableRows === 0) this.emptyRow();
    const titleH = o.fontSize + 8;
    if (hasTable) this.y += 8;
    // The title stays with its header and a few rows.
    if (this.y + titleH + this.rowH * 4 > this.bottom) {
      doc.addPage();
      this.pageHeader(false);
    }
    doc
      .font('B')
      .fontSize(o.fontSize + 2)
      .fillColor('#000')
      .text(line.title, MARGIN, this.y + 2, { lineBreak: false });
    this.y += titleH + 2;
    this.columns = line.columns;
    this.emptyText = line.emptyText;
    this.subtotals = line.subtotals;
    this.tableRows = 0;
    // The header waits for the first rows: the columns are sized by them.
    this.pending = line.columns.length ? [] : null;
  }

  /**
   * One cell's text: a text too long for its column wraps onto more lines (the row is as high as its
   * tallest cell); a number, which never wraps, is cut only when the page has no room at all.
   */
  private cell(
    text: string,
    i: number,
    y: number,
    align: 'left' | 'right',
    bold: boolean,
    wraps = true,
  ): void {
    if (!text) return;
    const w = (this.ws[i] ?? 0) - cellPadding(align, PAD);
    const x = (this.xs[i] ?? 0) + PAD;
    const { doc } = this;
    let s = text;
    // A number (no spaces) is never wrapped; a caption over a number wraps like any text.
    if (wraps && (align === 'left' || /\s/.test(s)) && this.linesOf(s, i, bold) > 1) {
      doc.font(bold ? 'B' : 'R').fontSize(this.o.fontSize);
      doc.text(s, x, y, { width: w, align });
      return;
    }
    // Only long texts are measured: a character is never wider than the font size.
    if (s.length * this.o.fontSize > w) {
      if (doc.widthOfString(s) > w) {
        let lo = 0;
        let hi = s.length;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (doc.widthOfString(`${s.slice(0, mid)}…`) <= w) lo = mid;
          else hi = mid - 1;
        }
        s = `${s.slice(0, lo)}…`;
      }
    }
    // A number keeps a wider gap to a text column on its right.
    this.plainText(align === 'right' ? x + w - doc.widthOfString(s) : x, y, s);
  }

  /**
   * One line of text at x, y (its top, as doc.text takes it) in the current font, size and colour:
   * the operators pdfkit's text() writes for it (its _fragment: kerning as TJ adjustments), as one
   * chunk of content instead of ten, without its per-call options, transforms and measuring. A
   * report draws some 16 cells a row. Text whose glyphs are offset (none in a report's Latin text)
   * goes through pdfkit.
   */
  private plainText(x: number, y: number, text: string): void {
    const doc = this.doc as unknown as PdfkitText;
    const font = doc._font;
    const size = doc._fontSize;
    if (text.includes('\n')) {
      this.doc.text(text, x, y, { lineBreak: false });
      return;
    }
    const [encoded, positions] = font.encode(text);
    const segments: string[] = [];
    let last = 0;
    const segment = (end: number) => {
      if (last < end) {
        const p = positions[end - 1] as GlyphPlace;
        segments.push(`<${encoded.slice(last, end).join('')}> ${pdfNumber(p.advanceWidth - p.xAdvance)}`);
      }
      last = end;
    };
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i] as GlyphPlace;
      if (p.xOffset || p.yOffset) {
        this.doc.text(text, x, y, { lineBreak: false });
        return;
      }
      if (p.xAdvance !== p.advanceWidth) segment(i + 1);
    }
    segment(positions.length);
    const { page } = doc;
    if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
    const baseline = page.height - y - (font.ascender / 1000) * size;
    this.doc.addContent(
      `q\n1 0 0 -1 0 ${pdfNumber(page.height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n` +
        `/${font.id} ${pdfNumber(size)} Tf\n[${segments.join(' ')}] TJ\nET\nQ`,
    );
  }

  private room(h: number): void {
    if (this.y + h <= this.bottom) return;
    this.doc.addPage();
    this.pageHeader();
  }

  /** A row's cells; `h` its height (a row of one line has no cell to wrap). */
  private drawCells(cells: string[], bold: boolean, h: number): void {
    const { doc, o } = this;
    const ty = this.y + (this.rowH - o.fontSize) / 2 - 0.5;
    // Set once per row: a cell changes the font only when it wraps, and then sets its own.
    doc
      .font(bold ? 'B' : 'R')
      .fontSize(o.fontSize)
      .fillColor('#000');
    this.columns.forEach((c, i) => {
      this.cell(cells[i] ?? '', i, ty, c.align, bold, h > this.rowH);
    });
  }

  add(lines: readonly PdfLine[]): void {
    for (const line of lines) {
      if (line.k === 'h') {
        this.flushPending();
        this.parts = true;
        this.startTable(line);
      } else if (this.pending) {
        this.pending.push(line);
        if (line.k === 'r' && ++this.pendingRows >= SAMPLE_ROWS) this.flushPending();
      } else this.draw([line]);
    }
  }

  /** Lines of a table whose columns are sized. */
  private draw(lines: readonly PdfLine[]): void {
    const { doc, o } = this;
    const width = doc.page.width - MARGIN * 2;
    for (const line of lines) {
      switch (line.k) {
        case 'h':
          break;
        case 'g':
          this.room(this.rowH * 2);
          doc.rect(MARGIN, this.y, width, this.rowH).fill(LIGHT);
          doc.fillColor('#000').font('B').fontSize(o.fontSize);
          doc.text(line.text, MARGIN + PAD, this.y + (this.rowH - o.fontSize) / 2 - 0.5, {
            lineBreak: false,
          });
          this.y += this.rowH;
          this.stripe = false;
          break;
        case 'r': {
          const h = this.heightOf(line.cells, false, this.rowH);
          this.room(h);
          if (this.stripe) doc.rect(MARGIN, this.y, width, h).fill('#fafafa');
          this.stripe = !this.stripe;
          this.drawCells(line.cells, false, h);
          this.y += h;
          this.detailRows++;
          this.tableRows++;
          break;
        }
        case 's': {
          if (!this.subtotals) break;
          const h = this.heightOf(line.cells, true, this.rowH);
          this.room(h);
          doc
            .moveTo(MARGIN, this.y)
            .lineTo(MARGIN + width, this.y)
            .lineWidth(0.4)
            .stroke('#888');
          this.drawCells(line.cells, true, h);
          this.y += h + 3;
          break;
        }
        case 't': {
          const h = this.heightOf(line.cells, true, this.rowH);
          this.room(h + 4);
          doc
            .moveTo(MARGIN, this.y + 1)
            .lineTo(MARGIN + width, this.y + 1)
            .lineWidth(0.8)
            .stroke('#000');
          this.y += 3;
          this.drawCells(line.cells, true, h);
          this.y += h;
          break;
        }
      }
    }
  }

  /** Closes the document: the empty text when there were no rows. */
  async finish(): Promise<{ pdf: Buffer; pages: number; detailRows: number }> {
    this.flushPending();
    const { doc, o } = this;
    if (this.parts) {
      if (this.tableRows === 0 && this.columns.length) this.emptyRow();
    } else if (this.detailRows === 0) {
      doc.font('R').fontSize(10).fillColor('#000');
      doc.text(o.emptyText, MARGIN, this.y + 12, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    }
    this.writeFooters();
    doc.end();
    return { pdf: await this.done, pages: this.pages, detailRows: this.detailRows };
  }
}
