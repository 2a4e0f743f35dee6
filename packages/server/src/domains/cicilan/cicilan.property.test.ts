import { addDays, api, contractState, REFUND_BATAL_CICILAN, splitRefund } from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../platform/session.ts';
import { setBusinessDay } from '../../seed/seed.queries.ts';
import { cashLedger, pickAndPay, splitPayment, sumOf } from '../../test/cash-ledger.ts';
import { settle, sqlOf, useChain } from '../../test/harness.ts';
import { findBusinessDay } from '../system/system.queries.ts';
import { setParaSystem } from '../system/system.service.ts';
import type { StoredCicilan } from './cicilan.queries.ts';
import {
  bayarCicilan,
  cancelCicilan,
  cicilanDetail,
  createCicilan,
  lunasCicilan,
  quoteCicilan,
} from './cicilan.service.ts';
import { termsOf } from './cicilan-rows.ts';

/**
 * Instalment contracts against a reference model: random contracts taken (any parameter, a down
 * payment from the minimum up), instalments paid, paid off, cancelled under a random refund rule, and
 * days passing (late fees) — valid or not, in any order. After each run: each contract's paid +
 * remaining = total; its cash rows hold the down payment, admin fee, instalments and late fees paid
 * (less the refund when cancelled); CICILAN and BATAL CICILAN equal the sums over the contracts; the
 * items reserved (CICILAN) are exactly the AKTIF contracts', the paid-off ones' items sold once.
 */

const chain = useChain({ demo: { goods: true } });
const [kasir, owner] = [systemUser('kasir1', 'KASIR'), systemUser('owner1', 'OWN')];

type Op =
  | { k: 'take'; param: number; dpExtra: number }
  | { k: 'bayar'; pick: number; cash: number }
  | { k: 'lunas'; pick: number; cash: number }
  | { k: 'batal'; pick: number }
  | { k: 'wait'; days: number }
  | { k: 'rule'; persen: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('take' as const),
      param: fc.nat(2),
      dpExtra: fc.integer({ min: 0, max: 50 }),
    }),
  },
  { weight: 4, arbitrary: pickAndPay('bayar' as const) },
  { weight: 2, arbitrary: pickAndPay('lunas' as const) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('batal' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 45 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('rule' as const), persen: fc.integer({ min: 0, max: 100 }) }),
  },
);
const PARAMS = ['C03', 'C06', 'C12'];

/** The model: the contract's state, its business day, what was paid in (dp + admin + instalments + fees), its refund. */
type Contract = { no: string; kode: string; day: string; status: string; paidIn: number; refund: number };

const q = <T>(text: string) => sqlOf(chain().tk1)<T>(text);

