import { LAPORAN_MUTASI_GRAM, LAPORAN_WASTING_SEPUHAN, MSG } from '@emas/contract';
import { SEPUHAN_MSG } from '@emas/contract/api/sepuhan';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { inEveryFormat } from '../../test/report-formats.ts';
import { addFixtureMasters } from '../barang/barang.fixtures.ts';
import { gramLedgerRows } from '../laporan/sepuhan-report.sources.ts';
import { setCounterPrice } from '../penjualan/counter.fixtures.ts';

/** Refining: buy-backs sorted out of BELI, washed or re-plated, received back lighter; manual wash stock. */
let chain: Chain;
let owner: string;
let kasir: string;
let today: string;
const tk1 = () => chain.tk1;
const get = (path: string, token = owner) => call(tk1(), 'GET', path, { token });
const post = (path: string, body: unknown, token = owner) => call(tk1(), 'POST', path, { token, body });
const q = async <T>(text: string) =>
  rowsOf<T>(await tk1().shop.db.execute(sql.raw(text.replaceAll('$s', tk1().shop.schema))));
const ledgerOf = (kode: string) =>
  q<{ jenis: string; kode_gudang: string; qty: number; berat: string }>(
    `select jenis, kode_gudang, qty, berat::text from "$s".stock_ledger where kode_barcode = '${kode}' order by id`,
  );

/** Buys pieces back of group MUDA at 840,000 a gram (each enters BELI) and answers their barcodes. */
async function buyBack(berats: number[]): Promise<string[]> {
  const jumlah = berats.reduce((s, b) => s + Math.ceil((b * 840_000) / 500) * 500, 0);
  const res = await post(
    'pembelian',
    {
      kode_sales: 'S01',
      // A walk-in seller names themself for the ownership statement (issue 43).
      nama_customer: 'Budi Penjual',
      no_ktp: '3174010101800001',
      detail_barang: berats.map((berat) => ({
        nama_barang: 'cincin',
        kode_group: 'MUDA',
        berat,
        kode_kondisi: 'BAGUS',
      })),
      pembayaran: [{ jenis: 'TRANSFER', jumlah, kode_bank: 'BCA', no_rekening: '5271234567' }],
    },
    kasir,
  );
  expect(res.status, res.body.message).toBe(201);
  const nos = (res.body.data.no_faktur_beli as string[]).map((n) => `'${n}'`).join(',');
  const rows = await q<{ kode_barcode: string }>(
    `select kode_barcode from "$s".pembelian where no_faktur_beli in (${nos}) order by no_faktur_beli`,
  );
  return rows.map((r) => r.kode_barcode);
}

beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
  await addFixtureMasters(chain.tk1, owner);
  await setCounterPrice(chain.tk1, owner);
  today = (await get('kas/saldo')).body.data.tanggal;
});
afterAll(() => chain.close());

