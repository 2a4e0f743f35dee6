import {
  CSV_SEPARATOR,
  csvHeader,
  formatTanggal,
  LAPORAN_HANCUR_BARANG,
  LAPORAN_PEMBELIAN_PER_FAKTUR,
  LAPORAN_PEMBELIAN_PER_KONDISI,
  LAPORAN_PEMBELIAN_TRANSFER,
  LAPORAN_PENJUALAN_REKAP_PAJAK,
  LAPORAN_PINDAH_BARANG,
  LAPORAN_REKAP_PEMBELIAN,
  LAPORAN_REKAP_SALES,
  LAPORAN_SALDO_STOCK,
  LAPORAN_TRANSAKSI_PEMBELIAN,
  LAPORAN_TRANSAKSI_PENJUALAN,
  MODULE,
  OMSET_GROUPS,
  PEMBELIAN_REPORT_MSG,
  PPN_PARAM,
  REPORT_MSG,
  type ReportDef,
  reportColumns,
} from '@emas/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import type { ShopContext } from '../../platform/context.ts';
import { businessDay, type Chain, call, login, startChain } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { inEveryFormat, type ReportJson as Json, qs, reportFile } from '../../test/report-formats.ts';
import { FIX_D1, FIX_D2, FIXTURE_EXPECT, insertTransaksiFixture } from './transaksi-report.fixtures.ts';
import { penjualanPage, type SaleCursor } from './transaksi-report.queries.ts';

let chain: Chain;
let owner: string;
let today: string;
const file = (server: ShopServer, path: string, token = owner) => reportFile(server, path, token);
const sameInEveryFormat = (def: ReportDef, params: Record<string, string>, name: string) =>
  inEveryFormat(chain.tk1, owner, def, params, name);

async function json(def: ReportDef, params: Record<string, string>, token = owner) {
  return (await call(chain.tk1, 'GET', `${def.path}?${qs(params)}`, { token })) as Json;
}

beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  today = await businessDay(chain.tk1);
  await insertTransaksiFixture(chain.tk1.shop);
  // Laporan Pembelian Per Faktur is a life-feature screen.
  const mod = await call(chain.tk1, 'PUT', 'system-setting/modules', {
    token: await login(chain.tk1, 'admin'),
    body: { modules: [{ key: MODULE.HIDUP_FEATURE, active: true }] },
  });
  expect(mod.status, mod.body.message).toBe(200);
}, 120_000);
afterAll(() => chain?.close());

const period = { tgl_from: FIX_D1, tgl_to: FIX_D2 };
const periodAwal = { tgl_awal: FIX_D1, tgl_akhir: FIX_D2 };

