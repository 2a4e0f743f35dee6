import { jamJakartaOfEpoch, jenisKey, REPORT_ALL } from '@emas/contract';
import { JENIS_KAS } from '@emas/contract/api/kas';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * The queries of the sales, purchase and stock reports (laporan-b). Lists are keyset pages ordered
 * by the report's group key and the line id; recaps are one grouped query. Only open lines count,
 * unless a report's status filter asks for cancelled ones.
 */

/** SEMUA (the report engine's 'all'), ALL (the purchase report's) or nothing: no filter. */
export const isAll = (v: string | undefined) => !v || v === REPORT_ALL || v === 'ALL';

const and = (where: SQL[]) => sql.join(where, sql` and `);
const run = async <T>(shop: ShopContext, q: SQL) => rowsOf<T>(await shop.db.execute(q));

/** The kind a repair stands under in the sales recap (never a jenis_group of master Group). */
const SERVICE_KIND = sql.raw(`'#SERVICE'`);
/** The kind a pawn loan stands under in the sales recap (omset_simpan_pinjam). */
const HUTANG_KIND = sql.raw(`'#HUTANG'`);

/** The group kind (jenis_group) of master Group for a group code column. */
const jenisGroupOf = (shop: ShopContext, column: unknown) =>
  sql`coalesce((select g.data->>'jenis_group' from ${shop.t.masterRows} g
    where g.master = 'group' and g.kode = ${column}), '')`;

// ---------------------------------------------------------------------------------------------
// Sales

export type OmsetRow = {
  kode_sales: string;
  nama_sales: string;
  omset: string;
  jumlah: number;
  berat: string;
  ongkos: number;
  rupiah: number;
};

/**
 * Turnover per sales person and kind of goods (gold, gold bars, diamonds) of the open sale lines. The
 * lines are summed per sales person, group and order pick-up first; each group's kind (jenis_group of
 * master Group) is joined once to those sums, not looked up per line.
 */
export function rekapSales(
  shop: ShopContext,
  q: { from: string; to: string; kode_sales?: string; kode_jenis?: string },
): Promise<OmsetRow[]> {
  const p = shop.t.penjualan;
  const m = shop.t.masterRows;
  const where: SQL[] = [sql`${p.tanggal} between ${q.from} and ${q.to}`, sql`${p.status} = 'OPEN'`];
  if (!isAll(q.kode_sales)) where.push(sql`${p.kode_sales} = ${q.kode_sales}`);
  const jenis = sql`coalesce(g.data->>'jenis_group', '')`;
  const kindWhere = isAll(q.kode_jenis) ? sql`` : sql`where ${jenis} = ${q.kode_jenis}`;
  // Repairs count on the day they are picked up (paid in full); they have no gold group, so a
  // TUA/MUDA recap leaves them out. Their whole charge is labour: ongkos = rupiah.
  const s = shop.t.service;
  const sWhere: SQL[] = [sql`${s.tgl_ambil} between ${q.from} and ${q.to}`, sql`${s.status} = 'DIAMBIL'`];
  if (!isAll(q.kode_sales)) sWhere.push(sql`${s.kode_sales} = ${q.kode_sales}`);
  // Pawn loans count on the day they are lent (cancelled ones left out): the principal as rupiah, the
  // pieces' weight, no ongkos. Like repairs, they are not goods sold: a TUA/MUDA recap leaves them out.
  const h = shop.t.hutang;
  const hWhere: SQL[] = [sql`${h.tanggal} between ${q.from} and ${q.to}`, sql`${h.status} <> 'BATAL'`];
  if (!isAll(q.kode_sales)) hWhere.push(sql`${h.kode_sales} = ${q.kode_sales}`);
  const services = isAll(q.kode_jenis)
    ? sql`union all
      select ${s.kode_sales}, ${SERVICE_KIND}, false, 1, coalesce(${s.berat_selesai}, ${s.berat}), ${s.total}, ${s.total}
      from ${s} where ${and(sWhere)}
      union all
      select ${h.kode_sales}, ${HUTANG_KIND}, false, 1, ${h.berat}, 0, ${h.jumlah_hutang}
      from ${h} where ${and(hWhere)}`
    : sql``;
  return run<OmsetRow>(
    shop,
    sql`
    with sold as (
      select ${p.kode_sales} as kode_sales, ${p.kode_group} as kode_group, ${p.no_pesanan} <> '' as pesanan,
        count(*) as jumlah, sum(${p.berat}) as berat, sum(${p.ongkos}) as ongkos, sum(${p.harga_total}) as rupiah
      from ${p} where ${and(where)}
      group by 1, 2, 3
    ),
    lines as (
      select sold.kode_sales, ${jenis} as jenis_group, sold.pesanan, sold.jumlah, sold.berat, sold.ongkos,
        sold.rupiah
      from sold left join ${m} g on g.master = 'group' and g.kode = sold.kode_group
      ${kindWhere}
      ${services}
    ),
    per as (
      select kode_sales,
        case when pesanan and jenis_group = 'BERLIAN' then 'omset_pesanan_berlian'
          when pesanan then 'omset_pesanan'
          when jenis_group = 'LM' then 'omset_lm' when jenis_group = 'BERLIAN' then 'omset_berlian'
          when jenis_group = ${SERVICE_KIND} then 'omset_service'
          when jenis_group = ${HUTANG_KIND} then 'omset_simpan_pinjam' else 'omset_emas' end
          as omset,
        sum(jumlah)::int as jumlah, sum(berat)::numeric(14,3) as berat, sum(ongkos)::bigint as ongkos,
        sum(rupiah)::bigint as rupiah
      from lines group by 1, 2
    )
    select per.*, coalesce(s.nama, '') as nama_sales
    from per left join ${m} s on s.master = 'sales' and s.kode = per.kode_sales
    order by per.kode_sales, per.omset`,
  );
}

