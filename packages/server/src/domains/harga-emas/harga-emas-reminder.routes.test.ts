import {
  addDays,
  BASE_24K,
  type HargaEmasDay,
  lastPriceDay,
  priceReminderText,
  priceSetOn,
} from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, type Chain, call, login, startChain } from '../../test/harness.ts';

/**
 * Issue 43: a new business day keeps yesterday's gold price. GET harga-emas tells whether the day has
 * a price of its own (berlaku_sejak of the price in effect): the web reminds whoever may set prices.
 */
let chain: Chain;
let owner: string;
let seeded: string;
let day: string;

beforeAll(async () => {
  chain = await startChain();
  seeded = await businessDay(chain.tk1);
  // The next business day, as a closing leaves it: no price of its own yet.
  day = addDays(seeded, 1);
  const { shop } = chain.tk1;
  await shop.db.update(shop.t.toko).set({ tgl_system: day });
  owner = await login(chain.tk1, 'owner1');
}, 120_000);
afterAll(() => chain.close());

const today = async (token = owner) => {
  const res = await call(chain.tk1, 'GET', 'harga-emas', { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as HargaEmasDay;
};

describe("today's gold price reminder", () => {
  it('a new day keeps the last price but is not set; once saved for the day it is', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    const before = await today(kasir);
    expect(before.tanggal).toBe(day);
    expect(priceSetOn(before)).toBe(false);
    expect(lastPriceDay(before)).toBe(seeded);
    expect(priceReminderText(before)).toMatch(/^Harga emas hari ini belum diatur \(/);

    const harga = before.base
      ? [{ kode_group: BASE_24K, harga_jual: before.base.harga_jual, harga_beli: before.base.harga_beli }]
      : before.groups
          .filter((g) => g.harga_jual > 0)
          .slice(0, 1)
          .map((g) => ({ kode_group: g.kode_group, harga_jual: g.harga_jual, harga_beli: g.harga_beli }));
    expect(harga.length).toBe(1);
    // A cashier may read the price, not set it (the reminder is for who may).
    const refused = await call(chain.tk1, 'PUT', 'harga-emas', {
      token: kasir,
      body: { tanggal: day, harga },
    });
    expect(refused.status).toBe(403);
    expect(priceSetOn(await today())).toBe(false);

    const saved = await call(chain.tk1, 'PUT', 'harga-emas', { token: owner, body: { tanggal: day, harga } });
    expect(saved.status, saved.body.message).toBe(200);
    const after = await today(kasir);
    expect(priceSetOn(after)).toBe(true);
    expect(lastPriceDay(after)).toBe(day);
  });
});
