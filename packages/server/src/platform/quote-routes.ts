import { api, type Endpoint } from '@emas/contract';

/**
 * The read-only look-ups a counter sends while the cashier types (issue 46): an item's sale price, the
 * buy-back price of a group and condition, the price and stock check, a member search. On PostgreSQL
 * they run on a small pool of their own (db/pg-pools.ts) so that they never wait behind sales.
 */
export const COUNTER_QUOTES: ReadonlySet<Endpoint<unknown, unknown, unknown, unknown>> = new Set([
  api.getSaleQuote,
  api.getPurchaseQuote,
  api.cekBarang,
  api.findCounterMember,
] as Endpoint<unknown, unknown, unknown, unknown>[]);
