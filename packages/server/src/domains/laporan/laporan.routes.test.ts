import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BASE_24K,
  formatTanggal,
  LAPORAN_HARGA_EMAS,
  LAPORAN_PERUBAHAN_DATA,
  LAPORAN_TAMBAH_BARANG,
  REPORT_MSG,
  sheetName,
} from '@emas/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { businessDay, type Chain, call, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters, item } from '../barang/barang.fixtures.ts';

let chain: Chain;
let owner: string;
let today: string;
const out = mkdtempSync(join(tmpdir(), 'laporan-'));

const hasTool = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const PDFTOTEXT = hasTool('pdftotext');

/** A report file through the HTTP layer: status, headers and the raw bytes. */
async function file(server: ShopServer, path: string, token = owner) {
  const res = await server.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { token } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

function pdfText(pdf: Buffer, name: string, pages?: { first: number; last: number }): string {
  const path = join(out, `${name}.pdf`);
  writeFileSync(path, pdf);
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return execFileSync('pdftotext', ['-layout', ...range, path, '-'], { encoding: 'utf8' });
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const hargaPath = (extra: Record<string, string> = {}) =>
  `${LAPORAN_HARGA_EMAS.path}?${q({ tgl_awal: today, tgl_akhir: today, kode_group: 'SEMUA', ...extra })}`;
const auditPath = (from: string, to: string, extra: Record<string, string> = {}) =>
  `${LAPORAN_PERUBAHAN_DATA.path}?${q({ tgl_awal: from, tgl_akhir: to, entity: 'SEMUA', ...extra })}`;

/** `count` audit rows of kategori changes on one Jakarta day, from 08:00 a millisecond apart. */
async function insertAuditRows(day: string, count: number, prefix: string) {
  const { db, schema } = chain.tk1.shop;
  await db.execute(
    sql.raw(`insert into "${schema}".audit_log (id, at, user_id, action, entity, entity_key, old_value, new_value)
      select '${prefix}' || g, timestamptz '${day} 08:00:00+07' + (g || ' milliseconds')::interval,
        'owner1', 'EDIT', 'kategori', 'K' || lpad(g::text, 6, '0'),
        jsonb_build_object('nama_kategori', 'LAMA, NOMOR ' || g),
        jsonb_build_object('nama_kategori', 'BARU ' || g, 'kode_kategori', 'K' || g)
      from generate_series(1, ${count}) g`),
  );
}

beforeAll(async () => {
  chain = await startChain({ listen: true });
  today = await businessDay(chain.tk1);
  owner = await login(chain.tk1, 'owner1');
  // Two changes of the 24K price and one master change: the data of both reports.
  for (const harga_jual of [1_300_000, 1_325_000]) {
    const r = await call(chain.tk1, 'PUT', 'harga-emas', {
      token: owner,
      body: { tanggal: today, harga: [{ kode_group: BASE_24K, harga_jual, harga_beli: 1_200_000 }] },
    });
    expect(r.status, r.body.message).toBe(200);
  }
  const k = await call(chain.tk1, 'POST', 'kategori', {
    token: owner,
    body: { kode_kategori: 'LAPUJI', nama_kategori: 'kategori, laporan uji' },
  });
  expect(k.status, k.body.message).toBe(201);
});
afterAll(() => chain?.close());

describe('laporan: JSON for the screen', () => {
  it('harga emas: rows grouped by day, subtotals, totals and the success toast', async () => {
    const res = await call(chain.tk1, 'GET', hargaPath(), { token: owner });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(LAPORAN_HARGA_EMAS.successToast);
    const data = res.body.data;
    // The demo seed set today's price first; then the two changes of this test, in order.
    const base = data.rows.filter((r: { kode_group: string }) => r.kode_group === BASE_24K).slice(-2);
    expect(base.map((r: { harga_jual_baru: number }) => r.harga_jual_baru)).toEqual([1_300_000, 1_325_000]);
    expect(base[1]).toMatchObject({ harga_jual_lama: 1_300_000, selisih_jual: 25_000, changed_by: 'owner1' });
    expect(res.body.count).toBe(data.rows.length);
    expect(data.totals).toEqual({ kode_group: data.rows.length });
    expect(data.groups).toEqual([
      {
        key: today,
        header: `TANGGAL ${formatTanggal(today)}`,
        count: data.rows.length,
        subtotals: { kode_group: data.rows.length },
      },
    ]);
    expect(data.truncated).toBe(false);

    const only = await call(chain.tk1, 'GET', hargaPath({ kode_group: '24k' }), { token: owner });
    expect(only.body.count).toBe(
      base.length +
        (data.rows.length -
          data.rows.filter((r: { kode_group: string }) => r.kode_group !== BASE_24K).length -
          base.length),
    );
    expect(only.body.data.rows.every((r: { kode_group: string }) => r.kode_group === BASE_24K)).toBe(true);
  });

  it('perubahan data: the audit log filtered by entity; an empty period gives the empty toast', async () => {
    const res = await call(chain.tk1, 'GET', auditPath(today, today, { entity: 'kategori' }), {
      token: owner,
    });
    expect(res.status, res.body.message).toBe(200);
    const row = res.body.data.rows.find((r: { entity_key: string }) => r.entity_key === 'LAPUJI');
    expect(row).toMatchObject({ user_id: 'owner1', action: 'ADD', entity: 'kategori', tanggal: today });
    expect(row.new_value).toContain('nama_kategori: KATEGORI, LAPORAN UJI');
    expect(row.waktu).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));

    const empty = await call(chain.tk1, 'GET', auditPath('2001-01-01', '2001-01-31'), { token: owner });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ message: LAPORAN_PERUBAHAN_DATA.emptyToast, count: 0 });
    expect(empty.body.data).toEqual({ rows: [], totals: { entity_key: 0 }, groups: [], truncated: false });
  });

  it('tambah barang: goods added today by warehouse, with berat subtotals and totals', async () => {
    await addFixtureMasters(chain.tk1, owner);
    const rows = [
      item({ berat: 2.5 }),
      item({ berat: 1.125, kode_dept: 'KL', nama_barang: 'kalung, rantai' }),
      item({ berat: 0.375 }),
      item({ kode_gudang: 'BELI', kode_toko: 'BL1', berat: 10.001 }),
    ];
    const add = await call(chain.tk1, 'POST', 'barang/create/bulk', {
      token: owner,
      body: { detail_barang: rows },
    });
    expect(add.status, add.body.message).toBe(201);
    const path = `${LAPORAN_TAMBAH_BARANG.path}?${q({ tgl_awal: today, tgl_akhir: today, kode_gudang: 'SEMUA', kode_group: 'SEMUA' })}`;
    const res = await call(chain.tk1, 'GET', path, { token: owner });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(LAPORAN_TAMBAH_BARANG.successToast);
    expect(res.body.count).toBe(4);
    const data = res.body.data;
    expect(data.groups.map((g: { header: string }) => g.header)).toEqual(['GUDANG BELI', 'GUDANG TOKO']);
    expect(data.groups[0]).toMatchObject({ count: 1, subtotals: { kode_barcode: 1, qty: 1, berat: 10.001 } });
    expect(data.groups[1]).toMatchObject({ count: 3, subtotals: { kode_barcode: 3, qty: 3, berat: 4 } });
    expect(data.totals).toEqual({ kode_barcode: 4, qty: 4, berat: 14.001 });
    expect(data.rows[1]).toMatchObject({
      kode_gudang: 'TOKO',
      kode_baki: 'B1',
      nama_barang: 'CINCIN PITA',
      kadar_cetak: '70%',
    });

    const toko = await call(chain.tk1, 'GET', path.replace('kode_gudang=SEMUA', 'kode_gudang=toko'), {
      token: owner,
    });
    expect(toko.body.data.totals).toEqual({ kode_barcode: 3, qty: 3, berat: 4 });

    const csv = await file(chain.tk1, `${path}&format=csv`);
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tanggal;No Tambah;Barcode;Nama Barang;Group;Jenis;Baki;Kadar;Qty;Berat;Input By');
    expect(lines).toHaveLength(5);
    // Chain codes (TK1-000001) are text to a spreadsheet as they are: no string formula needed.
    for (const line of lines.slice(1)) expect(line.split(';')[2]).toMatch(/^TK1-\d{6}$/);
    expect(lines.some((l) => l.includes(';"KALUNG, RANTAI";MUDA;KL;B1;"=""70%""";1;1,125;owner1'))).toBe(
      true,
    );

    const pdf = await file(chain.tk1, `${path}&format=pdf`);
    expect(pdf.status).toBe(200);
    if (PDFTOTEXT) {
      const text = pdfText(pdf.body, 'tambah-barang');
      expect(text).toContain('GUDANG TOKO');
      expect(text).toMatch(/SUB TOTAL\s+3\s+3\s+4\.000/);
      expect(text).toMatch(/TOTAL\s+4\s+4\s+14\.001/);
    }
  });

  it('bad filters: 400 with the message of the field', async () => {
    const cases: [string, string][] = [
      [`${LAPORAN_PERUBAHAN_DATA.path}?tgl_akhir=${today}&entity=SEMUA`, REPORT_MSG.tglAwalEmpty],
      [`${LAPORAN_PERUBAHAN_DATA.path}?tgl_awal=&tgl_akhir=${today}&entity=SEMUA`, REPORT_MSG.tglAwalEmpty],
      [`${LAPORAN_PERUBAHAN_DATA.path}?tgl_awal=${today}&entity=SEMUA`, REPORT_MSG.tglAkhirEmpty],
      [auditPath(today, '2001-01-01'), REPORT_MSG.rangeReversed],
      [auditPath('2001-01-01', today), REPORT_MSG.rangeTooLong],
      [auditPath('2026-02-30', '2026-03-01'), 'Tanggal Awal Tidak Valid'],
      [auditPath(today, today, { entity: 'TIDAK_ADA' }), 'Data Tidak Valid'],
      [auditPath(today, today, { format: 'docx' }), REPORT_MSG.formatInvalid],
    ];
    for (const [path, message] of cases) {
      const res = await call(chain.tk1, 'GET', path, { token: owner });
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message });
    }
    // The documents send ALL and default a missing filter to it: both read as SEMUA.
    const semua = await call(chain.tk1, 'GET', auditPath(today, today), { token: owner });
    for (const path of [
      `${LAPORAN_PERUBAHAN_DATA.path}?tgl_awal=${today}&tgl_akhir=${today}`,
      auditPath(today, today, { entity: 'ALL' }),
    ]) {
      const res = await call(chain.tk1, 'GET', path, { token: owner });
      expect({ path, status: res.status, count: res.body.count }).toEqual({
        path,
        status: 200,
        count: semua.body.count,
      });
    }
  });

  it('rights: a cashier, whose access tree hides the reports, is refused; no token is 401', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    for (const path of [
      hargaPath(),
      hargaPath({ format: 'pdf' }),
      auditPath(today, today, { format: 'csv' }),
    ]) {
      const res = await call(chain.tk1, 'GET', path, { token: kasir });
      expect(res.status).toBe(403);
    }
    expect((await call(chain.tk1, 'GET', hargaPath())).status).toBe(401);
    // A supervisor's default tree shows the reports group.
    const spv = await login(chain.tk1, 'spv1');
    expect((await call(chain.tk1, 'GET', hargaPath(), { token: spv })).status).toBe(200);
  });

  it('head office reaches a shop report through its proxy, JSON and file alike', async () => {
    const pusat = await login(chain.pst, 'owner1');
    const json = await call(chain.pst, 'GET', `pusat/toko/TK1/${hargaPath()}`, { token: pusat });
    expect(json.status, json.body.message).toBe(200);
    expect(json.body.count).toBeGreaterThanOrEqual(2);
    const csv = await file(chain.pst, `pusat/toko/TK1/${hargaPath({ format: 'csv' })}`, pusat);
    expect(csv.status).toBe(200);
    expect(csv.body.toString('utf8')).toContain('Tanggal;Group;Harga Jual Lama;Harga Jual Baru');
  });
});

