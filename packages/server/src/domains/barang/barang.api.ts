/** What other domains use of barang's queries (they import this file, never a .queries.ts of another domain). */
export {
  activeMasterData,
  barangByTags,
  barangWithLedgerWrites,
  barcodesIn,
  findBarang,
  insertBarangWithLedger,
  ledgerFromItems,
  listWhere,
  lockAndSetStatus,
  lockBarang,
  lockReadyInBaki,
  lockTags,
  type NewBarang,
  nextBarcodes,
  type StoredBarang,
  updateBarang,
  writeLedgerFromItems,
} from './barang.queries.ts';
export { computeBalances, isClosed, JENIS_JUAL, storedBalances } from './stock.queries.ts';
