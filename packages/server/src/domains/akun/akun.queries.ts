import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredParaAkun = typeof import('../../db/schema/index.ts').paraAkunTransaksi.$inferSelect;

export const listAkun = (shop: ShopContext) =>
  shop.db.select().from(shop.t.akun).orderBy(asc(shop.t.akun.nomor_akun)).limit(5_000);

/** The account numbers of `nomor` that exist. */
export const existingAkun = async (shop: ShopContext, tx: Db, nomor: string[]) =>
  (
    await tx
      .select({ nomor_akun: shop.t.akun.nomor_akun })
      .from(shop.t.akun)
      .where(inArray(shop.t.akun.nomor_akun, nomor))
  ).map((r) => r.nomor_akun);

export const listParaAkun = (shop: ShopContext) =>
  shop.db
    .select()
    .from(shop.t.paraAkunTransaksi)
    .orderBy(asc(shop.t.paraAkunTransaksi.urutan), asc(shop.t.paraAkunTransaksi.trx))
    .limit(1_000);

export async function lockParaAkun(shop: ShopContext, tx: Db, trx: string, type: string) {
  const t = shop.t.paraAkunTransaksi;
  const rows = await tx
    .select()
    .from(t)
    .where(and(eq(t.trx, trx), eq(t.type, type)))
    .for('update')
    .limit(1);
  return rows[0];
}

export const updateParaAkun = (
  shop: ShopContext,
  tx: Db,
  key: { trx: string; type: string },
  set: Pick<StoredParaAkun, 'detail_akun' | 'updated_by'>,
) => {
  const t = shop.t.paraAkunTransaksi;
  return tx
    .update(t)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(t.trx, key.trx), eq(t.type, key.type)))
    .returning();
};
