import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { escapeLike } from '../dokumen/dokumen.api.ts';
import { isAll } from './transaksi-report.queries.ts';

/**
 * The queries of the pawn-loan reports (contract report/definitions/hutang.ts and the two hutang parts
 * of Laporan Akhir Hari). Cancelled loans (BATAL) and reversed payments (hutang_bayar BATAL) are left
 * out unless said. Dates come back as 'YYYY-MM-DD' text, weights and rates as exact decimal text,
 * money as bigint (text from the driver: the sources turn it into numbers).
 */

type Row = Record<string, string | number | null>;
const and = (where: SQL[]) => sql.join(where, sql` and `);
const run = async <T = Row>(tx: Db, q: SQL) => rowsOf<T>(await tx.execute(q));

/** The pieces of loan `h`, joined per loan: names, price groups, groups, pieces and the list itself. */
export const piecesOfLoan = (shop: ShopContext) => sql`left join lateral (
    select string_agg(d.nama_barang, ', ' order by d.urut) as nama_barang,
      coalesce(string_agg(distinct nullif(d.kelompok_harga, ''), ', '), '') as kelompok_harga,
      string_agg(distinct d.kode_group, ', ') as kode_group,
      sum(d.jumlah)::int as jumlah,
      json_agg(json_build_object('nama_barang', d.nama_barang, 'jumlah', d.jumlah, 'berat', d.berat::text,
        'kelompok_harga', d.kelompok_harga) order by d.urut) as detail
    from ${shop.t.hutangDetail} d where d.no_faktur_hutang = h.no_faktur_hutang
  ) d on true`;

/** The last day a loan ran: its redemption, its auction, or (still open) the business day. */
const lastDay = (today: string) =>
  sql`case h.status when 'LUNAS' then h.tgl_lunas when 'LELANG' then h.tgl_lelang else ${today}::date end`;

export type LoanCursor = { tanggal: string; id: number };
export type PinjamanRow = {
  id: number;
  no_faktur_hutang: string;
  tgl_hutang: string;
  tgl_tempo: string;
  nama_customer: string;
  alamat_customer: string;
  nama_barang: string;
  kelompok_harga: string;
  jumlah: number;
  berat: string;
  berat_bruto: string;
  jumlah_hutang: string | number;
  bunga: string;
  lama_pinjam: number;
  kode_sales: string;
  status: string;
  detail: { nama_barang: string; jumlah: number; berat: string; kelompok_harga: string }[];
};

/** Laporan Pinjaman: the loans taken in the period (not cancelled), by day and number, a page at a time. */
export function pinjamanPage(
  shop: ShopContext,
  q: { from: string; to: string; today: string },
  after: LoanCursor | null,
  limit: number,
): Promise<PinjamanRow[]> {
  const where: SQL[] = [sql`h.tanggal between ${q.from} and ${q.to}`, sql`h.status <> 'BATAL'`];
  if (after) where.push(sql`(h.tanggal, h.id) > (${after.tanggal}::date, ${after.id})`);
  return run<PinjamanRow>(
    shop.db,
    sql`select h.id, h.no_faktur_hutang, h.tanggal::text as tgl_hutang, h.tgl_tempo::text as tgl_tempo,
      h.nama_customer, h.alamat_customer, coalesce(d.nama_barang, '') as nama_barang, d.kelompok_harga,
      coalesce(d.jumlah, 0) as jumlah, h.berat::text as berat, h.berat_bruto::text as berat_bruto,
      h.jumlah_hutang, h.bunga::text as bunga, (${lastDay(q.today)} - h.tanggal + 1)::int as lama_pinjam,
      h.kode_sales, h.status, coalesce(d.detail, '[]'::json) as detail
    from ${shop.t.hutang} h ${piecesOfLoan(shop)}
    where ${and(where)}
    order by h.tanggal, h.id limit ${limit}`,
  );
}

const SORT_PENEBUSAN: Record<string, SQL> = {
  tgl_lunas: sql`b.tanggal, h.no_faktur_hutang`,
  tgl_hutang: sql`h.tanggal, h.no_faktur_hutang`,
  no_faktur_hutang: sql`h.no_faktur_hutang`,
};

