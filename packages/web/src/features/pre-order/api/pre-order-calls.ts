import {
  type CreatePreOrderBody,
  cancelPreOrder,
  checkPoImport,
  closePreOrder,
  createPreOrder,
  importPreOrder,
  latestPoNumber,
  listPreOrder,
  type PoImportBody,
  type PreOrderClosingBody,
  type PreOrderListQuery,
  readyPoBarcode,
  validatePreOrder,
} from '@emas/contract';
import { call, callData } from '../../../lib/api-client.ts';

/** The pre-order calls of document 2 section 7. */
export const fetchLatestPoNumber = () => callData(latestPoNumber);
export const savePreOrder = (body: CreatePreOrderBody) => call(createPreOrder, { body });
export const fetchPreOrders = (query: PreOrderListQuery, signal?: AbortSignal) =>
  call(listPreOrder, { query, signal });
/** The POs the closing form offers: validated, pieces left to send. */
export const fetchPoForClosing = () => callData(listPreOrder, { query: { status: 'finish', limit: 9999 } });
export const cancelPo = (no_po: string) => call(cancelPreOrder, { params: { no_po } });
export const validatePo = (rows: { no_po: string; nominal_bayar: number }[]) =>
  call(validatePreOrder, { body: { data_transaksi: rows } });
export const closePo = (body: PreOrderClosingBody) => call(closePreOrder, { body });
export const findReadyPoBarcode = (barcode: string) =>
  callData(readyPoBarcode, { params: { barcode }, quiet: true });
export const checkImportFile = (body: PoImportBody) => callData(checkPoImport, { body, timeoutMs: 120_000 });
export const importFile = (body: PoImportBody) => call(importPreOrder, { body, timeoutMs: 120_000 });
