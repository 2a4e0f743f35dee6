import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * The queries of the deposit reports (contract report/definitions/titip-simpan.ts). Cancelled deposits
 * (BATAL) are left out; settlements reversed by /batal-titipan-lunas (status BATAL) only count in the
 * batal report. Dates come back as 'YYYY-MM-DD' text, weights as exact decimal text.
 */

type Row = Record<string, string | number | null>;
const and = (where: SQL[]) => sql.join(where, sql` and `);
const run = async <T = Row>(tx: Db, q: SQL) => rowsOf<T>(await tx.execute(q));

/** Laporan Stock Titipan Simpan: the pieces of AKTIF deposits (taken in the period unless `all`). */
export function stockTitipan(
  shop: ShopContext,
  q: { from: string; to: string; all: boolean; validBy?: string },
) {
  const t = shop.t.titipSimpan;
  const where: SQL[] = [sql`t.status = 'AKTIF'`];
  if (!q.all) where.push(sql`t.tanggal between ${q.from}::date and ${q.to}::date`);
  if (q.validBy) where.push(sql`upper(t.input_by) = ${q.validBy}`);
  return run<{
    no_faktur_titip_simpan: string;
    nama_customer: string;
    jumlah_titip_simpan: string | number;
    surat_pantes: string | number;
    biaya_admin: string | number;
    asuransi: string | number;
    sewa_brankas: string | number;
    biaya_jasa_pencarian: string | number;
    urut: number;
    nama_barang: string;
    kode_group: string;
    kadar: string;
    qty: number;
    berat: string;
    berat_bruto: string;
  }>(
    shop.db,
    sql`select t.no_faktur_titip_simpan, t.nama_customer, t.jumlah_titip_simpan, t.surat_pantes, t.biaya_admin,
      t.asuransi, t.sewa_brankas, t.biaya_jasa_pencarian, d.urut, d.nama_barang,
      d.kode_group, d.kadar::text as kadar, d.qty, d.berat_emas::text as berat, d.berat_bruto::text as berat_bruto
    from ${t} t join ${shop.t.titipSimpanDetail} d on d.no_faktur_titip_simpan = t.no_faktur_titip_simpan
    where ${and(where)}
    order by t.tanggal, t.id, d.urut`,
  );
}

/** Laporan Transaksi Simpanan Titipan: the deposits of the period by tgl_system or tgl_titip_simpan. */
export function transaksiTitipan(
  shop: ShopContext,
  q: { from: string; to: string; typeTgl: 'tgl_system' | 'tgl_titip_simpan'; validBy?: string },
) {
  const t = shop.t.titipSimpan;
  const day = q.typeTgl === 'tgl_system' ? sql`t.tanggal` : sql`t.tgl_bunga`;
  const where: SQL[] = [sql`t.status <> 'BATAL'`, sql`${day} between ${q.from}::date and ${q.to}::date`];
  if (q.validBy) where.push(sql`upper(t.input_by) = ${q.validBy}`);
  return run(
    shop.db,
    sql`select t.no_faktur_titip_simpan, t.tanggal::text as tgl_system, t.tgl_bunga::text as tgl_titip_simpan,
      t.tgl_tempo::text as tgl_tempo, t.tgl_lunas::text as tgl_lunas, t.kode_sales, t.nama_customer, t.no_hp,
      t.alamat_customer, t.qty, t.berat_emas::text as berat, t.surat_pantes, t.biaya_admin, t.asuransi,
      t.sewa_brankas, t.biaya_jasa_pencarian, t.denda_per_hari, t.denda_keterlambatan, t.jumlah_titip_simpan,
      t.bunga::text as bunga, t.pembulatan, t.status
    from ${t} t where ${and(where)}
    order by ${day}, t.id`,
  );
}

/** Laporan Batal Titip Simpan: the settlements reversed in the period (by the day reversed). */
export function batalTitipan(shop: ShopContext, q: { from: string; to: string; validBy?: string }) {
  const where: SQL[] = [sql`b.status = 'BATAL'`, sql`b.tgl_batal between ${q.from}::date and ${q.to}::date`];
  if (q.validBy) where.push(sql`upper(b.batal_by) = ${q.validBy}`);
  return run(
    shop.db,
    sql`select b.no_faktur_titip_simpan, b.tgl_batal::text as tgl_batal, t.nama_customer, b.jenis,
      b.tanggal::text as tgl_lunas, b.total_bayar, b.batal_alasan as alasan, b.batal_by
    from ${shop.t.titipSimpanBayar} b
    join ${shop.t.titipSimpan} t on t.no_faktur_titip_simpan = b.no_faktur_titip_simpan
    where ${and(where)}
    order by b.tgl_batal, b.id`,
  );
}

/** Laporan Titipan Simpan Lunas: the settlements that stand, by settlement day or term start. */
export function lunasTitipan(
  shop: ShopContext,
  q: {
    from: string;
    to: string;
    typeTgl: 'tgl_lunas' | 'tgl_titip_simpan';
    jenis?: string;
    validBy?: string;
  },
) {
  const day = q.typeTgl === 'tgl_lunas' ? sql`b.tanggal` : sql`b.tgl_dari`;
  const where: SQL[] = [sql`b.status = 'OK'`, sql`${day} between ${q.from}::date and ${q.to}::date`];
  if (q.jenis) where.push(sql`b.jenis = ${q.jenis}`);
  if (q.validBy) where.push(sql`upper(b.input_by) = ${q.validBy}`);
  return run(
    shop.db,
    sql`select b.no_faktur_titip_simpan, b.tgl_dari::text as tgl_titip_simpan, b.tanggal::text as tgl_lunas,
      b.jenis, t.nama_customer, case when b.jenis = 'PELUNASAN' then b.pokok else t.jumlah_titip_simpan end as pokok,
      b.lama_pinjam, b.bunga_pinjam, b.biaya, b.denda_keterlambatan, b.total_bayar, b.kode_sales
    from ${shop.t.titipSimpanBayar} b
    join ${shop.t.titipSimpan} t on t.no_faktur_titip_simpan = b.no_faktur_titip_simpan
    where ${and(where)}
    order by ${day}, b.id`,
  );
}

/** Laporan Lelang Titip Simpan: the deposits auctioned on a day. */
export function lelangTitipan(shop: ShopContext, tglLelang: string) {
  const t = shop.t.titipSimpan;
  return run<{
    no_faktur_titip_simpan: string;
    tgl_system: string;
    tgl_lelang: string;
    nama_customer: string;
    alamat_customer: string;
    berat: string;
    jumlah_titip_simpan: string | number;
    bunga: string;
    pembulatan: number;
    denda_per_hari: string | number;
    tgl_bunga: string;
    tgl_tempo: string;
    surat_pantes: string | number;
    biaya_admin: string | number;
    asuransi: string | number;
    sewa_brankas: string | number;
    biaya_jasa_pencarian: string | number;
  }>(
    shop.db,
    sql`select t.no_faktur_titip_simpan, t.tanggal::text as tgl_system, t.tgl_lelang::text as tgl_lelang,
      t.nama_customer, t.alamat_customer, t.berat_emas::text as berat, t.jumlah_titip_simpan, t.bunga::text as bunga,
      t.pembulatan, t.denda_per_hari, t.tgl_bunga::text as tgl_bunga, t.tgl_tempo::text as tgl_tempo,
      t.surat_pantes, t.biaya_admin, t.asuransi, t.sewa_brankas, t.biaya_jasa_pencarian
    from ${t} t where t.status = 'LELANG' and t.tgl_lelang = ${tglLelang}::date
    order by t.id`,
  );
}
