/** What other domains use of laporan's queries (they import this file, never a .queries.ts of another domain). */
export { piecesOfLoan } from './hutang-report.queries.ts';
export { isAll } from './transaksi-report.queries.ts';
