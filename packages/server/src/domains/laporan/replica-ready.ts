import type { ShopContext } from '../../platform/context.ts';
import { type ReplicaState, toReplicaState } from '../../replica/replica.ts';
import { replicaStateRows, replicaTablePresent } from './replica-ready.queries.ts';

/**
 * Head office's replicas that can answer (subscribed, first copy done), by shop code: the one place
 * head office learns which branches it may read locally (report-replica.ts). PGlite has none.
 */
export function readyReplicas(shop: ShopContext): Promise<Map<string, ReplicaState>> {
  if (shop.database.kind !== 'postgres') return Promise.resolve(new Map());
  // A book asks once per part, a merged report once per call: one look a second serves them all.
  const now = Date.now();
  const seen = looked.get(shop);
  if (seen && now - seen.at < REPLICA_LOOK_MS) return seen.states;
  const states = lookUp(shop);
  looked.set(shop, { at: now, states });
  return states;
}

/** How long head office trusts its last look at its replicas (REPLICA_LOOK_MS, default 1 s). */
const REPLICA_LOOK_MS = Math.max(0, Number(process.env.REPLICA_LOOK_MS ?? 1_000) || 0);
const looked = new WeakMap<ShopContext, { at: number; states: Promise<Map<string, ReplicaState>> }>();

async function lookUp(shop: ShopContext): Promise<Map<string, ReplicaState>> {
  try {
    if (!(await replicaTablePresent(shop))) return new Map();
    const states = (await replicaStateRows(shop)).map(toReplicaState);
    return new Map(states.filter((s) => s.ready).map((s) => [s.kode_toko, s]));
  } catch {
    // A head office whose role may not read the replicas asks the branches, as without them.
    return new Map();
  }
}