describe('laporan: files', () => {
  it('PDF: A4 landscape, house header and footer, n of N, inline below 500 rows', async () => {
    const res = await file(chain.tk1, hargaPath({ format: 'pdf' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="LAPORAN HARGA EMAS\.pdf"/);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');
    if (!PDFTOTEXT) return;
    const text = pdfText(res.body, 'harga-emas');
    expect(text).toContain('LAPORAN HARGA EMAS');
    expect(text).toContain(`Periode : ${formatTanggal(today)}`);
    expect(text).toContain('1,325,000');
    expect(text).toMatch(/Printed By owner1 \/ \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
    expect(text).toContain('1 of 1');
    expect(text).toContain(`TANGGAL ${formatTanggal(today)}`);
  });

  it('PDF of an empty period shows the empty text', async () => {
    const res = await file(chain.tk1, auditPath('2001-01-01', '2001-01-02', { format: 'pdf' }));
    expect(res.status).toBe(200);
    if (PDFTOTEXT) expect(pdfText(res.body, 'empty')).toContain(LAPORAN_PERUBAHAN_DATA.emptyText);
  });

  it('xlsx: opens with exceljs, the sheet is named after the report, numbers stay numbers', async () => {
    const res = await file(chain.tk1, hargaPath({ format: 'xlsx' }));
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="LAPORAN HARGA EMAS\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.name).toBe(sheetName(LAPORAN_HARGA_EMAS.title));
    expect(ws?.name).toBe('Laporan Harga Emas');
    const values: unknown[][] = [];
    ws?.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
    expect(values.flat()).toContain('LAPORAN HARGA EMAS');
    expect(values.some((r) => r[0] === 'Tanggal' && r[3] === 'Harga Jual Baru')).toBe(true);
    const row = values.find((r) => r[1] === BASE_24K && r[3] === 1_325_000);
    expect(row).toBeDefined();
    expect(row?.[0]).toEqual(new Date(`${today}T00:00:00Z`));
    expect(values.some((r) => r[0] === `SUB TOTAL TANGGAL ${formatTanggal(today)}`)).toBe(true);
    expect(values.some((r) => r[0] === 'TOTAL')).toBe(true);
  });

  it('CSV: captions, one line per row, text as typed (commas kept, the field quoted)', async () => {
    const res = await file(chain.tk1, auditPath(today, today, { format: 'csv', entity: 'kategori' }));
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    const lines = res.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Waktu;User;Aksi;Data;Kode;Nilai Lama;Nilai Baru');
    const mine = lines.find((l) => l.includes(';LAPUJI;'));
    expect(mine).toBeDefined();
    // Seven fields once the quoted ones (which may hold ';') are taken as one.
    expect(mine?.replace(/"(?:[^"]|"")*"/g, 'Q').split(';')).toHaveLength(7);
    expect(mine).toContain('nama_kategori: KATEGORI, LAPORAN UJI');
  });
});

describe('laporan: volume', () => {
  it('PDF of 10,000 rows: pages numbered n of N, downloaded as a file; time logged', async () => {
    await insertAuditRows('2020-01-01', 10_000, 'pdf-');
    const started = performance.now();
    const res = await file(chain.tk1, auditPath('2020-01-01', '2020-01-01', { format: 'pdf' }));
    const ms = Math.round(performance.now() - started);
    expect(res.status).toBe(200);
    expect(res.headers['x-report-rows']).toBe('10000');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    const pages = Number(res.headers['x-report-pages']);
    console.log(
      `[laporan] PDF 10,000 rows: ${ms} ms, ${pages} pages, ${(res.body.length / 1e6).toFixed(1)} MB`,
    );
    expect(pages).toBeGreaterThan(100);
    if (PDFTOTEXT) {
      const last = pdfText(res.body, 'pdf-10k', { first: pages, last: pages });
      expect(last).toContain(`${pages} of ${pages}`);
      expect(last).toMatch(/TOTAL\s+10000/);
      const first = pdfText(res.body, 'pdf-10k', { first: 1, last: 1 });
      expect(first).toContain(`1 of ${pages}`);
      expect(first).toContain('LAMA  NOMOR 1'.replace('  ', ', '));
    }
  });

  it('100,000 rows: CSV and xlsx stream in flat memory; JSON keeps the screen to its limit', async () => {
    await insertAuditRows('2020-01-02', 100_000, 'mem-');
    const base = chain.portalOf(chain.tk1);
    const path = (format: string) => `${base}/api/v1/${auditPath('2020-01-02', '2020-01-02', { format })}`;

    /** Reads the answer chunk by chunk (nothing kept) while sampling the process's memory. */
    async function stream(format: string) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      const res = await fetch(path(format), { headers: { token: owner } });
      expect(res.status).toBe(200);
      let bytes = 0;
      let head = '';
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (bytes < 200) head += Buffer.from(value).toString('latin1').slice(0, 200);
        bytes += value.length;
      }
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      const growthMb = (peak - before) / 1e6;
      const ms = Math.round(performance.now() - started);
      console.log(
        `[laporan] ${format} 100,000 rows: ${ms} ms, ${(bytes / 1e6).toFixed(1)} MB sent, rss growth ${growthMb.toFixed(0)} MB`,
      );
      return { bytes, head, growthMb };
    }

    const csv = await stream('csv');
    expect(csv.head.replace(/^\u00ef\u00bb\u00bf/, '')).toMatch(/^Waktu;User;Aksi;Data;Kode/);
    expect(csv.bytes).toBeGreaterThan(100_000 * 50);
    expect(csv.growthMb).toBeLessThan(400);
    const xlsx = await stream('xlsx');
    expect(xlsx.head.slice(0, 2)).toBe('PK');
    expect(xlsx.growthMb).toBeLessThan(400);

    const started = performance.now();
    const json = await call(chain.tk1, 'GET', auditPath('2020-01-02', '2020-01-02'), { token: owner });
    console.log(`[laporan] JSON over 100,000 rows: ${Math.round(performance.now() - started)} ms`);
    expect(json.body.count).toBe(100_000);
    expect(json.body.data.rows).toHaveLength(5000);
    expect(json.body.data.truncated).toBe(true);
    expect(json.body.data.totals).toEqual({ entity_key: 100_000 });
    expect(json.body.data.groups).toEqual([
      expect.objectContaining({ key: '2020-01-02', count: 100_000, subtotals: { entity_key: 100_000 } }),
    ]);

    const pdf = await call(chain.tk1, 'GET', auditPath('2020-01-02', '2020-01-02', { format: 'pdf' }), {
      token: owner,
    });
    expect(pdf).toEqual({ status: 400, body: { status: 'error', message: REPORT_MSG.pdfTooLarge } });
  }, 240_000);
});
