/**
 * `npm start`: the demo chain in one process — head office PST on PORT (3000) and the branches TK1 and
 * TK2 on PORT+1 and PORT+2, each with its own schema, API, live channel and web app.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { enableShopSwitch } from './demo-shop-switch.ts';
import { dataDir, listenHost, webDist } from './paths.ts';

const started = Date.now();
/** One line per start-up step, so a first start (migrations, seeding) does not look stuck. */
const step = (text: string) => console.log(`[demo ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

// Loaded after the first line: compiling the server's modules is itself a step that takes seconds.
step('Memuat kode server');
const [
  { openDatabase },
  { migrateSchema },
  { buildShopServer },
  { createShopContext },
  { loadCredentialKey },
  { DEMO_SHOPS },
  { seedDemo },
] = await Promise.all([
  import('../db/database.ts'),
  import('../db/migrate.ts'),
  import('../platform/app.ts'),
  import('../platform/context.ts'),
  import('../platform/secret-box.ts'),
  import('../seed/demo-data.ts'),
  import('../seed/seed.ts'),
]);

const basePort = Number(process.env.PORT ?? 3000);
const url = process.env.DATABASE_URL;
if (!url) mkdirSync(dataDir, { recursive: true });
process.env.BACKUP_DIR ??= join(dataDir, 'backup');

step(url ? 'Membuka database PostgreSQL' : `Membuka database PGlite di ${join(dataDir, 'pglite')}`);
const database = await openDatabase({ url, dataDir: url ? undefined : join(dataDir, 'pglite') });
const credentialKey = loadCredentialKey(dataDir);
const shops = DEMO_SHOPS.map((d) => ({
  def: d,
  port: basePort + d.portOffset,
  shop: createShopContext({
    kode_toko: d.kode_toko,
    appType: d.app_type,
    database,
    // Three shops on three ports: each one's public address is its own (PUBLIC_URL fits one shop).
    config: { publicUrl: `http://localhost:${basePort + d.portOffset}`, credentialKey },
  }),
}));
for (const s of shops) {
  step(`Migrasi database toko ${s.def.kode_toko}`);
  await migrateSchema(database.db, s.shop.schema);
}

const portalOf = (port: number) => `http://localhost:${port}`;
const [pusat, ...branches] = shops.map((s) => ({ shop: s.shop, portal: portalOf(s.port) }));
if (!pusat) throw new Error('no head office in the demo');
await seedDemo(pusat, branches, {
  goods: true,
  members: true,
  onShop: (kode) => step(`Mengisi data demo toko ${kode} (hanya lama pada start pertama)`),
});

const servers: Awaited<ReturnType<typeof buildShopServer>>[] = [];
for (const s of shops) {
  const server = await buildShopServer(s.shop, { webDist });
  await server.listen(s.port, listenHost);
  servers.push(server);
  step(
    `${s.def.kode_toko} ${s.def.nama_toko}: ${portalOf(s.port)} (mendengarkan di ${listenHost}:${s.port})`,
  );
}
const last = shops[shops.length - 1];
const lastServer = servers[servers.length - 1];
if (last && lastServer && last.def.app_type !== 'PUSAT')
  enableShopSwitch(lastServer.app.server, last.port, listenHost, last.def.kode_toko);
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
