import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { REPLICA_STATE_SQL, type toReplicaState } from '../../replica/replica.ts';

/** Whether head office's database holds the replicas' table at all. */
export const replicaTablePresent = async (shop: ShopContext): Promise<boolean> => {
  const [present] = rowsOf<{ ok: boolean }>(
    await shop.db.execute(sql`select to_regclass('public.emas_replica') is not null as ok`),
  );
  return !!present?.ok;
};

/** The replicas' states as stored (toReplicaState reads them). */
export const replicaStateRows = async (shop: ShopContext) =>
  rowsOf<Parameters<typeof toReplicaState>[0]>(await shop.db.execute(sql.raw(REPLICA_STATE_SQL)));
