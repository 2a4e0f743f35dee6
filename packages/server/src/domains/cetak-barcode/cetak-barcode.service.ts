import { api, formatGram, nowJakartaIso } from '@emas/contract';
import { LABELS_MAX } from '@emas/contract/api/cetak-barcode';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import * as barang from '../barang/barang.service.ts';
import { getTokoSetting } from '../system/system.service.ts';
import { barangByBarcodes } from './cetak-barcode.queries.ts';
import type { Label } from './label-layout.ts';
import { renderLabels } from './label-render.ts';

const { BARANG_MSG } = api;
/** Trays are read in pages of this many items. */
const PAGE = 500;

/**
 * The ready items to print: a barcode range (as the profit update reads it, at most 2000), or every
 * ready item of a tray (at most 2000), in barcode order.
 */
export async function findBarangToPrint(
  shop: ShopContext,
  q: { kode_awal?: string; kode_akhir?: string; kode_baki?: string },
): Promise<api.BarangRow[]> {
  if (q.kode_awal && q.kode_akhir)
    return barang.readyForProfit(shop, { kode_awal: q.kode_awal, kode_akhir: q.kode_akhir });
  if (!q.kode_baki) return [];
  const out: api.BarangRow[] = [];
  let after: string | undefined;
  for (;;) {
    const { rows } = await barang.listBarang(shop, {
      page: 1,
      limit: PAGE,
      kode_baki: q.kode_baki,
      status: 'READY',
      after,
    });
    out.push(...rows);
    if (out.length > LABELS_MAX) throw badRequest(BARANG_MSG.rangeTooWide);
    if (rows.length < PAGE) break;
    after = rows.at(-1)?.kode_barcode;
  }
  return out.sort((a, b) => a.kode_barcode.localeCompare(b.kode_barcode));
}

/**
 * The labels of the given items as a PDF, in the order given. Every barcode must exist; the print is
 * recorded in the barcode print history (the same service as `barang/cetak-barcode-histories`) once
 * the file is made, so a failed layout records nothing.
 */
export async function printLabels(
  shop: ShopContext,
  user: SessionUser,
  kodes: readonly string[],
  log?: (e: unknown) => void,
): Promise<Buffer> {
  const found = new Map((await barangByBarcodes(shop, kodes)).map((r) => [r.kode_barcode, r]));
  const labels: Label[] = kodes.map((k) => {
    const r = found.get(k);
    if (!r) throw notFound(BARANG_MSG.barcodeMissing(k));
    return {
      kode_barcode: r.kode_barcode,
      nama_barang: r.nama_barang,
      berat: formatGram(r.berat),
      kadar_cetak: r.kadar_cetak,
      kode_baki: r.kode_baki,
    };
  });
  const toko = await getTokoSetting(shop);
  const pdf = await renderLabels(
    labels,
    { shopName: toko.nama_toko, printedBy: user.user_id, printedAt: nowJakartaIso() },
    log,
  );
  await barang.cetakBarcode(shop, user, kodes);
  return pdf;
}
