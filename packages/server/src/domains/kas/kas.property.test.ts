import { formatMoney } from '@emas/contract';
import { KAS_KATEGORI, KAS_MSG } from '@emas/contract/api/kas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import type { SessionUser } from '../../platform/session.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { closeStore } from '../system/closing.service.ts';
import { addGesek } from './gesek-tunai.service.ts';
import { addUangKas, saldoHarian, transferBalance } from './kas.service.ts';

/**
 * Cash balances against a reference model: random uang kas movements, card cash-outs, balance moves
 * and store closings by several users; after every step each cashier's saldo akhir equals the model's
 * simple sum, and every closing's SALDO AWAL equals the model's balance of the closed day. Money out
 * beyond a drawer is refused ('Saldo Kas Tidak Cukup') and changes nothing.
 */

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
  const admin = await login(chain.tk1, 'admin');
  const add = await call(chain.tk1, 'POST', 'users', {
    token: admin,
    body: { user_id: 'kasir2', user_name: 'DEWI', level: 'KASIR', password: 'demo12345' },
  });
  expect(add.status).toBe(201);
});
afterAll(() => chain.close());

const USERS = ['kasir1', 'kasir2', 'spv1', 'owner1'] as const;
const KASIR = ['kasir1', 'kasir2'] as const;
const as = (user_id: string): SessionUser => ({
  user_id,
  user_name: user_id.toUpperCase(),
  level: user_id.startsWith('kasir') ? 'KASIR' : user_id === 'spv1' ? 'SPV' : 'OWN',
  akses: [],
  kind: 'SYSTEM',
  tokenHash: 'test',
});

