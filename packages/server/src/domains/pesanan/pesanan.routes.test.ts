import { api, priceSaleLine, REFUND_BATAL_PESANAN, REFUND_PERCENT_MESSAGE } from '@emas/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPesanan } from '../../seed/pesanan-seed.ts';
import { useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';

const MSG = api.PESANAN_MSG;
const session = useBranchSession();
const { tk1, post, get, q } = session;
let harga: number;
beforeAll(async () => {
  const prices = await get(`harga-emas?tanggal=${session.day}`, session.owner);
  const g = (prices.body.data.groups as { kode_group: string; harga_jual: number }[]).find(
    (x) => x.kode_group === 'EMAS MUDA',
  );
  harga = g?.harga_jual ?? 0;
  expect(harga).toBeGreaterThan(0);
});
const kasOf = (no: string) =>
  q<{ kategori: string; jumlah_in: number; jumlah_out: number; tanggal: string }>(
    `select kategori, jumlah_in::int, jumlah_out::int, tanggal::text from "$s".kas where id_trx = '${no}' order by id`,
  );

const order = (over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'Ratna',
  no_hp: '081298765432',
  nama_barang: 'cincin nama model kupu',
  kode_group: 'EMAS MUDA',
  berat: 3.5,
  ongkos: 150_000,
  dp_rp: 500_000,
  pembayaran: [{ jenis: 'CASH', jumlah: 500_000 }],
  ...over,
});
async function newOrder(over: Record<string, unknown> = {}): Promise<api.Pesanan> {
  const res = await post('pesanan', order(over));
  expect(res.status, res.body.message).toBe(201);
  return res.body.data as api.Pesanan;
}