export type PajakRow = {
  /** The day (document 2's tax sales recap row names it _id). */
  _id: string;
  qty: number;
  total_24k: string;
  ongkos: number;
  harga_total: number;
};

/** The open sales of each day: pieces, weight in 24K, ongkos and total (the tax recap's base). */
export function rekapJualPajak(shop: ShopContext, q: { from: string; to: string }): Promise<PajakRow[]> {
  const p = shop.t.penjualan;
  return run<PajakRow>(
    shop,
    sql`select ${p.tanggal} as _id, count(*)::int as qty,
      sum(${p.berat} * ${p.kadar} / 100)::numeric(14,3) as total_24k, sum(${p.ongkos})::bigint as ongkos,
      sum(${p.harga_total})::bigint as harga_total
    from ${p} where ${p.tanggal} between ${q.from} and ${q.to} and ${p.status} = 'OPEN'
    group by ${p.tanggal} order by ${p.tanggal}`,
  );
}

/** An invoice lies within one day: day first keeps each page's sort to one day's lines. */
export type SaleCursor = { tanggal: string; no_faktur_group: string; id: number };

/** A sale line as its page query answers it: its flags as booleans, its diamond part maybe null. */
export type SaleLineRead = Record<SaleText, string> &
  Record<SaleAmount, number> & {
    id: number;
    no_faktur_group: string;
    kembali: boolean;
    first_line: boolean;
    bayar: string | null;
    /** The moment of the sale in seconds since the epoch (the report shows its Jakarta time). */
    jam_epoch: number;
    total_usd: string | null;
    curr: string | null;
    total_berlian_rp: number | null;
  };
type SaleText =
  | 'no_faktur_jual'
  | 'tgl_system'
  | 'kode_sales'
  | 'kode_member'
  | 'nama_customer'
  | 'no_hp'
  | 'alamat_customer'
  | 'kode_gudang'
  | 'kode_baki'
  | 'kode_barcode'
  | 'kode_group'
  | 'kode_dept'
  | 'nama_barang'
  | 'kadar_cetak'
  | 'berat_awal'
  | 'berat'
  | 'nama_atribut'
  | 'berat_atribut'
  | 'input_by'
  | 'status_valid'
  | 'no_pesanan';
type SaleAmount = 'harga_jual' | 'harga_gram' | 'harga_atribut' | 'ongkos' | 'harga_total';

