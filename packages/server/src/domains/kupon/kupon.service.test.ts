import { addDays, KUPON_MSG, MODULE } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { call } from '../../test/harness.ts';
import { type CounterChain, startCounterChain } from '../penjualan/counter.fixtures.ts';
import { redeemSaleKupon, type SaleKupon } from './kupon.service.ts';

/**
 * The redemption alone, without the sale around it (whose document numbering happens to serialise
 * sales today): concurrent transactions on the last unit of quota must still leave exactly one usage.
 */
let c: CounterChain;
let day: string;
beforeAll(async () => {
  c = await startCounterChain();
  const on = await call(c.chain.tk1, 'PUT', 'system-setting/modules', {
    token: c.owner,
    body: { modules: [{ key: MODULE.KUPON, active: true }] },
  });
  expect(on.status, on.body.message).toBe(200);
  day = (await call(c.chain.tk1, 'GET', 'users/me', { token: c.kasir })).body.data.tgl_system;
}, 300_000);
afterAll(() => c.chain.close());

const redemption = (over: Partial<SaleKupon> = {}): SaleKupon => ({
  kode_kupon: 'SATU',
  pembayaran: [{ jenis: 'KUPON', jumlah: 75_000 }],
  belanja: 2_000_000,
  sisa: 2_000_000,
  party: { kode_member: '', nama_customer: 'UMUM' },
  tanggal: day,
  input_by: 'kasir1',
  ...over,
});

/** The redemption as a sale does it: checked, then its usage row written with the sale's number. */
async function redeem(tx: Db, sale: SaleKupon, no: number) {
  const usage = await redeemSaleKupon(c.chain.tk1.shop, tx, sale);
  if (usage) await tx.execute(usage(`FJ-TEST-${no}`));
}

describe('redeemSaleKupon under concurrency', () => {
  it('10 transactions on a quota of 1: one usage, nine refused with HABIS', async () => {
    const add = await c.post(
      'parameter-kupon',
      {
        kode_kupon: 'SATU',
        nama_kupon: 'satu',
        jenis_potongan: 'RUPIAH',
        nilai_potongan: 75_000,
        kuota: 1,
        tgl_awal: addDays(day, -1),
        tgl_akhir: day,
      },
      c.owner,
    );
    expect(add.status, add.body.message).toBe(201);
    const shop = c.chain.tk1.shop;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        shop.db.transaction(async (tx) => {
          await redeem(tx as unknown as Db, redemption(), i);
          // Hold the transaction open a moment, as a sale's remaining work would.
          await new Promise((r) => setTimeout(r, 20));
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as Error).message).toBe(KUPON_MSG.usedUp('SATU'));
    const rows = await c.q<{ n: number }>(
      `select count(*)::int as n from "$s".kupon_pakai where kode_kupon = 'SATU'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('a sale without a coupon and without a KUPON line is left alone; two KUPON lines are refused', async () => {
    const shop = c.chain.tk1.shop;
    await shop.db.transaction((tx) =>
      redeem(tx as unknown as Db, redemption({ kode_kupon: undefined, pembayaran: [] }), 99),
    );
    const two = redemption({
      pembayaran: [
        { jenis: 'KUPON', jumlah: 1 },
        { jenis: 'KUPON', jumlah: 2 },
      ],
    });
    await expect(shop.db.transaction((tx) => redeem(tx as unknown as Db, two, 98))).rejects.toThrow(
      KUPON_MSG.oneCoupon,
    );
  });
});
