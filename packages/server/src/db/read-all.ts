import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Reads that do not depend on each other, answered in the order given: at once on the pool; one
 * after another inside a transaction, whose one connection runs a statement at a time anyway
 * (node-postgres queues a second call on a busy client, warns that pg@9 will refuse it, and gains
 * nothing by it).
 */
export async function readAll<T extends readonly unknown[] | []>(
  db: Db,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const thunks = reads as readonly (() => Promise<unknown>)[];
  if (!(db instanceof PgTransaction)) return (await Promise.all(thunks.map((read) => read()))) as T;
  const answers: unknown[] = [];
  for (const read of thunks) answers.push(await read());
  return answers as T;
}
