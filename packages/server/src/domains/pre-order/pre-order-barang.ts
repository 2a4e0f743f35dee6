import { api, isPlaceholderBarcode, PO_MSG } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import { writeTogether } from '../../db/write-together.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { barcodesIn, JENIS_JUAL, ledgerFromItems, lockAndSetStatus } from '../barang/barang.api.ts';

const { BARANG_PRE_ORDER, BARANG_MSG } = api;

/** The stock items goods lines name; '-' is goods not in stock yet. */
export const namedBarcodes = (lines: readonly { kode_barcode: string }[]): string[] =>
  lines.map((l) => l.kode_barcode).filter((k) => !isPlaceholderBarcode(k));

/**
 * The items new POs name are reserved for them, inside the creation's transaction: locked (in barcode
 * order, as a sale locks them) and set to PRE ORDER in one statement; each must have been READY. A
 * barcode not in stock, or named twice (two POs of one import), refuses the whole call and the change
 * rolls back. Of two POs naming one item at once, the second waits for the first's lock, then finds
 * the item reserved. No ledger row: a reserved item is still the shop's stock.
 */
export async function reserveNamedItems(shop: ShopContext, tx: Db, by: string, kodes: readonly string[]) {
  if (!kodes.length) return;
  if (new Set(kodes).size !== kodes.length) throw badRequest(PO_MSG.barcodeNotInStock);
  const { items } = await lockAndSetStatus(shop, tx, kodes, BARANG_PRE_ORDER, by);
  const ready = new Set(items.filter((b) => b.status === 'READY').map((b) => b.kode_barcode));
  if (kodes.some((k) => !ready.has(k))) throw badRequest(PO_MSG.barcodeNotInStock);
}

/** The held items locked and set to `status`; each must still be reserved for the PO (PRE ORDER). */
async function moveHeldItems(
  shop: ShopContext,
  tx: Db,
  kodes: readonly string[],
  status: string,
  by: string,
) {
  if (!kodes.length) return;
  const { items } = await lockAndSetStatus(shop, tx, kodes, status, by);
  const held = new Set(items.filter((b) => b.status === BARANG_PRE_ORDER).map((b) => b.kode_barcode));
  const lost = kodes.find((k) => !held.has(k));
  if (lost) throw conflict(BARANG_MSG.notReady(lost));
}

/** A cancelled PO's items are reserved no more: ordinary stock (READY) the shop may sell again. */
export const releaseNamedItems = (shop: ShopContext, tx: Db, by: string, kodes: readonly string[]) =>
  moveHeldItems(shop, tx, kodes, 'READY', by);

/**
 * Finished POs become sales of their goods, inside the closing's transaction: their named items are
 * SOLD and leave the stock with a JUAL ledger row each (sign -1, as a sale's) under their PO's number.
 */
export async function sellNamedItems(
  shop: ShopContext,
  tx: Db,
  e: { tanggal: string; input_by: string },
  byPo: ReadonlyMap<string, readonly string[]>,
) {
  await moveHeldItems(shop, tx, [...byPo.values()].flat(), 'SOLD', e.input_by);
  await writeTogether(
    tx,
    [...byPo]
      .filter(([, kodes]) => kodes.length)
      .map(([no_po, kodes]) =>
        ledgerFromItems(shop, barcodesIn(shop, kodes), {
          tanggal: e.tanggal,
          jenis: JENIS_JUAL,
          sign: -1,
          no_ref: no_po,
          input_by: e.input_by,
        }),
      ),
  );
}
