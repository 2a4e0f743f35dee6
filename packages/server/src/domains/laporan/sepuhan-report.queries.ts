import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/** The queries of the refining reports (sepuhan-report.sources.ts shapes their rows). */

export type Row = Record<string, string | number | null>;
const run = async (shop: ShopContext, q: SQL) => rowsOf<Row>(await shop.db.execute(q));

const cuciColumns = sql.raw(`no_kirim, tgl_kirim::text as tgl_kirim, jenis, tujuan, kode_barcode, nama_barang,
  kode_group, kode_dept, kadar, berat_kirim, status, no_terima, tgl_terima::text as tgl_terima, berat_terima,
  susut, persen, kirim_by, terima_by`);

/** Which pieces of the jobs: all, those sent to head office, those received back. */
export type CuciOnly = 'ALL' | 'PUSAT' | 'TERIMA';
const ONLY: Record<CuciOnly, SQL> = {
  ALL: sql`true`,
  PUSAT: sql`tujuan = 'PUSAT'`,
  TERIMA: sql`status = 'TERIMA'`,
};

/** The refining jobs' pieces of the period (by the day sent or received), of one kind when `jenis`. */
export function cuciReportRows(
  shop: ShopContext,
  f: { from: string; to: string; jenis: string | null },
  by: 'tgl_kirim' | 'tgl_terima',
  only: CuciOnly,
) {
  const { from, to, jenis } = f;
  const c = shop.t.cuciBarang;
  return run(
    shop,
    sql`select ${cuciColumns} from ${c}
      where ${sql.raw(by)} between ${from}::date and ${to}::date
        and (${jenis}::text is null or jenis = ${jenis}) and ${ONLY[only]}
      order by ${by === 'tgl_kirim' ? sql.raw('tgl_kirim, no_kirim, kode_barcode') : sql.raw('jenis, tgl_terima, no_terima, kode_barcode')}`,
  );
}

/** The sorting (SORTIR) or moving (PINDAH) rows of the period, to one destination when `tujuan`. */
export const sortirReportRows = (
  shop: ShopContext,
  jenis: 'SORTIR' | 'PINDAH',
  from: string,
  to: string,
  tujuan: string | null,
) => {
  const s = shop.t.sortirBarang;
  return run(
    shop,
    sql`select no_sortir, tanggal::text as tanggal, kode_barcode, nama_barang, kode_group, kode_dept, kadar,
        berat, gudang_asal, baki_asal, tujuan, gudang_tujuan, baki_tujuan, input_by
      from ${s}
      where jenis = ${jenis} and tanggal between ${from}::date and ${to}::date
        and (${tujuan}::text is null or tujuan = ${tujuan})
      order by no_sortir, kode_barcode`,
  );
};

/** The goods bought or waiting to be refined, and those away at the refiner, by position and kind. */
export const saldoBarangAktifRows = (shop: ShopContext, group: string | null) => {
  const b = shop.t.barang;
  return run(
    shop,
    sql`select case when status = 'DICUCI' then 'DICUCI / DISEPUH' when kode_gudang = 'BELI' then 'BELI'
          else 'CUCI' end as posisi,
        kode_group, kode_dept, kadar, coalesce(kondisi, '') as kondisi, count(*)::int as qty,
        sum(berat) as berat, sum(round(berat * kadar * 10)) as mg24k
      from ${b}
      where ((kode_gudang in ('BELI', 'CUCI') and status = 'READY') or status = 'DICUCI')
        and (${group}::text is null or kode_group = ${group})
      group by 1, kode_group, kode_dept, kadar, kondisi
      order by 1, kode_group, kode_dept, kadar, kondisi`,
  );
};

/** The manual refining stock added in the period. */
export const stockCuciManualRows = (shop: ShopContext, from: string, to: string) => {
  const m = shop.t.stockSepuhManual;
  return run(
    shop,
    sql`select no_sortir as no_tambah_stock, tanggal::text as tgl_system,
        to_char(at at time zone 'Asia/Jakarta', 'HH24:MI:SS') as jam, kode_group, kode_dept, qty, berat
      from ${m} where tanggal between ${from}::date and ${to}::date order by tanggal, id`,
  );
};

/** The stock ledger's 24K milligrams before the period, per kadar. */
export const gramOpeningRows = (shop: ShopContext, from: string) => {
  const l = shop.t.stockLedger;
  const b = shop.t.barang;
  return run(
    shop,
    sql`select b.kadar, sum(round(l.berat * b.kadar * 10))::bigint as mg
      from ${l} l join ${b} b on b.kode_barcode = l.kode_barcode
      where l.tanggal < ${from}::date group by b.kadar`,
  );
};

/** The stock ledger's 24K milligrams of the period, per day, kadar, kind and direction. */
export const gramMoveRows = (shop: ShopContext, from: string, to: string) => {
  const l = shop.t.stockLedger;
  const b = shop.t.barang;
  return run(
    shop,
    sql`select l.tanggal::text as tanggal, b.kadar, l.jenis, sign(l.berat) as arah,
        sum(round(l.berat * b.kadar * 10))::bigint as mg
      from ${l} l join ${b} b on b.kode_barcode = l.kode_barcode
      where l.tanggal between ${from}::date and ${to}::date and l.berat <> 0
      group by 1, 2, 3, 4`,
  );
};
