import { addDays, MSG } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../db/database.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters, item } from '../barang/barang.fixtures.ts';
import { setCounterPrice } from '../penjualan/counter.fixtures.ts';

/**
 * A sale whose session was checked before a store closing committed must not land on the new day:
 * it either commits inside the closed day or is refused with 401 Invalid Token.
 */
let chain: Chain;
const tk1 = () => chain.tk1;
const realDb = () => gate.db as Db;

/** Holds the next transaction the shop starts until released (to force one interleaving). */
const gate: {
  db?: Db;
  armed: boolean;
  reached?: () => void;
  release?: () => void;
} = { armed: false };

beforeAll(async () => {
  chain = await startChain();
  const owner = await login(tk1(), 'owner1');
  await addFixtureMasters(tk1(), owner);
  await setCounterPrice(tk1(), owner);
  const db = tk1().shop.db;
  gate.db = db;
  tk1().shop.db = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction' || !gate.armed) return Reflect.get(target, prop, receiver);
      gate.armed = false;
      return async (...args: Parameters<Db['transaction']>) => {
        await new Promise<void>((resume) => {
          gate.release = resume;
          gate.reached?.();
        });
        return target.transaction(...args);
      };
    },
  });
});
afterAll(() => chain.close());

const businessDay = async () => {
  const owner = await login(tk1(), 'owner1');
  return (await call(tk1(), 'GET', 'users/me', { token: owner })).body.data.tgl_system as string;
};

async function readyItem(): Promise<{ kode: string; price: number }> {
  const owner = await login(tk1(), 'owner1');
  const res = await call(tk1(), 'POST', 'barang/create/bulk', {
    token: owner,
    body: { detail_barang: [item({ berat: 1.5, ongkos: 20_000 })] },
  });
  expect(res.status, res.body.message).toBe(201);
  const kode = res.body.data.data[0].kode_barcode as string;
  const quote = await call(tk1(), 'GET', `penjualan/barang/${kode}`, { token: owner });
  expect(quote.status, quote.body.message).toBe(200);
  return { kode, price: quote.body.data.harga_total as number };
}

const saleBody = (kode: string, price: number) => ({
  kode_sales: 'S01',
  nama_customer: 'race',
  detail_barang: [{ kode_barcode: kode }],
  pembayaran: [{ jenis: 'CASH', jumlah: price }],
});

const q = async <T>(text: string) =>
  rowsOf<T>(await realDb().execute(sql.raw(text.replaceAll('$s', tk1().shop.schema))));
const salesOf = (kode: string) =>
  q<{ tanggal: string }>(`select tanggal from "$s".penjualan where kode_barcode = '${kode}'`);
const statusOf = async (kode: string) =>
  (await q<{ status: string }>(`select status from "$s".barang where kode_barcode = '${kode}'`))[0]?.status;

describe('a sale racing the store closing', () => {
  it('checked before the closing committed, it is refused with 401 after it, and writes nothing', async () => {
    const day = await businessDay();
    const { kode, price } = await readyItem();
    const kasir = await login(tk1(), 'kasir1');
    const owner = await login(tk1(), 'owner1');

    // The sale passes its session check, then its transaction waits until the closing has committed.
    const reached = new Promise<void>((r) => {
      gate.reached = r;
    });
    gate.armed = true;
    const sale = call(tk1(), 'POST', 'penjualan', { token: kasir, body: saleBody(kode, price) });
    await reached;
    const close = await call(tk1(), 'POST', 'system/close', {
      token: owner,
      body: { PROSES: 'close', tgl_system: day },
    });
    expect(close.status, close.body.message).toBe(200);
    gate.release?.();
    const res = await sale;

    expect(res.status, res.body.message).toBe(401);
    expect(res.body.message).toBe(MSG.invalidToken);
    expect(await salesOf(kode)).toEqual([]);
    expect(await statusOf(kode)).toBe('READY');
    expect(await businessDay()).toBe(addDays(day, 1));
  });

  it('raced many times: a sale either lands in the day being closed or is refused', async () => {
    for (let i = 0; i < 4; i++) {
      const day = await businessDay();
      const { kode, price } = await readyItem();
      const kasir = await login(tk1(), 'kasir1');
      const owner = await login(tk1(), 'owner1');
      const [sale, close] = await Promise.all([
        call(tk1(), 'POST', 'penjualan', { token: kasir, body: saleBody(kode, price) }),
        call(tk1(), 'POST', 'system/close', { token: owner, body: { PROSES: 'close', tgl_system: day } }),
      ]);
      expect(close.status, close.body.message).toBe(200);
      if (sale.status === 201) {
        expect(await salesOf(kode)).toEqual([{ tanggal: day }]);
        // The closing counted it: the item's JUAL is in the closed day's ledger.
        const ledger = await q<{ tanggal: string }>(
          `select tanggal from "$s".stock_ledger where kode_barcode = '${kode}' and jenis = 'JUAL'`,
        );
        expect(ledger).toEqual([{ tanggal: day }]);
      } else {
        expect(sale.status, sale.body.message).toBe(401);
        expect(await salesOf(kode)).toEqual([]);
        expect(await statusOf(kode)).toBe('READY');
      }
    }
  });
});
