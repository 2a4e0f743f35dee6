/**
 * Reports at shop-year scale: generates a year of a busy shop (1,000,000 sale lines, one cash row per
 * invoice, 200,000 items) with set-based `insert ... select generate_series` in a fresh schema, then
 * measures through the report service: the end-of-day recap (Laporan Rekap Sales for one day, and the
 * day's tax recap and sales lines), a PDF of about 10,000 sale lines and an Excel (and CSV) of about
 * 100,000, each with its time and the process's peak memory growth. PGlite in memory, and PostgreSQL
 * when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. Run alone: `npx tsx packages/bench/src/laporan.ts`.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  LAPORAN_PENJUALAN_REKAP_PAJAK,
  LAPORAN_REKAP_SALES,
  LAPORAN_TRANSAKSI_PENJUALAN,
  type ReportDef,
  type ReportFileFormat,
  type ReportParams,
  todayJakarta,
} from '@emas/contract';
import { type Database, openDatabase, rowsOf } from '@emas/server/db/database';
import { migrateSchema } from '@emas/server/db/migrate';
import '@emas/server/domains/laporan/laporan.sources';
import '@emas/server/domains/laporan/transaksi-report.sources';
import { reportJson, sendReportFile } from '@emas/server/domains/laporan/laporan.service';
import { createShopContext, type ShopContext } from '@emas/server/platform/context';
import type { SessionUser } from '@emas/server/platform/session';
import { sql } from 'drizzle-orm';
import { summarise } from './stats.ts';

export const DAYS = 365;
export const USER: SessionUser = {
  user_id: 'bench',
  user_name: 'BENCH',
  level: 'OWN',
  akses: [],
  kind: 'USER',
  tokenHash: '',
};

/** The shop-year: masters, items, sale lines over DAYS days ending yesterday, one cash row per invoice. */
export async function generate(
  database: Database,
  schema: string,
  lines: number,
  items: number,
  first: string,
) {
  const q = (s: string) => database.db.execute(sql.raw(s));
  const s = `"${schema}"`;
  await q(`insert into ${s}.master_rows (_id, master, kode, nama, data, created_by)
    select 'g' || k, 'group', k, k, jsonb_build_object('kode_group', k, 'jenis_group', j), 'bench'
    from (values ('EMAS MUDA', 'MUDA'), ('EMAS TUA', 'TUA'), ('LM', 'LM'), ('BERLIAN', 'BERLIAN')) v(k, j)`);
  await q(`insert into ${s}.master_rows (_id, master, kode, nama, data, created_by)
    select 's' || g, 'sales', 'S0' || g, 'SALES NOMOR ' || g, jsonb_build_object('kode_sales', 'S0' || g), 'bench'
    from generate_series(1, 8) g`);
  let t = performance.now();
  await q(`insert into ${s}.barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar,
      kadar_cetak, kadar_modal, berat, berat_asli, status, tgl_input, no_tambah, created_by)
    select lpad(g::text, 8, '0'), (array['CINCIN','KALUNG','GELANG','ANTING'])[1 + g % 4] || ' ' || (g % 97),
      (array['EMAS MUDA','EMAS TUA','LM','EMAS MUDA'])[1 + g % 4], 'D' || (g % 6), 'TOKO',
      'A' || lpad((1 + g % 40)::text, 2, '0'), 75, '75%', 73, round(0.5 + (g::bigint * 7919 % 2500) / 100.0, 3),
      round(0.5 + (g::bigint * 7919 % 2500) / 100.0, 3), 'READY', '${first}'::date, 'BENCH', 'bench'
    from generate_series(1, ${items}) g`);
  const itemsMs = Math.round(performance.now() - t);
  const perDay = Math.ceil(lines / DAYS);
  const CHUNK = 250_000;
  t = performance.now();
  for (let from = 1; from <= lines; from += CHUNK) {
    const to = Math.min(lines, from + CHUNK - 1);
    // Two lines per invoice; a line in fifty cancelled; groups weighted towards young gold. Each line
    // keeps its item's original weight, as a sale writes it.
    await q(`insert into ${s}.penjualan (tanggal, jam, no_faktur_group, no_faktur_jual, kode_sales, nama_customer,
        alamat_customer, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, kadar_cetak,
        berat, berat_awal, harga_gram, ongkos, harga_atribut, harga_hitung, harga_total, harga_modal, pembulatan,
        arah_pembulatan, input_by, status)
      select d, (d + time '09:00' + ((g % 600) || ' minutes')::interval) at time zone 'Asia/Jakarta',
        'FJ-' || lpad(((g + 1) / 2)::text, 7, '0'), 'JL-' || lpad(g::text, 8, '0'), 'S0' || (1 + g % 8),
        'CUSTOMER ' || (g % 5000), 'JL. PASAR BARU NO. ' || (g % 300), lpad((${items} + g)::text, 8, '0'),
        'CINCIN ' || (g % 97), grp, 'D' || (g % 6), 'TOKO', 'A' || lpad((1 + g % 40)::text, 2, '0'), 75, '75%',
        b, b, 1000000, 25000, 0, round(b * 1000000 / 500) * 500 + 25000, round(b * 1000000 / 500) * 500 + 25000,
        round(b * 900000), 500, 'UP', 'kasir' || (1 + g % 3), case when g % 50 = 0 then 'BATAL' else 'OPEN' end
      from (
        select g, '${first}'::date + ((g - 1) / ${perDay})::int as d,
          round(0.5 + (g::bigint * 7919 % 2500) / 100.0, 3) as b,
          (array['EMAS MUDA','EMAS MUDA','EMAS TUA','LM','EMAS MUDA','BERLIAN','EMAS TUA','EMAS MUDA'])[1 + g % 8] as grp
        from generate_series(${from}, ${to}) g
      ) x`);
  }
  const salesMs = Math.round(performance.now() - t);
  t = performance.now();
  await q(`insert into ${s}.kas (tanggal, kategori, deskripsi, jenis, jumlah_in, input_by, id_trx)
    select min(tanggal), 'PENJUALAN', no_faktur_group, 'CASH', sum(harga_total), min(input_by), no_faktur_group
    from ${s}.penjualan group by no_faktur_group`);
  const kasMs = Math.round(performance.now() - t);
  // Vacuumed, as autovacuum leaves a shop's settled year: otherwise whichever query reads the fresh
  // rows first (the project's or its anchor's) also pays for setting their hint bits.
  await q(`vacuum analyze ${s}.penjualan`);
  await q(`vacuum analyze ${s}.kas`);
  await q(`vacuum analyze ${s}.barang`);
  return { itemsMs, salesMs, kasMs, perDay };
}

