/** What other domains use of kas's queries (they import this file, never a .queries.ts of another domain). */
export {
  cashRowsInsert,
  cashRowsOfTrx,
  cashRowsOfTrxs,
  insertCashRows,
  type NewKas,
  type NumberedKas,
  type StoredKas,
} from './kas.queries.ts';
export {
  cashBalancesOfDay,
  cashSumsOfDayByJenis,
  expensesOfDay,
  openNonCashOfDay,
} from './kas-extra.queries.ts';
