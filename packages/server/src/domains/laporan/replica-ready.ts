import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { REPLICA_STATE_SQL, type ReplicaState, toReplicaState } from '../../replica/replica.ts';

/**
 * Head office's replicas that can answer (subscribed, first copy done), by shop code: the one place
 * head office learns which branches it may read locally (report-replica.ts). PGlite has none.
 */
export async function readyReplicas(shop: ShopContext): Promise<Map<string, ReplicaState>> {
  if (shop.database.kind !== 'postgres') return new Map();
  try {
    const [present] = rowsOf<{ ok: boolean }>(
      await shop.db.execute(sql`select to_regclass('public.emas_replica') is not null as ok`),
    );
    if (!present?.ok) return new Map();
    const states = rowsOf<Parameters<typeof toReplicaState>[0]>(
      await shop.db.execute(sql.raw(REPLICA_STATE_SQL)),
    ).map(toReplicaState);
    return new Map(states.filter((s) => s.ready).map((s) => [s.kode_toko, s]));
  } catch {
    // A head office whose role may not read the replicas asks the branches, as without them.
    return new Map();
  }
}