describe('sales reports', () => {
  it('rekap sales: nine turnover groups per sales person, each group subtotal is the global turnover', async () => {
    const params = { ...period, kode_sales: 'SEMUA', kode_jenis: 'SEMUA' };
    const { rows, totals } = await sameInEveryFormat(LAPORAN_REKAP_SALES, params, 'rekap-sales');
    // Two sales persons sold: nine rows each, grouped by turnover group in the document's order.
    expect(rows).toHaveLength(18);
    expect([...new Set(rows.map((r) => r.omset))]).toEqual(OMSET_GROUPS.map((g) => g.key));
    const res = await json(LAPORAN_REKAP_SALES, params);
    const groups = new Map(res.body.data.groups?.map((g) => [g.key, g.subtotals]));
    expect(groups.get('omset_emas')).toEqual(FIXTURE_EXPECT.omsetEmas);
    expect(groups.get('omset_lm')).toEqual(FIXTURE_EXPECT.omsetLm);
    // The cancelled diamond sale counts nowhere.
    expect(groups.get('omset_berlian')).toEqual({ jumlah: 0, berat: 0, ongkos: 0, rupiah: 0 });
    expect(totals.rupiah).toBe(FIXTURE_EXPECT.totalRupiah);
    const s01 = rows.find((r) => r.omset === 'omset_emas' && r.kode_sales === 'S01');
    expect(s01).toMatchObject({ nama_sales: 'DEWI LESTARI', jumlah: 3 });
    expect(LAPORAN_REKAP_SALES.orientation).toBe('portrait');
  });

  it('rekap sales: filters by sales person and by TUA / MUDA; an empty period gives the empty toast', async () => {
    const one = await json(LAPORAN_REKAP_SALES, { ...period, kode_sales: 'S02', kode_jenis: 'SEMUA' });
    expect(one.body.data.rows.every((r) => r.kode_sales === 'S02')).toBe(true);
    expect(one.body.data.totals.rupiah).toBe(13_500_000);
    const tua = await json(LAPORAN_REKAP_SALES, { ...period, kode_sales: 'SEMUA', kode_jenis: 'TUA' });
    expect(tua.body.data.totals).toMatchObject({ jumlah: 1, rupiah: 6_000_000, berat: 5 });
    const empty = await json(LAPORAN_REKAP_SALES, {
      tgl_from: '2001-01-01',
      tgl_to: '2001-01-01',
      kode_sales: 'SEMUA',
      kode_jenis: 'SEMUA',
    });
    expect(empty.status).toBe(200);
    expect(empty.body.count).toBe(0);
    expect(empty.body.message).toBe('Data Yang Anda Cari Tidak Ada');
  });

  it('rekap pajak: DPP and PPN from the system parameters', async () => {
    const { rows, totals } = await sameInEveryFormat(LAPORAN_PENJUALAN_REKAP_PAJAK, period, 'rekap-pajak');
    expect(
      rows.map(({ _id, harga_total, dpp, ppn }) => ({
        tanggal: _id,
        harga_total: Number(harga_total),
        dpp,
        ppn,
      })),
    ).toEqual(FIXTURE_EXPECT.pajak);
    expect(totals.ppn).toBe(282_150);
    // total_24k: berat x kadar / 100 of the open lines of the day.
    expect(Number(rows[1]?.total_24k)).toBeCloseTo(4.58, 3);

    const set = (key: string, value: string) =>
      call(chain.tk1, 'PUT', `para-system/key/${key}`, { token: owner, body: { value } });
    expect((await set(PPN_PARAM.dppPersen.key, '20')).status).toBe(200);
    const doubled = await json(LAPORAN_PENJUALAN_REKAP_PAJAK, period);
    expect(doubled.body.data.totals).toMatchObject({ dpp: 5_130_000, ppn: 564_300 });
    const bad = await set(PPN_PARAM.tarifPersen.key, 'sebelas');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tarif PPN Harus Berupa Persen 0 Sampai 100');
    expect((await set(PPN_PARAM.dppPersen.key, '10')).status).toBe(200);
  });

  it('transaksi penjualan: lines by invoice; the CSV carries the sales detail with payments on the first line', async () => {
    const params = { ...periodAwal, kode_sales: 'SEMUA', kode_group: 'SEMUA', status: 'OPEN' };
    const { rows, totals } = await sameInEveryFormat(
      LAPORAN_TRANSAKSI_PENJUALAN,
      params,
      'transaksi-penjualan',
    );
    expect(rows.map((r) => r.no_faktur_jual)).toEqual([
      'JL-TK1-240305-0001',
      'JL-TK1-240305-0002',
      'JL-TK1-240305-0003',
      'JL-TK1-240306-0001',
    ]);
    expect(totals).toMatchObject({
      harga_total: 25_650_000,
      cash: 6_000_000,
      transfer: 2_150_000,
      tukar: 4_000_000,
    });
    expect(rows[0]).toMatchObject({ cash: 4_000_000, transfer: 2_150_000, jam: '08:15', status_tukar: '-' });
    expect(rows[1]).toMatchObject({ cash: null, transfer: null });
    expect(rows[3]).toMatchObject({ status_tukar: 'TUKAR', status_kembali: '-' });
    // The CSV has the whole detail; the PDF only the columns that fit.
    const csv = await file(
      chain.tk1,
      `${LAPORAN_TRANSAKSI_PENJUALAN.path}?${qs({ ...params, format: 'csv' })}`,
    );
    const header = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      ?.split(CSV_SEPARATOR);
    expect(header).toEqual(
      expect.arrayContaining(['No Generate', 'Alamat Customer', 'CASH', 'TUKAR', 'Curr']),
    );
    expect(reportColumns(LAPORAN_TRANSAKSI_PENJUALAN, 'pdf').map((c) => c.key)).not.toContain(
      'alamat_customer',
    );
    // Customer names with commas keep their commas, quoted, and their columns.
    expect(csv.body.toString('utf8')).toContain(';"SARI, IBU";');

    const batal = await json(LAPORAN_TRANSAKSI_PENJUALAN, { ...params, status: 'BATAL' });
    expect(batal.body.data.rows.map((r) => r.no_faktur_jual)).toEqual(['JL-TK1-240306-0002']);
  });
});