/** The payment columns of a sale line, one per kind of cash row. */
const PAYMENT_KEYS = JENIS_KAS.map(jenisKey);
const PAYMENT_KEY_OF = new Map<string, string>(JENIS_KAS.map((j) => [j, jenisKey(j)]));

/**
 * An invoice's cash rows as its page query answers them: `amount jenis` per row (the amount is
 * digits, so the first space ends it), rows apart by U+001E. One text aggregate instead of a
 * filtered sum per kind (eight aggregates per invoice cost about 1 ms of a 2,500-line page on
 * PostgreSQL).
 */
const PAYMENT_ROW = '\u001e';

/** The invoice's payments: the sum per kind of cash row (zero when none), and whether one is a trade-in. */
export function paymentsOf(bayar: string | null): { sums: Record<string, number>; tukar: boolean } {
  const sums: Record<string, number> = {};
  for (const k of PAYMENT_KEYS) sums[k] = 0;
  let tukar = false;
  if (bayar)
    for (const part of bayar.split(PAYMENT_ROW)) {
      const space = part.indexOf(' ');
      const jenis = part.slice(space + 1);
      if (jenis === 'TUKAR') tukar = true;
      const key = PAYMENT_KEY_OF.get(jenis);
      if (key) sums[key] = (sums[key] as number) + Number(part.slice(0, space));
    }
  return { sums, tukar };
}

/**
 * A sale line as the report shows it: the constants, the copies of other columns and the flags'
 * texts are added here, not by the query. Every column a query answers crosses to this thread once
 * per line (on PGlite from its own thread), and a page has 2,500 lines. A new object, not the
 * driver's row changed: adding properties to those took ~40 us a row.
 */
function saleReportRow(
  r: SaleLineRead,
  pay: ReturnType<typeof paymentsOf>,
): Record<string, string | number | null> {
  const row: Record<string, string | number | null> = {
    id: r.id,
    no_generate: String(r.id),
    no_faktur_group: r.no_faktur_group,
    no_faktur_group_user: r.no_faktur_group,
    no_faktur_jual: r.no_faktur_jual,
    tgl_system: r.tgl_system,
    jam: jamJakartaOfEpoch(r.jam_epoch),
    kode_sales: r.kode_sales,
    kode_member: r.kode_member,
    nama_customer: r.nama_customer,
    no_hp: r.no_hp,
    alamat_customer: r.alamat_customer,
    kode_gudang: r.kode_gudang,
    kode_baki: r.kode_baki,
    kode_barcode: r.kode_barcode,
    kode_group: r.kode_group,
    kode_dept: r.kode_dept,
    kode_marketplace: '',
    nama_barang: r.nama_barang,
    kadar_cetak: r.kadar_cetak,
    berat_awal: r.berat_awal,
    berat: r.berat,
    nama_atribut: r.nama_atribut,
    berat_atribut: r.berat_atribut,
    harga_jual: r.harga_jual,
    harga_gram: r.harga_gram,
    harga_atribut: r.harga_atribut,
    ongkos: r.ongkos,
    harga_total: r.harga_total,
    input_by: r.input_by,
    status_kembali: r.kembali ? 'KEMBALI' : '-',
    status_valid: r.status_valid,
    status_premi: '-',
    status_tukar: pay.tukar ? 'TUKAR' : '-',
    no_titip_group: '',
    no_pesanan: r.no_pesanan,
    // A diamond line's tag price (penjualan_berlian); a gold line is IDR with no dollars.
    total_usd: r.total_usd ?? '0',
    curr: r.curr ?? 'IDR',
    total_berlian_rp: r.total_berlian_rp ?? 0,
  };
  // The invoice's payments, on its first line only (null on the others).
  for (const k of PAYMENT_KEYS) row[k] = r.first_line ? (pay.sums[k] as number) : null;
  return row;
}

