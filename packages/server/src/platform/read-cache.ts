import type { Database } from '../db/database.ts';

type Entries = { epoch: number; values: Map<string, unknown> };
/** Per database, per set of tables read: the entries read while their tables' write count held. */
const caches = new WeakMap<Database, Map<string, Entries>>();

/**
 * A read answered from memory while none of the `tables` it reads has been written in the embedded
 * database: PGlite has one connection and every write goes through this process, so what it read
 * cannot have changed (db/pglite-thread.ts counts writes per table). A light request (users/me) then
 * needs no turn on the database while a long report holds it, and a sale (which writes other tables)
 * does not send the next request's session lookup to the database. On PostgreSQL (other connections,
 * other processes) it always reads. Keys name the shop's schema; the entries of a set of tables
 * empty at the first write to one of them.
 */
export async function readWhileUnchanged<T>(
  database: Database,
  key: string,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const epochOf = database.writeEpoch;
  if (!epochOf) return load();
  const group = tables.join(',');
  const epoch = epochOf(tables);
  const entries = caches.get(database)?.get(group);
  if (entries?.epoch === epoch && entries.values.has(key)) return entries.values.get(key) as T;
  const value = await load();
  // Kept only when nothing was written while it was read: it may hold the data before or after.
  if (epochOf(tables) !== epoch) return value;
  const byTables = caches.get(database) ?? new Map<string, Entries>();
  caches.set(database, byTables);
  const current = byTables.get(group);
  if (current?.epoch === epoch) current.values.set(key, value);
  else byTables.set(group, { epoch, values: new Map([[key, value]]) });
  return value;
}