describe('sale lines with their item, buy-back and diamond part', () => {
  it("shows the item's original weight, KEMBALI for a line bought back, a diamond line's tag price; defaults otherwise", async () => {
    const { db, schema } = chain.tk1.shop;
    const s = `"${schema}"`;
    // Three lines of one invoice on a day of their own: a reweighed item (4.000 g at first, sold at
    // 3.900 g), a line bought back (and a cancelled buy-back of the third), a diamond line.
    await db.execute(
      sql.raw(`insert into ${s}.penjualan (tanggal, no_faktur_group, no_faktur_jual, kode_sales, kode_barcode,
        nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, berat, harga_gram, ongkos, harga_atribut,
        harga_hitung, harga_total, harga_modal, pembulatan, arah_pembulatan, input_by)
      select date '2023-02-01', 'FJ-PARTS-1', 'JL-PARTS-' || g, 'S01', 'P000000' || g, 'CINCIN', 'EMAS MUDA', 'MCC',
        'TOKO', 'A01', 70, 3.9, 1000000, 0, 0, 3900000, 3900000, 3500000, 500, 'UP', 'kasir1'
      from generate_series(1, 3) g`),
    );
    // A line written since sales keep the item's original weight: read from the line, not the item.
    await db.execute(
      sql.raw(`update ${s}.penjualan set berat_awal = 4.25 where no_faktur_jual = 'JL-PARTS-3'`),
    );
    await db.execute(
      sql.raw(`insert into ${s}.barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki,
        kadar, kadar_cetak, kadar_modal, berat, berat_asli, status, tgl_input, no_tambah, created_by)
      values ('P0000001', 'CINCIN', 'EMAS MUDA', 'MCC', 'TOKO', 'A01', 70, '70%', 70, 3.9, 4, 'SOLD', '2023-01-01', 'T', 'x')`),
    );
    await db.execute(
      sql.raw(`insert into ${s}.pembelian (tanggal, no_faktur_group, no_faktur_beli, jenis_pembelian, kode_sales,
        no_faktur_jual, kode_barcode, nama_barang, kode_group, kadar, berat, harga_gram, harga_hitung, harga,
        pembulatan, arah_pembulatan, kode_kondisi, tipe_kondisi, input_by, status)
      values ('2023-02-02', 'FB-PARTS-1', 'BL-PARTS-1', 'BELI', 'S01', 'JL-PARTS-2', 'B-PARTS-1', 'CINCIN',
          'EMAS MUDA', 70, 3.9, 1, 1, 1, 500, 'UP', 'K', 'K', 'kasir1', 'OPEN'),
        ('2023-02-02', 'FB-PARTS-2', 'BL-PARTS-2', 'BELI', 'S01', 'JL-PARTS-3', 'B-PARTS-2', 'CINCIN',
          'EMAS MUDA', 70, 3.9, 1, 1, 1, 500, 'UP', 'K', 'K', 'kasir1', 'BATAL')`),
    );
    await db.execute(
      sql.raw(`insert into ${s}.penjualan_berlian (no_faktur_jual, no_faktur_group, tanggal, kode_barcode,
        data_berlian, ongkos_berlian, total_usd, curr, kurs, total_berlian_rp)
      values ('JL-PARTS-3', 'FJ-PARTS-1', '2023-02-01', 'P0000003', '[]', 0, 250.5, 'USD', 16000, 4008000)`),
    );
    const params = {
      tgl_awal: '2023-02-01',
      tgl_akhir: '2023-02-01',
      kode_sales: 'SEMUA',
      kode_group: 'SEMUA',
    };
    const res = await json(LAPORAN_TRANSAKSI_PENJUALAN, { ...params, status: 'OPEN' });
    const rows = res.body.data.rows;
    expect(rows.map((r) => r.no_faktur_jual)).toEqual(['JL-PARTS-1', 'JL-PARTS-2', 'JL-PARTS-3']);
    const plain = { no_generate: String(rows[0]?.id), no_faktur_group_user: 'FJ-PARTS-1', status_tukar: '-' };
    expect(rows[0]).toMatchObject({ ...plain, berat_awal: '4.000', berat: '3.900', status_kembali: '-' });
    expect(rows[0]).toMatchObject({ total_usd: '0', curr: 'IDR', total_berlian_rp: 0, cash: 0 });
    expect(rows[1]).toMatchObject({
      berat_awal: '3.900',
      status_kembali: 'KEMBALI',
      curr: 'IDR',
      cash: null,
    });
    expect(rows[2]).toMatchObject({
      berat_awal: '4.250',
      status_kembali: '-',
      total_usd: '250.50',
      curr: 'USD',
      total_berlian_rp: 4_008_000,
    });
  });
});