describe('cicilan contracts and their cash', () => {
  it('paid + remaining = total; cash equals the contracts; reserved stock is the AKTIF contracts', async () => {
    const shop = chain().tk1.shop;
    const contracts: Contract[] = [];
    let persen: number = REFUND_BATAL_CICILAN.initial;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const op of ops) {
          const open = contracts.filter((c) => c.status === 'AKTIF');
          const from = 'pick' in op && op.pick % 2 === 0 && open.length ? open : contracts;
          const c = 'pick' in op ? from[Math.floor(op.pick / 2) % Math.max(from.length, 1)] : undefined;
          if (op.k === 'rule') {
            await setParaSystem(shop, owner, REFUND_BATAL_CICILAN.key, String(op.persen));
            persen = op.persen;
          } else if (op.k === 'wait') {
            await setBusinessDay(shop, addDays(await findBusinessDay(shop), op.days));
          } else if (op.k === 'take') {
            const [item] = await q<{ kode_barcode: string }>(
              `select kode_barcode from "$s".barang where status = 'READY' and kadar > 0
               and kode_group = 'EMAS MUDA' order by kode_barcode limit 1`,
            );
            if (!item) continue;
            const kode_cicilan = PARAMS[op.param] as string;
            const probe = await quoteCicilan(shop, { kode_barcode: item.kode_barcode, kode_cicilan });
            const dp = Math.min(probe.harga - 1, probe.dp_min + Math.floor((probe.harga * op.dpExtra) / 100));
            const quote = await quoteCicilan(shop, {
              kode_barcode: item.kode_barcode,
              kode_cicilan,
              dp_rp: dp,
            });
            const d = await createCicilan(shop, kasir, {
              kode_barcode: item.kode_barcode,
              kode_cicilan,
              dp_rp: dp,
              kode_sales: 'S01',
              nama_customer: 'MODEL',
              pembayaran: splitPayment(quote.bayar_awal, 50),
            });
            expect(d.jumlah_bayar + d.sisa_rp).toBe(d.total_kontrak);
            contracts.push({
              no: d.no_cicilan,
              kode: item.kode_barcode,
              day: await findBusinessDay(shop),
              status: 'AKTIF',
              paidIn: quote.bayar_awal,
              refund: 0,
            });
          } else if (!c) {
          } else if (op.k === 'bayar' || op.k === 'lunas') {
            const before = await cicilanDetail(shop, c.no);
            const due = op.k === 'bayar' ? (before.berikut?.total ?? 1) : before.pelunasan || 1;
            const r = await settle(
              op.k === 'bayar'
                ? bayarCicilan(shop, kasir, {
                    no_cicilan: c.no,
                    angsuran_ke: before.angsuran_ke + 1,
                    pembayaran: splitPayment(due, op.cash),
                  })
                : lunasCicilan(shop, kasir, { no_cicilan: c.no, pembayaran: splitPayment(due, op.cash) }),
            );
            expect(!!r).toBe(c.status === 'AKTIF');
            if (r) {
              c.paidIn += due;
              c.status = r.detail.status;
              expect(r.detail.jumlah_bayar + r.detail.sisa_rp).toBe(r.detail.total_kontrak);
            }
          } else {
            // Without an authorisation only a contract of the business day may be cancelled.
            const sameDay = c.day === (await findBusinessDay(shop));
            const r = await settle(cancelCicilan(shop, kasir, { no_faktur: c.no, alasan: 'X' }));
            expect(!!r).toBe(c.status === 'AKTIF' && sameDay);
            if (r) {
              const split = splitRefund(r.jumlah_bayar, persen, 500);
              expect(r).toMatchObject({ refund_rp: split.refund_rp, hangus_rp: split.hangus_rp });
              Object.assign(c, { status: 'BATAL', refund: split.refund_rp });
            }
          }
        }

        const kas = await cashLedger(chain().tk1, ['CICILAN', 'BATAL CICILAN']);
        const rows = await q<StoredCicilan>(`select * from "$s".cicilan where nama_customer = 'MODEL'`);
        const byNo = new Map(rows.map((r) => [r.no_cicilan, r]));
        const today = await findBusinessDay(shop);
        for (const c of contracts) {
          const r = byNo.get(c.no) as StoredCicilan;
          expect(r.status).toBe(c.status);
          const state = contractState(termsOf(r), r.angsuran_ke, today);
          expect(state.jumlah_bayar).toBe(Number(r.jumlah_bayar));
          expect(state.jumlah_bayar + state.sisa_rp).toBe(Number(r.total_kontrak));
          // dp + admin + instalments + late fees in, the refund out.
          expect(Number(r.jumlah_bayar) + Number(r.biaya_admin) + Number(r.denda_bayar)).toBe(c.paidIn);
          expect(kas.net(c.no)).toBe(c.paidIn - c.refund);
          if (c.status === 'LUNAS') expect(Number(r.jumlah_bayar)).toBe(Number(r.total_kontrak));
        }
        const mine = new Set(contracts.map((c) => c.no));
        expect(kas.total('BATAL CICILAN', 'keluar', mine)).toBe(sumOf(contracts, (c) => c.refund));
        expect(kas.total('CICILAN', 'masuk', mine)).toBe(sumOf(contracts, (c) => c.paidIn));
        const reserved = await q<{ kode_barcode: string }>(
          `select kode_barcode from "$s".barang where status = '${api.BARANG_CICILAN}' order by 1`,
        );
        const aktif = await q<{ kode_barcode: string }>(
          `select kode_barcode from "$s".cicilan where status = 'AKTIF' order by 1`,
        );
        expect(reserved).toEqual(aktif);
        const sold = await q<{ n: number; lines: number }>(
          `select count(*)::int n, (select count(*)::int from "$s".penjualan j join "$s".cicilan c
             on c.no_faktur_jual = j.no_faktur_jual and c.nama_customer = 'MODEL') lines
           from "$s".cicilan where status = 'LUNAS' and nama_customer = 'MODEL'`,
        );
        expect(sold[0]?.lines).toBe(sold[0]?.n);
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
