import { and, desc, eq, getTableColumns, getTableName, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import { preparedRead } from '../../db/prepared.ts';
import { perShop, preparedName, type ShopContext } from '../../platform/context.ts';
import { readWhileUnchanged } from '../../platform/read-cache.ts';
import { forgetReferences } from '../../platform/reference-cache.ts';

type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export const findParaSystem = async (shop: ShopContext, key: string, tx: Exec = shop.db) =>
  (await tx.select().from(shop.t.paraSystem).where(eq(shop.t.paraSystem.key, key)).limit(1))[0];

export const upsertParaSystem = (shop: ShopContext, tx: Exec, key: string, value: string, by: string) => {
  forgetReferences(shop);
  return tx
    .insert(shop.t.paraSystem)
    .values({ key, value, updated_by: by, updated_at: new Date() })
    .onConflictDoUpdate({
      target: shop.t.paraSystem.key,
      set: { value, updated_by: by, updated_at: new Date() },
    });
};

/** The shop's row, without the credential key's fingerprint (credential-key.ts alone reads it). */
export const findToko = async (shop: ShopContext, tx: Exec = shop.db) => {
  const { credential_key_fp: _fingerprint, ...columns } = getTableColumns(shop.t.toko);
  return (
    await tx.select(columns).from(shop.t.toko).where(eq(shop.t.toko.kode_toko, shop.kode_toko)).limit(1)
  )[0];
};

/** Locks the shop row for the rest of the transaction (store closing, numbering). */
export const lockToko = async (shop: ShopContext, tx: Exec) =>
  (
    await tx
      .select()
      .from(shop.t.toko)
      .where(eq(shop.t.toko.kode_toko, shop.kode_toko))
      .for('update')
      .limit(1)
  )[0];

export const updateToko = (
  shop: ShopContext,
  tx: Exec,
  values: Partial<{
    nama_toko: string;
    alamat_toko: string;
    no_telp: string;
    no_whatsapp: string;
    tgl_system: string;
  }>,
) =>
  tx
    .update(shop.t.toko)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(shop.t.toko.kode_toko, shop.kode_toko))
    .returning();

export const insertClosingLog = (
  shop: ShopContext,
  tx: Exec,
  row: {
    tgl_system: string;
    tgl_system_baru: string;
    closed_by: string;
    started_at: Date;
    sessions_ended: number;
    steps: unknown;
  },
) => tx.insert(shop.t.closingLog).values(row);

/** The most recent store closing of the shop, if any. */
export const lastClosing = async (shop: ShopContext, tx: Exec = shop.db) =>
  (
    await tx
      .select({ tgl_system: shop.t.closingLog.tgl_system })
      .from(shop.t.closingLog)
      .orderBy(desc(shop.t.closingLog.tgl_system))
      .limit(1)
  )[0];

/**
 * What users/me and login tell about the shop, in one statement: the shop row, every module (by key,
 * as listModuleRows orders them) and the PEMBULATAN parameter. Prepared once per shop, like the
 * session lookup it follows on every users/me.
 */
export async function findShopForUser(shop: ShopContext) {
  const prepared = shopForUser(shop);
  // Kept in memory on PGlite until the next write (platform/read-cache.ts).
  return readWhileUnchanged(
    shop.database,
    `${shop.schema}:shop_for_user`,
    [shop.t.toko, shop.t.moduleSettings, shop.t.paraSystem].map((t) => getTableName(t)),
    async () => (await prepared.execute({ kode_toko: shop.kode_toko }))[0],
  );
}

function buildShopForUser(shop: ShopContext) {
  const { toko, moduleSettings: m, paraSystem: p } = shop.t;
  return shop.db
    .select({
      kode_toko: toko.kode_toko,
      nama_toko: toko.nama_toko,
      alamat_toko: toko.alamat_toko,
      no_telp: toko.no_telp,
      tgl_system: toko.tgl_system,
      no_whatsapp: toko.no_whatsapp,
      app_type: toko.app_type,
      module: sql<
        { key: string; active: boolean }[]
      >`(select coalesce(json_agg(json_build_object('key', ${m.key}, 'active', ${m.active}) order by ${m.key}), '[]'::json) from ${m})`,
      pembulatan: sql<string | null>`(select ${p.value} from ${p} where ${p.key} = 'PEMBULATAN')`,
    })
    .from(toko)
    .where(eq(toko.kode_toko, sql.placeholder('kode_toko')))
    .limit(1)
    .prepare(preparedName(shop, 'shop_for_user'));
}
const shopForUser = perShop(buildShopForUser);

/** The fingerprint of the credential key the shop's secrets are sealed with (null until first recorded). */
export const findCredentialKeyFingerprint = async (shop: ShopContext) =>
  (
    await shop.db
      .select({ fp: shop.t.toko.credential_key_fp })
      .from(shop.t.toko)
      .where(eq(shop.t.toko.kode_toko, shop.kode_toko))
      .limit(1)
  )[0]?.fp ?? null;

/** Records the fingerprint unless one is there already (two first starts at once: the first wins). */
export const recordCredentialKeyFingerprint = (shop: ShopContext, fp: string) =>
  shop.db
    .update(shop.t.toko)
    .set({ credential_key_fp: fp })
    .where(and(eq(shop.t.toko.kode_toko, shop.kode_toko), isNull(shop.t.toko.credential_key_fp)));

/** The closing's lock for the transaction: false while another closing of the shop holds it. */
export const tryClosingLock = async (shop: ShopContext, tx: Exec): Promise<boolean> =>
  !!rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`${shop.schema}:closing`})) as ok`),
  )[0]?.ok;

/** A condition a statement selects (e.g. a session still live); `alwaysTrue` where nothing is checked. */
export type SqlCondition = SQL;
export const alwaysTrue = (): SqlCondition => sql`true`;

/**
 * The open business day, read under a share lock on the shop row: the store closing (which locks that
 * row for update) waits for this transaction, and this one for a running closing, so every ledger row
 * carries the day it really belongs to.
 */
const businessDayShared = preparedRead('business_day_share', (shop, db) =>
  db
    .select({ tgl_system: shop.t.toko.tgl_system })
    .from(shop.t.toko)
    .where(eq(shop.t.toko.kode_toko, sql.placeholder('kode_toko')))
    .for('share'),
);

export async function lockBusinessDay(shop: ShopContext, tx: Db): Promise<string> {
  // On PGlite (one connection, no other transaction can run) the day read before is still the day
  // while the shop row is unwritten (platform/read-cache.ts): no statement, no crossing of threads.
  const day = await readWhileUnchanged(
    shop.database,
    `${shop.schema}:business_day`,
    [getTableName(shop.t.toko)],
    async () => (await businessDayShared(shop, tx, { kode_toko: shop.kode_toko }))[0]?.tgl_system,
  );
  if (!day) throw new Error('shop row missing');
  return day;
}

const businessDayOf = preparedRead('business_day', (shop, db) =>
  db
    .select({ tgl_system: shop.t.toko.tgl_system })
    .from(shop.t.toko)
    .where(eq(shop.t.toko.kode_toko, sql.placeholder('kode_toko'))),
);

export const findBusinessDay = async (shop: ShopContext): Promise<string> => {
  const rows = await businessDayOf(shop, shop.db, { kode_toko: shop.kode_toko });
  const day = rows[0]?.tgl_system;
  if (!day) throw new Error('shop row missing');
  return day;
};
