import { MODULE, type ModuleKey } from './modules.ts';
import type { MenuGroupKey, RouteDef } from './routes.ts';

/**
 * Every route of the foundation document's route table (section 2), plus the screens of the other two
 * documents. Paths the specification gives are verbatim; the others are marked 'chosen'.
 */
type Entry = Omit<RouteDef, 'built'>;

const r = (path: string, title: string, group: MenuGroupKey | null, extra: Partial<Entry> = {}): Entry => ({
  path,
  title,
  group,
  ...extra,
});
const any = (...anyOf: ModuleKey[]): Partial<Entry> => ({ gate: { anyOf } });
/** A whole section behind the same gate. */
const gated = (gate: Partial<Entry>, entries: Entry[]): Entry[] => entries.map((e) => ({ ...e, ...gate }));

const CORE: Entry[] = [
  r('/', 'Login', null, { public: true, layout: 'bare' }),
  r('/terms-and-conditions', 'Syarat Dan Ketentuan', null, { public: true, layout: 'bare' }),
  r('/privacy-policy', 'Kebijakan Privasi', null, { public: true, layout: 'bare' }),
  r('/home', 'Home', null),
  r('/dashboard', 'Dashboard', 'DASHBOARD'),
  r('/dashboardPusat', 'Dashboard Pusat', 'DASHBOARD'),
  r('/404', 'Halaman Tidak Ditemukan', null),
  r('/blank', 'Halaman Kosong', null, { layout: 'bare' }),
  r('/landingpages', 'Landing Page', null),
  r('/subMenuBarang', 'Data Barang', 'BARANG'),
  r('/SubMenuPenjualan', 'Penjualan', 'PENJUALAN'),
  r('/SubMenuPesanan', 'Pesanan', 'PESANAN'),
  r('/SubMenuPembelian', 'Pembelian', 'PEMBELIAN'),
  r('/SubMenuService', 'Service', 'SERVICE'),
  r('/SubMenuHutang', 'Hutang', 'HUTANG'),
  r('/SubMenuValidasi', 'Validasi', 'VALIDASI'),
  r('/SubMenuLaporan', 'Laporan', 'LAPORAN'),
  r('/SubMenuUtility', 'Utility', 'UTILITY'),
  r('/SubMenuMember', 'Member', 'MEMBER'),
];

const MASTERS: Entry[] = [
  r('/kategori', 'Master Kategori', 'MASTER'),
  r('/jenis', 'Master Jenis', 'MASTER'),
  r('/group', 'Master Group', 'MASTER'),
  r('/bandrol', 'Master Bandrol', 'MASTER'),
  r('/kode-transaksi', 'Master Kode Transaksi', 'MASTER'),
  r('/gudang', 'Master Gudang', 'MASTER'),
  r('/baki', 'Master Baki', 'MASTER'),
  r('/sales', 'Master Sales', 'MASTER'),
  r('/tukang', 'Master Tukang', 'MASTER'),
  r('/kondisi-barang', 'Master Kondisi Barang', 'MASTER'),
  r('/kondisi-pembelian', 'Master Kondisi Pembelian', 'MASTER'),
  r('/kondisi-pinjaman', 'Master Kondisi Pinjaman', 'MASTER'),
  r('/data-hadiah', 'Data Hadiah', 'MASTER'),
  r('/parameter-rugi-nota', 'Parameter Rugi Nota', 'MASTER'),
  r('/parameter-harga-emas', 'Parameter Harga Emas', 'MASTER'),
  r('/parameter-jenis-group', 'Parameter Jenis Group', 'MASTER'),
  r('/kadar', 'Master Kadar', 'MASTER'),
  r('/bank', 'Master Bank', 'MASTER'),
  r('/rekening', 'Master Rekening', 'MASTER'),
  r('/warna', 'Master Warna', 'MASTER'),
  r('/parameter-point', 'Parameter Point', 'MASTER'),
  r('/parameter-ongkos', 'Parameter Ongkos', 'MASTER'),
  // Spec 2 places Pengalihan Saldo Uang under Data Master.
  r('/pengalihan-saldo-uang', 'Pengalihan Saldo Uang', 'MASTER'),
];

