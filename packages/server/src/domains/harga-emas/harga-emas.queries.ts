import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { forgetReferences } from '../../platform/reference-cache.ts';

export type PriceInEffect = {
  kode_group: string;
  tanggal: string;
  harga_jual: number;
  harga_beli: number;
  updated_by: string;
};

/** The price in effect on `tanggal` for every code that has one: its latest row on or before the day. */
export async function pricesInEffect(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
): Promise<Map<string, PriceInEffect>> {
  const h = shop.t.hargaEmas;
  const res = await tx.execute(sql`
    select distinct on (${h.kode_group}) ${h.kode_group} as kode_group, ${h.tanggal}::text as tanggal,
      ${h.harga_jual} as harga_jual, ${h.harga_beli} as harga_beli, ${h.updated_by} as updated_by
    from ${h} where ${h.tanggal} <= ${tanggal}
    order by ${h.kode_group}, ${h.tanggal} desc`);
  return new Map(
    rowsOf<PriceInEffect>(res).map((r) => [
      r.kode_group,
      { ...r, harga_jual: Number(r.harga_jual), harga_beli: Number(r.harga_beli) },
    ]),
  );
}

export async function lockDayPrice(shop: ShopContext, tx: Db, tanggal: string, kode: string) {
  const h = shop.t.hargaEmas;
  return (
    await tx
      .select()
      .from(h)
      .where(and(eq(h.tanggal, tanggal), eq(h.kode_group, kode)))
      .for('update')
  )[0];
}

export const upsertDayPrice = (
  shop: ShopContext,
  tx: Db,
  row: { tanggal: string; kode_group: string; harga_jual: number; harga_beli: number; updated_by: string },
) => {
  forgetReferences(shop);
  return tx
    .insert(shop.t.hargaEmas)
    .values(row)
    .onConflictDoUpdate({
      target: [shop.t.hargaEmas.kode_group, shop.t.hargaEmas.tanggal],
      set: {
        harga_jual: row.harga_jual,
        harga_beli: row.harga_beli,
        updated_by: row.updated_by,
        updated_at: new Date(),
      },
    });
};

export const historyBetween = (shop: ShopContext, from: string, to: string, kode?: string) => {
  const h = shop.t.hargaEmasHistory;
  const where = [gte(h.tanggal, from), lte(h.tanggal, to)];
  if (kode) where.push(eq(h.kode_group, kode));
  return shop.db
    .select()
    .from(h)
    .where(and(...where))
    .orderBy(desc(h.changed_at), asc(h.kode_group))
    .limit(5000);
};