/**
 * Sale lines by invoice, with the invoice's payments (received) on its first line. The page is one
 * range of the (tanggal, no_faktur_group, id) index (no sort); each of its lines then looks its
 * invoice's cash rows (payments and the trade-in flag) up by index, never the whole cash table.
 * Berat Awal is the line's own (kept by the sale since migration 0032); only an older line looks its
 * item up. The item and the diamond part are probes by primary key (a subquery, evaluated only when
 * the line has no berat_awal, and a lateral with limit 1): as plain joins the planner hashes the whole
 * items table once per page.
 *
 * An invoice's first line: unfiltered by group or salesperson, every line of an invoice is read, in
 * id order, so its first line is the one whose previous line (the cursor's before the page) belongs
 * to another invoice. Status needs no care: a cancel marks every line of an invoice. Filtered, the
 * first line may be left out, so the invoice's smallest id is looked up (by index, per invoice).
 */
export const penjualanPage = async (...args: Parameters<typeof penjualanLines>) =>
  saleReportRows(await penjualanLines(...args));

/** The sale lines of one page as the query reads them (penjualanPage's rows before saleReportRows). */
export function penjualanLines(
  shop: ShopContext,
  q: { from: string; to: string; kode_sales?: string; kode_group?: string; status?: string },
  after: SaleCursor | null,
  limit: number,
): Promise<SaleLineRead[]> {
  const p = shop.t.penjualan;
  const k = shop.t.kas;
  const b = shop.t.barang;
  const where: SQL[] = [sql`p.tanggal between ${q.from} and ${q.to}`];
  if (!isAll(q.status)) where.push(sql`p.status = ${q.status}`);
  if (!isAll(q.kode_sales)) where.push(sql`p.kode_sales = ${q.kode_sales}`);
  if (!isAll(q.kode_group)) where.push(sql`p.kode_group = ${q.kode_group}`);
  if (after)
    where.push(
      sql`(p.tanggal, p.no_faktur_group, p.id) > (${after.tanggal}::date, ${after.no_faktur_group}, ${after.id})`,
    );
  const wholeInvoices = isAll(q.kode_group) && isAll(q.kode_sales);
  // A diamond part is written with its line's day. A period without one (most shops' every period)
  // skips the look-up per line: one probe of the day index per page, in the page's own snapshot.
  const hasDiamonds = sql`(select exists (select 1 from ${shop.t.penjualanBerlian} x
    where x.tanggal between ${q.from} and ${q.to}))`;
  const isFirst = wholeInvoices
    ? sql`p.no_faktur_group is distinct from p.previous_group`
    : sql`p.id = (select min(f.id) from ${p} f where f.no_faktur_group = p.no_faktur_group)`;
  return run<SaleLineRead>(
    shop,
    sql`
    select p.id, p.no_faktur_group, p.no_faktur_jual, p.tanggal as tgl_system,
      date_part('epoch', p.jam) as jam_epoch,
      p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki,
      p.kode_barcode, p.kode_group, p.kode_dept, p.nama_barang, p.kadar_cetak,
      coalesce(p.berat_awal, (select b.berat_asli from ${b} b where b.kode_barcode = p.kode_barcode), p.berat) as berat_awal, p.berat, p.nama_atribut, p.berat_atribut,
      p.harga_hitung as harga_jual, p.harga_gram, p.harga_atribut, p.ongkos, p.harga_total, p.input_by,
      exists (select 1 from ${shop.t.pembelian} x
        where x.no_faktur_jual = p.no_faktur_jual and x.status = 'OPEN' and x.no_faktur_jual <> '') as kembali,
      p.status as status_valid, fl.first as first_line, pay.bayar, p.no_pesanan,
      d.total_usd, d.curr, d.total_berlian_rp
    from (
      select *, lag(p.no_faktur_group, 1, ${after?.no_faktur_group ?? ''}::text)
          over (order by p.tanggal, p.no_faktur_group, p.id) as previous_group
      from ${p} p where ${and(where)} order by p.tanggal, p.no_faktur_group, p.id limit ${limit}
    ) p
    cross join lateral (select ${isFirst} as first) fl
    left join lateral (
      select d.total_usd, d.curr, d.total_berlian_rp from ${shop.t.penjualanBerlian} d
      where ${hasDiamonds} and d.no_faktur_jual = p.no_faktur_jual limit 1
    ) d on true
    cross join lateral (
      select string_agg(coalesce(jumlah_in, 0) || ' ' || jenis, ${PAYMENT_ROW}) as bayar
      from ${k} where id_trx = p.no_faktur_group and kategori = 'PENJUALAN'
    ) pay
    order by p.tanggal, p.no_faktur_group, p.id`,
  );
}