const GOODS: Entry[] = [
  r('/tambah-data-barang', 'Tambah Data Barang', 'BARANG'),
  r('/tambah-barang-banyak', 'Tambah Barang Banyak', 'BARANG'),
  r('/data-barang', 'Data Barang', 'BARANG'),
  r('/pindah-barang', 'Pindah Barang', 'BARANG'),
  r('/hancur-data-barang', 'Hancur Barang', 'BARANG'),
  r('/pindah-barang-satu-baki', 'Pindah Barang Satu Baki', 'BARANG'),
  r('/timbang-baki', 'Timbang Baki', 'BARANG'),
  r('/cetak-barcode', 'Cetak Barcode', 'BARANG'),
  r('/hancur-barang-perbaki', 'Hancur Barang Perbaki', 'BARANG'), // chosen
  r('/update-profit', 'Update Profit', 'BARANG'), // chosen
];

/** Purchase, sales, order, service and debt screens: paths not shown by the specification, chosen. */
const TRANSACTIONS: Entry[] = [
  r('/transaksi-penjualan', 'Transaksi Penjualan', 'PENJUALAN'),
  r('/lihat-penjualan', 'Lihat Penjualan', 'PENJUALAN'),
  r('/batal-penjualan', 'Batal Penjualan', 'PENJUALAN'),
  r('/transaksi-pesanan', 'Transaksi Pesanan', 'PESANAN'),
  r('/lihat-pesanan', 'Lihat Pesanan', 'PESANAN'),
  r('/batal-pesanan', 'Batal Pesanan', 'PESANAN'),
  r('/transaksi-pembelian', 'Transaksi Pembelian', 'PEMBELIAN'),
  r('/lihat-pembelian', 'Lihat Pembelian', 'PEMBELIAN'),
  r('/batal-pembelian', 'Batal Pembelian', 'PEMBELIAN'),
  r('/transaksi-service', 'Transaksi Service', 'SERVICE'),
  r('/lihat-service', 'Lihat Service', 'SERVICE'),
  r('/batal-service', 'Batal Service', 'SERVICE'),
  r('/transaksi-hutang', 'Transaksi Hutang', 'HUTANG'),
  r('/lihat-hutang', 'Lihat Hutang', 'HUTANG'),
  r('/penebusan-hutang', 'Penebusan Hutang', 'HUTANG'), // chosen (redemption and extension of a loan)
  r('/lelang-hutang', 'Lelang Hutang', 'HUTANG'),
  r('/batal-lunas-hutang', 'Batal Lunas Hutang', 'HUTANG'),
  r('/batal-hutang', 'Batal Hutang', 'HUTANG'), // chosen (the loan cancelled itself)
  r('/validasi-hutang', 'Validasi Hutang', 'VALIDASI'),
];

const DEPOSITS: Entry[] = [
  r('/transaksi-simpan-titipan', 'Transaksi Titip Simpan', 'HUTANG'),
  r('/lihat-simpan-titipan', 'Lihat Titip Simpan', 'HUTANG'),
  r('/lelang-simpan-titipan', 'Lelang Titip Simpan', 'HUTANG'),
  r('/batal-titipan-lunas', 'Batal Titipan Lunas', 'HUTANG'),
  r('/validasi-titip-simpan', 'Validasi Titip Simpan', 'VALIDASI'),
  r('/laporan-lelang-titipan-simpan', 'Laporan Lelang Titipan Simpan', 'LAPORAN'), // chosen
  r('/laporan-batal-titipan-simpan', 'Laporan Batal Titip Simpan', 'LAPORAN'), // chosen
  r('/laporan-lunas-titipan-simpan', 'Laporan Titipan Simpan Lunas', 'LAPORAN'), // chosen
];

const CASH: Entry[] = [
  r('/uang-kas', 'Uang Kas', 'KEUANGAN'),
  r('/kirim-uang', 'Kirim Uang Pusat', 'KEUANGAN'),
  r('/terima-uang', 'Terima Uang Pusat', 'KEUANGAN'),
  r('/uang-bank', 'Uang Bank', 'KEUANGAN'),
  r('/gesek-tunai', 'Gesek Tunai', 'KEUANGAN'),
];

