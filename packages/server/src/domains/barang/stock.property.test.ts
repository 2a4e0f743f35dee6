import { addDays, type api } from '@emas/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters, item } from './barang.fixtures.ts';

let chain: Chain;
let token: string;
beforeAll(async () => {
  chain = await startChain();
  token = await login(chain.tk1, 'owner1');
  await addFixtureMasters(chain.tk1, token);
});
afterAll(() => chain.close());

const shop = () => chain.tk1;
const send = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(shop(), method, path, { token, body });

/** Closes the business day through the API (which ends every session: log in again). */
async function closeDay(): Promise<string> {
  const res = await send('POST', 'system/close', { PROSES: 'close' });
  expect(res.status, res.body.message).toBe(200);
  token = await login(shop(), 'owner1');
  return res.body.data.tgl_system_lama as string;
}

const PLACES = [
  { kode_gudang: 'TOKO', kode_baki_tujuan: 'B1' },
  { kode_gudang: 'TOKO', kode_baki_tujuan: 'B2' },
  { kode_gudang: 'TOKO', kode_baki_tujuan: 'B3' },
  { kode_gudang: 'BELI', kode_baki_tujuan: 'BL1' },
  { kode_gudang: 'LEBUR', kode_baki_tujuan: undefined },
] as const;
const KINDS = [
  { kode_group: 'MUDA', kode_dept: 'CC' },
  { kode_group: 'MUDA', kode_dept: 'KL' },
  { kode_group: 'TUA', kode_dept: 'GL' },
] as const;
const TRAYS = ['B1', 'B2', 'B3'] as const;

const berat = fc.integer({ min: 1, max: 50_000 }).map((g) => g / 1000);
const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    rows: fc.array(fc.record({ berat, jenis: fc.nat(KINDS.length - 1), tray: fc.nat(TRAYS.length - 1) }), {
      minLength: 1,
      maxLength: 4,
    }),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), place: fc.nat(PLACES.length - 1) }),
  fc.record({ kind: fc.constant('hancur' as const), pick: fc.nat(), lebur: fc.boolean() }),
  fc.record({
    kind: fc.constant('tray' as const),
    from: fc.nat(TRAYS.length - 1),
    to: fc.nat(TRAYS.length - 1),
  }),
);

type Saldo = { tanggal: string; sumber: string; rows: api.StockDailyRow[] };
const key = (r: api.StockDailyRow) => `${r.kode_gudang}|${r.kode_baki}|${r.kode_group}|${r.kode_dept}`;

