import type { DocumentKind, DocumentState } from '../dokumen/types.ts';
import { STATUS_PO_LABEL } from './rules.ts';

/** Cash categories of a PO's money: payments recorded by validation, and their reversal on cancel. */
export const KATEGORI_KAS_PO = { bayar: 'PRE ORDER', batal: 'BATAL PRE ORDER' } as const;

const PO_STATES: readonly DocumentState[] = [
  { key: 'OPEN', label: STATUS_PO_LABEL.OPEN, color: 'orange' },
  { key: 'VALID', label: STATUS_PO_LABEL.VALID, color: 'green' },
  { key: 'BATAL', label: STATUS_PO_LABEL.BATAL, color: 'red' },
];

/**
 * The pre-order as a document kind (DESIGN.md section 5): its number prefix, states and moves, and the
 * cash categories the kit writes and reverses. Its calls and list answer are the specification's own
 * (GET pre-order pages as preorders/count/page/limit/skip), so its screens are its own pages, not the
 * generic lihat page: the declaration holds what the kit's helpers read.
 */
export const PRE_ORDER = {
  key: 'pre-order',
  title: 'Pre Order',
  short: 'po',
  prefix: { document: 'PO' },
  numberField: 'no_po',
  lineNumberField: 'no_po',
  states: PO_STATES,
  initial: 'OPEN',
  transitions: [
    { action: 'po', from: [], to: 'OPEN' },
    { action: 'validasi', from: ['OPEN'], to: 'VALID', cash: 'bayar' },
    { action: 'closing', from: ['VALID'], to: 'VALID' },
    { action: 'batal', from: ['OPEN', 'VALID'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { ...KATEGORI_KAS_PO },
  reversal: { [KATEGORI_KAS_PO.bayar]: KATEGORI_KAS_PO.batal },
  messages: { cancelled: 'No Po Berhasil Dibatal', notFound: 'No Po Tidak Ditemukan' },
} as const satisfies Partial<DocumentKind>;
