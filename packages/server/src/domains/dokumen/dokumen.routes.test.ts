import { api, formatMoney } from '@emas/contract';
import { KAS_MSG } from '@emas/contract/api/kas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fingerprint, login } from '../../test/harness.ts';
import { item } from '../barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from '../penjualan/counter.fixtures.ts';

/** The document kit through the sale and purchase routes that run on it. */
const MSG = api.TRANSAKSI_MSG;
let c: CounterChain;
beforeAll(async () => {
  c = await startCounterChain();
});
afterAll(() => c.chain.close());
const businessDay = async () =>
  (await c.q<{ d: string }>(`select tgl_system::text as d from "$s".toko limit 1`))[0]?.d as string;

async function sellOne(tukar?: unknown[]): Promise<api.SaleSaved> {
  const add = await c.post('barang/create/bulk', { detail_barang: [item({ berat: 1, ongkos: 0 })] }, c.owner);
  expect(add.status, add.body.message).toBe(201);
  const kode = (add.body.data.data as { kode_barcode: string }[])[0]?.kode_barcode;
  const quote = await call(c.chain.tk1, 'GET', `penjualan/barang/${kode}`, { token: c.kasir });
  const harga = (quote.body.data as api.SaleQuote).harga_total;
  const tukarTotal = tukar ? 840_000 : 0;
  const sale = await c.post('penjualan', {
    kode_sales: 'S01',
    detail_barang: [{ kode_barcode: kode }],
    ...(tukar ? { tukar } : {}),
    pembayaran: [
      ...(tukar ? [{ jenis: 'TUKAR', jumlah: tukarTotal }] : []),
      { jenis: 'CASH', jumlah: harga - tukarTotal },
    ],
  });
  expect(sale.status, sale.body.message).toBe(201);
  return sale.body.data as api.SaleSaved;
}

