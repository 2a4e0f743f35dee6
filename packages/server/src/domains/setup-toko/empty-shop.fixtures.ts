import { randomBytes } from 'node:crypto';
import { todayJakarta } from '@emas/contract';
import argon2 from 'argon2';
import type { Database } from '../../db/database.ts';
import { migrateSchema } from '../../db/migrate.ts';
import { buildShopServer, type ShopServer } from '../../main/shop-server.ts';
import { createShopContext } from '../../platform/context.ts';
import { insertToko, insertUsers } from '../../seed/seed.queries.ts';
import { LATE_CLOCK } from '../../test/harness.ts';

export const EMPTY_SHOP_PASSWORD = 'rahasia123';

/**
 * A shop as `npm run serve` first starts it on an empty database: the shop row and user admin only
 * (no masters, prices or other users), on the chain's database in a schema of its own.
 */
export async function startEmptyShop(database: Database, kode: string, listen = false): Promise<ShopServer> {
  const shop = createShopContext({
    kode_toko: kode,
    appType: 'TOKO',
    database,
    schema: `t${randomBytes(4).toString('hex')}_${kode.toLowerCase()}`,
    config: { loginMaxFailures: 1000, clock: LATE_CLOCK },
  });
  await migrateSchema(database.db, shop.schema);
  await insertToko(shop, {
    kode_toko: kode,
    nama_toko: `TOKO ${kode}`,
    alamat_toko: '',
    no_telp: '',
    no_whatsapp: '',
    tgl_system: todayJakarta(),
    app_type: 'TOKO',
  });
  await insertUsers(shop, [
    {
      user_id: 'admin',
      user_name: 'ADMINISTRATOR',
      level: 'SU',
      no_hp: '',
      password_hash: await argon2.hash(EMPTY_SHOP_PASSWORD),
    },
  ]);
  const server = await buildShopServer(shop, { logLevel: 'silent' });
  if (listen) await server.listen(0, '127.0.0.1');
  return server;
}