const report = async (path: string, params: Record<string, string>) => {
  const res = await get(`${path}?${new URLSearchParams(params)}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.rows as Record<string, unknown>[];
};

describe('refining', () => {
  it('a buy-back sorted to washing, sent, received lighter: wasting on the job, ledger rows, reports', async () => {
    const [a, b, c, d] = await buyBack([2, 1.5, 1, 3]);
    const beli = await get('sepuhan/barang?posisi=BELI');
    expect(beli.status, beli.body.message).toBe(200);
    expect(beli.body.data.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual(
      expect.arrayContaining([a, b, c, d]),
    );

    // a and b to washing, c to re-plating, d back to sale in tray B1.
    const s1 = await post('sortir-pembelian', { tujuan: 'cuci', kode_barcodes: [a, b] });
    expect(s1.status, s1.body.message).toBe(201);
    expect(s1.body.message).toBe(SEPUHAN_MSG.sorted);
    expect(s1.body.data).toMatchObject({ tujuan: 'CUCI', qty: 2, berat: 3.5 });
    expect((await post('sortir-pembelian', { tujuan: 'SEPUH', kode_barcodes: [c] })).status).toBe(201);
    const jual = await post('sortir-pembelian', {
      tujuan: 'JUAL',
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'B1',
      kode_barcodes: [d],
    });
    expect(jual.status, jual.body.message).toBe(201);
    expect((await get(`barang/by-barcode/${d}`)).body.data).toMatchObject({
      kode_gudang: 'TOKO',
      kode_baki: 'B1',
      status: 'READY',
    });
    // A piece no longer in BELI cannot be sorted again from BELI.
    const again = await post('sortir-pembelian', { tujuan: 'HANCUR', kode_barcodes: [a] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SEPUHAN_MSG.notInBeli(a as string));

    const ready = await get('sepuhan/barang?posisi=KIRIM');
    expect(ready.body.data.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual([a, b, c]);
    const kirim = await post('kirim-barang-cuci', { kode_barcodes: [a, b, c] });
    expect(kirim.status, kirim.body.message).toBe(201);
    expect(kirim.body.data).toMatchObject({ tujuan: 'LOKAL', qty: 3, berat: 4.5 });
    expect((await get(`barang/by-barcode/${a}`)).body.data).toMatchObject({
      kode_gudang: 'CUCI',
      status: 'DICUCI',
    });
    const away = await get('sepuhan/barang?posisi=DICUCI&jenis=CUCI');
    expect(away.body.data.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual([a, b]);

    // The re-plated piece is not received as a wash, nor heavier than sent.
    const wrong = await post('terima-barang-cuci', { detail_barang: [{ kode_barcode: c, berat: 0.9 }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SEPUHAN_MSG.wrongJenis(c as string, 'SEPUH'));
    const heavier = await post('terima-barang-cuci', { detail_barang: [{ kode_barcode: a, berat: 2.001 }] });
    expect(heavier.status).toBe(400);
    expect(heavier.body.message).toBe(SEPUHAN_MSG.heavier(a as string));

    const before = await fingerprint(tk1());
    const bad = await post('terima-barang-cuci', { detail_barang: [{ kode_barcode: a, berat: 'x' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Berat Terima');
    expect(await fingerprint(tk1())).toEqual(before);

    const terima = await post('terima-barang-cuci', {
      detail_barang: [
        { kode_barcode: a, berat: 1.955 },
        { kode_barcode: b, berat: 1.5 },
      ],
    });
    expect(terima.status, terima.body.message).toBe(201);
    expect(terima.body.message).toBe(SEPUHAN_MSG.received);
    expect(terima.body.data).toMatchObject({ qty: 2, susut: 0.045 });
    expect(terima.body.data.rows[0]).toMatchObject({
      kode_barcode: a,
      berat_kirim: 2,
      berat_terima: 1.955,
      susut: 0.045,
      persen: 2.25,
    });
    expect((await get(`barang/by-barcode/${a}`)).body.data).toMatchObject({
      kode_gudang: 'CUCI',
      status: 'READY',
      berat: 1.955,
      kondisi: 'SUDAH CUCI',
    });
    expect(await ledgerOf(a as string)).toEqual([
      { jenis: 'BELI', kode_gudang: 'BELI', qty: 1, berat: '2.000' },
      { jenis: 'SORTIR_KELUAR', kode_gudang: 'BELI', qty: -1, berat: '-2.000' },
      { jenis: 'SORTIR_MASUK', kode_gudang: 'CUCI', qty: 1, berat: '2.000' },
      { jenis: 'KIRIM_CUCI', kode_gudang: 'CUCI', qty: -1, berat: '-2.000' },
      { jenis: 'TERIMA_CUCI', kode_gudang: 'CUCI', qty: 1, berat: '2.000' },
      { jenis: 'SUSUT_CUCI', kode_gudang: 'CUCI', qty: 0, berat: '-0.045' },
    ]);
    const twice = await post('terima-barang-cuci', { detail_barang: [{ kode_barcode: a, berat: 1.9 }] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SEPUHAN_MSG.alreadyReceived(a as string));

    const sepuh = await post('terima-sepuhan', { detail_barang: [{ kode_barcode: c, berat: 0.98 }] });
    expect(sepuh.status, sepuh.body.message).toBe(201);
    expect(sepuh.body.message).toBe(SEPUHAN_MSG.receivedSepuh);

    // Pindah sortir: the washed piece back to sale.
    const pindah = await post('pindah-sortir', {
      tujuan: 'JUAL',
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'B2',
      kode_barcodes: [a],
    });
    expect(pindah.status, pindah.body.message).toBe(201);
    expect((await get(`barang/by-barcode/${a}`)).body.data).toMatchObject({ kode_baki: 'B2', berat: 1.955 });
    const hancur = await post('pindah-sortir', { tujuan: 'HANCUR', kode_barcodes: [b] });
    expect(hancur.status, hancur.body.message).toBe(201);
    expect((await get(`barang/by-barcode/${b}`)).body.data).toMatchObject({
      kode_gudang: 'HANCUR',
      status: 'HANCUR',
    });

    const period = { tgl_awal: today, tgl_akhir: today };
    const wasting = await report('laporan/wasting-sepuhan', { ...period, jenis: 'SEMUA' });
    expect(wasting.find((r) => r.kode_barcode === a)).toMatchObject({
      berat_kirim: 2,
      berat_terima: 1.955,
      susut: 0.045,
    });
    const rekap = await report('wasting-sepuhan', { ...period, jenis: 'CUCI' });
    expect(rekap).toEqual([
      expect.objectContaining({
        jenis: 'CUCI',
        kode_group: 'MUDA',
        qty: 2,
        berat_kirim: 3.5,
        susut: 0.045,
        susut_24k: 0.032,
      }),
    ]);
    const harian = await report('laporan/cucian-harian', { ...period, jenis: 'SEMUA' });
    expect(harian.filter((r) => [a, b, c].includes(r.kode_barcode as string))).toHaveLength(3);
    const sortirRows = await report('laporan/sortir-pembelian', { ...period, tujuan: 'SEMUA' });
    expect(sortirRows.filter((r) => [a, b, c, d].includes(r.kode_barcode as string))).toHaveLength(4);
    const pindahRows = await report('laporan/pindah-sortir', { ...period, tujuan: 'JUAL' });
    expect(pindahRows.map((r) => r.kode_barcode)).toContain(a);
    expect(await report('laporan/kirim-barang-kepusat', { ...period, jenis: 'SEMUA' })).toEqual([]);
    const aktif = await report('laporan/saldo-barang-aktif', { kode_group: 'MUDA' });
    expect(aktif.some((r) => r.posisi === 'CUCI' && r.kondisi === 'SUDAH SEPUH')).toBe(true);

    // The gram ledger: the wasting is the SUSUT loss of kadar 70 (0.045 g -> 32 mg and 0.02 g -> 14 mg of 24K).
    const mutasi = await report('laporan/mutasi-gram', period);
    const k70 = mutasi.find((r) => r.kadar === 70 && r.tanggal === today) as Record<string, number>;
    const [awal, masuk, keluar, susut, akhir] = ['awal', 'masuk', 'keluar', 'susut', 'akhir'].map((k) =>
      Number(k70[k]),
    );
    expect(susut).toBe(0.046);
    // The same rows and totals on screen, in CSV, Excel and PDF.
    await inEveryFormat(
      tk1(),
      owner,
      LAPORAN_WASTING_SEPUHAN,
      { ...period, jenis: 'SEMUA' },
      'laporan-wasting-sepuhan',
    );
    await inEveryFormat(tk1(), owner, LAPORAN_MUTASI_GRAM, period, 'laporan-mutasi-gram');
    expect((awal ?? 0) + (masuk ?? 0) - (keluar ?? 0) - (susut ?? 0)).toBeCloseTo(akhir ?? 0, 6);
  });

  it('two receipts of the same piece at once count once', async () => {
    const [a] = await buyBack([1]);
    expect((await post('sortir-pembelian', { tujuan: 'CUCI', kode_barcodes: [a] })).status).toBe(201);
    expect((await post('kirim-barang-cuci', { kode_barcodes: [a] })).status).toBe(201);
    const both = await Promise.all([
      post('terima-barang-cuci', { detail_barang: [{ kode_barcode: a, berat: 0.99 }] }),
      post('terima-barang-cuci', { detail_barang: [{ kode_barcode: a, berat: 0.98 }] }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const jobs = await q<{ status: string; n: number }>(
      `select status, count(*)::int as n from "$s".cuci_barang where kode_barcode = '${a}' group by status`,
    );
    expect(jobs).toEqual([{ status: 'TERIMA', n: 1 }]);
    const rows = await ledgerOf(a as string);
    expect(rows.filter((r) => r.jenis === 'TERIMA_CUCI')).toHaveLength(1);
    expect(rows.filter((r) => r.jenis === 'SUSUT_CUCI')).toHaveLength(1);
  });

  it('rights, bad input and the module switch', async () => {
    const [a] = await buyBack([1]);
    // A cashier sorts purchases but does not send goods to washing (BARANG menu).
    const kasirKirim = await post('kirim-barang-cuci', { kode_barcodes: [a] }, kasir);
    expect(kasirKirim.status).toBe(403);
    const noTujuan = await post('sortir-pembelian', { kode_barcodes: [a] });
    expect(noTujuan.status).toBe(400);
    expect(noTujuan.body.message).toBe(SEPUHAN_MSG.pickTujuan);
    const noBaki = await post('sortir-pembelian', {
      tujuan: 'JUAL',
      kode_gudang_tujuan: 'TOKO',
      kode_barcodes: [a],
    });
    expect(noBaki.status).toBe(400);
    expect(noBaki.body.message).toBe(SEPUHAN_MSG.pickBaki);
    const none = await post('sortir-pembelian', { tujuan: 'CUCI', kode_barcodes: [] });
    expect(none.body.message).toBe(SEPUHAN_MSG.pickBarang);
    const unknown = await post('sortir-pembelian', { tujuan: 'CUCI', kode_barcodes: ['99999999'] });
    expect(unknown.status).toBe(404);
    const notSorted = await post('kirim-barang-cuci', { kode_barcodes: [a] });
    expect(notSorted.status).toBe(409);
    expect(notSorted.body.message).toBe(SEPUHAN_MSG.notToSend(a as string));
    const notAway = await post('terima-barang-cuci', { detail_barang: [{ kode_barcode: a, berat: 1 }] });
    expect(notAway.status).toBe(400);
    expect(notAway.body.message).toBe(SEPUHAN_MSG.notAway(a as string));

    // Centralised refining: the local receipt screens are off, sends go to head office.
    const setModules = (active: boolean) =>
      call(tk1(), 'PUT', 'system-setting/modules', {
        token: owner,
        body: { modules: [{ key: 'SEPUHAN_PUSAT_MODULE', active }] },
      });
    expect((await setModules(true)).status).toBe(200);
    const off = await post('sortir-pembelian', { tujuan: 'CUCI', kode_barcodes: [a] });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(MSG.moduleOff);
    expect((await setModules(false)).status).toBe(200);
    expect((await post('sortir-pembelian', { tujuan: 'SEPUH', kode_barcodes: [a] })).status).toBe(201);
    expect((await setModules(true)).status).toBe(200);
    const pusat = await post('kirim-barang-cuci', { kode_barcodes: [a] });
    expect(pusat.status, pusat.body.message).toBe(201);
    expect(pusat.body.data.tujuan).toBe('PUSAT');
    const ke = await report('laporan/kirim-barang-kepusat', {
      tgl_awal: today,
      tgl_akhir: today,
      jenis: 'SEPUH',
    });
    expect(ke.map((r) => r.kode_barcode)).toEqual([a]);
    expect((await setModules(false)).status).toBe(200);
  });

  it('stock-sepuh-manual: datasortirbeli, its messages, and its report', async () => {
    const body = {
      detail_barang: [
        { kode_group: 'MUDA', kode_dept: 'CC', qty: 3, berat: 4.5 },
        { kode_group: 'MUDA', kode_dept: 'KL', qty: '', berat: '' },
      ],
    };
    const off = await post('stock-sepuh-manual', body);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(MSG.moduleOff);
    const on = await call(tk1(), 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: 'STOCK_CUCI_MANUAL_MODULE', active: true }] },
    });
    expect(on.status).toBe(200);
    const noGroup = await post('stock-sepuh-manual', {
      detail_barang: [{ kode_dept: 'CC', qty: 1, berat: 1 }],
    });
    expect(noGroup.body.message).toBe(SEPUHAN_MSG.kategoriEmpty);
    const noJenis = await post('stock-sepuh-manual', {
      detail_barang: [{ kode_group: 'MUDA', qty: 1, berat: 1 }],
    });
    expect(noJenis.body.message).toBe(SEPUHAN_MSG.jenisEmpty);
    const same = await post('stock-sepuh-manual', {
      detail_barang: [
        { kode_group: 'MUDA', kode_dept: 'CC' },
        { kode_group: 'MUDA', kode_dept: 'cc' },
      ],
    });
    expect(same.body.message).toBe(SEPUHAN_MSG.jenisSame);
    const wrongGroup = await post('stock-sepuh-manual', {
      detail_barang: [{ kode_group: 'TUA', kode_dept: 'CC' }],
    });
    expect(wrongGroup.status).toBe(400);

    const saved = await post('stock-sepuh-manual', body);
    expect(saved.status, saved.body.message).toBe(201);
    const rows = saved.body.data.datasortirbeli;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kode_group: 'MUDA',
      kode_dept: 'CC',
      qty: 3,
      berat: 4.5,
      tgl_system: today,
    });
    // Document 2's report row names: no_tambah_stock, tgl_system, jam.
    expect(rows[0].no_tambah_stock).toMatch(/\S/);
    expect(rows[0].jam).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(rows[1]).toMatchObject({ kode_dept: 'KL', qty: 0, berat: 0 });

    const list = await get(`stock-sepuh-manual/reports?tgl_from=${today}&tgl_to=${today}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(rows);
    const engine = await report('laporan/stock-cuci-manual', { tgl_awal: today, tgl_akhir: today });
    expect(engine.map((r) => [r.kode_dept, r.qty, r.berat])).toEqual([
      ['CC', 3, 4.5],
      ['KL', 0, 0],
    ]);
  });

  it('the gram ledger of the shop balances every day: opening + in - out = closing, and each closing opens the next day', async () => {
    const days = await gramLedgerRows(tk1().shop, today, today);
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) {
      const masuk = Object.values(d.masuk).reduce((s, v) => s + v, 0);
      const keluar = Object.values(d.keluar).reduce((s, v) => s + v, 0);
      expect(d.awal + masuk - keluar).toBe(d.akhir);
    }
    const [row] = await q<{ mg: string }>(
      `select coalesce(sum(round(l.berat * b.kadar * 10)), 0)::bigint::text as mg from "$s".stock_ledger l
        join "$s".barang b on b.kode_barcode = l.kode_barcode where b.kadar = 70`,
    );
    expect(days.find((d) => d.kadar === 70)?.akhir).toBe(Number(row?.mg));
  });
});
