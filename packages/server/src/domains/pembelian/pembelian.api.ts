/** What other domains use of pembelian's queries (they import this file, never a .queries.ts of another domain). */
export { boughtBackFrom, PURCHASE_TABLE, type StoredPembelian } from './pembelian.queries.ts';
