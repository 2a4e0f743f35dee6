import { MODULE } from '@emas/contract';
import { tambahBarangManual } from '../domains/barang-manual/barang-manual.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { upsertModule } from '../platform/modules.queries.ts';
import { forgetModules } from '../platform/modules.ts';
import { seedUser as user } from './seed-user.ts';

const owner = user('owner1', 'OWN');

/**
 * The demo's manual items (issue 19), with the manual-items module switched on: gold bars (LM) by
 * type in the LM tray A08 and small accessories (ACC) in A07, counted by qty and weight. No document:
 * the demo's cash drawers stay as the other seeds leave them.
 */
export async function seedBarangManual(shop: ShopContext): Promise<void> {
  await upsertModule(shop, shop.db, MODULE.MANUAL_ITEMS_TRANSACTION, true, null);
  forgetModules(shop);
  await tambahBarangManual(shop, owner, {
    kode_gudang: 'TOKO',
    kode_toko: 'A08',
    detail_barang: [
      { kode_group: 'LM', kode_dept: 'LM1', qty: 20, berat: 20, harga_modal: 1_150_000 },
      { kode_group: 'LM', kode_dept: 'LM5', qty: 8, berat: 40, harga_modal: 1_140_000 },
      { kode_group: 'LM', kode_dept: 'LM10', qty: 4, berat: 40, harga_modal: 1_135_000 },
    ],
  });
  await tambahBarangManual(shop, owner, {
    kode_gudang: 'TOKO',
    kode_toko: 'A07',
    detail_barang: [
      { kode_group: 'ACC', kode_dept: 'ATL', qty: 30, berat: 15, harga_modal: 0 },
      { kode_group: 'ACC', kode_dept: 'AKT', qty: 12, berat: 6, harga_modal: 0 },
    ],
  });
}
