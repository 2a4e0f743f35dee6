import type { NotaType } from '../api/nota.ts';
import type { OTORISASI } from '../api/otorisasi.ts';
import type { Endpoint } from '../endpoint.ts';
import type { CellType } from '../format.ts';
import type { NotaPaper } from '../nota-receipt.ts';
import type { ReportFilter } from '../report/types.ts';
import type { DocumentListQuery } from './list-query.ts';

/**
 * A transaction-document kind (sale, purchase, service, pesanan, ...) declared once (DESIGN.md
 * section 5, "Document kinds"): its numbers, list columns and filters, line fields, states and
 * transitions, cash categories, cancel rule and authorisation kind. One generic list (lihat), cancel
 * (batal) and invoice view in the web, and one set of server helpers (domains/dokumen) serve every
 * kind; a kind's own rules (pricing, stock, interest) stay in its domain service.
 */

/** One row of a list or of an invoice's lines, as the API answers it. */
export type DocumentRow = Record<string, unknown>;

/** An SPV/OWN authorisation kind of api.OTORISASI (the `kategori` and `description` of POST otorisasi). */
export type OtorisasiKind = (typeof OTORISASI)[keyof typeof OTORISASI];

export type DocumentStateColor = 'green' | 'red' | 'blue' | 'orange' | 'gold' | 'purple' | 'default';

/** A state a document (or a line) can be in; `color` of its tag on screens. */
export type DocumentState = { key: string; label: string; color: DocumentStateColor };

/** A move between states; `cash` names the money movement (a key of the kind's `cash`) it writes. */
export type DocumentTransition = {
  action: string;
  /** The button that makes this move on the transaksi page's open list ('Selesai', 'Ambil'). */
  label?: string;
  from: readonly string[];
  to: string;
  cash?: string;
  /** The authorisation this move needs (always), if any. */
  otorisasi?: OtorisasiKind;
};

/**
 * A column of a list or of an invoice's line table. `format` is the report engine's cell format
 * (formatCell), so screens, CSV and PDF show it alike.
 */
export type DocumentColumn = {
  /** The row field (also the column key). */
  key: string;
  caption: string;
  format: CellType;
  /** Other fields shown small under the value on screen, joined with ' · '. */
  sub?: readonly string[];
  /** Shown strong (the document number). */
  strong?: boolean;
  /** A tag after the value when the row's field equals the value: e.g. { field: 'jenis_pembelian', equals: 'TUKAR' }. */
  tag?: { field: string; equals: string };
  /** Value shown when the field is empty (e.g. 'BARANG LUAR'). */
  empty?: string;
  /** `tanggal` shows the row's `jam` (HH:mm) after the date. */
  withTime?: boolean;
  /** The row's state as a coloured tag. */
  state?: boolean;
  /** Right-aligned (money and grams are always). */
  align?: 'left' | 'right';
  /** Hidden on screen, kept in the CSV export (and shown as another column's sub-line). */
  hidden?: boolean;
  /** Width on screen in pixels; by default from the format, and plain texts share what is left. */
  width?: number;
  /** Another field joined after this one with ' / ' (e.g. kode_sales / input_by). */
  join?: string;
  /** A totals cell in the invoice view / page footer: the sum of the column. */
  total?: 'sum';
};

/** One table of lines in the invoice view (a sale's lines, its trade-ins, ...). */
export type DocumentLineSet = {
  /** The field of the invoice answer holding the rows. */
  source: string;
  /** Heading above the table ('' for the main lines). */
  title: string;
  /** The field that identifies a line. */
  rowKey: string;
  columns: readonly DocumentColumn[];
  /** Totals row: its caption and the invoice field holding the total ('Total Penjualan', total_jual). */
  total?: { caption: string; field: string; as: 'summary' | 'footer' };
  /** Shown only when it has rows. */
  optional?: boolean;
};

/** The cancel rule: which states may be cancelled, into which, and when an authorisation is needed. */
/**
 * Validasi {title} (document 2): the documents not yet validated, by sales code ('ALL': every one),
 * ticked and validated in one call under a user id; the eye button shows one's payment lines.
 */
export type DocumentValidation = {
  /** GET: the unvalidated documents of a sales code. */
  pending: Endpoint<undefined, { kode_sales?: string }, undefined, DocumentRow[]>;
  /** POST: validates the chosen numbers, sent in `numbersField` with the user id. */
  validate: Endpoint<ValidationBody, undefined, undefined, unknown>;
  numbersField: string;
  /** The row field holding the document number (the tick box's key). */
  rowKey: string;
  columns: readonly DocumentColumn[];
  /** GET: a document's payment lines (Detail Pembayaran), when the screen shows them. */
  payments?: Endpoint<undefined, { deskripsi: string }, undefined, DocumentPaymentLine[]>;
};

