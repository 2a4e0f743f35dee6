/** What other domains use of member's queries (they import this file, never a .queries.ts of another domain). */
export { findMember } from './member.queries.ts';
