import { REPORT_ALL } from '@emas/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * The report queries over the counter's documents (penjualan, pembelian), the cash rows (kas), the
 * authorisations and the stock ledger. Day reports answer one day in one query; period reports are
 * keyset pages ordered by a unique key. Money and counts come as numbers, weights as exact decimal text.
 */
const JAKARTA = 'Asia/Jakarta';
const hhmm = (column: unknown) => sql`to_char(${column} at time zone ${JAKARTA}, 'HH24:MI')`;
const epochMicros = (column: unknown) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;
const fromMicros = (us: number) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;

type Row = Record<string, string | number | null>;
const run = async <T = Row>(shop: ShopContext, query: SQL): Promise<T[]> =>
  rowsOf<T>(await shop.db.execute(query));

// ---------------------------------------------------------------------------------------------
// Laporan Akhir Hari

/** Items destroyed on the day (their HANCUR ledger rows: the warehouse and tray they left). */
export function hancurBarangHari(shop: ShopContext, tanggal: string) {
  const l = shop.t.stockLedger;
  const b = shop.t.barang;
  return run(
    shop,
    sql`select ${hhmm(l.at)} as jam, ${l.kode_barcode} as kode_barcode, ${b.nama_barang} as nama_barang,
      ${l.kode_group} as kode_group, ${l.kode_dept} as kode_dept, ${l.kode_gudang} as kode_gudang,
      ${l.kode_baki} as kode_baki, coalesce(${b.kondisi}, '') as kondisi, abs(${l.berat}) as berat,
      ${l.input_by} as input_by
    from ${l} left join ${b} on ${b.kode_barcode} = ${l.kode_barcode}
    where ${l.tanggal} = ${tanggal}::date and ${l.jenis} = 'HANCUR'
    order by ${l.id}`,
  );
}

/** The day's open sale lines. */
export function penjualanHari(shop: ShopContext, tanggal: string) {
  const p = shop.t.penjualan;
  return run(
    shop,
    sql`select ${hhmm(p.jam)} as jam, ${p.no_faktur_jual} as no_faktur_jual, ${p.kode_sales} as kode_sales,
      ${p.nama_customer} as nama_customer, ${p.kode_barcode} as kode_barcode, ${p.nama_barang} as nama_barang,
      ${p.kode_group} as kode_group, ${p.berat} as berat, ${p.ongkos} as ongkos,
      ${p.harga_total} as harga_total, ${p.input_by} as input_by
    from ${p} where ${p.tanggal} = ${tanggal}::date and ${p.status} = 'OPEN'
    order by ${p.jam}, ${p.id}`,
  );
}

/** The day's open purchase lines (outside gold and trade-ins). */
export function pembelianHari(shop: ShopContext, tanggal: string) {
  const b = shop.t.pembelian;
  return run(
    shop,
    sql`select ${hhmm(b.jam)} as jam, ${b.no_faktur_beli} as no_faktur_beli,
      ${b.jenis_pembelian} as jenis_pembelian, ${b.kode_sales} as kode_sales,
      ${b.nama_customer} as nama_customer, ${b.nama_barang} as nama_barang, ${b.kode_group} as kode_group,
      ${b.tipe_kondisi} as kondisi, ${b.berat} as berat, ${b.harga} as harga, ${b.input_by} as input_by
    from ${b} where ${b.tanggal} = ${tanggal}::date and ${b.status} = 'OPEN'
    order by ${b.jam}, ${b.id}`,
  );
}

/**
 * Sale lines cancelled on the day: their invoice has a BATAL PENJUALAN cash row of that business day,
 * or (a cancellation that moved no money) they were cancelled on that Jakarta day.
 */
export function batalPenjualanHari(shop: ShopContext, tanggal: string) {
  const p = shop.t.penjualan;
  const k = shop.t.kas;
  return run(
    shop,
    sql`select ${p.no_faktur_jual} as no_faktur_jual, ${p.tanggal} as tgl_jual, ${p.kode_barcode} as kode_barcode,
      ${p.nama_barang} as nama_barang, ${p.berat} as berat, ${p.harga_total} as harga_total,
      coalesce(${p.batal_by}, '') as batal_by, coalesce(${p.batal_alasan}, '') as batal_alasan
    from ${p}
    where ${p.status} = 'BATAL' and (
      exists (select 1 from ${k} where ${k.kategori} = 'BATAL PENJUALAN' and ${k.tanggal} = ${tanggal}::date
        and ${k.id_trx} = ${p.no_faktur_group})
      or (${p.batal_at} at time zone ${JAKARTA})::date = ${tanggal}::date)
    order by ${p.batal_at}, ${p.id}`,
  );
}

