import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementProbe } from '../../db/database.ts';
import type { Chain } from '../../test/harness.ts';
import { item } from '../barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from './counter.fixtures.ts';

let chain: Chain;
let owner: string;
let post: CounterChain['post'];
beforeAll(async () => {
  ({ chain, owner, post } = await startCounterChain());
});
afterAll(() => chain.close());

/** 2.5 g x 910,000 + 50,000 ongkos. */
const PRICE = 2_325_000;

async function addItems(n: number): Promise<string[]> {
  const add = await post(
    'barang/create/bulk',
    { detail_barang: Array.from({ length: n }, () => item({ berat: 2.5, ongkos: 50_000 })) },
    owner,
  );
  expect(add.status, add.body.message).toBe(201);
  return (add.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

const sell = (kodes: string[]) =>
  post('penjualan', {
    kode_sales: 'S01',
    detail_barang: kodes.map((kode_barcode) => ({ kode_barcode })),
    pembayaran: [{ jenis: 'CASH', jumlah: PRICE * kodes.length }],
  });

/** The statements (round trips) one call sends, BEGIN and COMMIT included where the driver sends them. */
async function statementsOf<T>(fn: () => Promise<T>): Promise<{ answer: T; sent: string[] }> {
  const sent: string[] = [];
  statementProbe.watch = (t) => sent.push(t);
  try {
    return { answer: await fn(), sent };
  } finally {
    statementProbe.watch = undefined;
  }
}

describe('round trips of a sale over HTTP (issue 21: at most 8)', () => {
  it('a cash sale of one item, then of three: the same few statements, numbers taken once', async () => {
    const kodes = await addItems(5);
    // The first sale fills the shop's reference cache (settings, prices, sales people).
    expect((await sell(kodes.slice(0, 1))).status).toBe(201);
    const one = await statementsOf(() => sell(kodes.slice(1, 2)));
    expect(one.answer.status, one.answer.body.message).toBe(201);
    expect(one.sent.length, one.sent.join('\n---\n')).toBeLessThanOrEqual(8);
    const three = await statementsOf(() => sell(kodes.slice(2, 5)));
    expect(three.answer.status, three.answer.body.message).toBe(201);
    expect(three.answer.body.data.no_faktur_jual).toHaveLength(3);
    expect(three.sent.length).toBe(one.sent.length);
    expect(three.sent.filter((t) => t.includes('nomor_dokumen'))).toHaveLength(1);
  });
});
