/** What other domains use of otorisasi's queries (they import this file, never a .queries.ts of another domain). */
export { USED_FOR_NUMBER_PENDING, usedForNumber } from './otorisasi.queries.ts';
