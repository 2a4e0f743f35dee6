/**
 * Every part of `npm run bench` and the table rows it adds, in table order. `npm run bench -- <part>...`
 * runs only the parts named. The parts of exports, users/me, RSS and the bundle live in their own
 * files (export-rows.ts, light-rows.ts, demo-rows.ts).
 */
import { bundleRows, rssRows } from './demo-rows.ts';
import { exportRows } from './export-rows.ts';
import { lightRows } from './light-rows.ts';
import { penjualanRows } from './penjualan.ts';
import { rekapRows } from './rekap.ts';
import { replicaRows } from './replica-rows.ts';
import type { BenchRow } from './table.ts';

export type BenchPart = { name: string; rows: () => Promise<BenchRow[]> };

export const PARTS: readonly BenchPart[] = [
  // Sales over HTTP at 1/4/16 cashiers vs pgbench -N and vs the sale's own SQL replayed by pgbench, on
  // PGlite vs raw PGlite; Node CPU per sale, quote and sale p95 with 16 selling; round trips per sale.
  { name: 'penjualan', rows: penjualanRows },
  // A light request (users/me) alone, while a year-long recap runs, and at 16 connections.
  { name: 'users-me', rows: lightRows },
  // The year-long sales recap over 1M lines, and the end-of-day recap.
  { name: 'rekap', rows: rekapRows },
  // 10,000-row PDF, 100,000-row xlsx and CSV against their raw writers.
  { name: 'export', rows: exportRows },
  // Head office over 30 branches: fan-out vs its logical replica, a branch down, lag, a cut-off's catch-up.
  { name: 'replica', rows: replicaRows },
  // The demo's resident memory, 3 shops idle.
  { name: 'rss', rows: rssRows },
  // The login page's first-load JS.
  { name: 'bundle', rows: bundleRows },
];
