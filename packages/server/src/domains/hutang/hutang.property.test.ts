import { addDays, api, randomId } from '@emas/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import type { SessionUser } from '../../platform/session.ts';
import { type Chain, startChain } from '../../test/harness.ts';
import { insertCashRows } from '../kas/kas.queries.ts';
import { insertOtorisasi } from '../otorisasi/otorisasi.queries.ts';
import { cancelHutang, createHutang } from './hutang.service.ts';
import { batalLunasHutang, lunasHutang, perpanjangHutang } from './hutang-bayar.service.ts';

/**
 * Loans against a reference model: random loans (some over the plafond, with or without an
 * authorisation), redemptions (some with a discount on the interest), extensions (refused beyond the
 * longest term), reversals of redemptions and cancellations, over business days moving forward.
 * After each run: every loan's state is the model's; the interest charged follows a BigInt reference
 * of the rule; cash by category equals the loans; TITIP holds exactly the pieces of the AKTIF loans;
 * and no loan is above its plafond without a HUTANG MELEBIHI PLAFOND authorisation used for it.
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

/** The demo's rate bands (parameter-bunga-hutang) in thousandths of a percent per day, and minimum days. */
const band = (jumlah: number) =>
  jumlah <= 5_000_000
    ? { milli: 100, min: 15 }
    : jumlah <= 20_000_000
      ? { milli: 80, min: 15 }
      : { milli: 60, min: 15 };
/** Lama Pinjam Maksimal of EMAS MUDA (parameter-hutang-pokok), also the limit of an extension. */
const MAX_TERM = 120;
/** The rule's reference: principal x rate x max(days + 1, minimum), rounded up to 500, in BigInt. */
const interest = (jumlah: number, from: string, to: string) => {
  const { milli, min } = band(jumlah);
  const days = Math.max((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1, min);
  const n = BigInt(jumlah) * BigInt(milli) * BigInt(days);
  const d = 100n * 1000n * 500n;
  return Number(((n + d - 1n) / d) * 500n);
};

type Op =
  | { k: 'take'; grams: number; share: number; auth: boolean }
  | { k: 'lunas'; pick: number; discount: number; auth: boolean }
  | { k: 'perpanjang'; pick: number; days: number }
  | { k: 'batal'; pick: number }
  | { k: 'batalLunas'; pick: number }
  | { k: 'day'; n: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('take' as const),
      grams: fc.integer({ min: 1, max: 60_000 }),
      share: fc.integer({ min: 10, max: 130 }),
      auth: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('lunas' as const),
      pick: fc.nat(),
      discount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
      auth: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('perpanjang' as const),
      pick: fc.nat(),
      days: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: MAX_TERM - 1, max: MAX_TERM + 2 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('batal' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('batalLunas' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('day' as const), n: fc.integer({ min: 1, max: 40 }) }) },
);

type Loan = {
  no: string;
  tanggal: string;
  status: string;
  jumlah: number;
  tglBunga: string;
  tempo: string;
  extended: boolean;
  /** What the customer has paid in, net of reversals (principal + interest). */
  paid: number;
  lastLunas: number;
};

const q = async <T>(text: string) =>
  rowsOf<T>(await chain.tk1.shop.db.execute(sql.raw(text.replaceAll('$s', chain.tk1.shop.schema))));
const ok = <T>(p: Promise<T>) =>
  p.then(
    (v) => v,
    () => null,
  );