describe('cancelling a document', () => {
  it('two cancels of one sale at once: one succeeds, the other is told it is cancelled; cash and stock move once', async () => {
    const sale = await sellOne();
    const results = await Promise.all(
      [1, 2].map(() =>
        c.post('penjualan/batal', { no_faktur: sale.no_faktur_group, alasan: 'dobel' }, c.owner),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(MSG.alreadyCancelled);
    const cash = await c.q<{ kategori: string }>(
      `select kategori from "$s".kas where id_trx = '${sale.no_faktur_group}' order by id`,
    );
    expect(cash.map((c) => c.kategori)).toEqual(['PENJUALAN', 'BATAL PENJUALAN']);
    const ledger = await c.q<{ n: number }>(
      `select count(*)::int as n from "$s".stock_ledger where no_ref = '${sale.no_faktur_group}' and jenis = 'BATAL JUAL'`,
    );
    expect(ledger[0]?.n).toBe(1);
    const lines = await c.q<{ status: string; batal_by: string; batal_alasan: string }>(
      `select status, batal_by, batal_alasan from "$s".penjualan where no_faktur_group = '${sale.no_faktur_group}'`,
    );
    expect(lines).toEqual([{ status: 'BATAL', batal_by: 'owner1', batal_alasan: 'DOBEL' }]);
  });

  it('gives the cash back out of the drawer it went into, whoever cancels, and only while it is there', async () => {
    const sale = await sellOne();
    const paid = await c.q<{ jumlah_in: number; input_by: string }>(
      `select jumlah_in::int as jumlah_in, input_by from "$s".kas where id_trx = '${sale.no_faktur_group}'`,
    );
    expect(paid).toHaveLength(1);
    const [{ jumlah_in, input_by }] = paid as [{ jumlah_in: number; input_by: string }];
    const drawer = async () => {
      const res = await call(c.chain.tk1, 'GET', 'kas/saldo', { token: c.owner });
      expect(res.status, res.body.message).toBe(200);
      const rows = res.body.data.rows as { input_by: string; saldo_akhir: number }[];
      return rows.find((r) => r.input_by === input_by)?.saldo_akhir ?? 0;
    };
    // The cashier hands the day's cash on: the drawer holds 1 Rupiah less than the sale brought in.
    const out = (await drawer()) - jumlah_in + 1;
    const keluar = await c.post('uang-kas', { kategori: 'KAS KELUAR', deskripsi: 'setor', jumlah: out });
    expect(keluar.status, keluar.body.message).toBe(201);
    const before = await fingerprint(c.chain.tk1);
    const refused = await c.post(
      'penjualan/batal',
      { no_faktur: sale.no_faktur_group, alasan: 'x' },
      c.owner,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(KAS_MSG.saldoKurang(formatMoney(jumlah_in - 1)));
    expect(await fingerprint(c.chain.tk1)).toEqual(before);

    // A shop that lets money out beyond the drawer asks for its authorisation instead.
    const setRule = (kas_keluar_melebihi_saldo: 'TOLAK' | 'OTORISASI') =>
      call(c.chain.tk1, 'PUT', 'kas/setting', {
        token: c.owner,
        body: { wajib_validasi_non_cash: false, kas_keluar_melebihi_saldo },
      });
    expect((await setRule('OTORISASI')).status).toBe(200);
    const cancel = (id_otorisasi?: string) =>
      c.post('penjualan/batal', { no_faktur: sale.no_faktur_group, alasan: 'x', id_otorisasi }, c.owner);
    try {
      const wrongKind = await c.post(
        'authorization',
        { user_id: 'spv1', password: 'demo1234', ...api.OTORISASI.BATAL_PENJUALAN },
        c.owner,
      );
      const beforeAsk = await fingerprint(c.chain.tk1);
      const asked = await cancel();
      expect(asked.status).toBe(403);
      expect(asked.body.message).toBe(api.OTORISASI_MSG.required);
      expect((await cancel(wrongKind.body.data.id_otorisasi)).body.message).toBe(api.OTORISASI_MSG.invalid);
      expect(await fingerprint(c.chain.tk1)).toEqual(beforeAsk);
      const overdraw = await c.post(
        'authorization',
        { user_id: 'spv1', password: 'demo1234', ...api.OTORISASI.KAS_MELEBIHI_SALDO, jumlah: jumlah_in },
        c.owner,
      );
      const ok = await cancel(overdraw.body.data.id_otorisasi);
      expect(ok.status, ok.body.message).toBe(200);
    } finally {
      expect((await setRule('TOLAK')).status).toBe(200);
    }
    const back = await c.q<{ jumlah_out: number; input_by: string }>(
      `select jumlah_out::int as jumlah_out, input_by from "$s".kas where id_trx = '${sale.no_faktur_group}' and kategori = 'BATAL PENJUALAN'`,
    );
    expect(back).toEqual([{ jumlah_out: jumlah_in, input_by }]);
    expect(await drawer()).toBe(-1);
  });

  it("a kind's own refusal (a trade-in is cancelled with its sale) is a 400 that writes nothing", async () => {
    const sale = await sellOne([
      { nama_barang: 'cincin', kode_group: 'MUDA', berat: 1, kode_kondisi: 'BAGUS' },
    ]);
    const noBeli = sale.no_faktur_beli[0] as string;
    const res = await c.post('pembelian/batal', { no_faktur: noBeli, alasan: 'x' }, c.owner);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.cancelTukarWithSale);
    const rows = await c.q<{ status: string }>(
      `select status from "$s".pembelian where no_faktur_beli = '${noBeli}'`,
    );
    expect(rows).toEqual([{ status: 'OPEN' }]);
    const cash = await c.q<{ n: number }>(
      `select count(*)::int as n from "$s".kas where id_trx = '${sale.no_faktur_group}' and kategori like 'BATAL%'`,
    );
    expect(cash[0]?.n).toBe(0);
  });

  it('an unknown number is 404 and a missing reason 400', async () => {
    const res = await c.post('pembelian/batal', { no_faktur: 'FB-NOPE', alasan: 'x' }, c.owner);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.fakturNotFound);
    const noReason = await c.post('penjualan/batal', { no_faktur: 'FJ-NOPE', alasan: ' ' }, c.owner);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(MSG.reasonRequired);
  });
});

describe('the list of a kind', () => {
  it('filters by state and text on the business days asked, and refuses a state the kind has not', async () => {
    const open = await sellOne();
    const cancelled = await sellOne();
    const batalRes = await c.post(
      'penjualan/batal',
      { no_faktur: cancelled.no_faktur_group, alasan: 'x' },
      c.owner,
    );
    expect(batalRes.status, batalRes.body.message).toBe(200);
    const day = await businessDay();
    const list = (status: string, search = '') =>
      call(
        c.chain.tk1,
        'GET',
        `penjualan?tgl_awal=${day}&tgl_akhir=${day}&status=${status}&search=${search}`,
        {
          token: c.kasir,
        },
      );
    const batal = await list('BATAL');
    const groups = (batal.body.data as api.SaleLine[]).map((r) => r.no_faktur_group);
    expect(groups).toContain(cancelled.no_faktur_group);
    expect(groups).not.toContain(open.no_faktur_group);
    const found = await list('ALL', open.no_faktur_jual[0] as string);
    expect((found.body.data as api.SaleLine[]).map((r) => r.no_faktur_group)).toEqual([open.no_faktur_group]);
    expect(found.body.count).toBe(1);
    const bad = await list('PROSES');
    expect(bad.status).toBe(400);
  });
});

// Last: it closes the day (and so ends every session of the shop).
describe("cancelling a past day's purchase", () => {
  it("needs the purchase kind's authorisation (a sale's is refused); the reversal lands on the new day", async () => {
    const buy = await c.post('pembelian', {
      kode_sales: 'S01',
      nama_customer: 'Budi Penjual',
      no_ktp: '3174010101800001',
      detail_barang: [{ nama_barang: 'gelang luar', kode_group: 'MUDA', berat: 1, kode_kondisi: 'BAGUS' }],
      pembayaran: [{ jenis: 'CASH', jumlah: 840_000 }],
    });
    expect(buy.status, buy.body.message).toBe(201);
    const group = (buy.body.data as api.PurchaseSaved).no_faktur_group;
    const day = await businessDay();
    const closed = await call(c.chain.tk1, 'POST', 'system/close', {
      token: c.owner,
      body: { PROSES: 'close', tgl_system: day },
    });
    expect(closed.status, closed.body.message).toBe(200);
    const owner = await login(c.chain.tk1, 'owner1');
    const authorise = async (kind: (typeof api.OTORISASI)[keyof typeof api.OTORISASI]) =>
      (
        await c.post(
          'authorization',
          { user_id: 'spv1', password: 'demo1234', ...kind, no_faktur: group },
          owner,
        )
      ).body.data.id_otorisasi as string;
    const cancel = (id_otorisasi?: string) =>
      c.post('pembelian/batal', { no_faktur: group, alasan: 'salah input', id_otorisasi }, owner);

    // Refusals write nothing (the wrong kind's authorisation is given before the fingerprint).
    const saleKind = await authorise(api.OTORISASI.BATAL_PENJUALAN);
    const before = await fingerprint(c.chain.tk1);
    expect((await cancel()).body.message).toBe(api.OTORISASI_MSG.required);
    const wrong = await cancel(saleKind);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(api.OTORISASI_MSG.invalid);
    expect(await fingerprint(c.chain.tk1)).toEqual(before);

    const ok = await cancel(await authorise(api.OTORISASI.BATAL_PEMBELIAN));
    expect(ok.status, ok.body.message).toBe(200);
    const cash = await c.q<{ tanggal: string; kategori: string }>(
      `select tanggal::text, kategori from "$s".kas where id_trx = '${group}' order by id`,
    );
    expect(cash.map((r) => r.kategori)).toEqual(['PEMBELIAN', 'BATAL BELI']);
    expect(cash[1]?.tanggal).toBe(await businessDay());
    expect((cash[1]?.tanggal ?? '') > day).toBe(true);
    const line = await c.q<{ status: string; batal_otorisasi: string | null }>(
      `select status, batal_otorisasi from "$s".pembelian where no_faktur_group = '${group}'`,
    );
    expect(line[0]?.status).toBe('BATAL');
    expect(line[0]?.batal_otorisasi).toBeTruthy();
  });
});
