import { totalKeluar, totalMasuk } from '@emas/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters, item } from '../barang/barang.fixtures.ts';
import { gramLedgerRows } from '../laporan/sepuhan-report.sources.ts';

/**
 * The gram ledger over random refining days through the API: buy-back pieces of several kadar enter
 * BELI, are sorted (sale, washing, re-plating, melting), sent, received lighter or re-sorted, and days
 * are closed. Every day of every kadar: opening + in - out = closing, the closing opens the next day,
 * and the closing is the 24K sum of the whole stock ledger up to that day.
 */
let chain: Chain;
let token: string;
beforeAll(async () => {
  chain = await startChain();
  token = await login(chain.tk1, 'owner1');
  await addFixtureMasters(chain.tk1, token);
});
afterAll(() => chain.close());

const shop = () => chain.tk1;
const send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(shop(), method, path, { token, body });
const q = async <T>(text: string) =>
  rowsOf<T>(await shop().shop.db.execute(sql.raw(text.replaceAll('$s', shop().shop.schema))));

async function closeDay(): Promise<string> {
  const res = await send('POST', 'system/close', { PROSES: 'close' });
  expect(res.status, res.body.message).toBe(200);
  token = await login(shop(), 'owner1');
  return res.body.data.tgl_system_lama as string;
}

const KADAR = [70, 75, 99.9] as const;
const TUJUAN = ['CUCI', 'SEPUH', 'HANCUR', 'JUAL'] as const;
const berat = fc.integer({ min: 1, max: 20_000 }).map((g) => g / 1000);
const op = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), berat, kadar: fc.nat(KADAR.length - 1) }),
  fc.record({ kind: fc.constant('sortir' as const), pick: fc.nat(), tujuan: fc.nat(TUJUAN.length - 1) }),
  fc.record({ kind: fc.constant('kirim' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('terima' as const),
    pick: fc.nat(),
    keep: fc.integer({ min: 1, max: 1000 }),
  }),
  fc.record({ kind: fc.constant('pindah' as const), pick: fc.nat(), tujuan: fc.nat(TUJUAN.length - 1) }),
  // A whole loop on a fresh piece: bought, sorted to washing or re-plating, sent, received lighter.
  fc.record({
    kind: fc.constant('cycle' as const),
    berat,
    kadar: fc.nat(KADAR.length - 1),
    sepuh: fc.boolean(),
    keep: fc.integer({ min: 1, max: 1000 }),
  }),
);

