/** What other domains use of dokumen's queries (they import this file, never a .queries.ts of another domain). */
export {
  counterTable,
  type DocumentTableOf,
  documentNumberOf,
  documentRows,
  escapeLike,
  markCancelled,
  singleRowTable,
} from './dokumen.queries.ts';
