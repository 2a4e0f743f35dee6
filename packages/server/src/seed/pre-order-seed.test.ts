import { addDays, type PoPage, type PreOrder } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, sqlOf, startChain } from '../test/harness.ts';
import { seedPreOrder } from './pre-order-seed.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
}, 120_000);
afterAll(() => chain.close());

describe.each(['tk1', 'tk2'] as const)('the demo pre-orders of %s', (key) => {
  it('are listed by GET pre-order over the last 30 days, in every state', async () => {
    const server = chain[key];
    await seedPreOrder(server.shop);
    const kasir = await login(server, 'kasir1');
    const day = (await call(server, 'GET', 'users/me', { token: kasir })).body.data.tgl_system as string;
    const from = addDays(day, -29);
    const res = await call(server, 'GET', `pre-order?tgl_from=${from}&tgl_to=${day}&skip=0&limit=50&page=1`, {
      token: kasir,
    });
    expect(res.status, res.body.message).toBe(200);
    const page = res.body.data as PoPage<PreOrder>;
    expect(page).toMatchObject({ count: 5, page: 1, limit: 50, skip: 0 });
    const shape = page.preorders.map((p) => `${p.status}:${p.qty_kirim}/${p.qty_estimasi}`).sort();
    expect(shape).toEqual(['OPEN:0/1', 'OPEN:0/1', 'VALID:0/2', 'VALID:1/3', 'VALID:2/2']);
    const cancelled = await sqlOf(server)<{ n: number }>(
      `select count(*)::int as n from "$s".pre_order where status = 'BATAL'`,
    );
    expect(cancelled[0]?.n).toBe(1);
    const finish = await call(server, 'GET', 'pre-order?status=finish&limit=9999', { token: kasir });
    expect((finish.body.data as PoPage<PreOrder>).count).toBe(2);
  });
});