/** The report's sale lines read one per query page, each page after the cursor of the last. */
async function onePerPage(shop: ShopContext, q: Parameters<typeof penjualanPage>[1]) {
  const paged: Awaited<ReturnType<typeof penjualanPage>> = [];
  let after: SaleCursor | null = null;
  for (;;) {
    const [r] = await penjualanPage(shop, q, after, 1);
    if (!r) return paged;
    paged.push(r);
    after = { tanggal: String(r.tgl_system), no_faktur_group: String(r.no_faktur_group), id: Number(r.id) };
  }
}

describe("an invoice's payments", () => {
  it('on its first line, paged or not; filtered to a group without its first line, on none', async () => {
    const { shop } = chain.tk1;
    const s = `"${shop.schema}"`;
    // Two invoices on a day of their own, each a line of EMAS MUDA then a line of LM, paid in cash.
    await shop.db.execute(
      sql.raw(`insert into ${s}.penjualan (tanggal, no_faktur_group, no_faktur_jual, kode_sales, kode_barcode,
        nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, berat, harga_gram, ongkos, harga_atribut,
        harga_hitung, harga_total, harga_modal, pembulatan, arah_pembulatan, input_by)
      select date '2023-03-01', 'FJ-FIRST-' || ((g + 1) / 2), 'JL-FIRST-' || g, 'S01', 'F000000' || g, 'CINCIN',
        case when g % 2 = 1 then 'EMAS MUDA' else 'LM' end, 'MCC', 'TOKO', 'A01', 70, 1, 1000000, 0, 0,
        1000000, 1000000, 900000, 500, 'UP', 'kasir1'
      from generate_series(1, 4) g`),
    );
    await shop.db.insert(shop.t.kas).values(
      [1, 2].map((n) => ({
        tanggal: '2023-03-01',
        kategori: 'PENJUALAN',
        deskripsi: `FJ-FIRST-${n}`,
        jenis: 'CASH',
        jumlah_in: 2_000_000 * n,
        input_by: 'kasir1',
        id_trx: `FJ-FIRST-${n}`,
        status_validasi: '-',
      })),
    );
    const q = {
      from: '2023-03-01',
      to: '2023-03-01',
      kode_sales: 'SEMUA',
      kode_group: 'SEMUA',
      status: 'OPEN',
    };
    const paged = await onePerPage(shop, q);
    const cashOf = (rows: Record<string, unknown>[]) => rows.map((r) => [r.no_faktur_jual, r.cash]);
    const firstLines = [
      ['JL-FIRST-1', 2_000_000],
      ['JL-FIRST-2', null],
      ['JL-FIRST-3', 4_000_000],
      ['JL-FIRST-4', null],
    ];
    expect(cashOf(paged)).toEqual(firstLines);
    expect(cashOf(await penjualanPage(shop, q, null, 100))).toEqual(firstLines);
    const bySales = await penjualanPage(shop, { ...q, kode_sales: 'S01' }, null, 100);
    expect(cashOf(bySales)).toEqual(firstLines);
    const lm = await penjualanPage(shop, { ...q, kode_group: 'LM' }, null, 100);
    expect(cashOf(lm)).toEqual([
      ['JL-FIRST-2', null],
      ['JL-FIRST-4', null],
    ]);
    const muda = await penjualanPage(shop, { ...q, kode_group: 'EMAS MUDA' }, null, 1);
    expect(cashOf(muda)).toEqual([['JL-FIRST-1', 2_000_000]]);
  });
});

