/** What other domains use of toko's queries (they import this file, never a .queries.ts of another domain). */
export { findShop, listShops } from './toko.queries.ts';
