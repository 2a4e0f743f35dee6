import { MODULE_KEYS } from '@emas/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../platform/app.ts';
import { call, login, useChain } from './harness.ts';

/**
 * The checklist of the three documents' section 7 ('The calls it makes'): every call, method and
 * path as the document writes it (a path parameter as `:name`), with a minimal payload, walked against
 * the server as an authorised user with every module on. Each must exist at that method and path and
 * answer a success envelope or a message (a validation or a business refusal), never an unknown route
 * nor a server error. Calls served by head office only run against PST.
 *
 * `pending` calls belong to a part another helper is building; the integrator switches them on after
 * the merge.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type SpecCall = {
  doc: 1 | 2 | 3;
  method: Method;
  /** As the document writes it, `:name` for a path parameter. */
  path: string;
  /** Path parameters' values. */
  params?: Record<string, string>;
  /** Query (GET) or body. */
  payload?: Record<string, unknown>;
  /** Head office only. */
  pst?: true;
  /** Built by another helper: skipped until merged. */
  pending?: string;
};

const DAY = '2026-03-10';
const period = { tgl_from: DAY, tgl_to: DAY };
const periodAwal = { tgl_awal: DAY, tgl_akhir: DAY };

const crud = (doc: 1, base: string, param: string): SpecCall[] => [
  { doc, method: 'GET', path: base },
  { doc, method: 'POST', path: base, payload: {} },
  { doc, method: 'PUT', path: `${base}/edit/:${param}`, params: { [param]: 'X-TIDAK-ADA' }, payload: {} },
  { doc, method: 'DELETE', path: `${base}/delete/:${param}`, params: { [param]: 'X-TIDAK-ADA' } },
];
const diamond = (path: string): SpecCall[] => [
  { doc: 1, method: 'GET', path: `app/diamond/${path}` },
  { doc: 1, method: 'POST', path: `app/diamond/${path}`, payload: {} },
];

