import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { isAll } from '../laporan/laporan.api.ts';

/** The queries of the diamond reports (contract report/definitions/berlian.ts). */

type Row = Record<string, string | number | null>;
const and = (where: SQL[]) => sql.join(where, sql` and `);
const run = async (shop: ShopContext, q: SQL) => rowsOf<Row>(await shop.db.execute(q));

/** Pieces and carats of a data_berlian column. */
const stoneSums = (col: SQL) => sql`
  (select coalesce(sum((s->>'qty')::int), 0)::int from jsonb_array_elements(${col}) s) as qty_batu,
  (select coalesce(sum((s->>'qty')::int * (s->>'berat_carat')::numeric), 0)::numeric(14,3)
     from jsonb_array_elements(${col}) s) as total_carat`;

export type PenjualanBerlianFilter = {
  from: string;
  to: string;
  kode_dept?: string;
  /** USD or IDR. */
  type?: string;
  kode_sales?: string;
  /** AKTIF or BATAL. */
  type_laporan?: string;
  /** JUAL or PESANAN. */
  type_transaksi?: string;
  harga_dari?: number;
  harga_sampai?: number;
  kode_intern?: string;
  supplier_barang?: string;
};
export type PenjualanBerlianCursor = { tanggal: string; no_faktur_jual: string };

