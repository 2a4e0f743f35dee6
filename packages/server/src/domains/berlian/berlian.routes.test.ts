import { type api, BERLIAN_MSG, LAPORAN_PENJUALAN_BERLIAN, MSG, REPORT_MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, type Chain, call, fingerprint } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { item } from '../barang/barang.fixtures.ts';
import { queryShop, startCounterChain } from '../penjualan/counter.fixtures.ts';

let chain: Chain;
let owner: string;
let kasir: string;
let today: string;
beforeAll(async () => {
  ({ chain, owner, kasir } = await startCounterChain());
  today = await businessDay(chain.tk1);
});
afterAll(() => chain.close());

const tk1 = () => chain.tk1;
const post = (path: string, body: unknown, token = owner) => call(tk1(), 'POST', path, { token, body });
const get = (path: string, token = owner) => call(tk1(), 'GET', path, { token });
const setModule = (active: boolean) =>
  call(tk1(), 'PUT', 'system-setting/modules', {
    token: owner,
    body: { modules: [{ key: 'BERLIAN_MODULE', active }] },
  });

const STONE = {
  kode_batu: 'RD-030-F-VVS2',
  kode_jenis_batu: 'BRL',
  kode_shape: 'RD',
  kode_color: 'F',
  kode_clarity: 'VVS2',
  berat_carat: 0.3,
  qty: 1,
};
const MELEE = {
  kode_jenis_batu: 'BRL',
  kode_shape: 'RD',
  kode_color: 'G',
  kode_clarity: 'VS2',
  berat_carat: 0.01,
  qty: 12,
};
/** A USD ring: 1150 x 16,000 = 18,400,000 + 750,000 ongkos = 19,150,000. */
const USD_RING = item({
  nama_barang: 'cincin solitaire',
  kode_intern: 'cs-0301',
  kode_group: 'BERLIAN',
  kode_dept: 'BCC',
  berat: 3.1,
  kadar: 75,
  kadar_cetak: '750',
  supplier_barang: 'SB01',
  data_berlian: [STONE],
  ongkos_berlian: 750_000,
  total_usd: 1150,
  curr: 'USD',
  kurs: 16_000,
});
const USD_PRICE = 19_150_000;
/** An IDR necklace at a fixed 9,750,250 + 500,000 = 10,250,250, rounded up to 10,250,500. */
const IDR_NECKLACE = item({
  nama_barang: 'kalung tennis',
  kode_intern: 'kt-0040',
  kode_group: 'BERLIAN',
  kode_dept: 'BKL',
  berat: 8.4,
  kadar: 75,
  kadar_cetak: '750',
  supplier_barang: 'SB02',
  data_berlian: [MELEE],
  ongkos_berlian: 500_000,
  curr: 'IDR',
  total_harga: 9_750_250,
});
const IDR_PRICE = 10_250_500;

