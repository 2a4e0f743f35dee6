import { api, priceSaleLine, REFUND_BATAL_PESANAN, splitRefund } from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../platform/session.ts';
import { cashLedger, downPayment, pickAndPay, splitPayment, sumOf } from '../../test/cash-ledger.ts';
import { settle, sqlOf, useChain } from '../../test/harness.ts';
import { getDay } from '../harga-emas/harga-emas.service.ts';
import { cancelSale } from '../penjualan/penjualan.service.ts';
import { setParaSystem } from '../system/system.service.ts';
import {
  ambilHarga,
  ambilPesanan,
  cancelPesanan,
  createPesanan,
  getPesanan,
  terimaPesanan,
} from './pesanan.service.ts';

/**
 * Customer orders against a reference model: random orders taken (price locked at the order or at
 * pick-up, any down payment, cash or transfer), delivered, picked up through a sale, cancelled under
 * a random refund rule, and pick-up sales cancelled — valid or not, in any order. After each run:
 * each order's paid + rest = total, what it has paid is what its cash rows hold, a cancelled one's
 * refund + kept = paid; the cash of PESANAN, BATAL PESANAN and the pick-up sales' PENJUALAN equals
 * the sums over the documents; the items reserved in stock are exactly the delivered orders'.
 */

const chain = useChain();
/** The counter takes, delivers, picks up and cancels; the owner sets the refund rule. */
const [kasir, owner] = [systemUser('kasir1', 'KASIR'), systemUser('owner1', 'OWN')];

type Op =
  | { k: 'take'; berat: number; dpPart: number; transfer: boolean; ambil: boolean }
  | { k: 'terima'; pick: number; berat: number }
  | { k: 'ambil'; pick: number; cash: number }
  | { k: 'batal'; pick: number }
  | { k: 'batalJual'; pick: number }
  | { k: 'rule'; persen: number };

const gram = (min: number, max: number) =>
  fc.integer({ min: min * 1000, max: max * 1000 }).map((t) => t / 1000);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('take' as const),
      berat: gram(1, 20),
      dpPart: fc.integer({ min: 0, max: 100 }),
      transfer: fc.boolean(),
      ambil: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant('terima' as const), pick: fc.nat(), berat: gram(1, 20) }),
  },
  {
    weight: 3,
    arbitrary: pickAndPay('ambil' as const),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('batal' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('batalJual' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('rule' as const), persen: fc.integer({ min: 0, max: 100 }) }),
  },
);

/** The state each move starts from (batal: also SIAP). */
const WANTS: Record<Op['k'], string> = {
  take: '',
  terima: 'PESAN',
  ambil: 'SIAP',
  batal: 'PESAN',
  batalJual: 'DIAMBIL',
  rule: '',
};

/** The model of an order: its state, its down payment, what the customer has paid, its open pick-up sale. */
type Order = { no: string; status: string; dp: number; paid: number; sale?: string; refund?: number };

const q = <T>(text: string) => sqlOf(chain().tk1)<T>(text);

