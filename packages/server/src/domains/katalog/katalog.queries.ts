import type { KatalogKind, KatalogVarian } from '@emas/contract/api/katalog';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredEntry = typeof import('../../db/schema/index.ts').katalogContent.$inferSelect;

/** Entries of one kind and variant, by code. */
export const listEntries = (
  shop: ShopContext,
  jenis: KatalogKind,
  varian: KatalogVarian,
  db: Db = shop.db,
) => {
  const c = shop.t.katalogContent;
  return db
    .select()
    .from(c)
    .where(and(eq(c.jenis, jenis), eq(c.varian, varian)))
    .orderBy(asc(c.kode));
};

/** Every entry of a variant (the published catalogue), by kind and code. */
export const listVarian = (shop: ShopContext, varian: KatalogVarian, db: Db = shop.db) => {
  const c = shop.t.katalogContent;
  return db.select().from(c).where(eq(c.varian, varian)).orderBy(asc(c.jenis), asc(c.kode));
};

/** The entries of a kind with a code, in any variant (edits and deletes name no variant), locked. */
export const lockEntries = (shop: ShopContext, db: Db, jenis: KatalogKind, kode: string) => {
  const c = shop.t.katalogContent;
  return db
    .select()
    .from(c)
    .where(and(eq(c.jenis, jenis), eq(c.kode, kode)))
    .orderBy(asc(c.varian))
    .for('update');
};

export async function insertEntry(
  shop: ShopContext,
  db: Db,
  row: { jenis: KatalogKind; varian: KatalogVarian; kode: string; data: Record<string, unknown>; by: string },
): Promise<StoredEntry | null> {
  const c = shop.t.katalogContent;
  const [out] = await db
    .insert(c)
    .values({ jenis: row.jenis, varian: row.varian, kode: row.kode, data: row.data, created_by: row.by })
    .onConflictDoNothing()
    .returning();
  return out ?? null;
}

export async function updateEntry(
  shop: ShopContext,
  db: Db,
  key: { jenis: KatalogKind; varian: KatalogVarian; kode: string },
  data: Record<string, unknown>,
  by: string,
): Promise<StoredEntry> {
  const c = shop.t.katalogContent;
  const [out] = await db
    .update(c)
    .set({ data, updated_by: by, updated_at: new Date() })
    .where(and(eq(c.jenis, key.jenis), eq(c.varian, key.varian), eq(c.kode, key.kode)))
    .returning();
  if (!out) throw new Error('katalog entry vanished under its lock');
  return out;
}

/** Inserts or replaces one entry (splash slots). */
export async function upsertEntry(
  shop: ShopContext,
  db: Db,
  row: { jenis: KatalogKind; varian: KatalogVarian; kode: string; data: Record<string, unknown>; by: string },
): Promise<StoredEntry> {
  const c = shop.t.katalogContent;
  const [out] = await db
    .insert(c)
    .values({ jenis: row.jenis, varian: row.varian, kode: row.kode, data: row.data, created_by: row.by })
    .onConflictDoUpdate({
      target: [c.jenis, c.varian, c.kode],
      set: { data: row.data, updated_by: row.by, updated_at: new Date() },
    })
    .returning();
  if (!out) throw new Error('upsert returned nothing');
  return out;
}

export async function deleteEntry(
  shop: ShopContext,
  db: Db,
  key: { jenis: KatalogKind; varian: KatalogVarian; kode: string },
): Promise<void> {
  const c = shop.t.katalogContent;
  await db.delete(c).where(and(eq(c.jenis, key.jenis), eq(c.varian, key.varian), eq(c.kode, key.kode)));
}

/** Adds one to a counter and returns the new value (the row lock serialises concurrent callers). */
export async function bumpCounter(shop: ShopContext, db: Db, name: string): Promise<number> {
  const k = shop.t.katalogCounter;
  const [out] = await db
    .insert(k)
    .values({ name, n: 1 })
    .onConflictDoUpdate({ target: k.name, set: { n: sql`${k.n} + 1` } })
    .returning({ n: k.n });
  return Number(out?.n ?? 0);
}

export async function readCounter(shop: ShopContext, name: string, db: Db = shop.db): Promise<number> {
  const k = shop.t.katalogCounter;
  const [out] = await db.select({ n: k.n }).from(k).where(eq(k.name, name));
  return Number(out?.n ?? 0);
}
