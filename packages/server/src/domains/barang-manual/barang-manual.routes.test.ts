import { api, LAPORAN_BATAL_PEMBELIAN_MANUAL, LAPORAN_PEMBELIAN_MANUAL, MODULE } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { switchModule, useBranchSession } from '../../test/branch-session.ts';
import { fingerprint } from '../../test/harness.ts';
import { inEveryFormat } from '../../test/report-formats.ts';

const MSG = api.BARANG_MANUAL_MSG;
const session = useBranchSession({ timeout: 300_000 });
const { tk1, post, get, q } = session;
const setModule = (server: ShopServer, token: string, on: boolean) =>
  switchModule(server, token, MODULE.MANUAL_ITEMS_TRANSACTION, on);
/** Goods screens and reports are the owner's (a cashier's default tree has the counter's groups). */
const ownerPost = (path: string, body: unknown) => post(path, body, session.owner);

const stockOf = async (baki: string, group: string, dept: string) => {
  const res = await get(
    `barang-manual?kode_gudang=TOKO&kode_toko=${baki}&kode_group=${group}&kode_dept=${dept}`,
  );
  expect(res.status, res.body.message).toBe(200);
  const row = (res.body.data as api.BarangManual[])[0];
  return row ? { stock: row.stock, berat: row.berat } : undefined;
};
const tambah = (
  baki: string,
  lines: { kode_group: string; kode_dept: string; qty: number; berat: number }[],
) => ownerPost('barang-manual', { kode_gudang: 'TOKO', kode_toko: baki, detail_barang: lines });
const jual = (baki: string, dept: string, qty: number, berat: number, harga: number) =>
  post('penjualan-manual', {
    kode_sales: 'S01',
    nama_customer: 'Budi Manual',
    detail_barang: [
      { kode_gudang: 'TOKO', kode_toko: baki, kode_group: 'LM', kode_dept: dept, qty, berat, harga },
    ],
    pembayaran: [{ jenis: 'CASH', jumlah: harga }],
  });
const beli = (baki: string, dept: string, stock: number, berat: number, harga_beli: number) =>
  post('pembelian-manual', {
    kode_sales: 'S01',
    nama_customer: 'Sari Jual',
    detail_barang: [
      {
        kode_gudang: 'TOKO',
        kode_toko: baki,
        kode_group: 'LM',
        kode_dept: dept,
        stock,
        berat,
        harga_beli,
        deskripsi_beli: 'lm antam',
      },
    ],
    pembayaran: [{ jenis: 'CASH', jumlah: harga_beli }],
  });
const report = async (path: string) => {
  const res = await get(path, session.owner);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.rows as Record<string, unknown>[];
};

describe('manual items module', () => {
  it('is closed while the module is off', async () => {
    await setModule(tk1(), session.owner, false);
    const res = await get('barang-manual');
    expect(res.status).toBe(403);
    await setModule(tk1(), session.owner, true);
  });
});

