import { api, createPreOrderBody, MODULE, PO_MSG, type PreOrder } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../platform/session.ts';
import { switchModule, useBranchSession } from '../../test/branch-session.ts';
import { fingerprint } from '../../test/harness.ts';
import { item } from '../barang/barang.fixtures.ts';
import { prepareCounter } from '../penjualan/counter.fixtures.ts';
import { insertPreOrderInputs } from './pre-order.service.ts';

/** A stock item a pre-order names is reserved for it, freed by its cancel and sold by its closing. */
const session = useBranchSession({
  logins: ['owner', 'kasir', 'spv'],
  setUp: async () => {
    await prepareCounter(tk1(), session.owner);
    await switchModule(tk1(), session.owner, MODULE.PRE_ORDER, true);
  },
});
const { tk1, post, get, q } = session;

/** A READY item of 2.5 g in tray B1 (2.5 g x 910,000 + 50,000 = 2,325,000 at the counter). */
async function readyItem(): Promise<string> {
  const res = await post('barang/create/bulk', { detail_barang: [item({ berat: 2.5 })] }, session.owner);
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.data[0].kode_barcode as string;
}
const statusOf = async (kode: string) =>
  (await q<{ status: string }>(`select status from "$s".barang where kode_barcode = '${kode}'`))[0]?.status;
const ledgerOf = (kode: string) =>
  q<{ tanggal: string; jenis: string; qty: number; berat: string; no_ref: string }>(
    `select tanggal::text, jenis, qty, berat::text, no_ref from "$s".stock_ledger where kode_barcode = '${kode}' order by id`,
  );

let orderNo = 0;
/** A PO of two pieces: the stock item `kode` and one piece not in stock yet ('-'). */
const form = (kode: string, over: Record<string, unknown> = {}) => ({
  kode_member: 'MB00000001',
  nama_customer: 'ratna sari',
  kode_sales: 'S01',
  no_order: `STK-${Date.now()}-${++orderNo}`,
  kode_marketplace: 'SHOPEE',
  no_rekening: '5271234567',
  qty_estimasi: 2,
  berat_estimasi: 5.5,
  harga_estimasi: 6_000_000,
  harga_gram: 1_090_000,
  detail_barang: [
    { kode_barcode: kode, deskripsi: 'cincin pita', berat: 2.5, harga_estimasi: 2_700_000 },
    { kode_barcode: '-', deskripsi: 'gelang rantai', berat: 3, harga_estimasi: 3_300_000 },
  ],
  ...over,
});
async function newPo(kode: string): Promise<PreOrder> {
  const res = await post('pre-order', form(kode));
  expect(res.status, res.body.message).toBe(201);
  return res.body.data as PreOrder;
}
async function validPo(kode: string): Promise<PreOrder> {
  const po = await newPo(kode);
  const ok = await post(
    'pre-order/validation',
    { data_transaksi: [{ no_po: po.no_po, nominal_bayar: 6_000_000 }] },
    session.spv,
  );
  expect(ok.status, ok.body.message).toBe(200);
  return po;
}
const sell = (kode: string) =>
  post('penjualan', {
    kode_sales: 'S01',
    detail_barang: [{ kode_barcode: kode }],
    pembayaran: [{ jenis: 'CASH', jumlah: 2_325_000 }],
  });
const closing = (no_po: string, qty: number) =>
  post('pre-order/closing', { detail_po: [{ no_po, status_kirim: 'AMBIL', qty }] });
const TAMBAH_ONLY = [{ jenis: 'TAMBAH', qty: 1, berat: '2.500' }];

