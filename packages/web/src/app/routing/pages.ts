import { DOCUMENT_KINDS, MASTERS, REPORTS } from '@emas/contract';
import { KATALOG_KINDS, pagePath } from '@emas/contract/api/katalog';
import { type LazyPage, lazyPage } from './lazy-page.ts';

const MasterPage = lazyPage(() => import('../../features/master/pages/master-page.tsx'), 'MasterPage');
const ReportPage = lazyPage(() => import('../../features/laporan/pages/report-page.tsx'), 'ReportPage');
const LihatDokumenPage = lazyPage(
  () => import('../../features/dokumen/pages/lihat-dokumen-page.tsx'),
  'LihatDokumenPage',
);
const BatalDokumenPage = lazyPage(
  () => import('../../features/dokumen/pages/batal-dokumen-page.tsx'),
  'BatalDokumenPage',
);
const ValidasiDokumenPage = lazyPage(
  () => import('../../features/dokumen/pages/validasi-dokumen-page.tsx'),
  'ValidasiDokumenPage',
);
const KatalogPage = lazyPage(() => import('../../features/katalog/pages/katalog-page.tsx'), 'KatalogPage');

/**
 * The screens that are built, by route path. A route of the route table without an entry here shows
 * the 'Segera hadir' page; the contract's BUILT_ROUTES lists the same paths.
 */
