import { type AksesNode, api, MSG as COMMON } from '@emas/contract';
import type { CashRow, SaldoHarian } from '@emas/contract/api/kas';
import { describe, expect, it } from 'vitest';
import { useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint, login } from '../../test/harness.ts';
import { item } from '../barang/barang.fixtures.ts';
import { prepareCounter } from './counter.fixtures.ts';

/**
 * The counter beyond the sale itself: cash tendered above the total (change), QRIS and e-wallet
 * payments into the shop's accounts, held sales, the cashier's price and stock look-up and the
 * member search.
 */

const MSG = api.TRANSAKSI_MSG;
const CMSG = api.COUNTER_MSG;
const session = useBranchSession({ setUp: () => prepareCounter(tk1(), session.owner) });
const { tk1, post, get, q } = session;

/** 2.5 g x 910,000 + 50,000 ongkos = 2,325,000. */
const PRICE = 2_325_000;

async function addItems(n: number, over: Record<string, unknown> = {}): Promise<string[]> {
  const res = await post(
    'barang/create/bulk',
    { detail_barang: Array.from({ length: n }, () => item(over)) },
    session.owner,
  );
  expect(res.status, res.body.message).toBe(201);
  return (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

const drawer = async () =>
  ((await get('kas/saldo', session.owner)).body.data as SaldoHarian).rows.find((r) => r.input_by === 'kasir1')
    ?.saldo_akhir ?? 0;

const sell = (kode: string, pembayaran: unknown[]) =>
  post('penjualan', { kode_sales: 'S01', detail_barang: [{ kode_barcode: kode }], pembayaran });

describe('cash tendered above the total', () => {
  it('records the cash handed over and the change; only the net cash enters the drawer', async () => {
    const [kode] = (await addItems(1)) as [string];
    const before = await drawer();
    const res = await sell(kode, [{ jenis: 'CASH', jumlah: 3_000_000 }]);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ total_jual: PRICE, tunai_diterima: 3_000_000, kembalian: 675_000 });
    expect(await drawer()).toBe(before + PRICE);
    const rows = await q<{ jenis: string; jumlah_in: string; tunai_diterima: string; kembalian: string }>(
      `select jenis, jumlah_in::text, tunai_diterima::text, kembalian::text from "$s".kas
       where id_trx = '${res.body.data.no_faktur_group}' and kategori = 'PENJUALAN'`,
    );
    expect(rows).toEqual([
      { jenis: 'CASH', jumlah_in: String(PRICE), tunai_diterima: '3000000', kembalian: '675000' },
    ]);
    // The invoice keeps both amounts.
    const inv = await post('penjualan/get/bynota/single', { no_faktur: res.body.data.no_faktur_group });
    expect(inv.body.data.pembayaran).toEqual([
      expect.objectContaining({
        jenis: 'CASH',
        jumlah_in: PRICE,
        tunai_diterima: 3_000_000,
        kembalian: 675_000,
      }),
    ]);
  });

  it('cash on top of a transfer: the transfer is kept whole, the change comes out of the cash', async () => {
    const [kode] = (await addItems(1)) as [string];
    const before = await drawer();
    const res = await sell(kode, [
      { jenis: 'TRANSFER', jumlah: 2_000_000, no_rekening: '5271234567' },
      { jenis: 'CASH', jumlah: 500_000 },
    ]);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.kembalian).toBe(175_000);
    expect(await drawer()).toBe(before + PRICE - 2_000_000);
    const rows = await q<{ jenis: string; jumlah_in: string; kode_bank: string }>(
      `select jenis, jumlah_in::text, kode_bank from "$s".kas where id_trx = '${res.body.data.no_faktur_group}'
       and kategori = 'PENJUALAN' order by id`,
    );
    expect(rows).toEqual([
      { jenis: 'CASH', jumlah_in: String(PRICE - 2_000_000), kode_bank: '' },
      // The bank comes from the account master, not from what the counter sent.
      { jenis: 'TRANSFER', jumlah_in: '2000000', kode_bank: 'BCA' },
    ]);
  });

  it.each([
    [
      'a transfer above the total, even with cash beside it',
      [
        { jenis: 'TRANSFER', jumlah: PRICE + 1, no_rekening: '5271234567' },
        { jenis: 'CASH', jumlah: 100 },
      ],
      MSG.nonCashTooBig('2,325,000', '2,325,001'),
    ],
    [
      'less cash than due',
      [{ jenis: 'CASH', jumlah: PRICE - 500 }],
      MSG.paymentsMismatch('2,325,000', '2,324,500'),
    ],
    [
      'a debit card above the total',
      [{ jenis: 'DEBET', jumlah: PRICE + 500 }],
      MSG.nonCashTooBig('2,325,000', '2,325,500'),
    ],
  ])('refuses %s and writes nothing', async (_, pembayaran, message) => {
    const [kode] = (await addItems(1)) as [string];
    const before = await fingerprint(tk1());
    const res = await sell(kode, pembayaran);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('two identical overpaid sales at once: one sale, the drawer up once by the net amount', async () => {
    const [kode] = (await addItems(1)) as [string];
    const before = await drawer();
    const both = await Promise.all([1, 2].map(() => sell(kode, [{ jenis: 'CASH', jumlah: 5_000_000 }])));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await drawer()).toBe(before + PRICE);
  });
});

