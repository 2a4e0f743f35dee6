// `npm run backup` / `npm run restore` (and any src/main script): the TypeScript source through tsx
// where it is installed (development), else the compiled dist/<name>.js (production, `npm ci --omit=dev`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
let tsx = null;
try {
  tsx = import.meta.resolve('tsx');
} catch {}
const compiled = join(root, 'dist', `${name}.js`);
if (!tsx && existsSync(compiled)) {
  process.argv = [process.argv[0], compiled, ...args];
  await import(pathToFileURL(compiled).href);
} else {
  const r = spawnSync(process.execPath, ['--import', tsx, join(root, 'src/main', `${name}.ts`), ...args], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
