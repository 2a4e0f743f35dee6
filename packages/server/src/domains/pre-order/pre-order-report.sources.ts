import {
  indexedKey,
  LAPORAN_CLOSING_PO,
  LAPORAN_OUTSTAND_PO,
  LAPORAN_PENJUALAN_PO,
  LAPORAN_TRANSAKSI_PO,
  PO_REPORT_ITEM_FIELDS as PO_ITEM_FIELDS,
  PO_REPORT_ITEMS as PO_ITEMS,
  type ReportParams,
  type ReportRow,
  refundPo,
  STATUS_PO_LABEL,
  type StatusPo,
  sisaBayar,
} from '@emas/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { registerReportSource } from '../laporan/report-registry.ts';

type PoReportRow = {
  tgl_system: string;
  tgl_selesai: string | null;
  no_po: string;
  no_order: string;
  nama_customer: string;
  no_rekening: string;
  deskripsi: string;
  barang: PoReportItem[] | string | null;
  qty_estimasi: number;
  qty_kirim: number;
  qty_input: number;
  berat_estimasi: string;
  berat_input: string;
  harga_total: number;
  dibayar_rp: number;
  harga_penjualan: number;
  status: string;
};

/** A PO's goods line as the report's answer lists it (`detail_barang[]`, LAPORAN_TRANSAKSI_PO.nest). */
type PoReportItem = { deskripsi: string; kode_barcode: string; berat: string };

const str = (v: unknown) => String(v ?? '');

/**
 * The row as the engine carries it: `barang` becomes the hidden keys of the nested `detail_barang`
 * (indexed nesting); the files print the joined description column.
 */
function withItems<T extends PoReportRow>({ barang, ...r }: T): Omit<T, 'barang'> & ReportRow {
  const items: PoReportItem[] = typeof barang === 'string' ? JSON.parse(barang) : (barang ?? []);
  const keys: ReportRow = {};
  items.forEach((item, i) => {
    for (const f of PO_ITEM_FIELDS) keys[indexedKey(PO_ITEMS, i, f)] = item[f];
  });
  return { ...r, ...keys } as Omit<T, 'barang'> & ReportRow;
}

/**
 * The POs (not cancelled) of a period with their goods descriptions joined and upper-cased, by the
 * business day they were taken on (`by: 'selesai'`: the day they were finished), plus `where`.
 */
async function poRows(shop: ShopContext, params: ReportParams, by: 'tanggal' | 'selesai', extra: SQL[] = []) {
  const p = shop.t.preOrder;
  const b = shop.t.preOrderBarang;
  const day = by === 'selesai' ? sql`${p.tgl_selesai}` : sql`${p.tanggal}`;
  const where = [
    sql`${day} between ${str(params.tgl_from)} and ${str(params.tgl_to)}`,
    sql`${p.status} <> 'BATAL'`,
    ...extra,
  ];
  const rows = rowsOf<PoReportRow>(
    await shop.db.execute(sql`
      select ${day}::text as tgl_system, ${p.tgl_selesai}::text as tgl_selesai, ${p.no_po} as no_po,
        ${p.no_order} as no_order, ${p.nama_customer} as nama_customer, ${p.no_rekening} as no_rekening,
        upper(coalesce((select string_agg(${b.deskripsi}, ', ' order by ${b.id}) from ${b} where ${b.no_po} = ${p.no_po}), '')) as deskripsi,
        (select json_agg(json_build_object('deskripsi', ${b.deskripsi}, 'kode_barcode', ${b.kode_barcode},
            'berat', ${b.berat}::text) order by ${b.id})
          from ${b} where ${b.no_po} = ${p.no_po}) as barang,
        ${p.qty_estimasi} as qty_estimasi, ${p.qty_kirim} as qty_kirim, ${p.qty_input} as qty_input,
        ${p.berat_estimasi}::text as berat_estimasi, ${p.berat_input}::text as berat_input,
        ${p.harga_total}::bigint as harga_total, ${p.dibayar_rp}::bigint as dibayar_rp,
        ${p.harga_penjualan}::bigint as harga_penjualan, ${p.status} as status
      from ${p}
      where ${sql.join(where, sql` and `)}
      order by ${day}, ${p.id}
      limit 100000`),
  );
  return rows.map(withItems);
}