/** The day's open sales per category (the group's kategori), group and jenis. */
export function penjualanPerKategoriHari(shop: ShopContext, tanggal: string) {
  const p = shop.t.penjualan;
  return run(
    shop,
    sql`select coalesce(g.data->>'kode_kategori', '-') as kode_kategori, coalesce(k.nama, '') as nama_kategori,
      ${p.kode_group} as kode_group, ${p.kode_dept} as kode_dept, count(*)::int as qty,
      sum(${p.berat}) as berat, sum(${p.ongkos})::bigint as ongkos, sum(${p.harga_total})::bigint as harga_total
    from ${p}
      left join ${shop.t.masterRows} g on g.master = 'group' and g.kode = ${p.kode_group}
      left join ${shop.t.masterRows} k on k.master = 'kategori' and k.kode = g.data->>'kode_kategori'
    where ${p.tanggal} = ${tanggal}::date and ${p.status} = 'OPEN'
    group by 1, 2, 3, 4 order by 1, 3, 4`,
  );
}

/**
 * The day's money per payment kind: every cash row of the business day but the SALDO AWAL carried
 * over by the closing, its in and out.
 */
export function pembayaranPerJenisHari(shop: ShopContext, tanggal: string, saldoAwal: string) {
  const k = shop.t.kas;
  return run<{ jenis: string; masuk: number; keluar: number }>(
    shop,
    sql`select ${k.jenis} as jenis, coalesce(sum(${k.jumlah_in}), 0)::bigint as masuk,
      coalesce(sum(${k.jumlah_out}), 0)::bigint as keluar
    from ${k} where ${k.tanggal} = ${tanggal}::date and ${k.kategori} <> ${saldoAwal}
    group by ${k.jenis} order by ${k.jenis}`,
  );
}

/** The day's gold out (open sale lines) and in (open purchase lines): pieces, grams and Rupiah. */
export function emasKeluarMasukHari(shop: ShopContext, tanggal: string) {
  const p = shop.t.penjualan;
  const b = shop.t.pembelian;
  return run<{ arah: 'KELUAR' | 'MASUK'; qty: number; berat: string; rupiah: number }>(
    shop,
    sql`select 'KELUAR' as arah, count(*)::int as qty, coalesce(sum(${p.berat}), 0) as berat,
      coalesce(sum(${p.harga_total}), 0)::bigint as rupiah
    from ${p} where ${p.tanggal} = ${tanggal}::date and ${p.status} = 'OPEN'
    union all
    select 'MASUK', count(*)::int, coalesce(sum(${b.berat}), 0), coalesce(sum(${b.harga}), 0)::bigint
    from ${b} where ${b.tanggal} = ${tanggal}::date and ${b.status} = 'OPEN'`,
  );
}

// ---------------------------------------------------------------------------------------------
// Laporan Harian Emas

/** The stock at the end of the day per jenis, from the day's balances (every warehouse). */
export type StockPerDept = { kode_dept: string; stock_qty: number; stock_berat: string };

/** The day's open sales per jenis. */
export function jualPerDeptHari(shop: ShopContext, tanggal: string) {
  const p = shop.t.penjualan;
  return run<{ kode_dept: string; jual_qty: number; jual_berat: string; harga: number }>(
    shop,
    sql`select ${p.kode_dept} as kode_dept, count(*)::int as jual_qty, sum(${p.berat}) as jual_berat,
      sum(${p.harga_total})::bigint as harga
    from ${p} where ${p.tanggal} = ${tanggal}::date and ${p.status} = 'OPEN'
    group by 1 order by 1`,
  );
}

/** The day's open purchases per group and condition. */
export function beliPerGroupHari(shop: ShopContext, tanggal: string) {
  const b = shop.t.pembelian;
  return run<{ kategori: string; jumlah: number; berat: string; harga: number; harga_pembelian: number }>(
    shop,
    sql`select ${b.kode_group} || ' - ' || ${b.tipe_kondisi} as kategori, count(*)::int as jumlah,
      sum(${b.berat}) as berat,
      case when sum(${b.berat}) > 0 then round(sum(${b.harga}) / sum(${b.berat}))::bigint else 0 end as harga,
      sum(${b.harga})::bigint as harga_pembelian
    from ${b} where ${b.tanggal} = ${tanggal}::date and ${b.status} = 'OPEN'
    group by ${b.kode_group}, ${b.tipe_kondisi} order by ${b.kode_group}, ${b.tipe_kondisi}`,
  );
}

/** Per cashier (input_by) the day's open buy-backs and sales in rupiah. */
export async function jualBeliPerKasirHari(shop: ShopContext, tanggal: string) {
  const p = shop.t.penjualan;
  const b = shop.t.pembelian;
  return run<{ kasir: string; beliKembali: number; penjualan: number }>(
    shop,
    sql`select kasir, sum(beli)::bigint as "beliKembali", sum(jual)::bigint as penjualan from (
        select ${p.input_by} as kasir, 0 as beli, ${p.harga_total} as jual from ${p}
          where ${p.tanggal} = ${tanggal}::date and ${p.status} = 'OPEN'
        union all
        select ${b.input_by}, ${b.harga}, 0 from ${b}
          where ${b.tanggal} = ${tanggal}::date and ${b.status} = 'OPEN'
      ) x group by kasir order by kasir`,
  );
}

// ---------------------------------------------------------------------------------------------
// Period reports (keyset pages)

export type KasCursor = { tanggal: string; id: number };
export type KasRow = {
  id: number;
  tanggal: string;
  kategori: string;
  deskripsi: string;
  jenis: string;
  keterangan: string;
  jumlah_in: number;
  jumlah_out: number;
  input_by: string;
};

