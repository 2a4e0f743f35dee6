// The compiled server: `npm run build -w @emas/server` (the root `npm run build` first builds the web
// app). Writes dist/ with serve.js, backup.js, restore.js and replica.js (our code and @emas/contract in one file
// each, packages left to node_modules), the worker threads precompiled (workers/), PGlite's worker,
// the migrations (drizzle/) and a copy of the built web app (web/). Runs with plain `node`: no tsx,
// no vite, no esbuild at run time. Options: --out <dir> (default dist), --web <dir> (default
// ../web/dist), --no-web (API only).
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { out: { type: 'string' }, web: { type: 'string' }, 'no-web': { type: 'boolean' } },
});
const out = resolve(values.out ?? join(root, 'dist'));
const web = resolve(values.web ?? join(root, '../web/dist'));
if (!values['no-web'] && !existsSync(join(web, 'index.html'))) {
  console.error(`[build] Aplikasi web belum dibangun (${web}): jalankan npm run build dari akar proyek`);
  process.exit(1);
}

/** Packages stay imports resolved from node_modules at run time; the workspace's own (TypeScript) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@emas/') ? undefined : { path: a.path, external: true }));
  },
};
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  plugins: [externalPackages],
  define: { __EMAS_COMPILED__: 'true' },
  logLevel: 'warning',
  legalComments: 'none',
};

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
await build({
  ...common,
  entryPoints: ['serve', 'backup', 'restore', 'replica'].map((n) => join(root, `src/main/${n}.ts`)).filter(existsSync),
  outdir: out,
  format: 'esm',
});
// Workers run as eval'd CommonJS (platform/worker-code.ts), as in development.
await build({
  ...common,
  entryPoints: {
    'pdf-worker': join(root, 'src/domains/laporan/pdf-worker.ts'),
    'label-worker': join(root, 'src/domains/cetak-barcode/label-worker.ts'),
  },
  outdir: join(out, 'workers'),
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
});
await writeFile(join(out, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
await cp(join(root, 'src/db/pglite-worker.mjs'), join(out, 'pglite-worker.mjs'));
await cp(join(root, 'drizzle'), join(out, 'drizzle'), { recursive: true });
if (!values['no-web']) await cp(web, join(out, 'web'), { recursive: true });
console.log(`[build] Server terkompilasi di ${out}: jalankan node ${join(out, 'serve.js')}`);
