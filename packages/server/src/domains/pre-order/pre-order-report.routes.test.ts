import {
  LAPORAN_CLOSING_PO,
  LAPORAN_OUTSTAND_PO,
  LAPORAN_PENJUALAN_PO,
  LAPORAN_TRANSAKSI_PO,
  type PreOrder,
  type ReportData,
} from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPreOrder } from '../../seed/pre-order-seed.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { inEveryFormat, qs } from '../../test/report-formats.ts';

let chain: Chain;
let spv: string;
let kasir: string;
let day: string;
beforeAll(async () => {
  chain = await startChain();
  await seedPreOrder(chain.tk1.shop);
  spv = await login(chain.tk1, 'spv1');
  kasir = await login(chain.tk1, 'kasir1');
  day = (await call(chain.tk1, 'GET', 'users/me', { token: spv })).body.data.tgl_system;
}, 120_000);
afterAll(() => chain.close());

const json = async (path: string, params: Record<string, string>, token = spv) =>
  (await call(chain.tk1, 'GET', `${path}?${qs(params)}`, { token })) as {
    status: number;
    body: { message: string; count: number; data: ReportData };
  };
const period = () => ({ tgl_from: day, tgl_to: day });

describe('pre-order reports (report engine)', () => {
  it('Laporan Transaksi Po: every PO of the period, filtered by status and name; same rows in PDF, Excel, CSV', async () => {
    await inEveryFormat(chain.tk1, spv, LAPORAN_TRANSAKSI_PO, { ...period(), status: 'ALL' }, 'po-transaksi');
    const all = await json(LAPORAN_TRANSAKSI_PO.path, { ...period(), status: 'ALL' });
    expect(all.body.count).toBe(5);
    const open = await json(LAPORAN_TRANSAKSI_PO.path, { ...period(), status: 'OPEN' });
    expect(open.body.data.rows.map((r) => r.status)).toEqual(['BELUM DI VALDIASI', 'BELUM DI VALDIASI']);
    const named = await json(LAPORAN_TRANSAKSI_PO.path, {
      ...period(),
      status: 'ALL',
      nama_customer: 'hasanah',
    });
    expect(named.body.data.rows).toMatchObject([
      { nama_customer: 'NUR HASANAH', deskripsi: 'GELANG KERONCONG, ANTING TINDIK' },
    ]);
    // Document 2's PO report row: each PO answers its goods in detail_barang[{deskripsi, ...}].
    expect((named.body.data.rows[0] as unknown as Record<string, unknown>).detail_barang).toEqual([
      { deskripsi: 'GELANG KERONCONG', kode_barcode: '-', berat: '10.000' },
      { deskripsi: 'ANTING TINDIK', kode_barcode: '-', berat: '1.500' },
    ]);
    for (const row of all.body.data.rows as unknown as Record<string, unknown>[]) {
      expect(
        Object.keys(row).filter((k) => k.includes('.')),
        'no flat goods keys',
      ).toEqual([]);
      expect(Array.isArray(row.detail_barang)).toBe(true);
      // The screen's joined Deskripsi column is the same goods, upper-cased.
      const items = row.detail_barang as { deskripsi: string }[];
      expect(row.deskripsi).toBe(items.map((i) => i.deskripsi.toUpperCase()).join(', '));
    }
    const none = await json(LAPORAN_TRANSAKSI_PO.path, {
      ...period(),
      status: 'ALL',
      deskripsi: 'TIDAK ADA',
    });
    expect(none.body).toMatchObject({ count: 0, message: 'Laporan Transaksi Po Kosong' });
  });

  it('Laporan Penjualan PO: the finished POs, refund only when the sale price is below the total', async () => {
    await inEveryFormat(chain.tk1, spv, LAPORAN_PENJUALAN_PO, period(), 'po-penjualan');
    const res = await json(LAPORAN_PENJUALAN_PO.path, period());
    expect(res.body.data.rows).toMatchObject([
      { nama_customer: 'HENDRA SETIAWAN', qty_estimasi: 2, qty_input: 2, berat_input: '7.500', refund: 0 },
    ]);
    // Document 2's PO report row, named fields and detail_barang[{deskripsi}] as it gives them.
    const [sold] = res.body.data.rows as unknown as Record<string, unknown>[];
    for (const f of ['tgl_system', 'no_rekening', 'berat_estimasi', 'harga_total', 'harga_penjualan'])
      expect(sold, f).toHaveProperty(f);
    expect(sold?.detail_barang).toEqual([
      { deskripsi: 'CINCIN KAWIN', kode_barcode: '-', berat: '4.000' },
      { deskripsi: 'CINCIN KAWIN', kode_barcode: '-', berat: '3.500' },
    ]);
    // A PO paid below its total and finished: refund = sale price - total.
    const made = await call(chain.tk1, 'GET', `pre-order?tgl_from=${day}&tgl_to=${day}&status=OPEN`, {
      token: spv,
    });
    const open = (made.body.data.preorders as PreOrder[])[0] as PreOrder;
    await call(chain.tk1, 'POST', 'pre-order/validation', {
      token: spv,
      body: { data_transaksi: [{ no_po: open.no_po, nominal_bayar: open.harga_total - 50_000 }] },
    });
    const closed = await call(chain.tk1, 'POST', 'pre-order/closing', {
      token: kasir,
      body: { detail_po: [{ no_po: open.no_po, status_kirim: 'AMBIL', qty: open.qty_estimasi }] },
    });
    expect(closed.status, closed.body.message).toBe(200);
    const after = await json(LAPORAN_PENJUALAN_PO.path, period());
    expect(after.body.data.rows.find((r) => r.nama_customer === open.nama_customer)).toMatchObject({
      refund: -50_000,
    });
    const empty = await json(LAPORAN_PENJUALAN_PO.path, { tgl_from: '2001-01-01', tgl_to: '2001-01-02' });
    expect(empty.body).toMatchObject({ count: 0, message: 'Laporan Transaksi Penjualan Po Kosong' });
  });

  it('Laporan Outstand PO and Laporan Closing Barang Po', async () => {
    await inEveryFormat(chain.tk1, spv, LAPORAN_OUTSTAND_PO, period(), 'po-outstand');
    const out = await json(LAPORAN_OUTSTAND_PO.path, period());
    expect(out.body.data.rows.find((r) => r.nama_customer === 'YULIANTI')).toMatchObject({
      qty_kirim: 1,
      qty_sisa: 2,
      deskripsi: 'LIONTIN HURUF, KALUNG NORI',
      detail_barang: [{ deskripsi: 'LIONTIN HURUF' }, { deskripsi: 'KALUNG NORI' }],
    });
    expect(out.body.data.rows.some((r) => r.nama_customer === 'HENDRA SETIAWAN')).toBe(false);
    await inEveryFormat(chain.tk1, spv, LAPORAN_CLOSING_PO, period(), 'po-closing');
    const closing = await json(LAPORAN_CLOSING_PO.path, period());
    expect(closing.body.data.rows.filter((r) => r.no_resi !== '-').map((r) => r.no_resi)).toEqual([
      'JNETK10001',
      'JNETK10002',
    ]);
    expect(closing.body.data.totals.qty).toBeGreaterThanOrEqual(3);
    const empty = await json(LAPORAN_OUTSTAND_PO.path, { tgl_from: '2001-01-01', tgl_to: '2001-01-02' });
    expect(empty.body).toMatchObject({ count: 0, message: 'Laporan Transaksi Outstand Po Kosong' });
  });

  it('is refused to a cashier (the Laporan menu) and checks its dates', async () => {
    expect((await json(LAPORAN_OUTSTAND_PO.path, period(), kasir)).status).toBe(403);
    const reversed = await json(LAPORAN_CLOSING_PO.path, { tgl_from: day, tgl_to: '2001-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal');
  });
});
