/**
 * The demo's first start on PGlite: migrations and demo data in a process of their own, which then
 * ends. PGlite keeps the memory a bulk seed grew it to; the demo itself then opens a ready database
 * and stays lean (issue 21: demo RSS). Run by demo.ts; its progress lines go to the same terminal.
 */
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { demoShops, prepareDemo } from './demo-shops.ts';
import { dataDir } from './paths.ts';

const started = Number(process.env.DEMO_STARTED ?? Date.now());
const step = (text: string) => console.log(`[demo ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
try {
  await prepareDemo(database, demoShops(database), step);
} finally {
  await database.close();
}
