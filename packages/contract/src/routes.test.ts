import { describe, expect, it } from 'vitest';
import { KATALOG_KINDS, pagePath } from './api/katalog.ts';
import { DOCUMENT_KINDS } from './dokumen/index.ts';
import { MASTERS } from './master/index.ts';
import { MODULE, MODULE_KEYS } from './modules.ts';
import { PRE_ORDER_PAGES } from './pre-order/rules.ts';
import { REPORTS } from './report/index.ts';
import { APP_TITLE, BUILT_ROUTES, documentTitle, findRoute, MENU_GROUPS, ROUTES } from './routes.ts';

/** Every path written out in the foundation document's route table. */
const SPEC_PATHS = [
  '/404',
  '/SubMenuHutang',
  '/SubMenuLaporan',
  '/SubMenuMember',
  '/SubMenuPembelian',
  '/SubMenuPenjualan',
  '/SubMenuPesanan',
  '/SubMenuService',
  '/SubMenuUtility',
  '/SubMenuValidasi',
  '/batal-cicilan',
  '/batal-pembelian-manual',
  '/batal-penjualan-manual',
  '/blank',
  '/cek-kupon',
  '/closing-barang-po',
  '/dashboard',
  '/dashboardPusat',
  '/data-barang-manual',
  '/data-member',
  '/export-csv',
  '/export-data-member',
  '/hancur-barang-manual',
  '/home',
  '/import-pre-order',
  '/jenis-batu',
  '/kirim-barang',
  '/kirim-barang-cuci',
  '/kirim-barang-external',
  '/kirim-barang-kecabang',
  '/landingpages',
  '/laporan-aktivasi-member',
  '/laporan-batal-pembelian-manual',
  '/laporan-batal-penjualan-manual',
  '/laporan-bayar-point',
  '/laporan-buku-berlian',
  '/laporan-closing-barang-po',
  '/laporan-cucian-harian',
  '/laporan-daftar-member',
  '/laporan-global-pembelian',
  '/laporan-global-penjualan',
  '/laporan-global-sales',
  '/laporan-global-stock-pinjam',
  '/laporan-global-stock-toko',
  '/laporan-hancur-barang-manual',
  '/laporan-harian-member',
  '/laporan-kartu-stock-hadiah',
  '/laporan-kirim-barang',
  '/laporan-kirim-barang-kepusat',
  '/laporan-kirim-barang-online',
  '/laporan-outstand-po',
  '/laporan-pembelian-manual',
  '/laporan-pembelian-perfaktur',
  '/laporan-penebusan-detail',
  '/laporan-penebusan-rekap',
  '/laporan-penjualan-manual',
  '/laporan-penjualan-po',
  '/laporan-pindah-barang-manual',
  '/laporan-pindah-sortir',
  '/laporan-pinjaman-rekap',
  '/laporan-saldo-barang-aktif',
  '/laporan-sortir-pembelian',
  '/laporan-stock-cuci-manual',
  '/laporan-stock-opname-global',
  '/laporan-stock-opname-rfid',
  '/laporan-stock-titipan-simpan',
  '/laporan-summary-barang-manual',
  '/laporan-tambah-barang-manual',
  '/laporan-top-member',
  '/laporan-transaksi-cash',
  '/laporan-transaksi-harian',
  '/laporan-transaksi-po',
  '/laporan-transaksi-simpanan-titipan',
  '/laporan-wasting-sepuhan',
  '/lelang-cicilan',
  '/lihat-cicilan',
  '/lihat-pembelian-manual',
  '/lihat-penjualan-manual',
  '/lihat-pre-order',
  '/lihat-transaksi-member',
  '/marketplace-setting',
  '/master-batu-berlian',
  '/master-batu-clarity',
  '/master-batu-color',
  '/master-batu-cutgrade',
  '/master-batu-fluorencence',
  '/master-batu-polish',
  '/master-batu-shape',
  '/master-batu-symetry',
  '/master-kelompok-harga',
  '/master-plafond-hutang',
  '/master-potongan-pembelian',
  '/master-supplier',
  '/master-supplier-berlian',
  '/master-toko',
  '/parameter-akun',
  '/parameter-bonus-sales',
  '/parameter-bunga-hutang',
  '/parameter-cicilan',
  '/parameter-deskripsi-service',
  '/parameter-hutang-pokok',
  '/parameter-kupon',
  '/parameter-reset-poin-member',
  '/pindah-barang-manual',
  '/pindah-sortir',
  '/plafond-kadar-hutang',
  '/redirect-to-grosir',
  '/setting-member',
  '/setting-nota',
  '/setting-nota-slip',
  '/settingsystem',
  '/sortir-pembelian',
  '/stock-cuci-manual',
  '/stock-opname-global',
  '/stock-opname-rfid',
  '/subMenuBarang',
  '/terima-barang',
  '/terima-barang-cuci',
  '/terima-sepuhan',
  '/transaksi-cicilan',
  '/transaksi-jual-beli-manual',
  '/transaksi-poin',
  '/transaksi-pre-order',
  '/tukar-point',
  '/update-barang-external',
  '/validasi-non-cash',
  '/validasi-pesanan',
  '/validasi-service',
  '/wasting-sepuhan',
  '/whatsapp-setting',
];
/** Paths the specification gives by name only (masters, goods, deposits, cash, users). */
const NAMED = [
  'kategori',
  'jenis',
  'group',
  'bandrol',
  'kode-transaksi',
  'gudang',
  'baki',
  'sales',
  'tukang',
  'kondisi-barang',
  'kondisi-pembelian',
  'kondisi-pinjaman',
  'data-hadiah',
  'parameter-rugi-nota',
  'parameter-harga-emas',
  'parameter-jenis-group',
  'kadar',
  'bank',
  'rekening',
  'warna',
  'parameter-point',
  'parameter-ongkos',
  'tambah-data-barang',
  'tambah-barang-banyak',
  'data-barang',
  'pindah-barang',
  'hancur-data-barang',
  'pindah-barang-satu-baki',
  'timbang-baki',
  'cetak-barcode',
  'transaksi-simpan-titipan',
  'lihat-simpan-titipan',
  'lelang-simpan-titipan',
  'batal-titipan-lunas',
  'validasi-titip-simpan',
  'validasi-hutang',
  'uang-kas',
  'kirim-uang',
  'terima-uang',
  'uang-bank',
  'gesek-tunai',
  'pengalihan-saldo-uang',
  'data-users',
  'hak-akses-users',
  'hak-akses-news',
  'settingtoko',
  'terms-and-conditions',
  'privacy-policy',
].map((p) => `/${p}`);

