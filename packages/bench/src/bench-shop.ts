/**
 * What the sales benches share about a shop they sell from: its numbered ready items (one weight,
 * one price for all: 00000001, 00000002, ...) and its users' logins through the API.
 */
import type { ShopContext } from '@emas/server/platform/context';
import { DEMO_PASSWORD } from '@emas/server/seed/demo-data';
import { sql } from 'drizzle-orm';

/** Every bench item weighs 2.5 g with 50,000 ongkos: one price for all. */
export const ITEM = { berat: 2.5, ongkos: 50_000 };

/**
 * `count` ready items in tray A01, numbered from..from + count - 1 (1 unless given: barcodes
 * 00000001...), entered on `tanggal`.
 */
export async function insertBenchItems(
  shop: ShopContext,
  count: number,
  tanggal: string,
  from = 1,
): Promise<void> {
  await shop.db.execute(
    sql.raw(`insert into "${shop.schema}".barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki,
      kadar, kadar_cetak, kadar_modal, berat, berat_asli, ongkos, status, tgl_input, no_tambah, created_by)
      select lpad(g::text, 8, '0'), 'CINCIN BENCH ' || g, 'EMAS MUDA', 'CC', 'TOKO', 'A01', 70, '70%', 70,
        ${ITEM.berat}, ${ITEM.berat}, ${ITEM.ongkos}, 'READY', '${tanggal}', 'BENCH', 'bench'
      from generate_series(${from}, ${from + count - 1}) g`),
  );
}

/** A demo-password user's session token at the shop's API (`.../api/v1`). */
export async function benchLogin(api: string, user_id: string): Promise<string> {
  const res = await fetch(`${api}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${user_id}: HTTP ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
