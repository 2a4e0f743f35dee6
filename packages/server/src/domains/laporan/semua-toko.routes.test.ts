import {
  CSV_SEPARATOR,
  LAPORAN_TRANSAKSI_PENJUALAN,
  MSG,
  type ReportData,
  type ReportRow,
  reportAtHeadOffice,
  SHOP_COLUMN,
  sheetName,
} from '@emas/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { insertCounterData, saleLine } from './transaksi.fixtures.ts';

/**
 * Head office with no shop picked runs a branch report (Laporan Transaksi Penjualan, which has no shop
 * filter of its own) over every shop: both branches' rows named in the Toko column, the grand total of
 * both, each shop's invoices grouped apart, the files alike; a down branch is named, the other answers.
 */
const DAY = '2026-05-12';
const PARAMS = { tgl_awal: DAY, tgl_akhir: DAY, kode_sales: 'SEMUA', kode_group: 'SEMUA', status: 'OPEN' };
/** Each shop's sale lines: two invoices, the second of two lines (harga_total per line). */
const PRICES: Record<string, number[]> = {
  TK1: [2_150_000, 3_000_000, 1_250_500],
  TK2: [7_700_000, 910_000, 45_000],
};

let chain: Chain;
let pst: string;

async function seed(server: ShopServer, kode: string) {
  const [a, b, c] = PRICES[kode] as number[];
  await insertCounterData(server.shop, {
    penjualan: [
      saleLine(DAY, { no_faktur_group: `FJ-${kode}-1`, no_faktur_jual: `JL-${kode}-1`, harga_total: a }),
      saleLine(DAY, { no_faktur_group: `FJ-${kode}-2`, no_faktur_jual: `JL-${kode}-2`, harga_total: b }),
      saleLine(DAY, { no_faktur_group: `FJ-${kode}-2`, no_faktur_jual: `JL-${kode}-3`, harga_total: c }),
    ],
  });
}

beforeAll(async () => {
  chain = await startChain({ listen: true });
  await seed(chain.tk1, 'TK1');
  await seed(chain.tk2, 'TK2');
  pst = await login(chain.pst, 'PUSAT');
}, 120_000);
afterAll(() => chain?.close());

const qs = (p: Record<string, string>) => new URLSearchParams(p).toString();
const path = LAPORAN_TRANSAKSI_PENJUALAN.path;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

