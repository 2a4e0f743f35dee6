import { type api, LAPORAN_REKAP_SALES, type RekapSalesAnswer } from '@emas/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCounterData, kasRow, saleLine } from '../domains/laporan/transaksi.fixtures.ts';
import { call, login, useChain } from './harness.ts';

/**
 * The calls the documents name at paths this server first served elsewhere (spec-calls.test.ts lists
 * them all): each documented path answers what its document reads, from the same service.
 */
const DAY = '2026-03-10';
const chain = useChain({ demo: { goods: true } });
let owner: string;

beforeAll(async () => {
  owner = await login(chain().tk1, 'owner1');
  await insertCounterData(chain().tk1.shop, {
    penjualan: [
      saleLine(DAY, {
        kode_barcode: '90000001',
        kode_sales: 'S01',
        berat: '2.125',
        ongkos: 25_000,
        harga_total: 2_150_000,
      }),
      saleLine(DAY, {
        kode_barcode: '90000002',
        kode_sales: 'S01',
        berat: '1.000',
        ongkos: 5_000,
        harga_total: 1_000_000,
      }),
    ],
    kas: [
      kasRow(DAY, { kategori: 'KAS KELUAR', deskripsi: 'BIAYA LISTRIK', jumlah_out: 300_000 }),
      kasRow(DAY, { kategori: 'KAS MASUK', deskripsi: 'MODAL', jumlah_in: 1_000_000 }),
      kasRow(DAY, { jenis: 'TRANSFER', deskripsi: 'FJ-Y', jumlah_in: 500_000, status_validasi: 'OPEN' }),
    ],
  });
}, 120_000);

const get = (path: string) => call(chain().tk1, 'GET', path, { token: owner });