/** Ungated reports named in documents 2 and 3 (paths chosen). */
const REPORTS: Entry[] = [
  r('/laporan-gesek-tunai', 'Laporan Gesek Tunai', 'LAPORAN'),
  r('/laporan-service', 'Laporan Service', 'LAPORAN'),
  r('/laporan-aktivitas-timbang-baki', 'Laporan Aktivitas Timbang Baki', 'LAPORAN'),
  r('/laporan-otorisasi', 'Laporan Otorisasi', 'LAPORAN'),
  r('/laporan-penjualan-rekap-pajak', 'Laporan Penjualan Rekap', 'LAPORAN'),
  r('/laporan-pembelian-transfer', 'Laporan Pembelian Transfer', 'LAPORAN'),
  r('/laporan-override-harga-pembelian', 'Laporan Override Harga Pembelian', 'LAPORAN'),
  r('/laporan-override-bunga-hutang', 'Laporan Override Bunga Hutang', 'LAPORAN'), // chosen
  r('/laporan-pinjaman', 'Laporan Pinjaman', 'LAPORAN'),
  r('/laporan-rekap-sales', 'Laporan Rekap Sales', 'LAPORAN'),
  r('/laporan-transaksi-penjualan', 'Laporan Transaksi Penjualan', 'LAPORAN'),
  r('/laporan-transaksi-pembelian', 'Laporan Transaksi Pembelian', 'LAPORAN'),
  r('/laporan-rekap-pembelian', 'Laporan Rekap Pembelian', 'LAPORAN'),
  r('/laporan-pembelian-per-kondisi', 'Laporan Pembelian Per Kondisi', 'LAPORAN'),
  r('/laporan-akhir-hari', 'Laporan Akhir Hari', 'LAPORAN'),
  r('/laporan-harian-emas', 'Laporan Harian Emas', 'LAPORAN'),
  r('/laporan-keuangan-akhir-hari', 'Laporan Keuangan Akhir Hari', 'LAPORAN'),
  r('/laporan-lelang-hutang', 'Laporan Lelang Hutang', 'LAPORAN'),
  r('/laporan-perubahan-data', 'Laporan Perubahan Data', 'LAPORAN'), // chosen
  r('/laporan-harga-emas', 'Laporan Harga Emas', 'LAPORAN'), // chosen
  r('/laporan-tambah-barang', 'Laporan Tambah Barang', 'LAPORAN'), // chosen
  r('/laporan-stock-harian', 'Laporan Stock Harian', 'LAPORAN'), // chosen
  r('/laporan-pindah-barang', 'Laporan Pindah Barang', 'LAPORAN'), // chosen
  r('/laporan-hancur-barang', 'Laporan Hancur Barang', 'LAPORAN'), // chosen
  r('/laporan-saldo-stock', 'Laporan Saldo Stock', 'LAPORAN'), // chosen
];

const USERS_AND_SETTINGS: Entry[] = [
  r('/data-users', 'Data Users', 'UTILITY'),
  r('/hak-akses-users', 'Hak Akses Users', 'UTILITY'),
  r('/hak-akses-news', 'Hak Akses News', 'UTILITY'),
  r('/settingtoko', 'Setting Toko', 'UTILITY'),
  // chosen: the first-run set-up of a new shop (issue 39)
  r('/setup-toko', 'Setup Toko', 'UTILITY', { levels: ['OWN', 'SU'] }),
  r('/settingsystem', 'Setting System', 'UTILITY', { levels: ['OWN', 'SU', 'DEV', 'MU'] }),
  // The nota layout designer (member-card labels) has no sidebar or header.
  r('/setting-nota', 'Setting Nota', 'UTILITY', {
    ownerOnlyModule: MODULE.SETTING_NOTA_OWNER,
    layout: 'bare',
  }),
  r('/setting-nota-slip', 'Setting Nota Slip', 'UTILITY', { ownerOnlyModule: MODULE.SETTING_NOTA_OWNER }),
  r('/tutup-toko', 'Tutup Toko', 'UTILITY'), // chosen
];

