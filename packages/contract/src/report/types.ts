import type { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import type { CellType } from '../format.ts';

/**
 * A report declared once (DESIGN.md section 5): its filters, columns, grouping and texts drive the
 * server's query runner (JSON for the screen, PDF, xlsx and CSV) and the one generic report page.
 */
export type ReportFileFormat = 'pdf' | 'xlsx' | 'csv';
/** The content type each report file is served with (and the only files head office's proxy passes on). */
export const REPORT_CONTENT_TYPE: Record<ReportFileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
export type ReportFormat = 'json' | ReportFileFormat;
/** Where a column is shown: the screen table or one of the files. */
export type ReportTarget = 'screen' | ReportFileFormat;

/** One value of a row: numbers (or exact numeric strings), dates 'YYYY-MM-DD', text. */
export type ReportValue = string | number | null;
export type ReportRow = Record<string, ReportValue>;

export type ReportColumn = {
  key: string;
  caption: string;
  format: CellType;
  /** A totals-row cell: the sum of the column or the number of rows with a value. */
  total?: 'sum' | 'count';
  /** Relative width, about characters: the PDF shares the page width by it, xlsx uses it as is. */
  width?: number;
  /** A barcode: padded to 8 digits with leading zeros in the exports. */
  barcode?: boolean;
  /**
   * Where the column appears (default: everywhere). A detail export keeps its long column list in
   * the CSV and Excel while the screen and the PDF show the columns that fit the page.
   */
  in?: readonly ReportTarget[];
  /** On screen, shown in the row's opened detail (the row expands to it) instead of a column. */
  expand?: true;
  /** The caption while `module` is off (a module's wording switch: 'Kode Group' or 'Kadar'). */
  moduleCaption?: { module: string; off: string };
};

/** Rows arrive ordered by `key`; each run of equal keys is one group with a header and subtotals. */
/**
 * The document's answer nests a record's detail (e.g. a redemption's `detail_barang[]`). By lines
 * (`by`, `fields`): the report's query yields one flat row per detail line, the record's own fields
 * on its first line and `by` blank on the others, and the JSON answer folds each record into one row
 * whose `fields` sit in the list `key` (nest.ts). Screen, PDF, xlsx and CSV keep the flat lines (the
 * screen and a head office merge unfold the answer).
 */
export type ReportNesting =
  | { key: string; by: string; fields: readonly string[] }
  /**
   * One line is one record whose list sits in its hidden keys `${key}.${i}.${field}` (e.g. a PO's
   * goods descriptions while its column prints them joined): any number of entries on scalar lines.
   */
  | { key: string; indexed: readonly string[] }
  /**
   * One line is one record whose list is made of its columns `from.columns` (several payment columns
   * become `pembayaran` entries): a column with an amount (not blank, not 0) gives the entry
   * `{ [from.name]: its label, [from.value]: the amount }`; unfolded, a column without entry is 0.
   */
  | { key: string; from: { columns: Readonly<Record<string, string>>; name: string; value: string } };
/** A row of a nesting report's JSON answer: its detail lines in a list. */
export type NestedReportRow = Record<string, ReportValue | ReportRow[]>;

export type ReportGrouping = {
  /** The row field holding the group key. */
  key: string;
  /** The header text, from the group's first row. */
  header: (row: ReportRow) => string;
  /** Subtotal row after each group's detail rows (default true). */
  subtotals?: boolean;
  /**
   * Merged over every shop at head office, each shop's groups are its own (the key and header start
   * with the row's shop, SHOP_COLUMN): one shop's subtotals never add another's (groupKeyOf).
   */
  byShop?: true;
};

export type ReportFilterOption = { value: string; label: string };

export type ReportFilter =
  /** A date; the form starts at the business date (tgl_system). */
  | { key: string; label: string; kind: 'date' }
  /** One of the options; `message` when empty (default 'Filter Tidak Boleh Kosong'). */
  | {
      key: string;
      label: string;
      kind: 'select';
      options: readonly ReportFilterOption[];
      initial: string;
      message?: string;
      /** Not sent: `initial` (a default the spec gives), instead of the 'empty' message. */
      defaultWhenEmpty?: true;
      /** Offered only to these shop codes; elsewhere hidden and `initial` is sent. */
      shops?: readonly string[];
    }
  /**
   * A code of a master's active rows (e.g. group, gudang), or SEMUA; `extra` options come first
   * (e.g. the 24K base of the gold prices).
   */
  | {
      key: string;
      label: string;
      kind: 'master';
      master: string;
      extra?: readonly ReportFilterOption[];
      message?: string;
    }
  /** Optional free text, upper-cased; with `module`, offered (and applied) only while it is on. */
  | {
      key: string;
      label: string;
      kind: 'text';
      max?: number;
      module?: string;
      /**
       * A number, not text: whole Rupiah (the shared money schema) or grams (3 decimals); anything else
       * is a 400 naming the filter ('{label} Harus Berupa Angka', '... Harus Bilangan Bulat', ...).
       */
      number?: 'rupiah' | 'gram';
    }
  /**
   * A shop: SEMUA, the user's own shop, or a shop of head office's master list (kode_toko); the form
   * starts at SEMUA.
   */
  | { key: string; label: string; kind: 'toko'; message?: string }
  /**
   * Head office only ('Pilih Toko'): the shop the report runs on, or SEMUA for all shops merged. Head
   * office answers from the shops' own reports; a branch answers for itself and ignores it.
   */
  | { key: string; label: string; kind: 'shop' };

/** The validated parameters of a report: every filter as a string (optional text may be absent). */
export type ReportParams = Record<string, string | undefined>;
export type ReportQuery = ReportParams & { format: ReportFormat };

export type ReportGroupData = {
  key: string;
  header: string;
  /** Detail rows of the group (all of them, also those past the screen limit). */
  count: number;
  subtotals: Record<string, number>;
};

/** The JSON answer for the screen; `count` of the envelope is the number of detail rows. */
export type ReportData = {
  rows: ReportRow[];
  totals: Record<string, number>;
  groups: ReportGroupData[] | null;
  /** More rows than the screen shows: the totals and the exports cover them all. */
  truncated: boolean;
  /** Every shop's rows merged at head office: each row names its shop (SHOP_COLUMN comes first). */
  merged?: boolean;
  /**
   * Head office's merged report: the shops that did not answer (down, slow, recently down so not
   * waited on, module off), with the other shops' rows still answered. A global report also names
   * each in a 'Data Gagal Dimuat' row; the screen shows each as an alert, the files as a line.
   */
  failed?: { kode_toko: string; nama_toko: string; message: string }[];
  /**
   * Head office: the shops answered from its replica of them (PostgreSQL logical replication), each
   * with the last change received from the branch (`label` 'data s/d 20:15:03', Jakarta time) and
   * `stale` when that is older than head office's limit. A shop not named here answered live.
   */
  replica?: {
    kode_toko: string;
    nama_toko: string;
    received_at: string | null;
    label: string;
    stale: boolean;
  }[];
};

export type ReportDef = {
  /** Registry key: the server's query for it is registered under the same key. */
  key: string;
  /** API path relative to /api/v1: `GET {path}` answers JSON, `?format=pdf|xlsx|csv` a file. */
  path: string;
  /** The route of its page: its rights and module gate apply to the API too. */
  route: string;
  /** Other screens that show the report too: a user who may open any of them may read it. */
  alsoFrom?: readonly string[];
  title: string;
  /** File name without extension, e.g. 'LAPORAN KEUANGAN AKHIR HARI'. */
  fileName: string;
  orientation: 'landscape' | 'portrait';
  /** PDF table text size in points (default 8). */
  fontSize: number;
  /**
   * Decimals of its weights (default 3; the stock deposit report's document says 2): its gram
   * columns are shown, printed and exported with them (format 'gram2' for 2).
   */
  weightDecimals: 2 | 3;
  filters: readonly ReportFilter[];
  /** The parameters (every filter) without `format`. */
  params: z.ZodType<ReportParams>;
  columns: readonly ReportColumn[];
  group?: ReportGrouping;
  /** The JSON answer's nested detail, as the document names it. */
  nest?: ReportNesting;
  emptyText: string;
  /** The screen table wraps its captions to fit the page instead of scrolling sideways. */
  fitScreen?: true;
  /** The caption of the totals row (default 'TOTAL'). */
  totalLabel?: string;
  /**
   * The rows the grand total counts (default every row); group subtotals still count all of theirs.
   * The sales recap's TOTAL OMSET leaves out its pawn loans, which are money lent, not sales.
   */
  inTotal?: (row: ReportRow) => boolean;
  /**
   * A head-office global report: at head office it always runs over every shop (or the one picked in
   * its shop filter) and a shop that does not answer becomes one row whose `failedColumn` reads
   * 'Data Gagal Dimuat', instead of failing the whole.
   */
  global?: { failedColumn: string };
  successToast: string;
  emptyToast: string;
  /** Export formats offered (default all three). */
  formats: readonly ReportFileFormat[];
  endpoint: Endpoint<undefined, ReportQuery, undefined, ReportData>;
};

/** A key figure of a book's summary (a card on the screen). */
export type ReportFigure = { label: string; value: number; format: CellType };

/** One table of a book: the part's key and title with its answer. */
export type ReportBookPart = { key: string; title: string; data: ReportData; count: number };
/**
 * The JSON answer of a book: every part's table; `count` of the envelope is all parts' rows. A book
 * whose document names its parts (`partNames`) also answers each part's rows under that name.
 */
export type ReportBookData = { parts: ReportBookPart[] } & { [name: string]: ReportBookPart[] | ReportRow[] };

/**
 * Several reports printed as one (e.g. the nine tables of Laporan Akhir Hari): every part is a report
 * of its own (its own path, JSON and files) with the book's filters; the book's path answers all parts
 * at once, as one PDF with a table per part, one workbook with a sheet per part, or one CSV.
 */
export type ReportBookDef = {
  key: string;
  path: string;
  route: string;
  title: string;
  fileName: string;
  orientation: 'landscape' | 'portrait';
  fontSize: number;
  filters: readonly ReportFilter[];
  params: z.ZodType<ReportParams>;
  parts: readonly ReportDef[];
  /** The names the document gives the parts in its answer (each part's rows under its name). */
  partNames?: readonly string[];
  /**
   * The book opens with a summary: its first `parts` parts, shown side by side before the tables, and
   * the key figures computed from them.
   */
  summary?: { parts: number; figures?: (parts: readonly ReportBookPart[]) => ReportFigure[] };
  /** The search button's caption, and its caption while loading (default 'Cari'). */
  submitLabel?: string;
  loadingLabel?: string;
  successToast: string;
  emptyToast: string;
  formats: readonly ReportFileFormat[];
  endpoint: Endpoint<undefined, ReportQuery, undefined, ReportBookData>;
};
