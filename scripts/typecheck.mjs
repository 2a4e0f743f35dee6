// `npm run typecheck`: one `tsc -b` over the workspaces' project references. The contract (and the
// server, which bench and e2e import) is checked once and emits declarations to .tsbuild/; the others
// check against those .d.ts files instead of re-checking the sources. `tsc -b` rebuilds what changed
// since the last run, but it does not notice a change in node_modules (microsoft/TypeScript#53684):
// so .tsbuild/ is thrown away whenever the installed packages differ from the last run's.
// Arguments: workspace names to check only those (and what they reference), e.g. `-- server`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['contract', 'server', 'web', 'e2e', 'bench'];
const asked = process.argv.slice(2);
for (const name of asked) {
  if (!workspaces.includes(name)) {
    console.error(`[typecheck] unknown workspace ${name}; one of ${workspaces.join(', ')}`);
    process.exit(2);
  }
}

const outDir = join(root, '.tsbuild');
const stampFile = join(outDir, 'installed-packages.sha256');
// npm rewrites node_modules/.package-lock.json on every install that changes the tree.
const installed = join(root, 'node_modules/.package-lock.json');
const stamp = existsSync(installed)
  ? createHash('sha256').update(readFileSync(installed)).digest('hex')
  : 'unknown';
const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (stamp === 'unknown' || stamp !== previous) rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
writeFileSync(stampFile, stamp);

const tsc = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');
const projects = (asked.length > 0 ? asked : workspaces).map((name) => join(root, 'packages', name));
const run = spawnSync(process.execPath, [tsc, '-b', ...projects], { stdio: 'inherit' });
process.exit(run.status ?? 1);
