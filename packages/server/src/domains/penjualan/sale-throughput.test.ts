import { formatDocumentNumber } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, statementProbe } from '../../db/database.ts';
import type { Chain } from '../../test/harness.ts';
import { item } from '../barang/barang.fixtures.ts';
import { activeMasterData, findBarang } from '../barang/barang.queries.ts';
import { writeNumbered } from '../kas/nomor-dokumen.ts';
import { type CounterChain, queryShop, startCounterChain } from './counter.fixtures.ts';

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
    // Issue 46: the numbers are taken in the statement that writes the sale, its lines and its cash,
    // so their counter rows stay locked for nothing but the COMMIT after it.
    const numbered = three.sent.findIndex((t) => t.includes('nomor_dokumen'));
    expect(three.sent[numbered]).toMatch(/insert into "[^"]+"\."penjualan"/);
    expect(three.sent[numbered]).toMatch(/insert into "[^"]+"\."kas"/);
    expect(three.sent.slice(numbered + 1).filter((t) => !/^\s*commit\b/i.test(t))).toEqual([]);
  });
});

const seqOf = (no: string) => Number(no.split('-').at(-1));

describe('prepared reads of the counter (issue 46)', () => {
  it('are per shop: two shops of one database each read their own schema, on the pool and in a transaction', async () => {
    const [kode] = await addItems(1);
    const [tk1, tk2] = [chain.tk1.shop, chain.tk2.shop];
    for (let round = 0; round < 2; round++) {
      expect((await findBarang(tk1, kode as string))?.kode_barcode).toBe(kode);
      expect(await findBarang(tk2, kode as string)).toBeUndefined();
    }
    await queryShop(
      chain.tk2,
      `update "$s".master_rows set status = 'INACTIVE' where master = 'sales' and kode = 'S02'`,
    );
    const sales = (shop: typeof tk1, db: Db) => activeMasterData(shop, db, 'sales', ['S01', 'S02']);
    for (const db of [null, 'tx'] as const)
      for (const [shop, kodes] of [
        [tk1, ['S01', 'S02']],
        [tk2, ['S01']],
      ] as const) {
        const read = db
          ? await shop.db.transaction((tx) => sales(shop, tx as unknown as Db))
          : await sales(shop, shop.db);
        expect([...read.keys()].sort()).toEqual(kodes);
      }
  });
});

describe('writeNumbered: numbers taken in the statement that writes them', () => {
  const kasOf = (deskripsi: string, by: string) => ({
    tanggal: '2031-02-03',
    kategori: 'UJI',
    jenis: 'CASH',
    deskripsi,
    jumlah_in: 1,
    input_by: by,
  });

  it('the SQL numbers are the numbers answered, past 9999 too; a failed transaction gives them back', async () => {
    const shop = chain.tk1.shop;
    const t = shop.t.nomorDokumen;
    await shop.db.insert(t).values({ prefix: 'UJ', tanggal: '2031-02-03', last: 9997 });
    const nos = await shop.db.transaction((tx) =>
      writeNumbered(shop, tx as unknown as Db, '2031-02-03', [{ prefix: 'UJ', count: 3 }], (no) => [
        tx
          .insert(shop.t.kas)
          .values([0, 1, 2].map((i) => ({ ...kasOf('', 'uji1'), deskripsi: no.nth('UJ', i) }))),
      ]),
    );
    expect(nos).toEqual([
      [9998, 9999, 10000].map((n) => formatDocumentNumber('UJ', shop.kode_toko, '2031-02-03', n)),
    ]);
    const stored = await queryShop<{ deskripsi: string }>(
      chain.tk1,
      `select deskripsi from "$s".kas where input_by = 'uji1' order by id`,
    );
    expect(stored.map((r) => r.deskripsi)).toEqual(nos[0]);
    // A document refused after its numbered write: its numbers and rows roll back with it.
    await expect(
      shop.db.transaction(async (tx) => {
        await writeNumbered(shop, tx as unknown as Db, '2031-02-03', [{ prefix: 'UJ', count: 1 }], (no) => [
          tx.insert(shop.t.kas).values({ ...kasOf('', 'uji2'), deskripsi: no.nth('UJ') }),
        ]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const [after] = await queryShop<{ last: number; rows: number }>(
      chain.tk1,
      `select last, (select count(*)::int from "$s".kas where input_by = 'uji2') as rows
      from "$s".nomor_dokumen where prefix = 'UJ'`,
    );
    expect(after).toEqual({ last: 10000, rows: 0 });
  });
});

describe('numbering under concurrency (numbers taken last, several in one statement)', () => {
  it('twenty concurrent sales of one to three items, one refused: numbers gap-free and never repeated', async () => {
    const kodes = await addItems(40);
    const [soldAlready] = kodes.splice(0, 1);
    expect((await sell([soldAlready as string])).status).toBe(201);
    const before = await queryShop<{ prefix: string; last: number }>(
      chain.tk1,
      `select prefix, last from "$s".nomor_dokumen where prefix in ('FJ', 'JL')`,
    );
    const last = (prefix: string) => before.find((r) => r.prefix === prefix)?.last ?? 0;
    // Sale i takes 1 + i % 3 items; sale 7 also asks for the item sold above and is refused whole.
    let at = 0;
    const baskets = Array.from({ length: 20 }, (_, i) => {
      const basket = kodes.slice(at, at + 1 + (i % 3));
      at += basket.length;
      return i === 7 ? [...basket, soldAlready as string] : basket;
    });
    const answers = await Promise.all(baskets.map((b) => sell(b)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(19);
    expect(answers[7]?.status).toBe(409);
    const saved = answers
      .filter((a) => a.status === 201)
      .map((a) => a.body.data as { no_faktur_group: string; no_faktur_jual: string[] });
    const groups = saved.map((s) => seqOf(s.no_faktur_group)).sort((a, b) => a - b);
    expect(groups).toEqual(Array.from({ length: 19 }, (_, i) => last('FJ') + 1 + i));
    const lines = saved.flatMap((s) => s.no_faktur_jual.map(seqOf)).sort((a, b) => a - b);
    const wanted = baskets.filter((_, i) => i !== 7).reduce((n, b) => n + b.length, 0);
    expect(lines).toEqual(Array.from({ length: wanted }, (_, i) => last('JL') + 1 + i));
    // Each sale's lines are consecutive: one statement took them together.
    for (const s of saved) {
      const seqs = s.no_faktur_jual.map(seqOf);
      expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] as number) + i));
    }
    // Never repeated: as many distinct numbers as stored lines and invoices.
    const [stored] = await queryShop<{ n: number; lines: number; g: number; groups: number }>(
      chain.tk1,
      `select count(*)::int as n, count(distinct no_faktur_jual)::int as lines,
        count(distinct no_faktur_group)::int as groups,
        (select count(*)::int from "$s".kas where kategori = 'PENJUALAN') as g
      from "$s".penjualan`,
    );
    expect(stored?.lines).toBe(stored?.n);
    expect(stored?.groups).toBe(stored?.g);
  });
});