describe('route table', () => {
  it('holds every path of the specification, once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ['/', ...SPEC_PATHS, ...NAMED]) expect(paths, p).toContain(p);
  });

  it('has a regular and a diamond catalogue page for each catalogue screen', () => {
    const katalog = ROUTES.filter((r) => r.group === 'KATALOG').map((r) => r.path);
    expect(katalog).toContain('/banner-katalog');
    expect(katalog).toContain('/diamond/banner-katalog');
    expect(katalog.filter((p) => p.startsWith('/diamond/')).length * 2).toBe(katalog.length);
    expect(katalog.length).toBe(18);
  });

  it('gates only with known module keys', () => {
    const known = new Set<string>(MODULE_KEYS);
    for (const r of ROUTES) {
      const keys = [...(r.gate?.anyOf ?? []), ...(r.gate?.allOf ?? []), ...(r.gate?.noneOf ?? [])];
      if (r.ownerOnlyModule) keys.push(r.ownerOnlyModule);
      for (const k of keys) expect(known.has(k), `${r.path} ${k}`).toBe(true);
    }
  });

  it('gives every sub-menu page its group and a route', () => {
    for (const g of MENU_GROUPS.filter((g) => g.subMenuPath)) {
      expect(findRoute(g.subMenuPath ?? '')?.group).toBe(g.key);
    }
    for (const g of MENU_GROUPS)
      expect(
        ROUTES.some((r) => r.group === g.key),
        g.key,
      ).toBe(true);
  });

  it('keeps each access-tree group under the 200 entries a saved tree allows', () => {
    for (const g of MENU_GROUPS) expect(ROUTES.filter((r) => r.group === g.key).length).toBeLessThan(200);
  });

  it('marks the built routes', () => {
    expect(BUILT_ROUTES.has('/SubMenuLaporan')).toBe(true);
    expect(findRoute('/data-users')?.built).toBe(true);
    expect(findRoute('/master-toko')?.built).toBe(true);
    expect(findRoute('/transaksi-penjualan')?.built).toBe(true);
    expect(findRoute('/transaksi-pre-order')?.built).toBe(true);
    expect(findRoute('/kirim-barang-cuci')?.built).toBe(true);
    expect(findRoute('/marketplace-setting')?.built).toBe(true);
    expect(findRoute('/stock-opname-rfid')?.built).toBe(true);
    for (const p of BUILT_ROUTES) expect(findRoute(p), p).toBeDefined();
    expect(ROUTES.filter((r) => r.built).length).toBe(BUILT_ROUTES.size);
  });

  it('has a route for every screen the definitions declare', () => {
    const declared = [
      ...PRE_ORDER_PAGES,
      ...MENU_GROUPS.flatMap((g) => (g.subMenuPath ? [g.subMenuPath] : [])),
      ...MASTERS.map((m) => m.route),
      ...KATALOG_KINDS.flatMap((k) => [pagePath(k, 'REGULER'), pagePath(k, 'DIAMOND')]),
      ...REPORTS.map((r) => r.route),
      ...DOCUMENT_KINDS.flatMap((k) =>
        [k.routes.lihat, k.routes.batal ?? [], k.routes.validasi ?? []].flat(),
      ),
    ];
    expect(declared.length).toBeGreaterThan(150);
    for (const p of declared) expect(BUILT_ROUTES.has(p), p).toBe(true);
  });

  it("builds every route of the three documents: none shows 'Segera hadir'", () => {
    expect(ROUTES.filter((r) => !r.built).map((r) => r.path)).toEqual([]);
    for (const p of SPEC_PATHS) expect(findRoute(p)?.built, p).toBe(true);
  });

  it('puts the specification gates and levels in place', () => {
    expect(findRoute('/settingsystem')?.levels).toEqual(['OWN', 'SU', 'DEV', 'MU']);
    expect(findRoute('/export-csv')?.levels).toEqual(['SU', 'MU']);
    expect(findRoute('/setting-nota')?.ownerOnlyModule).toBe(MODULE.SETTING_NOTA_OWNER);
    expect(findRoute('/setting-nota-slip')?.ownerOnlyModule).toBe(MODULE.SETTING_NOTA_OWNER);
    expect(findRoute('/master-toko')?.gate).toEqual({
      anyOf: [MODULE.KIRIM_BARANG_CABANG],
      appModes: ['PUSAT'],
    });
    expect(findRoute('/data-barang-manual')?.gate).toEqual({
      anyOf: [MODULE.MANUAL_ITEMS_TRANSACTION],
      appModes: ['STOCK_JUAL_MANUAL'],
    });
    expect(findRoute('/terima-sepuhan')?.gate).toEqual({
      anyOf: [MODULE.SEPUHAN],
      noneOf: [MODULE.SEPUHAN_PUSAT],
    });
    expect(findRoute('/laporan-cucian-harian')?.gate).toEqual({ anyOf: [MODULE.SEPUHAN] });
    expect(findRoute('/parameter-reset-poin-member')?.gate?.allOf).toContain(MODULE.RESET_POINT_MEMBER);
    for (const p of ['/', '/terms-and-conditions', '/privacy-policy'])
      expect(findRoute(p)?.public).toBe(true);
    expect(ROUTES.filter((r) => r.public).length).toBe(3);
    expect(findRoute('/kategori')?.gate).toBeUndefined();
  });

  it('finds a route by path, ignoring query, hash and a trailing slash', () => {
    expect(findRoute('/data-users?page=2')?.path).toBe('/data-users');
    expect(findRoute('/data-users/')?.path).toBe('/data-users');
    expect(findRoute('/data-users#x')?.path).toBe('/data-users');
    expect(findRoute('/')?.title).toBe('Login');
    expect(findRoute('/submenupenjualan')).toBeUndefined();
    expect(findRoute('/tidak-ada')).toBeUndefined();
  });

  it('titles documents as page | app', () => {
    expect(APP_TITLE).toBe('Back Office Toko Emas');
    expect(documentTitle('/data-users')).toBe('Data Users | Back Office Toko Emas');
    expect(documentTitle('/tidak-ada')).toBe('Halaman Tidak Ditemukan | Back Office Toko Emas');
  });
});