/** A piece of `kadar` added to BELI (as a buy-back lies there). */
async function addPiece(beratGram: number, kadar: number): Promise<string> {
  const res = await send('POST', 'barang/create/bulk', {
    detail_barang: [
      item({
        berat: beratGram,
        kadar,
        kadar_cetak: `${kadar}%`,
        kadar_modal: kadar,
        kode_gudang: 'BELI',
        kode_toko: 'BL1',
      }),
    ],
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.data[0].kode_barcode as string;
}

describe('the gram ledger (property, through the API)', () => {
  it('opening + in - out = closing per kadar for every day, and the closing is the whole ledger up to that day', async () => {
    const first = (await send('GET', 'users/me')).body.data.tgl_system as string;
    let known: { kode: string; berat: number }[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { maxLength: 8 }), { minLength: 1, maxLength: 2 }),
        async (days) => {
          for (const ops of days) {
            for (const o of ops) {
              const pick = (n: number) => known[n % Math.max(known.length, 1)];
              if (o.kind === 'cycle') {
                const kode = await addPiece(o.berat, KADAR[o.kadar] as number);
                const jenis = o.sepuh ? 'SEPUH' : 'CUCI';
                expect(
                  (await send('POST', 'sortir-pembelian', { tujuan: jenis, kode_barcodes: [kode] })).status,
                ).toBe(201);
                expect((await send('POST', 'kirim-barang-cuci', { kode_barcodes: [kode] })).status).toBe(201);
                const back = Math.max(1, Math.floor((Math.round(o.berat * 1000) * o.keep) / 1000)) / 1000;
                const res = await send('POST', o.sepuh ? 'terima-sepuhan' : 'terima-barang-cuci', {
                  detail_barang: [{ kode_barcode: kode, berat: back }],
                });
                expect(res.status, res.body.message).toBe(201);
                known.push({ kode, berat: back });
                continue;
              }
              if (o.kind === 'add') {
                known.push({ kode: await addPiece(o.berat, KADAR[o.kadar] as number), berat: o.berat });
                continue;
              }
              const p = pick(o.pick);
              if (!p) continue;
              let res: Awaited<ReturnType<typeof send>>;
              if (o.kind === 'sortir' || o.kind === 'pindah') {
                const tujuan = TUJUAN[o.tujuan] as string;
                res = await send('POST', o.kind === 'sortir' ? 'sortir-pembelian' : 'pindah-sortir', {
                  tujuan,
                  kode_barcodes: [p.kode],
                  ...(tujuan === 'JUAL' ? { kode_gudang_tujuan: 'TOKO', kode_baki_tujuan: 'B1' } : {}),
                });
              } else if (o.kind === 'kirim') {
                res = await send('POST', 'kirim-barang-cuci', { kode_barcodes: [p.kode] });
              } else {
                const away = (await send('GET', `barang/by-barcode/${p.kode}`)).body.data;
                const now = Number(away?.berat ?? p.berat);
                const back = Math.max(0.001, Math.floor((now * 1000 * o.keep) / 1000) / 1000);
                const jobs = await q<{ jenis: string }>(
                  `select jenis from "$s".cuci_barang where kode_barcode = '${p.kode}' and status = 'KIRIM'`,
                );
                const jenis = jobs[0]?.jenis ?? 'CUCI';
                res = await send('POST', jenis === 'CUCI' ? 'terima-barang-cuci' : 'terima-sepuhan', {
                  detail_barang: [{ kode_barcode: p.kode, berat: back }],
                });
              }
              // Refusals (not in BELI, not sorted, not away) are part of the game; they write nothing.
              expect([201, 400, 404, 409], res.body.message).toContain(res.status);
            }
            await closeDay();
          }
          const today = (await send('GET', 'users/me')).body.data.tgl_system as string;
          const rows = await gramLedgerRows(shop().shop, first, today);
          const sums = await q<{ tanggal: string; kadar: string; mg: string }>(
            `select d::date::text as tanggal, b.kadar::text as kadar,
             sum(round(l.berat * b.kadar * 10))::bigint::text as mg
           from generate_series('${first}'::date, '${today}'::date, interval '1 day') d
           join "$s".stock_ledger l on l.tanggal <= d::date
           join "$s".barang b on b.kode_barcode = l.kode_barcode
           group by 1, 2`,
          );
          const expected = new Map(sums.map((s) => [`${s.tanggal}|${Number(s.kadar)}`, Number(s.mg)]));
          const byKadar = new Map<number, typeof rows>();
          for (const r of rows) byKadar.set(r.kadar, [...(byKadar.get(r.kadar) ?? []), r]);
          for (const [kadar, list] of byKadar)
            for (const [i, r] of list.entries()) {
              expect(r.awal + totalMasuk(r) - totalKeluar(r), `${kadar} ${r.tanggal}`).toBe(r.akhir);
              if (i > 0) expect(r.awal).toBe(list[i - 1]?.akhir);
              expect(r.akhir, `${kadar} ${r.tanggal}`).toBe(expected.get(`${r.tanggal}|${kadar}`) ?? 0);
            }
          // The wasting recorded on the jobs is the SUSUT of the ledger, in grams of the pieces.
          const [w] = await q<{ jobs: string; ledger: string }>(
            `select (select coalesce(sum(susut), 0) from "$s".cuci_barang where status = 'TERIMA')::text as jobs,
             (select coalesce(-sum(berat), 0) from "$s".stock_ledger where jenis like 'SUSUT%')::text as ledger`,
          );
          expect(Number(w?.jobs)).toBeCloseTo(Number(w?.ledger), 6);
          known = known.slice(-30);
        },
      ),
      { numRuns: 8 },
    );
  });
});
