import type { CsvExportRow } from '@emas/contract/api/export-csv';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { piecesOfLoan } from '../laporan/laporan.api.ts';

/**
 * The data sets of Export Csv for one business day, each one query in the caller's transaction (one
 * snapshot for all twelve). Weights come as exact decimal text, money and counts as numbers.
 */
const run = async (tx: Db, q: SQL): Promise<CsvExportRow[]> => rowsOf<CsvExportRow>(await tx.execute(q));

/** The items the shop held at the end of the day: their ledger adds up to more than zero. */
export function dataBarang(shop: ShopContext, tx: Db, tanggal: string) {
  const b = shop.t.barang;
  const l = shop.t.stockLedger;
  return run(
    tx,
    sql`select ${b.kode_barcode} as kode_barang, ${b.kode_barcode} as kode_barcode, ${b.nama_barang} as nama_barang,
      ${shop.kode_toko} as kode_toko, ${b.kode_group} as kode_group, ${b.kadar} as kadar,
      ${b.kode_intern} as kode_intern, ${b.kode_dept} as kode_dept, ${b.berat} as berat,
      ${b.berat_asli} as berat_asli
    from ${b}
    where ${b.kode_barcode} in (
      select ${l.kode_barcode} from ${l} where ${l.tanggal} <= ${tanggal}::date
      group by ${l.kode_barcode} having sum(${l.qty}) > 0)
    order by ${b.kode_barcode}`,
  );
}

/** Items destroyed on the day, with the condition given. */
export function dataHancur(shop: ShopContext, tx: Db, tanggal: string) {
  const b = shop.t.barang;
  const l = shop.t.stockLedger;
  return run(
    tx,
    sql`select ${l.kode_barcode} as kode_barcode, ${l.tanggal} as tgl_system,
      coalesce(${b.kondisi}, '') as kondisi_barang
    from ${l} left join ${b} on ${b.kode_barcode} = ${l.kode_barcode}
    where ${l.tanggal} = ${tanggal}::date and ${l.jenis} = 'HANCUR'
    order by ${l.id}`,
  );
}

/** The day's cash rows; no_reff is the source transaction, else the row's own id. */
export function dataCash(shop: ShopContext, tx: Db, tanggal: string) {
  const k = shop.t.kas;
  return run(
    tx,
    sql`select case when ${k.id_trx} <> '' then ${k.id_trx} else ${k.id}::text end as no_reff,
      ${k.tanggal} as tanggal, ${k.kategori} as kategori, ${k.deskripsi} as deskripsi,
      ${k.jumlah_in} as jumlah_in, ${k.jumlah_out} as jumlah_out, ${k.input_by} as input_by
    from ${k} where ${k.tanggal} = ${tanggal}::date order by ${k.id}`,
  );
}

/** Each group's selling price per gram in force on the day (the last price set on or before it). */
export function dataGroup(shop: ShopContext, tx: Db, tanggal: string) {
  const h = shop.t.hargaEmas;
  return run(
    tx,
    sql`select distinct on (${h.kode_group}) ${h.kode_group} as kode_group, ${h.harga_jual} as harga
    from ${h} where ${h.tanggal} <= ${tanggal}::date
    order by ${h.kode_group}, ${h.tanggal} desc`,
  );
}

/**
 * The loans of the day: taken, redeemed or auctioned on it (cancelled ones too, with their state).
 * lama_pinjam: the days charged at the redemption, else the agreed term; total_hutang: the principal
 * and the computed interest of the redemption (the principal alone while unredeemed); total_bayar: what
 * the redemption took in (0 before it).
 */
