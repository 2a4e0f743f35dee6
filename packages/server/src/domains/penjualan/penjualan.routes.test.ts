import { api } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { expectCancelNeedsAuthorisation } from '../../test/authorisation.ts';
import { useBranchSession } from '../../test/branch-session.ts';
import { businessDay, call, fingerprint } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { item } from '../barang/barang.fixtures.ts';
import { buyBackOfSoldLine, prepareCounter } from './counter.fixtures.ts';

const MSG = api.TRANSAKSI_MSG;
const session = useBranchSession({ setUp: () => prepareCounter(tk1(), session.owner) });
const { tk1, post, get, q } = session;

/** A sale by S01 of the item `kode` for PRICE in cash (`over`: more of the sale's fields). */
async function cashSale(
  kode: string | undefined,
  over: Record<string, unknown> = {},
): Promise<api.SaleSaved> {
  const res = await post('penjualan', {
    kode_sales: 'S01',
    ...over,
    detail_barang: [{ kode_barcode: kode }],
    pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
  });
  return res.body.data as api.SaleSaved;
}

async function addItems(n: number, over: Record<string, unknown> = {}): Promise<string[]> {
  const res = await post(
    'barang/create/bulk',
    { detail_barang: Array.from({ length: n }, () => item(over)) },
    session.owner,
  );
  expect(res.status, res.body.message).toBe(201);
  return (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

const statusOf = async (kode: string) =>
  (
    await q<{ status: string; kode_gudang: string }>(
      `select status, kode_gudang from "$s".barang where kode_barcode = '${kode}'`,
    )
  )[0];

/** 2.5 g x 910,000 + 50,000 ongkos = 2,325,000 (a multiple of 500). */
const PRICE = 2_325_000;

describe('pricing an item at the counter', () => {
  it('GET penjualan/barang/:kode prices by the day rate, ongkos and rounding', async () => {
    const [kode] = await addItems(1, { berat: 2.5, ongkos: 50_000, harga_atribut: 0 });
    const res = await get(`penjualan/barang/${kode}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      kode_barcode: kode,
      harga_gram: 910_000,
      harga_total: PRICE,
      pembulatan: 500,
      arah: 'up',
    });
  });
  it('an unknown barcode is 404 with its message, a short one 400', async () => {
    expect((await get('penjualan/barang/99999999')).body.message).toBe('Barcode 99999999 Tidak Ditemukan');
    const short = await get('penjualan/barang/123');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(MSG.barcodeTooShort);
  });
});

describe('a sale', () => {
  it('sells two items with CASH + TRANSFER: items SOLD with JUAL ledger rows, cash rows, invoice numbers', async () => {
    const kodes = await addItems(2, { berat: 2.5, ongkos: 50_000 });
    const res = await post('penjualan', {
      kode_sales: 'S01',
      nama_customer: 'siti',
      no_hp: '081234567890',
      detail_barang: kodes.map((k) => ({ kode_barcode: k })),
      pembayaran: [
        { jenis: 'CASH', jumlah: 3_000_000 },
        { jenis: 'TRANSFER', jumlah: PRICE * 2 - 3_000_000, kode_bank: 'BCA', no_rekening: '5271234567' },
      ],
    });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe(MSG.saleSaved);
    const saved = res.body.data as api.SaleSaved;
    expect(saved.no_faktur_group).toMatch(/^FJ-TK1-\d{6}-\d{4}$/);
    expect(saved.no_faktur_jual).toHaveLength(2);
    expect(saved.total_jual).toBe(PRICE * 2);
    for (const k of kodes) expect((await statusOf(k))?.status).toBe('SOLD');
    // Each line keeps its item's original weight (the fixture's berat_asli) beside the weight sold.
    const lines = await q<{ berat: string; berat_awal: string }>(
      `select berat::text, berat_awal::text from "$s".penjualan where no_faktur_group = '${saved.no_faktur_group}'`,
    );
    expect(lines).toEqual([
      { berat: '2.500', berat_awal: '2.550' },
      { berat: '2.500', berat_awal: '2.550' },
    ]);
    const ledger = await q<{ jenis: string; qty: number }>(
      `select jenis, qty from "$s".stock_ledger where no_ref = '${saved.no_faktur_group}'`,
    );
    expect(ledger).toEqual([
      { jenis: 'JUAL', qty: -1 },
      { jenis: 'JUAL', qty: -1 },
    ]);
    const cash = await q<{ kategori: string; jenis: string; jumlah_in: string; status_validasi: string }>(
      `select kategori, jenis, jumlah_in::text, status_validasi from "$s".kas where id_trx = '${saved.no_faktur_group}' order by id`,
    );
    expect(cash).toEqual([
      { kategori: 'PENJUALAN', jenis: 'CASH', jumlah_in: '3000000', status_validasi: '-' },
      {
        kategori: 'PENJUALAN',
        jenis: 'TRANSFER',
        jumlah_in: String(PRICE * 2 - 3_000_000),
        status_validasi: 'OPEN',
      },
    ]);
    const dash = await call(tk1(), 'GET', 'cash-pusat/daily-transaction-chart', { token: session.owner });
    expect(dash.body.data.total_penjualan).toBeGreaterThanOrEqual(PRICE * 2);
  });

  it('refuses payments that do not add up, and writes nothing', async () => {
    const [kode] = await addItems(1);
    const before = await fingerprint(tk1());
    const res = await post('penjualan', {
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: kode }],
      pembayaran: [{ jenis: 'CASH', jumlah: PRICE - 500 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.paymentsMismatch('2,325,000', '2,324,500'));
    expect(await fingerprint(tk1())).toEqual(before);
    expect((await statusOf(kode as string))?.status).toBe('READY');
  });

  it.each([
    ['no sales', { kode_sales: '' }, MSG.salesRequired],
    ['unknown sales', { kode_sales: 'ZZ9' }, MSG.salesUnknown('ZZ9')],
    ['no items', { detail_barang: [] }, MSG.noItems],
    ['no payment', { pembayaran: [] }, MSG.paymentRequired],
    [
      'transfer without account',
      { pembayaran: [{ jenis: 'TRANSFER', jumlah: PRICE }] },
      MSG.accountRequired('TRANSFER'),
    ],
  ])('refuses %s with its message and writes nothing', async (_, over, message) => {
    const [kode] = await addItems(1);
    const before = await fingerprint(tk1());
    const res = await post('penjualan', {
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: kode }],
      pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
      ...over,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('twenty concurrent sales of one barcode leave exactly one sale and nineteen clear refusals', async () => {
    const [kode] = await addItems(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('penjualan', {
          kode_sales: 'S01',
          detail_barang: [{ kode_barcode: kode }],
          pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(`Barang ${kode} Sudah Tidak Tersedia`);
    }
    const sold = await q<{ n: number }>(
      `select count(*)::int as n from "$s".penjualan where kode_barcode = '${kode}'`,
    );
    expect(sold[0]?.n).toBe(1);
    const cash = await q<{ n: number }>(
      `select count(*)::int as n from "$s".kas k join "$s".penjualan p on p.no_faktur_group = k.id_trx where p.kode_barcode = '${kode}'`,
    );
    expect(cash[0]?.n).toBe(1);
  });
});

describe('a line below cost', () => {
  const sell = (kode: string, extra: Record<string, unknown> = {}) =>
    post('penjualan', {
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: kode, harga_total: 1_000_000, ...extra }],
      pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }],
    });

  it('is refused without an authorisation and with a wrong password', async () => {
    const [kode] = await addItems(1, { harga_modal: 2_000_000 });
    const res = await sell(kode as string);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.belowCost(kode as string));
    const bad = await post('authorization', {
      user_id: 'spv1',
      password: 'salah',
      kategori: 'PENJUALAN',
      description: 'PENJUALAN DI BAWAH MODAL',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Otorisasi Gagal..');
    const kasirAuth = await post('authorization', {
      user_id: 'kasir1',
      password: 'demo1234',
      kategori: 'PENJUALAN',
      description: 'PENJUALAN DI BAWAH MODAL',
    });
    expect(kasirAuth.body.message).toBe('Otorisasi Gagal..');
  });

  it("is sold with spv1's authorisation, which cannot be used twice", async () => {
    const [a, b] = await addItems(2, { harga_modal: 2_000_000 });
    const auth = await post('authorization', {
      user_id: 'spv1',
      password: 'demo1234',
      kategori: 'PENJUALAN',
      description: 'PENJUALAN DI BAWAH MODAL',
      keterangan: 'langganan',
      no_faktur: a,
      jumlah: 1_000_000,
    });
    expect(auth.status, auth.body.message).toBe(200);
    const id = auth.body.data.id_otorisasi as string;
    const ok = await sell(a as string, { id_otorisasi: id });
    expect(ok.status, ok.body.message).toBe(201);
    const again = await sell(b as string, { id_otorisasi: id });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(api.OTORISASI_MSG.invalid);
    const day = await businessDay(tk1());
    const report = await call(tk1(), 'GET', `authorization/reports?tgl_from=${day}&tgl_to=${day}`, {
      token: session.owner,
    });
    expect(report.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id_otorisasi: id,
          keterangan: 'LANGGANAN',
          authorised_by: 'spv1',
          // Used for the line's number, which the sale takes after using the authorisation (issue 46).
          used_for: ok.body.data.no_faktur_jual[0],
        }),
      ]),
    );
  });
});

describe('trade-in, buy-back, cancel, invoice', () => {
  it('a sale with a trade-in: the outside gold enters BELI and TUKAR pays part of the sale', async () => {
    const [kode] = await addItems(1, { berat: 2.5, ongkos: 50_000 });
    // 1.5 g MUDA BAGUS: 1.5 x 840,000 = 1,260,000.
    const res = await post('penjualan', {
      kode_sales: 'S02',
      detail_barang: [{ kode_barcode: kode }],
      tukar: [{ nama_barang: 'cincin lama', kode_group: 'MUDA', berat: 1.5, kode_kondisi: 'BAGUS' }],
      pembayaran: [
        { jenis: 'TUKAR', jumlah: 1_260_000 },
        { jenis: 'CASH', jumlah: PRICE - 1_260_000 },
      ],
    });
    expect(res.status, res.body.message).toBe(201);
    const saved = res.body.data as api.SaleSaved;
    expect(saved.total_tukar).toBe(1_260_000);
    const beli = await q<{ kode_barcode: string; jenis_pembelian: string; harga: string }>(
      `select kode_barcode, jenis_pembelian, harga::text from "$s".pembelian where no_faktur_group = '${saved.no_faktur_group}'`,
    );
    expect(beli).toHaveLength(1);
    expect(beli[0]?.jenis_pembelian).toBe('TUKAR');
    expect(await statusOf(beli[0]?.kode_barcode as string)).toEqual({ status: 'READY', kode_gudang: 'BELI' });

    const pdf = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/penjualan/nota?no_faktur=${saved.no_faktur_group}`,
      headers: { token: session.kasir },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).map((p) => p.text).join('\n');
    expect(text).toContain(saved.no_faktur_group);
    expect(text).toContain('2,325,000');

    const wrongTukar = await post('penjualan', {
      kode_sales: 'S02',
      detail_barang: [{ kode_barcode: (await addItems(1))[0] }],
      tukar: [{ nama_barang: 'cincin lama', kode_group: 'MUDA', berat: 1.5, kode_kondisi: 'BAGUS' }],
      pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
    });
    expect(wrongTukar.body.message).toBe(MSG.tukarMismatch);
  });

  it('buys back a sold line by its invoice once; cancelling the sale puts items back and reverses the cash', async () => {
    const [kode] = await addItems(1, { berat: 2.5, ongkos: 50_000 });
    const saved = await cashSale(kode);
    const lines = await get(`pembelian/asal?kode=${saved.no_faktur_group}`);
    expect(lines.body.data).toHaveLength(1);
    const noJual = saved.no_faktur_jual[0] as string;
    const buy = (jumlah: number) => post('pembelian', buyBackOfSoldLine(noJual, jumlah));
    const first = await buy(2_100_000);
    expect(first.status, first.body.message).toBe(201);
    const again = await buy(2_100_000);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.alreadyBoughtBack(noJual));

    // A second sale is cancelled: its item is READY again and its cash is mirrored.
    const [other] = await addItems(1, { berat: 2.5, ongkos: 50_000 });
    const s2 = await cashSale(other);
    const cancel = await call(tk1(), 'POST', 'penjualan/batal', {
      token: session.owner,
      body: { no_faktur: s2.no_faktur_jual[0], alasan: 'salah ukuran' },
    });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect((await statusOf(other as string))?.status).toBe('READY');
    const cash = await q<{ kategori: string; jumlah_in: string; jumlah_out: string }>(
      `select kategori, jumlah_in::text, jumlah_out::text from "$s".kas where id_trx = '${s2.no_faktur_group}' order by id`,
    );
    expect(cash).toEqual([
      { kategori: 'PENJUALAN', jumlah_in: String(PRICE), jumlah_out: '0' },
      { kategori: 'BATAL PENJUALAN', jumlah_in: '0', jumlah_out: String(PRICE) },
    ]);
    const twice = await call(tk1(), 'POST', 'penjualan/batal', {
      token: session.owner,
      body: { no_faktur: s2.no_faktur_group, alasan: 'x' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MSG.alreadyCancelled);
  });

  it('WhatsApp: no number is refused, a number goes to the outbox', async () => {
    const [a, b] = await addItems(2);
    const noPhone = await cashSale(a);
    const refused = await post('penjualan/kirim-wa', { no_faktur: noPhone.no_faktur_group });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MSG.waUnknown);
    const withPhone = await cashSale(b, { no_hp: '081234567890' });
    const sent = await post('penjualan/kirim-wa', { no_faktur: withPhone.no_faktur_group });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.message).toBe(MSG.waSent);
    const outbox = await q<{ tujuan: string }>(
      `select tujuan from "$s".outbox where ref = '${withPhone.no_faktur_group}'`,
    );
    expect(outbox).toEqual([{ tujuan: '6281234567890' }]);
  });
});

describe('the invoice follows the designer', () => {
  it('a label moved and saved in the designer prints at its new place on the next sale invoice', async () => {
    const [kode] = await addItems(1);
    const sale = await cashSale(kode);
    const nota = async () => {
      const res = await tk1().app.inject({
        method: 'GET',
        url: `/api/v1/penjualan/nota?no_faktur=${sale.no_faktur_group}`,
        headers: { token: session.kasir },
      });
      const [page] = await pdfPages(res.rawPayload);
      return page?.words.find((w) => w.str.includes(sale.no_faktur_group));
    };
    const before = await nota();
    expect(before).toBeDefined();
    const labels = (await call(tk1(), 'GET', 'member-card/get/new?type=PENJUALAN', { token: session.owner }))
      .body.data as { name: string; is_mobile: boolean; position_x: number; position_y: number }[];
    const moved = labels
      .filter((l) => !l.is_mobile)
      .map((l) => (l.name === 'no_faktur' ? { ...l, position_x: 400, position_y: 320 } : l));
    const saved = await call(tk1(), 'POST', 'member-card/add', {
      token: session.owner,
      body: { font: 'Tahoma Reguler', type: 'PENJUALAN', nota: moved },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const after = await nota();
    // 1 designer pixel = 0.75 pt.
    expect(after?.x).toBeCloseTo(400 * 0.75, 0);
    expect((after?.y ?? 0) - 320 * 0.75).toBeGreaterThan(0);
    expect((after?.y ?? 0) - 320 * 0.75).toBeLessThan(14);
    expect(after?.x).not.toBeCloseTo(before?.x ?? 0, 0);
  });
});

// Last: it closes the day (and so ends every session of the shop).
describe("cancelling a past day's sale", () => {
  it('needs an SPV/OWN authorisation of its kind, used once', async () => {
    const [kode] = await addItems(1);
    const sale = await cashSale(kode);
    const closed = await call(tk1(), 'POST', 'system/close', {
      token: session.owner,
      body: { PROSES: 'close', tgl_system: await businessDay(tk1()) },
    });
    expect(closed.status, closed.body.message).toBe(200);
    await session.logInAgain('owner');
    await session.logInAgain('kasir');

    const cancel = (id_otorisasi?: string) =>
      call(tk1(), 'POST', 'penjualan/batal', {
        token: session.owner,
        body: { no_faktur: sale.no_faktur_group, alasan: 'salah input', id_otorisasi },
      });
    await expectCancelNeedsAuthorisation(tk1(), session.owner, cancel, {
      kind: api.OTORISASI.BATAL_PENJUALAN,
      wrongKind: api.OTORISASI.JUAL_DI_BAWAH_MODAL,
      no_faktur: sale.no_faktur_group,
    });
    expect((await statusOf(kode as string))?.status).toBe('READY');
    // The reversal is on the new business day, in the canceller's drawer.
    const rows = await q<{ tanggal: string; kategori: string }>(
      `select tanggal::text, kategori from "$s".kas where id_trx = '${sale.no_faktur_group}' order by id`,
    );
    expect(rows.map((r) => r.kategori)).toEqual(['PENJUALAN', 'BATAL PENJUALAN']);
    expect((rows[1]?.tanggal ?? '') > (rows[0]?.tanggal ?? '')).toBe(true);
  });
});
