import type { Database } from '../db/database.ts';

type Entries = { epoch: number; values: Map<string, unknown> };
const caches = new WeakMap<Database, Entries>();

/**
 * A read answered from memory while the embedded database's write epoch stays the same: PGlite has
 * one connection and every write goes through this process, so nothing it holds can have changed
 * (db/pglite-thread.ts counts commits and writes). A light request (users/me) then needs no turn on
 * the database while a long report holds it. On PostgreSQL (other connections, other processes) it
 * always reads. Keys name the shop's schema; the cache empties at the first write.
 */
export async function readWhileUnchanged<T>(
  database: Database,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const epochOf = database.writeEpoch;
  if (!epochOf) return load();
  const epoch = epochOf();
  const entries = caches.get(database);
  if (entries?.epoch === epoch && entries.values.has(key)) return entries.values.get(key) as T;
  const value = await load();
  // Kept only when nothing was written while it was read: it may hold the data before or after.
  if (epochOf() !== epoch) return value;
  const current = caches.get(database);
  if (current?.epoch === epoch) current.values.set(key, value);
  else caches.set(database, { epoch, values: new Map([[key, value]]) });
  return value;
}
