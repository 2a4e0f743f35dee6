/**
 * `npm run bench`: starts the demo chain on fresh data and prints what it measured. Never part of
 * `npm test`: numbers depend on the machine.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM } from '@emas/e2e/browser';
import { ROOT, run, startDemo } from '@emas/e2e/demo';
import { benchApi, benchFanOut } from './api.ts';
import { benchBarang } from './barang.ts';
import { benchKeystroke } from './keystroke.ts';
import { benchLaporan } from './laporan.ts';
import { benchPenjualan } from './penjualan.ts';
import { benchWeb } from './web.ts';

if ((await run('npm', ['run', 'build', '-w', '@emas/web'])) !== 0) process.exit(1);
const demo = await startDemo(Number(process.env.BENCH_PORT ?? 4400));
const results: Record<string, unknown> = {};
try {
  results.api = await benchApi(demo.urls.TK1);
  results.fanOut = await benchFanOut(demo.urls.PST);
  if (existsSync(CHROMIUM)) {
    results.web = await benchWeb(demo.urls.TK1);
    // The counter's barcode field: keystroke to paint at scanner speed (aim: under one frame, 16.7 ms).
    results.counterKeystroke = await benchKeystroke(demo.urls.TK1);
  } else results.web = `skipped: no Chromium at ${CHROMIUM}`;
} finally {
  demo.stop();
}
// Goods list at 200,000 items, on its own fresh databases (PostgreSQL too with BENCH_DATABASE_URL).
results.barang = await benchBarang();
// Sales per second with 1, 4 and 16 cashiers, and pgbench's TPS as the machine's limit.
results.penjualan = await benchPenjualan();
// Reports over a shop-year (1,000,000 sale lines, 200,000 items), PostgreSQL too with BENCH_DATABASE_URL.
results.laporan = await benchLaporan();
console.log(JSON.stringify(results, null, 2));
if (existsSync(join(ROOT, 'packages/web/dist'))) console.log('aim: login page JS under 250 kB gzip');
process.exit(0);