async function saldo(tanggal: string): Promise<Saldo> {
  const res = await send('GET', `stock/saldo?tanggal=${tanggal}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as Saldo;
}

/** What the goods table says lies where now (everything not sold), per balance key. */
async function itemsOnHand(): Promise<Map<string, { qty: number; berat: number }>> {
  const { db, schema } = shop().shop;
  const rows = rowsOf<{ k: string; qty: number; berat: string }>(
    await db.execute(
      sql.raw(`select kode_gudang || '|' || kode_baki || '|' || kode_group || '|' || kode_dept as k,
        count(*)::int as qty, sum(berat)::text as berat from "${schema}".barang where status <> 'SOLD' group by 1`),
    ),
  );
  return new Map(rows.map((r) => [r.k, { qty: r.qty, berat: Number(r.berat) }]));
}

describe('daily stock balances (property)', () => {
  it('every closed day equals its recomputation from the ledger, and akhir(day) = awal(next day)', async () => {
    let known: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        async (days) => {
          const closed: string[] = [];
          for (const ops of days) {
            for (const o of ops) {
              const pick = (n: number) => known[n % Math.max(known.length, 1)];
              if (o.kind === 'add') {
                const res = await send('POST', 'barang/create/bulk', {
                  detail_barang: o.rows.map((r) =>
                    item({
                      berat: r.berat,
                      ...KINDS[r.jenis],
                      kode_toko: TRAYS[r.tray],
                      kode_gudang: 'TOKO',
                    }),
                  ),
                });
                expect(res.status, res.body.message).toBe(201);
                known.push(...res.body.data.data.map((d: { kode_barcode: string }) => d.kode_barcode));
              } else if (o.kind === 'move' && known.length) {
                const p = PLACES[o.place] as (typeof PLACES)[number];
                const res = await send('PUT', 'barang/pindah', {
                  kode_barcodes: [pick(o.pick)],
                  kode_gudang_tujuan: p.kode_gudang,
                  kode_baki_tujuan: p.kode_baki_tujuan,
                });
                // Refusals (already there, already destroyed) are part of the game; they must write nothing.
                expect([200, 400, 409], res.body.message).toContain(res.status);
              } else if (o.kind === 'hancur' && known.length) {
                const res = await send('PUT', 'barang/hancur', {
                  kode_barcodes: [pick(o.pick)],
                  kondisi: 'RUSAK',
                  ...(o.lebur ? { kode_gudang_tujuan: 'LEBUR' } : {}),
                });
                expect([200, 400, 409], res.body.message).toContain(res.status);
              } else if (o.kind === 'tray') {
                const res = await send('PUT', 'barang/pindah-baki', {
                  kode_baki_asal: TRAYS[o.from],
                  kode_gudang_tujuan: 'TOKO',
                  kode_baki_tujuan: TRAYS[o.to],
                });
                expect([200, 400], res.body.message).toContain(res.status);
              }
            }
            closed.push(await closeDay());
          }
          for (const [i, day] of closed.entries()) {
            const check = await send('GET', `stock/check?tanggal=${day}`);
            expect(check.body.data, day).toMatchObject({ tersimpan: true, cocok: true, selisih: [] });
            const today = await saldo(day);
            expect(today.sumber).toBe('TUTUP_TOKO');
            for (const r of today.rows) {
              expect(r.stock_akhir).toBe(r.stock_awal + r.qty_in - r.qty_out - r.qty_jual);
              expect(r.berat_akhir).toBeCloseTo(r.berat_awal + r.berat_in - r.berat_out - r.berat_jual, 3);
            }
            // The day after: stored when this run closed it too, else the open day computed now.
            const next = await saldo(addDays(day, 1));
            expect(next.sumber).toBe(i + 1 < closed.length ? 'TUTUP_TOKO' : 'DIHITUNG');
            const akhir = new Map(
              today.rows
                .filter((r) => r.stock_akhir || r.berat_akhir)
                .map((r) => [key(r), [r.stock_akhir, r.berat_akhir]]),
            );
            const awal = new Map(
              next.rows
                .filter((r) => r.stock_awal || r.berat_awal)
                .map((r) => [key(r), [r.stock_awal, r.berat_awal]]),
            );
            expect(awal).toEqual(akhir);
          }
          // The last closed day's closing balance is what the goods table holds.
          const last = await saldo(closed.at(-1) as string);
          const onHand = await itemsOnHand();
          const akhir = new Map(
            last.rows
              .filter((r) => r.stock_akhir || r.berat_akhir)
              .map((r) => [key(r), { qty: r.stock_akhir, berat: r.berat_akhir }]),
          );
          expect(akhir).toEqual(onHand);
          known = known.slice(-40);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the open day is computed (DIHITUNG), a closed day stored, a future day refused', async () => {
    const me = await send('GET', 'users/me');
    const today = me.body.data.tgl_system as string;
    await send('POST', 'barang', item());
    const open = await saldo(today);
    expect(open.sumber).toBe('DIHITUNG');
    expect(open.rows.some((r) => r.qty_in > 0)).toBe(true);
    const future = await send('GET', `stock/saldo?tanggal=${addDays(today, 1)}`);
    expect(future.body).toEqual({ status: 'error', message: 'Tanggal Tidak Boleh Melebihi Tanggal Sistem' });
    const day = await closeDay();
    expect(day).toBe(today);
    const stored = await saldo(today);
    expect(stored.sumber).toBe('TUTUP_TOKO');
    expect(stored.rows).toEqual(open.rows);
    const onlyToko = await send('GET', `stock/saldo?tanggal=${today}&kode_gudang=TOKO`);
    expect(onlyToko.body.data.rows.every((r: api.StockDailyRow) => r.kode_gudang === 'TOKO')).toBe(true);
    const unclosed = await send('GET', `stock/check?tanggal=${addDays(today, -400)}`);
    expect(unclosed.body.data).toMatchObject({ tersimpan: false, cocok: false });
  });
});
