import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which requests wrote a document of the business day: every such write opens the day with
 * openBusinessDay, which notes it here; once the answer has gone out (the transaction committed) the
 * app tells the shop's screens and head office over the live channel (shop-activity), so dashboards
 * refresh as the shop sells.
 */
const scope = new AsyncLocalStorage<{ wrote: boolean }>();
const wroteRequests = new WeakSet<object>();

/** Called by openBusinessDay: the request in progress writes a document of the business day. */
export function noteBusinessWrite(): void {
  const s = scope.getStore();
  if (s) s.wrote = true;
}

/** Runs a route's handler in its own scope; the request is remembered when it wrote. */
export async function trackBusinessWrite<T>(req: object, handler: () => Promise<T>): Promise<T> {
  const s = { wrote: false };
  try {
    return await scope.run(s, handler);
  } finally {
    if (s.wrote) wroteRequests.add(req);
  }
}

/** Whether the request wrote a document of the business day. */
export const wroteBusiness = (req: object): boolean => wroteRequests.has(req);