export function dataHutang(shop: ShopContext, tx: Db, tanggal: string) {
  const h = shop.t.hutang;
  return run(
    tx,
    sql`select h.bunga::text as bunga, h.jumlah_hutang, h.kode_sales,
      coalesce(h.lama_pinjam_lunas, h.tgl_tempo - h.tanggal) as lama_pinjam,
      coalesce(d.nama_barang, '') as nama_barang, h.nama_customer, h.no_faktur_hutang,
      h.status as status_hutang, h.tanggal::text as tgl_hutang, coalesce(h.tgl_lunas::text, '') as tgl_lunas,
      coalesce(h.total_bayar, 0) as total_bayar, (h.jumlah_hutang + coalesce(h.bunga_pinjam, 0))::bigint as total_hutang
    from ${h} h ${piecesOfLoan(shop)}
    where h.tanggal = ${tanggal}::date or h.tgl_lunas = ${tanggal}::date or h.tgl_lelang = ${tanggal}::date
    order by h.id`,
  );
}

/** The day's open sale lines; status_kembali YA when the item was bought back. */
export function dataJual(shop: ShopContext, tx: Db, tanggal: string) {
  const p = shop.t.penjualan;
  const b = shop.t.pembelian;
  return run(
    tx,
    sql`select ${p.berat} as berat, ${p.harga_atribut} as harga_atribut, ${p.harga_gram} as harga_jual,
      ${p.harga_total} as harga_total, to_char(${p.jam} at time zone 'Asia/Jakarta', 'HH24:MI:SS') as jam,
      ${p.kode_barcode} as kode_barang, ${p.kode_barcode} as kode_barcode, ${p.kode_dept} as kode_dept,
      ${p.kode_sales} as kode_sales, ${p.nama_atribut} as nama_atribut, ${p.nama_barang} as nama_barang,
      ${p.no_faktur_jual} as no_faktur_jual, ${p.ongkos} as ongkos,
      case when exists (select 1 from ${b} where ${b.no_faktur_jual} = ${p.no_faktur_jual}
        and ${b.status} = 'OPEN') then 'YA' else 'TIDAK' end as status_kembali,
      ${p.tanggal} as tgl_system
    from ${p} where ${p.tanggal} = ${tanggal}::date and ${p.status} = 'OPEN'
    order by ${p.id}`,
  );
}

/** Members registered on the day. */
export function dataMember(shop: ShopContext, tx: Db, tanggal: string) {
  const m = shop.t.member;
  return run(
    tx,
    sql`select ${m.kode_member} as kode_member, ${m.nama_customer} as nama_customer,
      ${m.alamat_customer} as alamat_customer
    from ${m} where ${m.tgl_daftar} = ${tanggal}::date order by ${m.kode_member}`,
  );
}

/** The day's open purchase lines; harga_rata is the price paid per gram. */
export function dataPembelian(shop: ShopContext, tx: Db, tanggal: string) {
  const b = shop.t.pembelian;
  return run(
    tx,
    sql`select ${b.berat} as berat, ${b.berat_nota} as berat_nota, ${b.harga} as harga,
      ${b.harga_nota} as harga_nota,
      case when ${b.berat} > 0 then round(${b.harga} / ${b.berat})::bigint else 0 end as harga_rata,
      ${b.kode_dept} as kode_dept, ${b.kode_sales} as kode_sales, ${b.tipe_kondisi} as kondisi,
      ${b.nama_barang} as nama_barang, ${b.no_faktur_beli} as no_faktur_beli,
      ${b.no_faktur_jual} as no_faktur_jual, ${b.tanggal} as tgl_system
    from ${b} where ${b.tanggal} = ${tanggal}::date and ${b.status} = 'OPEN'
    order by ${b.id}`,
  );
}

/** The day's trade-ins (purchase lines paying part of a sale). */
export function dataTukar(shop: ShopContext, tx: Db, tanggal: string) {
  const b = shop.t.pembelian;
  return run(
    tx,
    sql`select ${b.berat} as berat, ${b.harga} as harga_beli, ${b.kode_sales} as kode_sales,
      ${b.no_faktur_group} as no_faktur_group_user, ${b.tanggal} as tanggal
    from ${b}
    where ${b.tanggal} = ${tanggal}::date and ${b.status} = 'OPEN' and ${b.jenis_pembelian} = 'TUKAR'
    order by ${b.id}`,
  );
}
