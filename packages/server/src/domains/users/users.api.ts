/** What other domains use of users's queries (they import this file, never a .queries.ts of another domain). */
export { findUser } from './users.queries.ts';
