import { api } from '@emas/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { type Chain, call, fingerprint, login, sqlOf } from '../../test/harness.ts';
import { findShopTarget } from '../toko/toko.service.ts';
import { flushOutbox, startDeliveryChain } from './kirim-barang.test-helper.ts';

/**
 * A confirmation (kirim-barang/konfirmasi) is what the receiver decided, as its own record of the
 * delivery says: a sister shop's credential alone cannot return a piece it took into stock, settle a
 * piece it has not decided, or name a piece that was never shipped; a repeat or a race changes nothing.
 * Every piece ends in exactly one shop.
 */
const { KIRIM_MSG } = api;
let chain: Chain;
let spv1: string;
let spv2: string;
/** The credential TK1 issued under TK2's code: what TK2 (and whoever holds it) confirms with. */
let tk2AtTk1: string;
let items: string[];

beforeAll(async () => {
  ({ chain, spv1, spv2, items } = await startDeliveryChain(12));
  tk2AtTk1 = (await findShopTarget(chain.tk2.shop, 'TK1'))?.service_token as string;
  expect(tk2AtTk1).toMatch(/^svc_/);
}, 120_000);
afterAll(() => chain.close());

const send = async (to: string, kodes: string[]) => {
  const res = await call(chain.tk1, 'POST', 'kirim-barang', {
    token: spv1,
    body: { kode_toko_tujuan: to, kode_barcodes: kodes },
  });
  expect(res.status).toBe(201);
  return res.body.data.no_kirim as string;
};
const konfirmasi = (
  no_kirim: string,
  detail: [string, 'DITERIMA' | 'DITOLAK'][],
  opts: { token?: string; tujuan?: string } = {},
) =>
  call(chain.tk1, 'POST', 'kirim-barang/konfirmasi', {
    token: opts.token ?? tk2AtTk1,
    body: {
      kode_toko_tujuan: opts.tujuan ?? 'TK2',
      no_kirim,
      detail_barang: detail.map(([kode_barcode, status]) => ({ kode_barcode, status })),
    },
  });
const statusAt = async (server: ShopServer, kodes: string[]) =>
  (
    await sqlOf(server)<{ status: string }>(
      `select status from $s.barang where kode_barcode in (${kodes.map((k) => `'${k}'`).join(',')}) order by kode_barcode`,
    )
  ).map((r) => r.status);
/** Where each piece is: READY at TK1, READY at TK2 (under its new barcode), both or neither. */
async function whereIs(kodes: string[]) {
  const tk1 = new Map(
    (
      await sqlOf(chain.tk1)<{ kode_barcode: string; status: string }>(
        `select kode_barcode, status from $s.barang where kode_barcode in (${kodes.map((k) => `'${k}'`).join(',')})`,
      )
    ).map((r) => [r.kode_barcode, r.status]),
  );
  const tk2 = new Set(
    (
      await sqlOf(chain.tk2)<{ kode_barcode: string }>(
        `select d.kode_barcode from $s.terima_barang_detail d join $s.barang b on b.kode_barcode = d.kode_barcode_baru where d.kode_toko_asal = 'TK1'`,
      )
    ).map((r) => r.kode_barcode),
  );
  return kodes.map((k) => {
    const inTk1 = tk1.get(k) === 'READY';
    const inTk2 = tk2.has(k);
    return `${k}:${inTk1 && inTk2 ? 'BOTH' : inTk1 ? 'TK1' : inTk2 ? 'TK2' : tk1.get(k) === 'KIRIM' ? 'ROAD' : 'NONE'}`;
  });
}
const receive = (no_kirim: string, detail: [string, 'TERIMA' | 'TOLAK'][]) =>
  call(chain.tk2, 'POST', 'terima-barang', {
    token: spv2,
    body: {
      kode_toko_asal: 'TK1',
      no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'B2',
      detail_barang: detail.map(([kode_barcode, status]) => ({ kode_barcode, status })),
    },
  });