describe('taking an order', () => {
  it('prices the estimate as a sale line, stores the locked price and writes the down payment as PESANAN', async () => {
    const p = await newOrder();
    expect(p.no_pesanan).toMatch(/^PS-TK1-\d{6}-\d{4}$/);
    const expected = priceSaleLine({
      berat: 3.5,
      harga_gram: harga,
      ongkos: 150_000,
      harga_atribut: 0,
      pembulatan: 500,
      arah: 'up',
    });
    expect(p).toMatchObject({
      status: 'PESAN',
      harga_kunci: 'PESAN',
      harga_gram: harga,
      total_harga: expected,
      dp_rp: 500_000,
      jumlah_bayar: 500_000,
      sisa_rp: expected - 500_000,
      nama_barang: 'CINCIN NAMA MODEL KUPU',
    });
    expect(await kasOf(p.no_pesanan)).toEqual([
      { kategori: 'PESANAN', jumlah_in: 500_000, jumlah_out: 0, tanggal: session.day },
    ]);
    // Locked at pick-up: no price stored yet, the estimate is today's.
    const later = await newOrder({ harga_kunci: 'AMBIL', dp_rp: 0, pembayaran: [] });
    expect(later).toMatchObject({
      harga_kunci: 'AMBIL',
      harga_gram: 0,
      total_harga: expected,
      jumlah_bayar: 0,
    });
  });

  it.each([
    [{ dp_rp: 900_000_000, pembayaran: [{ jenis: 'CASH', jumlah: 900_000_000 }] }, MSG.dpTooBig],
    [{ kode_group: 'TIDAK ADA' }, MSG.groupUnknown('TIDAK ADA')],
    [{ pembayaran: [] }, api.TRANSAKSI_MSG.paymentsMismatch('500,000', '0')],
    [{ berat: 0.0001 }, 'Berat Estimasi Maksimal 3 Angka Di Belakang Koma'],
    [{ nama_barang: '' }, 'Model Pesanan Tidak Boleh Kosong'],
    [{ harga_kunci: 'BESOK' }, null],
    [{ kode_sales: 'S77' }, api.TRANSAKSI_MSG.salesUnknown('S77')],
    // Its pick-up earns the member points: an unknown member would refuse every pick-up.
    [{ kode_member: 'M-NOPE' }, api.TRANSAKSI_MSG.memberNotFound],
  ])('refuses %j with a 400 and writes nothing', async (over, message) => {
    const before = await fingerprint(tk1());
    const res = await post('pesanan', order(over));
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('cancelling an order (document kit)', () => {
  it('refunds the down payment as BATAL PESANAN, once when cancelled twice at once', async () => {
    const p = await newOrder();
    const both = await Promise.all([
      post('pesanan/batal', { no_faktur: p.no_pesanan, alasan: 'a' }, session.owner),
      post('pesanan/batal', { no_faktur: p.no_pesanan, alasan: 'b' }, session.owner),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)?.body.message).toBe(MSG.cancelled);
    // No rule set: the whole down payment goes back.
    expect(both.find((r) => r.status === 200)?.body.data).toMatchObject({
      status: 'BATAL',
      persen_refund: 100,
      refund_rp: 500_000,
      hangus_rp: 0,
    });
    expect((await kasOf(p.no_pesanan)).map((k) => [k.kategori, k.jumlah_in, k.jumlah_out])).toEqual([
      ['PESANAN', 500_000, 0],
      ['BATAL PESANAN', 0, 500_000],
    ]);
    const inv = await post('pesanan/invoice', { no_faktur: p.no_pesanan });
    expect(inv.body.data).toMatchObject({ status: 'BATAL' });
    expect(inv.body.data.lines).toHaveLength(1);
    const list = await get(`pesanan?tgl_awal=${session.day}&tgl_akhir=${session.day}&status=BATAL`);
    expect((list.body.data as api.Pesanan[]).map((r) => r.no_pesanan)).toContain(p.no_pesanan);
    const missing = await post(
      'pesanan/batal',
      { no_faktur: 'PS-TK1-000000-0000', alasan: 'x' },
      session.owner,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.notFound);
  });
});

describe('validasi pesanan (document 2)', () => {
  it("lists the unvalidated orders (the demo's too) until validated", async () => {
    // The API chain starts without the demo's documents: seed the orders as npm start does.
    await seedPesanan(tk1().shop);
    const p = await newOrder({ kode_sales: 'S02' });
    const list = await get('validasi/pesanan/get?kode_sales=ALL', session.owner);
    expect(list.status, list.body.message).toBe(200);
    const open = await q<{ no: string }>(
      `select no_pesanan as no from "$s".pesanan where status <> 'BATAL' and status_valid = 'OPEN' order by id`,
    );
    const rows = list.body.data as api.PendingPesanan[];
    expect(rows.map((r) => r.no_pesanan)).toEqual(open.map((r) => r.no));
    expect(rows.find((r) => r.no_pesanan === p.no_pesanan)).toEqual({
      kode_sales: 'S02',
      no_pesanan: p.no_pesanan,
      nama_customer: 'RATNA',
      alamat: '',
      no_hp: '081298765432',
      total_harga: p.total_harga,
      jumlah_bayar: 500_000,
    });
    const ok = await post(
      'validasi/pesanan',
      { no_pesanans: rows.map((r) => r.no_pesanan), user_id: 'spv1' },
      session.owner,
    );
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.message).toBe(MSG.validated);
    expect((await get('validasi/pesanan/get?kode_sales=ALL', session.owner)).body.data).toEqual([]);
    const again = await post(
      'validasi/pesanan',
      { no_pesanans: [p.no_pesanan], user_id: 'spv1' },
      session.owner,
    );
    expect(again.status).toBe(400);
  });
});

const placeOf = async () => {
  const [jenis] = await q<{ kode: string }>(
    `select kode from "$s".master_rows where master = 'jenis' and status = 'ACTIVE' and data->>'kode_group' = 'EMAS MUDA' order by kode limit 1`,
  );
  const [baki] = await q<{ kode: string; gudang: string }>(
    `select kode, data->>'kode_gudang' as gudang from "$s".master_rows where master = 'baki' and status = 'ACTIVE' order by kode limit 1`,
  );
  expect(jenis && baki).toBeTruthy();
  return { kode_dept: jenis?.kode, kode_gudang: baki?.gudang, kode_baki: baki?.kode };
};
const itemOf = async (kode: string) =>
  (
    await q<{ status: string; berat: string; nama_barang: string; kode_group: string; ongkos: number }>(
      `select status, berat::text, nama_barang, kode_group, ongkos::int from "$s".barang where kode_barcode = '${kode}'`,
    )
  )[0];
const ledgerOf = (kode: string) =>
  q<{ jenis: string; qty: number; berat: string; no_ref: string }>(
    `select jenis, qty, berat::text, no_ref from "$s".stock_ledger where kode_barcode = '${kode}' order by id`,
  );
async function delivered(over: Record<string, unknown> = {}, berat = 3.62) {
  const p = await newOrder(over);
  const res = await post('pesanan/terima', { no_pesanan: p.no_pesanan, berat, ...(await placeOf()) });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as api.Pesanan;
}

describe('delivery (the goldsmith brings the item)', () => {
  it('adds the item as stock reserved for the order, with its ledger row, and the order becomes SIAP', async () => {
    const p = await newOrder();
    const place = await placeOf();
    const res = await post('pesanan/terima', {
      no_pesanan: p.no_pesanan.toLowerCase(),
      berat: 3.62,
      ...place,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.delivered);
    const d = res.body.data as api.Pesanan;
    expect(d).toMatchObject({ no_pesanan: p.no_pesanan, status: 'SIAP' });
    expect(d.kode_barcode).toMatch(/^TK\d-\d{6}$/);
    expect(await itemOf(d.kode_barcode)).toEqual({
      status: 'PESANAN',
      berat: '3.620',
      nama_barang: 'CINCIN NAMA MODEL KUPU',
      kode_group: 'EMAS MUDA',
      ongkos: 150_000,
    });
    expect(await ledgerOf(d.kode_barcode)).toEqual([
      { jenis: 'TAMBAH', qty: 1, berat: '3.620', no_ref: p.no_pesanan },
    ]);
    // The sale counter refuses the reserved item to anyone else.
    const sale = await post('penjualan', {
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: d.kode_barcode }],
      pembayaran: [{ jenis: 'CASH', jumlah: 10_000_000 }],
    });
    expect(sale.status).toBe(409);
    expect(sale.body.message).toBe(api.BARANG_MSG.notReady(d.kode_barcode));
    // Delivered twice: refused, nothing written.
    const before = await fingerprint(tk1());
    const again = await post('pesanan/terima', { no_pesanan: p.no_pesanan, berat: 3.62, ...place });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.notOrdered(p.no_pesanan));
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it.each([
    [{ berat: 0 }, 'Berat Harus Lebih Dari 0'],
    [{ kode_baki: 'TIDAK-ADA' }, api.BARANG_MSG.unknownBaki('TIDAK-ADA')],
    [{ kode_dept: '' }, 'Kode Jenis Tidak Boleh Kosong'],
    [{ no_pesanan: '' }, 'No Pesanan Tidak Boleh Kosong'],
    [{ berat: 'x\u0000' }, null],
  ])('refuses %j with a 400 and writes nothing', async (over, message) => {
    const p = await newOrder();
    const before = await fingerprint(tk1());
    const res = await post('pesanan/terima', {
      no_pesanan: p.no_pesanan,
      berat: 3,
      ...(await placeOf()),
      ...over,
    });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('pick-up (a sale of the reserved item)', () => {
  it('sells the item at the locked price, the down payment counted, once when picked up twice at once', async () => {
    const d = await delivered();
    const total = priceSaleLine({
      berat: 3.62,
      harga_gram: d.harga_gram,
      ongkos: 150_000,
      harga_atribut: 0,
      pembulatan: 500,
      arah: 'up',
    });
    const rest = total - 500_000;
    const harga = await post('pesanan/ambil/harga', { no_faktur: d.no_pesanan });
    expect(harga.status, harga.body.message).toBe(200);
    expect(harga.body.data).toEqual({ total_harga: total, jumlah_bayar: 500_000, sisa_rp: rest });
    const body = { no_pesanan: d.no_pesanan, pembayaran: [{ jenis: 'CASH', jumlah: rest }] };
    const both = await Promise.all([post('pesanan/ambil', body), post('pesanan/ambil', body)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = both.find((r) => r.status === 200)?.body as { message: string; data: api.PesananDiambil };
    expect(ok.message).toBe(MSG.pickedUp);
    expect(ok.data).toMatchObject({ status: 'DIAMBIL', total_jual: total, jumlah_bayar: total, sisa_rp: 0 });
    expect(both.find((r) => r.status === 409)?.body.message).toBe(MSG.notReady(d.no_pesanan));
    const lines = await q<{
      no_pesanan: string;
      harga_total: number;
      harga_gram: number;
      kode_barcode: string;
    }>(
      `select no_pesanan, harga_total::int, harga_gram::int, kode_barcode from "$s".penjualan where no_faktur_group = '${ok.data.no_faktur_group}'`,
    );
    expect(lines).toEqual([
      {
        no_pesanan: d.no_pesanan,
        harga_total: total,
        harga_gram: d.harga_gram,
        kode_barcode: d.kode_barcode,
      },
    ]);
    expect((await itemOf(d.kode_barcode))?.status).toBe('SOLD');
    expect((await ledgerOf(d.kode_barcode)).map((l) => [l.jenis, l.qty])).toEqual([
      ['TAMBAH', 1],
      ['JUAL', -1],
    ]);
    const cash = await q<{ kategori: string; jumlah_in: number }>(
      `select kategori, jumlah_in::int from "$s".kas where id_trx = '${ok.data.no_faktur_group}' and jumlah_in > 0`,
    );
    expect(cash).toEqual([{ kategori: 'PENJUALAN', jumlah_in: rest }]);
    // Reports: the recap's omset_pesanan and the sales detail's no_pesanan.
    const recap = await get(
      `report/laporan-rekap-sales?tgl_from=${session.day}&tgl_to=${session.day}&kode_sales=SEMUA&kode_jenis=SEMUA`,
      session.owner,
    );
    expect(recap.status, recap.body.message).toBe(200);
    const [picked] = await q<{ n: number; rupiah: number }>(
      `select count(*)::int as n, sum(harga_total)::int as rupiah from "$s".penjualan
       where tanggal = '${session.day}' and status = 'OPEN' and no_pesanan <> '' and kode_sales = 'S01'`,
    );
    expect(picked?.n).toBeGreaterThan(0);
    expect(
      (recap.body.data.rows as Record<string, unknown>[]).find(
        (r) => r.omset === 'omset_pesanan' && r.kode_sales === 'S01',
      ),
    ).toMatchObject({ jumlah: picked?.n, rupiah: picked?.rupiah });
    const detail = await get(
      `penjualan/get/report?tgl_awal=${session.day}&tgl_akhir=${session.day}&kode_sales=SEMUA&kode_group=SEMUA&status=OPEN`,
      session.owner,
    );
    expect(detail.status, detail.body.message).toBe(200);
    expect(
      (detail.body.data.rows as Record<string, unknown>[]).find((r) => r.kode_barcode === d.kode_barcode),
    ).toMatchObject({ no_pesanan: d.no_pesanan, harga_total: total });
    // A picked-up order cannot be cancelled.
    const batal = await post('pesanan/batal', { no_faktur: d.no_pesanan, alasan: 'x' }, session.owner);
    expect(batal.status).toBe(409);
  });

  it("prices an order locked at pick-up (AMBIL) with the day's price per gram x actual weight + ongkos", async () => {
    const d = await delivered(
      { harga_kunci: 'AMBIL', dp_rp: 100_000, pembayaran: [{ jenis: 'CASH', jumlah: 100_000 }] },
      4.1,
    );
    expect(d.harga_gram).toBe(0);
    const total = priceSaleLine({
      berat: 4.1,
      harga_gram: harga,
      ongkos: 150_000,
      harga_atribut: 0,
      pembulatan: 500,
      arah: 'up',
    });
    const res = await post('pesanan/ambil', {
      no_pesanan: d.no_pesanan,
      pembayaran: [{ jenis: 'CASH', jumlah: total - 100_000 }],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'DIAMBIL', total_jual: total });
    const after = await post('pesanan/ambil/harga', { no_faktur: d.no_pesanan });
    expect(after.status).toBe(409);
  });

  it('is picked up when the sales person of the order has left since it was taken', async () => {
    const added = await post('sales', { kode_sales: 'SPS', nama_sales: 'sales pesanan' }, session.owner);
    expect(added.status, added.body.message).toBe(201);
    const d = await delivered({ kode_sales: 'SPS' });
    const gone = await call(tk1(), 'DELETE', `sales/${added.body.data._id}`, { token: session.owner });
    expect(gone.status, gone.body.message).toBe(200);
    expect((await post('pesanan', order({ kode_sales: 'SPS' }))).body.message).toBe(
      api.TRANSAKSI_MSG.salesUnknown('SPS'),
    );
    const { sisa_rp } = (await post('pesanan/ambil/harga', { no_faktur: d.no_pesanan })).body.data;
    const res = await post('pesanan/ambil', {
      no_pesanan: d.no_pesanan,
      pembayaran: [{ jenis: 'CASH', jumlah: sisa_rp }],
    });
    expect(res.status, res.body.message).toBe(200);
    expect((await itemOf(d.kode_barcode))?.status).toBe('SOLD');
  });

  it('refuses a pick-up before delivery or with the wrong payment, writing nothing', async () => {
    const p = await newOrder();
    let before = await fingerprint(tk1());
    const early = await post('pesanan/ambil', { no_pesanan: p.no_pesanan, pembayaran: [] });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MSG.notReady(p.no_pesanan));
    expect(await fingerprint(tk1())).toEqual(before);
    const d = await delivered();
    before = await fingerprint(tk1());
    const short = await post('pesanan/ambil', {
      no_pesanan: d.no_pesanan,
      pembayaran: [{ jenis: 'CASH', jumlah: 1 }],
    });
    expect(short.status).toBe(400);
    const bad = await post('pesanan/ambil', {
      no_pesanan: d.no_pesanan,
      pembayaran: [{ jenis: 'EMAS', jumlah: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(await fingerprint(tk1())).toEqual(before);
    const missing = await post('pesanan/ambil', { no_pesanan: 'PS-TK1-000000-0000' });
    expect(missing.status).toBe(404);
  });
});

describe('PESANAN invoice (stored layout)', () => {
  it('prints the order with its model, down payment and rest; an unknown number is a 404', async () => {
    const p = await newOrder({ nama_barang: 'gelang rantai nota' });
    const res = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/pesanan/nota?no_faktur=${p.no_pesanan}`,
      headers: { token: session.kasir },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(res.rawPayload)).map((x) => x.text).join('\n');
    expect(text).toContain(p.no_pesanan);
    expect(text).toContain('GELANG RANTAI NOTA');
    expect(text).toContain('NOTA PESANAN');
    const missing = await tk1().app.inject({
      method: 'GET',
      url: '/api/v1/pesanan/nota?no_faktur=PS-TK1-000000-0000',
      headers: { token: session.kasir },
    });
    expect(missing.statusCode).toBe(404);
  });
});

const setRefund = (value: string) =>
  call(tk1(), 'PUT', `para-system/key/${REFUND_BATAL_PESANAN.key}`, {
    token: session.owner,
    body: { value },
  });

describe("refund per the shop's rule (batal pesanan)", () => {
  it('gives back PERSEN_REFUND_BATAL_PESANAN % of the down payment, the rows in the order paid; the rest is kept', async () => {
    expect((await setRefund('75')).status).toBe(200);
    try {
      const p = await newOrder({
        pembayaran: [
          { jenis: 'CASH', jumlah: 300_000 },
          { jenis: 'TRANSFER', jumlah: 200_000, kode_bank: 'BCA', no_rekening: '5271234567' },
        ],
      });
      const res = await post(
        'pesanan/batal',
        { no_faktur: p.no_pesanan, alasan: 'ganti model' },
        session.owner,
      );
      expect(res.status, res.body.message).toBe(200);
      // 25 % of 500,000 kept (125,000, already a multiple of PEMBULATAN 500), 375,000 back.
      expect(res.body.data).toMatchObject({ persen_refund: 75, refund_rp: 375_000, hangus_rp: 125_000 });
      const rows = await q<{ kategori: string; jenis: string; jumlah_in: number; jumlah_out: number }>(
        `select kategori, jenis, jumlah_in::int, jumlah_out::int from "$s".kas where id_trx = '${p.no_pesanan}' order by id`,
      );
      expect(rows).toEqual([
        { kategori: 'PESANAN', jenis: 'CASH', jumlah_in: 300_000, jumlah_out: 0 },
        { kategori: 'PESANAN', jenis: 'TRANSFER', jumlah_in: 200_000, jumlah_out: 0 },
        { kategori: 'BATAL PESANAN', jenis: 'CASH', jumlah_in: 0, jumlah_out: 300_000 },
        { kategori: 'BATAL PESANAN', jenis: 'TRANSFER', jumlah_in: 0, jumlah_out: 75_000 },
      ]);
      const inv = await post('pesanan/invoice', { no_faktur: p.no_pesanan });
      expect(inv.body.data).toMatchObject({ refund_rp: 375_000, hangus_rp: 125_000, persen_refund: 75 });

      // The kept part is rounded up to PEMBULATAN: 50 % of 333,333 keeps 166,666.5 -> 167,000.
      expect((await setRefund('50')).status).toBe(200);
      const odd = await newOrder({ dp_rp: 333_333, pembayaran: [{ jenis: 'CASH', jumlah: 333_333 }] });
      const half = await post('pesanan/batal', { no_faktur: odd.no_pesanan, alasan: 'x' }, session.owner);
      expect(half.body.data).toMatchObject({ refund_rp: 166_333, hangus_rp: 167_000 });
      expect((await kasOf(odd.no_pesanan)).map((k) => [k.kategori, k.jumlah_out])).toEqual([
        ['PESANAN', 0],
        ['BATAL PESANAN', 166_333],
      ]);

      // 0 %: the shop keeps it all, no refund row.
      expect((await setRefund('0')).status).toBe(200);
      const none = await newOrder();
      const kept = await post('pesanan/batal', { no_faktur: none.no_pesanan, alasan: 'x' }, session.owner);
      expect(kept.body.data).toMatchObject({ persen_refund: 0, refund_rp: 0, hangus_rp: 500_000 });
      expect((await kasOf(none.no_pesanan)).map((k) => k.kategori)).toEqual(['PESANAN']);
    } finally {
      await setRefund('100');
    }
  });

  it.each(['101', '-5', 'semua', '12.345'])(
    'refuses the rule %j with its message, nothing written',
    async (v) => {
      const before = await fingerprint(tk1());
      const res = await setRefund(v);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REFUND_PERCENT_MESSAGE);
      expect(await fingerprint(tk1())).toEqual(before);
    },
  );

  it('a delivered order cancelled: its item becomes ordinary stock where it lies', async () => {
    const d = await delivered();
    const res = await post('pesanan/batal', { no_faktur: d.no_pesanan, alasan: 'tidak jadi' }, session.owner);
    expect(res.status, res.body.message).toBe(200);
    expect((await itemOf(d.kode_barcode))?.status).toBe('READY');
    expect((await ledgerOf(d.kode_barcode)).map((l) => l.jenis)).toEqual(['TAMBAH']);
  });
});

const bulkItem = async (over: Record<string, unknown> = {}) => ({
  nama_barang: 'cincin pesanan',
  kode_group: 'EMAS MUDA',
  berat: 3.7,
  kadar: 70,
  kadar_cetak: '700',
  ...(await placeOf()),
  ...over,
});

describe('bulk add (tambah-barang-banyak) delivering an order', () => {
  it('ties a row with no_pesanan and id_barang_pesanan to its order and reserves it, as the delivery does', async () => {
    const p = await newOrder();
    const res = await post(
      'barang/create/bulk',
      {
        detail_barang: [
          await bulkItem({ nama_barang: 'cincin biasa' }),
          await bulkItem({ no_pesanan: p.no_pesanan.toLowerCase(), id_barang_pesanan: p.id_barang_pesanan }),
        ],
      },
      session.owner,
    );
    expect(res.status, res.body.message).toBe(201);
    const [plain, ordered] = (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
    const order = (await post('pesanan/invoice', { no_faktur: p.no_pesanan })).body.data as api.Pesanan;
    expect(order).toMatchObject({ status: 'SIAP', kode_barcode: ordered });
    expect(await itemOf(ordered as string)).toMatchObject({ status: 'PESANAN', berat: '3.700' });
    expect(await ledgerOf(ordered as string)).toEqual([
      { jenis: 'TAMBAH', qty: 1, berat: '3.700', no_ref: p.no_pesanan },
    ]);
    expect((await itemOf(plain as string))?.status).toBe('READY');
    expect((await ledgerOf(plain as string))[0]?.no_ref).toBe(res.body.data.no_tambah);
    // The pick-up sells it.
    const harga = (await post('pesanan/ambil/harga', { no_faktur: p.no_pesanan })).body.data;
    const ambil = await post('pesanan/ambil', {
      no_pesanan: p.no_pesanan,
      pembayaran: [{ jenis: 'CASH', jumlah: harga.sisa_rp }],
    });
    expect(ambil.status, ambil.body.message).toBe(200);
    expect((await itemOf(ordered as string))?.status).toBe('SOLD');
  });

  it('refuses a bad order number, an order not waiting for delivery, the wrong item line or group, writing nothing', async () => {
    const p = await newOrder();
    const d = await delivered();
    const cases: [Record<string, unknown>[], number, string][] = [
      [[{ no_pesanan: 'PS-TK1-000000-0000' }], 404, MSG.orderUnknown('PS-TK1-000000-0000')],
      [[{ no_pesanan: d.no_pesanan }], 409, MSG.notOrdered(d.no_pesanan)],
      [
        [{ no_pesanan: p.no_pesanan, id_barang_pesanan: d.id_barang_pesanan }],
        400,
        MSG.itemNotOfOrder(p.no_pesanan),
      ],
      [
        [{ no_pesanan: p.no_pesanan, kode_group: 'EMAS TUA', kode_dept: 'TCC', kadar: 91.6 }],
        400,
        MSG.groupNotOfOrder(p.no_pesanan, 'EMAS MUDA'),
      ],
      [[{ no_pesanan: p.no_pesanan }, { no_pesanan: p.no_pesanan }], 400, MSG.deliveredTwice(p.no_pesanan)],
      [[{ id_barang_pesanan: p.id_barang_pesanan }], 400, 'No Pesanan Tidak Boleh Kosong'],
    ];
    for (const [rows, status, message] of cases) {
      const before = await fingerprint(tk1());
      const detail_barang = [await bulkItem(), ...(await Promise.all(rows.map((r) => bulkItem(r))))];
      const res = await post('barang/create/bulk', { detail_barang }, session.owner);
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(await fingerprint(tk1())).toEqual(before);
    }
  });

  it('a delivery and a bulk add of one order at once: one wins', async () => {
    const p = await newOrder();
    const [a, b] = await Promise.all([
      post('pesanan/terima', { no_pesanan: p.no_pesanan, berat: 3.6, ...(await placeOf()) }),
      post(
        'barang/create/bulk',
        { detail_barang: [await bulkItem({ no_pesanan: p.no_pesanan })] },
        session.owner,
      ),
    ]);
    expect([a.status, b.status].filter((s) => s < 300)).toHaveLength(1);
    expect([a.status, b.status]).toContain(409);
    const items = await q<{ n: number }>(
      `select count(*)::int as n from "$s".barang where no_tambah = '${p.no_pesanan}'`,
    );
    expect(items[0]?.n).toBe(1);
  });
});

describe('cancelling the pick-up sale (Batal Penjualan)', () => {
  it('puts the order back to SIAP and its item back to reserved, the rest refunded; it can be picked up again', async () => {
    const d = await delivered();
    const harga = (await post('pesanan/ambil/harga', { no_faktur: d.no_pesanan })).body.data;
    const body = { no_pesanan: d.no_pesanan, pembayaran: [{ jenis: 'CASH', jumlah: harga.sisa_rp }] };
    const picked = (await post('pesanan/ambil', body)).body.data as api.PesananDiambil;
    const both = await Promise.all([
      post('penjualan/batal', { no_faktur: picked.no_faktur_group, alasan: 'salah ukuran' }, session.owner),
      post('penjualan/batal', { no_faktur: picked.no_faktur_group, alasan: 'salah ukuran' }, session.owner),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    const order = (await post('pesanan/invoice', { no_faktur: d.no_pesanan })).body.data as api.Pesanan;
    expect(order).toMatchObject({
      status: 'SIAP',
      kode_barcode: d.kode_barcode,
      jumlah_bayar: 500_000,
      total_harga: d.total_estimasi,
      sisa_rp: d.total_estimasi - 500_000,
    });
    const [tgl] = await q<{ tgl_ambil: string | null }>(
      `select tgl_ambil::text from "$s".pesanan where no_pesanan = '${d.no_pesanan}'`,
    );
    expect(tgl?.tgl_ambil).toBeNull();
    expect((await itemOf(d.kode_barcode))?.status).toBe('PESANAN');
    expect((await ledgerOf(d.kode_barcode)).map((l) => [l.jenis, l.qty])).toEqual([
      ['TAMBAH', 1],
      ['JUAL', -1],
      ['BATAL JUAL', 1],
    ]);
    // The rest paid at pick-up went back; the down payment stays with the order.
    const saleCash = await q<{ kategori: string; jumlah_in: number; jumlah_out: number }>(
      `select kategori, jumlah_in::int, jumlah_out::int from "$s".kas
       where id_trx = '${picked.no_faktur_group}' and (jumlah_in > 0 or jumlah_out > 0) order by id`,
    );
    expect(saleCash).toEqual([
      { kategori: 'PENJUALAN', jumlah_in: harga.sisa_rp, jumlah_out: 0 },
      { kategori: 'BATAL PENJUALAN', jumlah_in: 0, jumlah_out: harga.sisa_rp },
    ]);
    expect((await kasOf(d.no_pesanan)).map((k) => k.kategori)).toEqual(['PESANAN']);
    // Not free stock: the counter may not sell it to someone else.
    const sale = await post('penjualan', {
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: d.kode_barcode }],
      pembayaran: [{ jenis: 'CASH', jumlah: 10_000_000 }],
    });
    expect(sale.status).toBe(409);
    const again = await post('pesanan/ambil', body);
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'DIAMBIL' });
  });
});