/** Cash rows of the period in (tanggal, id) order; `where` narrows them (jenis, kategori). */
export function kasPage(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string; cashOnly?: boolean; kategori?: string },
  after: KasCursor | null,
  limit: number,
) {
  const k = shop.t.kas;
  const where: SQL[] = [sql`${k.tanggal} between ${q.tgl_awal}::date and ${q.tgl_akhir}::date`];
  if (q.cashOnly) where.push(sql`${k.jenis} = 'CASH'`, sql`${k.kategori} <> 'SALDO AWAL'`);
  if (q.kategori && q.kategori !== REPORT_ALL) where.push(sql`${k.kategori} = ${q.kategori}`);
  if (after) where.push(sql`(${k.tanggal}, ${k.id}) > (${after.tanggal}::date, ${after.id})`);
  return run<KasRow>(
    shop,
    sql`select ${k.id} as id, ${k.tanggal} as tanggal, ${k.kategori} as kategori, ${k.deskripsi} as deskripsi,
      ${k.jenis} as jenis, ${k.keterangan} as keterangan, ${k.jumlah_in} as jumlah_in,
      ${k.jumlah_out} as jumlah_out, ${k.input_by} as input_by
    from ${k} where ${sql.join(where, sql` and `)}
    order by ${k.tanggal}, ${k.id} limit ${limit}`,
  );
}

export type FakturCursor = { tanggal: string; no_faktur: string; jenis: string };

/** Each sale invoice (PENJUALAN) and purchase invoice (PEMBELIAN, or TUKAR when traded in) of the period. */
export function transaksiHarianPage(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string },
  after: FakturCursor | null,
  limit: number,
) {
  const p = shop.t.penjualan;
  const b = shop.t.pembelian;
  const cursor = after
    ? sql`where (tanggal, no_faktur, jenis) > (${after.tanggal}::date, ${after.no_faktur}, ${after.jenis})`
    : sql``;
  return run(
    shop,
    sql`select tanggal, to_char(jam at time zone ${JAKARTA}, 'HH24:MI') as jam, no_faktur, jenis, kode_sales,
      nama_customer, qty, berat_jual, jumlah_jual, berat_beli, jumlah_beli, input_by
    from (
      select ${p.tanggal} as tanggal, min(${p.jam}) as jam, ${p.no_faktur_group} as no_faktur,
        'PENJUALAN' as jenis, min(${p.kode_sales}) as kode_sales, min(${p.nama_customer}) as nama_customer,
        count(*)::int as qty, sum(${p.berat}) as berat_jual, sum(${p.harga_total})::bigint as jumlah_jual,
        null::numeric as berat_beli, null::bigint as jumlah_beli, min(${p.input_by}) as input_by
      from ${p}
      where ${p.tanggal} between ${q.tgl_awal}::date and ${q.tgl_akhir}::date and ${p.status} = 'OPEN'
      group by ${p.tanggal}, ${p.no_faktur_group}
      union all
      select ${b.tanggal}, min(${b.jam}), ${b.no_faktur_group},
        case when bool_or(${b.jenis_pembelian} = 'TUKAR') then 'TUKAR' else 'PEMBELIAN' end,
        min(${b.kode_sales}), min(${b.nama_customer}), count(*)::int, null::numeric, null::bigint,
        sum(${b.berat}), sum(${b.harga})::bigint, min(${b.input_by})
      from ${b}
      where ${b.tanggal} between ${q.tgl_awal}::date and ${q.tgl_akhir}::date and ${b.status} = 'OPEN'
      group by ${b.tanggal}, ${b.no_faktur_group}
    ) t ${cursor}
    order by tanggal, no_faktur, jenis limit ${limit}`,
  );
}

export type OtorisasiCursor = { tanggal: string; at_us: number; id: string };

/** Authorisations of the period, in the order they were given. */
export function otorisasiPage(
  shop: ShopContext,
  q: { tgl_from: string; tgl_to: string },
  after: OtorisasiCursor | null,
  limit: number,
) {
  const o = shop.t.otorisasi;
  const where: SQL[] = [sql`${o.tanggal} between ${q.tgl_from}::date and ${q.tgl_to}::date`];
  if (after)
    where.push(
      sql`(${o.tanggal}, ${o.jam}, ${o.id}) > (${after.tanggal}::date, ${fromMicros(after.at_us)}, ${after.id})`,
    );
  return run(
    shop,
    sql`select ${o.id} as id, ${o.tanggal} as tanggal,
      to_char(${o.jam} at time zone ${JAKARTA}, 'HH24:MI:SS') as jam, ${epochMicros(o.jam)} as at_us,
      ${o.kategori} as kategori, ${o.description} as description, ${o.keterangan} as keterangan,
      ${o.authorised_by} as authorised_by, ${o.requested_by} as requested_by,
      coalesce(${o.used_for}, '') as used_for
    from ${o} where ${sql.join(where, sql` and `)}
    order by ${o.tanggal}, ${o.jam}, ${o.id} limit ${limit}`,
  );
}
