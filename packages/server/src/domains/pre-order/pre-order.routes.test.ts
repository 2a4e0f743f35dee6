import { emptyPoPage, MODULE, PO_MSG, type PoPage, type PreOrder } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { switchModule, useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint } from '../../test/harness.ts';

const session = useBranchSession({
  logins: ['owner', 'kasir', 'spv'],
  setUp: () => switchModule(tk1(), session.owner, MODULE.PRE_ORDER, true),
});
const { tk1, post, get, q } = session;
const kasOf = (no: string) =>
  q<{ kategori: string; jenis: string; jumlah_in: number; jumlah_out: number }>(
    `select kategori, jenis, jumlah_in::int, jumlah_out::int from "$s".kas where id_trx = '${no}' order by id`,
  );

let orderNo = 0;
const form = (over: Record<string, unknown> = {}) => ({
  kode_member: 'MB00000001',
  nama_customer: 'ratna sari',
  alamat_customer: 'jl. melati 1',
  kode_sales: 'S01',
  no_order: `INV-${Date.now()}-${++orderNo}`,
  kode_marketplace: 'SHOPEE',
  no_rekening: '5271234567',
  qty_estimasi: 2,
  berat_estimasi: 5.5,
  harga_estimasi: 6_000_000,
  harga_gram: 1_090_000,
  detail_barang: [
    {
      kode_barcode: '-',
      deskripsi: 'cincin polos',
      berat: 2.5,
      harga_estimasi: 2_700_000,
      harga_gram: 1_080_000,
    },
    {
      kode_barcode: '-',
      deskripsi: 'gelang rantai',
      berat: 3,
      harga_estimasi: 3_300_000,
      harga_gram: 1_100_000,
    },
  ],
  ...over,
});
async function newPo(over: Record<string, unknown> = {}): Promise<PreOrder> {
  const res = await post('pre-order', form(over));
  expect(res.status, res.body.message).toBe(201);
  return res.body.data as PreOrder;
}
async function validPo(over: Record<string, unknown> = {}, nominal = 6_000_000): Promise<PreOrder> {
  const po = await newPo(over);
  const ok = await post(
    'pre-order/validation',
    { data_transaksi: [{ no_po: po.no_po, nominal_bayar: nominal }] },
    session.spv,
  );
  expect(ok.status, ok.body.message).toBe(200);
  return po;
}
const poRow = async (no: string) =>
  (
    await q<{
      status: string;
      qty_kirim: number;
      dibayar_rp: number;
      harga_penjualan: number;
      tgl_selesai: string | null;
      berat_input: string;
    }>(
      `select status, qty_kirim, dibayar_rp::int, harga_penjualan::int, tgl_selesai::text, berat_input::text from "$s".pre_order where no_po = '${no}'`,
    )
  )[0];

