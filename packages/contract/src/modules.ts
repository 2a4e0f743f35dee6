/**
 * Module keys: optional features a shop switches on or off (foundation document section 6).
 * Keys named by the specification are kept verbatim; the others are named here for features the
 * specification describes only in words. `MODULE.X` gives the key 'X_MODULE'.
 */
export const MODULE = {
  // named by the specification
  WHATSAPP: 'WHATSAPP_MODULE',
  PEMBULATAN_PEMBELIAN_KEBAWAH: 'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE',
  PEMBULATAN_PENJUALAN_KEBAWAH: 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE',
  HIDUP_FEATURE: 'HIDUP_FEATURE_MODULE',
  BERLIAN: 'BERLIAN_MODULE',
  MANUAL_ITEMS_TRANSACTION: 'MANUAL_ITEMS_TRANSACTION_MODULE',
  /** The finance validation module: the 'Valid By' filters and the user picker of Validasi Non Cash. */
  VALIDASI_INPUT_BY_KEUANGAN: 'VALIDASI_INPUT_BY_KEUANGAN_MODULE',
  // described in words, named here
  MEMBER: 'MEMBER_MODULE',
  RESET_POINT_MEMBER: 'RESET_POINT_MEMBER_MODULE',
  CICILAN: 'CICILAN_MODULE',
  PRE_ORDER: 'PRE_ORDER_MODULE',
  SEPUHAN: 'SEPUHAN_MODULE',
  SEPUHAN_PUSAT: 'SEPUHAN_PUSAT_MODULE',
  STOCK_CUCI_MANUAL: 'STOCK_CUCI_MANUAL_MODULE',
  KIRIM_BARANG_CABANG: 'KIRIM_BARANG_CABANG_MODULE',
  KIRIM_BARANG_ONLINE: 'KIRIM_BARANG_ONLINE_MODULE',
  BARANG_EXTERNAL: 'BARANG_EXTERNAL_MODULE',
  MARKETPLACE: 'MARKETPLACE_MODULE',
  SETTING_NOTA_OWNER: 'SETTING_NOTA_OWNER_MODULE',
  DUPLIKAT_NOTA_PEMBELIAN: 'DUPLIKAT_NOTA_PEMBELIAN_MODULE',
  DUPLIKAT_NOTA_HUTANG: 'DUPLIKAT_NOTA_HUTANG_MODULE',
  DUPLIKAT_NOTA_SERVICE: 'DUPLIKAT_NOTA_SERVICE_MODULE',
  DUPLIKAT_NOTA_PESANAN: 'DUPLIKAT_NOTA_PESANAN_MODULE',
  DUPLIKAT_NOTA_TITIPAN: 'DUPLIKAT_NOTA_TITIPAN_MODULE',
  DUPLIKAT_NOTA_AKSESORIS: 'DUPLIKAT_NOTA_AKSESORIS_MODULE',
  DUPLIKAT_NOTA_AMBIL_SERVICE: 'DUPLIKAT_NOTA_AMBIL_SERVICE_MODULE',
  DUPLIKAT_NOTA_TUKAR: 'DUPLIKAT_NOTA_TUKAR_MODULE',
  CETAK_ULANG_COPY: 'CETAK_ULANG_COPY_MODULE',
  NOTA_SERVICE_RANGKAP: 'NOTA_SERVICE_RANGKAP_MODULE',
  TANGGAL_AKTIF: 'TANGGAL_AKTIF_MODULE',
  HARI_SEBELUMNYA_OWNER: 'HARI_SEBELUMNYA_OWNER_MODULE',
  HARI_SEBELUMNYA_SPV: 'HARI_SEBELUMNYA_SPV_MODULE',
  FINGERPRINT: 'FINGERPRINT_MODULE',
  VALIDASI_NON_CASH: 'VALIDASI_NON_CASH_MODULE',
  VALIDASI_PESANAN: 'VALIDASI_PESANAN_MODULE',
  VALIDASI_SERVICE: 'VALIDASI_SERVICE_MODULE',
  STOCK_OPNAME_GLOBAL: 'STOCK_OPNAME_GLOBAL_MODULE',
  RFID: 'RFID_MODULE',
  KUPON: 'KUPON_MODULE',
  BONUS_SALES: 'BONUS_SALES_MODULE',
  POTONGAN_PEMBELIAN: 'POTONGAN_PEMBELIAN_MODULE',
  DESKRIPSI_SERVICE: 'DESKRIPSI_SERVICE_MODULE',
  AKUN: 'AKUN_MODULE',
  GROSIR: 'GROSIR_MODULE',
  EXPORT_CSV: 'EXPORT_CSV_MODULE',
  LAPORAN_TITIP_SIMPAN: 'LAPORAN_TITIP_SIMPAN_MODULE',
  PARAMETER_HUTANG: 'PARAMETER_HUTANG_MODULE',
  PLAFOND_HUTANG: 'PLAFOND_HUTANG_MODULE',
  SUPPLIER: 'SUPPLIER_MODULE',
  BAYAR_POINT: 'BAYAR_POINT_MODULE',
  TRANSAKSI_HARIAN: 'TRANSAKSI_HARIAN_MODULE',
  PEMBELIAN_UMUM_BEBAS_KTP: 'PEMBELIAN_UMUM_BEBAS_KTP_MODULE',
} as const;

export type ModuleKey = (typeof MODULE)[keyof typeof MODULE];
export type ModuleDef = { key: ModuleKey; description: string; defaultActive: boolean };

const m = (key: ModuleKey, description: string, defaultActive = false): ModuleDef => ({
  key,
  description,
  defaultActive,
});

