/**
 * `npm start`: the demo chain in one process — head office PST on PORT (3000) and the branches TK1 and
 * TK2 on PORT+1 and PORT+2, each with its own schema, API, live channel and web app.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enableShopSwitch } from './demo-shop-switch.ts';
import { dataDir, listenHost, webDist } from './paths.ts';

const started = Date.now();
/** One line per start-up step, so a first start (migrations, seeding) does not look stuck. */
const step = (text: string) => console.log(`[demo ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

// Loaded after the first line: compiling the server's modules is itself a step that takes seconds.
step('Memuat kode server');
const [
  { buildShopServer },
  { demoShops, portalOf, prepareDemo },
  { openDatabaseWithRetry },
  { verifyCredentialKey },
  { stopOnSignals },
] = await Promise.all([
  import('./shop-server.ts'),
  import('./demo-shops.ts'),
  import('./connect-database.ts'),
  import('../domains/system/credential-key.ts'),
  import('./shutdown.ts'),
]);

const url = process.env.DATABASE_URL;
if (!url) mkdirSync(dataDir, { recursive: true });
process.env.BACKUP_DIR ??= join(dataDir, 'backup');
const pgliteDir = join(dataDir, 'pglite');

/** The first start on PGlite seeds in a process of its own (demo-seed.ts), which then ends. */
async function seedInOwnProcess() {
  step('Menyiapkan database demo (hanya pada start pertama)');
  const script = fileURLToPath(new URL('./demo-seed.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: 'inherit',
    env: { ...process.env, DEMO_STARTED: String(started) },
  });
  // Stopped while seeding (Ctrl+C, a test's SIGTERM): the seeding process stops too.
  const abort = () => {
    child.kill('SIGTERM');
    process.exit(1);
  };
  process.once('SIGINT', abort).once('SIGTERM', abort);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  process.off('SIGINT', abort).off('SIGTERM', abort);
  if (code !== 0) throw new Error(`menyiapkan database demo gagal (exit ${code})`);
}

const firstStart = !url && !existsSync(join(pgliteDir, 'PG_VERSION'));
if (firstStart) await seedInOwnProcess();
step(url ? 'Membuka database PostgreSQL' : `Membuka database PGlite di ${pgliteDir}`);
const database = await openDatabaseWithRetry({
  url,
  dataDir: url ? undefined : pgliteDir,
  report: step,
  onPoolError: (err) => step(`koneksi database terputus (${err.message}), disambung lagi saat diperlukan`),
});
const shops = demoShops(database);
if (!firstStart) await prepareDemo(database, shops, step);
for (const s of shops)
  await verifyCredentialKey(s.shop).catch((err: Error) => {
    // A key that is not the data's: one line saying what to do, no stack.
    step(err.message);
    process.exit(1);
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
  `Database: ${url ? 'PostgreSQL' : `PGlite di ${pgliteDir}`}. Login: kasir1 / spv1 / owner1 / admin (dan PUSAT di kantor pusat), password demo1234`,
);

stopOnSignals(servers, database, step);
