import type { ShopResult } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { fanOut as overHttp, type ShopCall } from '../toko/fan-out.ts';
import { fanOut, listShopTargets, shopLimits } from '../toko/toko.service.ts';
import { answersFromReplica, answersWithReplicas, type ReplicaFreshness } from './report-replica.ts';

/**
 * Head office's fan-out (POST pusat/fan-out, e.g. the Dashboard Pusat's charts): a GET that a ready
 * replica can answer (a report or a registered answer) is read there for those branches, each answer
 * with its freshness (`replica`); the other branches, and every other call, over HTTP. A branch that
 * fails is one error answer, never a failure of the whole.
 */
export async function fanOutWithReplicas(
  shop: ShopContext,
  call: ShopCall & { kode_toko?: string[] },
): Promise<ShopResult<unknown>[]> {
  const path = call.path.replace(/^\/+/, '');
  if (call.method !== 'GET' || !answersFromReplica(path)) return fanOut(shop, call);
  const targets = await listShopTargets(shop, call.kode_toko);
  const fresh = new Map<string, ReplicaFreshness>();
  const answers = await answersWithReplicas(
    shop,
    targets,
    path,
    { ...(call.query ?? {}) },
    (remote) => overHttp(remote, call, shopLimits(shop)),
    (f) => fresh.set(f.kode_toko, f),
  );
  return answers.map((a) => {
    const replica = fresh.get(a.kode_toko);
    return replica && a.status === 'success' ? { ...a, replica } : a;
  });
}