describe('QRIS and e-wallet', () => {
  it('QRIS into the shop QRIS account: non-cash, waiting for validation, in the reports', async () => {
    const [kode] = (await addItems(1)) as [string];
    const before = await drawer();
    const res = await sell(kode, [{ jenis: 'QRIS', jumlah: PRICE, no_rekening: 'QRIS-TK1' }]);
    expect(res.status, res.body.message).toBe(201);
    expect(await drawer()).toBe(before);
    const group = res.body.data.no_faktur_group as string;
    const open = await get('validasi/get/non-cash?no_rekening=QRIS-TK1', session.owner);
    expect(open.status, open.body.message).toBe(200);
    expect((open.body.data as CashRow[]).find((r) => r.deskripsi === group)).toMatchObject({
      jenis: 'QRIS',
      jumlah_in: PRICE,
      kode_bank: 'BCA',
      status_validasi: 'OPEN',
    });
    // The sales report's file columns and the daily finance report name the kind.
    const day = ((await get('kas/saldo', session.owner)).body.data as SaldoHarian).tanggal;
    const sales = await get(
      `penjualan/get/report?tgl_awal=${day}&tgl_akhir=${day}&kode_sales=SEMUA&kode_group=SEMUA&status=SEMUA`,
      session.owner,
    );
    expect(sales.status, sales.body.message).toBe(200);
    const line = (sales.body.data.rows as Record<string, unknown>[]).find((r) => r.no_faktur_group === group);
    expect(line).toMatchObject({ qris: PRICE, cash: 0, e_wallet: 0 });
    const keuangan = await get(
      `report/subur/laporan-keuangan-akhir-hari?tgl_awal=${day}&tgl_akhir=${day}`,
      session.owner,
    );
    expect(keuangan.status, keuangan.body.message).toBe(200);
    expect(JSON.stringify(keuangan.body.data)).toContain('"jenis":"QRIS"');
  });

  it('E-WALLET into an e-wallet account added to the master (OVO); a wrong or missing account is refused', async () => {
    const bank = await post(
      'bank',
      { kode_bank: 'OVO', nama_bank: 'OVO', fee_debet: 0, fee_kredit: 0 },
      session.owner,
    );
    expect(bank.status, bank.body.message).toBe(201);
    const acc = await post(
      'rekening',
      { no_rekening: 'OVO-TK1', kode_bank: 'OVO', atas_nama: 'TOKO', jenis_rekening: 'E-WALLET' },
      session.owner,
    );
    expect(acc.status, acc.body.message).toBe(201);
    const [kode] = (await addItems(1)) as [string];
    for (const [pay, message] of [
      [{ jenis: 'E-WALLET', jumlah: PRICE }, MSG.accountRequired('E-WALLET')],
      [{ jenis: 'E-WALLET', jumlah: PRICE, no_rekening: 'TIDAK-ADA' }, MSG.rekeningUnknown('TIDAK-ADA')],
      [
        { jenis: 'E-WALLET', jumlah: PRICE, no_rekening: 'QRIS-TK1' },
        MSG.rekeningWrongKind('QRIS-TK1', 'E-WALLET'),
      ],
      [
        { jenis: 'QRIS', jumlah: PRICE, no_rekening: '5271234567' },
        MSG.rekeningWrongKind('5271234567', 'QRIS'),
      ],
    ] as const) {
      const before = await fingerprint(tk1());
      const res = await sell(kode, [pay]);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await fingerprint(tk1())).toEqual(before);
    }
    const ok = await sell(kode, [
      { jenis: 'E-WALLET', jumlah: PRICE, no_rekening: 'OVO-TK1', kode_bank: 'X' },
    ]);
    expect(ok.status, ok.body.message).toBe(201);
    const rows = await q<{ jenis: string; kode_bank: string; status_validasi: string }>(
      `select jenis, kode_bank, status_validasi from "$s".kas where id_trx = '${ok.body.data.no_faktur_group}'`,
    );
    expect(rows).toEqual([{ jenis: 'E-WALLET', kode_bank: 'OVO', status_validasi: 'OPEN' }]);
  });

  it('the purchase still pays out only CASH or TRANSFER', async () => {
    const res = await post('pembelian', {
      kode_sales: 'S01',
      detail_barang: [{ nama_barang: 'cincin', kode_group: 'MUDA', berat: 1, kode_kondisi: 'BAGUS' }],
      pembayaran: [{ jenis: 'QRIS', jumlah: 1, no_rekening: 'QRIS-TK1' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Jenis Pembayaran /);
  });
});

describe('held sales', () => {
  const cart = (kode: string) => ({
    kode_sales: 'S02',
    nama_customer: 'ibu baju merah',
    keterangan: 'ibu baju merah',
    detail_barang: [{ kode_barcode: kode, harga_total: 2_400_000 }],
    tukar: [{ nama_barang: 'cincin lama', kode_group: 'MUDA', berat: 1.5, kode_kondisi: 'BAGUS' }],
    total: 2_400_000,
  });

  it('holds a cart, lists it, recalls it once: a second recall finds nothing', async () => {
    const [kode] = (await addItems(1)) as [string];
    const held = await post('penjualan/tahan', cart(kode));
    expect(held.status, held.body.message).toBe(201);
    expect(held.body.message).toBe(CMSG.held);
    expect(held.body.data).toMatchObject({
      input_by: 'kasir1',
      keterangan: 'IBU BAJU MERAH',
      nama_customer: 'IBU BAJU MERAH',
      jumlah_barang: 1,
      total: 2_400_000,
    });
    const id = held.body.data.id as number;
    // Another counter of the shop sees it; the item stays for sale meanwhile.
    const spv = await login(tk1(), 'spv1');
    const list = await get('penjualan/tahan', spv);
    expect((list.body.data as api.HeldSale[]).map((h) => h.id)).toContain(id);
    expect((await get(`penjualan/barang/${kode}`)).status).toBe(200);

    const both = await Promise.all([
      post(`penjualan/tahan/${id}/ambil`, {}),
      post(`penjualan/tahan/${id}/ambil`, {}, spv),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    const got = both.find((r) => r.status === 200);
    expect(got?.body.message).toBe(CMSG.recalled);
    expect(got?.body.data.data).toMatchObject({
      kode_sales: 'S02',
      detail_barang: [{ kode_barcode: kode, harga_total: 2_400_000 }],
      tukar: [expect.objectContaining({ nama_barang: 'CINCIN LAMA', kode_group: 'MUDA', berat: 1.5 })],
    });
    const gone = both.find((r) => r.status === 404);
    expect(gone?.body.message).toBe(CMSG.heldNotFound);
    expect(((await get('penjualan/tahan')).body.data as api.HeldSale[]).map((h) => h.id)).not.toContain(id);
  });

  it('refuses an empty cart, a bad id, and more than the shop may keep', async () => {
    expect((await post('penjualan/tahan', { detail_barang: [] })).body.message).toBe(MSG.noItems);
    const bad = await post('penjualan/tahan/abc/ambil', {});
    expect([bad.status, bad.body.message]).toEqual([400, CMSG.heldNotFound]);
    const [kode] = (await addItems(1)) as [string];
    const have = ((await get('penjualan/tahan')).body.data as api.HeldSale[]).length;
    for (let i = have; i < api.MAX_HELD_SALES; i++)
      expect((await post('penjualan/tahan', cart(kode))).status).toBe(201);
    const full = await post('penjualan/tahan', cart(kode));
    expect([full.status, full.body.message]).toEqual([409, CMSG.heldFull(api.MAX_HELD_SALES)]);
  });
});

describe('the cashier look-up and member search', () => {
  it('a cashier without Data Barang sees price and stock, never the cost', async () => {
    const kodes = await addItems(2, { nama_barang: 'kalung lookup', berat: 2.5 });
    expect((await get('barang?limit=1')).status).toBe(403);
    const byName = await get('penjualan/cek-barang?cari=kalung%20look');
    expect(byName.status, byName.body.message).toBe(200);
    const data = byName.body.data as api.CekBarang;
    expect(data.ready).toBe(2);
    expect(data.ready_berat).toBe(5);
    expect(data.rows.map((r) => r.kode_barcode).sort()).toEqual([...kodes].sort());
    expect(data.rows[0]).toMatchObject({ status: 'READY', harga: PRICE, harga_gram: 910_000 });
    expect(Object.keys(data.rows[0] ?? {})).not.toEqual(expect.arrayContaining(['harga_modal']));
    expect(JSON.stringify(data)).not.toMatch(/modal|profit/);

    // A barcode as typed (lower case) finds a sold item too, without a price.
    const [sold] = kodes as [string];
    expect((await sell(sold, [{ jenis: 'CASH', jumlah: PRICE }])).status).toBe(201);
    const one = await get(`penjualan/cek-barang?cari=${sold.toLowerCase()}`);
    expect(one.body.data.rows).toEqual([
      expect.objectContaining({ kode_barcode: sold, status: 'SOLD', harga: null }),
    ]);
    expect(one.body.data.ready).toBe(0);
  });

  it('refuses a short or empty search, and users without either counter', async () => {
    expect((await get('penjualan/cek-barang?cari=ab')).body.message).toBe(CMSG.searchShort);
    expect((await get('penjualan/cek-barang')).body.message).toBe(CMSG.searchEmpty);
    // spv1 loses both counters in the access tree.
    const spv = await login(tk1(), 'spv1');
    const tree = await call(tk1(), 'GET', 'users/spv1/akses', { token: session.owner });
    const hide = (nodes: AksesNode[]): AksesNode[] =>
      nodes.map((n) => ({
        ...n,
        is_show: n.key === '/transaksi-penjualan' || n.key === '/transaksi-pembelian' ? false : n.is_show,
        children: hide(n.children ?? []),
      }));
    const put = await call(tk1(), 'PUT', 'users/spv1/akses', {
      token: session.owner,
      body: { akses: hide(tree.body.data) },
    });
    expect(put.status, put.body.message).toBe(200);
    const again = await login(tk1(), 'spv1');
    for (const path of ['penjualan/cek-barang?cari=cincin', 'penjualan/member?cari=081', 'penjualan/tahan'])
      expect([(await get(path, again)).status, (await get(path, again)).body.message]).toEqual([
        403,
        COMMON.forbidden,
      ]);
    expect(spv).toBeTruthy();
  });

  it('finds members by phone (typed with spaces) or by name, not only by code', async () => {
    const add = await post(
      'member',
      { nama_customer: 'ratna sari dewi', alamat_customer: 'jl melati 5', no_hp: '081299887766' },
      session.owner,
    );
    expect(add.status, add.body.message).toBe(201);
    const kode = add.body.data.kode_member as string;
    for (const cari of ['0812 9988 7766', 'ratna sari', kode]) {
      const res = await get(`penjualan/member?cari=${encodeURIComponent(cari)}`);
      expect(res.status, res.body.message).toBe(200);
      expect((res.body.data as api.MemberRow[]).map((m) => m.kode_member)).toEqual([kode]);
    }
  });
});
