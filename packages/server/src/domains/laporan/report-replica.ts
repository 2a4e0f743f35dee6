import {
  formatJam,
  MSG,
  PUSAT_USER_ID,
  REPORTS,
  type ReportData,
  type ReportDef,
  type ReportParams,
  type ShopResult,
} from '@emas/contract';
import { createShopContext, type ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { checkRights } from '../../platform/rights.ts';
import type { SessionUser } from '../../platform/session.ts';
import type { ReplicaState } from '../../replica/replica.ts';
import type { ShopTarget } from '../toko/fan-out.ts';
import { readyReplicas } from './replica-ready.ts';

/**
 * Head office's reports over its shops from its replicas (src/replica, README "Head office replica"):
 * a shop whose replica at head office is subscribed and fully copied answers from head office's own
 * database (the report's own query on a ShopContext of the replica schema, as the branch itself
 * would answer), every other shop over HTTP (the fan-out). PGlite has no replica: always HTTP.
 */

/**
 * Other answers than reports that head office may read from a replica (the Dashboard Pusat's charts):
 * the branch's own function of its data, run on the replica schema. Registered by their domain.
 */
type LocalAnswer = (replica: ShopContext, query: ReportParams) => Promise<unknown>;
const LOCAL_ANSWERS = new Map<string, LocalAnswer>();

export function registerReplicaAnswer(path: string, answer: LocalAnswer): void {
  if (LOCAL_ANSWERS.has(path)) throw new Error(`replica answer ${path} registered twice`);
  LOCAL_ANSWERS.set(path, answer);
}

/** A path head office answers from a ready replica: a report, or a registered answer. */
export const answersFromReplica = (path: string): boolean =>
  LOCAL_ANSWERS.has(path) || REPORTS.some((r) => r.path === path);

/**
 * How a report runs on a shop (laporan.service.ts registers it when it loads): the replica reads the
 * branch's report through it, without importing the service that imports this file.
 */
export type ReportRunner = {
  reportAsShown(
    shop: ShopContext,
    def: ReportDef,
    params: ReportParams,
  ): Promise<{ def: ReportDef; params: ReportParams }>;
  reportJson(input: {
    def: ReportDef;
    shop: ShopContext;
    user: SessionUser;
    params: ReportParams;
  }): Promise<{ data: ReportData; count: number }>;
};

let runner: ReportRunner | undefined;

export const registerReportRunner = (r: ReportRunner): void => {
  runner = r;
};

const reports = (): ReportRunner => {
  if (!runner) throw new Error('no report runner registered (laporan.service.ts)');
  return runner;
};

/** One shop answered from its replica: how fresh its data is. */
export type ReplicaFreshness = NonNullable<ReportData['replica']>[number];

/** Past this age (REPLICA_STALE_MS, default 5 minutes) a replica's data is marked stale. */
const staleAfterMs = () => {
  const n = Number(process.env.REPLICA_STALE_MS ?? 300_000);
  return Number.isFinite(n) && n > 0 ? n : 300_000;
};

/** Head office acting at the replica as it acts at the branch: its service credential. */
const HEAD_OFFICE: SessionUser = {
  user_id: PUSAT_USER_ID,
  user_name: PUSAT_USER_ID,
  level: 'OWN',
  akses: [],
  kind: 'SERVICE',
  tokenHash: '',
  credential: PUSAT_USER_ID,
};

export const freshnessOf = (state: ReplicaState, target: ShopTarget, now = Date.now()): ReplicaFreshness => {
  const at = state.received_at;
  return {
    kode_toko: target.kode_toko,
    nama_toko: target.nama_toko,
    received_at: at ? at.toISOString() : null,
    label: at ? `data s/d ${formatJam(at)}` : 'data s/d -',
    stale: !at || now - at.getTime() > staleAfterMs(),
  };
};

const contexts = new WeakMap<ShopContext, Map<string, ShopContext>>();

/** The branch as a shop of head office's database, in its replica schema (one per schema, kept). */
function replicaShop(shop: ShopContext, kode_toko: string, schema: string): ShopContext {
  let of = contexts.get(shop);
  if (!of) {
    of = new Map();
    contexts.set(shop, of);
  }
  let replica = of.get(schema);
  if (!replica || replica.kode_toko !== kode_toko) {
    replica = createShopContext({
      kode_toko,
      appType: 'TOKO',
      database: shop.database,
      schema,
      config: shop.config,
    });
    of.set(schema, replica);
  }
  return replica;
}

/** The shop's answer to the report, read at head office from its replica schema. */
async function replicaAnswer(
  shop: ShopContext,
  state: ReplicaState,
  target: ShopTarget,
  path: string,
  params: ReportParams,
): Promise<ShopResult<unknown>> {
  const base = { kode_toko: target.kode_toko, nama_toko: target.nama_toko };
  const def = REPORTS.find((r) => r.path === path);
  const replica = replicaShop(shop, target.kode_toko, state.schema);
  const local = LOCAL_ANSWERS.get(path);
  try {
    if (!def && local) return { ...base, status: 'success', data: await local(replica, params) };
    if (!def) throw new Error(`no report at ${path}`);
    // The branch's own gate: a report whose module is off there says so, as over HTTP.
    await checkRights(replica, HEAD_OFFICE, { menu: [def.route, ...(def.alsoFrom ?? [])] });
    const shown = await reports().reportAsShown(replica, def, params);
    const { data, count } = await reports().reportJson({
      def: shown.def,
      params: shown.params,
      shop: replica,
      user: HEAD_OFFICE,
    });
    return { ...base, status: 'success', data, count };
  } catch (err) {
    if (err instanceof AppError && err.userMessage === MSG.moduleOff)
      return { ...base, status: 'error', message: MSG.moduleOffAtShop(target.kode_toko) };
    if (err instanceof AppError) return { ...base, status: 'error', message: err.userMessage };
    return { ...base, status: 'error', message: MSG.multiShopFailed };
  }
}

/**
 * Every target's answer to the report at `path` with `query` (the branch's JSON query), in the
 * targets' order: from head office's replica where there is one ready, over HTTP (`overHttp`) for the
 * others. `onReplica` hears each shop answered from a replica with its freshness.
 */
/** Replica answers read at once (REPLICA_AT_ONCE, default 4: a part of the pool of 10). */
const REPLICA_AT_ONCE = Math.max(1, Number(process.env.REPLICA_AT_ONCE ?? 4) || 4);

/** `run` over the items, at most `atOnce` at a time; the answers in the items' order. */
async function inTurns<T, R>(items: T[], atOnce: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return out;
}

export async function answersWithReplicas(
  shop: ShopContext,
  targets: ShopTarget[],
  path: string,
  query: Record<string, string>,
  overHttp: (targets: ShopTarget[]) => Promise<ShopResult<unknown>[]>,
  onReplica?: (fresh: ReplicaFreshness) => void,
): Promise<ShopResult<unknown>[]> {
  const replicas: Map<string, ReplicaState> = answersFromReplica(path)
    ? await readyReplicas(shop)
    : new Map();
  const local = targets.filter((t) => replicas.has(t.kode_toko));
  if (!local.length) return overHttp(targets);
  const remote = targets.filter((t) => !replicas.has(t.kode_toko));
  const { format: _format, ...params } = query;
  const [fromHttp, fromReplica] = await Promise.all([
    remote.length ? overHttp(remote) : Promise.resolve([]),
    // A few at once: they share head office's pool with its other requests.
    inTurns(local, REPLICA_AT_ONCE, (t) =>
      replicaAnswer(shop, replicas.get(t.kode_toko) as ReplicaState, t, path, params),
    ),
  ]);
  const now = Date.now();
  for (const t of local) onReplica?.(freshnessOf(replicas.get(t.kode_toko) as ReplicaState, t, now));
  const byKode = new Map([...fromHttp, ...fromReplica].map((a) => [a.kode_toko, a]));
  return targets.map((t) => byKode.get(t.kode_toko) as ShopResult<unknown>);
}
