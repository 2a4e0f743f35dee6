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
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { registerReportSource } from '../laporan/report-registry.ts';
import {
  type PoReportFilter,
  type PoReportItem,
  type PoReportRow,
  poClosingRows,
  poReportRows,
} from './pre-order.queries.ts';

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

/** The POs of a period (poReportRows) with their goods as the report's hidden keys. */
const poRows = async (
  shop: ShopContext,
  params: ReportParams,
  by: 'tanggal' | 'selesai',
  filter: PoReportFilter = {},
) => (await poReportRows(shop, str(params.tgl_from), str(params.tgl_to), by, filter)).map(withItems);

const money = (r: Pick<PoReportRow, 'harga_total' | 'dibayar_rp' | 'harga_penjualan'>) => ({
  harga_total: Number(r.harga_total),
  dibayar_rp: Number(r.dibayar_rp),
  harga_penjualan: Number(r.harga_penjualan),
});
const label = (s: string) => STATUS_PO_LABEL[s as StatusPo] ?? s;

/** Laporan Transaksi Po: the period's POs by status, name, account, description, weight and amount. */
registerReportSource(LAPORAN_TRANSAKSI_PO.key, async function* ({ shop, params }) {
  const berat = Number(params.berat_estimasi);
  const harga = Number(params.harga_estimasi);
  const rows = await poRows(shop, params, 'tanggal', {
    status: params.status && params.status !== 'ALL' ? params.status : undefined,
    nama_customer: params.nama_customer || undefined,
    no_rekening: params.no_rekening || undefined,
    deskripsi: params.deskripsi || undefined,
    berat_estimasi: params.berat_estimasi && Number.isFinite(berat) ? berat : undefined,
    harga_estimasi: params.harga_estimasi && Number.isFinite(harga) ? harga : undefined,
  });
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
  const rows = await poRows(shop, params, 'tanggal', { outstanding: true });
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
  const rows = rowsOf<ReportRow>(await poClosingRows(shop, str(params.tgl_from), str(params.tgl_to)));
  if (rows.length) yield rows;
});