/** A fresh shop schema holding a generated shop-year (DAYS days ending yesterday). */
export async function shopYear(database: Database, prefix: string, lines: number, items: number) {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const shop = createShopContext({ kode_toko: 'BNC', appType: 'TOKO', database, schema });
  const last = addDays(todayJakarta(), -1);
  const first = addDays(last, -(DAYS - 1));
  await migrateSchema(database.db, schema);
  await shop.db
    .insert(shop.t.toko)
    .values({ kode_toko: 'BNC', nama_toko: 'TOKO BENCH', tgl_system: todayJakarta() });
  const load = await generate(database, schema, lines, items, first);
  return { schema, shop, first, last, load };
}

/** Samples the process's resident memory every 20 ms while `fn` runs: its time and the peak growth. */
export async function withPeak<T>(
  fn: () => Promise<T>,
): Promise<{ ms: number; peakRssMb: number; rssMb: number; value: T }> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t = performance.now();
  try {
    const value = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      ms: Math.round(performance.now() - t),
      peakRssMb: Math.round((peak - before) / 1e6),
      rssMb: Math.round(peak / 1e6),
      value,
    };
  } finally {
    clearInterval(timer);
  }
}

/** A report file through the service, read to its end (streamed files are consumed chunk by chunk). */
export function reportFile(
  shop: ShopContext,
  def: ReportDef,
  params: ReportParams,
  format: ReportFileFormat,
) {
  return new Promise<{ bytes: number; rows: number; pages?: number }>((resolve, reject) => {
    const headers: Record<string, string> = {};
    const reply = {
      header(k: string, v: string) {
        headers[k.toLowerCase()] = v;
        return reply;
      },
      type() {
        return reply;
      },
      send(body: Buffer | Readable) {
        if (Buffer.isBuffer(body)) {
          resolve({
            bytes: body.length,
            rows: Number(headers['x-report-rows'] ?? 0),
            pages: Number(headers['x-report-pages'] ?? 0),
          });
          return reply;
        }
        let bytes = 0;
        body.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        body.on('end', () => resolve({ bytes, rows: 0 }));
        body.on('error', reject);
        return reply;
      },
      log: { warn() {}, error() {} },
    };
    sendReportFile({ def, shop, user: USER, params }, format, reply as never).catch(reject);
  });
}

async function countLines(database: Database, schema: string, from: string, to: string) {
  const r = rowsOf<{ n: number }>(
    await database.db.execute(
      sql.raw(`select count(*)::int as n from "${schema}".penjualan where tanggal between '${from}' and '${to}'
        and status = 'OPEN'`),
    ),
  );
  return r[0]?.n ?? 0;
}