describe('loans, their interest and their cash', () => {
  it('follow the model; cash by category equals the loans; plafond never exceeded without authorisation', async () => {
    const shop = chain.tk1.shop;
    const dayNow = async () =>
      (await q<{ d: string }>(`select tgl_system::text as d from "$s".toko`))[0]?.d as string;
    const fundDrawer = (tanggal: string) =>
      insertCashRows(shop, shop.db, [
        {
          tanggal,
          kategori: 'SALDO AWAL',
          deskripsi: 'SALDO AWAL',
          jenis: 'CASH',
          jumlah_in: 50_000_000_000,
          input_by: 'kasir1',
          id_trx: `SA-${tanggal}`,
        },
      ]);
    // Bound as the authorisation screen binds it: asked by the cashier, for the document and the amount.
    const otorisasi = async (
      kind: { kategori: string; description: string },
      bound: { no_faktur?: string; jumlah?: number },
    ) => {
      const id = `OTR-${randomId(12)}`;
      await insertOtorisasi(shop, {
        id,
        tanggal: await dayNow(),
        ...kind,
        keterangan: '-',
        authorised_by: 'spv1',
        requested_by: 'kasir1',
        no_faktur: bound.no_faktur ?? null,
        jumlah: bound.jumlah ?? null,
      });
      return id;
    };
    await fundDrawer(await dayNow());
    const loans: Loan[] = [];

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) {
          const day = await dayNow();
          const loan = 'pick' in op ? loans[op.pick % Math.max(loans.length, 1)] : undefined;
          if (op.k === 'day') {
            const next = addDays(day, op.n);
            await q(`update "$s".toko set tgl_system = '${next}'`);
            await fundDrawer(next);
          } else if (op.k === 'take') {
            const berat = op.grams / 1000;
            const plafond = 500 * op.grams; // EMAS MUDA 500,000 per gram, LENGKAP 100 %.
            const jumlah = Math.max(1, Math.floor((plafond * op.share) / 100));
            const over = jumlah > plafond;
            const id =
              over && op.auth
                ? await otorisasi(api.OTORISASI.HUTANG_MELEBIHI_PLAFOND, { jumlah })
                : undefined;
            const h = await ok(
              createHutang(shop, kasir, {
                kode_sales: 'S01',
                nama_customer: 'MODEL',
                no_ktp: '1',
                jumlah_hutang: jumlah,
                tgl_tempo: addDays(day, 60),
                detail_barang: [
                  {
                    kode_group: 'EMAS MUDA',
                    nama_barang: 'GELANG',
                    kadar: 70,
                    berat,
                    jumlah: 1,
                    kondisi: 'LENGKAP',
                  },
                ],
                id_otorisasi: id,
              }),
            );
            expect(!!h).toBe(!over || op.auth);
            if (h) {
              expect(h.plafond).toBe(plafond);
              loans.push({
                no: h.no_faktur_hutang,
                tanggal: day,
                status: 'AKTIF',
                jumlah,
                tglBunga: day,
                tempo: addDays(day, 60),
                extended: false,
                paid: 0,
                lastLunas: 0,
              });
            }
          } else if (!loan) {
          } else if (op.k === 'lunas') {
            const computed = interest(loan.jumlah, loan.tglBunga, day);
            const charged = Math.floor((computed * (100 - op.discount)) / 100);
            const needs = charged < computed;
            const id =
              needs && op.auth
                ? await otorisasi(api.OTORISASI.BUNGA_DI_BAWAH_PERHITUNGAN, {
                    no_faktur: loan.no,
                    jumlah: charged,
                  })
                : undefined;
            const r = await ok(
              lunasHutang(shop, kasir, { no_faktur_hutang: loan.no, bunga_rp: charged, id_otorisasi: id }),
            );
            expect(!!r).toBe(loan.status === 'AKTIF' && (!needs || op.auth));
            if (r) {
              expect(r.bunga_pinjam).toBe(computed);
              expect(r.total_bayar).toBe(loan.jumlah + charged);
              Object.assign(loan, {
                status: 'LUNAS',
                paid: loan.paid + loan.jumlah + charged,
                lastLunas: loan.jumlah + charged,
              });
            }
          } else if (op.k === 'perpanjang') {
            // The days past the later of the old due date and today: at most the longest term.
            const tempo = addDays([day, loan.tempo].sort()[1] as string, op.days);
            const r = await ok(
              perpanjangHutang(shop, kasir, { no_faktur_hutang: loan.no, tgl_tempo: tempo }),
            );
            expect(!!r).toBe(loan.status === 'AKTIF' && op.days <= MAX_TERM);
            if (r) {
              const computed = interest(loan.jumlah, loan.tglBunga, day);
              Object.assign(loan, { tglBunga: day, tempo, extended: true, paid: loan.paid + computed });
            }
          } else if (op.k === 'batal') {
            const id =
              loan.tanggal < day
                ? await otorisasi(api.OTORISASI.BATAL_HUTANG, { no_faktur: loan.no })
                : undefined;
            const r = await ok(
              cancelHutang(shop, kasir, { no_faktur: loan.no, alasan: 'X', id_otorisasi: id }),
            );
            expect(!!r).toBe(loan.status === 'AKTIF' && !loan.extended);
            if (r) loan.status = 'BATAL';
          } else {
            const id = await otorisasi(api.OTORISASI.BATAL_LUNAS_HUTANG, { no_faktur: loan.no });
            const r = await ok(
              batalLunasHutang(shop, kasir, { no_faktur_hutang: loan.no, alasan: 'X', id_otorisasi: id }),
            );
            expect(!!r).toBe(loan.status === 'LUNAS');
            if (r) Object.assign(loan, { status: 'AKTIF', paid: loan.paid - loan.lastLunas, lastLunas: 0 });
          }
        }

        const docs = await q<{
          no: string;
          status: string;
          jumlah: number;
          plafond: number;
          id_otorisasi: string | null;
          kind: string | null;
          used_for: string | null;
        }>(
          `select h.no_faktur_hutang as no, h.status, h.jumlah_hutang::bigint::float8 as jumlah,
             h.plafond::bigint::float8 as plafond, h.id_otorisasi, o.description as kind, o.used_for
           from "$s".hutang h left join "$s".otorisasi o on o.id = h.id_otorisasi`,
        );
        const byNo = new Map(docs.map((d) => [d.no, d]));
        for (const l of loans) expect(byNo.get(l.no)?.status, l.no).toBe(l.status);
        // Plafond never exceeded without an authorisation of its kind used for that loan.
        for (const d of docs.filter((x) => x.jumlah > x.plafond)) {
          expect(d.kind).toBe('HUTANG MELEBIHI PLAFOND');
          expect(d.used_for).toBe(d.no);
        }

        const kas = await q<{ kategori: string; masuk: number; keluar: number }>(
          `select kategori, sum(jumlah_in)::bigint::float8 as masuk, sum(jumlah_out)::bigint::float8 as keluar
           from "$s".kas where kategori in ('HUTANG', 'HUTANG LUNAS', 'HUTANG BATAL') group by 1`,
        );
        const k = (kategori: string) => kas.find((r) => r.kategori === kategori) ?? { masuk: 0, keluar: 0 };
        const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
        // The money lent out: HUTANG out, less what cancelled loans brought back (HUTANG BATAL in).
        expect(k('HUTANG').keluar).toBe(sum(docs.map((d) => d.jumlah)));
        expect(k('HUTANG BATAL').masuk).toBe(
          sum(docs.filter((d) => d.status === 'BATAL').map((d) => d.jumlah)),
        );
        // The money received: HUTANG LUNAS in, less redemptions reversed (HUTANG BATAL out), is what the
        // model says the customers paid, and what the payment history holds.
        const bayar = await q<{ total: number }>(
          `select coalesce(sum(total_bayar), 0)::bigint::float8 as total from "$s".hutang_bayar
           where status = 'OK' and jenis in ('LUNAS', 'PERPANJANGAN')`,
        );
        expect(k('HUTANG LUNAS').masuk - k('HUTANG BATAL').keluar).toBe(sum(loans.map((l) => l.paid)));
        expect(bayar[0]?.total).toBe(sum(loans.map((l) => l.paid)));

        // TITIP holds exactly the pieces of the AKTIF loans.
        const held = await q<{ no_ref: string; qty: number }>(
          `select no_ref, sum(qty)::int as qty from "$s".stock_ledger
           where kode_gudang = 'TITIP' group by 1 having sum(qty) <> 0 order by 1`,
        );
        expect(held.map((h) => h.no_ref)).toEqual(
          loans
            .filter((l) => l.status === 'AKTIF')
            .map((l) => l.no)
            .sort(),
        );
        expect(held.every((h) => h.qty === 1)).toBe(true);
      }),
      { numRuns: 10 },
    );
  }, 600_000);
});
