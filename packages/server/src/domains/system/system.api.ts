/** What other domains use of system's queries (they import this file, never a .queries.ts of another domain). */
export {
  findParaSystem,
  findShopForUser,
  findToko,
  lockToko,
  updateToko,
  upsertParaSystem,
} from './system.queries.ts';