const money = (r: Pick<PoReportRow, 'harga_total' | 'dibayar_rp' | 'harga_penjualan'>) => ({
  harga_total: Number(r.harga_total),
  dibayar_rp: Number(r.dibayar_rp),
  harga_penjualan: Number(r.harga_penjualan),
});
const label = (s: string) => STATUS_PO_LABEL[s as StatusPo] ?? s;

/** Laporan Transaksi Po: the period's POs by status, name, account, description, weight and amount. */
registerReportSource(LAPORAN_TRANSAKSI_PO.key, async function* ({ shop, params }) {
  const p = shop.t.preOrder;
  const b = shop.t.preOrderBarang;
  const extra: SQL[] = [];
  if (params.status && params.status !== 'ALL') extra.push(sql`${p.status} = ${params.status}`);
  if (params.nama_customer) extra.push(sql`${p.nama_customer} ilike ${`%${params.nama_customer}%`}`);
  if (params.no_rekening) extra.push(sql`${p.no_rekening} ilike ${`%${params.no_rekening}%`}`);
  if (params.deskripsi)
    extra.push(
      sql`exists (select 1 from ${b} where ${b.no_po} = ${p.no_po} and ${b.deskripsi} ilike ${`%${params.deskripsi}%`})`,
    );
  const berat = Number(params.berat_estimasi);
  if (params.berat_estimasi && Number.isFinite(berat)) extra.push(sql`${p.berat_estimasi} = ${berat}`);
  const harga = Number(params.harga_estimasi);
  if (params.harga_estimasi && Number.isFinite(harga)) extra.push(sql`${p.harga_estimasi} = ${harga}`);
  const rows = await poRows(shop, params, 'tanggal', extra);
  if (rows.length)
    yield rows.map((r) => ({
      ...r,
      ...money(r),
      sisa_bayar: sisaBayar(Number(r.harga_total), Number(r.dibayar_rp)),
      status: label(r.status),
    })) as unknown as ReportRow[];
});

/** Laporan Penjualan PO: the POs finished in the period, with the refund rule of document 2. */
registerReportSource(LAPORAN_PENJUALAN_PO.key, async function* ({ shop, params }) {
  const rows = await poRows(shop, params, 'selesai');
  if (rows.length)
    yield rows.map((r) => ({
      ...r,
      ...money(r),
      refund: refundPo(Number(r.harga_penjualan), Number(r.harga_total)),
    })) as unknown as ReportRow[];
});

/** Laporan Outstand PO: the period's POs with pieces left to send. */
registerReportSource(LAPORAN_OUTSTAND_PO.key, async function* ({ shop, params }) {
  const p = shop.t.preOrder;
  const rows = await poRows(shop, params, 'tanggal', [sql`${p.qty_kirim} < ${p.qty_estimasi}`]);
  if (rows.length)
    yield rows.map((r) => ({
      ...r,
      ...money(r),
      qty_sisa: r.qty_estimasi - r.qty_kirim,
      status: label(r.status),
    })) as unknown as ReportRow[];
});

/** Laporan Closing Barang Po: the closing lines of the period. */
registerReportSource(LAPORAN_CLOSING_PO.key, async function* ({ shop, params }) {
  const c = shop.t.preOrderClosing;
  const rows = rowsOf<ReportRow>(
    await shop.db.execute(sql`
      select ${c.tanggal}::text as tgl_system, ${c.no_po} as no_po, ${c.status_kirim} as status_kirim,
        ${c.no_resi} as no_resi, ${c.qty} as qty
      from ${c}
      where ${c.tanggal} between ${str(params.tgl_from)} and ${str(params.tgl_to)}
      order by ${c.tanggal}, ${c.id}
      limit 100000`),
  );
  if (rows.length) yield rows;
});
