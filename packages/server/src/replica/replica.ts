import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { isSafeSchemaName, migrateSchema } from '../db/migrate.ts';
import { schemaNameFor } from '../platform/context.ts';

/**
 * Head office's consolidated replica of its branches (DESIGN.md section 3, issue 40): each branch's
 * PostgreSQL publishes its shop schema (`CREATE PUBLICATION emas_<kode> FOR TABLES IN SCHEMA
 * toko_<kode>`, PostgreSQL 15) to a replication role that can read only that schema; head office's
 * PostgreSQL subscribes into a schema of the same name. The subscription is asynchronous: a branch's
 * commit never waits on head office. Head office keeps one row per replica in `public.emas_replica`
 * (which shop, which schema, and the last time it received a change, kept when the branch is down).
 */

/** The settings a branch's PostgreSQL needs to publish (the README's "Head office replica"). */
export const BRANCH_SETTINGS = { wal_level: 'logical', max_replication_slots: 1, max_wal_senders: 1 };

/** Publication, subscription and replication slot of a shop: `emas_<kode>`. */
export const replicaName = (kode: string) => schemaNameFor(kode, 'emas');
/** The branch's role head office's subscription logs in as: `emas_repl_<kode>`. */
export const replicaRole = (kode: string) => schemaNameFor(kode, 'emas_repl');

const REGISTRY = 'public.emas_replica';
const CREATE_REGISTRY = `create table if not exists ${REGISTRY} (
  kode_toko text primary key,
  schema_name text not null unique,
  subscription text not null,
  branch text not null,
  added_at timestamptz not null default now(),
  last_received_at timestamptz
)`;

const ident = (name: string) => {
  if (!isSafeSchemaName(name)) throw new Error(`invalid name ${name}`);
  return `"${name}"`;
};
/** A table's name as read from the catalogue, quoted. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'emas-replica' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What keeps this PostgreSQL from publishing (empty: nothing), each in Indonesian and English. */
export async function branchSettingProblems(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where name in ('wal_level', 'max_replication_slots', 'max_wal_senders', 'server_version_num')`,
  );
  const v = Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  const problems: string[] = [];
  if (Number(v.server_version_num) < 150000)
    problems.push(
      `PostgreSQL cabang versi ${v.server_version_num}: perlu versi 15 atau lebih baru (FOR TABLES IN SCHEMA) / the branch needs PostgreSQL 15 or newer`,
    );
  if (v.wal_level !== 'logical')
    problems.push(
      `wal_level cabang = ${v.wal_level}: set wal_level = logical di postgresql.conf lalu restart PostgreSQL / the branch's wal_level is ${v.wal_level}: set wal_level = logical and restart PostgreSQL`,
    );
  for (const key of ['max_replication_slots', 'max_wal_senders'] as const)
    if (Number(v[key]) < 1)
      problems.push(
        `${key} cabang = ${v[key]}: perlu minimal 1 (disarankan 10) / the branch's ${key} must be at least 1 (10 advised)`,
      );
  return problems;
}

/** Tables of the schema that have no primary key and no replica identity to replicate updates by. */
export async function tablesWithoutKey(c: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await c.query<{ name: string }>(
    `select cl.relname as name from pg_class cl join pg_namespace n on n.oid = cl.relnamespace
      where n.nspname = $1 and cl.relkind in ('r', 'p') and not cl.relispartition
        and (cl.relreplident = 'n' or (cl.relreplident = 'd'
             and not exists (select 1 from pg_constraint k where k.conrelid = cl.oid and k.contype = 'p')))
      order by 1`,
    [schema],
  );
  return rows.map((r) => r.name);
}

/**
 * A published table without a key refuses every UPDATE and DELETE at the branch ("cannot update
 * table ... because it does not have a replica identity"): each such table replicates by its whole
 * row (REPLICA IDENTITY FULL). Answers the tables it changed.
 */
export async function ensureReplicaIdentity(c: pg.Client, schema: string): Promise<string[]> {
  const tables = await tablesWithoutKey(c, schema);
  for (const t of tables) await c.query(`alter table ${ident(schema)}.${quoted(t)} replica identity full`);
  return tables;
}

