import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import type { SessionUser } from '../../platform/session.ts';
import { type Chain, startChain } from '../../test/harness.ts';
import { cancelService, completeService, createService, pickUpService } from './service.service.ts';

/**
 * Repairs against a reference model: random jobs taken, completed, picked up and cancelled (valid or
 * not, in any order). After each run: every job's payments less refunds equal what the model says it
 * has paid, dp + rest = total, the cash of each category equals the sum over the documents, and the
 * items still in REPARASI are exactly the open jobs.
 */

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
}, 120_000);
afterAll(() => chain.close());

const kasir: SessionUser = {
  user_id: 'kasir1',
  user_name: 'KASIR1',
  level: 'KASIR',
  akses: [],
  kind: 'SYSTEM',
  tokenHash: 'test',
};

type Op =
  | { k: 'take'; total: number; dpPart: number; transfer: boolean }
  | { k: 'done'; pick: number; extra: number }
  | { k: 'ambil'; pick: number; cash: number }
  | { k: 'batal'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('take' as const),
      total: fc.integer({ min: 0, max: 2_000_000 }),
      dpPart: fc.integer({ min: 0, max: 100 }),
      transfer: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('done' as const),
      pick: fc.nat(),
      extra: fc.integer({ min: -50_000, max: 500_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('ambil' as const),
      pick: fc.nat(),
      cash: fc.integer({ min: 0, max: 100 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('batal' as const), pick: fc.nat() }) },
);

type Job = { no: string; status: string; total: number; dp: number; paid: number };

const q = async <T>(text: string) =>
  rowsOf<T>(await chain.tk1.shop.db.execute(sql.raw(text.replaceAll('$s', chain.tk1.shop.schema))));

describe('service documents and their cash', () => {
  it('paid + rest = total; cash by category equals the documents; REPARASI holds the open jobs', async () => {
    const shop = chain.tk1.shop;
    const day = (await q<{ d: string }>(`select tgl_system::text as d from "$s".toko limit 1`))[0]
      ?.d as string;
    const jobs: Job[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) {
          const open = jobs.filter((j) => j.status !== 'DIAMBIL' && j.status !== 'BATAL');
          const job = 'pick' in op ? jobs[op.pick % Math.max(jobs.length, 1)] : undefined;
          if (op.k === 'take') {
            const dp = Math.floor((op.total * op.dpPart) / 100);
            const s = await createService(shop, kasir, {
              kode_sales: 'S01',
              nama_barang: 'CINCIN',
              berat: 1.5,
              kode_deskripsi: ['PATRI'],
              kode_tukang: 'T01',
              total: op.total,
              dp_rp: dp,
              tgl_janji: day,
              pembayaran: dp
                ? [
                    op.transfer
                      ? { jenis: 'TRANSFER', jumlah: dp, kode_bank: 'BCA', no_rekening: '1' }
                      : { jenis: 'CASH', jumlah: dp },
                  ]
                : [],
            });
            expect(s.dp_rp + s.sisa_rp).toBe(s.total);
            jobs.push({ no: s.no_faktur_service, status: 'PROSES', total: op.total, dp, paid: dp });
          } else if (!job) {
          } else if (op.k === 'done') {
            const total = Math.max(0, job.total + op.extra);
            const ok = job.status === 'PROSES' && total >= job.dp;
            const r = await completeService(shop, kasir, {
              no_faktur_service: job.no,
              total,
              berat_selesai: 1.4,
            }).then(
              (s) => s,
              () => null,
            );
            expect(!!r).toBe(ok);
            if (r) {
              expect(r.dp_rp + r.sisa_rp).toBe(r.total);
              Object.assign(job, { status: 'SELESAI', total });
            }
          } else if (op.k === 'ambil') {
            const rest = job.total - job.dp;
            const cash = Math.floor((rest * op.cash) / 100);
            const pembayaran = [
              { jenis: 'CASH' as const, jumlah: cash },
              { jenis: 'DEBET' as const, jumlah: rest - cash, kode_bank: 'BCA' },
            ].filter((p) => p.jumlah > 0);
            const r = await pickUpService(shop, kasir, { no_faktur_service: job.no, pembayaran }).then(
              (s) => s,
              () => null,
            );
            expect(!!r).toBe(job.status === 'SELESAI');
            if (r) Object.assign(job, { status: 'DIAMBIL', paid: job.total });
          } else {
            const ok = open.includes(job);
            const r = await cancelService(shop, kasir, { no_faktur: job.no, alasan: 'X' }).then(
              (s) => s,
              () => null,
            );
            expect(!!r).toBe(ok);
            if (r) Object.assign(job, { status: 'BATAL', paid: 0 });
          }
        }

        const kas = await q<{ id_trx: string; kategori: string; masuk: number; keluar: number }>(
          `select id_trx, kategori, sum(jumlah_in)::bigint::int as masuk, sum(jumlah_out)::bigint::int as keluar
           from "$s".kas where kategori in ('SERVICE', 'SERVICE AMBIL', 'BATAL SERVICE') group by 1, 2`,
        );
        const docs = await q<{ no: string; status: string; total: number; dp: number; kode_barcode: string }>(
          `select no_faktur_service as no, status, total::int, dp_rp::int as dp, kode_barcode
           from "$s".service`,
        );
        const byNo = new Map(docs.map((d) => [d.no, d]));
        const cashOf = (no: string) =>
          kas.filter((k) => k.id_trx === no).reduce((s, k) => s + k.masuk - k.keluar, 0);
        for (const j of jobs) {
          const d = byNo.get(j.no);
          expect(d?.status).toBe(j.status);
          expect(cashOf(j.no)).toBe(j.paid);
        }
        const sum = (kategori: string, f: (k: (typeof kas)[number]) => number) =>
          kas.filter((k) => k.kategori === kategori).reduce((s, k) => s + f(k), 0);
        const sumDocs = (f: (d: (typeof docs)[number]) => number) => docs.reduce((s, d) => s + f(d), 0);
        expect(sum('SERVICE', (k) => k.masuk)).toBe(sumDocs((d) => d.dp));
        expect(sum('SERVICE AMBIL', (k) => k.masuk)).toBe(
          sumDocs((d) => (d.status === 'DIAMBIL' ? d.total - d.dp : 0)),
        );
        expect(sum('BATAL SERVICE', (k) => k.keluar)).toBe(sumDocs((d) => (d.status === 'BATAL' ? d.dp : 0)));

        const held = await q<{ kode_barcode: string; qty: number }>(
          `select kode_barcode, sum(qty)::int as qty from "$s".stock_ledger
           where kode_gudang = 'REPARASI' group by 1 having sum(qty) <> 0 order by 1`,
        );
        const openDocs = docs.filter((d) => d.status === 'PROSES' || d.status === 'SELESAI');
        expect(held.map((h) => h.kode_barcode)).toEqual(openDocs.map((d) => d.kode_barcode).sort());
        expect(held.every((h) => h.qty === 1)).toBe(true);
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
