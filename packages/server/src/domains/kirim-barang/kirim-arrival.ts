import { api, parseShopBarcode } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { lockBarang } from '../barang/barang.api.ts';
import { deleteGoneBarang, lastShipmentOf } from './kirim-arrival.queries.ts';

const { KIRIM_MSG } = api;
/** The status of a piece at a shop it left for another branch (kirim-barang.service.ts). */
const GONE = 'TERKIRIM';

/**
 * Makes room for received pieces under their own barcodes (a receiving shop never renumbers a piece,
 * DESIGN.md section 3), under a lock on any row of these codes here:
 * - a code this shop never held: nothing to do, the piece is inserted;
 * - a row that left this shop for another branch (TERKIRIM) and is known to be the same piece comes
 *   back: a chain code (TK1-000042) names one piece in the whole chain; a legacy 8-digit code only when
 *   this shop last shipped it to the shop now sending it, which accepted it (it went out and comes back).
 *   Its row is removed to be inserted again as received; its ledger rows stay, so its history here goes on;
 * - a chain code still on its way out of this shop (KIRIM): the same piece, back before this shop heard
 *   that the other shop accepted it; the receipt waits for that confirmation;
 * - anything else is another piece under the same legacy code (those were allocated per shop): the
 *   receipt is refused naming the code, and the clerk refuses (TOLAK) that line, which goes back.
 * Answers the codes of the pieces coming back.
 */
export async function makeRoomForArrivals(
  shop: ShopContext,
  tx: Db,
  asal: string,
  kodes: readonly string[],
): Promise<string[]> {
  if (!kodes.length) return [];
  const held = await lockBarang(shop, tx, kodes);
  if (!held.length) return [];
  const shipped = await lastShipmentOf(
    shop,
    tx,
    held.map((r) => r.kode_barcode),
  );
  const back: string[] = [];
  for (const r of held) {
    const last = shipped.get(r.kode_barcode);
    const wentToSender = last?.kode_toko_tujuan === asal && last.status === 'DITERIMA';
    const same = r.status === GONE && (parseShopBarcode(r.kode_barcode) !== undefined || wentToSender);
    if (r.status === 'KIRIM' && parseShopBarcode(r.kode_barcode))
      throw conflict(KIRIM_MSG.barcodeStillSent(r.kode_barcode));
    if (!same) throw conflict(KIRIM_MSG.barcodeTaken(r.kode_barcode, asal));
    back.push(r.kode_barcode);
  }
  await deleteGoneBarang(shop, tx, back);
  return back;
}