async function benchOn(database: Database, lines: number, items: number) {
  const { schema, shop, first, load } = await shopYear(database, 'bench_lap', lines, items);
  try {
    // End of day: the sales recap of one day (the day the owner reads at closing).
    const day = addDays(first, 180);
    const rekap = { tgl_from: day, tgl_to: day, kode_sales: 'SEMUA', kode_jenis: 'SEMUA' };
    const json = (def: ReportDef, params: ReportParams) => reportJson({ def, shop, user: USER, params });
    const rekapRows = (await json(LAPORAN_REKAP_SALES, rekap)).count;
    const N = 20;
    const samples = async (fn: () => Promise<unknown>) => {
      await fn();
      const out: number[] = [];
      for (let i = 0; i < N; i++) {
        const t = performance.now();
        await fn();
        out.push(performance.now() - t);
      }
      return summarise(out);
    };
    const endOfDay = {
      day,
      linesThatDay: await countLines(database, schema, day, day),
      rekapSalesRows: rekapRows,
      rekapSalesMs: await samples(() => json(LAPORAN_REKAP_SALES, rekap)),
      rekapPajakMonthMs: await samples(() =>
        json(LAPORAN_PENJUALAN_REKAP_PAJAK, { tgl_from: addDays(day, -29), tgl_to: day }),
      ),
      transaksiPenjualanDayJsonMs: await samples(() =>
        json(LAPORAN_TRANSAKSI_PENJUALAN, {
          tgl_awal: day,
          tgl_akhir: day,
          kode_sales: 'SEMUA',
          kode_group: 'SEMUA',
          status: 'OPEN',
        }),
      ),
    };

    // About 10,000 lines as PDF, about 100,000 as Excel and CSV (the sale lines of whole days).
    const openPerDay = Math.floor((load.perDay * 49) / 50);
    const range = (rows: number) => {
      const days = Math.max(1, Math.round(rows / openPerDay));
      return {
        tgl_awal: day,
        tgl_akhir: addDays(day, days - 1),
        kode_sales: 'SEMUA',
        kode_group: 'SEMUA',
        status: 'OPEN',
      };
    };
    const p10k = range(10_000);
    const x100k = range(100_000);
    // Streamed files first: resident memory seldom shrinks, so the PDF (laid out whole) goes last.
    const csv = await withPeak(() => reportFile(shop, LAPORAN_TRANSAKSI_PENJUALAN, x100k, 'csv'));
    const xlsx = await withPeak(() => reportFile(shop, LAPORAN_TRANSAKSI_PENJUALAN, x100k, 'xlsx'));
    const pdf = await withPeak(() => reportFile(shop, LAPORAN_TRANSAKSI_PENJUALAN, p10k, 'pdf'));
    const xRows = await countLines(database, schema, x100k.tgl_awal, x100k.tgl_akhir);
    return {
      saleLines: lines,
      items,
      loadMs: load,
      endOfDay,
      pdf: {
        rows: pdf.value.rows,
        pages: pdf.value.pages,
        mb: +(pdf.value.bytes / 1e6).toFixed(1),
        ms: pdf.ms,
        rssGrowthMb: pdf.peakRssMb,
        peakRssMb: pdf.rssMb,
      },
      xlsx: {
        rows: xRows,
        mb: +(xlsx.value.bytes / 1e6).toFixed(1),
        ms: xlsx.ms,
        rssGrowthMb: xlsx.peakRssMb,
        peakRssMb: xlsx.rssMb,
      },
      csv: {
        rows: xRows,
        mb: +(csv.value.bytes / 1e6).toFixed(1),
        ms: csv.ms,
        rssGrowthMb: csv.peakRssMb,
        peakRssMb: csv.rssMb,
      },
    };
  } finally {
    if (database.kind === 'postgres')
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
  }
}

/** The report benchmark on PGlite, and on PostgreSQL when a URL is given. */
export async function benchLaporan(
  opts: { lines?: number; items?: number; url?: string } = {},
): Promise<Record<string, unknown>> {
  const lines = opts.lines ?? Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
  const items = opts.items ?? Number(process.env.BENCH_BARANG_ITEMS ?? 200_000);
  const url = opts.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const out: Record<string, unknown> = {};
  const only = process.env.BENCH_LAPORAN_ONLY;
  if (only !== 'postgres') {
    const pglite = await openDatabase({});
    try {
      out.pglite = await benchOn(pglite, lines, items);
    } finally {
      await pglite.close();
    }
  }
  if (url && only !== 'pglite') {
    const pg = await openDatabase({ url });
    try {
      out.postgres = await benchOn(pg, lines, items);
    } finally {
      await pg.close();
    }
  } else if (!url) out.postgres = 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL';
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchLaporan(), null, 2));
  process.exit(0);
}