const CATALOGUE_PAGES: [string, string][] = [
  ['banner-katalog', 'Banner Katalog'],
  ['kategori-katalog', 'Kategori Katalog'],
  ['item-katalog', 'Item Katalog'],
  ['info-katalog', 'Info Katalog'],
  ['group-description-katalog', 'Deskripsi Group Member'],
  ['hadiah-katalog', 'Hadiah Katalog'],
  ['harga-katalog', 'Harga Katalog'],
  ['kontak-admin-katalog', 'Kontak Admin'],
  ['splashscreen-katalog', 'Splash Screen'],
];
/** Catalogue administration, regular and diamond (paths chosen). */
const CATALOGUE: Entry[] = [
  ...CATALOGUE_PAGES.map(([p, t]) => r(`/${p}`, t, 'KATALOG')),
  ...CATALOGUE_PAGES.map(([p, t]) => r(`/diamond/${p}`, `${t} Diamond`, 'KATALOG')),
];

const MANUAL_ITEMS = gated(
  { gate: { anyOf: [MODULE.MANUAL_ITEMS_TRANSACTION], appModes: ['STOCK_JUAL_MANUAL'] } },
  [
    r('/data-barang-manual', 'Data Barang Manual', 'BARANG'),
    r('/pindah-barang-manual', 'Pindah Barang Manual', 'BARANG'),
    r('/hancur-barang-manual', 'Hancur Barang Manual', 'BARANG'),
    r('/laporan-tambah-barang-manual', 'Laporan Tambah Barang Manual', 'LAPORAN'),
    r('/laporan-pindah-barang-manual', 'Laporan Pindah Barang Manual', 'LAPORAN'),
    r('/laporan-hancur-barang-manual', 'Laporan Hancur Barang Manual', 'LAPORAN'),
    r('/laporan-summary-barang-manual', 'Laporan Barang Manual Summary', 'LAPORAN'),
    r('/transaksi-jual-beli-manual', 'Transaksi Jual Beli Manual', 'PENJUALAN'),
    r('/lihat-penjualan-manual', 'Lihat Penjualan Manual', 'PENJUALAN'),
    r('/lihat-pembelian-manual', 'Lihat Pembelian Manual', 'PEMBELIAN'),
    r('/batal-pembelian-manual', 'Batal Pembelian Manual', 'PEMBELIAN'),
    r('/batal-penjualan-manual', 'Batal Penjualan Manual', 'PENJUALAN'),
    r('/laporan-penjualan-manual', 'Laporan Penjualan Manual', 'LAPORAN'),
    r('/laporan-pembelian-manual', 'Laporan Pembelian Manual', 'LAPORAN'),
    r('/laporan-batal-penjualan-manual', 'Laporan Batal Penjualan Manual', 'LAPORAN'),
    r('/laporan-batal-pembelian-manual', 'Laporan Batal Pembelian Manual', 'LAPORAN'),
  ],
);

const INSTALLMENTS = gated(any(MODULE.CICILAN), [
  r('/parameter-cicilan', 'Parameter Cicilan', 'MASTER'),
  r('/transaksi-cicilan', 'Transaksi Cicilan', 'PENJUALAN'),
  r('/lihat-cicilan', 'Lihat Cicilan', 'PENJUALAN'),
  r('/lelang-cicilan', 'Lelang Cicilan', 'PENJUALAN'),
  r('/batal-cicilan', 'Batal Cicilan', 'PENJUALAN'),
]);