/** Sale lines as the report shows them (saleReportRow), the payments of each invoice read once. */
export function saleReportRows(lines: SaleLineRead[]): Record<string, string | number | null>[] {
  // The lines of an invoice follow each other and carry the same cash rows.
  let bayar: string | null | undefined;
  let pay = paymentsOf(null);
  return lines.map((r) => {
    if (r.bayar !== bayar) {
      bayar = r.bayar;
      pay = paymentsOf(bayar);
    }
    return saleReportRow(r, pay);
  });
}

// ---------------------------------------------------------------------------------------------
// Purchases

const GROUP_BY: Record<string, string> = {
  no_faktur_group: 'p.no_faktur_group',
  kode_sales: 'p.kode_sales',
  kode_group: 'p.kode_group',
  kode_kondisi: 'p.kode_kondisi',
  tanggal: "to_char(p.tanggal, 'YYYY-MM-DD')",
};

export type PurchaseFilter = {
  from: string;
  to: string;
  group_by?: string;
  kode_group?: string;
  jenis_group?: string;
  kondisi?: string;
  valid_by?: string;
  kode_sales?: string;
  is_consignment?: string;
  type?: string;
};
export type PurchaseCursor = { tanggal: string; grup: string; id: number };

/** Purchase lines of the purchase report, in groups of `group_by`, with the invoice's cash on its first line. */
export function pembelianPage(
  shop: ShopContext,
  q: PurchaseFilter,
  after: PurchaseCursor | null,
  limit: number,
): Promise<Record<string, string | number | null>[]> {
  const t = shop.t.pembelian;
  const grup = sql.raw(GROUP_BY[q.group_by ?? ''] ?? (GROUP_BY.no_faktur_group as string));
  const where: SQL[] = [sql`p.tanggal between ${q.from} and ${q.to}`, sql`p.status = 'OPEN'`];
  if (!isAll(q.kode_group)) where.push(sql`p.kode_group = ${q.kode_group}`);
  if (!isAll(q.jenis_group))
    where.push(sql`${jenisGroupOf(shop, sql.raw('p.kode_group'))} = ${q.jenis_group}`);
  if (!isAll(q.kondisi)) where.push(sql`p.kode_kondisi = ${q.kondisi}`);
  if (!isAll(q.valid_by)) where.push(sql`upper(p.input_by) = ${q.valid_by?.toUpperCase()}`);
  if (!isAll(q.kode_sales)) where.push(sql`p.kode_sales = ${q.kode_sales}`);
  // No consigned goods are bought yet: YA finds nothing.
  if (q.is_consignment === 'YA') where.push(sql`false`);
  if (q.type === 'NORMAL') where.push(sql`p.jenis_pembelian = 'BELI'`);
  else if (q.type === 'TUKAR') where.push(sql`p.jenis_pembelian = 'TUKAR'`);
  // Invoices and days lie within one day: day first keeps each page's sort small.
  const byDay = !q.group_by || q.group_by === 'no_faktur_group' || q.group_by === 'tanggal';
  const day = byDay ? sql`p.tanggal` : sql`date '2000-01-01'`;
  if (after) where.push(sql`(${day}, ${grup}, p.id) > (${after.tanggal}::date, ${after.grup}, ${after.id})`);
  return run(
    shop,
    sql`
    select p.id, ${day} as day_key, ${grup} as grup, p.no_faktur_group, p.no_faktur_beli, p.tanggal as tgl_system, p.kode_sales,
      p.kode_member, p.nama_customer, p.no_hp, p.alamat_customer, p.kadar, 'BELI' as kode_gudang,
      p.no_faktur_jual as no_faktur_ext, p.kode_group, p.kode_dept, p.kode_barcode, p.nama_barang,
      p.berat_nota, p.berat, p.harga_nota, p.harga,
      case when p.berat > 0 then round(p.harga / p.berat)::bigint end as harga_rata,
      p.kode_kondisi as kondisi, cash.cash_rp, p.input_by, p.status as status_valid, p.tipe_kondisi
    from ${t} p
    left join lateral (
      select coalesce(sum(jumlah_out) filter (where jenis = 'CASH'), 0)::bigint as cash_rp
      from ${shop.t.kas} where id_trx = p.no_faktur_group and kategori = 'PEMBELIAN'
    ) cash on p.id = (select min(f.id) from ${t} f where f.no_faktur_group = p.no_faktur_group)
    where ${and(where)}
    order by ${day}, ${grup}, p.id limit ${limit}`,
  );
}

