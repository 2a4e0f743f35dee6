import { api, parseShopBarcode } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { type Chain, call, fingerprint, login, sqlOf, startChain } from '../../test/harness.ts';
import { item } from '../barang/barang.fixtures.ts';
import { addItems, flushOutbox } from './kirim-barang.test-helper.ts';
import { stopOutbox } from './shop-outbox.ts';

/**
 * A piece keeps its barcode for life across the chain (issue 40): new codes carry the shop's code, a
 * shipped piece arrives under its own code with its history, and a legacy code another piece holds at
 * the receiver refuses that line instead of renaming it.
 */
const { KIRIM_MSG } = api;
let chain: Chain;
const tokens = new Map<string, string>();
const owner = (s: ShopServer) => tokens.get(`${s.shop.kode_toko}:owner1`) as string;
const spv = (s: ShopServer) => tokens.get(`${s.shop.kode_toko}:spv1`) as string;

beforeAll(async () => {
  chain = await startChain({ listen: true, config: { outboxIntervalMs: 600_000, outboxRetryBaseMs: 1 } });
  for (const server of [chain.pst, chain.tk1, chain.tk2]) stopOutbox(server.shop);
  for (const s of [chain.pst, chain.tk1, chain.tk2])
    for (const u of ['owner1', 'spv1']) tokens.set(`${s.shop.kode_toko}:${u}`, await login(s, u));
  for (const s of [chain.pst, chain.tk1, chain.tk2]) await addItems(s, owner(s), 1);
}, 120_000);
afterAll(() => chain.close());

/** Sends the pieces from one shop to another and hands the surat jalan over; the shipment number. */
async function ship(from: ShopServer, to: ShopServer, kodes: string[]): Promise<string> {
  const res = await call(from, 'POST', 'kirim-barang', {
    token: spv(from),
    body: { kode_toko_tujuan: to.shop.kode_toko, kode_barcodes: kodes },
  });
  expect(res.status, res.body.message).toBe(201);
  await flushOutbox(from);
  return res.body.data.no_kirim as string;
}

const receive = (from: ShopServer, to: ShopServer, noKirim: string, kodes: string[], status = 'TERIMA') =>
  call(to, 'POST', 'terima-barang', {
    token: spv(to),
    body: {
      kode_toko_asal: from.shop.kode_toko,
      no_kirim: noKirim,
      kode_gudang: 'TOKO',
      kode_baki: 'B2',
      detail_barang: kodes.map((kode_barcode) => ({ kode_barcode, status })),
    },
  });

const ledgerOf = (s: ShopServer, kode: string) =>
  sqlOf(s)<{ jenis: string; qty: number; no_ref: string; keterangan: string }>(
    `select jenis, qty, no_ref, keterangan from $s.stock_ledger where kode_barcode = '${kode}' order by id`,
  );
const rowsOf = (s: ShopServer, kode: string) =>
  sqlOf(s)<{ status: string; kode_baki: string }>(
    `select status, kode_baki from $s.barang where kode_barcode = '${kode}'`,
  );

/** Gives a piece a legacy 8-digit code (as pieces added before chain-wide barcodes have). */
async function makeLegacy(s: ShopServer, kode: string, legacy: string) {
  await sqlOf(s)(`update $s.barang set kode_barcode = '${legacy}' where kode_barcode = '${kode}'`);
  await sqlOf(s)(`update $s.stock_ledger set kode_barcode = '${legacy}' where kode_barcode = '${kode}'`);
}

describe('allocation', () => {
  it('20 pieces added at once at one shop get 20 different codes, each naming the shop', async () => {
    const adds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(chain.tk1, 'POST', 'barang', { token: owner(chain.tk1), body: item({ berat: 1 + i / 100 }) }),
      ),
    );
    const codes = adds.map((r) => {
      expect(r.status, r.body.message).toBe(201);
      return r.body.data.kode_barcode as string;
    });
    expect(new Set(codes).size).toBe(20);
    const parsed = codes.map((c) => parseShopBarcode(c));
    expect(parsed.every((p) => p?.kode_toko === 'TK1')).toBe(true);
    expect(new Set(parsed.map((p) => p?.n)).size).toBe(20);
  });

  it("two shops' sequences start at the same number, their codes still differ", async () => {
    const [a] = await addItems(chain.tk1, owner(chain.tk1), 1);
    const [b] = await addItems(chain.tk2, owner(chain.tk2), 1);
    expect(a).toMatch(/^TK1-\d{6}$/);
    expect(b).toMatch(/^TK2-\d{6}$/);
    expect((await call(chain.tk2, 'GET', `barang/by-barcode/${a}`, { token: spv(chain.tk2) })).status).toBe(
      404,
    );
  });
});

