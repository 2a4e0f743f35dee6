import type { NotaType } from '../api/nota.ts';
import type {
  DocumentColumn,
  DocumentKind,
  DocumentLineSet,
  DocumentState,
  DocumentValidation,
} from './types.ts';

/** OPEN / BATAL: the states of the counter's documents (sales and purchases). */
export const OPEN_BATAL: readonly DocumentState[] = [
  { key: 'OPEN', label: 'OPEN', color: 'green' },
  { key: 'BATAL', label: 'BATAL', color: 'red' },
];

/** The list's state filter options: 'Semua Status' and each state. */
export const stateOptions = (states: readonly DocumentState[]) => [
  { value: 'ALL', label: 'Semua Status' },
  ...states.map((s) => ({ value: s.key, label: s.label })),
];

/** The list's date range and state filters (the form starts both dates at the business date). */
export const dayRangeFilters = (states: readonly DocumentState[]) =>
  [
    { key: 'tgl_awal', label: 'Tanggal Awal', kind: 'date' },
    { key: 'tgl_akhir', label: 'Tanggal Akhir', kind: 'date' },
    { key: 'status', label: 'Status', kind: 'select', options: stateOptions(states), initial: 'ALL' },
  ] as const;

/** The invoice head shared by the counter's documents: number, state, time, sales and customer. */
export const PARTY_HEAD: readonly DocumentColumn[] = [
  { key: 'no_faktur_group', caption: 'No Faktur', format: 'text' },
  { key: 'status', caption: 'Status', format: 'text', state: true },
  { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true },
  { key: 'kode_sales', caption: 'Sales', format: 'text' },
  { key: 'nama_customer', caption: 'Customer', format: 'text', join: 'kode_member' },
  { key: 'no_hp', caption: 'No HP', format: 'text', empty: '-' },
  { key: 'alamat_customer', caption: 'Alamat', format: 'text', empty: '-' },
];

/** The line numbers of the counter's documents: a sale line's, a purchase line's. */
const LINE_NUMBER = {
  penjualan: { key: 'no_faktur_jual', caption: 'No Faktur Jual' },
  pembelian: { key: 'no_faktur_beli', caption: 'No Faktur Beli' },
} as const;

/**
 * The invoice table of a counter document's sale or purchase lines: the line number first, the line's
 * own columns, its state last, and their total.
 */
const counterLines = (
  source: keyof typeof LINE_NUMBER,
  columns: readonly DocumentColumn[],
  total: NonNullable<DocumentLineSet['total']>,
): DocumentLineSet => ({
  source,
  title: '',
  rowKey: LINE_NUMBER[source].key,
  columns: [
    { ...LINE_NUMBER[source], format: 'text' },
    ...columns,
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  total,
});

/**
 * The invoice view of a counter document: the party head and its sale or purchase lines (then any
 * other table); a sale brings money in, a purchase pays it out.
 */
export const counterInvoice = (
  source: keyof typeof LINE_NUMBER,
  columns: readonly DocumentColumn[],
  total: NonNullable<DocumentLineSet['total']>,
  ...more: DocumentLineSet[]
): DocumentKind['invoice'] => ({
  head: PARTY_HEAD,
  paymentSign: source === 'penjualan' ? 1 : -1,
  lines: [counterLines(source, columns, total), ...more],
});

/**
 * What the counter's documents (sale, purchase) share: numbered by invoice group (no_faktur_group)
 * with their own line numbers, OPEN / BATAL by business day, the nota of their title, and the pages
 * /lihat-{key}, /batal-{key}, /transaksi-{key}.
 */
export const counterKind = (
  key: string,
  title: string,
  short: string,
  prefix: DocumentKind['prefix'],
  lineNumberField: string,
) =>
  ({
    key,
    title,
    short,
    prefix,
    numberField: 'no_faktur_group',
    lineNumberField,
    nota: title.toUpperCase() as NotaType,
    routes: { lihat: `/lihat-${key}`, batal: `/batal-${key}`, transaksi: `/transaksi-${key}` },
    filters: dayRangeFilters(OPEN_BATAL),
    states: OPEN_BATAL,
    initial: 'OPEN',
  }) satisfies Partial<DocumentKind>;

/** The texts of every Validasi {title} page (operations document sections 4-5 and its message table). */
export const VALIDASI_MSG = {
  validated: 'Data Berhasil Divalidasi',
  failed: 'Data Gagal Divalidasi',
  empty: 'Data Tidak Ada',
  noneChosen: 'Harap pilih salah satu transaksi',
  userRequired: 'Harap pilih user id',
  salesRequired: 'Kode Sales Tidak Boleh Kosong',
  paymentsFailed: ' Terjadi Kesalhaan Saat Mengirim Data',
} as const;

/**
 * The first list columns of a document taken at the counter with an item (repair, order): its number,
 * with the time taken and the item's barcode as a sub-line (both kept in the CSV).
 */
export const numberColumns = (key: string, caption: string): DocumentColumn[] => [
  { key, caption, format: 'text', strong: true, sub: ['tanggal', 'kode_barcode'] },
  { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true, hidden: true },
  { key: 'kode_barcode', caption: 'Barcode', format: 'text', hidden: true },
];

/**
 * A kind's Validasi: its calls, the body field carrying the chosen numbers, the number column, and
 * the list's own columns after the sales code, the number and the customer's name.
 */
export const validasiOf = (
  calls: Pick<DocumentValidation, 'pending' | 'validate' | 'payments'>,
  numbersField: string,
  no: DocumentColumn,
  ...own: DocumentColumn[]
): DocumentValidation => ({
  ...calls,
  numbersField,
  rowKey: no.key,
  columns: [
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 96 },
    no,
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text' },
    ...own,
  ],
});