describe('kirim-barang/konfirmasi takes only what the receiver recorded', () => {
  let noKirim: string;
  let a: string;
  let b: string;
  let c: string;
  let d: string;

  it('a forged refusal of a piece the receiver took into stock is refused: the piece is never in both shops', async () => {
    [a, b, c, d] = items.slice(0, 4) as [string, string, string, string];
    noKirim = await send('TK2', [a, b, c, d]);
    await flushOutbox(chain.tk1);
    // The receiver takes a and b, refuses c; d is not decided yet. Its answer has not left yet.
    expect(
      (
        await receive(noKirim, [
          [a, 'TERIMA'],
          [b, 'TERIMA'],
          [c, 'TOLAK'],
        ])
      ).status,
    ).toBe(200);
    const before = await fingerprint(chain.tk1);
    const forged = await konfirmasi(noKirim, [[a, 'DITOLAK']]);
    expect([forged.status, forged.body.message]).toEqual([409, KIRIM_MSG.notAsRecorded(a)]);
    // Mixed with a true decision, the whole call is refused.
    const mixed = await konfirmasi(noKirim, [
      [c, 'DITOLAK'],
      [b, 'DITOLAK'],
    ]);
    expect([mixed.status, mixed.body.message]).toEqual([409, KIRIM_MSG.notAsRecorded(b)]);
    expect(await fingerprint(chain.tk1)).toEqual(before);
    expect(await whereIs([a, b, c, d])).toEqual([`${a}:TK2`, `${b}:TK2`, `${c}:ROAD`, `${d}:ROAD`]);
  });

  it('a piece the receiver has not decided is not settled by a confirmation, either way', async () => {
    const before = await fingerprint(chain.tk1);
    for (const status of ['DITOLAK', 'DITERIMA'] as const) {
      const res = await konfirmasi(noKirim, [[d, status]]);
      expect([res.status, res.body.message]).toEqual([409, KIRIM_MSG.notAsRecorded(d)]);
    }
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('names only pieces of the document, each once, from the shop it was sent to', async () => {
    const other = items[4] as string;
    const toPst = await send('PST', [items[5] as string]);
    const owner = await login(chain.tk1, 'owner1');
    const before = await fingerprint(chain.tk1);
    const notIn = await konfirmasi(noKirim, [[other, 'DITOLAK']]);
    expect([notIn.status, notIn.body.message]).toEqual([400, KIRIM_MSG.notInShipment(other)]);
    const twice = await konfirmasi(noKirim, [
      [c, 'DITOLAK'],
      [c, 'DITOLAK'],
    ]);
    expect([twice.status, twice.body.message]).toEqual([400, 'Kode Barcode Tidak Boleh Ganda']);
    // A shipment to another shop: neither under that shop's name nor under its own.
    const asPst = await konfirmasi(toPst, [[items[5] as string, 'DITOLAK']], { tujuan: 'PST' });
    expect([asPst.status, asPst.body.message]).toEqual([403, KIRIM_MSG.senderMismatch]);
    const asTk2 = await konfirmasi(toPst, [[items[5] as string, 'DITOLAK']]);
    expect([asTk2.status, asTk2.body.message]).toEqual([404, KIRIM_MSG.notFound]);
    // A user of the sender, even its owner, is not the receiver.
    const asOwner = await konfirmasi(noKirim, [[c, 'DITOLAK']], { token: owner });
    expect(asOwner.status).toBe(403);
    expect(await fingerprint(chain.tk1)).toEqual(before);
    expect(await statusAt(chain.tk1, [other, items[5] as string])).toEqual(['READY', 'KIRIM']);
  });

  it("the receiver's own confirmation is applied once; a replay changes nothing", async () => {
    await flushOutbox(chain.tk2);
    expect(await whereIs([a, b, c, d])).toEqual([`${a}:TK2`, `${b}:TK2`, `${c}:TK1`, `${d}:ROAD`]);
    const before = await fingerprint(chain.tk1);
    const replay = await konfirmasi(noKirim, [
      [a, 'DITERIMA'],
      [b, 'DITERIMA'],
      [c, 'DITOLAK'],
    ]);
    expect([replay.status, replay.body.data]).toEqual([200, { diproses: 0 }]);
    // A settled piece named with the other decision: refused, not flipped.
    const flip = await konfirmasi(noKirim, [[c, 'DITERIMA']]);
    expect([flip.status, flip.body.message]).toEqual([409, KIRIM_MSG.notAsRecorded(c)]);
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('two confirmations of the same decision at once: one applies it, the piece comes back once', async () => {
    expect((await receive(noKirim, [[d, 'TOLAK']])).status).toBe(200);
    const [r1, r2, r3] = await Promise.all([
      konfirmasi(noKirim, [[d, 'DITOLAK']]),
      konfirmasi(noKirim, [[d, 'DITOLAK']]),
      flushOutbox(chain.tk2).then(() => null),
    ]);
    expect(r3).toBeNull();
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.body.data.diproses + r2.body.data.diproses).toBeLessThanOrEqual(1);
    const back = await sqlOf(chain.tk1)<{ n: number; q: number }>(
      `select count(*)::int as n, sum(qty)::int as q from $s.stock_ledger where kode_barcode = '${d}' and jenis = 'KIRIM_KEMBALI'`,
    );
    expect(back[0]).toEqual({ n: 1, q: 1 });
    expect(await whereIs([a, b, c, d])).toEqual([`${a}:TK2`, `${b}:TK2`, `${c}:TK1`, `${d}:TK1`]);
    const header = await call(chain.tk1, 'GET', `kirim-barang/detail/${noKirim}`, { token: spv1 });
    expect(header.body.data.status).toBe('SELESAI');
  });
});

describe("the receiver's record", () => {
  it('is read only by the shop that sent the document', async () => {
    const svcPst = (await findShopTarget(chain.pst.shop, 'TK2'))?.service_token as string;
    const tk1AtTk2 = (await findShopTarget(chain.tk1.shop, 'TK2'))?.service_token as string;
    const q = (kode_toko_asal: string, token: string) =>
      call(chain.tk2, 'GET', `kirim-barang/catatan-terima?kode_toko_asal=${kode_toko_asal}&no_kirim=X`, {
        token,
      });
    // TK1's own credential at TK2 reads TK1's deliveries; head office's reads PST's; not the other way.
    expect((await q('TK1', tk1AtTk2)).status).toBe(404);
    expect((await q('PST', tk1AtTk2)).body.message).toBe(KIRIM_MSG.senderMismatch);
    expect((await q('TK1', svcPst)).body.message).toBe(KIRIM_MSG.senderMismatch);
    expect((await q('TK1', spv2)).status).toBe(403);
  });

  it('unreadable (the receiver down or moved), a confirmation changes nothing and is sent again later', async () => {
    const [e] = items.slice(6, 7) as [string];
    const noKirim = await send('TK2', [e]);
    await flushOutbox(chain.tk1);
    expect((await receive(noKirim, [[e, 'TOLAK']])).status).toBe(200);
    const t = chain.tk1.shop.t.masterToko;
    const [row] = await chain.tk1.shop.db.select().from(t).where(eq(t.kode_toko, 'TK2'));
    await chain.tk1.shop.db.update(t).set({ portal: 'http://127.0.0.1:1' }).where(eq(t.kode_toko, 'TK2'));
    const before = await fingerprint(chain.tk1);
    const res = await konfirmasi(noKirim, [[e, 'DITOLAK']]);
    expect([res.status, res.body.message]).toEqual([502, KIRIM_MSG.recordUnreadable]);
    expect(await fingerprint(chain.tk1)).toEqual(before);
    await chain.tk1.shop.db.update(t).set({ portal: row?.portal }).where(eq(t.kode_toko, 'TK2'));
    await flushOutbox(chain.tk2);
    expect(await whereIs([e])).toEqual([`${e}:TK1`]);
  });
});
