import { api, looksLikeBarcode, normalizeBarcode } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { listMembers } from '../member/member.service.ts';
import { findBusinessDay } from '../system/business-day.ts';
import {
  countHeldSales,
  heldSales,
  insertHeldSale,
  lookUpItems,
  readySummary,
  type StoredHeldSale,
  takeHeldSale,
} from './counter.queries.ts';
import { counterSettings } from './counter-settings.ts';
import { groupPrices, quoteItem } from './penjualan.service.ts';

const { COUNTER_MSG: MSG } = api;

/** The counter's helpers: held sales, the price and stock look-up, the member search. */

const toHeldSale = (r: StoredHeldSale): api.HeldSale => ({
  id: r.id,
  input_by: r.input_by,
  keterangan: r.keterangan,
  nama_customer: r.nama_customer,
  jumlah_barang: r.jumlah_barang,
  total: r.total,
  created_at: r.created_at.toISOString(),
  data: r.data as api.HeldSale['data'],
});

/** Puts a cart on hold for the shop (at most MAX_HELD_SALES wait at once). */
export async function holdSale(
  shop: ShopContext,
  user: SessionUser,
  body: api.HoldSaleBody,
): Promise<api.HeldSale> {
  const { total, ...data } = api.holdSaleBody.parse(body);
  if ((await countHeldSales(shop)) >= api.MAX_HELD_SALES) throw conflict(MSG.heldFull(api.MAX_HELD_SALES));
  const [row] = await insertHeldSale(shop, {
    input_by: user.user_id,
    keterangan: (data.keterangan ?? '').toUpperCase(),
    nama_customer: (data.nama_customer ?? '').toUpperCase(),
    jumlah_barang: data.detail_barang.length,
    total,
    data,
  });
  if (!row) throw new Error('held sale not stored');
  return toHeldSale(row);
}

export const listHeldSales = async (shop: ShopContext) => (await heldSales(shop)).map(toHeldSale);

/** Takes a held sale off the list (its items are priced again by the counter). */
export async function recallHeldSale(shop: ShopContext, id: number): Promise<api.HeldSale> {
  const row = await takeHeldSale(shop, id);
  if (!row) throw notFound(MSG.heldNotFound);
  return toHeldSale(row);
}

const LOOK_UP_ROWS = 20;

/**
 * The cashier's read-only look-up: a barcode (any status; digits padded to 8 like a scan, or a chain code) or part of a
 * name (ready items), with today's counter price; never the cost or the profit.
 */
export async function cekBarang(
  shop: ShopContext,
  q: { cari: string; kode_group?: string },
): Promise<api.CekBarang> {
  const byBarcode = /^\d+$/.test(q.cari) || looksLikeBarcode(q.cari);
  if (byBarcode && !looksLikeBarcode(q.cari)) throw badRequest(api.BARANG_MSG.barcodeMissing(q.cari));
  const filter: api.ListBarangQuery = {
    page: 1,
    limit: LOOK_UP_ROWS,
    status: byBarcode ? 'ALL' : 'READY',
    ...(byBarcode ? { kode_barcode: normalizeBarcode(q.cari) } : { nama_barang: q.cari }),
    ...(q.kode_group ? { kode_group: q.kode_group } : {}),
  };
  const [items, ready, settings, tanggal] = await Promise.all([
    lookUpItems(shop, filter, LOOK_UP_ROWS),
    readySummary(shop, filter),
    counterSettings(shop),
    findBusinessDay(shop),
  ]);
  const prices = await groupPrices(shop, shop.db, tanggal);
  const rows = items.map((b): api.CekBarangRow => {
    let quote: api.SaleQuote | null = null;
    if (b.status === 'READY')
      try {
        quote = quoteItem(b, prices.get(b.kode_group), settings);
      } catch {
        // No gold price for the group today: the item shows without a price.
      }
    return {
      kode_barcode: b.kode_barcode,
      nama_barang: b.nama_barang,
      kode_group: b.kode_group,
      kode_dept: b.kode_dept,
      kadar_cetak: b.kadar_cetak,
      berat: Number(b.berat),
      kode_gudang: b.kode_gudang,
      kode_baki: b.kode_baki,
      status: b.status as api.CekBarangRow['status'],
      harga: quote?.harga_total ?? null,
      harga_gram: quote?.harga_gram ?? null,
    };
  });
  return { rows, ready: ready.qty, ready_berat: ready.berat };
}

/** Active members whose code, name or phone number holds the text (a phone typed with spaces too). */
export async function findCounterMembers(shop: ShopContext, cari: string): Promise<api.MemberRow[]> {
  const search = /^[\d\s+-]+$/.test(cari) ? cari.replace(/[\s-]/g, '') : cari;
  const { rows } = await listMembers(shop, { page: 1, limit: 10, search });
  return rows.filter((m) => m.status === 'ACTIVE');
}