const LIFE_FEATURE = gated(any(MODULE.HIDUP_FEATURE), [
  r('/master-kelompok-harga', 'Master Kelompok Harga', 'MASTER'),
  r('/laporan-pinjaman-rekap', 'Laporan Pinjaman Rekap', 'LAPORAN'),
  r('/laporan-penebusan-rekap', 'Laporan Penebusan Rekap', 'LAPORAN'),
  r('/laporan-global-penjualan', 'Laporan Global Penjualan', 'LAPORAN'),
  r('/laporan-global-pembelian', 'Laporan Global Pembelian', 'LAPORAN'),
  r('/laporan-global-sales', 'Laporan Global Sales', 'LAPORAN'),
  r('/laporan-global-stock-pinjam', 'Laporan Global Stock Pinjam', 'LAPORAN'),
  r('/laporan-pembelian-perfaktur', 'Laporan Pembelian Per Faktur', 'LAPORAN'),
  r('/laporan-penebusan-detail', 'Laporan Penebusan Detail', 'LAPORAN'),
  r('/laporan-global-stock-toko', 'Laporan Global Stock Toko', 'LAPORAN'),
  r('/laporan-transaksi-cash', 'Laporan Transaksi Cash', 'LAPORAN'),
]);

const MEMBERS: Entry[] = [
  r('/laporan-aktivasi-member', 'Laporan Aktivasi Member', 'MEMBER'),
  ...gated(any(MODULE.MEMBER), [
    r('/data-member', 'Data Member', 'MEMBER'),
    r('/setting-member', 'Setting Member', 'MEMBER'),
    r('/lihat-transaksi-member', 'Lihat Transaksi Member', 'MEMBER'),
    r('/transaksi-poin', 'Transaksi Poin', 'MEMBER'),
    r('/tukar-point', 'Tukar Point', 'MEMBER'),
    r('/laporan-daftar-member', 'Laporan Daftar Member', 'MEMBER'),
    r('/laporan-top-member', 'Laporan Top Member', 'MEMBER'),
    r('/laporan-harian-member', 'Laporan Harian Member', 'MEMBER'),
    r('/laporan-kartu-stock-hadiah', 'Laporan Kartu Stock Hadiah', 'MEMBER'),
    r('/export-data-member', 'Export Data Member', 'MEMBER'),
  ]),
  r('/parameter-reset-poin-member', 'Parameter Reset Poin Member', 'MEMBER', {
    gate: { allOf: [MODULE.MEMBER, MODULE.RESET_POINT_MEMBER] },
  }),
];

const PRE_ORDER = gated(any(MODULE.PRE_ORDER), [
  r('/transaksi-pre-order', 'Transaksi Pre Order', 'PESANAN'),
  r('/lihat-pre-order', 'Lihat Pre Order', 'PESANAN'),
  r('/import-pre-order', 'Import Pre Order', 'PESANAN'),
  r('/closing-barang-po', 'Closing Barang Pre Order', 'PESANAN'),
  r('/laporan-penjualan-po', 'Laporan Penjualan PO', 'LAPORAN'),
  r('/laporan-outstand-po', 'Laporan Outstand PO', 'LAPORAN'),
  r('/laporan-closing-barang-po', 'Laporan Closing Barang Po', 'LAPORAN'),
  r('/laporan-transaksi-po', 'Laporan Transaksi Po', 'LAPORAN'),
]);

const REFINING: Entry[] = [
  ...gated(any(MODULE.SEPUHAN), [
    r('/kirim-barang-cuci', 'Kirim Barang Cuci', 'BARANG'),
    r('/laporan-cucian-harian', 'Laporan Cucian Harian', 'LAPORAN'),
    r('/laporan-wasting-sepuhan', 'Laporan Wasting Sepuhan', 'LAPORAN'),
    r('/laporan-kirim-barang-kepusat', 'Laporan Kirim Barang Ke Pusat', 'LAPORAN'),
    r('/laporan-sortir-pembelian', 'Laporan Sortir Pembelian', 'LAPORAN'),
    r('/laporan-pindah-sortir', 'Laporan Pindah Sortir', 'LAPORAN'),
    r('/laporan-saldo-barang-aktif', 'Laporan Saldo Barang Aktif', 'LAPORAN'),
    // chosen: the owner's gram ledger per kadar (24K-equivalent) across every stock movement.
    r('/laporan-mutasi-gram', 'Laporan Mutasi Gram 24K', 'LAPORAN'),
  ]),
  ...gated({ gate: { anyOf: [MODULE.SEPUHAN], noneOf: [MODULE.SEPUHAN_PUSAT] } }, [
    r('/terima-sepuhan', 'Terima Sepuhan', 'BARANG'),
    r('/terima-barang-cuci', 'Terima Barang Cuci', 'BARANG'),
    r('/sortir-pembelian', 'Sortir Pembelian', 'PEMBELIAN'),
    r('/pindah-sortir', 'Pindah Sortir', 'PEMBELIAN'),
    r('/wasting-sepuhan', 'Wasting Sepuhan', 'BARANG'),
  ]),
  ...gated(any(MODULE.STOCK_CUCI_MANUAL), [
    r('/stock-cuci-manual', 'Stock Cuci Manual', 'BARANG'),
    r('/laporan-stock-cuci-manual', 'Laporan Stock Cuci Manual', 'LAPORAN'),
  ]),
];

