import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { isAll } from './transaksi-report.queries.ts';

/**
 * A shop's own rows of head office's global reports (contract report/definitions/global.ts): one
 * grouped query each over the open lines of a period. Head office reads them from every shop.
 */
export type GlobalRow = Record<string, string | number | null>;
type Period = { from: string; to: string; kode_group?: string };

const and = (where: SQL[]) => sql.join(where, sql` and `);
const run = async (shop: ShopContext, q: SQL) => rowsOf<GlobalRow>(await shop.db.execute(q));

/** The open sale lines per group: invoices, pieces, weight, labour and total. */
export function globalPenjualan(shop: ShopContext, q: Period): Promise<GlobalRow[]> {
  const p = shop.t.penjualan;
  const where: SQL[] = [sql`${p.tanggal} between ${q.from} and ${q.to}`, sql`${p.status} = 'OPEN'`];
  if (!isAll(q.kode_group)) where.push(sql`${p.kode_group} = ${q.kode_group}`);
  return run(
    shop,
    sql`select ${p.kode_group} as kode_group, count(distinct ${p.no_faktur_group})::int as transaksi,
      count(*)::int as qty, sum(${p.berat})::numeric(14,3)::text as berat, sum(${p.ongkos})::bigint as ongkos,
      sum(${p.harga_total})::bigint as jumlah
    from ${p} where ${and(where)} group by 1 order by 1`,
  );
}

/** The open purchase lines per group: invoices, pieces, weight and total paid. */
export function globalPembelian(shop: ShopContext, q: Period): Promise<GlobalRow[]> {
  const p = shop.t.pembelian;
  const where: SQL[] = [sql`${p.tanggal} between ${q.from} and ${q.to}`, sql`${p.status} = 'OPEN'`];
  if (!isAll(q.kode_group)) where.push(sql`${p.kode_group} = ${q.kode_group}`);
  return run(
    shop,
    sql`select ${p.kode_group} as kode_group, count(distinct ${p.no_faktur_group})::int as transaksi,
      count(*)::int as qty, sum(${p.berat})::numeric(14,3)::text as berat, sum(${p.harga})::bigint as jumlah
    from ${p} where ${and(where)} group by 1 order by 1`,
  );
}

/** The open sale lines per sales person, with the name of master Sales. */
export function globalSales(shop: ShopContext, q: Period): Promise<GlobalRow[]> {
  const p = shop.t.penjualan;
  const m = shop.t.masterRows;
  return run(
    shop,
    sql`with per as (
      select ${p.kode_sales} as kode_sales, count(distinct ${p.no_faktur_group})::int as transaksi,
        count(*)::int as qty, sum(${p.berat})::numeric(14,3)::text as berat, sum(${p.ongkos})::bigint as ongkos,
        sum(${p.harga_total})::bigint as jumlah
      from ${p} where ${p.tanggal} between ${q.from} and ${q.to} and ${p.status} = 'OPEN' group by 1
    )
    select per.kode_sales, coalesce(nullif(s.nama, ''), per.kode_sales) as nama_sales, per.transaksi,
      per.qty, per.berat, per.ongkos, per.jumlah
    from per left join ${m} s on s.master = 'sales' and s.kode = per.kode_sales
    order by per.kode_sales`,
  );
}