describe('pesanan documents and their cash', () => {
  it('paid + rest = total; cash by category equals the documents; reserved stock is the delivered orders', async () => {
    const shop = chain().tk1.shop;
    const harga = (await getDay(shop)).groups.find((g) => g.kode_group === 'EMAS MUDA')?.harga_jual ?? 0;
    expect(harga).toBeGreaterThan(0);
    const orders: Order[] = [];
    let persen: number = REFUND_BATAL_PESANAN.initial;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) {
          // An even pick chooses among the orders the move is valid for (when any), an odd one among all.
          const fits = orders.filter((x) => x.status === WANTS[op.k]);
          const from = 'pick' in op && op.pick % 2 === 0 && fits.length ? fits : orders;
          const o = 'pick' in op ? from[Math.floor(op.pick / 2) % Math.max(from.length, 1)] : undefined;
          if (op.k === 'rule') {
            await setParaSystem(shop, owner, REFUND_BATAL_PESANAN.key, String(op.persen));
            persen = op.persen;
          } else if (op.k === 'take') {
            const total = priceSaleLine({
              berat: op.berat,
              harga_gram: harga,
              ongkos: 50_000,
              harga_atribut: 0,
              pembulatan: 500,
              arah: 'up',
            });
            const dp = Math.floor((total * op.dpPart) / 100);
            const p = await createPesanan(shop, kasir, {
              kode_sales: 'S01',
              nama_barang: 'CINCIN PESANAN',
              kode_group: 'EMAS MUDA',
              berat: op.berat,
              harga_kunci: op.ambil ? 'AMBIL' : 'PESAN',
              ongkos: 50_000,
              dp_rp: dp,
              pembayaran: downPayment(dp, op.transfer),
            });
            expect(p.total_harga).toBe(total);
            expect(p.jumlah_bayar + p.sisa_rp).toBe(p.total_harga);
            orders.push({ no: p.no_pesanan, status: 'PESAN', dp, paid: dp });
          } else if (!o) {
          } else if (op.k === 'terima') {
            const r = await settle(
              terimaPesanan(shop, kasir, {
                no_pesanan: o.no,
                berat: op.berat,
                kode_dept: 'MCC',
                kode_gudang: 'TOKO',
                kode_baki: 'A01',
              }),
            );
            expect(!!r).toBe(o.status === 'PESAN');
            if (r) o.status = 'SIAP';
          } else if (op.k === 'ambil') {
            const price = await settle(ambilHarga(shop, o.no));
            expect(!!price).toBe(o.status === 'SIAP');
            const rest = price?.sisa_rp ?? 1;
            const pembayaran = splitPayment(rest, op.cash);
            const r = await settle(ambilPesanan(shop, kasir, { no_pesanan: o.no, pembayaran }));
            // A delivered item priced below the down payment is refused (the order stays SIAP).
            expect(!!r).toBe(o.status === 'SIAP' && rest >= 0);
            if (r) {
              expect(r.total_jual).toBe(price?.total_harga);
              expect(r.jumlah_bayar + r.sisa_rp).toBe(r.total_harga);
              Object.assign(o, { status: 'DIAMBIL', paid: r.total_jual, sale: r.no_faktur_group });
            }
          } else if (op.k === 'batal') {
            const r = await settle(cancelPesanan(shop, kasir, { no_faktur: o.no, alasan: 'X' }));
            expect(!!r).toBe(o.status === 'PESAN' || o.status === 'SIAP');
            if (r) {
              const split = splitRefund(o.paid, persen, 500);
              expect(r).toMatchObject({ ...split, persen_refund: persen });
              Object.assign(o, { status: 'BATAL', refund: split.refund_rp, paid: split.hangus_rp });
            }
          } else {
            const sale = o.sale;
            const r = sale ? await settle(cancelSale(shop, kasir, { no_faktur: sale, alasan: 'X' })) : null;
            expect(!!r).toBe(o.status === 'DIAMBIL');
            if (r) Object.assign(o, { status: 'SIAP', paid: o.dp, sale: undefined });
          }
        }

        // Each document against the model and against its own cash rows.
        const kas = await cashLedger(chain().tk1, [
          ...Object.values(api.KATEGORI_KAS_PESANAN),
          'PENJUALAN',
          'BATAL PENJUALAN',
        ]);
        const docs = await Promise.all(orders.map((o) => getPesanan(shop, o.no)));
        for (const [i, d] of docs.entries()) {
          const o = orders[i] as Order;
          expect([d.status, d.dp_rp]).toEqual([o.status, o.dp]);
          expect(d.jumlah_bayar + d.sisa_rp).toBe(d.total_harga);
          if (d.status === 'BATAL') {
            expect((d.refund_rp ?? 0) + (d.hangus_rp ?? 0)).toBe(d.jumlah_bayar);
            expect(d.refund_rp).toBe(o.refund);
            expect(kas.net(d.no_pesanan)).toBe(d.hangus_rp);
            expect(kas.net(d.no_pesanan)).toBe(o.paid);
          } else {
            expect(d.jumlah_bayar).toBe(o.paid);
            // What is paid is in the cash: the down payment, and at pick-up the sale's rest.
            expect(kas.net(d.no_pesanan) + kas.net(o.sale)).toBe(d.jumlah_bayar);
          }
          if (d.status === 'DIAMBIL') expect(d.sisa_rp).toBe(0);
        }

        // Cash by category equals the documents.
        expect(kas.total('PESANAN', 'masuk')).toBe(sumOf(docs, (d) => d.dp_rp));
        expect(kas.total('BATAL PESANAN', 'keluar')).toBe(sumOf(docs, (d) => d.refund_rp ?? 0));
        const pickUps = new Set(
          (
            await q<{ g: string }>(
              `select distinct no_faktur_group as g from "$s".penjualan where no_pesanan <> ''`,
            )
          ).map((r) => r.g),
        );
        expect(
          kas.total('PENJUALAN', 'masuk', pickUps) - kas.total('BATAL PENJUALAN', 'keluar', pickUps),
        ).toBe(sumOf(docs, (d) => (d.status === 'DIAMBIL' ? d.total_harga - d.dp_rp : 0)));

        // Reserved stock: exactly the delivered (SIAP) orders' items.
        const reserved = await q<{ kode_barcode: string }>(
          `select kode_barcode from "$s".barang where status = 'PESANAN' order by 1`,
        );
        expect(reserved.map((r) => r.kode_barcode)).toEqual(
          docs
            .filter((d) => d.status === 'SIAP')
            .map((d) => d.kode_barcode)
            .sort(),
        );
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