describe('a shipped piece keeps its code', () => {
  it('TK1 -> TK2: arrives under the same code, found by it, its ledger naming the sender and the shipment', async () => {
    const [piece] = (await addItems(chain.tk1, owner(chain.tk1), 1)) as [string];
    const noKirim = await ship(chain.tk1, chain.tk2, [piece]);
    const res = await receive(chain.tk1, chain.tk2, noKirim, [piece]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.diterima).toEqual([{ kode_barcode: piece, kode_barcode_baru: piece }]);
    expect(await rowsOf(chain.tk2, piece)).toEqual([{ status: 'READY', kode_baki: 'B2' }]);
    const found = await call(chain.tk2, 'GET', `barang?kode_barcode=${piece}`, { token: spv(chain.tk2) });
    expect(found.body.data.map((b: api.BarangRow) => b.kode_barcode)).toEqual([piece]);
    expect(await ledgerOf(chain.tk2, piece)).toEqual([
      { jenis: 'TERIMA_KIRIM', qty: 1, no_ref: noKirim, keterangan: `DARI TK1 ${noKirim}` },
    ]);
    // The sender's side of the same move carries the same shipment number.
    expect((await ledgerOf(chain.tk1, piece)).map((l) => [l.jenis, l.no_ref])).toEqual([
      ['TAMBAH', expect.any(String)],
      ['KIRIM', noKirim],
    ]);
  });

  it('and back to TK1: the piece returns under its code, one row, its history going on', async () => {
    const [piece] = (await addItems(chain.tk1, owner(chain.tk1), 1)) as [string];
    const out = await ship(chain.tk1, chain.tk2, [piece]);
    expect((await receive(chain.tk1, chain.tk2, out, [piece])).status).toBe(200);
    await flushOutbox(chain.tk2);
    expect(await rowsOf(chain.tk1, piece)).toEqual([{ status: 'TERKIRIM', kode_baki: 'B1' }]);
    const back = await ship(chain.tk2, chain.tk1, [piece]);
    const res = await receive(chain.tk2, chain.tk1, back, [piece]);
    expect(res.status, res.body.message).toBe(200);
    expect(await rowsOf(chain.tk1, piece)).toEqual([{ status: 'READY', kode_baki: 'B2' }]);
    expect((await ledgerOf(chain.tk1, piece)).map((l) => `${l.jenis} ${l.qty} ${l.keterangan}`)).toEqual([
      'TAMBAH 1 ',
      'KIRIM -1 KIRIM KE TK2',
      `TERIMA_KIRIM 1 DARI TK2 ${back}`,
    ]);
  });

  it('a legacy code goes there and back the same way', async () => {
    const [piece] = (await addItems(chain.tk1, owner(chain.tk1), 1)) as [string];
    await makeLegacy(chain.tk1, piece, '00000888');
    const out = await ship(chain.tk1, chain.tk2, ['888']);
    expect((await receive(chain.tk1, chain.tk2, out, ['00000888'])).status).toBe(200);
    await flushOutbox(chain.tk2);
    const back = await ship(chain.tk2, chain.tk1, ['00000888']);
    const res = await receive(chain.tk2, chain.tk1, back, ['00000888']);
    expect(res.status, res.body.message).toBe(200);
    expect(await rowsOf(chain.tk1, '00000888')).toEqual([{ status: 'READY', kode_baki: 'B2' }]);
  });
});

describe('a legacy code another piece holds at the receiver', () => {
  it('refuses the line naming the code, renames nothing; refused, the piece goes back', async () => {
    const [mine] = (await addItems(chain.tk1, owner(chain.tk1), 1)) as [string];
    const [theirs] = (await addItems(chain.tk2, owner(chain.tk2), 1)) as [string];
    await makeLegacy(chain.tk1, mine, '00000777');
    await makeLegacy(chain.tk2, theirs, '00000777');
    const noKirim = await ship(chain.tk1, chain.tk2, ['00000777']);
    const before = await fingerprint(chain.tk2);
    const res = await receive(chain.tk1, chain.tk2, noKirim, ['00000777']);
    expect([res.status, res.body.message]).toEqual([409, KIRIM_MSG.barcodeTaken('00000777', 'TK1')]);
    expect(await fingerprint(chain.tk2)).toEqual(before);
    const refused = await receive(chain.tk1, chain.tk2, noKirim, ['00000777'], 'TOLAK');
    expect(refused.status, refused.body.message).toBe(200);
    await flushOutbox(chain.tk2);
    expect(await rowsOf(chain.tk1, '00000777')).toEqual([{ status: 'READY', kode_baki: 'B1' }]);
    expect(await rowsOf(chain.tk2, '00000777')).toEqual([{ status: 'READY', kode_baki: 'B1' }]);
  });

  it('a piece that left for one shop is not taken for a piece of the same legacy code from another', async () => {
    const [gone] = (await addItems(chain.tk1, owner(chain.tk1), 1)) as [string];
    await makeLegacy(chain.tk1, gone, '00000555');
    const out = await ship(chain.tk1, chain.tk2, ['00000555']);
    expect((await receive(chain.tk1, chain.tk2, out, ['00000555'])).status).toBe(200);
    await flushOutbox(chain.tk2);
    const [other] = (await addItems(chain.pst, owner(chain.pst), 1)) as [string];
    await makeLegacy(chain.pst, other, '00000555');
    const noKirim = await ship(chain.pst, chain.tk1, ['00000555']);
    const res = await receive(chain.pst, chain.tk1, noKirim, ['00000555']);
    expect([res.status, res.body.message]).toEqual([409, KIRIM_MSG.barcodeTaken('00000555', 'PST')]);
    expect(await rowsOf(chain.tk1, '00000555')).toEqual([{ status: 'TERKIRIM', kode_baki: 'B1' }]);
  });
});
