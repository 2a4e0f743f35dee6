import { api, formatTanggal } from '@emas/contract';
import { CSV_EXPORT_SETS, csvExportText, maxCsvExportDate } from '@emas/contract/api/export-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { insertCounterData, kasRow, purchaseLine, saleLine } from '../laporan/transaksi.fixtures.ts';

const DAY = '2026-03-10';
let chain: Chain;
let admin: string;
let tglSystem: string;

beforeAll(async () => {
  chain = await startChain();
  const { shop } = chain.tk1;
  const sold = saleLine(DAY, { kode_barcode: '55', nama_barang: 'CINCIN, POLOS' });
  await insertCounterData(shop, {
    penjualan: [sold, saleLine(DAY), saleLine(DAY, { status: 'BATAL' })],
    pembelian: [
      purchaseLine(DAY, {
        jenis_pembelian: 'TUKAR',
        no_faktur_jual: sold.no_faktur_jual,
        berat: '2.000',
        harga: 1_999_999,
      }),
      purchaseLine(DAY),
    ],
    kas: [
      kasRow(DAY, { jumlah_in: 100, id_trx: sold.no_faktur_group }),
      kasRow(DAY, { kategori: 'KAS MASUK', jumlah_in: 5 }),
    ],
  });
  await shop.db.insert(shop.t.stockLedger).values([
    {
      tanggal: DAY,
      kode_barcode: '00000101',
      jenis: 'TAMBAH',
      kode_gudang: 'TOKO',
      kode_baki: 'B01',
      kode_group: 'MUDA',
      kode_dept: 'CC',
      qty: 1,
      berat: '1.500',
      no_ref: 'TB',
      input_by: 'spv1',
    },
  ]);
  await shop.db.insert(shop.t.barang).values({
    kode_barcode: '00000101',
    nama_barang: 'ANTING, BULAT',
    kode_group: 'MUDA',
    kode_dept: 'CC',
    kode_gudang: 'TOKO',
    kadar: '75.00',
    kadar_cetak: '750',
    kadar_modal: '73.00',
    berat: '1.500',
    berat_asli: '1.520',
    tgl_input: DAY,
    no_tambah: 'TB',
    created_by: 'spv1',
  });
  admin = await login(chain.tk1, 'admin');
  tglSystem = (await call(chain.tk1, 'GET', 'users/me', { token: admin })).body.data?.tgl_system;
}, 120_000);
afterAll(() => chain?.close());

const post = (body: unknown, token = admin) => call(chain.tk1, 'POST', 'csv-exports', { token, body });

describe('POST csv-exports', () => {
  it('answers the twelve sets of a past day', async () => {
    const r = await post({ tgl_system: DAY });
    expect(r.status, r.body.message).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d).sort()).toEqual(CSV_EXPORT_SETS.map((s) => s.key).sort());
    expect(d.data_jual).toHaveLength(2);
    expect(d.data_jual.map((j: { status_kembali: string }) => j.status_kembali).sort()).toEqual([
      'TIDAK',
      'YA',
    ]);
    expect(d.data_pembelian).toHaveLength(2);
    expect(d.data_tukar).toEqual([
      expect.objectContaining({ harga_beli: 1_999_999, berat: '2.000', tanggal: DAY }),
    ]);
    expect(d.data_pembelian.find((p: { berat: string }) => p.berat === '2.000').harga_rata).toBe(1_000_000);
    expect(d.data_cash.map((c: { no_reff: string }) => c.no_reff)[0]).toMatch(/^FJ-X-/);
    expect(d.data_barang).toEqual([expect.objectContaining({ kode_barcode: '00000101', kode_toko: 'TK1' })]);
    expect(d.data_saldo).toEqual([
      expect.objectContaining({
        kode_gudang: 'TOKO',
        kode_barcode: 'B01',
        stock_akhir: 1,
        berat_akhir: '1.500',
      }),
    ]);
    expect(d.data_system).toEqual([{ tgl_system: tglSystem }]);
    expect(d.data_hutang).toEqual([]);
    expect(d.data_service).toEqual([]);
    // As the screen writes it: codes kept as text, commas gone.
    const barang = CSV_EXPORT_SETS.find((s) => s.key === 'data_barang');
    const text = csvExportText(barang as (typeof CSV_EXPORT_SETS)[number], d.data_barang);
    expect(text.split('\r\n')[1]).toBe(
      '="00000101";="00000101";ANTING BULAT;="TK1";="MUDA";75,00;;="CC";1,500;1,520',
    );
  });

  it('refuses the business date and later, a missing date, and an empty day, writing nothing', async () => {
    const before = await fingerprint(chain.tk1);
    const today = await post({ tgl_system: tglSystem });
    expect(today.status).toBe(400);
    expect(today.body.message).toBe(
      `Tanggal Tidak Boleh Lebih Dari ${formatTanggal(maxCsvExportDate(tglSystem))}`,
    );
    const none = await post({});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Tanggal Tidak Boleh Kosong');
    const empty = await post({ tgl_system: '2020-01-01' });
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe('Invalid data');
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('only SU and MU users may export', async () => {
    const owner = await login(chain.tk1, 'owner1');
    expect((await post({ tgl_system: DAY }, owner)).status).toBe(403);
    expect(api.exportCsv.path).toBe('csv-exports');
  });
});
