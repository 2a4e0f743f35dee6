/** What other domains use of master's queries (they import this file, never a .queries.ts of another domain). */
export { activeKodes, activeMasterRows, findMasterRowByKode, isReferenced } from './master.queries.ts';
