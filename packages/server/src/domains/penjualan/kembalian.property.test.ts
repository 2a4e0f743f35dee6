import type { api } from '@emas/contract';
import type { SaldoHarian } from '@emas/contract/api/kas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { item } from '../barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from './counter.fixtures.ts';

/**
 * Cash tendered above the amount due, through the HTTP layer on a real database: for any tendered
 * cash that covers what the non-cash payments leave, the cashier's drawer goes up by exactly the
 * sale's cash part (total less non-cash), whatever the change, and the cash row keeps both amounts.
 */

let c: CounterChain;
beforeAll(async () => {
  c = await startCounterChain();
}, 120_000);
afterAll(() => c.chain.close());

const drawer = async () => {
  const res = await c.chain.tk1.app.inject({
    method: 'GET',
    url: '/api/v1/kas/saldo',
    headers: { token: c.owner },
  });
  const data = res.json().data as SaldoHarian;
  return data.rows.find((r) => r.input_by === 'kasir1')?.saldo_akhir ?? 0;
};

const nonCashArb = fc.array(
  fc.record({
    jenis: fc.constantFrom('TRANSFER', 'QRIS', 'DEBET'),
    share: fc.integer({ min: 0, max: 100 }),
  }),
  { maxLength: 2 },
);

describe('change at the counter', () => {
  it('the drawer goes up by exactly total - non-cash for any tendered cash >= what is left', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }).map((t) => t / 4),
        nonCashArb,
        fc.integer({ min: 0, max: 20_000_000 }),
        async (berat, nonCash, extra) => {
          const add = await c.post('barang/create/bulk', { detail_barang: [item({ berat })] }, c.owner);
          expect(add.status, add.body.message).toBe(201);
          const kode = add.body.data.data[0].kode_barcode as string;
          const quote = await c.chain.tk1.app.inject({
            method: 'GET',
            url: `/api/v1/penjualan/barang/${kode}`,
            headers: { token: c.kasir },
          });
          const due = (quote.json().data as api.SaleQuote).harga_total;
          // Non-cash parts of the total (never more than it together).
          let left = due;
          const others = nonCash.map((n) => {
            const jumlah = Math.floor((left * n.share) / 100);
            left -= jumlah;
            const account =
              n.jenis === 'TRANSFER' ? '5271234567' : n.jenis === 'QRIS' ? 'QRIS-TK1' : undefined;
            return { jenis: n.jenis, jumlah, ...(account ? { no_rekening: account } : {}) };
          });
          const paidOther = others.reduce((s, p) => s + p.jumlah, 0);
          const tendered = due - paidOther + extra;
          const before = await drawer();
          const res = await c.post('penjualan', {
            kode_sales: 'S01',
            detail_barang: [{ kode_barcode: kode }],
            pembayaran: [
              ...others.filter((p) => p.jumlah > 0),
              ...(tendered > 0 ? [{ jenis: 'CASH', jumlah: tendered }] : []),
            ],
          });
          expect(res.status, res.body.message).toBe(201);
          expect(res.body.data).toMatchObject({ tunai_diterima: tendered, kembalian: extra });
          expect(await drawer()).toBe(before + due - paidOther);
          const rows = await c.q<{ jumlah_in: string; tunai_diterima: string; kembalian: string }>(
            `select jumlah_in::text, tunai_diterima::text, kembalian::text from "$s".kas
             where id_trx = '${res.body.data.no_faktur_group}' and jenis = 'CASH'`,
          );
          if (due - paidOther > 0)
            expect(rows).toEqual([
              {
                jumlah_in: String(due - paidOther),
                tunai_diterima: String(tendered),
                kembalian: String(extra),
              },
            ]);
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
