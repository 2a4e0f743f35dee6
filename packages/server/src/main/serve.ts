/**
 * One shop's server, as a real deployment runs it: `npm run serve -- --shop TK1` or KODE_TOKO=TK1.
 * Environment: PORT, DATABASE_URL (else PGlite under DATA_DIR), APP_TYPE (PUSAT for head office),
 * NAMA_TOKO, ALAMAT_TOKO and ADMIN_PASSWORD for the very first start (creates the shop and user admin),
 * DB_CONNECT_TIMEOUT_MS (how long a database that does not answer is waited for), SHUTDOWN_TIMEOUT_MS.
 * SIGTERM/SIGINT: stops accepting, lets the requests in progress finish, hands the outbox back, exits 0.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { todayJakarta } from '@emas/contract';
import argon2 from 'argon2';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database.ts';
import { migrateSchema } from '../db/migrate.ts';
import { CredentialKeyMismatch, verifyCredentialKey } from '../domains/system/credential-key.ts';
import { createShopContext } from '../platform/context.ts';
import { loadCredentialKey } from '../platform/secret-box.ts';
import { hasToko, insertToko, insertUsers } from '../seed/seed.queries.ts';
import { connectFailureLine, openDatabaseWithRetry, StartupError } from './connect-database.ts';
import { dataDir, listenHost, webDist } from './paths.ts';
import { buildShopServer } from './shop-server.ts';
import { stopOnSignals } from './shutdown.ts';

const { values } = parseArgs({
  options: { shop: { type: 'string' }, port: { type: 'string' } },
  allowPositionals: true,
});
const kode = (values.shop ?? process.env.KODE_TOKO ?? '').toUpperCase();
if (!/^[A-Z0-9_]{1,20}$/.test(kode)) {
  console.error('Sebutkan toko: npm run serve -- --shop TK1 (atau KODE_TOKO=TK1)');
  process.exit(2);
}
const appType = process.env.APP_TYPE === 'PUSAT' ? 'PUSAT' : 'TOKO';
const port = Number(values.port ?? process.env.PORT ?? 3000);
const url = process.env.DATABASE_URL;
if (!url) mkdirSync(dataDir, { recursive: true });
// With PGlite the store closing keeps a backup of each closed day (README); PostgreSQL needs none.
if (!url) process.env.BACKUP_DIR ??= join(dataDir, 'backup');

/** One line to the operator (stderr), named by the shop. */
const report = (line: string) => console.error(`[serve ${kode}] ${line}`);

async function start() {
  const database = await openDatabaseWithRetry({
    url,
    dataDir: url ? undefined : join(dataDir, `pglite-${kode.toLowerCase()}`),
    report,
    // A connection the database ended while idle: the pool opens another when one is needed.
    onPoolError: (err) =>
      report(`koneksi database terputus (${describeDatabaseError(err)}), disambung lagi saat diperlukan`),
  });
  const shop = createShopContext({
    kode_toko: kode,
    appType,
    database,
    schema: process.env.DB_SCHEMA,
    config: { credentialKey: loadCredentialKey(dataDir) },
  });
  await migrateSchema(database.db, shop.schema);
  if (!(await hasToko(shop))) {
    const password = process.env.ADMIN_PASSWORD;
    if (!password || password.length < 8) {
      console.error('Start pertama: isi ADMIN_PASSWORD (minimal 8 karakter) untuk user admin');
      process.exit(2);
    }
    await insertToko(shop, {
      kode_toko: kode,
      nama_toko: (process.env.NAMA_TOKO ?? `TOKO ${kode}`).toUpperCase(),
      alamat_toko: process.env.ALAMAT_TOKO ?? '',
      no_telp: '',
      no_whatsapp: '',
      tgl_system: todayJakarta(),
      app_type: appType,
    });
    await insertUsers(shop, [
      {
        user_id: 'admin',
        user_name: 'ADMINISTRATOR',
        level: 'SU',
        no_hp: '',
        password_hash: await argon2.hash(password),
      },
    ]);
  }
  if ((await verifyCredentialKey(shop)) === 'recorded')
    report(
      'sidik CREDENTIAL_KEY dicatat di database: setiap proses dan restore toko ini harus memakai kunci yang sama',
    );
  const server = await buildShopServer(shop, { webDist });
  await server.listen(port, listenHost);
  stopOnSignals(server, database, report);
}

start().catch(async (err) => {
  // What the operator can act on, in one line; a stack trace only when asked for (LOG_LEVEL=debug).
  if (err instanceof StartupError || err instanceof CredentialKeyMismatch) report(err.message);
  else if (isDatabaseUnavailable(err)) report(`start gagal: ${connectFailureLine(url ?? '', err)}`);
  else
    report(
      `start gagal: ${process.env.LOG_LEVEL === 'debug' ? (err as Error).stack : describeDatabaseError(err)}`,
    );
  process.exit(1);
});
