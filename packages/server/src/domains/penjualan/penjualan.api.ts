/** What other domains use of penjualan's queries (they import this file, never a .queries.ts of another domain). */
export {
  insertOutbox,
  lockSaleLines,
  type NumberedPenjualan,
} from './penjualan.queries.ts';