describe('many lines', () => {
  it('sale lines across several query pages: every line once, each invoice one group', async () => {
    const { db, schema } = chain.tk1.shop;
    // 7,500 lines over three days, three lines per invoice (pages of 2,500 cut through days and invoices).
    await db.execute(
      sql.raw(`insert into "${schema}".penjualan (tanggal, no_faktur_group, no_faktur_jual, kode_sales, kode_barcode,
        nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, berat, harga_gram, ongkos, harga_atribut,
        harga_hitung, harga_total, harga_modal, pembulatan, arah_pembulatan, input_by)
      select date '2023-01-01' + ((g - 1) / 2500)::int, 'FJ-MANY-' || lpad(((g + 2) / 3)::text, 5, '0'),
        'JL-MANY-' || g, 'S01', 'M' || g, 'CINCIN', 'EMAS MUDA', 'MCC', 'TOKO', 'A01', 70, 1, 1000000, 0, 0,
        1000000, 1000000, 900000, 500, 'UP', 'kasir1'
      from generate_series(1, 7500) g`),
    );
    const params = {
      tgl_awal: '2023-01-01',
      tgl_akhir: '2023-01-03',
      kode_sales: 'SEMUA',
      kode_group: 'SEMUA',
      status: 'OPEN',
    };
    const res = await json(LAPORAN_TRANSAKSI_PENJUALAN, params);
    expect(res.body.count).toBe(7500);
    expect(new Set(res.body.data.rows.map((r) => r.no_faktur_jual)).size).toBe(5000);
    const groups = res.body.data.groups ?? [];
    expect(groups).toHaveLength(2500);
    expect(new Set(groups.map((g) => g.key)).size).toBe(2500);
    expect(groups.every((g) => g.count === 3)).toBe(true);
    expect(res.body.data.totals.harga_total).toBe(7_500_000_000);
    const csv = await file(
      chain.tk1,
      `${LAPORAN_TRANSAKSI_PENJUALAN.path}?${qs({ ...params, format: 'csv' })}`,
    );
    const lines = csv.body.toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(7500);
    expect(new Set(lines.map((l) => l.split(CSV_SEPARATOR)[3])).size).toBe(7500);
  }, 60_000);
});