describe('a PO naming a stock item reserves it', () => {
  it('holds the item as PRE ORDER: still stock, but not sold, shipped, offered or named again', async () => {
    const kode = await readyItem();
    await newPo(kode);
    expect(await statusOf(kode)).toBe(api.BARANG_PRE_ORDER);
    // Still the shop's stock: no ledger row moves it out.
    expect(await ledgerOf(kode)).toMatchObject(TAMBAH_ONLY);
    const listed = await get(
      `barang?status=${encodeURIComponent(api.BARANG_PRE_ORDER)}&kode_barcode=${kode}`,
      session.owner,
    );
    expect(listed.body.data.map((b: { kode_barcode: string }) => b.kode_barcode)).toEqual([kode]);
    const before = await fingerprint(tk1());
    const sale = await sell(kode);
    expect([sale.status, sale.body.message]).toEqual([409, api.BARANG_MSG.notReady(kode)]);
    expect((await get(`penjualan/barang/${kode}`)).status).toBe(409);
    const kirim = await post('kirim-barang', { kode_toko_tujuan: 'TK2', kode_barcodes: [kode] }, session.spv);
    expect([kirim.status, kirim.body.message]).toEqual([409, api.BARANG_MSG.notReady(kode)]);
    const lookUp = await get(`barang/ready-po/kode-barcode/${kode}`);
    expect([lookUp.status, lookUp.body.message]).toEqual([404, PO_MSG.barcodeNotFound]);
    const second = await post('pre-order', form(kode));
    expect([second.status, second.body.message]).toEqual([400, PO_MSG.barcodeNotInStock]);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('a PO refused for another line reserves nothing', async () => {
    const kode = await readyItem();
    const before = await fingerprint(tk1());
    const res = await post(
      'pre-order',
      form(kode, {
        detail_barang: [
          { kode_barcode: kode, deskripsi: 'cincin pita', berat: 2.5 },
          { kode_barcode: '99999999', deskripsi: 'tidak ada', berat: 3 },
        ],
      }),
    );
    expect([res.status, res.body.message]).toEqual([400, PO_MSG.barcodeNotInStock]);
    expect(await fingerprint(tk1())).toEqual(before);
    expect(await statusOf(kode)).toBe('READY');
  });

  it('of two POs naming one item at once exactly one is taken', async () => {
    const kode = await readyItem();
    const both = await Promise.all([post('pre-order', form(kode)), post('pre-order', form(kode))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.status === 400)?.body.message).toBe(PO_MSG.barcodeNotInStock);
    const named = await q<{ n: number }>(
      `select count(*)::int as n from "$s".pre_order_barang where kode_barcode = '${kode}'`,
    );
    expect(named[0]?.n).toBe(1);
    expect(await statusOf(kode)).toBe(api.BARANG_PRE_ORDER);
  });

  it('of a PO and a counter sale of one item at once exactly one wins', async () => {
    const kode = await readyItem();
    const [po, sale] = await Promise.all([post('pre-order', form(kode)), sell(kode)]);
    if (po.status === 201) {
      expect([sale.status, sale.body.message]).toEqual([409, api.BARANG_MSG.notReady(kode)]);
      expect(await statusOf(kode)).toBe(api.BARANG_PRE_ORDER);
    } else {
      expect([po.status, po.body.message, sale.status]).toEqual([400, PO_MSG.barcodeNotInStock, 201]);
      expect(await statusOf(kode)).toBe('SOLD');
    }
  });

  it('an import naming one item in two POs is refused whole', async () => {
    // The import's file has no barcode column; its service (insertPreOrderInputs) is the same call.
    const kode = await readyItem();
    const before = await fingerprint(tk1());
    const inputs = [form(kode), form(kode)].map((b) => createPreOrderBody.parse(b));
    await expect(insertPreOrderInputs(tk1().shop, systemUser('kasir1', 'KASIR'), inputs)).rejects.toThrow(
      PO_MSG.barcodeNotInStock,
    );
    expect(await fingerprint(tk1())).toEqual(before);
    expect(await statusOf(kode)).toBe('READY');
  });
});

describe('cancelling the PO frees its item', () => {
  it('the item is READY again and sells at the counter; no ledger row for the reservation', async () => {
    const kode = await readyItem();
    const po = await validPo(kode);
    const res = await post(`pre-order/cancel/${po.no_po}`, {});
    expect(res.status, res.body.message).toBe(200);
    expect(await statusOf(kode)).toBe('READY');
    expect(await ledgerOf(kode)).toMatchObject(TAMBAH_ONLY);
    const sale = await sell(kode);
    expect(sale.status, sale.body.message).toBe(201);
    expect(await statusOf(kode)).toBe('SOLD');
  });

  it('a PO whose item is no longer held for it is not cancelled, and nothing is written', async () => {
    const kode = await readyItem();
    const po = await newPo(kode);
    await q(`update "$s".barang set status = 'HANCUR' where kode_barcode = '${kode}'`);
    const before = await fingerprint(tk1());
    const res = await post(`pre-order/cancel/${po.no_po}`, {});
    expect([res.status, res.body.message]).toEqual([409, api.BARANG_MSG.notReady(kode)]);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('closing the PO sells its item', () => {
  it('stays reserved while pieces are left; the finishing closing makes it SOLD with one JUAL row', async () => {
    const kode = await readyItem();
    const po = await validPo(kode);
    const part = await closing(po.no_po, 1);
    expect(part.status, part.body.message).toBe(200);
    expect(await statusOf(kode)).toBe(api.BARANG_PRE_ORDER);
    expect(await ledgerOf(kode)).toMatchObject(TAMBAH_ONLY);
    const last = await closing(po.no_po, 1);
    expect(last.status, last.body.message).toBe(200);
    expect(await statusOf(kode)).toBe('SOLD');
    expect(await ledgerOf(kode)).toEqual([
      { tanggal: session.day, jenis: 'TAMBAH', qty: 1, berat: '2.500', no_ref: expect.any(String) },
      { tanggal: session.day, jenis: 'JUAL', qty: -1, berat: '-2.500', no_ref: po.no_po },
    ]);
    // Sold once: no further closing, sale or cancel touches it.
    expect((await closing(po.no_po, 1)).body.message).toBe('Qty Estimasi Sudah Habis');
    expect((await sell(kode)).status).toBe(409);
    expect((await post(`pre-order/cancel/${po.no_po}`, {})).status).toBe(409);
    expect(await ledgerOf(kode)).toHaveLength(2);
  });

  it('a finishing closing whose item is no longer held is refused whole', async () => {
    const kode = await readyItem();
    const po = await validPo(kode);
    await q(`update "$s".barang set status = 'READY' where kode_barcode = '${kode}'`);
    const before = await fingerprint(tk1());
    const res = await closing(po.no_po, 2);
    expect([res.status, res.body.message]).toEqual([409, api.BARANG_MSG.notReady(kode)]);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});