export const SPEC_CALLS: SpecCall[] = [
  // ---------------------------------------------------------------- document 1, section 7
  ...crud(1, 'app/banner-katalog', 'kode_banner'),
  ...crud(1, 'app/info-katalog', 'kode_info'),
  ...crud(1, 'app/kategori-katalog', 'kode_kategori'),
  ...crud(1, 'app/item-katalog', 'kode_barang'),
  ...crud(1, 'app/member/group-description', 'kode_group'),
  ...crud(1, 'app/member/list-gift', 'kode_hadiah'),
  ...crud(1, 'app/member/admin-chat', 'kode_admin'),
  ...diamond('banner-katalog'),
  ...diamond('kategori-katalog'),
  ...diamond('info-katalog'),
  ...diamond('item-katalog'),
  ...diamond('harga'),
  ...diamond('member/admin-chat'),
  ...diamond('member/list-gift'),
  ...diamond('splash-screen'),
  { doc: 1, method: 'GET', path: 'app/diamond/member/group-description' },
  { doc: 1, method: 'GET', path: 'app/harga' },
  { doc: 1, method: 'POST', path: 'app/harga', payload: {} },
  { doc: 1, method: 'PUT', path: 'app/harga/:kode_harga_app', params: { kode_harga_app: 'X' }, payload: {} },
  { doc: 1, method: 'DELETE', path: 'app/harga/:kode_harga_app', params: { kode_harga_app: 'X' } },
  { doc: 1, method: 'GET', path: 'app/splash-screen' },
  { doc: 1, method: 'PUT', path: 'app/splash-screen/:kode', params: { kode: 'X' }, payload: {} },
  { doc: 1, method: 'GET', path: 'member/get/all' },
  { doc: 1, method: 'GET', path: 'cash-pusat/daily-transaction-chart', pst: true },
  { doc: 1, method: 'GET', path: 'cash-pusat/period-transaction-chart', pst: true },
  { doc: 1, method: 'GET', path: 'transaction/daily-transaction-get-year', pst: true },
  { doc: 1, method: 'GET', path: 'cash-pusat/daily-cash-chart', pst: true },
  { doc: 1, method: 'GET', path: 'cash-pusat/daily-biaya', payload: { tgl_system: DAY }, pst: true },
  { doc: 1, method: 'GET', path: 'cash-pusat/outstand-noncash', payload: { tgl_system: DAY }, pst: true },
  {
    doc: 1,
    method: 'GET',
    path: 'cash-pusat/daily-specific-chart',
    payload: { kategori: 'PENJUALAN', type: 'DAILY' },
    pst: true,
  },
  { doc: 1, method: 'POST', path: 'pembelian/get/bynota/single', payload: { no_faktur_group: 'X' } },
  { doc: 1, method: 'POST', path: 'pembelian/get/bynota', payload: { no_faktur_group: 'X' } },
  { doc: 1, method: 'POST', path: 'penjualan/get/bynota/single', payload: { no_faktur_group: 'X' } },
  { doc: 1, method: 'POST', path: 'penjualan/get/bynota', payload: { no_faktur_group: 'X' } },
  {
    doc: 1,
    method: 'POST',
    path: 'chat/send',
    payload: { receiver: '081234567890', message: 'tes', type: 'text' },
  },
  { doc: 1, method: 'GET', path: 'user-fingerprint', payload: { user_id: 'owner1' } },
  {
    doc: 1,
    method: 'POST',
    path: 'authorization/fingerprint',
    payload: { user_id: 'owner1', fp: 'AA', kategori: 'PENJUALAN' },
  },
  { doc: 1, method: 'GET', path: 'para-akun-transaksi' },
  { doc: 1, method: 'GET', path: 'akuns' },

  // ---------------------------------------------------------------- document 2, section 7
  { doc: 2, method: 'GET', path: 'kirim-uang', payload: { status: 'ALL' }, pst: true },
  { doc: 2, method: 'GET', path: 'kirim-uang', payload: { status: 'DONE' }, pst: true },
  { doc: 2, method: 'GET', path: 'kirim-uang-history' },
  { doc: 2, method: 'POST', path: 'kirim-uang', payload: {} },
  { doc: 2, method: 'GET', path: 'kirim-uang/:no_reff', params: { no_reff: 'X' } },
  { doc: 2, method: 'PUT', path: 'kirim-uang/:no_reff/reception', params: { no_reff: 'X' }, pst: true },
  { doc: 2, method: 'POST', path: 'kirim-uang/:no_reff/reception', params: { no_reff: 'X' }, pst: true },
  { doc: 2, method: 'POST', path: 'reportcash/detail', payload: { ...period, kategori: 'ALL', uid: 'u1' } },
  {
    doc: 2,
    method: 'POST',
    path: 'cash/transfer-balance',
    payload: { user_tujuan: 'kasir1', transactions: [] },
  },
  {
    doc: 2,
    method: 'GET',
    path: 'validasi/get/non-cash',
    payload: { no_rekening: 'ALL', usere_name: 'ALL' },
  },
  { doc: 2, method: 'POST', path: 'validasi/simpan/non-cash', payload: { id_cashes: [] } },
  { doc: 2, method: 'POST', path: 'reportcash/detail/by-deskripsi', payload: { deskripsi: 'X' } },
  { doc: 2, method: 'POST', path: 'non-cash/gesek', payload: {} },
  { doc: 2, method: 'GET', path: 'non-cash/gesek-histories', payload: period },
  { doc: 2, method: 'GET', path: 'credit-card-customer', payload: { no_credit_card: '4111111111111111' } },
  {
    doc: 2,
    method: 'POST',
    path: 'authorization',
    payload: {
      user_id: 'spv1',
      password: 'salah',
      kategori: 'PENJUALAN',
      description: 'PENJUALAN DI BAWAH MODAL',
      keterangan: 'TES',
    },
  },
  { doc: 2, method: 'GET', path: 'authorization/reports', payload: period },
  { doc: 2, method: 'POST', path: 'barang/register-web-external', payload: period },
  { doc: 2, method: 'GET', path: 'barang/find-sold-external', payload: period },
  { doc: 2, method: 'GET', path: 'member/external/find-active', payload: period },
  {
    doc: 2,
    method: 'POST',
    path: 'external/process-external-italy',
    payload: { data_barangs: [], data_members: [] },
  },
  { doc: 2, method: 'POST', path: 'timbang-baki/reset', payload: {} },
  { doc: 2, method: 'POST', path: 'timbang-baki/start', payload: { kode_gudang: 'TOKO', kode_toko: 'B01' } },
  { doc: 2, method: 'GET', path: 'timbang-baki' },
  { doc: 2, method: 'GET', path: 'tambah-barang', payload: { kode_gudang: 'TOKO', kode_toko: 'B01' } },
  {
    doc: 2,
    method: 'GET',
    path: 'timbang-baki/post-activity-report',
    payload: { tgl_system: DAY },
  },
  { doc: 2, method: 'GET', path: 'baki/ready' },
  { doc: 2, method: 'GET', path: 'baki/get/by-kode-gudang/:code', params: { code: 'TOKO' } },
  {
    doc: 2,
    method: 'GET',
    path: 'barang-manual',
    payload: { kode_group: 'ALL', kode_dept: 'ALL', kode_toko: 'ALL', kode_gudang: 'ALL' },
  },
  { doc: 2, method: 'GET', path: 'pre-order/latest-number' },
  { doc: 2, method: 'GET', path: 'member/get/by-kode-member/:code', params: { code: 'X' } },
  { doc: 2, method: 'GET', path: 'barang/ready/kode-barcode/:barcode', params: { barcode: '00000000' } },
  { doc: 2, method: 'GET', path: 'barang/ready-po/kode-barcode/:barcode', params: { barcode: '00000000' } },
  { doc: 2, method: 'POST', path: 'pre-order', payload: {} },
  { doc: 2, method: 'GET', path: 'pre-order', payload: { ...period, skip: 0, limit: 10, page: 1 } },
  { doc: 2, method: 'GET', path: 'pre-order', payload: { status: 'finish', limit: 9999 } },
  { doc: 2, method: 'POST', path: 'pre-order/cancel/:no_po', params: { no_po: 'X' } },
  { doc: 2, method: 'POST', path: 'pre-order/validation', payload: { data_transaksi: [] } },
  { doc: 2, method: 'POST', path: 'pre-order/transaction-by-payment', payload: { data_transaksi: [] } },
  { doc: 2, method: 'GET', path: 'pre-order/reports', payload: { ...period, status: 'ALL' } },
  { doc: 2, method: 'GET', path: 'pre-order/reports-penjualan', payload: period },
  { doc: 2, method: 'GET', path: 'pre-order/reports-outstand', payload: period },
  { doc: 2, method: 'GET', path: 'pembelian/report-pembelian-transfer', payload: period },
  { doc: 2, method: 'GET', path: 'pre-order/closing/reports', payload: period },
  { doc: 2, method: 'POST', path: 'pre-order/closing', payload: { detail_po: [] } },
  { doc: 2, method: 'GET', path: 'validasi/pesanan/get', payload: { kode_sales: 'ALL' } },
  { doc: 2, method: 'POST', path: 'validasi/pesanan', payload: { no_pesanans: [], user_id: 'owner1' } },
  { doc: 2, method: 'GET', path: 'validasi/service/get', payload: { kode_sales: 'ALL' } },
  { doc: 2, method: 'POST', path: 'validasi/service', payload: { no_services: [], user_id: 'owner1' } },
  { doc: 2, method: 'GET', path: 'validasi/detail/', payload: { deskripsi: 'X' } },
  { doc: 2, method: 'POST', path: 'stock-sepuh-manual', payload: { detail_barang: [] } },
  { doc: 2, method: 'GET', path: 'stock-sepuh-manual/reports', payload: period },
  {
    doc: 2,
    method: 'GET',
    path: 'pembelian-manual/reports',
    payload: { ...period, kode_dept: 'ALL', kode_group: 'ALL' },
  },
  { doc: 2, method: 'GET', path: 'pembelian-manual/reprint', payload: { no_faktur_beli: 'X' } },
  { doc: 2, method: 'GET', path: 'pembelian-manual/valid', payload: { no_faktur_beli: 'X' } },
  { doc: 2, method: 'POST', path: 'batal-pembelian-manual', payload: { no_faktur_belis: [] } },
  { doc: 2, method: 'GET', path: 'batal-pembelian-manual/reports', payload: period },
  { doc: 2, method: 'GET', path: 'pembelian/hidup/report-limited', payload: period },
  {
    doc: 2,
    method: 'GET',
    path: 'pembelian/hidup/report-limited',
    payload: { ...period, kelompok_harga: 'ALL', kode_group: 'ALL', kondisi: 'ALL' },
  },
  {
    doc: 2,
    method: 'GET',
    path: 'hutang/report-penebusan-detail',
    payload: { ...period, sort_by: 'tgl_lunas' },
  },
  { doc: 2, method: 'GET', path: 'penjualan/report-rekap-jual-pajak', payload: period },
  {
    doc: 2,
    method: 'GET',
    path: 'barang-manual/report-summary',
    payload: { tanggal: DAY, cetak_report: 'per_baki' },
  },
  { doc: 2, method: 'GET', path: 'member-card/get/new', payload: { type: 'PENJUALAN' } },
  { doc: 2, method: 'POST', path: 'member-card/duplicate', payload: {} },
  { doc: 2, method: 'DELETE', path: 'member-card/deletion', payload: { name: 'X', type: 'PENJUALAN' } },
  { doc: 2, method: 'POST', path: 'member-card/add', payload: {} },
  { doc: 2, method: 'PUT', path: 'system/edit/:kode_toko', params: { kode_toko: 'TK1' }, payload: {} },
  { doc: 2, method: 'POST', path: 'csv-exports', payload: { tgl_system: DAY } },
  { doc: 2, method: 'GET', path: 'para-system/key/:key', params: { key: 'PEMBULATAN' } },
  { doc: 2, method: 'GET', path: 'para-system/key/:key', params: { key: 'kategori_harga' } },

  // ---------------------------------------------------------------- document 3, section 7
  { doc: 3, method: 'GET', path: 'trxmember/report-tukar-hadiah-pelanggan', payload: period },
  { doc: 3, method: 'GET', path: 'hadiah/report-stock-hadiah', payload: { tgl_from: DAY } },
  {
    doc: 3,
    method: 'GET',
    path: 'hadiah/stock-card-report',
    payload: { tgl_system: DAY, kode_hadiah: 'ALL' },
  },
  { doc: 3, method: 'POST', path: 'hutang/get/report', payload: periodAwal },
  {
    doc: 3,
    method: 'POST',
    path: 'report/laporan-rekap-sales',
    payload: { ...period, kode_sales: 'ALL', kode_jenis: 'ALL' },
  },
  {
    doc: 3,
    method: 'GET',
    path: 'report/laporan-rekap-sales',
    payload: { ...period, kode_sales: 'ALL', kode_jenis: 'ALL' },
  },
  {
    doc: 3,
    method: 'GET',
    path: 'pembelian/get/report',
    payload: {
      ...periodAwal,
      group_by: 'no_faktur_group',
      kode_group: 'ALL',
      jenis_group: 'ALL',
      kondisi: 'ALL',
      valid_by: 'ALL',
      kode_sales: 'ALL',
      is_consignment: 'ALL',
    },
  },
  { doc: 3, method: 'GET', path: 'pembelian/report/berkah', payload: periodAwal },
  {
    doc: 3,
    method: 'GET',
    path: 'penjualan/get/report/berlian',
    payload: { ...periodAwal, kode_dept: 'ALL', type: 'ALL', kode_sales: 'ALL', uid: 'u1' },
  },
  {
    doc: 3,
    method: 'GET',
    path: 'member/get/export-data',
    payload: { sort_by: 'kode_member', kode_cabang_daftar: 'ALL' },
  },
  { doc: 3, method: 'GET', path: 'app/member/report', payload: { start_date: DAY, end_date: DAY } },
  { doc: 3, method: 'GET', path: 'pembelian/get/laporan-by-kondisi', payload: { tanggal: DAY } },
  ...[
    'hancur-barang',
    'hutang-bunga',
    'hutang-masuk',
    'pembelian',
    'penjualan',
    'batal-penjualan',
    'penjualan-per-kategori',
    'service-ambil',
    'service-masuk',
  ].map(
    (part): SpecCall => ({
      doc: 3,
      method: 'GET',
      path: `report/subur/akhir-hari/${part}`,
      payload: { tanggal: DAY },
    }),
  ),
  { doc: 3, method: 'GET', path: 'laporan-harian-emas', payload: { tanggal: DAY } },
  { doc: 3, method: 'GET', path: 'report/subur/laporan-keuangan-akhir-hari', payload: periodAwal },
  {
    doc: 3,
    method: 'GET',
    path: 'titip-simpan/report-stock-hutang',
    payload: { ...period, valid_by: 'ALL', stock_hutang_all: 'true' },
  },
  { doc: 3, method: 'GET', path: 'titip-simpan/report-stock-hutang', payload: period },
  {
    doc: 3,
    method: 'POST',
    path: 'titip-simpan/get/report',
    payload: { ...periodAwal, type_tgl: 'tgl_titip_simpan' },
  },
  {
    doc: 3,
    method: 'POST',
    path: 'titip-simpan/get/report',
    payload: { ...periodAwal, valid_by: 'ALL', type_tgl: 'tgl_titip_simpan' },
  },
  {
    doc: 3,
    method: 'POST',
    path: 'titip-simpan/get/reportbatal',
    payload: { ...periodAwal, valid_by: 'ALL' },
  },
  {
    doc: 3,
    method: 'POST',
    path: 'titip-simpan/get/reportlunas',
    payload: { ...periodAwal, valid_by: 'ALL', type_tgl: 'tgl_lunas', berdasarkan: 'ALL' },
  },
  { doc: 3, method: 'POST', path: 'hutang/report-hutang-lelang', payload: { tgl_lelang: DAY } },
  { doc: 3, method: 'POST', path: 'titip-simpan/report-hutang-lelang', payload: { tgl_lelang: DAY } },
  {
    doc: 3,
    method: 'GET',
    path: 'hutang/get/lelang-hutang',
    payload: { ...periodAwal, type_tgl: 'tgl_hutang', skip: 0 },
  },
  {
    doc: 3,
    method: 'POST',
    path: 'authorization',
    payload: {
      user_id: 'spv1',
      password: 'salah',
      kategori: 'LELANG HUTANG',
      description: 'LELANG HUTANG',
      keterangan: 'TES',
    },
  },
  { doc: 3, method: 'PUT', path: 'hutang/simpan/lelang-hutang', payload: { no_faktur_hutang: 'X' } },
  { doc: 3, method: 'GET', path: 'barang/count-baki', payload: { kode_toko: 'B01' } },
  {
    doc: 3,
    method: 'POST',
    path: 'hancurbarang/per-baki',
    payload: { kode_toko: 'X-TIDAK-ADA', kondisi: 'RUSAK', gudang_tujuan: 'HANCUR', uid: 'u1' },
  },
  { doc: 3, method: 'POST', path: 'warna', payload: {} },
  { doc: 3, method: 'PUT', path: 'warna/:_id', params: { _id: 'X' }, payload: {} },
  { doc: 3, method: 'DELETE', path: 'warna/:_id', params: { _id: 'X' } },
  {
    doc: 3,
    method: 'GET',
    path: 'barang/get/ready-edit-profit',
    payload: { kode_awal: '00000001', kode_akhir: '00000002' },
  },
  { doc: 3, method: 'POST', path: 'barang/update/edit-profit', payload: { data: [] } },
  { doc: 3, method: 'POST', path: 'barang/cetak-barcode-histories', payload: { kode_barcodes: [] } },
  { doc: 3, method: 'POST', path: 'barang/create/bulk', payload: { detail_barang: [] } },
  {
    doc: 3,
    method: 'PUT',
    path: 'para-akun-transaksi/:trx/:type',
    params: { trx: 'PENJUALAN', type: 'CASH' },
    payload: { detail_akun: [] },
  },
  { doc: 3, method: 'GET', path: 'marketplace-settings', payload: { k_m: 'X' } },
  { doc: 3, method: 'POST', path: 'marketplace-settings', payload: {} },
  // Last: the store closing (refused here: PROSES missing) and the logout.
  { doc: 3, method: 'POST', path: 'system/close', payload: {} },
  { doc: 1, method: 'POST', path: 'users/logout', payload: { user_id: 'owner1' } },
];