async function file(params: Record<string, string>, format: string) {
  const res = await chain.pst.app.inject({
    method: 'GET',
    url: `/api/v1/${path}?${qs({ ...params, format })}`,
    headers: { token: pst },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
}

/** TK2's portal pointed at a closed port while `run` runs. */
async function withTk2Down(run: () => Promise<void>) {
  const t = chain.pst.shop.t.masterToko;
  const [row] = await chain.pst.shop.db.select().from(t).where(eq(t.kode_toko, 'TK2'));
  await chain.pst.shop.db.update(t).set({ portal: 'http://127.0.0.1:9' }).where(eq(t.kode_toko, 'TK2'));
  try {
    await run();
  } finally {
    await chain.pst.shop.db
      .update(t)
      .set({ portal: String(row?.portal) })
      .where(eq(t.kode_toko, 'TK2'));
  }
}

describe('head office without a picked shop: a branch report over every shop', () => {
  it('offers the shop filter at head office only, after the dates', () => {
    const def = reportAtHeadOffice(LAPORAN_TRANSAKSI_PENJUALAN);
    expect(LAPORAN_TRANSAKSI_PENJUALAN.filters.some((f) => f.kind === 'shop')).toBe(false);
    expect(def.filters.map((f) => f.key).slice(0, 3)).toEqual(['tgl_awal', 'tgl_akhir', 'kode_toko']);
    expect(def.group?.byShop).toBe(true);
  });

  it('answers both branches rows in the Toko column with the grand total, groups per shop', async () => {
    for (const params of [PARAMS, { ...PARAMS, kode_toko: 'SEMUA' }]) {
      const r = await call(chain.pst, 'GET', `${path}?${qs(params)}`, { token: pst });
      expect(r.status, r.body.message).toBe(200);
      const data = r.body.data as ReportData;
      expect(data.merged).toBe(true);
      expect(data.failed).toBeUndefined();
      expect(r.body.count).toBe(6);
      const byShop = (k: string) => data.rows.filter((x) => x[SHOP_COLUMN.key] === k);
      expect(byShop('TK1').map((x) => x.no_faktur_jual)).toEqual(['JL-TK1-1', 'JL-TK1-2', 'JL-TK1-3']);
      expect(byShop('TK2').map((x) => x.no_faktur_jual)).toEqual(['JL-TK2-1', 'JL-TK2-2', 'JL-TK2-3']);
      expect(data.totals.harga_total).toBe(sum([...(PRICES.TK1 ?? []), ...(PRICES.TK2 ?? [])]));
      // Each shop's invoices are its own groups, named by the shop, with that shop's subtotal only.
      const groups = data.groups ?? [];
      expect(groups.map((g) => g.header.slice(0, 4))).toEqual(['TK1 ', 'TK1 ', 'TK2 ', 'TK2 ']);
      expect(groups.map((g) => g.subtotals.harga_total)).toEqual([
        PRICES.TK1?.[0],
        sum(PRICES.TK1?.slice(1) ?? []),
        PRICES.TK2?.[0],
        sum(PRICES.TK2?.slice(1) ?? []),
      ]);
    }
  });

  it('one shop picked in the filter: that shop alone, without the Toko column', async () => {
    const r = await call(chain.pst, 'GET', `${path}?${qs({ ...PARAMS, kode_toko: 'TK2' })}`, { token: pst });
    expect(r.status).toBe(200);
    expect(r.body.data.merged).toBeUndefined();
    expect(r.body.data.totals.harga_total).toBe(sum(PRICES.TK2 ?? []));
  });

  it("head office's own code in the filter: its own data (none sold here), not a merge", async () => {
    const r = await call(chain.pst, 'GET', `${path}?${qs({ ...PARAMS, kode_toko: 'PST' })}`, { token: pst });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data.merged).toBeUndefined();
    expect(r.body.count).toBe(0);
  });

  it('a shop picked in the header: the branch answers itself through the proxy', async () => {
    const r = await call(chain.pst, 'GET', `pusat/toko/TK1/${path}?${qs(PARAMS)}`, { token: pst });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data.merged).toBeUndefined();
    expect((r.body.data.rows as ReportRow[]).every((x) => x[SHOP_COLUMN.key] === undefined)).toBe(true);
    expect(r.body.data.totals.harga_total).toBe(sum(PRICES.TK1 ?? []));
  });

  it('CSV, xlsx and PDF start with the Toko column', async () => {
    const csv = (await file(PARAMS, 'csv'))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(csv[0]?.split(CSV_SEPARATOR)[0]).toBe(SHOP_COLUMN.caption);
    expect(csv.slice(1).map((l) => l.split(CSV_SEPARATOR)[0])).toEqual([
      'TK1',
      'TK1',
      'TK1',
      'TK2',
      'TK2',
      'TK2',
    ]);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await file(PARAMS, 'xlsx')) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet(sheetName(LAPORAN_TRANSAKSI_PENJUALAN.title)) as ExcelJS.Worksheet;
    const firstCells: unknown[] = [];
    ws.eachRow((row) => firstCells.push(row.getCell(1).value));
    expect(firstCells).toContain(SHOP_COLUMN.caption);
    expect(firstCells.filter((v) => v === 'TK1' || v === 'TK2')).toEqual([
      'TK1',
      'TK1',
      'TK1',
      'TK2',
      'TK2',
      'TK2',
    ]);

    const text = (await pdfPages(await file(PARAMS, 'pdf'))).map((p) => p.text).join('\n');
    expect(text).toContain('SEMUA TOKO');
    expect(text).toContain(SHOP_COLUMN.caption);
    expect(text).toMatch(/TK1[\s\S]*TK2/);
  });

  it('a down branch is listed in failed, in every file, and the other branch still answers', async () => {
    await withTk2Down(async () => {
      const r = await call(chain.pst, 'GET', `${path}?${qs(PARAMS)}`, { token: pst });
      expect(r.status, r.body.message).toBe(200);
      const data = r.body.data as ReportData;
      expect(data.failed).toEqual([
        { kode_toko: 'TK2', nama_toko: expect.any(String), message: MSG.multiShopFailed },
      ]);
      expect(new Set(data.rows.map((x) => x[SHOP_COLUMN.key]))).toEqual(new Set(['TK1']));
      expect(data.totals.harga_total).toBe(sum(PRICES.TK1 ?? []));

      const failedLine = `TK2 (${data.failed?.[0]?.nama_toko}): ${MSG.multiShopFailed}`;
      expect((await file(PARAMS, 'csv')).toString('utf8')).toContain(failedLine);
      const pdf = (await pdfPages(await file(PARAMS, 'pdf'))).map((p) => p.text).join('\n');
      expect(pdf).toContain(failedLine);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await file(PARAMS, 'xlsx')) as unknown as ArrayBuffer);
      const cells: unknown[] = [];
      wb.worksheets[0]?.eachRow((row) => cells.push(row.getCell(1).value));
      expect(cells).toContain(failedLine);
    });
  });
});
