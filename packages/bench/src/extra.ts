/**
 * The earlier measures outside issue 21's table (API latency, head-office fan-out, the web screens,
 * the counter's keystroke, the goods list at 200,000 items), printed as JSON: `npm run bench -- extra`.
 */
import { existsSync } from 'node:fs';
import { CHROMIUM } from '@emas/e2e/browser';
import { run, startDemo } from '@emas/e2e/demo';
import { benchApi, benchFanOut } from './api.ts';
import { benchBarang } from './barang.ts';
import { benchKeystroke } from './keystroke.ts';
import { benchWeb } from './web.ts';

export async function benchExtra(): Promise<Record<string, unknown>> {
  if ((await run('npm', ['run', 'build', '-w', '@emas/web'])) !== 0) throw new Error('web build failed');
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
  return results;
}
