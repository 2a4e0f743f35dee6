/**
 * npm run backup -- --shop TK1 [--out folder]: the shop's PostgreSQL schema (pg_dump, custom format)
 * and its credential key into one new folder. Environment as serve.ts: DATABASE_URL, KODE_TOKO,
 * DB_SCHEMA, DATA_DIR / CREDENTIAL_KEY. With PGlite the store closing writes the backups itself.
 */

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { schemaNameFor } from '../platform/context.ts';
import { dataDir, startDir } from './paths.ts';
import { backupShop } from './pg-backup.ts';

const { values } = parseArgs({ options: { shop: { type: 'string' }, out: { type: 'string' } } });
const kode = (values.shop ?? process.env.KODE_TOKO ?? '').toUpperCase();
const url = process.env.DATABASE_URL;
if (!/^[A-Z0-9_]{1,20}$/.test(kode) || !url) {
  console.error(
    url
      ? 'Sebutkan toko: npm run backup -- --shop TK1 (atau KODE_TOKO=TK1)'
      : 'npm run backup mencadangkan PostgreSQL (DATABASE_URL); dengan PGlite cadangan dibuat setiap tutup toko di BACKUP_DIR',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
try {
  console.log(
    await backupShop({
      url,
      kode_toko: kode,
      schema: process.env.DB_SCHEMA || schemaNameFor(kode),
      dataDir,
      out: resolve(startDir, values.out ?? `backup-${kode.toLowerCase()}-${stamp}`),
    }),
  );
} catch (e) {
  console.error(`Cadangan gagal: ${(e as Error).message}`);
  process.exit(1);
}