/** Laporan Penebusan Detail: the redemptions (LUNAS payments that stand) of the period. */
export function penebusanDetail(
  shop: ShopContext,
  q: { from: string; to: string; no_pinjam?: string; sort_by: string },
): Promise<Row[]> {
  const where: SQL[] = [
    sql`b.jenis = 'LUNAS'`,
    sql`b.status = 'OK'`,
    sql`b.tanggal between ${q.from} and ${q.to}`,
  ];
  if (q.no_pinjam) where.push(sql`h.no_faktur_hutang ilike ${escapeLike(q.no_pinjam)}`);
  return run(
    shop.db,
    sql`select h.no_faktur_hutang, h.nama_customer, h.alamat_customer, h.tanggal::text as tgl_hutang,
      b.tanggal::text as tgl_lunas, b.lama_pinjam, h.kode_sales, d.nama_barang, d.berat::text as berat,
      h.jumlah_hutang, b.bunga::text as bunga, b.bunga_pinjam, b.bunga_rp, b.total_bayar,
      row_number() over (partition by b.id order by d.urut)::int as urut
    from ${shop.t.hutangBayar} b
      join ${shop.t.hutang} h on h.no_faktur_hutang = b.no_faktur_hutang
      join ${shop.t.hutangDetail} d on d.no_faktur_hutang = h.no_faktur_hutang
    where ${and(where)}
    order by ${SORT_PENEBUSAN[q.sort_by] ?? SORT_PENEBUSAN.tgl_lunas}, b.id, d.urut
    limit 100000`,
  );
}

/** Laporan Pinjaman Rekap: per loan day, the loans taken and where their principal stands today. */
export function pinjamanRekap(shop: ShopContext, q: { from: string; to: string }): Promise<Row[]> {
  const part = (status: string) =>
    sql`sum(case when h.status = ${status} then h.jumlah_hutang else 0 end)::bigint`;
  return run(
    shop.db,
    sql`select h.tanggal::text as tanggal, count(*)::int as transaksi, sum(h.jumlah)::int as jumlah,
      sum(h.berat)::text as berat, sum(h.berat_bruto)::text as berat_bruto,
      sum(h.jumlah_hutang)::bigint as jumlah_hutang, ${part('AKTIF')} as aktif_rp, ${part('LUNAS')} as lunas_rp,
      ${part('LELANG')} as lelang_rp
    from ${shop.t.hutang} h
    where h.tanggal between ${q.from} and ${q.to} and h.status <> 'BATAL'
    group by h.tanggal order by h.tanggal`,
  );
}

/** Laporan Penebusan Rekap: per payment day and kind, the redemptions and extensions that stand. */
export function penebusanRekap(
  shop: ShopContext,
  q: { from: string; to: string; jenis?: string },
): Promise<Row[]> {
  const where: SQL[] = [
    sql`b.status = 'OK'`,
    sql`b.jenis in ('LUNAS', 'PERPANJANGAN')`,
    sql`b.tanggal between ${q.from} and ${q.to}`,
  ];
  if (!isAll(q.jenis)) where.push(sql`b.jenis = ${q.jenis}`);
  return run(
    shop.db,
    sql`select b.tanggal::text as tanggal, b.jenis, count(*)::int as transaksi,
      sum(case when b.jenis = 'LUNAS' then h.berat else 0 end)::numeric(14, 3)::text as berat,
      sum(b.pokok)::bigint as pokok, sum(b.bunga_pinjam)::bigint as bunga_pinjam,
      sum(b.bunga_rp)::bigint as bunga_rp, sum(b.total_bayar)::bigint as total_bayar
    from ${shop.t.hutangBayar} b join ${shop.t.hutang} h on h.no_faktur_hutang = b.no_faktur_hutang
    where ${and(where)}
    group by 1, 2 order by 1, 2`,
  );
}

export type LelangLoan = {
  no_faktur_hutang: string;
  tgl_hutang: string;
  tgl_bunga: string;
  tgl_lelang: string;
  nama_customer: string;
  alamat_customer: string;
  berat: string;
  jumlah_hutang: string | number;
  bunga: string;
  minimal_hari: number;
  pembulatan: number;
};

/** The loans auctioned on a day, in number order. */
export const lelangOn = (shop: ShopContext, tglLelang: string) =>
  run<LelangLoan>(
    shop.db,
    sql`select h.no_faktur_hutang, h.tanggal::text as tgl_hutang, h.tgl_bunga::text as tgl_bunga,
      h.tgl_lelang::text as tgl_lelang, h.nama_customer, h.alamat_customer, h.berat::text as berat,
      h.jumlah_hutang, h.bunga::text as bunga, h.minimal_hari, h.pembulatan
    from ${shop.t.hutang} h
    where h.status = 'LELANG' and h.tgl_lelang = ${tglLelang}::date
    order by h.no_faktur_hutang`,
  );

