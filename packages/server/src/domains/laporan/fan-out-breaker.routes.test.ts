import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AKHIR_HARI_PARTS,
  AKHIR_HARI_PENJUALAN,
  type FailedShop,
  failedShopText,
  LAPORAN_AKHIR_HARI,
  MSG,
  type ReportBookPart,
  type ReportRow,
} from '@emas/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { openCredential } from '../toko/service-credential.ts';
import { insertCounterData, saleLine } from './transaksi.fixtures.ts';

/**
 * Head office's end-of-day book (Laporan Akhir Hari) over SEMUA with branch TK2 behind a switch: slow
 * past the fan-out's limit, the book still answers 200 with TK1's rows and names TK2 in every section,
 * on the screen and in every file; TK2 was asked once, and within the breaker's window it is not asked
 * again (the breaker's clock is the test's, stepped, never slept on); after the window it is.
 */
const DAY = '2026-03-10';
const TIMEOUT_MS = 4_000;
const WINDOW_MS = 30_000;

let chain: Chain;
let pst: string;
let now = 0;
/** TK2 as head office reaches it: 'slow' holds every request unanswered, 'up' passes it to TK2. */
let mode: 'slow' | 'up' = 'slow';
const asked: string[] = [];
const held = new Set<ServerResponse>();
const proxy = createServer(async (req, res) => {
  asked.push(req.url ?? '');
  if (mode === 'slow') {
    held.add(res);
    res.on('close', () => held.delete(res));
    return;
  }
  const token = req.headers.token;
  const answer = await fetch(`${chain.portalOf(chain.tk2)}${req.url}`, {
    headers: typeof token === 'string' ? { token } : {},
  });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
  res.end(Buffer.from(await answer.arrayBuffer()));
});

const seed = (server: ShopServer, n: number) =>
  insertCounterData(server.shop, {
    penjualan: [
      saleLine(DAY, { kode_group: 'MUDA', kode_dept: 'CC', berat: '2.125', harga_total: 2_000_000 * n }),
      saleLine(DAY, { kode_group: 'TUA', kode_dept: 'GL', berat: '10.333', harga_total: 11_000_000 * n }),
    ],
  });

beforeAll(async () => {
  chain = await startChain({
    listen: true,
    config: { fanOutTimeoutMs: TIMEOUT_MS, fanOutRetryAfterMs: WINDOW_MS, fanOutNow: () => now },
  });
  await seed(chain.tk1, 1);
  await seed(chain.tk2, 2);
  pst = await login(chain.pst, 'PUSAT');
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
  // Head office reaches TK2 through the switch, with TK2's own service credential.
  const t = chain.pst.shop.t.masterToko;
  const [row] = await chain.pst.shop.db.select().from(t).where(eq(t.kode_toko, 'TK2'));
  if (!row) throw new Error('TK2 is not in head office master list');
  const moved = await call(chain.pst, 'PUT', 'master-toko/TK2', {
    token: pst,
    body: {
      nama_toko: row.nama_toko,
      portal: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      service_token: openCredential(chain.pst.shop, row),
    },
  });
  expect(moved.status, moved.body.message).toBe(200);
}, 300_000);
afterAll(async () => {
  for (const res of held) res.destroy();
  proxy.closeAllConnections();
  await new Promise((r) => proxy.close(r));
  await chain?.close();
});

const params = { tanggal: DAY, kode_toko: 'SEMUA' };
const qs = (p: Record<string, string>) => new URLSearchParams(p).toString();
const book = async () => {
  const r = await call(chain.pst, 'GET', `${LAPORAN_AKHIR_HARI.path}?${qs(params)}`, { token: pst });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data.parts as ReportBookPart[];
};
const file = async (format: 'pdf' | 'xlsx' | 'csv') => {
  const res = await chain.pst.app.inject({
    method: 'GET',
    url: `/api/v1/${LAPORAN_AKHIR_HARI.path}?${qs({ ...params, format })}`,
    headers: { token: pst },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
};
const penjualan = (parts: ReportBookPart[]) =>
  parts.find((p) => p.key === AKHIR_HARI_PENJUALAN.key) as ReportBookPart;
const shopsOf = (rows: ReportRow[]) => new Set(rows.map((r) => r.kode_toko));
const TK1_TOTAL = 2_000_000 + 11_000_000;

/** Every section names TK2 as failed, and only TK1's rows and money are in it. */
function tk2MarkedInEverySection(parts: ReportBookPart[]): FailedShop {
  expect(parts.map((p) => p.key)).toEqual(AKHIR_HARI_PARTS.map((p) => p.key));
  for (const part of parts) {
    expect(part.data.failed, part.key).toEqual([
      { kode_toko: 'TK2', nama_toko: expect.any(String), message: MSG.multiShopFailed },
    ]);
    for (const r of part.data.rows) expect(r.kode_toko, part.key).not.toBe('TK2');
  }
  const jual = penjualan(parts);
  expect(shopsOf(jual.data.rows)).toEqual(new Set(['TK1']));
  expect(jual.count).toBe(2);
  expect(jual.data.totals.harga_total).toBe(TK1_TOTAL);
  return parts[0]?.data.failed?.[0] as FailedShop;
}

describe('head office fan-out with a branch down: the book answers, the breaker spares the wait', () => {
  it('TK2 slow past the limit: 200 with TK1, TK2 named in every section, asked only once', async () => {
    const started = Date.now();
    tk2MarkedInEverySection(await book());
    // The first section waited out the limit and opened the breaker; the other sections did not wait.
    expect(asked).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('within the window TK2 is not asked again, on the screen nor in the files, each naming it', async () => {
    now += WINDOW_MS - 1;
    // Even answering again, it is not asked until the window passes.
    mode = 'up';
    const failed = tk2MarkedInEverySection(await book());
    const line = failedShopText(failed);
    expect(line).toBe(`TK2 (${failed.nama_toko}): ${MSG.multiShopFailed}`);

    // The one report alone too.
    const alone = await call(chain.pst, 'GET', `${AKHIR_HARI_PENJUALAN.path}?${qs(params)}`, { token: pst });
    expect(alone.status).toBe(200);
    expect(alone.body.data.failed).toEqual([failed]);
    expect(alone.body.data.totals.harga_total).toBe(TK1_TOTAL);

    // Every file says it in every section: a line per section in the CSV, on every sheet, in the PDF.
    const csv = (await file('csv')).toString('utf8');
    expect(csv.split(line).length - 1).toBe(AKHIR_HARI_PARTS.length);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await file('xlsx')) as unknown as ArrayBuffer);
    expect(wb.worksheets).toHaveLength(AKHIR_HARI_PARTS.length);
    for (const ws of wb.worksheets) {
      const texts: unknown[] = [];
      ws.eachRow((row) => texts.push(...(row.values as unknown[])));
      expect(texts, ws.name).toContain(line);
    }
    const pdf = (await pdfPages(await file('pdf'))).map((p) => p.text).join('\n');
    expect(pdf.split(line).length - 1).toBe(AKHIR_HARI_PARTS.length);

    expect(asked).toHaveLength(1);
  });

  it('after the window TK2 is asked again and its rows come back', async () => {
    now += 1;
    const parts = await book();
    expect(asked).toHaveLength(1 + AKHIR_HARI_PARTS.length);
    for (const part of parts) expect(part.data.failed, part.key).toBeUndefined();
    const jual = penjualan(parts);
    expect(shopsOf(jual.data.rows)).toEqual(new Set(['TK1', 'TK2']));
    expect(jual.data.totals.harga_total).toBe(3 * TK1_TOTAL);
  });
});