describe('stock by group, type, qty and weight', () => {
  it('adds to a tray, lists by the four filters (group and tray upper-cased), moves and destroys', async () => {
    const res = await tambah('A01', [
      { kode_group: 'LM', kode_dept: 'LM1', qty: 10, berat: 10 },
      { kode_group: 'LM', kode_dept: 'LM5', qty: 4, berat: 20 },
    ]);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe(MSG.saved);
    expect(res.body.data.no_ref).toMatch(/^TM-TK1-\d{6}-\d{4}$/);
    const placeRow = (r: api.BarangManual) => [r.kode_toko, r.kode_dept, r.stock, r.berat];
    expect(res.body.data.rows.map(placeRow)).toEqual([
      ['A01', 'LM1', 10, 10],
      ['A01', 'LM5', 4, 20],
    ]);
    const list = await get('barang-manual?kode_group=lm&kode_toko=a01');
    expect(list.body.data.map((r: api.BarangManual) => [r.kode_dept, r.stock, r.berat])).toEqual([
      ['LM1', 10, 10],
      ['LM5', 4, 20],
    ]);

    const moved = await ownerPost('barang-manual/pindah', {
      kode_gudang: 'TOKO',
      kode_toko: 'A01',
      kode_group: 'LM',
      kode_dept: 'LM1',
      kode_gudang_tujuan: 'TOKO',
      kode_toko_tujuan: 'A02',
      qty: 2,
      berat: 2,
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.message).toBe(MSG.moved);
    expect(moved.body.data.rows.map(placeRow)).toEqual([
      ['A01', 'LM1', 8, 8],
      ['A02', 'LM1', 2, 2],
    ]);
    expect(await stockOf('A01', 'LM', 'LM1')).toEqual({ stock: 8, berat: 8 });
    expect(await stockOf('A02', 'LM', 'LM1')).toEqual({ stock: 2, berat: 2 });

    const destroyed = await ownerPost('barang-manual/hancur', {
      kode_gudang: 'TOKO',
      kode_toko: 'A02',
      kode_group: 'LM',
      kode_dept: 'LM1',
      qty: 1,
      berat: 1,
      keterangan: 'penyok',
    });
    expect(destroyed.status, destroyed.body.message).toBe(200);
    expect(destroyed.body.message).toBe(MSG.destroyed);
    expect(await stockOf('A02', 'LM', 'LM1')).toEqual({ stock: 1, berat: 1 });
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const before = await fingerprint(tk1());
    const cases: [unknown, string][] = [
      [
        { kode_gudang: 'TOKO', kode_toko: 'A01', detail_barang: [{ kode_dept: 'LM1', qty: 1, berat: 1 }] },
        MSG.categoryRequired,
      ],
      [
        { kode_gudang: 'TOKO', kode_toko: 'A01', detail_barang: [{ kode_group: 'LM', qty: 1, berat: 1 }] },
        MSG.deptRequired,
      ],
      [
        {
          kode_gudang: 'TOKO',
          kode_toko: 'A01',
          detail_barang: [
            { kode_group: 'LM', kode_dept: 'LM1', qty: 1, berat: 1 },
            { kode_group: 'LM', kode_dept: 'LM1', qty: 2, berat: 2 },
          ],
        },
        MSG.deptTwice,
      ],
      [
        {
          kode_gudang: 'BELI',
          kode_toko: 'A01',
          detail_barang: [{ kode_group: 'LM', kode_dept: 'LM1', qty: 1, berat: 1 }],
        },
        MSG.bakiUnknown('A01', 'BELI'),
      ],
      [
        {
          kode_gudang: 'TOKO',
          kode_toko: 'A01',
          detail_barang: [{ kode_group: 'LM', kode_dept: 'XX9', qty: 1, berat: 1 }],
        },
        MSG.deptUnknown('XX9'),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ownerPost('barang-manual', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const tooMuch = await ownerPost('barang-manual/hancur', {
      kode_gudang: 'TOKO',
      kode_toko: 'A02',
      kode_group: 'LM',
      kode_dept: 'LM1',
      qty: 5,
      berat: 5,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(MSG.stockKurang('LM', 'LM1', 'A02', 1, '1.000'));
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('never sells below zero: 10 sales at once on a stock of 3 sell exactly 3', async () => {
    expect((await tambah('A03', [{ kode_group: 'LM', kode_dept: 'LM2', qty: 3, berat: 6 }])).status).toBe(
      201,
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => jual('A03', 'LM2', 1, 2, 2_000_000)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^Stock LM LM2 Di Baki A03 Tidak Cukup/);
    }
    expect(await stockOf('A03', 'LM', 'LM2')).toEqual({ stock: 0, berat: 0 });
    const sold = await q<{ n: number }>(
      `select count(*)::int as n from "$s".penjualan_manual where kode_baki = 'A03' and status = 'OPEN'`,
    );
    expect(sold[0]?.n).toBe(3);
  });
});

describe('manual sale on the document kit', () => {
  it('sells, lists, shows the invoice, prints PENJUALAN_MANUAL, cancels: stock and money back, in its reports', async () => {
    const res = await jual('A01', 'LM5', 1, 5, 5_000_000);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe(MSG.saleSaved);
    const no = res.body.data.no_faktur_group as string;
    expect(no).toMatch(/^FJM-TK1-\d{6}-\d{4}$/);
    expect(await stockOf('A01', 'LM', 'LM5')).toEqual({ stock: 3, berat: 15 });

    const list = await get(`penjualan-manual?tgl_awal=${session.day}&tgl_akhir=${session.day}`);
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data.some((r: api.PenjualanManual) => r.no_faktur_group === no)).toBe(true);
    const inv = await post('penjualan-manual/invoice', { no_faktur: no });
    expect(inv.body.data).toMatchObject({ total_jual: 5_000_000, nama_customer: 'BUDI MANUAL' });
    expect(inv.body.data.pembayaran).toEqual([{ jenis: 'CASH', jumlah_in: 5_000_000, jumlah_out: 0 }]);
    const pdf = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/penjualan-manual/nota?no_faktur=${no}`,
      headers: { token: session.kasir },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const sold = await report(
      `penjualan-manual/reports?tgl_from=${session.day}&tgl_to=${session.day}&kode_group=LM&kode_dept=LM5`,
    );
    expect(sold.map((r) => r.no_faktur_group)).toContain(no);

    const cancel = await post('batal-penjualan-manual', { no_faktur: no, alasan: 'salah input' });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect(cancel.body.message).toBe(MSG.saleCancelled);
    expect(cancel.body.data.status).toBe('BATAL');
    expect(await stockOf('A01', 'LM', 'LM5')).toEqual({ stock: 4, berat: 20 });
    const kas = await q<{ kategori: string; jumlah_in: number; jumlah_out: number }>(
      `select kategori, jumlah_in::int, jumlah_out::int from "$s".kas where id_trx = '${no}' order by id`,
    );
    expect(kas).toEqual([
      { kategori: 'PENJUALAN MANUAL', jumlah_in: 5_000_000, jumlah_out: 0 },
      { kategori: 'BATAL PENJUALAN MANUAL', jumlah_in: 0, jumlah_out: 5_000_000 },
    ]);
    const again = await post('batal-penjualan-manual', { no_faktur: no, alasan: 'lagi' });
    expect(again.status).toBe(409);
    const batal = await report(
      `batal-penjualan-manual/reports?tgl_from=${session.day}&tgl_to=${session.day}`,
    );
    expect(batal.map((r) => r.no_faktur_group)).toEqual([no]);
    const open = await report(
      `penjualan-manual/reports?tgl_from=${session.day}&tgl_to=${session.day}&kode_group=LM&kode_dept=LM5`,
    );
    expect(open.map((r) => r.no_faktur_group)).not.toContain(no);
  });
});

describe('manual purchase', () => {
  it('buys into a tray, looks up at 15 characters, reprints, cancels by POST batal-pembelian-manual', async () => {
    const res = await beli('A04', 'LM10', 2, 20, 1_500_000);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe(MSG.purchaseSaved);
    const group = res.body.data.no_faktur_group as string;
    const line = res.body.data.lines[0] as string;
    expect(line).toMatch(/^BM-TK1-\d{6}-\d{4}$/);
    expect(line.length).toBeGreaterThanOrEqual(api.FAKTUR_BELI_MANUAL_MIN);
    expect(await stockOf('A04', 'LM', 'LM10')).toEqual({ stock: 2, berat: 20 });

    const valid = await get(`pembelian-manual/valid?no_faktur_beli=${line.toLowerCase()}`);
    expect(valid.status, valid.body.message).toBe(200);
    expect(valid.body.data).toEqual({
      no_faktur_beli: line,
      kode_dept: 'LM10',
      deskripsi_beli: 'LM ANTAM',
      stock: 2,
      berat: 20,
      kode_sales: 'S01',
      harga_beli: 1_500_000,
      no_faktur_group: group,
    });
    const reprint = await get(`pembelian-manual/reprint?no_faktur_beli=${line}`);
    expect(reprint.body.data.templatemanual).toBe('PEMBELIAN');
    expect(reprint.body.data.nota_pdf.Faktur).toHaveLength(1);
    const bought = await report(
      `pembelian-manual/reports?tgl_from=${session.day}&tgl_to=${session.day}&kode_group=SEMUA&kode_dept=SEMUA`,
    );
    expect(bought.find((r) => r.no_faktur_beli === line)).toMatchObject({
      harga_beli: 1_500_000,
      stock: 2,
      // Document 2's manual purchase row: pembayaran[{jenis, jumlah_in}], not payment columns.
      pembayaran: [{ jenis: 'CASH', jumlah_in: 1_500_000 }],
    });

    const twice = await post('batal-pembelian-manual', { no_faktur_belis: [line, group] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(MSG.fakturTwice);
    const cancel = await post('batal-pembelian-manual', { no_faktur_belis: [line] });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect(cancel.body.message).toBe('Pembelian Manual Berhasil Di Batal');
    expect(await stockOf('A04', 'LM', 'LM10')).toEqual({ stock: 0, berat: 0 });
    const gone = await get(`pembelian-manual/valid?no_faktur_beli=${line}`);
    expect(gone.status).toBe(409);
    const batal = await report(
      `batal-pembelian-manual/reports?tgl_from=${session.day}&tgl_to=${session.day}`,
    );
    expect(batal.map((r) => r.no_faktur_beli)).toEqual([line]);
    expect(batal[0]?.pembayaran).toEqual([{ jenis: 'CASH', jumlah_in: 1_500_000 }]);
    await inEveryFormat(
      tk1(),
      session.owner,
      LAPORAN_BATAL_PEMBELIAN_MANUAL,
      { tgl_from: session.day, tgl_to: session.day },
      'batal-pembelian-manual',
    );
    const kas = await q<{ kategori: string }>(
      `select kategori from "$s".kas where id_trx = '${group}' order by id`,
    );
    expect(kas.map((k) => k.kategori)).toEqual(['PEMBELIAN MANUAL', 'BATAL PEMBELIAN MANUAL']);
  });

  it('answers each purchase line with its payments in pembayaran[{jenis, jumlah_in}]; the files print the columns', async () => {
    const res = await post('pembelian-manual', {
      kode_sales: 'S01',
      nama_customer: 'Bayar Dua',
      detail_barang: [
        {
          kode_gudang: 'TOKO',
          kode_toko: 'A06',
          kode_group: 'LM',
          kode_dept: 'LM5',
          stock: 1,
          berat: 5,
          harga_beli: 1_000_000,
          deskripsi_beli: 'lm satu',
        },
        {
          kode_gudang: 'TOKO',
          kode_toko: 'A06',
          kode_group: 'LM',
          kode_dept: 'LM10',
          stock: 1,
          berat: 10,
          harga_beli: 1_500_000,
          deskripsi_beli: 'lm dua',
        },
      ],
      pembayaran: [
        { jenis: 'CASH', jumlah: 1_500_000 },
        { jenis: 'TRANSFER', jumlah: 1_000_000, no_rekening: '5271234567' },
      ],
    });
    expect(res.status, res.body.message).toBe(201);
    const [first, second] = res.body.data.lines as string[];
    const params = { tgl_from: session.day, tgl_to: session.day, kode_group: 'SEMUA', kode_dept: 'SEMUA' };
    const rows = await report(`${LAPORAN_PEMBELIAN_MANUAL.path}?${new URLSearchParams(params)}`);
    const one = rows.find((r) => r.no_faktur_beli === first);
    const two = rows.find((r) => r.no_faktur_beli === second);
    // The invoice's payments stand on its first line (the totals count them once).
    expect(one?.pembayaran).toEqual([
      { jenis: 'CASH', jumlah_in: 1_500_000 },
      { jenis: 'TRANSFER', jumlah_in: 1_000_000 },
    ]);
    expect(two?.pembayaran).toEqual([]);
    for (const k of ['cash', 'debet', 'credit', 'transfer']) expect(one, k).not.toHaveProperty(k);
    // Screen, PDF, xlsx and CSV: the same lines, the payment columns unfolded from pembayaran.
    await inEveryFormat(tk1(), session.owner, LAPORAN_PEMBELIAN_MANUAL, params, 'pembelian-manual');
  });

  it('refuses to cancel a purchase whose goods were sold meanwhile', async () => {
    const res = await beli('A05', 'LM1', 1, 1, 900_000);
    const line = res.body.data.lines[0] as string;
    expect((await jual('A05', 'LM1', 1, 1, 1_000_000)).status).toBe(201);
    const cancel = await post('batal-pembelian-manual', { no_faktur_belis: [line] });
    expect(cancel.status).toBe(400);
    expect(cancel.body.message).toMatch(/Tidak Cukup/);
  });
});

describe('Laporan Barang Manual Summary', () => {
  it('balances the day per tray; a shop other than MLT / NQC gets per_baki even when asking jenis', async () => {
    const perBaki = await report(`barang-manual/report-summary?tanggal=${session.day}&cetak_report=per_baki`);
    const a01 = perBaki.find((r) => r._id === 'A01');
    expect(a01).toMatchObject({ stock_awal: 0, stock_tambah: 12, stock_jual: 0, stock_akhir: 12 });
    const a03 = perBaki.find((r) => r._id === 'A03');
    expect(a03).toMatchObject({ stock_tambah: 3, stock_jual: 3, stock_akhir: 0, berat_akhir: 0 });
    const asked = await report(`barang-manual/report-summary?tanggal=${session.day}&cetak_report=jenis`);
    expect(asked.map((r) => r._id)).toEqual(perBaki.map((r) => r._id));
    for (const r of perBaki)
      expect(r.stock_akhir).toBe(
        Number(r.stock_awal) + Number(r.stock_tambah) - Number(r.stock_hancur) - Number(r.stock_jual),
      );
    const stock = await q<{ baki: string; n: number }>(
      `select kode_baki as baki, sum(stock)::int as n from "$s".barang_manual group by kode_baki`,
    );
    for (const s of stock) expect(perBaki.find((r) => r._id === s.baki)?.stock_akhir).toBe(s.n);
  });

  it('lays out by type with the choice only for MLT and NQC', () => {
    expect(api.summaryLayoutOf('MLT', 'jenis')).toBe('jenis');
    expect(api.summaryLayoutOf('NQC', 'jenis')).toBe('jenis');
    expect(api.summaryLayoutOf('TK1', 'jenis')).toBe('per_baki');
    expect(api.summaryLayoutOf('MLT', undefined)).toBe('per_baki');
  });
});