/** Diamond sale lines of the period in (day, number) order, keyset-paged. */
export function penjualanBerlianPage(
  shop: ShopContext,
  q: PenjualanBerlianFilter,
  after: PenjualanBerlianCursor | null,
  limit: number,
): Promise<Row[]> {
  const b = shop.t.penjualanBerlian;
  const p = shop.t.penjualan;
  const where: SQL[] = [sql`b.tanggal between ${q.from} and ${q.to}`];
  if (!isAll(q.kode_dept)) where.push(sql`p.kode_dept = ${q.kode_dept}`);
  if (!isAll(q.type)) where.push(sql`b.curr = ${q.type}`);
  if (!isAll(q.kode_sales)) where.push(sql`p.kode_sales = ${q.kode_sales}`);
  if (q.type_laporan === 'AKTIF') where.push(sql`p.status = 'OPEN'`);
  else if (q.type_laporan === 'BATAL') where.push(sql`p.status = 'BATAL'`);
  if (q.type_transaksi === 'JUAL') where.push(sql`p.no_pesanan = ''`);
  else if (q.type_transaksi === 'PESANAN') where.push(sql`p.no_pesanan <> ''`);
  if (q.harga_dari !== undefined) where.push(sql`p.harga_total >= ${q.harga_dari}`);
  if (q.harga_sampai !== undefined) where.push(sql`p.harga_total <= ${q.harga_sampai}`);
  if (q.kode_intern) where.push(sql`b.kode_intern like ${`${q.kode_intern.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (!isAll(q.supplier_barang)) where.push(sql`b.supplier_barang = ${q.supplier_barang}`);
  if (after)
    where.push(sql`(b.tanggal, b.no_faktur_jual) > (${after.tanggal}::date, ${after.no_faktur_jual})`);
  return run(
    shop,
    sql`
    select b.no_faktur_jual, to_char(b.tanggal, 'YYYY-MM-DD') as tanggal, p.kode_sales, p.nama_customer,
      p.kode_barcode, b.kode_intern, p.nama_barang, p.kode_dept, b.supplier_barang, p.berat,
      ${stoneSums(sql`b.data_berlian`)}, b.data_berlian::text as data_berlian, b.curr, b.total_usd, b.kurs,
      b.total_berlian_rp, b.ongkos_berlian, p.harga_total,
      case when p.no_pesanan <> '' then 'PESANAN' else 'JUAL' end as type_transaksi,
      case when p.status = 'BATAL' then 'BATAL' else 'AKTIF' end as status
    from ${b} b join ${p} p on p.no_faktur_jual = b.no_faktur_jual
    where ${and(where)}
    order by b.tanggal, b.no_faktur_jual limit ${limit}`,
  );
}

export type BukuBerlianFilter = { from: string; to: string; kode_dept?: string; kode_gudang?: string };

const itemWhere = (q: BukuBerlianFilter): SQL[] => {
  const where: SQL[] = [sql`i.data_berlian is not null`, sql`i.tgl_input <= ${q.to}`];
  if (!isAll(q.kode_dept)) where.push(sql`i.kode_dept = ${q.kode_dept}`);
  if (!isAll(q.kode_gudang)) where.push(sql`i.kode_gudang = ${q.kode_gudang}`);
  return where;
};

/** The diamond items added up to the end date (in barcode order). */
export function bukuBerlianBarangPage(
  shop: ShopContext,
  q: BukuBerlianFilter,
  after: string | null,
  limit: number,
): Promise<Row[]> {
  const where = itemWhere(q);
  if (after) where.push(sql`i.kode_barcode > ${after}`);
  return run(
    shop,
    sql`
    select i.kode_barcode, i.kode_intern, i.nama_barang, i.kode_dept, i.kode_gudang, i.kode_baki,
      to_char(i.tgl_input, 'YYYY-MM-DD') as tgl_input, i.berat, ${stoneSums(sql`i.data_berlian`)},
      i.curr, i.total_usd, i.kurs, i.total_harga, i.ongkos_berlian, i.supplier_barang, i.status
    from ${shop.t.barang} i where ${and(where)}
    order by i.kode_barcode limit ${limit}`,
  );
}

/** One row per stone line of those items (in barcode, line order). */
export function bukuBerlianBatuPage(
  shop: ShopContext,
  q: BukuBerlianFilter,
  after: { kode_barcode: string; n: number } | null,
  limit: number,
): Promise<Row[]> {
  const where = itemWhere(q);
  if (after) where.push(sql`(i.kode_barcode, s.n) > (${after.kode_barcode}, ${after.n}::bigint)`);
  return run(
    shop,
    sql`
    select i.kode_barcode, i.nama_barang, s.n, s.v->>'kode_batu' as kode_batu,
      s.v->>'kode_jenis_batu' as kode_jenis_batu, s.v->>'kode_shape' as kode_shape,
      s.v->>'kode_color' as kode_color, s.v->>'kode_clarity' as kode_clarity,
      (s.v->>'berat_carat')::numeric(12,3) as berat_carat, (s.v->>'qty')::int as qty,
      ((s.v->>'qty')::int * (s.v->>'berat_carat')::numeric)::numeric(14,3) as total_carat, i.status
    from ${shop.t.barang} i
    cross join lateral jsonb_array_elements(i.data_berlian) with ordinality as s(v, n)
    where ${and(where)}
    order by i.kode_barcode, s.n limit ${limit}`,
  );
}

/** The stock ledger of diamond items in the period (in day, id order). */
export function bukuBerlianMutasiPage(
  shop: ShopContext,
  q: BukuBerlianFilter,
  after: { id: number } | null,
  limit: number,
): Promise<Row[]> {
  const l = shop.t.stockLedger;
  const where: SQL[] = [sql`l.tanggal between ${q.from} and ${q.to}`, sql`i.data_berlian is not null`];
  if (!isAll(q.kode_dept)) where.push(sql`l.kode_dept = ${q.kode_dept}`);
  if (!isAll(q.kode_gudang)) where.push(sql`l.kode_gudang = ${q.kode_gudang}`);
  if (after) where.push(sql`l.id > ${after.id}`);
  return run(
    shop,
    sql`
    select l.id, to_char(l.tanggal, 'YYYY-MM-DD') as tanggal, l.kode_barcode, i.nama_barang, l.jenis,
      l.kode_gudang, l.kode_baki, l.qty, l.berat, l.no_ref, l.input_by
    from ${l} l join ${shop.t.barang} i on i.kode_barcode = l.kode_barcode
    where ${and(where)}
    order by l.id limit ${limit}`,
  );
}
