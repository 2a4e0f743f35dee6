import { api } from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../platform/session.ts';
import { settle, sqlOf, useChain } from '../../test/harness.ts';
import { findBusinessDay } from '../system/system.queries.ts';
import { summaryOf } from './barang-manual.queries.ts';
import { hancurBarangManual, pindahBarangManual, tambahBarangManual } from './barang-manual.service.ts';
import {
  cancelPenjualanManual,
  createPembelianManual,
  createPenjualanManual,
} from './manual-dokumen.service.ts';

/**
 * Manual stock against a reference model: random additions, moves, destroys, sales, purchases and
 * cancelled sales on two trays and two types, valid or not, in any order. Each call succeeds exactly
 * when the model has the stock for it; after each run the stock rows equal the model and the sums of
 * the ledger, nothing is below zero, and the day's summary balances (awal + tambah - hancur - jual =
 * akhir) and ends at the stock rows.
 */

const chain = useChain();
const [kasir, owner] = [systemUser('kasir1', 'KASIR'), systemUser('owner1', 'OWN')];
const BAKI = ['A06', 'A07'] as const;
const DEPT = ['LM1', 'LM2'] as const;
type Place = { baki: number; dept: number };
type Op =
  | { k: 'tambah' | 'hancur' | 'jual' | 'beli'; at: Place; qty: number; mg: number }
  | { k: 'pindah'; at: Place; to: number; qty: number; mg: number }
  | { k: 'batal'; pick: number };

const placeArb = fc.record({ baki: fc.nat(1), dept: fc.nat(1) });
const amount = { qty: fc.integer({ min: 1, max: 4 }), mg: fc.integer({ min: 1, max: 9000 }) };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    k: fc.constantFrom('tambah' as const, 'hancur' as const, 'jual' as const, 'beli' as const),
    at: placeArb,
    ...amount,
  }),
  fc.record({ k: fc.constant('pindah' as const), at: placeArb, to: fc.nat(1), ...amount }),
  fc.record({ k: fc.constant('batal' as const), pick: fc.nat() }),
);

const keyOf = (p: Place) => `${BAKI[p.baki]}|${DEPT[p.dept]}`;
const place = (p: Place) => ({
  kode_gudang: 'TOKO',
  kode_toko: BAKI[p.baki],
  kode_group: 'LM',
  kode_dept: DEPT[p.dept],
});

describe('manual stock balance (property)', () => {
  it('follows the model, never goes below zero, and the ledger and summary add up', async () => {
    const q = sqlOf(chain().tk1);
    const shop = chain().tk1.shop;
    const stored = async () =>
      new Map(
        (
          await q<{ k: string; stock: number; mg: number }>(
            `select kode_baki || '|' || kode_dept as k, stock, (berat * 1000)::int as mg from "$s".barang_manual`,
          )
        ).map((r) => [r.k, { stock: r.stock, mg: r.mg }]),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 20 }), async (ops) => {
        const model = await stored();
        const at = (k: string) => model.get(k) ?? { stock: 0, mg: 0 };
        const has = (k: string, qty: number, mg: number) => at(k).stock >= qty && at(k).mg >= mg;
        const move = (k: string, qty: number, mg: number) =>
          model.set(k, { stock: at(k).stock + qty, mg: at(k).mg + mg });
        const sales: string[] = [];
        for (const op of ops) {
          if (op.k === 'batal') {
            const no = sales.length ? sales.splice(op.pick % sales.length, 1)[0] : undefined;
            if (!no) continue;
            const inv = await cancelPenjualanManual(shop, kasir, { no_faktur: no, alasan: 'UJI' });
            for (const l of inv.penjualan)
              move(`${l.kode_toko}|${l.kode_dept}`, l.qty, Math.round(l.berat * 1000));
            continue;
          }
          const k = keyOf(op.at);
          const berat = op.mg / 1000;
          if (op.k === 'tambah' || op.k === 'beli') {
            const done =
              op.k === 'tambah'
                ? await tambahBarangManual(shop, owner, {
                    kode_gudang: 'TOKO',
                    kode_toko: BAKI[op.at.baki],
                    detail_barang: [{ kode_group: 'LM', kode_dept: DEPT[op.at.dept], qty: op.qty, berat }],
                  })
                : await createPembelianManual(shop, kasir, {
                    kode_sales: 'S01',
                    detail_barang: [{ ...place(op.at), stock: op.qty, berat, harga_beli: 1000 }],
                    pembayaran: [{ jenis: 'DEBET', jumlah: 1000 }],
                  });
            expect(done).toBeTruthy();
            move(k, op.qty, op.mg);
            continue;
          }
          const ok = has(k, op.qty, op.mg);
          let result: unknown;
          if (op.k === 'hancur')
            result = await settle(hancurBarangManual(shop, owner, { ...place(op.at), qty: op.qty, berat }));
          else if (op.k === 'jual') {
            const r = await settle(
              createPenjualanManual(shop, kasir, {
                kode_sales: 'S01',
                detail_barang: [{ ...place(op.at), qty: op.qty, berat, harga: 5000 }],
                pembayaran: [{ jenis: 'CASH', jumlah: 5000 }],
              }),
            );
            if (r) sales.push(r.no_faktur_group);
            result = r;
          } else if (op.k === 'pindah') {
            const to = keyOf({ baki: op.to, dept: op.at.dept });
            if (to === k) continue;
            result = await settle(
              pindahBarangManual(shop, owner, {
                ...place(op.at),
                kode_gudang_tujuan: 'TOKO',
                kode_toko_tujuan: BAKI[op.to],
                qty: op.qty,
                berat,
              }),
            );
            if (result) move(to, op.qty, op.mg);
          }
          expect(result !== null, `${op.k} ${k} ${op.qty}/${op.mg} with ${JSON.stringify(at(k))}`).toBe(ok);
          if (result) move(k, -op.qty, -op.mg);
        }
        const now = await stored();
        for (const [k, v] of model) expect(now.get(k) ?? { stock: 0, mg: 0 }, k).toEqual(v);
        for (const v of now.values()) expect(v.stock >= 0 && v.mg >= 0).toBe(true);
        const ledger = await q<{ k: string; stock: number; mg: number }>(
          `select kode_baki || '|' || kode_dept as k, sum(qty)::int as stock, (sum(berat) * 1000)::int as mg
           from "$s".barang_manual_mutasi group by 1`,
        );
        for (const l of ledger) expect(now.get(l.k), l.k).toEqual({ stock: l.stock, mg: l.mg });
        const tanggal = await findBusinessDay(shop);
        for (const layout of api.CETAK_REPORT_SUMMARY) {
          const rows = await summaryOf(shop, tanggal, layout);
          for (const r of rows) {
            expect(r.stock_akhir).toBe(r.stock_awal + r.stock_tambah - r.stock_hancur - r.stock_jual);
            expect(Math.round(r.berat_akhir * 1000)).toBe(
              Math.round((r.berat_awal + r.berat_tambah - r.berat_hancur - r.berat_jual) * 1000),
            );
          }
          const total = [...now.values()].reduce((s, v) => s + v.stock, 0);
          expect(rows.reduce((s, r) => s + r.stock_akhir, 0)).toBe(total);
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