describe('goods look-ups of document 2', () => {
  it('baki/ready lists the active trays; baki/get/by-kode-gudang/{code} those of one warehouse', async () => {
    const all = await get('baki/ready');
    expect(all.status, all.body.message).toBe(200);
    const trays = all.body.data as api.BakiRow[];
    expect(trays.length).toBeGreaterThan(0);
    const gudang = trays[0]?.kode_gudang as string;
    const one = await get(`baki/get/by-kode-gudang/${gudang}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(trays.filter((t) => t.kode_gudang === gudang));
  });

  it('tambah-barang lists the ready goods of a tray; a missing tray is refused with the screen message', async () => {
    const list = await get('barang?status=READY&limit=100');
    const item = (list.body.data as api.BarangRow[]).find((b) => b.kode_baki) as api.BarangRow;
    const res = await get(`tambah-barang?kode_gudang=${item.kode_gudang}&kode_toko=${item.kode_baki}`);
    expect(res.status, res.body.message).toBe(200);
    const rows = res.body.data as api.BarangRow[];
    expect(rows.map((r) => r.kode_barcode)).toContain(item.kode_barcode);
    for (const r of rows)
      expect([r.status, r.kode_gudang, r.kode_baki]).toEqual(['READY', item.kode_gudang, item.kode_baki]);
    const bad = await get(`tambah-barang?kode_gudang=${item.kode_gudang}`);
    expect(bad).toMatchObject({ status: 400, body: { message: 'Mohon Untuk Pilih Kode Baki' } });
  });

  it('barang/ready/kode-barcode/{barcode} answers as barang/ready-po/kode-barcode: data[0].nama_barang', async () => {
    const list = await get('barang?status=READY&limit=1');
    const item = list.body.data[0] as api.BarangRow;
    const ready = await get(`barang/ready/kode-barcode/${item.kode_barcode}`);
    expect(ready.status, ready.body.message).toBe(200);
    expect(ready.body.data[0].nama_barang).toBe(item.nama_barang);
    expect(ready.body.data).toEqual(
      (await get(`barang/ready-po/kode-barcode/${item.kode_barcode}`)).body.data,
    );
    const none = await get('barang/ready/kode-barcode/99999999');
    expect(none.status).toBe(404);
  });
});

describe('POST report/laporan-rekap-sales (document 3)', () => {
  it('answers the global summary and the per-sales entries; ALL and a missing filter mean every value', async () => {
    const res = await call(chain().tk1, 'POST', LAPORAN_REKAP_SALES.path, {
      token: owner,
      body: { tgl_from: DAY, tgl_to: DAY, kode_sales: 'ALL', kode_jenis: 'ALL' },
    });
    expect(res.status, res.body.message).toBe(200);
    const data = res.body.data as RekapSalesAnswer;
    expect(data.global.total_omset_emas).toEqual({
      berat: '3.125',
      jumlah: 2,
      rupiah: 3_150_000,
      ongkos: 30_000,
    });
    expect(data.sales).toHaveLength(1);
    expect(data.sales[0]).toMatchObject({ kode_sales: 'S01', omset_emas: { jumlah: 2, rupiah: 3_150_000 } });
    const missing = await call(chain().tk1, 'POST', LAPORAN_REKAP_SALES.path, {
      token: owner,
      body: { tgl_from: DAY, tgl_to: DAY },
    });
    expect(missing.body.data).toEqual(data);
    const bad = await call(chain().tk1, 'POST', LAPORAN_REKAP_SALES.path, {
      token: owner,
      body: { tgl_to: DAY },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Tanggal Dari Tidak Boleh Kosong' } });
  });
});

describe('the other dashboard calls of document 1', () => {
  it('daily cash per kind, the day expenses and the open non-cash of a day', async () => {
    const cash = await get(`cash-pusat/daily-cash-chart?tgl_system=${DAY}`);
    expect(cash.status, cash.body.message).toBe(200);
    expect(cash.body.data).toEqual([
      { jenis: 'CASH', jumlah_in: 1_000_000, jumlah_out: 300_000, saldo: 700_000 },
      { jenis: 'TRANSFER', jumlah_in: 500_000, jumlah_out: 0, saldo: 500_000 },
    ]);
    const biaya = await get(`cash-pusat/daily-biaya?tgl_system=${DAY}`);
    expect(biaya.body.data).toEqual({
      total: 300_000,
      rows: [{ deskripsi: 'BIAYA LISTRIK', jumlah: 300_000, input_by: 'kasir1' }],
    });
    const open = await get(`cash-pusat/outstand-noncash?tgl_system=${DAY}`);
    expect(open.body.data).toEqual({ jumlah: 1, total: 500_000 });
  });

  it('the year by month and one total over the month, as the period chart adds them', async () => {
    const year = await get('transaction/daily-transaction-get-year?tahun=2026');
    expect(year.status, year.body.message).toBe(200);
    expect(year.body.data).toHaveLength(12);
    const march = (year.body.data as api.DashboardMonth[])[2];
    const period = await get('cash-pusat/period-transaction-chart?tgl_awal=2026-03-01&tgl_akhir=2026-03-31');
    const sum = (period.body.data as api.DashboardPoint[]).reduce((s, p) => s + p.total_penjualan, 0);
    expect(march?.bulan).toBe('2026-03');
    expect(march?.total_penjualan).toBe(sum);
    const daily = await get(
      `cash-pusat/daily-specific-chart?kategori=PENJUALAN&type=DAILY&tgl_system=${DAY}`,
    );
    expect(daily.body.data).toHaveLength(31);
    expect((daily.body.data as api.ChartPoint[]).reduce((s, p) => s + p.y, 0)).toBe(sum);
    const monthly = await get(
      `cash-pusat/daily-specific-chart?kategori=penjualan&type=MONTHLY&tgl_system=${DAY}`,
    );
    expect((monthly.body.data as api.ChartPoint[])[2]).toEqual({ x: '2026-03', y: sum });
    const bad = await get('cash-pusat/daily-specific-chart?kategori=LAIN');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Kategori Harus Salah Satu Dari PENJUALAN, PEMBELIAN, SERVICE, HUTANG');
  });
});

describe('kirim-uang reception by POST (document 2: PUT or POST)', () => {
  it('answers as the PUT does', async () => {
    const pst = await login(chain().pst, 'PUSAT');
    const put = await call(chain().pst, 'PUT', 'kirim-uang/KU-TK1-260310-9999/reception', { token: pst });
    const post = await call(chain().pst, 'POST', 'kirim-uang/KU-TK1-260310-9999/reception', { token: pst });
    expect(post.status).toBe(put.status);
    expect(post.body.message).toBe(put.body.message);
  });
});