describe('purchase reports', () => {
  const base = {
    ...periodAwal,
    group_by: 'no_faktur_group',
    kode_group: 'SEMUA',
    jenis_group: 'SEMUA',
    kondisi: 'SEMUA',
    kode_sales: 'SEMUA',
    is_consignment: 'ALL',
    type: 'SEMUA',
  };

  it('transaksi penjualan: pages of one line each read the same lines, payments and flags as one page', async () => {
    const q = { from: FIX_D1, to: FIX_D2, kode_sales: 'SEMUA', kode_group: 'SEMUA', status: 'OPEN' };
    const whole = await penjualanPage(chain.tk1.shop, q, null, 100);
    const paged = await onePerPage(chain.tk1.shop, q);
    expect(whole).toHaveLength(4);
    expect(paged).toEqual(whole);
    // An invoice's second line, read on a page of its own, still has no payments and its own flags.
    expect(paged[1]).toMatchObject({ cash: null, transfer: null, status_tukar: '-' });
    expect(paged[3]).toMatchObject({ status_tukar: 'TUKAR' });
  });

  it('transaksi pembelian: every format, grouped by invoice, cash on the first line', async () => {
    const { rows, totals } = await sameInEveryFormat(
      LAPORAN_TRANSAKSI_PEMBELIAN,
      base,
      'transaksi-pembelian',
    );
    expect(rows).toHaveLength(FIXTURE_EXPECT.beliLines);
    expect(totals.harga).toBe(FIXTURE_EXPECT.beliHarga);
    expect(totals.berat).toBe(FIXTURE_EXPECT.beliBerat);
    expect(totals.cash_rp).toBe(1_500_000);
    expect(rows[0]).toMatchObject({
      no_faktur_beli: 'BL-TK1-240305-0001',
      harga_rata: 800_000,
      cash_rp: 1_500_000,
    });
    const res = await json(LAPORAN_TRANSAKSI_PEMBELIAN, base);
    expect(res.body.message).toBe(PEMBELIAN_REPORT_MSG.transaksiFound);
    expect(res.body.data.groups?.[0]?.header).toBe(`FB-TK1-240305-0001 | ${formatTanggal(FIX_D1)} | JOKO`);
  });

  it('transaksi pembelian: defaults NORMAL, group_by, filters and the empty toast', async () => {
    const normal = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, type: 'NORMAL' });
    expect(normal.body.count).toBe(3);
    const tukar = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, type: 'TUKAR' });
    expect(tukar.body.data.rows.map((r) => r.no_faktur_beli)).toEqual(['BL-TK1-240306-0001']);
    const bySales = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, group_by: 'kode_sales' });
    expect(bySales.body.data.groups?.map((g) => g.header)).toEqual(['SALES S01', 'SALES S02', 'SALES S03']);
    const byKondisi = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, kondisi: 'RUSAK' });
    expect(byKondisi.body.count).toBe(1);
    const lm = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, jenis_group: 'LM' });
    expect(lm.body.data.rows.map((r) => r.kode_group)).toEqual(['LM']);
    const validBy = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, valid_by: 'kasir1' });
    expect(validBy.body.count).toBe(1);
    const consigned = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, is_consignment: 'YA' });
    expect(consigned.body).toMatchObject({ count: 0, message: PEMBELIAN_REPORT_MSG.empty });
    const bad = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { ...base, group_by: 'nama_barang' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Group By Tidak Valid' } });
  });

  it('rekap pembelian (berkah): per invoice with the average price', async () => {
    const { rows } = await sameInEveryFormat(LAPORAN_REKAP_PEMBELIAN, periodAwal, 'rekap-pembelian');
    expect(rows[0]).toMatchObject({
      no_nota: 'FB-TK1-240305-0001',
      qty: 2,
      harga_beli: 4_500_000,
      harga_rata: 900_000,
    });
    expect(rows).toHaveLength(3);
  });

  it('pembelian per kondisi: one day by group and condition, weight difference to the notes', async () => {
    const { rows, totals } = await sameInEveryFormat(
      LAPORAN_PEMBELIAN_PER_KONDISI,
      { tanggal: FIX_D1 },
      'pembelian-per-kondisi',
    );
    expect(rows.map((r) => [r._id, r.kondisi])).toEqual([
      ['EMAS MUDA', 'BAGUS - BAGUS / MULUS'],
      ['EMAS TUA', 'RUSAK - RUSAK / PATAH'],
    ]);
    expect(totals.selisih_berat).toBe(0.15);
    const none = await json(LAPORAN_PEMBELIAN_PER_KONDISI, { tanggal: '2001-01-01' });
    expect(none.body.message).toBe(PEMBELIAN_REPORT_MSG.kondisiEmpty);
  });

  it('pembelian per faktur: invoices with their lines; a price group finds nothing', async () => {
    const params = { ...period, kelompok_harga: 'SEMUA', kode_group: 'SEMUA', kondisi: 'SEMUA' };
    const { rows } = await sameInEveryFormat(LAPORAN_PEMBELIAN_PER_FAKTUR, params, 'pembelian-per-faktur');
    expect(rows).toHaveLength(4);
    // Document 2's purchase detail line names its fields.
    for (const r of rows)
      expect(Object.keys(r)).toEqual(
        expect.arrayContaining(['kode_sales', 'harga_emas', 'harga_nota', 'rata_asal', 'berat_nota']),
      );
    const kelompok = await json(LAPORAN_PEMBELIAN_PER_FAKTUR, { ...params, kelompok_harga: 'A' });
    expect(kelompok.body.count).toBe(0);
  });

  it('pembelian transfer: transfers of open purchases with the shop and customer accounts', async () => {
    const { rows, totals } = await sameInEveryFormat(
      LAPORAN_PEMBELIAN_TRANSFER,
      period,
      'pembelian-transfer',
    );
    expect(
      rows.map((r) => [r.no_faktur, r.no_rekening_toko, r.no_rekening_tujuan, r.jumlah_transfer]),
    ).toEqual([
      ['FB-TK1-240305-0001', '5271234567', '9988776655', 3_000_000],
      ['FB-TK1-240306-0001', '1270012345678', '1122334455', 6_250_000],
    ]);
    expect(totals).toMatchObject({ harga: 10_750_000, jumlah_transfer: 9_250_000 });
  });
});

