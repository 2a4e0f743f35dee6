import type { api } from '@emas/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { barcodesIn, writeLedgerFromItems } from '../barang/barang.api.ts';
import { escapeLike } from '../dokumen/dokumen.api.ts';
import type { StoredHutang } from './hutang.queries.ts';

type LelangFilter = z.output<typeof api.lelangHutangQuery>;

const ALL_GROUPS = new Set(['SEMUA', 'ALL']);

/**
 * The loans that may be auctioned on `today` (AKTIF, tgl_tempo before it) under the lelang list's
 * filters: one page in due-date order (the longest overdue first), and how many there are in all.
 */
export async function lelangPage(
  shop: ShopContext,
  f: LelangFilter,
  today: string,
  limit: number,
): Promise<{ rows: StoredHutang[]; total: number }> {
  const h = shop.t.hutang;
  const d = shop.t.hutangDetail;
  const where: SQL[] = [sql`${h.status} = 'AKTIF'`, sql`${h.tgl_tempo} < ${today}::date`];
  if (f.tgl_awal && f.tgl_akhir) {
    const col = f.type_tgl === 'tgl_tempo' ? h.tgl_tempo : h.tanggal;
    where.push(sql`${col} between ${f.tgl_awal}::date and ${f.tgl_akhir}::date`);
  }
  const contains = (col: AnyColumn, v: string | undefined) => {
    if (v) where.push(sql`${col} ilike ${escapeLike(v)}`);
  };
  contains(h.no_faktur_manual, f.no_faktur_manual);
  contains(h.no_faktur_hutang, f.no_faktur_hutang);
  contains(h.kode_member, f.kode_member);
  contains(h.nama_customer, f.nama_customer);
  contains(h.alamat_customer, f.alamat_customer);
  const group = f['detail_barang.kode_group'];
  if (group && !ALL_GROUPS.has(group))
    where.push(sql`exists (select 1 from ${d} where ${d.no_faktur_hutang} = ${h.no_faktur_hutang}
      and ${d.kode_group} = ${group})`);
  if (f.deskripsi) {
    const like = escapeLike(f.deskripsi);
    where.push(sql`(${h.keterangan} ilike ${like} or exists (select 1 from ${d}
      where ${d.no_faktur_hutang} = ${h.no_faktur_hutang} and ${d.nama_barang} ilike ${like}))`);
  }
  const cond = sql.join(where, sql` and `);
  const [rows, counted] = [
    await shop.db.select().from(h).where(cond).orderBy(h.tgl_tempo, h.id).limit(limit).offset(f.skip),
    rowsOf<{ n: number }>(await shop.db.execute(sql`select count(*)::int as n from ${h} where ${cond}`)),
  ];
  return { rows, total: counted[0]?.n ?? 0 };
}

/** Every overdue open loan on `today` (what the dashboard flags), only the columns its sums need. */
export const overdueLoans = async (shop: ShopContext, today: string) =>
  rowsOf<{
    jumlah_hutang: string | number;
    bunga: string;
    minimal_hari: number;
    pembulatan: number;
    tgl_bunga: string;
  }>(
    await shop.db.execute(sql`select ${shop.t.hutang.jumlah_hutang} as jumlah_hutang, ${shop.t.hutang.bunga}::text as bunga,
      ${shop.t.hutang.minimal_hari} as minimal_hari, ${shop.t.hutang.pembulatan} as pembulatan,
      ${shop.t.hutang.tgl_bunga}::text as tgl_bunga
    from ${shop.t.hutang}
    where ${shop.t.hutang.status} = 'AKTIF' and ${shop.t.hutang.tgl_tempo} < ${today}::date`),
  );

/**
 * The auctioned pieces (already out of TITIP, see movePieces) become stock: moved to `gudang` (no
 * tray) with their cost, and a ledger row in there. The caller has locked them.
 */
export async function piecesToStock(
  shop: ShopContext,
  tx: Db,
  pieces: readonly { kode_barcode: string; harga_modal: number }[],
  e: { tanggal: string; gudang: string; no_ref: string; jenis: string; keterangan: string; input_by: string },
): Promise<void> {
  const b = shop.t.barang;
  await tx.execute(sql`
    update ${b} set kode_gudang = ${e.gudang}, kode_baki = '', harga_modal = x.harga_modal,
      updated_by = ${e.input_by}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(pieces)}::jsonb) as x(kode_barcode text, harga_modal bigint)
    where ${b.kode_barcode} = x.kode_barcode`);
  await writeLedgerFromItems(
    shop,
    tx,
    barcodesIn(
      shop,
      pieces.map((p) => p.kode_barcode),
    ),
    {
      tanggal: e.tanggal,
      jenis: e.jenis,
      sign: 1,
      no_ref: e.no_ref,
      keterangan: e.keterangan,
      input_by: e.input_by,
    },
  );
}
