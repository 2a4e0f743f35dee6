import { BASE_24K } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import type { ShopServer } from '../../platform/app.ts';
import { businessDay, type Chain, call, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters } from '../barang/barang.fixtures.ts';

export type CounterChain = {
  chain: Chain;
  owner: string;
  kasir: string;
  /** POST on TK1, as kasir1 unless another token is given. */
  post: (path: string, body: unknown, token?: string) => ReturnType<typeof call>;
  /** Rows of a SQL text on TK1's schema. */
  q: <T>(text: string) => Promise<T[]>;
};

/**
 * The counter's 24K price on the shop's business day: 1,300,000 to sell, 1,200,000 to buy, so MUDA
 * (kadar 70) sells at 910,000 and buys at 840,000 a gram.
 */
export async function setCounterPrice(server: ShopServer, owner: string): Promise<void> {
  const price = await call(server, 'PUT', 'harga-emas', {
    token: owner,
    body: {
      tanggal: await businessDay(server),
      harga: [{ kode_group: BASE_24K, harga_jual: 1_300_000, harga_beli: 1_200_000 }],
    },
  });
  expect(price.status, price.body.message).toBe(200);
}

/** TK1 made ready for the counter's tests: the fixture masters and the counter's price (setCounterPrice). */
export async function prepareCounter(server: ShopServer, owner: string): Promise<void> {
  await addFixtureMasters(server, owner);
  await setCounterPrice(server, owner);
}

/**
 * A chain ready for the counter's tests: TK1 with the fixture masters, owner1 and kasir1 logged in,
 * and the counter's price (setCounterPrice).
 */
export async function startCounterChain(opts: Parameters<typeof startChain>[0] = {}): Promise<CounterChain> {
  const chain = await startChain(opts);
  const owner = await login(chain.tk1, 'owner1');
  const kasir = await login(chain.tk1, 'kasir1');
  await prepareCounter(chain.tk1, owner);
  return {
    chain,
    owner,
    kasir,
    post: (path, body, token = kasir) => call(chain.tk1, 'POST', path, { token, body }),
    q: (text) => queryShop(chain.tk1, text),
  };
}

/** Rows of a SQL text run on the shop's schema (`$s` stands for it). */
export const queryShop = async <T>(server: ShopServer, text: string) =>
  rowsOf<T>(await server.shop.db.execute(sql.raw(text.replaceAll('$s', server.shop.schema))));

/**
 * A buy-back by S01 of the sold line `noJual` (2.5 g MUDA, now KUSAM) from a walk-in seller, named
 * with a KTP (issue 43), paid `jumlah` in cash: the body of POST pembelian.
 */
export const buyBackOfSoldLine = (noJual: string, jumlah: number) => ({
  kode_sales: 'S01',
  nama_customer: 'Budi Penjual',
  no_ktp: '3174010101800001',
  detail_barang: [
    { no_faktur_jual: noJual, nama_barang: 'cincin', kode_group: 'MUDA', berat: 2.5, kode_kondisi: 'KUSAM' },
  ],
  pembayaran: [{ jenis: 'CASH', jumlah }],
});
