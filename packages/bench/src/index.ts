/**
 * `npm run bench`: issue 21's table, every measure as project / anchor / ratio / goal / met on PGlite
 * and PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; else the local
 * postgres://postgres@127.0.0.1:5432/test when it answers), with the load average. Parts by name:
 * `npm run bench -- penjualan rekap` (see rows.ts); `extra` prints the earlier measures as JSON.
 * Never part of `npm test`: numbers depend on the machine.
 */
import { benchExtra } from './extra.ts';
import { benchDatabaseUrl } from './pg-url.ts';
import { PARTS } from './rows.ts';
import { type BenchRow, formatTable, loadAverage, notMeasured } from './table.ts';

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => a !== 'extra' && !PARTS.some((p) => p.name === a));
if (unknown.length) {
  console.error(`unknown part: ${unknown.join(', ')}; parts: ${PARTS.map((p) => p.name).join(', ')}, extra`);
  process.exit(2);
}
const parts = asked.length ? PARTS.filter((p) => asked.includes(p.name)) : PARTS;
await benchDatabaseUrl();
const before = loadAverage();
const rows: BenchRow[] = [];
for (const part of parts) {
  try {
    rows.push(...(await part.rows()));
  } catch (e) {
    rows.push(notMeasured(part.name, '-', `failed: ${(e as Error).message.split('\n')[0]}`));
  }
  console.error(`bench: ${part.name} done (load ${loadAverage()})`);
}
if (parts.length) console.log(formatTable(rows, { before, after: loadAverage() }));
if (asked.includes('extra')) console.log(JSON.stringify(await benchExtra(), null, 2));
process.exit(0);
