/**
 * `npm start`: the demo chain in one process — head office PST on PORT (3000) and the branches TK1 and
 * TK2 on PORT+1 and PORT+2, each with its own schema, API, live channel and web app.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrateSchema } from '../db/migrate.ts';
import { buildShopServer } from '../platform/app.ts';
import { createShopContext } from '../platform/context.ts';
import { loadCredentialKey } from '../platform/secret-box.ts';
import { DEMO_SHOPS } from '../seed/demo-data.ts';
import { seedDemo } from '../seed/seed.ts';
import { dataDir, webDist } from './paths.ts';

const basePort = Number(process.env.PORT ?? 3000);
const url = process.env.DATABASE_URL;
if (!url) mkdirSync(dataDir, { recursive: true });
process.env.BACKUP_DIR ??= join(dataDir, 'backup');

const database = await openDatabase({ url, dataDir: url ? undefined : join(dataDir, 'pglite') });
const credentialKey = loadCredentialKey(dataDir);
const shops = DEMO_SHOPS.map((d) => ({
  def: d,
  port: basePort + d.portOffset,
  shop: createShopContext({
    kode_toko: d.kode_toko,
    appType: d.app_type,
    database,
    config: { credentialKey },
  }),
}));
for (const s of shops) await migrateSchema(database.db, s.shop.schema);

const portalOf = (port: number) => `http://localhost:${port}`;
const [pusat, ...branches] = shops.map((s) => ({ shop: s.shop, portal: portalOf(s.port) }));
if (!pusat) throw new Error('no head office in the demo');
await seedDemo(pusat, branches, { goods: true, members: true });

const servers: Awaited<ReturnType<typeof buildShopServer>>[] = [];
for (const s of shops) {
  const server = await buildShopServer(s.shop, { webDist });
  await server.listen(s.port);
  servers.push(server);
  console.log(`${s.def.kode_toko} ${s.def.nama_toko}: ${portalOf(s.port)}`);
}
console.log(
  `Database: ${url ? 'PostgreSQL' : `PGlite di ${join(dataDir, 'pglite')}`}. Login: kasir1 / spv1 / owner1 / admin (dan PUSAT di kantor pusat), password demo1234`,
);

const stop = async () => {
  for (const s of servers) await s.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