describe('stock reports', () => {
  let barcodes: string[] = [];
  beforeAll(async () => {
    const add = await call(chain.tk1, 'POST', 'barang/create/bulk', {
      token: owner,
      body: {
        detail_barang: [1.5, 2.25, 3.125].map((berat, i) => ({
          nama_barang: `LIONTIN UJI ${i + 1}`,
          kode_gudang: 'TOKO',
          kode_toko: 'A01',
          kode_group: 'BERLIAN',
          kode_dept: 'BCC',
          markis: 'TIDAK',
          berat,
          berat_asli: berat,
          kadar: 75,
          kadar_cetak: '75%',
          kadar_modal: 75,
        })),
      },
    });
    expect(add.status, add.body.message).toBe(201);
    barcodes = add.body.data.data.map((d: { kode_barcode: string }) => d.kode_barcode);
    const move = await call(chain.tk1, 'PUT', 'barang/pindah', {
      token: owner,
      body: { kode_barcodes: barcodes.slice(0, 2), kode_gudang_tujuan: 'TOKO', kode_baki_tujuan: 'A02' },
    });
    expect(move.status, move.body.message).toBe(200);
    const destroy = await call(chain.tk1, 'PUT', 'barang/hancur', {
      token: owner,
      body: { kode_barcodes: [barcodes[2]], kondisi: 'PATAH' },
    });
    expect(destroy.status, destroy.body.message).toBe(200);
  });

  const stock = () => ({ tgl_awal: today, tgl_akhir: today, kode_gudang: 'SEMUA', kode_group: 'BERLIAN' });

  it('pindah barang: from where to where', async () => {
    const { rows, totals } = await sameInEveryFormat(LAPORAN_PINDAH_BARANG, stock(), 'pindah-barang');
    expect(rows.map((r) => [r.kode_barcode, r.baki_asal, r.gudang_tujuan, r.baki_tujuan])).toEqual([
      [barcodes[0], 'A01', 'TOKO', 'A02'],
      [barcodes[1], 'A01', 'TOKO', 'A02'],
    ]);
    expect(totals).toMatchObject({ qty: 2, berat: 3.75, kode_barcode: 2 });
  });

  it('hancur barang: condition and destination', async () => {
    const { rows } = await sameInEveryFormat(LAPORAN_HANCUR_BARANG, stock(), 'hancur-barang');
    expect(rows).toEqual([
      expect.objectContaining({
        kode_barcode: barcodes[2],
        gudang_tujuan: 'HANCUR',
        kondisi: 'PATAH',
        qty: 1,
      }),
    ]);
  });

  it('saldo stock: the day per warehouse, tray and group; awal + masuk - keluar - jual = akhir', async () => {
    const params = { tanggal: today, kode_gudang: 'SEMUA', kode_group: 'BERLIAN' };
    const { rows, totals } = await sameInEveryFormat(LAPORAN_SALDO_STOCK, params, 'saldo-stock');
    const at = (gudang: string, baki: string) =>
      rows.find((r) => r.kode_gudang === gudang && r.kode_baki === baki && r.kode_dept === 'BCC');
    expect(at('TOKO', 'A02')).toMatchObject({ stock_akhir: 2, berat_akhir: 3.75 });
    expect(at('HANCUR', '')).toMatchObject({ stock_akhir: 1, berat_akhir: 3.125 });
    const t = (k: string) => totals[k] ?? 0;
    expect(t('stock_akhir')).toBe(t('stock_awal') + t('qty_in') - t('qty_out') - t('qty_jual'));
    const future = await json(LAPORAN_SALDO_STOCK, { ...params, tanggal: '2099-01-01' });
    expect(future).toMatchObject({
      status: 400,
      body: { message: 'Tanggal Tidak Boleh Melebihi Tanggal Sistem' },
    });
  });
});

