/** What other domains use of cicilan's queries (they import this file, never a .queries.ts of another domain). */
export { contractOfSaleLines } from './cicilan.queries.ts';