export type BranchSetup = { role: string; password: string; publication: string; keyless: string[] };

/**
 * At the branch (an administrator's URL of the shop's database): the replication role that can read
 * only the shop's schema, and the publication of that schema. Idempotent; a new password each time.
 */
export async function setupBranch(opts: {
  branchUrl: string;
  kode: string;
  schema?: string;
}): Promise<BranchSetup> {
  const schema = opts.schema ?? schemaNameFor(opts.kode);
  const role = replicaRole(opts.kode);
  const publication = replicaName(opts.kode);
  const password = randomBytes(24).toString('base64url');
  return withClient(opts.branchUrl, async (c) => {
    const problems = await branchSettingProblems(c);
    if (problems.length) throw new Error(problems.join('\n'));
    const { rows: present } = await c.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (!present.length)
      throw new Error(
        `Skema ${schema} tidak ada di database cabang / schema ${schema} is not in the branch database`,
      );
    const keyless = await ensureReplicaIdentity(c, schema);
    const { rows: db } = await c.query<{ name: string }>('select current_database() as name');
    const dbName = db[0]?.name ?? 'postgres';
    const { rows: roles } = await c.query('select 1 from pg_roles where rolname = $1', [role]);
    // LOGIN REPLICATION: enough for a logical replication connection to this database; pg_hba lets it
    // in to this database only (never `replication`, so no physical copy of the whole cluster).
    await c.query(
      `${roles.length ? 'alter' : 'create'} role ${ident(role)} with login replication password ${literal(password)}`,
    );
    await c.query(`grant connect on database "${dbName.replaceAll('"', '""')}" to ${ident(role)}`);
    await c.query(`grant usage on schema ${ident(schema)} to ${ident(role)}`);
    await c.query(`grant select on all tables in schema ${ident(schema)} to ${ident(role)}`);
    // Tables a later migration adds (by the role that migrates, this one) are readable too.
    await c.query(
      `alter default privileges in schema ${ident(schema)} grant select on tables to ${ident(role)}`,
    );
    const { rows: pubs } = await c.query('select 1 from pg_publication where pubname = $1', [publication]);
    if (!pubs.length)
      await c.query(`create publication ${ident(publication)} for tables in schema ${ident(schema)}`);
    return { role, password, publication, keyless };
  });
}

/** The subscription's connection string: the branch's host, port and database as the role. */
export function subscriptionConnInfo(
  branchUrl: string,
  role: string,
  password: string,
  host?: string,
): string {
  const u = new URL(branchUrl);
  const db = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres';
  const params = new URLSearchParams(u.search);
  const parts: Record<string, string> = {
    host: host ?? (u.hostname.replace(/^\[|\]$/g, '') || 'localhost'),
    port: u.port || '5432',
    dbname: db,
    user: role,
    password,
    application_name: role,
  };
  const sslmode = params.get('sslmode');
  if (sslmode) parts.sslmode = sslmode;
  return Object.entries(parts)
    .map(([k, v]) => `${k}='${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`)
    .join(' ');
}

/**
 * At head office (its database URL, as a role that may create subscriptions: a superuser on
 * PostgreSQL 15): the shop's schema with the same tables (the shop migrations), emptied so the
 * subscription's first copy fills it, and the subscription. A schema of that name that is not a
 * replica (head office's own shop) is refused.
 */