/**
 * Laporan Global Stock Pinjam: the pieces lying in warehouse TITIP at the end of `tanggal` (their
 * ledger rows there add up to more than zero), per group and kadar.
 */
export function globalStockPinjam(
  shop: ShopContext,
  q: { tanggal: string; gudang: string; kode_group?: string },
): Promise<Row[]> {
  const l = shop.t.stockLedger;
  const where: SQL[] = [sql`true`];
  if (!isAll(q.kode_group)) where.push(sql`d.kode_group = ${q.kode_group}`);
  return run(
    shop.db,
    sql`with held as (
      select ${l.kode_barcode} as kode_barcode, sum(${l.qty})::int as qty, sum(${l.berat}) as berat
      from ${l} where ${l.kode_gudang} = ${q.gudang} and ${l.tanggal} <= ${q.tanggal}::date
      group by ${l.kode_barcode} having sum(${l.qty}) > 0
    )
    select d.kode_group, d.kadar::text as kadar, count(distinct d.no_faktur_hutang)::int as transaksi,
      sum(held.qty)::int as qty, sum(d.jumlah)::int as jumlah, sum(held.berat)::numeric(14, 3)::text as berat,
      sum(d.berat_bruto)::numeric(14, 3)::text as berat_bruto
    from held join ${shop.t.hutangDetail} d on d.kode_barcode = held.kode_barcode
    where ${and(where)}
    group by d.kode_group, d.kadar order by d.kode_group, d.kadar`,
  );
}

/**
 * Laporan Override Bunga Hutang: redemptions and extensions charged less than the computed interest
 * (or carrying an authorisation), with who authorised it; reversed ones too.
 */
export function overrideBunga(shop: ShopContext, q: { from: string; to: string }): Promise<Row[]> {
  return run(
    shop.db,
    sql`select b.tanggal::text as tanggal, b.no_bayar, b.jenis, h.nama_customer, h.jumlah_hutang,
      b.lama_pinjam, b.bunga_pinjam, b.bunga_rp, (b.bunga_rp - b.bunga_pinjam)::bigint as selisih,
      coalesce(b.id_otorisasi, '') as id_otorisasi, coalesce(o.authorised_by, '') as authorised_by,
      b.input_by, b.status
    from ${shop.t.hutangBayar} b
      join ${shop.t.hutang} h on h.no_faktur_hutang = b.no_faktur_hutang
      left join ${shop.t.otorisasi} o on o.id = b.id_otorisasi
    where b.tanggal between ${q.from} and ${q.to} and b.jenis in ('LUNAS', 'PERPANJANGAN')
      and (b.bunga_rp < b.bunga_pinjam or b.id_otorisasi is not null)
    order by b.tanggal, b.id
    limit 100000`,
  );
}

// ---------------------------------------------------------------------------------------------
// Laporan Akhir Hari

/** HUTANG MASUK: the day's loans (not cancelled), one row per loan. */
export const hutangMasukHari = (shop: ShopContext, tanggal: string) =>
  run(
    shop.db,
    sql`select h.no_faktur_hutang, h.nama_customer, coalesce(d.nama_barang, '') as nama_barang,
      coalesce(d.kode_group, '') as kode_group, h.berat::text as berat, h.jumlah_hutang, h.input_by
    from ${shop.t.hutang} h ${piecesOfLoan(shop)}
    where h.tanggal = ${tanggal}::date and h.status <> 'BATAL'
    order by h.id`,
  );

/** HUTANG BUNGA: the day's redemptions and extensions that stand, with the interest charged. */
export const hutangBungaHari = (shop: ShopContext, tanggal: string) =>
  run(
    shop.db,
    sql`select b.no_faktur_hutang, b.jenis, h.tanggal::text as tgl_hutang, h.nama_customer, h.jumlah_hutang,
      b.lama_pinjam, b.bunga::text as bunga, b.bunga_rp, b.total_bayar, b.input_by
    from ${shop.t.hutangBayar} b join ${shop.t.hutang} h on h.no_faktur_hutang = b.no_faktur_hutang
    where b.tanggal = ${tanggal}::date and b.status = 'OK' and b.jenis in ('LUNAS', 'PERPANJANGAN')
    order by b.id`,
  );