export const PAGES: Readonly<Record<string, LazyPage>> = {
  ...Object.fromEntries(MASTERS.map((m) => [m.route, MasterPage])),
  ...Object.fromEntries(REPORTS.map((r) => [r.route, ReportPage])),
  // Every document kind's lihat, batal and validasi pages (contract/src/dokumen).
  ...Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.routes.lihat, LihatDokumenPage])),
  ...Object.fromEntries(
    DOCUMENT_KINDS.flatMap((k) => (k.routes.batal ? [[k.routes.batal, BatalDokumenPage]] : [])),
  ),
  ...Object.fromEntries(
    DOCUMENT_KINDS.flatMap((k) => (k.routes.validasi ? [[k.routes.validasi, ValidasiDokumenPage]] : [])),
  ),
  '/data-barang-manual': lazyPage(
    () => import('../../features/barang-manual/pages/data-barang-manual-page.tsx'),
    'DataBarangManualPage',
  ),
  '/pindah-barang-manual': lazyPage(
    () => import('../../features/barang-manual/pages/mutasi-barang-manual-page.tsx'),
    'PindahBarangManualPage',
  ),
  '/hancur-barang-manual': lazyPage(
    () => import('../../features/barang-manual/pages/mutasi-barang-manual-page.tsx'),
    'HancurBarangManualPage',
  ),
  '/transaksi-jual-beli-manual': lazyPage(
    () => import('../../features/barang-manual/pages/transaksi-jual-beli-manual-page.tsx'),
    'TransaksiJualBeliManualPage',
  ),
  '/batal-pembelian-manual': lazyPage(
    () => import('../../features/barang-manual/pages/batal-pembelian-manual-page.tsx'),
    'BatalPembelianManualPage',
  ),
  '/data-member': lazyPage(
    () => import('../../features/member/pages/data-member-page.tsx'),
    'DataMemberPage',
  ),
  '/setting-member': lazyPage(
    () => import('../../features/member/pages/setting-member-page.tsx'),
    'SettingMemberPage',
  ),
  '/lihat-transaksi-member': lazyPage(
    () => import('../../features/member/pages/lihat-transaksi-member-page.tsx'),
    'LihatTransaksiMemberPage',
  ),
  '/transaksi-poin': lazyPage(
    () => import('../../features/member/pages/transaksi-poin-page.tsx'),
    'TransaksiPoinPage',
  ),
  '/tukar-point': lazyPage(
    () => import('../../features/member/pages/tukar-point-page.tsx'),
    'TukarPointPage',
  ),
  '/export-csv': lazyPage(
    () => import('../../features/export-csv/pages/export-csv-page.tsx'),
    'ExportCsvPage',
  ),
  '/kirim-barang-external': lazyPage(
    () => import('../../features/external/pages/kirim-barang-external-page.tsx'),
    'KirimBarangExternalPage',
  ),
  '/update-barang-external': lazyPage(
    () => import('../../features/external/pages/update-barang-external-page.tsx'),
    'UpdateBarangExternalPage',
  ),
  '/marketplace-setting': lazyPage(
    () => import('../../features/marketplace/pages/marketplace-setting-page.tsx'),
    'MarketplaceSettingPage',
  ),
  '/redirect-to-grosir': lazyPage(
    () => import('../../features/marketplace/pages/redirect-to-grosir-page.tsx'),
    'RedirectToGrosirPage',
  ),
  '/whatsapp-setting': lazyPage(
    () => import('../../features/whatsapp/pages/whatsapp-setting-page.tsx'),
    'WhatsappSettingPage',
  ),
  '/outbox-pesan': lazyPage(
    () => import('../../features/whatsapp/pages/outbox-pesan-page.tsx'),
    'OutboxPesanPage',
  ),
  '/laporan-kartu-stock-hadiah': lazyPage(
    () => import('../../features/laporan/pages/laporan-kartu-stock-hadiah-page.tsx'),
    'LaporanKartuStockHadiahPage',
  ),
  ...Object.fromEntries(
    KATALOG_KINDS.flatMap((k) => [pagePath(k, 'REGULER'), pagePath(k, 'DIAMOND')]).map((p) => [
      p,
      KatalogPage,
    ]),
  ),
  '/transaksi-pre-order': lazyPage(
    () => import('../../features/pre-order/pages/transaksi-pre-order-page.tsx'),
    'TransaksiPreOrderPage',
  ),
  '/lihat-pre-order': lazyPage(
    () => import('../../features/pre-order/pages/lihat-pre-order-page.tsx'),
    'LihatPreOrderPage',
  ),
  '/closing-barang-po': lazyPage(
    () => import('../../features/pre-order/pages/closing-barang-po-page.tsx'),
    'ClosingBarangPoPage',
  ),
  '/import-pre-order': lazyPage(
    () => import('../../features/pre-order/pages/import-pre-order-page.tsx'),
    'ImportPreOrderPage',
  ),
  '/transaksi-pesanan': lazyPage(
    () => import('../../features/pesanan/pages/transaksi-pesanan-page.tsx'),
    'TransaksiPesananPage',
  ),
  '/transaksi-cicilan': lazyPage(
    () => import('../../features/cicilan/pages/transaksi-cicilan-page.tsx'),
    'TransaksiCicilanPage',
  ),
  '/lelang-cicilan': lazyPage(
    () => import('../../features/cicilan/pages/lelang-cicilan-page.tsx'),
    'LelangCicilanPage',
  ),
  '/transaksi-service': lazyPage(
    () => import('../../features/service/pages/transaksi-service-page.tsx'),
    'TransaksiServicePage',
  ),
  '/transaksi-penjualan': lazyPage(
    () => import('../../features/penjualan/pages/transaksi-penjualan-page.tsx'),
    'TransaksiPenjualanPage',
  ),
  '/parameter-harga-emas': lazyPage(
    () => import('../../features/harga-emas/pages/parameter-harga-emas-page.tsx'),
    'ParameterHargaEmasPage',
  ),
  '/dashboard': lazyPage(() => import('../../features/dashboard/pages/dashboard-page.tsx'), 'DashboardPage'),
  '/dashboardPusat': lazyPage(
    () => import('../../features/dashboard/pages/dashboard-pusat-page.tsx'),
    'DashboardPusatPage',
  ),
  '/home': lazyPage(() => import('../pages/pos-home-page.tsx'), 'PosHomePage'),
  '/404': lazyPage(() => import('../pages/not-found-page.tsx'), 'NotFoundPage'),
  '/landingpages': lazyPage(() => import('../pages/landing-page.tsx'), 'LandingPage'),
  '/parameter-akun': lazyPage(
    () => import('../../features/akun/pages/parameter-akun-page.tsx'),
    'ParameterAkunPage',
  ),
  '/data-users': lazyPage(() => import('../../features/users/pages/data-users-page.tsx'), 'DataUsersPage'),
  '/hak-akses-users': lazyPage(
    () => import('../../features/users/pages/hak-akses-users-page.tsx'),
    'HakAksesUsersPage',
  ),
  '/hak-akses-news': lazyPage(
    () => import('../../features/users/pages/hak-akses-users-page.tsx'),
    'HakAksesNewsPage',
  ),
  '/settingsystem': lazyPage(
    () => import('../../features/system/pages/setting-system-page.tsx'),
    'SettingSystemPage',
  ),
  '/settingtoko': lazyPage(
    () => import('../../features/system/pages/setting-toko-page.tsx'),
    'SettingTokoPage',
  ),
  '/setup-toko': lazyPage(
    () => import('../../features/setup-toko/pages/setup-toko-page.tsx'),
    'SetupTokoPage',
  ),
  '/setting-nota': lazyPage(
    () => import('../../features/nota/pages/setting-nota-page.tsx'),
    'SettingNotaPage',
  ),
  '/setting-nota-slip': lazyPage(
    () => import('../../features/nota/pages/setting-nota-slip-page.tsx'),
    'SettingNotaSlipPage',
  ),
  '/tutup-toko': lazyPage(() => import('../../features/system/pages/tutup-toko-page.tsx'), 'TutupTokoPage'),
  '/master-toko': lazyPage(() => import('../../features/toko/pages/master-toko-page.tsx'), 'MasterTokoPage'),
  '/sortir-pembelian': lazyPage(
    () => import('../../features/sepuhan/pages/refining-pages.tsx'),
    'SortirPembelianPage',
  ),
  '/pindah-sortir': lazyPage(
    () => import('../../features/sepuhan/pages/refining-pages.tsx'),
    'PindahSortirPage',
  ),
  '/kirim-barang-cuci': lazyPage(
    () => import('../../features/sepuhan/pages/refining-pages.tsx'),
    'KirimBarangCuciPage',
  ),
  '/terima-barang-cuci': lazyPage(
    () => import('../../features/sepuhan/pages/refining-pages.tsx'),
    'TerimaBarangCuciPage',
  ),
  '/terima-sepuhan': lazyPage(
    () => import('../../features/sepuhan/pages/refining-pages.tsx'),
    'TerimaSepuhanPage',
  ),
  '/stock-cuci-manual': lazyPage(
    () => import('../../features/sepuhan/pages/stock-cuci-manual-page.tsx'),
    'StockCuciManualPage',
  ),
  '/stock-opname-global': lazyPage(
    () => import('../../features/stock-opname/pages/stock-opname-global-page.tsx'),
    'StockOpnameGlobalPage',
  ),
  '/laporan-stock-opname-global': lazyPage(
    () => import('../../features/stock-opname/pages/laporan-stock-opname-global-page.tsx'),
    'LaporanStockOpnameGlobalPage',
  ),
  '/stock-opname-rfid': lazyPage(
    () => import('../../features/stock-opname/pages/stock-opname-rfid-page.tsx'),
    'StockOpnameRfidPage',
  ),
  '/kirim-barang-kecabang': lazyPage(
    () => import('../../features/kirim-barang/pages/kirim-barang-page.tsx'),
    'KirimBarangKeCabangPage',
  ),
  '/kirim-barang': lazyPage(
    () => import('../../features/kirim-barang/pages/kirim-barang-page.tsx'),
    'KirimBarangUmumPage',
  ),
  '/terima-barang': lazyPage(
    () => import('../../features/kirim-barang/pages/terima-barang-page.tsx'),
    'TerimaBarangPage',
  ),
  '/pindah-barang': lazyPage(
    () => import('../../features/stock/pages/pindah-barang-page.tsx'),
    'PindahBarangPage',
  ),
  '/pindah-barang-satu-baki': lazyPage(
    () => import('../../features/stock/pages/pindah-barang-satu-baki-page.tsx'),
    'PindahBarangSatuBakiPage',
  ),
  '/hancur-data-barang': lazyPage(
    () => import('../../features/stock/pages/hancur-data-barang-page.tsx'),
    'HancurDataBarangPage',
  ),
  '/hancur-barang-perbaki': lazyPage(
    () => import('../../features/stock/pages/hancur-barang-perbaki-page.tsx'),
    'HancurBarangPerbakiPage',
  ),
  '/timbang-baki': lazyPage(
    () => import('../../features/stock/pages/timbang-baki-page.tsx'),
    'TimbangBakiPage',
  ),
  '/laporan-stock-harian': lazyPage(
    () => import('../../features/stock/pages/laporan-stock-harian-page.tsx'),
    'LaporanStockHarianPage',
  ),
  '/data-barang': lazyPage(
    () => import('../../features/barang/pages/data-barang-page.tsx'),
    'DataBarangPage',
  ),
  '/tambah-data-barang': lazyPage(
    () => import('../../features/barang/pages/tambah-data-barang-page.tsx'),
    'TambahDataBarangPage',
  ),
  '/tambah-barang-banyak': lazyPage(
    () => import('../../features/barang/pages/tambah-barang-banyak-page.tsx'),
    'TambahBarangBanyakPage',
  ),
  '/update-profit': lazyPage(
    () => import('../../features/barang/pages/update-profit-page.tsx'),
    'UpdateProfitPage',
  ),
  '/cetak-barcode': lazyPage(
    () => import('../../features/barang/pages/cetak-barcode-page.tsx'),
    'CetakBarcodePage',
  ),
  '/uang-kas': lazyPage(() => import('../../features/kas/pages/uang-kas-page.tsx'), 'UangKasPage'),
  '/uang-bank': lazyPage(() => import('../../features/kas/pages/uang-bank-page.tsx'), 'UangBankPage'),
  '/pengalihan-saldo-uang': lazyPage(
    () => import('../../features/kas/pages/pengalihan-saldo-uang-page.tsx'),
    'PengalihanSaldoUangPage',
  ),
  '/cek-kupon': lazyPage(() => import('../../features/kupon/pages/cek-kupon-page.tsx'), 'CekKuponPage'),
  '/validasi-non-cash': lazyPage(
    () => import('../../features/kas/pages/validasi-non-cash-page.tsx'),
    'ValidasiNonCashPage',
  ),
  '/gesek-tunai': lazyPage(() => import('../../features/kas/pages/gesek-tunai-page.tsx'), 'GesekTunaiPage'),
  '/kirim-uang': lazyPage(() => import('../../features/kas/pages/kirim-uang-page.tsx'), 'KirimUangPage'),
  '/terima-uang': lazyPage(() => import('../../features/kas/pages/terima-uang-page.tsx'), 'TerimaUangPage'),
  '/transaksi-pembelian': lazyPage(
    () => import('../../features/pembelian/pages/transaksi-pembelian-page.tsx'),
    'TransaksiPembelianPage',
  ),
  '/transaksi-hutang': lazyPage(
    () => import('../../features/hutang/pages/transaksi-hutang-page.tsx'),
    'TransaksiHutangPage',
  ),
  '/penebusan-hutang': lazyPage(
    () => import('../../features/hutang/pages/penebusan-hutang-page.tsx'),
    'PenebusanHutangPage',
  ),
  '/batal-lunas-hutang': lazyPage(
    () => import('../../features/hutang/pages/batal-lunas-hutang-page.tsx'),
    'BatalLunasHutangPage',
  ),
  '/lelang-hutang': lazyPage(
    () => import('../../features/hutang/pages/lelang-hutang-page.tsx'),
    'LelangHutangPage',
  ),
  '/transaksi-simpan-titipan': lazyPage(
    () => import('../../features/titip-simpan/pages/transaksi-simpan-titipan-page.tsx'),
    'TransaksiSimpanTitipanPage',
  ),
  '/batal-titipan-lunas': lazyPage(
    () => import('../../features/titip-simpan/pages/batal-titipan-lunas-page.tsx'),
    'BatalTitipanLunasPage',
  ),
  '/lelang-simpan-titipan': lazyPage(
    () => import('../../features/titip-simpan/pages/lelang-simpan-titipan-page.tsx'),
    'LelangSimpanTitipanPage',
  ),
};
