import { api, BASE_24K, todayJakarta } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters, item } from '../barang/barang.fixtures.ts';

/** The document kit through the sale and purchase routes that run on it. */
const MSG = api.TRANSAKSI_MSG;
let chain: Chain;
let owner: string;
let kasir: string;
beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
  await addFixtureMasters(chain.tk1, owner);
  // 24K 1,300,000 / 1,200,000: MUDA (kadar 70) sells at 910,000 and buys at 840,000 a gram.
  const price = await call(chain.tk1, 'PUT', 'harga-emas', {
    token: owner,
    body: {
      tanggal: todayJakarta(),
      harga: [{ kode_group: BASE_24K, harga_jual: 1_300_000, harga_beli: 1_200_000 }],
    },
  });
  expect(price.status, price.body.message).toBe(200);
});
afterAll(() => chain.close());

const tk1 = () => chain.tk1;
const post = (path: string, body: unknown, token = kasir) => call(tk1(), 'POST', path, { token, body });
const q = async <T>(text: string) =>
  rowsOf<T>(await tk1().shop.db.execute(sql.raw(text.replaceAll('$s', tk1().shop.schema))));
const businessDay = async () =>
  (await q<{ d: string }>(`select tgl_system::text as d from "$s".toko limit 1`))[0]?.d as string;

async function sellOne(tukar?: unknown[]): Promise<api.SaleSaved> {
  const add = await post('barang/create/bulk', { detail_barang: [item({ berat: 1, ongkos: 0 })] }, owner);
  expect(add.status, add.body.message).toBe(201);
  const kode = (add.body.data.data as { kode_barcode: string }[])[0]?.kode_barcode;
  const quote = await call(tk1(), 'GET', `penjualan/barang/${kode}`, { token: kasir });
  const harga = (quote.body.data as api.SaleQuote).harga_total;
  const tukarTotal = tukar ? 840_000 : 0;
  const sale = await post('penjualan', {
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
      [1, 2].map(() => post('penjualan/batal', { no_faktur: sale.no_faktur_group, alasan: 'dobel' }, owner)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(MSG.alreadyCancelled);
    const cash = await q<{ kategori: string }>(
      `select kategori from "$s".kas where id_trx = '${sale.no_faktur_group}' order by id`,
    );
    expect(cash.map((c) => c.kategori)).toEqual(['PENJUALAN', 'BATAL PENJUALAN']);
    const ledger = await q<{ n: number }>(
      `select count(*)::int as n from "$s".stock_ledger where no_ref = '${sale.no_faktur_group}' and jenis = 'BATAL JUAL'`,
    );
    expect(ledger[0]?.n).toBe(1);
    const lines = await q<{ status: string; batal_by: string; batal_alasan: string }>(
      `select status, batal_by, batal_alasan from "$s".penjualan where no_faktur_group = '${sale.no_faktur_group}'`,
    );
    expect(lines).toEqual([{ status: 'BATAL', batal_by: 'owner1', batal_alasan: 'DOBEL' }]);
  });

  it("a kind's own refusal (a trade-in is cancelled with its sale) is a 400 that writes nothing", async () => {
    const sale = await sellOne([
      { nama_barang: 'cincin', kode_group: 'MUDA', berat: 1, kode_kondisi: 'BAGUS' },
    ]);
    const noBeli = sale.no_faktur_beli[0] as string;
    const res = await post('pembelian/batal', { no_faktur: noBeli, alasan: 'x' }, owner);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.cancelTukarWithSale);
    const rows = await q<{ status: string }>(
      `select status from "$s".pembelian where no_faktur_beli = '${noBeli}'`,
    );
    expect(rows).toEqual([{ status: 'OPEN' }]);
    const cash = await q<{ n: number }>(
      `select count(*)::int as n from "$s".kas where id_trx = '${sale.no_faktur_group}' and kategori like 'BATAL%'`,
    );
    expect(cash[0]?.n).toBe(0);
  });

  it('an unknown number is 404 and a missing reason 400', async () => {
    const res = await post('pembelian/batal', { no_faktur: 'FB-NOPE', alasan: 'x' }, owner);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.fakturNotFound);
    const noReason = await post('penjualan/batal', { no_faktur: 'FJ-NOPE', alasan: ' ' }, owner);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(MSG.reasonRequired);
  });
});

describe('the list of a kind', () => {
  it('filters by state and text on the business days asked, and refuses a state the kind has not', async () => {
    const open = await sellOne();
    const cancelled = await sellOne();
    const c = await post('penjualan/batal', { no_faktur: cancelled.no_faktur_group, alasan: 'x' }, owner);
    expect(c.status, c.body.message).toBe(200);
    const day = await businessDay();
    const list = (status: string, search = '') =>
      call(tk1(), 'GET', `penjualan?tgl_awal=${day}&tgl_akhir=${day}&status=${status}&search=${search}`, {
        token: kasir,
      });
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
