import type { NotaType } from '../api/nota.ts';
import type { DocumentColumn, DocumentKind, DocumentState } from './types.ts';

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
