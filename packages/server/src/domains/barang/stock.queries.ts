import { and, asc, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/** A daily balance as the database answers it: counts as numbers, weights as exact decimal text. */
export type DailyBalance = {
  tanggal: string;
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  stock_awal: number;
  berat_awal: string;
  qty_in: number;
  berat_in: string;
  qty_out: number;
  berat_out: string;
  qty_jual: number;
  berat_jual: string;
  stock_akhir: number;
  berat_akhir: string;
};

/** Ledger kinds that count as sales in the balance; every other row is in (positive) or out (negative). */
export const JENIS_JUAL = 'JUAL';

const KEYS = sql.raw('kode_gudang, kode_baki, kode_group, kode_dept');

/** The last day before `tanggal` whose balances the closing stored. */
export async function lastClosedBefore(shop: ShopContext, tx: Db, tanggal: string): Promise<string | null> {
  const c = shop.t.stockClosing;
  const rows = await tx
    .select({ tanggal: c.tanggal })
    .from(c)
    .where(lt(c.tanggal, tanggal))
    .orderBy(desc(c.tanggal))
    .limit(1);
  return rows[0]?.tanggal ?? null;
}

export async function isClosed(shop: ShopContext, tx: Db, tanggal: string): Promise<boolean> {
  const c = shop.t.stockClosing;
  return (await tx.select({ t: c.tanggal }).from(c).where(eq(c.tanggal, tanggal)).limit(1)).length > 0;
}

/**
 * The balances of `tanggal`: the opening (awal) is the stored closing balance of `from` plus the ledger
 * after it and before the day (with `from` null: the whole ledger before the day); in, out and jual
 * are the day's ledger rows. Rows whose numbers are all zero are left out.
 */
function balanceSql(shop: ShopContext, tanggal: string, from: string | null): SQL {
  const l = shop.t.stockLedger;
  const d = shop.t.stockDaily;
  const opening = from
    ? sql`select ${KEYS}, stock_akhir as qty, berat_akhir as berat from ${d} where tanggal = ${from}::date
          union all
          select ${KEYS}, qty, berat from ${l} where tanggal > ${from}::date and tanggal < ${tanggal}::date`
    : sql`select ${KEYS}, qty, berat from ${l} where tanggal < ${tanggal}::date`;
  const isIn = sql.raw(`(jenis <> '${JENIS_JUAL}' and (qty > 0 or (qty = 0 and berat > 0)))`);
  const isOut = sql.raw(`(jenis <> '${JENIS_JUAL}' and (qty < 0 or (qty = 0 and berat < 0)))`);
  const isJual = sql.raw(`(jenis = '${JENIS_JUAL}')`);
  return sql`
    with opening as (${opening}),
    awal as (
      select ${KEYS}, sum(qty)::int as qty, sum(berat) as berat from opening group by ${KEYS}
    ),
    hari as (
      select ${KEYS},
        coalesce(sum(qty) filter (where ${isIn}), 0)::int as qty_in,
        coalesce(sum(berat) filter (where ${isIn}), 0) as berat_in,
        coalesce(-sum(qty) filter (where ${isOut}), 0)::int as qty_out,
        coalesce(-sum(berat) filter (where ${isOut}), 0) as berat_out,
        coalesce(-sum(qty) filter (where ${isJual}), 0)::int as qty_jual,
        coalesce(-sum(berat) filter (where ${isJual}), 0) as berat_jual
      from ${l} where tanggal = ${tanggal}::date group by ${KEYS}
    ),
    saldo as (
      select ${KEYS},
        coalesce(a.qty, 0) as stock_awal, coalesce(a.berat, 0) as berat_awal,
        coalesce(h.qty_in, 0) as qty_in, coalesce(h.berat_in, 0) as berat_in,
        coalesce(h.qty_out, 0) as qty_out, coalesce(h.berat_out, 0) as berat_out,
        coalesce(h.qty_jual, 0) as qty_jual, coalesce(h.berat_jual, 0) as berat_jual
      from awal a full join hari h using (kode_gudang, kode_baki, kode_group, kode_dept)
    )
    select ${tanggal}::date as tanggal, ${KEYS}, stock_awal, berat_awal::numeric(12,3) as berat_awal,
      qty_in, berat_in::numeric(12,3) as berat_in, qty_out, berat_out::numeric(12,3) as berat_out,
      qty_jual, berat_jual::numeric(12,3) as berat_jual,
      stock_awal + qty_in - qty_out - qty_jual as stock_akhir,
      (berat_awal + berat_in - berat_out - berat_jual)::numeric(12,3) as berat_akhir
    from saldo
    where stock_awal <> 0 or berat_awal <> 0 or qty_in <> 0 or berat_in <> 0 or qty_out <> 0
      or berat_out <> 0 or qty_jual <> 0 or berat_jual <> 0
    order by ${KEYS}`;
}

/** The day's balances computed from the last stored closing before it and the ledger since. */
export async function computeBalances(shop: ShopContext, tx: Db, tanggal: string): Promise<DailyBalance[]> {
  const from = await lastClosedBefore(shop, tx, tanggal);
  return rowsOf<DailyBalance>(await tx.execute(balanceSql(shop, tanggal, from)));
}

/** The day's balances computed from the whole ledger alone (what the check compares against). */
export async function recomputeFromLedger(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
): Promise<DailyBalance[]> {
  return rowsOf<DailyBalance>(await tx.execute(balanceSql(shop, tanggal, null)));
}

/** Stores the day's balances (replacing any) and marks the day closed; answers the number of rows. */
export async function storeBalances(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  closedBy: string,
): Promise<number> {
  const d = shop.t.stockDaily;
  const c = shop.t.stockClosing;
  const from = await lastClosedBefore(shop, tx, tanggal);
  await tx.delete(d).where(eq(d.tanggal, tanggal));
  const res = await tx.execute(sql`
    insert into ${d} (tanggal, ${KEYS}, stock_awal, berat_awal, qty_in, berat_in, qty_out, berat_out, qty_jual,
      berat_jual, stock_akhir, berat_akhir)
    select * from (${balanceSql(shop, tanggal, from)}) b
    returning tanggal`);
  const rows = rowsOf<unknown>(res).length;
  await tx
    .insert(c)
    .values({ tanggal, rows, closed_by: closedBy })
    .onConflictDoUpdate({ target: c.tanggal, set: { rows, closed_by: closedBy, closed_at: new Date() } });
  return rows;
}

export const storedBalances = (shop: ShopContext, tx: Db, tanggal: string, kodeGudang?: string) => {
  const d = shop.t.stockDaily;
  return tx
    .select()
    .from(d)
    .where(kodeGudang ? and(eq(d.tanggal, tanggal), eq(d.kode_gudang, kodeGudang)) : eq(d.tanggal, tanggal))
    .orderBy(asc(d.kode_gudang), asc(d.kode_baki), asc(d.kode_group), asc(d.kode_dept));
};