/** The body of a validation call: { [numbersField]: numbers, user_id }. */
export type ValidationBody = Record<string, string | readonly string[]>;

/** One payment line of a document: its type and the money in or out. */
export type DocumentPaymentLine = { jenis: string; jumlah_in: number; jumlah_out: number };

export type DocumentCancelRule = {
  from: readonly string[];
  to: string;
  /** Same business day: no authorisation. A later business day: an authorisation of this kind. */
  laterDay: { otorisasi: OtorisasiKind };
};

/** A page a list row opens as `{route}?no={document number}`, for rows in one of `states`. */
export type DocumentLink = { label: string; route: string; states: readonly string[] };

export type DocumentKind = {
  /** Storage and API key ('penjualan', 'pembelian', 'service', ...). */
  key: string;
  /** The word in screen texts: 'Lihat {title}', 'Batal {title}', 'Detail {title} {no}'. */
  title: string;
  /** Short id used in element ids and test ids: lihat-{short}-table, batal-{short}-no-faktur. */
  short: string;
  /** Number prefixes (DOC_PREFIX): the document (group) and, where lines have their own, the line. */
  prefix: { document: string; line?: string };
  /** The document number field and the line number field of a row. */
  numberField: string;
  lineNumberField: string;
  /** The nota (invoice layout) type it prints. */
  nota: NotaType;
  /** The printed file's name before the number, when it is not 'NOTA {nota}' (a schedule). */
  printName?: string;
  /** Pages of the route table. */
  routes: { lihat: string; batal?: string; transaksi?: string; validasi?: string };
  /** List (lihat) columns, in order. */
  columns: readonly DocumentColumn[];
  /** The field summed as the row's amount and weight on the list footer and the dashboard. */
  amountField: string;
  weightField: string;
  /** List filters (report engine's filter kinds: date, select, text). */
  filters: readonly ReportFilter[];
  /** The list's search box placeholder. */
  searchPlaceholder: string;
  /** The invoice view: header fields and line tables; `paymentSign` 1 money in, -1 money out. */
  invoice: { head: readonly DocumentColumn[]; lines: readonly DocumentLineSet[]; paymentSign: 1 | -1 };
  /**
   * What a document is in a few lines, above the fields of a move to its next state (selesai, ambil):
   * keys of its list columns (hidden ones too), shown with their captions and formats.
   */
  summary?: readonly string[];
  /** All states; `initial` is the state a new document takes. */
  states: readonly DocumentState[];
  initial: string;
  transitions: readonly DocumentTransition[];
  /**
   * Cash category of each money movement: e.g. { bayar: 'PENJUALAN', batal: 'BATAL PENJUALAN' }. The
   * cancel's reversal rows take the category `reversal[original category]`.
   */
  cash: Readonly<Record<string, string>>;
  reversal: Readonly<Record<string, string>>;
  cancel: DocumentCancelRule;
  /** Dashboard totals keys (api.DashboardTotals) it feeds, if any. */
  dashboard?: { total: string; gram: string };
  /** Validasi {title}, when the kind is validated (routes.validasi is its page). */
  validasi?: DocumentValidation;
  /** Row actions of the list. */
  actions: readonly ('detail' | 'cetak' | 'wa')[];
  /** Row buttons opening another page of the kind with the row's number (a loan's redemption). */
  links?: readonly DocumentLink[];
  /** The kind's API calls the generic pages use. */
  api: {
    list: Endpoint<undefined, DocumentListQuery, undefined, DocumentRow[]>;
    invoice: Endpoint<{ no_faktur: string }, undefined, undefined, DocumentRow>;
    cancel?: Endpoint<
      { no_faktur: string; alasan: string; id_otorisasi?: string },
      undefined,
      undefined,
      unknown
    >;
    nota?: Endpoint<
      undefined,
      { no_faktur: string; reprint?: '0' | '1'; kertas?: NotaPaper; format?: 'pdf' | 'escpos' },
      undefined,
      never
    >;
    wa?: Endpoint<{ no_faktur: string }, undefined, undefined, unknown>;
  };
  messages: {
    cancelled: string;
    /** Defaults: TRANSAKSI_MSG.fakturNotFound / alreadyCancelled. */
    notFound?: string;
    alreadyCancelled?: string;
    /** Shown on the cancel page (info) when it returns text for the document. */
    cancelNote?: (doc: DocumentRow) => string | undefined;
    /** Shown instead of the cancel form when it returns text (the server refuses the same). */
    cancelBlocked?: (doc: DocumentRow) => string | undefined;
  };
};
