import type { api } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { item } from '../barang/barang.fixtures.ts';
import { startCounterChain } from './counter.fixtures.ts';

/** Issue 43: the sale note as a receipt (kertas=THERMAL_58 / THERMAL_80, format=escpos). */
let chain: Chain;
let owner: string;
let kasir: string;
let sale: api.SaleSaved;
beforeAll(async () => {
  ({ chain, owner, kasir } = await startCounterChain());
  const added = await call(chain.tk1, 'POST', 'barang/create/bulk', {
    token: owner,
    body: { detail_barang: [item({ berat: 2.5, ongkos: 50_000 })] },
  });
  expect(added.status, added.body.message).toBe(201);
  const kode_barcode = (added.body.data.data as { kode_barcode: string }[])[0]?.kode_barcode as string;
  const quote = (await call(chain.tk1, 'GET', `penjualan/barang/${kode_barcode}`, { token: kasir })).body
    .data as api.SaleQuote;
  const res = await call(chain.tk1, 'POST', 'penjualan', {
    token: kasir,
    body: {
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode }],
      pembayaran: [{ jenis: 'CASH', jumlah: quote.harga_total }],
    },
  });
  expect(res.status, res.body.message).toBe(201);
  sale = res.body.data as api.SaleSaved;
});
afterAll(() => chain.close());

const nota = (query: string) =>
  chain.tk1.app.inject({
    method: 'GET',
    url: `/api/v1/penjualan/nota?no_faktur=${sale.no_faktur_group}${query}`,
    headers: { token: kasir },
  });

describe('GET penjualan/nota on a receipt printer', () => {
  it('kertas=THERMAL_58 / THERMAL_80: a PDF page as wide as the paper; A4 stays the invoice', async () => {
    for (const [kertas, width] of [
      ['THERMAL_58', 164.41],
      ['THERMAL_80', 226.77],
      ['A4', 595.28],
    ] as const) {
      const res = await nota(`&kertas=${kertas}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/pdf/);
      const [page] = await pdfPages(res.rawPayload);
      expect(page?.width, kertas).toBeCloseTo(width, 1);
      expect(page?.text).toContain(sale.no_faktur_group);
    }
  });

  it('format=escpos: the printer bytes, ESC @ first, the number in them', async () => {
    const res = await nota('&kertas=THERMAL_58&format=escpos');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect([...res.rawPayload.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(res.rawPayload.toString('latin1')).toContain(sale.no_faktur_group);
  });

  it('refuses an unknown paper', async () => {
    expect((await nota('&kertas=THERMAL_99')).statusCode).toBe(400);
  });
});