export async function setupHeadOffice(opts: {
  headUrl: string;
  kode: string;
  schema?: string;
  connInfo: string;
  branch: string;
}): Promise<void> {
  const kode = opts.kode.toUpperCase();
  const schema = opts.schema ?? schemaNameFor(kode);
  const subscription = replicaName(kode);
  await withClient(opts.headUrl, async (c) => {
    await c.query(CREATE_REGISTRY);
    const { rows: known } = await c.query<{ kode_toko: string }>(
      `select kode_toko from ${REGISTRY} where schema_name = $1`,
      [schema],
    );
    const { rows: present } = await c.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (present.length && !known.length)
      throw new Error(
        `Skema ${schema} sudah ada di database pusat dan bukan replika / schema ${schema} already exists at head office and is not a replica`,
      );
    if (known.length && known[0]?.kode_toko !== kode)
      throw new Error(`Skema ${schema} sudah dipakai replika ${known[0]?.kode_toko}`);
    // The shop migrations, also on a replica that exists: a migration reaches head office's copy
    // before the branch, or the subscription stops at a column its copy lacks.
    const database = await openDatabase({ url: opts.headUrl, applicationName: 'emas-replica' });
    try {
      await migrateSchema(database.db, schema);
    } finally {
      await database.close();
    }
    const { rows: subs } = await c.query('select 1 from pg_subscription where subname = $1', [subscription]);
    if (subs.length) {
      // Already subscribed: the role's new password (the branch's step made one).
      await c.query(`alter subscription ${ident(subscription)} connection ${literal(opts.connInfo)}`);
      return;
    }
    // The migrations' own rows (their journal, seeded lists) come from the branch's first copy.
    const { rows: tables } = await c.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition`,
      [schema],
    );
    if (tables.length)
      await c.query(`truncate ${tables.map((t) => `${ident(schema)}.${quoted(t.name)}`).join(', ')}`);
    await c.query(
      `insert into ${REGISTRY} (kode_toko, schema_name, subscription, branch) values ($1, $2, $3, $4)
        on conflict (kode_toko) do update set schema_name = excluded.schema_name, branch = excluded.branch`,
      [kode, schema, subscription, opts.branch],
    );
    // Outside a transaction (PostgreSQL's rule); asynchronous (synchronous_commit of the branch
    // does not name it), so a branch's commit never waits on head office.
    await c.query(
      `create subscription ${ident(subscription)} connection ${literal(opts.connInfo)} publication ${ident(replicaName(kode))}`,
    );
  });
}

/** host:port/database of a URL, without user or password (for the registry and the status). */
const where = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}/${decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres'}`;
};

/** `replica add`: the branch's role and publication, then head office's schema and subscription. */
export async function addReplica(opts: {
  headUrl: string;
  branchUrl: string;
  kode: string;
  schema?: string;
  /** The branch's host as head office reaches it, when not the URL's. */
  branchHost?: string;
}): Promise<BranchSetup & { schema: string; subscription: string }> {
  const kode = opts.kode.toUpperCase();
  const schema = opts.schema ?? schemaNameFor(kode);
  const branch = await setupBranch({ branchUrl: opts.branchUrl, kode, schema });
  await setupHeadOffice({
    headUrl: opts.headUrl,
    kode,
    schema,
    connInfo: subscriptionConnInfo(opts.branchUrl, branch.role, branch.password, opts.branchHost),
    branch: where(opts.branchUrl),
  });
  return { ...branch, schema, subscription: replicaName(kode) };
}

/**
 * `replica remove`: head office's subscription (and its slot at the branch), its replica schema and
 * registry row; with the branch's URL, the publication, the slot if still there, and the role. Answers
 * what is left to do by hand (a branch that could not be reached).
 */
export async function removeReplica(opts: {
  headUrl: string;
  kode: string;
  branchUrl?: string;
  keepData?: boolean;
}): Promise<string[]> {
  const kode = opts.kode.toUpperCase();
  const name = replicaName(kode);
  const role = replicaRole(kode);
  const todo: string[] = [];
  await withClient(opts.headUrl, async (c) => {
    await c.query(CREATE_REGISTRY);
    const { rows } = await c.query<{ schema_name: string }>(
      `select schema_name from ${REGISTRY} where kode_toko = $1`,
      [kode],
    );
    const { rows: subs } = await c.query('select 1 from pg_subscription where subname = $1', [name]);
    if (subs.length) {
      await c.query(`alter subscription ${ident(name)} disable`);
      try {
        // Drops the replication slot at the branch too.
        await c.query(`drop subscription ${ident(name)}`);
      } catch {
        // The branch cannot be reached: the subscription goes without its slot, which the branch
        // must drop (a slot nobody reads keeps the branch's WAL for ever).
        await c.query(`alter subscription ${ident(name)} set (slot_name = none)`);
        await c.query(`drop subscription ${ident(name)}`);
        if (!opts.branchUrl)
          todo.push(`di cabang / at the branch: select pg_drop_replication_slot('${name}');`);
      }
    }
    const schema = rows[0]?.schema_name;
    if (schema && !opts.keepData) await c.query(`drop schema if exists ${ident(schema)} cascade`);
    await c.query(`delete from ${REGISTRY} where kode_toko = $1`, [kode]);
  });
  if (!opts.branchUrl) {
    todo.push(
      `di cabang / at the branch: drop publication if exists ${name}; drop owned by ${role}; drop role if exists ${role};`,
    );
    return todo;
  }
  await withClient(opts.branchUrl, async (c) => {
    await c.query(`drop publication if exists ${ident(name)}`);
    const { rows: slots } = await c.query<{ active: boolean }>(
      'select active from pg_replication_slots where slot_name = $1',
      [name],
    );
    if (slots.length && !slots[0]?.active) await c.query('select pg_drop_replication_slot($1)', [name]);
    const { rows: roles } = await c.query('select 1 from pg_roles where rolname = $1', [role]);
    if (roles.length) {
      await c.query(`drop owned by ${ident(role)}`);
      await c.query(`drop role ${ident(role)}`);
    }
  });
  return todo;
}

export type ReplicaState = {
  kode_toko: string;
  schema: string;
  subscription: string;
  branch: string;
  /** The subscription exists, is enabled and every table has had its first copy. */
  ready: boolean;
  /** Its worker is connected to the branch now. */
  connected: boolean;
  /** The last change (or keepalive) received from the branch; kept while the branch is away. */
  received_at: Date | null;
};

/** The statement behind replicaStates (run on head office's database by either driver). */
export const REPLICA_STATE_SQL = `
with seen as (
  select s.subname, greatest(s.latest_end_time, s.last_msg_receipt_time) as at, s.pid
    from pg_stat_subscription s where s.relid is null
), kept as (
  update ${REGISTRY} r set last_received_at = seen.at from seen
   where seen.subname = r.subscription and seen.at is not null
     and (r.last_received_at is null or seen.at > r.last_received_at)
  returning r.kode_toko, r.last_received_at
)
select r.kode_toko, r.schema_name, r.subscription, r.branch,
       coalesce(k.last_received_at, r.last_received_at) as received_at,
       (select seen.pid is not null from seen where seen.subname = r.subscription) as connected,
       (sub.oid is not null and sub.subenabled and not exists (
          select 1 from pg_subscription_rel sr where sr.srsubid = sub.oid and sr.srsubstate not in ('r', 's')
       )) as ready
  from ${REGISTRY} r
  left join kept k on k.kode_toko = r.kode_toko
  left join pg_subscription sub on sub.subname = r.subscription
 order by r.kode_toko`;

type StateRow = {
  kode_toko: string;
  schema_name: string;
  subscription: string;
  branch: string;
  received_at: Date | string | null;
  connected: boolean | null;
  ready: boolean | null;
};

export const toReplicaState = (r: StateRow): ReplicaState => ({
  kode_toko: r.kode_toko,
  schema: r.schema_name,
  subscription: r.subscription,
  branch: r.branch,
  ready: !!r.ready,
  connected: !!r.connected,
  received_at: r.received_at === null ? null : new Date(r.received_at),
});

/** `replica status`: every replica of head office with its freshness (none: no registry yet). */
export async function replicaStatus(headUrl: string): Promise<ReplicaState[]> {
  return withClient(headUrl, async (c) => {
    const { rows } = await c.query<{ ok: boolean }>(`select to_regclass('${REGISTRY}') is not null as ok`);
    if (!rows[0]?.ok) return [];
    return (await c.query<StateRow>(REPLICA_STATE_SQL)).rows.map(toReplicaState);
  });
}
