import { api } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { insertBarangWithLedger, lockBarang, type NewBarang, updateBarang } from '../barang/barang.api.ts';
import { lockPesananList, markPesanan, type StoredPesanan } from './pesanan.queries.ts';

const MSG = api.PESANAN_MSG;

/** The status of an item delivered for an order: reserved, only the order's pick-up sells it. */
export const BARANG_PESANAN = 'PESANAN';

/** An item the goldsmith delivered (its barcode given), with the order it is for. */
export type OrderItem = { no_pesanan: string; id_barang_pesanan?: number; item: NewBarang };

/**
 * The goldsmith's delivery, inside the caller's transaction — Terima Pesanan and the bulk add
 * (tambah-barang-banyak with no_pesanan / id_barang_pesanan) alike. The orders are locked first; each
 * must exist, be PESAN and get one item of its group (its item line, when id_barang_pesanan is given).
 * Then each item enters stock reserved for its order (status PESANAN) with its TAMBAH ledger row
 * referring to the order, and the order becomes SIAP with the item's barcode. Every check runs before
 * the first write, so a refusal writes nothing; of two deliveries of one order one wins.
 */
export async function deliverOrderItems(
  shop: ShopContext,
  tx: Db,
  e: { tanggal: string; input_by: string },
  deliveries: readonly OrderItem[],
): Promise<StoredPesanan[]> {
  if (!deliveries.length) return [];
  const nos = deliveries.map((d) => d.no_pesanan);
  const twice = nos.find((n, i) => nos.indexOf(n) !== i);
  if (twice) throw badRequest(MSG.deliveredTwice(twice));
  const orders = new Map((await lockPesananList(shop, tx, nos)).map((o) => [o.no_pesanan, o]));
  for (const d of deliveries) {
    const o = orders.get(d.no_pesanan);
    if (!o) throw notFound(MSG.orderUnknown(d.no_pesanan));
    if (o.status !== 'PESAN') throw conflict(MSG.notOrdered(o.no_pesanan));
    if (d.id_barang_pesanan !== undefined && d.id_barang_pesanan !== o.id)
      throw badRequest(MSG.itemNotOfOrder(o.no_pesanan));
    if (d.item.kode_group !== o.kode_group) throw badRequest(MSG.groupNotOfOrder(o.no_pesanan, o.kode_group));
  }
  const ready: StoredPesanan[] = [];
  for (const d of deliveries) {
    await insertBarangWithLedger(shop, tx, [d.item], {
      tanggal: e.tanggal,
      no_tambah: d.no_pesanan,
      input_by: e.input_by,
      status: BARANG_PESANAN,
    });
    ready.push(
      await markPesanan(shop, tx, d.no_pesanan, { status: 'SIAP', kode_barcode: d.item.kode_barcode }),
    );
  }
  return ready;
}

/**
 * The pick-up sale of orders is cancelled (Batal Penjualan), inside its transaction: each order is
 * locked and goes back to SIAP — its estimate, its down payment as what is paid, no pick-up day — so
 * that its item (the caller returns it to status PESANAN) stays reserved for it, not free stock.
 */
export async function reopenPickedUpOrders(
  shop: ShopContext,
  tx: Db,
  lines: readonly { no_pesanan: string; kode_barcode: string }[],
): Promise<void> {
  if (!lines.length) return;
  const orders = new Map(
    (
      await lockPesananList(
        shop,
        tx,
        lines.map((l) => l.no_pesanan),
      )
    ).map((o) => [o.no_pesanan, o]),
  );
  for (const l of lines) {
    const o = orders.get(l.no_pesanan);
    if (o?.status !== 'DIAMBIL' || o.kode_barcode !== l.kode_barcode)
      throw conflict(MSG.pickUpNotOpen(l.no_pesanan));
    await markPesanan(shop, tx, o.no_pesanan, {
      status: 'SIAP',
      tgl_ambil: null,
      total_harga: o.total_estimasi,
      jumlah_bayar: o.dp_rp,
    });
  }
}

/**
 * A delivered order (SIAP) is cancelled: its item stays where it lies but is reserved no more — it
 * becomes ordinary stock (READY) the shop may sell. It must still be reserved (never sold meanwhile).
 */
export async function releaseOrderItem(shop: ShopContext, tx: Db, order: StoredPesanan, by: string) {
  if (order.status !== 'SIAP' || !order.kode_barcode) return;
  const [item] = await lockBarang(shop, tx, [order.kode_barcode]);
  if (item?.status !== BARANG_PESANAN) throw conflict(api.BARANG_MSG.notReady(order.kode_barcode));
  await updateBarang(shop, tx, [order.kode_barcode], { status: 'READY' }, by);
}