const chain = useChain();
const tokens: { tk1?: string; pst?: string } = {};

async function allModulesOn(server: ShopServer) {
  const res = await call(server, 'PUT', 'system-setting/modules', {
    token: await login(server, 'admin'),
    body: { modules: MODULE_KEYS.map((key) => ({ key, active: true })) },
  });
  expect(res.status, res.body.message).toBe(200);
}

beforeAll(async () => {
  await allModulesOn(chain().tk1);
  await allModulesOn(chain().pst);
  tokens.tk1 = await login(chain().tk1, 'owner1');
  tokens.pst = await login(chain().pst, 'PUSAT');
}, 120_000);

const fill = (c: SpecCall) =>
  c.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(c.params?.[name] ?? name));
const query = (payload: Record<string, unknown> = {}) => {
  const q = new URLSearchParams(
    Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return q ? `?${q}` : '';
};

describe('every call of the three documents section 7', () => {
  for (const c of SPEC_CALLS) {
    const name = `doc ${c.doc}: ${c.method} ${c.path}${c.method === 'GET' ? query(c.payload) : ''}`;
    it.skipIf(!!c.pending)(c.pending ? `${name} (pending: ${c.pending})` : name, async () => {
      const server = c.pst ? chain().pst : chain().tk1;
      const token = c.pst ? tokens.pst : tokens.tk1;
      // The route exists at this method (a parameter's name does not matter).
      expect(server.app.hasRoute({ method: c.method, url: `/api/v1/${c.path}` }), 'route').toBe(true);
      const url = c.method === 'GET' ? `${fill(c)}${query(c.payload)}` : fill(c);
      const res = await call(server, c.method, url, {
        token,
        ...(c.method !== 'GET' ? { body: c.payload ?? {} } : {}),
      });
      if (process.env.SPEC_CALLS_LOG && res.status >= 300)
        console.log('SPECLOG', res.status, c.method, url, res.body.message);
      expect(res.status, res.body.message).not.toBe(500);
      expect([404, 405]).not.toContain(res.status === 404 && res.body.message ? 0 : res.status);
      if (res.status < 300) expect(res.body.status).toBe('success');
      else expect(typeof res.body.message, `status ${res.status}`).toBe('string');
    });
  }
});
