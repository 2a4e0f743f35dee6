/** What other domains use of outbox's queries (they import this file, never a .queries.ts of another domain). */
export { findOutboxRow, insertOutboxRows, leaseForRetry, listOutboxRows } from './outbox.queries.ts';