async function addItems(rows: unknown[]): Promise<string[]> {
  const res = await post('barang/create/bulk', { detail_barang: rows });
  expect(res.status, res.body.message).toBe(201);
  return (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

const reportPath = (over: Record<string, string> = {}) =>
  `${LAPORAN_PENJUALAN_BERLIAN.path}?${new URLSearchParams({ tgl_awal: today, tgl_akhir: today, ...over })}`;

describe('diamond module off', () => {
  it('refuses a diamond item, its report and its masters, and writes nothing', async () => {
    const before = await fingerprint(tk1());
    const add = await post('barang', USD_RING);
    expect(add.status).toBe(403);
    expect(add.body.message).toBe(MSG.moduleOff);
    expect(await fingerprint(tk1())).toEqual(before);
    expect((await get(reportPath())).status).toBe(403);
    expect((await get(`berlian/report/buku?tgl_awal=${today}&tgl_akhir=${today}`)).status).toBe(403);
  });
});

describe('diamond items', () => {
  beforeAll(async () => {
    expect((await setModule(true)).status).toBe(200);
  });

  it.each([
    [
      'stones on a gold group',
      { ...USD_RING, kode_group: 'MUDA', kode_dept: 'CC' },
      BERLIAN_MSG.onlyDiamondGroup,
    ],
    [
      'an unknown shape',
      { ...USD_RING, data_berlian: [{ ...STONE, kode_shape: 'ZZ' }] },
      'Shape ZZ Tidak Ditemukan',
    ],
    [
      'an unknown stone',
      { ...USD_RING, data_berlian: [{ ...STONE, kode_batu: 'NOPE' }] },
      'Batu NOPE Tidak Ditemukan',
    ],
    ['USD without kurs', { ...USD_RING, kurs: undefined }, BERLIAN_MSG.kursRequired],
    ['IDR without a price', { ...IDR_NECKLACE, total_harga: undefined }, BERLIAN_MSG.hargaRequired],
    [
      'a stone of 0 carat',
      { ...USD_RING, data_berlian: [{ ...STONE, berat_carat: 0 }] },
      'Berat Carat Harus Lebih Dari 0',
    ],
    ['a diamond price without stones', { ...USD_RING, data_berlian: [] }, BERLIAN_MSG.stonesRequired],
  ])('refuses %s with its message and writes nothing', async (_, row, message) => {
    const before = await fingerprint(tk1());
    const res = await post('barang', row);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('a bulk row names its line', async () => {
    const res = await post('barang/create/bulk', {
      detail_barang: [USD_RING, { ...IDR_NECKLACE, data_berlian: [{ ...MELEE, kode_color: 'Q' }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Baris 2: Color Q Tidak Ditemukan');
  });

  it('adds diamond items (bulk and one) and shows their stones and price in the goods detail', async () => {
    const [ring] = await addItems([USD_RING]);
    const detail = await get(`barang/by-barcode/${ring}`);
    expect(detail.status, detail.body.message).toBe(200);
    expect(detail.body.data).toMatchObject({
      kode_group: 'BERLIAN',
      kode_intern: 'CS-0301',
      data_berlian: [STONE],
      ongkos_berlian: 750_000,
      total_usd: 1150,
      curr: 'USD',
      kurs: 16_000,
      total_harga: 18_400_000,
    } satisfies Partial<api.BarangRow>);
    const one = await post('barang', IDR_NECKLACE);
    expect(one.status, one.body.message).toBe(201);
    expect(one.body.data).toMatchObject({ curr: 'IDR', total_harga: 9_750_250, total_usd: 0, kurs: 0 });
    const gold = await post('barang', item());
    expect(gold.body.data).toMatchObject({ data_berlian: null, curr: '', total_usd: 0 });
  });
});

describe('the diamond sale', () => {
  let ring: string;
  let necklace: string;
  let saved: api.SaleSaved;
  beforeAll(async () => {
    [ring, necklace] = (await addItems([USD_RING, IDR_NECKLACE])) as [string, string];
  });

  it('quotes a diamond item at its tag price, not its gold weight', async () => {
    const res = await get(`penjualan/barang/${ring}`, kasir);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      harga_gram: 0,
      harga_total: USD_PRICE,
      ongkos: 750_000,
      berlian: {
        curr: 'USD',
        total_usd: 1150,
        kurs: 16_000,
        total_berlian_rp: 18_400_000,
        keterangan: '1 BTR 0.300 CT RD F VVS2',
      },
    });
    expect((await get(`penjualan/barang/${necklace}`, kasir)).body.data.harga_total).toBe(IDR_PRICE);
  });

  it('sells both: sale lines at the tag prices, the diamond part beside them, PENJUALAN BERLIAN note', async () => {
    const res = await post(
      'penjualan',
      {
        kode_sales: 'S01',
        nama_customer: 'dewi',
        detail_barang: [{ kode_barcode: ring }, { kode_barcode: necklace }],
        pembayaran: [{ jenis: 'CASH', jumlah: USD_PRICE + IDR_PRICE }],
      },
      kasir,
    );
    expect(res.status, res.body.message).toBe(201);
    saved = res.body.data;
    expect(saved.total_jual).toBe(USD_PRICE + IDR_PRICE);
    const lines = await queryShop<{ kode_barcode: string; curr: string; total_berlian_rp: string }>(
      tk1(),
      `select kode_barcode, curr, total_berlian_rp::text from "$s".penjualan_berlian where no_faktur_group = '${saved.no_faktur_group}' order by kode_barcode`,
    );
    expect(lines).toEqual([
      { kode_barcode: ring, curr: 'USD', total_berlian_rp: '18400000' },
      { kode_barcode: necklace, curr: 'IDR', total_berlian_rp: '9750250' },
    ]);
    const pdf = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/penjualan/nota?no_faktur=${saved.no_faktur_group}`,
      headers: { token: kasir },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).map((p) => p.text).join('\n');
    expect(text).toContain('NOTA PENJUALAN BERLIAN');
    expect(text).toContain('1 BTR 0.300 CT RD F');
  });

  it('fills omset_berlian of the sales recap', async () => {
    const rows = await call(
      tk1(),
      'GET',
      `report/laporan-rekap-sales?tgl_from=${today}&tgl_to=${today}&kode_sales=S01&kode_jenis=SEMUA`,
      { token: owner },
    );
    const berlian = (rows.body.data.rows as { omset: string; jumlah: number; rupiah: number }[]).find(
      (r) => r.omset === 'omset_berlian',
    );
    expect(berlian).toMatchObject({ jumlah: 2, rupiah: USD_PRICE + IDR_PRICE });
  });

  it('Laporan Penjualan Berlian: rows, totals and every filter', async () => {
    const res = await get(reportPath());
    expect(res.status, res.body.message).toBe(200);
    const rows = res.body.data.rows as Record<string, unknown>[];
    expect(rows.map((r) => r.kode_barcode)).toEqual([ring, necklace]);
    expect(rows[0]).toMatchObject({
      kode_intern: 'CS-0301',
      supplier_barang: 'SB01',
      qty_batu: 1,
      keterangan_berlian: '1 BTR 0.300 CT RD F VVS2',
      curr: 'USD',
      harga_total: USD_PRICE,
      type_transaksi: 'JUAL',
      status: 'AKTIF',
    });
    expect(res.body.data.totals).toMatchObject({ harga_total: USD_PRICE + IDR_PRICE, qty_batu: 13 });
    const count = async (over: Record<string, string>) => {
      const r = await get(reportPath(over));
      expect(r.status, r.body.message).toBe(200);
      return (r.body.data.rows as { kode_barcode: string }[]).map((x) => x.kode_barcode);
    };
    expect(await count({ type: 'USD' })).toEqual([ring]);
    expect(await count({ type: 'IDR' })).toEqual([necklace]);
    expect(await count({ kode_dept: 'BKL' })).toEqual([necklace]);
    expect(await count({ kode_sales: 'S02' })).toEqual([]);
    expect(await count({ kode_sales: 'ALL', type: 'ALL', kode_dept: 'SEMUA' })).toEqual([ring, necklace]);
    expect(await count({ type_laporan: 'BATAL' })).toEqual([]);
    expect(await count({ type_transaksi: 'PESANAN' })).toEqual([]);
    expect(await count({ type_transaksi: 'JUAL', type_laporan: 'AKTIF' })).toEqual([ring, necklace]);
    expect(await count({ harga_dari: String(IDR_PRICE + 1) })).toEqual([ring]);
    expect(await count({ harga_sampai: String(IDR_PRICE) })).toEqual([necklace]);
    expect(await count({ kode_intern: 'kt' })).toEqual([necklace]);
    expect(await count({ supplier_barang: 'SB01' })).toEqual([ring]);
    expect(await count({ uid: 'abc-123' })).toEqual([ring, necklace]);
    expect(await count({ tgl_awal: '2000-01-01', tgl_akhir: '2000-01-31' })).toEqual([]);
  });

  it('refuses bad filters with their messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ harga_dari: 'abc' }, 'Harga Dari Harus Berupa Angka'],
      [{ harga_dari: '200', harga_sampai: '100' }, BERLIAN_MSG.hargaRange],
      [{ type: 'EUR' }, 'Type Tidak Valid'],
      [{ tgl_awal: '' }, REPORT_MSG.tglAwalEmpty],
    ];
    for (const [over, message] of cases) {
      const res = await get(reportPath(over));
      expect({ over, status: res.status, message: res.body.message }).toEqual({ over, status: 400, message });
    }
  });

  it('exports CSV, Excel and PDF from the same definition', async () => {
    const csv = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/${reportPath({ format: 'csv' })}`,
      headers: { token: owner },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Total Berlian Rp');
    expect(csv.body).toContain('CS-0301');
    for (const format of ['xlsx', 'pdf'])
      expect(
        (
          await tk1().app.inject({
            method: 'GET',
            url: `/api/v1/${reportPath({ format })}`,
            headers: { token: owner },
          })
        ).statusCode,
      ).toBe(200);
  });

  it('the sales detail CSV carries total_usd, curr and total_berlian_rp of diamond lines', async () => {
    const res = await get(
      `penjualan/get/report?tgl_awal=${today}&tgl_akhir=${today}&kode_sales=SEMUA&kode_group=BERLIAN&status=SEMUA`,
    );
    expect(res.status, res.body.message).toBe(200);
    const rows = res.body.data.rows as { kode_barcode: string; curr: string; total_berlian_rp: number }[];
    expect(rows.find((r) => r.kode_barcode === ring)).toMatchObject({
      curr: 'USD',
      total_berlian_rp: 18_400_000,
    });
  });

  it('a cancelled sale is reported under BATAL', async () => {
    const res = await post(
      'penjualan/batal',
      { no_faktur: saved.no_faktur_group, alasan: 'salah input' },
      owner,
    );
    expect(res.status, res.body.message).toBe(200);
    const batal = await get(reportPath({ type_laporan: 'BATAL' }));
    expect((batal.body.data.rows as unknown[]).length).toBe(2);
  });

  it('rights: a cashier may not open the report; without a session 401', async () => {
    expect((await get(reportPath(), kasir)).status).toBe(403);
    expect((await call(tk1(), 'GET', reportPath())).status).toBe(401);
  });
});

describe('Laporan Buku Berlian', () => {
  it('lists the diamond items, their stones and their movements', async () => {
    const res = await get(`berlian/report/buku?tgl_awal=${today}&tgl_akhir=${today}`);
    expect(res.status, res.body.message).toBe(200);
    const parts = res.body.data.parts as { key: string; data: { rows: Record<string, unknown>[] } }[];
    const [barang, batu, mutasi] = parts;
    expect(barang?.data.rows.every((r) => r.qty_batu !== null)).toBe(true);
    expect(barang?.data.rows.length).toBeGreaterThanOrEqual(4);
    expect(batu?.data.rows.some((r) => r.kode_batu === 'RD-030-F-VVS2' && r.qty === 1)).toBe(true);
    expect(mutasi?.data.rows.map((r) => r.jenis)).toEqual(
      expect.arrayContaining(['TAMBAH', 'JUAL', 'BATAL JUAL']),
    );
    const bkl = await get(
      `berlian/report/buku?tgl_awal=${today}&tgl_akhir=${today}&kode_dept=BKL&kode_gudang=TOKO`,
    );
    const items = (bkl.body.data.parts[0].data.rows as { kode_dept: string }[]).map((r) => r.kode_dept);
    expect(new Set(items)).toEqual(new Set(['BKL']));
  });
});

describe('diamond module switched off again', () => {
  it('a diamond item in stock is not sold (403, nothing written) until the module is on', async () => {
    const [kode] = await addItems([USD_RING]);
    const sale = {
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: kode }],
      pembayaran: [{ jenis: 'CASH', jumlah: USD_PRICE }],
    };
    expect((await setModule(false)).status).toBe(200);
    const before = await fingerprint(tk1());
    const res = await post('penjualan', sale, kasir);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.moduleOff);
    expect(await fingerprint(tk1())).toEqual(before);
    expect((await setModule(true)).status).toBe(200);
    expect((await post('penjualan', sale, kasir)).status).toBe(201);
  });
});