/** Every module with its Indonesian description and whether a new shop has it on. */
export const MODULES: readonly ModuleDef[] = [
  m(MODULE.WHATSAPP, 'Kirim nota dan pesan lewat WhatsApp'),
  m(MODULE.PEMBULATAN_PEMBELIAN_KEBAWAH, 'Pembulatan harga pembelian ke bawah'),
  m(MODULE.PEMBULATAN_PENJUALAN_KEBAWAH, 'Pembulatan harga penjualan ke bawah'),
  m(MODULE.HIDUP_FEATURE, 'Fitur hidup: kelompok harga dan laporan global'),
  m(MODULE.BERLIAN, 'Transaksi dan master berlian'),
  m(MODULE.MANUAL_ITEMS_TRANSACTION, 'Barang dan transaksi jual beli manual'),
  m(MODULE.VALIDASI_INPUT_BY_KEUANGAN, 'Validasi keuangan per user input (filter Valid By)'),
  m(MODULE.MEMBER, 'Member dan poin', true),
  m(MODULE.RESET_POINT_MEMBER, 'Parameter reset poin member'),
  m(MODULE.CICILAN, 'Penjualan cicilan'),
  m(MODULE.PRE_ORDER, 'Pre order (PO)'),
  m(MODULE.SEPUHAN, 'Sepuhan (cuci barang pembelian)', true),
  m(MODULE.SEPUHAN_PUSAT, 'Sepuhan terpusat di kantor pusat'),
  m(MODULE.STOCK_CUCI_MANUAL, 'Stock cuci manual'),
  m(MODULE.KIRIM_BARANG_CABANG, 'Kirim dan terima barang antar cabang', true),
  m(MODULE.KIRIM_BARANG_ONLINE, 'Kirim barang toko online'),
  m(MODULE.BARANG_EXTERNAL, 'Sinkronisasi barang dan member ke web external'),
  m(MODULE.MARKETPLACE, 'Integrasi marketplace'),
  m(MODULE.SETTING_NOTA_OWNER, 'Setting nota hanya untuk owner'),
  m(MODULE.DUPLIKAT_NOTA_PEMBELIAN, 'Cetak rangkap nota pembelian'),
  m(MODULE.DUPLIKAT_NOTA_HUTANG, 'Cetak rangkap nota hutang'),
  m(MODULE.DUPLIKAT_NOTA_SERVICE, 'Cetak rangkap nota service'),
  m(MODULE.DUPLIKAT_NOTA_PESANAN, 'Cetak rangkap nota pesanan'),
  m(MODULE.DUPLIKAT_NOTA_TITIPAN, 'Cetak rangkap nota titipan'),
  m(MODULE.DUPLIKAT_NOTA_AKSESORIS, 'Cetak rangkap nota penjualan aksesoris'),
  m(MODULE.DUPLIKAT_NOTA_AMBIL_SERVICE, 'Cetak rangkap nota ambil service'),
  m(MODULE.DUPLIKAT_NOTA_TUKAR, 'Cetak rangkap nota tukar'),
  // On by default (issue 43): a reprint is told apart from the original (document 1 section 9).
  m(MODULE.CETAK_ULANG_COPY, 'Tanda COPY pada cetak ulang nota', true),
  m(MODULE.NOTA_SERVICE_RANGKAP, 'Nota service dicetak 3 rangkap'),
  m(MODULE.TANGGAL_AKTIF, 'Tanggal aktif: tanggal transaksi dan laporan dikunci', true),
  m(MODULE.HARI_SEBELUMNYA_OWNER, 'Owner boleh memilih tanggal sebelumnya', true),
  m(MODULE.HARI_SEBELUMNYA_SPV, 'Supervisor boleh memilih tanggal sebelumnya'),
  m(MODULE.FINGERPRINT, 'Otorisasi dengan fingerprint'),
  m(MODULE.VALIDASI_NON_CASH, 'Validasi transaksi non cash', true),
  m(MODULE.VALIDASI_PESANAN, 'Validasi pesanan', true),
  m(MODULE.VALIDASI_SERVICE, 'Validasi service', true),
  m(MODULE.STOCK_OPNAME_GLOBAL, 'Stock opname global'),
  m(MODULE.RFID, 'Stock opname RFID'),
  m(MODULE.KUPON, 'Kupon'),
  m(MODULE.BONUS_SALES, 'Bonus sales'),
  m(MODULE.POTONGAN_PEMBELIAN, 'Master potongan pembelian', true),
  m(MODULE.DESKRIPSI_SERVICE, 'Parameter deskripsi service', true),
  m(MODULE.AKUN, 'Akuntansi: parameter akun'),
  m(MODULE.GROSIR, 'Aplikasi grosir'),
  m(MODULE.EXPORT_CSV, 'Export data harian ke CSV', true),
  m(MODULE.LAPORAN_TITIP_SIMPAN, 'Laporan stock dan transaksi titip simpan', true),
  m(MODULE.PARAMETER_HUTANG, 'Parameter pokok dan bunga hutang', true),
  m(MODULE.PLAFOND_HUTANG, 'Plafond hutang per kadar', true),
  m(MODULE.SUPPLIER, 'Master supplier'),
  m(MODULE.BAYAR_POINT, 'Bayar dengan point'),
  m(MODULE.TRANSAKSI_HARIAN, 'Laporan transaksi harian', true),
  // Off by default (issue 43): a walk-in (UMUM) seller's name and KTP are required on a buy-back.
  m(MODULE.PEMBELIAN_UMUM_BEBAS_KTP, 'Pembelian dari penjual UMUM tanpa nama dan No KTP'),
];

export const MODULE_KEYS: readonly ModuleKey[] = MODULES.map((d) => d.key);
const KNOWN = new Set<string>(MODULE_KEYS);

export const isModuleKey = (key: string): key is ModuleKey => KNOWN.has(key);