const DIAMOND = gated(any(MODULE.BERLIAN), [
  r('/jenis-batu', 'Master Jenis Batu', 'MASTER'),
  r('/master-supplier-berlian', 'Master Supplier Berlian', 'MASTER'),
  r('/master-batu-shape', 'Master Batu Shape', 'MASTER'),
  r('/master-batu-color', 'Master Batu Color', 'MASTER'),
  r('/master-batu-clarity', 'Master Batu Clarity', 'MASTER'),
  r('/master-batu-fluorencence', 'Master Batu Fluorencence', 'MASTER'),
  r('/master-batu-symetry', 'Master Batu Symetry', 'MASTER'),
  r('/master-batu-polish', 'Master Batu Polish', 'MASTER'),
  r('/master-batu-cutgrade', 'Master Batu Cut Grade', 'MASTER'),
  r('/master-batu-berlian', 'Master Batu Berlian', 'MASTER'),
  r('/laporan-buku-berlian', 'Laporan Buku Berlian', 'LAPORAN'),
  r('/laporan-penjualan-berlian', 'Laporan Penjualan Berlian', 'LAPORAN'), // chosen
]);

const SHIPPING: Entry[] = [
  ...gated(any(MODULE.KIRIM_BARANG_CABANG), [
    r('/kirim-barang-kecabang', 'Kirim Barang Ke Cabang', 'BARANG'),
    r('/terima-barang', 'Terima Barang', 'BARANG'),
    r('/kirim-barang', 'Kirim Barang', 'BARANG'),
    r('/laporan-kirim-barang', 'Laporan Kirim Barang', 'LAPORAN'),
  ]),
  // Head office needs the shop list whatever its modules.
  r('/master-toko', 'Master Toko', 'MASTER', {
    gate: { anyOf: [MODULE.KIRIM_BARANG_CABANG], appModes: ['PUSAT'] },
  }),
  r(
    '/laporan-kirim-barang-online',
    'Laporan Kirim Barang Online',
    'LAPORAN',
    any(MODULE.KIRIM_BARANG_ONLINE),
  ),
  ...gated(any(MODULE.BARANG_EXTERNAL), [
    r('/kirim-barang-external', 'Kirim Barang External', 'BARANG'),
    r('/update-barang-external', 'Update Barang External', 'BARANG'),
  ]),
];