describe('messages and rights', () => {
  it('the shared filter messages, before any query', async () => {
    const miss = await json(LAPORAN_TRANSAKSI_PEMBELIAN, { tgl_akhir: FIX_D2 });
    expect(miss).toMatchObject({ status: 400, body: { message: REPORT_MSG.tglAwalEmpty } });
    const end = await json(LAPORAN_PINDAH_BARANG, {
      tgl_awal: FIX_D1,
      kode_gudang: 'SEMUA',
      kode_group: 'SEMUA',
    });
    expect(end).toMatchObject({ status: 400, body: { message: REPORT_MSG.tglAkhirEmpty } });
    // A missing filter is the documents' ALL (SEMUA here), not a refusal.
    const missing = await json(LAPORAN_REKAP_SALES, { ...period, kode_jenis: 'SEMUA' });
    const all = await json(LAPORAN_REKAP_SALES, { ...period, kode_jenis: 'ALL', kode_sales: 'ALL' });
    expect(missing.status).toBe(200);
    expect(all.body.data).toEqual(missing.body.data);
    const reversed = await json(LAPORAN_PENJUALAN_REKAP_PAJAK, { tgl_from: FIX_D2, tgl_to: FIX_D1 });
    expect(reversed).toMatchObject({ status: 400, body: { message: REPORT_MSG.rangeReversed } });
    const format = await json(LAPORAN_REKAP_PEMBELIAN, { ...periodAwal, format: 'docx' });
    expect(format).toMatchObject({ status: 400, body: { message: REPORT_MSG.formatInvalid } });
  });

  it('empty periods: the empty text in the PDF and Excel, only the header in the CSV', async () => {
    const empty = { tgl_awal: '2001-01-01', tgl_akhir: '2001-01-01' };
    const pdf = await file(chain.tk1, `${LAPORAN_REKAP_PEMBELIAN.path}?${qs({ ...empty, format: 'pdf' })}`);
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(pdf.body)).map((p) => p.text).join('\n');
    expect(text).toContain(PEMBELIAN_REPORT_MSG.rekapEmptyText);
    const x = await file(chain.tk1, `${LAPORAN_REKAP_PEMBELIAN.path}?${qs({ ...empty, format: 'xlsx' })}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.body as unknown as ArrayBuffer);
    const values: unknown[] = [];
    wb.worksheets[0]?.eachRow((r) => values.push(...(r.values as unknown[])));
    expect(values).toContain(PEMBELIAN_REPORT_MSG.rekapEmptyText);
    const csv = await file(chain.tk1, `${LAPORAN_REKAP_PEMBELIAN.path}?${qs({ ...empty, format: 'csv' })}`);
    expect(
      csv.body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim(),
    ).toBe(csvHeader(LAPORAN_REKAP_PEMBELIAN.columns));
  });

  it('a cashier may not open the reports; without a session: 401', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    for (const def of [LAPORAN_REKAP_SALES, LAPORAN_TRANSAKSI_PEMBELIAN, LAPORAN_SALDO_STOCK]) {
      const res = await call(
        chain.tk1,
        'GET',
        `${def.path}?${qs({ ...periodAwal, ...period, tanggal: FIX_D1 })}`,
        {
          token: kasir,
        },
      );
      expect(res.status).toBe(403);
    }
    expect((await call(chain.tk1, 'GET', `${LAPORAN_REKAP_PEMBELIAN.path}?${qs(periodAwal)}`)).status).toBe(
      401,
    );
  });
});
