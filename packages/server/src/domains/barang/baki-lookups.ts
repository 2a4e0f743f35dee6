import type { api } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { activeMasterRows } from '../master/master.api.ts';
import { listBarang } from './barang.service.ts';

/** Document 2's tray look-ups (section 7, Tray), answered from the master Baki and the stock. */

/** The active trays, of one warehouse when `kodeGudang` is given. */
export async function activeBaki(shop: ShopContext, kodeGudang?: string): Promise<api.BakiRow[]> {
  const rows = await activeMasterRows(shop, 'baki');
  return rows
    .map((r) => {
      const d = (r.data ?? {}) as Record<string, unknown>;
      return {
        kode_baki: r.kode,
        nama_baki: String(d.nama_baki ?? r.nama ?? r.kode),
        kode_gudang: String(d.kode_gudang ?? ''),
        berat_baki: Number(d.berat_baki ?? 0),
      };
    })
    .filter((b) => !kodeGudang || b.kode_gudang === kodeGudang);
}

/** Most goods one tray holds on the screen (a tray holds far fewer). */
const TRAY_LIMIT = 500;

/** The ready goods lying in one tray of a warehouse (the data-barang list, filtered). */
export async function readyInBaki(shop: ShopContext, kodeGudang: string, kodeBaki: string) {
  const { rows } = await listBarang(shop, {
    page: 1,
    limit: TRAY_LIMIT,
    status: 'READY',
    kode_gudang: kodeGudang,
    kode_baki: kodeBaki,
  });
  return rows;
}
