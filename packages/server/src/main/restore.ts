/**
 * npm run restore -- <backup folder> [--force]: the shop's schema back into DATABASE_URL (best a new,
 * empty database) and its credential key into DATA_DIR (or checked against CREDENTIAL_KEY). Refuses a
 * schema that already holds tables, and a different key, unless --force.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir, startDir } from './paths.ts';
import { restoreShop } from './pg-backup.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean' } },
  allowPositionals: true,
});
const url = process.env.DATABASE_URL;
const from = positionals[0];
if (!url || !from) {
  console.error('Pemakaian: DATABASE_URL=postgres://... npm run restore -- <folder cadangan> [--force]');
  process.exit(2);
}
try {
  console.log(await restoreShop({ url, from: resolve(startDir, from), dataDir, force: values.force }));
} catch (e) {
  console.error(`Pemulihan gagal: ${(e as Error).message}`);
  process.exit(1);
}
