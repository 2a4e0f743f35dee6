import type {
  DocumentCancelRule,
  DocumentColumn,
  DocumentLineSet,
  DocumentRow,
  DocumentState,
  DocumentTransition,
  OtorisasiKind,
} from './types.ts';

/**
 * What the running documents share: a pawn loan (hutang), a deposit (titip simpan) and an instalment
 * sale (cicilan) stay AKTIF while paid, then end LUNAS (paid off) or LELANG (auctioned, authorised),
 * or are cancelled from AKTIF (BATAL; an authorisation after the day they were taken). Read as
 * `running.states(...)` (import * as running).
 */

/** The four states, keyed by the kind's own status list (its API's STATUS_...). */
export const states = (status: readonly ['AKTIF', 'LUNAS', 'LELANG', 'BATAL']): readonly DocumentState[] => [
  { key: status[0], label: 'AKTIF', color: 'blue' },
  { key: status[1], label: 'LUNAS', color: 'green' },
  { key: status[2], label: 'LELANG', color: 'purple' },
  { key: status[3], label: 'BATAL', color: 'red' },
];

/** The moves out of AKTIF that end the document without paying it off: the auction and the cancel. */
export const lelangAndBatal = (lelang: OtorisasiKind): DocumentTransition[] => [
  { action: 'lelang', from: ['AKTIF'], to: 'LELANG', otorisasi: lelang },
  { action: 'batal', from: ['AKTIF'], to: 'BATAL', cash: 'batal' },
];

/** The cancel rule: AKTIF -> BATAL, authorised (this kind) after the day the document was taken. */
export const cancelRule = (otorisasi: OtorisasiKind): DocumentCancelRule => ({
  from: ['AKTIF'],
  to: 'BATAL',
  laterDay: { otorisasi },
});

/** The refusal of a cancel of a document that has ended (LUNAS or LELANG), if it has. */
export const endedBlock = (doc: DocumentRow, cannotCancel: (status: string) => string) =>
  doc.status === 'LUNAS' || doc.status === 'LELANG' ? cannotCancel(String(doc.status)) : undefined;

/** The first columns of a pledge's pieces (loan, deposit): barcode, name, group and purity. */
export const PIECE_COLUMNS: readonly DocumentColumn[] = [
  { key: 'kode_barcode', caption: 'Barcode', format: 'text' },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text' },
  { key: 'kode_group', caption: 'Group', format: 'text' },
  { key: 'kadar', caption: 'Kadar', format: 'percent' },
];

/**
 * A pledge's settlements (loan: redemption, extension; deposit: pay-off, renewal; each with its
 * reversals): number, kind (its status under it), day, days charged, the kind's own money columns, the
 * total and the new due date. Nine columns: the table fits the invoice view at 1366 px.
 */
export const pledgePayments = (title: string, ...own: DocumentColumn[]): DocumentLineSet => ({
  source: 'bayar',
  title,
  rowKey: 'no_bayar',
  optional: true,
  columns: [
    { key: 'no_bayar', caption: 'No Bayar', format: 'text' },
    { key: 'jenis', caption: 'Jenis', format: 'text', sub: ['status'] },
    { key: 'tanggal', caption: 'Tanggal', format: 'date' },
    { key: 'lama_pinjam', caption: 'Hari', format: 'number' },
    ...own,
    { key: 'total_bayar', caption: 'Total', format: 'rupiah' },
    { key: 'tgl_tempo_baru', caption: 'Tempo Baru', format: 'date', empty: '-' },
  ],
});

/** The head of a pledge's invoice: number, state, day taken, due date, sales and customer. */
export const pledgeHead = (no: DocumentColumn, tanggalCaption: string): DocumentColumn[] => [
  no,
  { key: 'status', caption: 'Status', format: 'text', state: true },
  { key: 'tanggal', caption: tanggalCaption, format: 'date', withTime: true },
  { key: 'tgl_tempo', caption: 'Jatuh Tempo', format: 'date' },
  { key: 'kode_sales', caption: 'Sales', format: 'text' },
  { key: 'nama_customer', caption: 'Customer', format: 'text', join: 'kode_member' },
];
