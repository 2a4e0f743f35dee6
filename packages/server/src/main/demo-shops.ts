/**
 * The demo chain's shops on one database, and their preparation (migrations, demo data). Shared by
 * `npm start` (demo.ts) and its first-start seeding process (demo-seed.ts).
 */
import type { Database } from '../db/database.ts';
import { migrateSchema } from '../db/migrate.ts';
import { createShopContext } from '../platform/context.ts';
import { loadCredentialKey } from '../platform/secret-box.ts';
import { DEMO_SHOPS } from '../seed/demo-data.ts';
import { seedDemo } from '../seed/seed.ts';
import { dataDir } from './paths.ts';

export const basePort = Number(process.env.PORT ?? 3000);
export const portalOf = (port: number) => `http://localhost:${port}`;

export function demoShops(database: Database) {
  const credentialKey = loadCredentialKey(dataDir);
  return DEMO_SHOPS.map((d) => ({
    def: d,
    port: basePort + d.portOffset,
    shop: createShopContext({
      kode_toko: d.kode_toko,
      appType: d.app_type,
      database,
      // Three shops on three ports: each one's public address is its own (PUBLIC_URL fits one shop).
      config: { publicUrl: portalOf(basePort + d.portOffset), credentialKey },
    }),
  }));
}

/** Migrates every shop's schema and seeds what is missing (all of it only on the first start). */
export async function prepareDemo(
  database: Database,
  shops: ReturnType<typeof demoShops>,
  step: (text: string) => void,
) {
  for (const s of shops) {
    step(`Migrasi database toko ${s.def.kode_toko}`);
    await migrateSchema(database.db, s.shop.schema);
  }
  const [pusat, ...branches] = shops.map((s) => ({ shop: s.shop, portal: portalOf(s.port) }));
  if (!pusat) throw new Error('no head office in the demo');
  await seedDemo(pusat, branches, {
    goods: true,
    members: true,
    onShop: (kode) => step(`Mengisi data demo toko ${kode} (hanya lama pada start pertama)`),
  });
}