const OTHERS_BY_MODULE: Entry[] = [
  r('/marketplace-setting', 'Marketplace Setting', 'UTILITY', any(MODULE.MARKETPLACE)),
  r('/parameter-hutang-pokok', 'Parameter Hutang Pokok', 'MASTER', any(MODULE.PARAMETER_HUTANG)),
  r('/parameter-bunga-hutang', 'Parameter Bunga Hutang', 'MASTER', any(MODULE.PARAMETER_HUTANG)),
  r('/plafond-kadar-hutang', 'Plafond Kadar Hutang', 'MASTER', any(MODULE.PLAFOND_HUTANG)),
  r('/master-plafond-hutang', 'Master Plafond Hutang', 'MASTER', any(MODULE.PLAFOND_HUTANG)),
  r('/laporan-transaksi-harian', 'Laporan Transaksi Harian', 'LAPORAN', any(MODULE.TRANSAKSI_HARIAN)),
  r('/stock-opname-global', 'Stock Opname Global', 'BARANG', any(MODULE.STOCK_OPNAME_GLOBAL)),
  r(
    '/laporan-stock-opname-global',
    'Laporan Stock Opname Global',
    'LAPORAN',
    any(MODULE.STOCK_OPNAME_GLOBAL),
  ),
  r('/stock-opname-rfid', 'Stock Opname RFID', 'BARANG', any(MODULE.RFID)),
  r('/laporan-stock-opname-rfid', 'Laporan Stock Opname RFID', 'LAPORAN', any(MODULE.RFID)),
  r('/laporan-bayar-point', 'Laporan Bayar Point', 'LAPORAN', any(MODULE.BAYAR_POINT)),
  r('/master-supplier', 'Master Supplier', 'MASTER', any(MODULE.SUPPLIER)),
  r('/parameter-bonus-sales', 'Parameter Bonus Sales', 'MASTER', any(MODULE.BONUS_SALES)),
  // chosen: the bonus that Parameter Bonus Sales gives each sales person over a period.
  r('/laporan-bonus-sales', 'Laporan Bonus Sales', 'LAPORAN', any(MODULE.BONUS_SALES)),
  r('/whatsapp-setting', 'WhatsApp Setting', 'UTILITY', any(MODULE.WHATSAPP)),
  // chosen: the outbox of WhatsApp messages and web-shop registrations, with each one's status.
  r('/outbox-pesan', 'Outbox Pesan', 'UTILITY', any(MODULE.WHATSAPP, MODULE.BARANG_EXTERNAL)),
  r('/validasi-pesanan', 'Validasi Pesanan', 'VALIDASI', any(MODULE.VALIDASI_PESANAN)),
  r('/validasi-service', 'Validasi Service', 'VALIDASI', any(MODULE.VALIDASI_SERVICE)),
  r('/validasi-non-cash', 'Validasi Non Cash', 'VALIDASI', any(MODULE.VALIDASI_NON_CASH)),
  r('/master-potongan-pembelian', 'Master Potongan Pembelian', 'MASTER', any(MODULE.POTONGAN_PEMBELIAN)),
  r('/parameter-kupon', 'Parameter Kupon', 'MASTER', any(MODULE.KUPON)),
  r('/cek-kupon', 'Cek Kupon', 'PENJUALAN', any(MODULE.KUPON)),
  r('/parameter-deskripsi-service', 'Parameter Deskripsi Service', 'MASTER', any(MODULE.DESKRIPSI_SERVICE)),
  r('/parameter-akun', 'Parameter Akun', 'KEUANGAN', any(MODULE.AKUN)),
  r('/redirect-to-grosir', 'Grosir', 'UTILITY', { ...any(MODULE.GROSIR), layout: 'bare' }),
  r('/export-csv', 'Export Csv', 'UTILITY', { ...any(MODULE.EXPORT_CSV), levels: ['SU', 'MU'] }),
  r(
    '/laporan-stock-titipan-simpan',
    'Laporan Stock Titipan Simpan',
    'LAPORAN',
    any(MODULE.LAPORAN_TITIP_SIMPAN),
  ),
  r(
    '/laporan-transaksi-simpanan-titipan',
    'Laporan Transaksi Simpanan Titipan',
    'LAPORAN',
    any(MODULE.LAPORAN_TITIP_SIMPAN),
  ),
];

export const ROUTE_TABLE: readonly Entry[] = [
  ...CORE,
  ...MASTERS,
  ...GOODS,
  ...TRANSACTIONS,
  ...DEPOSITS,
  ...CASH,
  ...REPORTS,
  ...USERS_AND_SETTINGS,
  ...CATALOGUE,
  ...MANUAL_ITEMS,
  ...INSTALLMENTS,
  ...LIFE_FEATURE,
  ...MEMBERS,
  ...PRE_ORDER,
  ...REFINING,
  ...DIAMOND,
  ...SHIPPING,
  ...OTHERS_BY_MODULE,
];