export type RekapBeliCursor = { tanggal: string; no_nota: string };

/** Per purchase invoice: pieces, weight, price and the average price per gram. */
export function rekapPembelianPage(
  shop: ShopContext,
  q: { from: string; to: string },
  after: RekapBeliCursor | null,
  limit: number,
): Promise<Record<string, string | number | null>[]> {
  const p = shop.t.pembelian;
  const where: SQL[] = [sql`${p.tanggal} between ${q.from} and ${q.to}`, sql`${p.status} = 'OPEN'`];
  if (after)
    where.push(sql`(${p.tanggal}, ${p.no_faktur_group}) > (${after.tanggal}::date, ${after.no_nota})`);
  return run(
    shop,
    sql`select ${p.tanggal} as tanggal, ${p.no_faktur_group} as no_nota, max(${p.nama_customer}) as nama_customer,
      count(*)::int as qty, sum(${p.berat}) as berat, sum(${p.harga})::bigint as harga_beli,
      case when sum(${p.berat}) > 0 then round(sum(${p.harga}) / sum(${p.berat}))::bigint end as harga_rata
    from ${p} where ${and(where)}
    group by ${p.tanggal}, ${p.no_faktur_group}
    order by ${p.tanggal}, ${p.no_faktur_group} limit ${limit}`,
  );
}

/** One day's open purchase lines by group and condition. */
export function pembelianPerKondisi(
  shop: ShopContext,
  tanggal: string,
): Promise<Record<string, string | number | null>[]> {
  const p = shop.t.pembelian;
  const m = shop.t.masterRows;
  return run(
    shop,
    sql`select x.*, case when k.nama is null then x.kode_kondisi else x.kode_kondisi || ' - ' || k.nama end
        as kondisi
      from (
        select ${p.kode_group} as _id, ${p.kode_kondisi} as kode_kondisi, count(*)::int as jumlah,
          sum(${p.berat}) as berat, sum(${p.berat_nota}) as berat_nota,
          sum(${p.berat_nota}) - sum(${p.berat}) as selisih_berat, sum(${p.harga})::bigint as harga
        from ${p} where ${p.tanggal} = ${tanggal} and ${p.status} = 'OPEN'
        group by ${p.kode_group}, ${p.kode_kondisi}
      ) x left join ${m} k on k.master = 'kondisi-pembelian' and k.kode = x.kode_kondisi
      order by x._id, x.kode_kondisi`,
  );
}

export type FakturCursor = { no_faktur_group: string; id: number };