type Op =
  | { k: 'kas'; user: string; masuk: boolean; jumlah: number }
  | { k: 'gesek'; user: string; gesek: number; feeH: number }
  | { k: 'move'; from: string; to: string; pick: number[] }
  | { k: 'close' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      k: fc.constant('kas' as const),
      user: fc.constantFrom(...USERS),
      masuk: fc.boolean(),
      jumlah: fc.integer({ min: 1, max: 5_000_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('gesek' as const),
      user: fc.constantFrom(...USERS),
      gesek: fc.integer({ min: 1, max: 20_000_000 }),
      feeH: fc.integer({ min: 0, max: 1_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('move' as const),
      from: fc.constantFrom(...USERS),
      to: fc.constantFrom(...KASIR),
      pick: fc.array(fc.nat(50), { minLength: 1, maxLength: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('close' as const) }) },
);

const CARD = {
  no_credit_card: '4111111111111111',
  valid_until: '29/01',
  nama_customer: 'X',
  no_ktp: '1234567890123456',
  alamat_customer: 'Y',
  no_hp: '081234567890',
};

/** Reference fee: integer arithmetic, half up. */
const refCash = (gesek: number, feeH: number) => gesek - Math.floor((gesek * feeH * 2 + 10_000) / 20_000);

describe('cash balances', () => {
  it('always equal the reference sum over random movements and closings', async () => {
    const shop = chain.tk1.shop;
    const live = chain.tk1.live;
    // Rows each user may still move: kategori, id_trx and the signed amount.
    const movable = new Map<string, { kategori: string; id_trx: string; net: number }[]>();

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const start = await saldoHarian(shop);
        const model = new Map(start.rows.map((r) => [r.input_by, r.saldo_akhir]));
        const add = (u: string, n: number) => model.set(u, (model.get(u) ?? 0) + n);

        const overdraws = (u: string, out: number) => out > 0 && out > (model.get(u) ?? 0);
        const refused = (u: string) => KAS_MSG.saldoKurang(formatMoney(model.get(u) ?? 0));
        for (const op of ops) {
          if (op.k === 'kas' && !op.masuk && overdraws(op.user, op.jumlah)) {
            await expect(
              addUangKas(shop, as(op.user), {
                kategori: KAS_KATEGORI.KAS_KELUAR,
                deskripsi: 'PROPERTY',
                jumlah: op.jumlah,
              }),
            ).rejects.toMatchObject({ userMessage: refused(op.user) });
          } else if (op.k === 'gesek' && overdraws(op.user, refCash(op.gesek, op.feeH))) {
            await expect(
              addGesek(shop, as(op.user), {
                kode_bank: 'BCA',
                gesek: op.gesek,
                fee: op.feeH / 100,
                credit_card: [CARD],
              }),
            ).rejects.toMatchObject({ userMessage: refused(op.user) });
          } else if (op.k === 'kas') {
            const row = await addUangKas(shop, as(op.user), {
              kategori: op.masuk ? KAS_KATEGORI.KAS_MASUK : KAS_KATEGORI.KAS_KELUAR,
              deskripsi: 'PROPERTY',
              jumlah: op.jumlah,
            });
            const net = op.masuk ? op.jumlah : -op.jumlah;
            add(op.user, net);
            movable.set(op.user, [
              ...(movable.get(op.user) ?? []),
              { kategori: row.kategori, id_trx: row.id_trx, net },
            ]);
          } else if (op.k === 'gesek') {
            const r = await addGesek(shop, as(op.user), {
              kode_bank: 'BCA',
              gesek: op.gesek,
              fee: op.feeH / 100,
              credit_card: [CARD],
            });
            expect(r.cash).toBe(refCash(op.gesek, op.feeH));
            add(op.user, -refCash(op.gesek, op.feeH));
            // The gesek's cash row is movable too (its CASH row only).
            movable.set(op.user, [
              ...(movable.get(op.user) ?? []),
              { kategori: 'GESEK TUNAI', id_trx: r.no_gesek, net: -r.cash },
            ]);
          } else if (op.k === 'move') {
            const list = movable.get(op.from) ?? [];
            const chosen = [...new Set(op.pick.map((i) => i % Math.max(list.length, 1)))].flatMap(
              (i) => list[i] ?? [],
            );
            if (!chosen.length || op.from === op.to) continue;
            const net = chosen.reduce((s, c) => s + c.net, 0);
            const attempt = transferBalance(shop, as('owner1'), {
              user_tujuan: op.to,
              transactions: chosen.map((c) => ({
                input_by: op.from,
                kategori: c.kategori,
                id_trx: c.id_trx,
              })),
            });
            if (net === 0) {
              await expect(attempt).rejects.toThrow();
              continue;
            }
            if (overdraws(op.from, net)) {
              await expect(attempt).rejects.toMatchObject({ userMessage: refused(op.from) });
              continue;
            }
            const res = await attempt;
            expect(res.moves).toEqual([{ input_by: op.from, jumlah: net, rows: chosen.length }]);
            add(op.from, -net);
            add(op.to, net);
            movable.set(
              op.from,
              list.filter((c) => !chosen.includes(c)),
            );
            movable.set(op.to, [
              ...(movable.get(op.to) ?? []),
              { kategori: KAS_KATEGORI.PENGALIHAN, id_trx: res.no_ref, net },
            ]);
          } else {
            const closed = await closeStore(shop, live, as('owner1'), {});
            const awal = rowsOf<{ input_by: string; saldo: string }>(
              await shop.db.execute(
                sql.raw(
                  `select input_by, sum(jumlah_in - jumlah_out)::text as saldo from "${shop.schema}".kas where tanggal = '${closed.tgl_system}' and kategori = 'SALDO AWAL' group by input_by order by input_by`,
                ),
              ),
            );
            const want = [...model.entries()].filter(([, v]) => v !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
            expect(awal.map((r) => [r.input_by, Number(r.saldo)])).toEqual(want);
            // A closed day's rows keep their place in the move list; a new day starts from SALDO AWAL.
          }
          const now = await saldoHarian(shop);
          for (const u of new Set([...model.keys(), ...now.rows.map((r) => r.input_by)])) {
            const got = now.rows.find((r) => r.input_by === u)?.saldo_akhir ?? 0;
            expect(got, `${u} after ${JSON.stringify(op)}`).toBe(model.get(u) ?? 0);
          }
          expect(now.total.saldo_akhir).toBe([...model.values()].reduce((s, v) => s + v, 0));
        }
      }),
      { numRuns: 15 },
    );
  });
});