describe('taking a pre-order', () => {
  it('gives the number latest-number announced, answers data with no_po and lists it', async () => {
    const latest = await get('pre-order/latest-number');
    expect(latest.status).toBe(200);
    const res = await post('pre-order', form());
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe('Po Berhasil Disimpan');
    const po = res.body.data as PreOrder;
    expect(po.no_po).toBe(latest.body.data.no_po);
    expect(po.no_po).toMatch(/^PO-TK1-\d{6}-\d{4}$/);
    expect(po).toMatchObject({
      status: 'OPEN',
      status_label: 'BELUM DI VALDIASI',
      nama_customer: 'RATNA SARI',
      kode_intern: '-',
      harga_total: 6_000_000,
      dibayar_rp: 0,
      sisa_bayar: 6_000_000,
      tgl_po: session.day,
    });
    expect(po.detail_barang.map((d) => d.deskripsi)).toEqual(['CINCIN POLOS', 'GELANG RANTAI']);
    const list = await get(`pre-order?tgl_from=${session.day}&tgl_to=${session.day}&skip=0&limit=50&page=1`);
    expect(list.status).toBe(200);
    const page = list.body.data as PoPage<PreOrder>;
    expect(page).toMatchObject({ page: 1, limit: 50, skip: 0 });
    expect(page.count).toBeGreaterThanOrEqual(1);
    expect(page.preorders.find((p) => p.no_po === po.no_po)?.detail_barang).toHaveLength(2);
  });

  it('answers an empty range as count 0, skip 1, limit 50, page 1 with "Data Tidak Tersedia"', async () => {
    const res = await get('pre-order?tgl_from=2001-01-01&tgl_to=2001-01-31&skip=0&limit=50&page=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(emptyPoPage());
    expect(res.body.message).toBe('Data Tidak Tersedia');
  });

  it.each([
    [{ kode_member: '' }, 'Kode Member Harus Diisi'],
    [{ kode_sales: '' }, 'Kode Sales Harus Pilih'],
    [{ kode_sales: 'S77' }, null],
    [{ qty_estimasi: 0 }, 'Qty Estimasi Harus Diisi'],
    // A weight that rounds to 0 g (below the float tolerance of the 3-decimals check) is no weight.
    [{ berat_estimasi: 1e-10 }, 'Berat Estimasi Harus Diisi'],
    [{ detail_barang: [{ kode_barcode: '-', deskripsi: 'x', berat: 1e-10 }] }, 'Kode Sales Harus Pilih'],
    [{ no_rekening: '' }, 'No Rekening Harus Dipilih'],
    [{ no_order: '' }, 'No Order Harus Disi'],
    [{ detail_barang: [] }, PO_MSG.noGoods],
    [{ detail_barang: [{ kode_barcode: '99999999', deskripsi: 'x', berat: 1 }] }, PO_MSG.barcodeNotInStock],
  ])('refuses %j with a 400 and writes nothing', async (over, message) => {
    const before = await fingerprint(tk1());
    const res = await post('pre-order', form(over));
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('refuses a marketplace order taken twice, also when both come at once', async () => {
    const one = form();
    const both = await Promise.all([post('pre-order', one), post('pre-order', one)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(PO_MSG.orderExists('SHOPEE', one.no_order));
    const rows = await q<{ n: number }>(
      `select count(*)::int as n from "$s".pre_order where no_order = '${one.no_order}'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('validation (OPEN -> VALID) and its money', () => {
  it('records the payment as a PRE ORDER transfer row; a second validation is refused and writes nothing', async () => {
    const po = await validPo({}, 5_500_000);
    expect(await poRow(po.no_po)).toMatchObject({ status: 'VALID', dibayar_rp: 5_500_000 });
    expect(await kasOf(po.no_po)).toEqual([
      { kategori: 'PRE ORDER', jenis: 'TRANSFER', jumlah_in: 5_500_000, jumlah_out: 0 },
    ]);
    const before = await fingerprint(tk1());
    const again = await post(
      'pre-order/validation',
      { data_transaksi: [{ no_po: po.no_po, nominal_bayar: 1 }] },
      session.spv,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PO_MSG.notOpen(po.no_po));
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('is all or nothing: one unknown PO refuses the whole call', async () => {
    const po = await newPo();
    const before = await fingerprint(tk1());
    const res = await post(
      'pre-order/validation',
      {
        data_transaksi: [
          { no_po: po.no_po, nominal_bayar: 10 },
          { no_po: 'PO-TK1-000000-0000', nominal_bayar: 10 },
        ],
      },
      session.spv,
    );
    expect(res.status).toBe(404);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('is refused to a cashier (403) and without a token (401)', async () => {
    const po = await newPo();
    const body = { data_transaksi: [{ no_po: po.no_po, nominal_bayar: 10 }] };
    expect((await post('pre-order/validation', body, session.kasir)).status).toBe(403);
    expect((await call(tk1(), 'POST', 'pre-order/validation', { body })).status).toBe(401);
    expect((await call(tk1(), 'GET', 'pre-order')).status).toBe(401);
  });

  it('matches payments to their PO by marketplace and order number', async () => {
    const po = await newPo();
    const res = await post(
      'pre-order/transaction-by-payment',
      {
        data_transaksi: [
          {
            nominal: 6_000_000,
            no_rekening: '5271234567',
            no_order: po.no_order,
            kode_marketplace: 'SHOPEE',
          },
          { nominal: 10, no_rekening: '-', no_order: 'TIDAK-ADA', kode_marketplace: 'SHOPEE' },
        ],
      },
      session.spv,
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject([
      { no_po: po.no_po, sisa_bayar: 6_000_000, status: 'OPEN' },
      { no_po: '', keterangan: 'Data Tidak Ditemukan' },
    ]);
  });
});

describe('closing by KIRIM and AMBIL', () => {
  it('ships part with a receipt and hands over the rest; then the PO is a sale at its payments', async () => {
    const po = await validPo({ qty_estimasi: 3 }, 5_900_000);
    const kirim = await post('pre-order/closing', {
      detail_po: [{ no_po: po.no_po, status_kirim: 'KIRIM', no_resi: 'jne0001', qty: 1 }],
    });
    expect(kirim.status, kirim.body.message).toBe(200);
    expect(kirim.body.message).toBe('Data Berhasil Disimpan');
    expect(kirim.body.data).toEqual([{ no_po: po.no_po, status_kirim: 'KIRIM', no_resi: 'JNE0001', qty: 1 }]);
    const finish = await get('pre-order?status=finish&limit=9999');
    expect((finish.body.data as PoPage<PreOrder>).preorders.find((p) => p.no_po === po.no_po)).toMatchObject({
      qty_estimasi: 3,
      qty_kirim: 1,
    });
    const before = await fingerprint(tk1());
    const over = await post('pre-order/closing', {
      detail_po: [{ no_po: po.no_po, status_kirim: 'AMBIL', qty: 3 }],
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Qty Tidak Boleh Lebih Dari Qty Estimasi');
    expect(await fingerprint(tk1())).toEqual(before);
    const ambil = await post('pre-order/closing', {
      detail_po: [{ no_po: po.no_po, status_kirim: 'AMBIL', no_resi: 'abc', qty: 2 }],
    });
    expect(ambil.status, ambil.body.message).toBe(200);
    expect(ambil.body.data[0]).toMatchObject({ no_resi: '-' });
    expect(await poRow(po.no_po)).toEqual({
      status: 'VALID',
      qty_kirim: 3,
      dibayar_rp: 5_900_000,
      harga_penjualan: 5_900_000,
      tgl_selesai: session.day,
      berat_input: '5.500',
    });
    const done = await post('pre-order/closing', {
      detail_po: [{ no_po: po.no_po, status_kirim: 'AMBIL', qty: 1 }],
    });
    expect(done.body.message).toBe('Qty Estimasi Sudah Habis');
  });

  it('refuses an OPEN PO, a missing receipt for KIRIM, and writes nothing', async () => {
    const po = await newPo();
    const before = await fingerprint(tk1());
    const open = await post('pre-order/closing', {
      detail_po: [{ no_po: po.no_po, status_kirim: 'AMBIL', qty: 1 }],
    });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(PO_MSG.notValid(po.no_po));
    const noResi = await post('pre-order/closing', {
      detail_po: [{ no_po: po.no_po, status_kirim: 'KIRIM', qty: 1 }],
    });
    expect(noResi.status).toBe(400);
    expect(noResi.body.message).toBe('No Resi Harus Diisi');
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('ten closings of one PO at once never send more than the estimated qty', async () => {
    const po = await validPo({ qty_estimasi: 4 });
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('pre-order/closing', {
          detail_po: [
            { no_po: po.no_po, status_kirim: i % 2 ? 'AMBIL' : 'KIRIM', no_resi: `R${i}`, qty: 1 + (i % 2) },
          ],
        }),
      ),
    );
    const ok = all.filter((r) => r.status === 200);
    const sent = ok.reduce((a, r) => a + ((r.body.data as { qty: number }[])[0]?.qty ?? 0), 0);
    expect(sent).toBeLessThanOrEqual(4);
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(all.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const [row] = await q<{ qty_kirim: number; total: number }>(
      `select p.qty_kirim, (select coalesce(sum(qty), 0)::int from "$s".pre_order_closing c where c.no_po = p.no_po) as total from "$s".pre_order p where no_po = '${po.no_po}'`,
    );
    expect(row).toEqual({ qty_kirim: sent, total: sent });
  });
});

describe('cancelling a pre-order', () => {
  it('cancels once, gives the payment back as BATAL PRE ORDER, and leaves the lists', async () => {
    const po = await validPo({}, 1_000_000);
    const both = await Promise.all([
      post(`pre-order/cancel/${po.no_po}`, {}),
      post(`pre-order/cancel/${po.no_po}`, {}),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)?.body.message).toBe('No Po Berhasil Dibatal');
    expect((await kasOf(po.no_po)).map((k) => [k.kategori, k.jumlah_in, k.jumlah_out])).toEqual([
      ['PRE ORDER', 1_000_000, 0],
      ['BATAL PRE ORDER', 0, 1_000_000],
    ]);
    const list = await get(`pre-order?tgl_from=${session.day}&tgl_to=${session.day}&limit=9999`);
    expect((list.body.data as PoPage<PreOrder>).preorders.map((p) => p.no_po)).not.toContain(po.no_po);
    // Its marketplace order may be taken again.
    expect((await post('pre-order', form({ no_order: po.no_order }))).status).toBe(201);
  });

  it('refuses a PO with pieces already sent, and an unknown number', async () => {
    const po = await validPo();
    await post('pre-order/closing', { detail_po: [{ no_po: po.no_po, status_kirim: 'AMBIL', qty: 1 }] });
    const res = await post(`pre-order/cancel/${po.no_po}`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PO_MSG.shipped(po.no_po));
    expect((await post('pre-order/cancel/PO-TK1-000000-0000', {})).status).toBe(404);
  });
});

describe('ready-po barcode', () => {
  it('finds a stock item READY and refuses an unknown barcode', async () => {
    const [item] = await q<{ kode_barcode: string }>(
      `select kode_barcode from "$s".barang where status = 'READY' limit 1`,
    );
    if (item) {
      const ok = await get(`barang/ready-po/kode-barcode/${item.kode_barcode}`);
      expect(ok.status).toBe(200);
      expect(ok.body.data[0].kode_barcode).toBe(item.kode_barcode);
    }
    const missing = await get('barang/ready-po/kode-barcode/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Barcode Tidak Ditemukan');
  });
});