/** Purchase lines by invoice for Laporan Pembelian Per Faktur. */
export function pembelianPerFakturPage(
  shop: ShopContext,
  q: { from: string; to: string; kode_group?: string; kondisi?: string; kelompok_harga?: string },
  after: FakturCursor | null,
  limit: number,
): Promise<Record<string, string | number | null>[]> {
  const p = shop.t.pembelian;
  const where: SQL[] = [sql`${p.tanggal} between ${q.from} and ${q.to}`, sql`${p.status} = 'OPEN'`];
  if (!isAll(q.kode_group)) where.push(sql`${p.kode_group} = ${q.kode_group}`);
  if (!isAll(q.kondisi)) where.push(sql`${p.kode_kondisi} = ${q.kondisi}`);
  // Purchase lines carry no price group: a chosen one finds nothing.
  if (!isAll(q.kelompok_harga)) where.push(sql`false`);
  if (after) where.push(sql`(${p.no_faktur_group}, ${p.id}) > (${after.no_faktur_group}, ${after.id})`);
  return run(
    shop,
    sql`select ${p.id} as id, ${p.no_faktur_group} as no_faktur_group, ${p.tanggal} as tanggal,
      ${p.nama_customer} as nama_customer, ${p.no_faktur_beli} as no_faktur_beli, ${p.kode_sales} as kode_sales,
      ${p.kode_group} as kode_group, ${p.nama_barang} as nama_barang, ${p.kadar} as kadar,
      ${p.kode_kondisi} as kondisi, ${p.harga_gram} as harga_emas, ${p.berat_nota} as berat_nota,
      ${p.berat} as berat, ${p.harga_nota} as harga_nota, ${p.harga} as harga,
      case when ${p.berat_nota} > 0 then round(${p.harga_nota} / ${p.berat_nota})::bigint end as rata_asal,
      case when ${p.berat} > 0 then round(${p.harga} / ${p.berat})::bigint end as rata_beli,
      case when ${p.berat_nota} > 0 and ${p.harga_nota} > 0 and ${p.berat} > 0
        then round(((${p.harga} / ${p.berat}) / (${p.harga_nota} / ${p.berat_nota}) - 1) * 100, 2) end as selisih_persen,
      ${p.input_by} as input_by
    from ${p} where ${and(where)}
    order by ${p.no_faktur_group}, ${p.id} limit ${limit}`,
  );
}

export type TransferCursor = { tanggal: string; id: number };

/** Purchase payments by transfer, with the invoice's weight and prices and the shop's account of that bank. */
export function pembelianTransferPage(
  shop: ShopContext,
  q: { from: string; to: string },
  after: TransferCursor | null,
  limit: number,
): Promise<Record<string, string | number | null>[]> {
  const k = shop.t.kas;
  const where: SQL[] = [
    sql`k.tanggal between ${q.from} and ${q.to}`,
    sql`k.kategori = 'PEMBELIAN'`,
    sql`k.jenis = 'TRANSFER'`,
  ];
  if (after) where.push(sql`(k.tanggal, k.id) > (${after.tanggal}::date, ${after.id})`);
  return run(
    shop,
    sql`select k.id, k.tanggal, k.deskripsi as no_faktur, b.kode_member, b.nama_customer,
      coalesce((select r.kode from ${shop.t.masterRows} r where r.master = 'rekening' and r.status = 'ACTIVE'
        and r.data->>'kode_bank' = k.kode_bank
        order by (r.data->>'jenis_rekening' = 'TRANSFER') desc, r.kode limit 1), k.kode_bank) as no_rekening_toko,
      k.no_rekening as no_rekening_tujuan, b.berat, b.harga_nota, b.harga, k.jumlah_out as jumlah_transfer
    from ${k} k
    join lateral (
      select max(kode_member) as kode_member, max(nama_customer) as nama_customer, sum(berat) as berat,
        sum(harga_nota)::bigint as harga_nota, sum(harga)::bigint as harga
      from ${shop.t.pembelian} where no_faktur_group = k.id_trx and status = 'OPEN'
    ) b on b.harga is not null
    where ${and(where)}
    order by k.tanggal, k.id limit ${limit}`,
  );
}

export type OverrideCursor = { tanggal: string; id: number };

/**
 * Purchase lines charged another price than the computed one, or let above the shop's maximum by an
 * authorisation (PEMBELIAN DI ATAS MAKSIMUM), with who authorised it.
 */
export function overrideHargaPembelianPage(
  shop: ShopContext,
  q: { from: string; to: string },
  after: OverrideCursor | null,
  limit: number,
): Promise<Record<string, string | number | null>[]> {
  const p = shop.t.pembelian;
  const where: SQL[] = [
    sql`p.tanggal between ${q.from} and ${q.to}`,
    sql`(p.harga <> p.harga_hitung or p.id_otorisasi is not null)`,
  ];
  if (after) where.push(sql`(p.tanggal, p.id) > (${after.tanggal}::date, ${after.id})`);
  return run(
    shop,
    sql`select p.id, p.tanggal, p.no_faktur_beli, p.jenis_pembelian, p.kode_group, p.kode_kondisi,
      p.berat, p.harga_hitung, p.harga_maks, p.harga, (p.harga - p.harga_hitung) as selisih,
      coalesce(p.id_otorisasi, '') as id_otorisasi, coalesce(o.authorised_by, '') as authorised_by,
      p.input_by, p.status
    from ${p} p
    left join ${shop.t.otorisasi} o on o.id = p.id_otorisasi
    where ${and(where)}
    order by p.tanggal, p.id limit ${limit}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Stock

export type LedgerCursor = { key: string; id: number };
type StockFilter = { from: string; to: string; kode_gudang?: string; kode_group?: string };

/** Items moved out of a place (PINDAH_KELUAR) with the place they went to (the matching PINDAH_MASUK). */
export function pindahBarangPage(
  shop: ShopContext,
  q: StockFilter,
  after: LedgerCursor | null,
  limit: number,
): Promise<Record<string, string | number | null>[]> {
  const l = shop.t.stockLedger;
  const where: SQL[] = [sql`o.tanggal between ${q.from} and ${q.to}`, sql`o.jenis = 'PINDAH_KELUAR'`];
  if (!isAll(q.kode_gudang)) where.push(sql`o.kode_gudang = ${q.kode_gudang}`);
  if (!isAll(q.kode_group)) where.push(sql`o.kode_group = ${q.kode_group}`);
  if (after) where.push(sql`(o.no_ref, o.id) > (${after.key}, ${after.id})`);
  return run(
    shop,
    sql`select o.id, o.tanggal, o.no_ref as no_pindah, o.kode_barcode, b.nama_barang, o.kode_group, o.kode_dept,
      o.kode_gudang as gudang_asal, o.kode_baki as baki_asal, i.kode_gudang as gudang_tujuan,
      i.kode_baki as baki_tujuan, -o.qty as qty, -o.berat as berat, o.keterangan, o.input_by
    from ${l} o
    left join lateral (select x.kode_gudang, x.kode_baki from ${l} x where x.kode_barcode = o.kode_barcode
      and x.no_ref = o.no_ref and x.jenis = 'PINDAH_MASUK' order by x.id limit 1) i on true
    left join ${shop.t.barang} b on b.kode_barcode = o.kode_barcode
    where ${and(where)}
    order by o.no_ref, o.id limit ${limit}`,
  );
}

/** Items destroyed (HANCUR) with the warehouse they went to, by group. */
export function hancurBarangPage(
  shop: ShopContext,
  q: StockFilter,
  after: LedgerCursor | null,
  limit: number,
): Promise<Record<string, string | number | null>[]> {
  const l = shop.t.stockLedger;
  const where: SQL[] = [sql`o.tanggal between ${q.from} and ${q.to}`, sql`o.jenis = 'HANCUR'`];
  if (!isAll(q.kode_gudang)) where.push(sql`o.kode_gudang = ${q.kode_gudang}`);
  if (!isAll(q.kode_group)) where.push(sql`o.kode_group = ${q.kode_group}`);
  if (after) where.push(sql`(o.kode_group, o.id) > (${after.key}, ${after.id})`);
  return run(
    shop,
    sql`select o.id, o.tanggal, o.no_ref as no_hancur, o.kode_barcode, b.nama_barang, o.kode_group, o.kode_dept,
      o.kode_gudang, o.kode_baki, i.kode_gudang as gudang_tujuan, coalesce(b.kondisi, o.keterangan) as kondisi,
      -o.qty as qty, -o.berat as berat, o.input_by
    from ${l} o
    left join lateral (select x.kode_gudang from ${l} x where x.kode_barcode = o.kode_barcode
      and x.no_ref = o.no_ref and x.jenis = 'HANCUR_MASUK' order by x.id limit 1) i on true
    left join ${shop.t.barang} b on b.kode_barcode = o.kode_barcode
    where ${and(where)}
    order by o.kode_group, o.id limit ${limit}`,
  );
}
