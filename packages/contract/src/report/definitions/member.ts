import { MEMBER_MSG } from '../../api/member.ts';
import { formatTanggal } from '../../dates.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportFilter } from '../types.ts';

/** The member reports (menu Member) and the point-payment report. */

const EMPTY_TOAST = 'Data Yang Anda Cari Tidak Ada';
const date = (key: string, label: string): ReportFilter => ({ key, label, kind: 'date' });

/** The member export's sort choices (reports document section 2). */
export const MEMBER_SORT = [
  { value: 'kode_member', label: 'Kode Member' },
  { value: 'point', label: 'Point Terbanyak' },
] as const;

/** Members registered in a period, by the shop where they registered. */
export const LAPORAN_DAFTAR_MEMBER = defineReport({
  key: 'daftar-member',
  path: 'member/report/daftar-member',
  route: '/laporan-daftar-member',
  title: 'Laporan Daftar Member',
  fileName: 'LAPORAN DAFTAR MEMBER',
  filters: [FILTER.tglAwal, FILTER.tglAkhir, FILTER.toko('kode_cabang_daftar', 'Lokasi Daftar')],
  columns: [
    { key: 'tgl_daftar', caption: 'Tgl Daftar', format: 'date', width: 10 },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 20 },
    { key: 'alamat', caption: 'Alamat', format: 'text', width: 36 },
    { key: 'no_hp', caption: 'No HP', format: 'text', width: 13 },
    { key: 'tgl_lahir', caption: 'Tgl Lahir', format: 'date', width: 10 },
    { key: 'point', caption: 'Point', format: 'number', width: 8, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 9 },
  ],
  group: { key: 'kode_cabang_daftar', header: (row) => `LOKASI DAFTAR ${row.kode_cabang_daftar ?? ''}` },
  emptyText: 'Data Laporan Daftar Member Kosong',
  successToast: MEMBER_MSG.reportFound,
  emptyToast: EMPTY_TOAST,
});

export const TOP_MEMBER_JUMLAH = ['10', '25', '50', '100'] as const;

/** The members who earned the most points in a period (from the point ledger). */
export const LAPORAN_TOP_MEMBER = defineReport({
  key: 'top-member',
  path: 'member/report/top-member',
  route: '/laporan-top-member',
  title: 'Laporan Top Member',
  fileName: 'LAPORAN TOP MEMBER',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select(
      'jumlah',
      'Jumlah Member',
      TOP_MEMBER_JUMLAH.map((v) => ({ value: v, label: `TOP ${v}` })),
    ),
    FILTER.sortBy([
      { value: 'poin', label: 'Poin Didapat' },
      { value: 'belanja', label: 'Total Transaksi' },
    ]),
  ],
  columns: [
    { key: 'peringkat', caption: 'No', format: 'number', width: 5 },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 20 },
    { key: 'no_hp', caption: 'No HP', format: 'text', width: 13 },
    { key: 'jumlah_transaksi', caption: 'Jumlah Transaksi', format: 'number', width: 10, total: 'sum' },
    { key: 'total_belanja', caption: 'Total Transaksi', format: 'rupiah', width: 15, total: 'sum' },
    { key: 'poin_didapat', caption: 'Poin Didapat', format: 'number', width: 10, total: 'sum' },
    { key: 'point', caption: 'Sisa Point', format: 'number', width: 10, total: 'sum' },
  ],
  emptyText: 'Data Laporan Top Member Kosong',
  successToast: 'Laporan Top Member Tersedia',
  emptyToast: EMPTY_TOAST,
});

/** Every point movement of a period, day by day. */
export const LAPORAN_HARIAN_MEMBER = defineReport({
  key: 'harian-member',
  path: 'member/report/harian-member',
  route: '/laporan-harian-member',
  title: 'Laporan Harian Member',
  fileName: 'LAPORAN HARIAN MEMBER',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select('jenis', 'Jenis Transaksi', [
      { value: REPORT_ALL, label: 'SEMUA' },
      { value: 'TAMBAH', label: 'TAMBAH POIN' },
      { value: 'BATAL', label: 'BATAL POIN' },
      { value: 'TUKAR', label: 'TUKAR POINT' },
      { value: 'BAYAR', label: 'BAYAR POINT' },
      { value: 'RESET', label: 'RESET POIN' },
      { value: 'KOREKSI', label: 'KOREKSI POIN' },
    ]),
  ],
  columns: [
    { key: 'jam', caption: 'Jam', format: 'text', width: 7 },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18 },
    { key: 'jenis', caption: 'Jenis', format: 'text', width: 8 },
    { key: 'no_ref', caption: 'No Referensi', format: 'text', width: 16 },
    { key: 'deskripsi', caption: 'Deskripsi', format: 'text', width: 24 },
    { key: 'total_rp', caption: 'Total Transaksi', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'poin_in', caption: 'Poin Masuk', format: 'number', width: 8, total: 'sum' },
    { key: 'poin_out', caption: 'Poin Keluar', format: 'number', width: 8, total: 'sum' },
    { key: 'saldo', caption: 'Saldo', format: 'number', width: 8 },
  ],
  group: { key: 'tanggal', header: (row) => `TANGGAL ${formatTanggal(String(row.tanggal ?? ''))}` },
  emptyText: 'Data Laporan Harian Member Kosong',
  successToast: 'Laporan Harian Member Tersedia',
  emptyToast: EMPTY_TOAST,
});

// ---------------------------------------------------------------------------------------------
// Gift reports (one screen, /laporan-kartu-stock-hadiah: laporan_pelanggan or kartu_stock_hadiah)

export const JENIS_LAPORAN_HADIAH = [
  { value: 'laporan_pelanggan', label: 'Laporan Pelanggan' },
  { value: 'kartu_stock_hadiah', label: 'Kartu Stock Hadiah' },
] as const;
export const JENIS_KARTU_HADIAH = [
  { value: 'rekap', label: 'Rekap' },
  { value: 'detail', label: 'Detail' },
] as const;

const GIFT_ROUTE = '/laporan-kartu-stock-hadiah';

/** Customer report: the gift exchanges of a period. */
export const LAPORAN_TUKAR_HADIAH_PELANGGAN = defineReport({
  key: 'tukar-hadiah-pelanggan',
  path: 'trxmember/report-tukar-hadiah-pelanggan',
  route: GIFT_ROUTE,
  title: 'Laporan Tukar Hadiah Pelanggan',
  fileName: 'LAPORAN TUKAR HADIAH PELANGGAN',
  filters: [date('tgl_from', 'Tanggal Dari'), date('tgl_to', 'Tanggal Sampai')],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'no_tukar', caption: 'No Tukar', format: 'text', width: 16 },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18, total: 'count' },
    { key: 'alamat_customer', caption: 'Alamat Customer', format: 'text', width: 28 },
    { key: 'deskripsi', caption: 'Deskripsi', format: 'text', width: 22 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
    { key: 'poin', caption: 'Poin', format: 'number', width: 8, total: 'sum' },
  ],
  emptyText: 'Data Kosong',
  successToast: MEMBER_MSG.giftFound,
  emptyToast: MEMBER_MSG.giftEmpty,
});

/** Stock card recap: per gift, what came in and went out on the day and the stock at its end. */
export const LAPORAN_REKAP_STOCK_HADIAH = defineReport({
  key: 'rekap-stock-hadiah',
  path: 'hadiah/report-stock-hadiah',
  route: GIFT_ROUTE,
  title: 'Laporan Rekap Stock Hadiah',
  fileName: 'LAPORAN REKAP STOCK HADIAH',
  filters: [date('tgl_from', 'Tanggal')],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'kode_hadiah', caption: 'Kode Hadiah', format: 'text', width: 10 },
    { key: 'nama_hadiah', caption: 'Nama Hadiah', format: 'text', width: 26, total: 'count' },
    { key: 'stock_awal', caption: 'Stock Awal', format: 'number', width: 9, total: 'sum' },
    { key: 'stock_in', caption: 'Stock In', format: 'number', width: 9, total: 'sum' },
    { key: 'stock_out', caption: 'Stock Out', format: 'number', width: 9, total: 'sum' },
    { key: 'stock_akhir', caption: 'Stock Akhir', format: 'number', width: 9, total: 'sum' },
  ],
  emptyText: 'Data Kosong',
  successToast: MEMBER_MSG.giftFound,
  emptyToast: MEMBER_MSG.giftEmpty,
});

/** Stock card detail of one gift: each movement from the day on, with the running stock. */
export const LAPORAN_KARTU_STOCK_HADIAH = defineReport({
  key: 'kartu-stock-hadiah',
  path: 'hadiah/stock-card-report',
  route: GIFT_ROUTE,
  title: 'Laporan Kartu Stock Hadiah',
  fileName: 'LAPORAN KARTU STOCK HADIAH',
  filters: [
    date('tgl_system', 'Tanggal'),
    {
      key: 'kode_hadiah',
      label: 'Nama Hadiah',
      kind: 'master',
      master: 'data-hadiah',
      extra: [],
      message: MEMBER_MSG.hadiahNotChosen,
    },
  ],
  columns: [
    { key: 'input_date', caption: 'Tanggal Input', format: 'text', width: 16 },
    { key: 'nama_hadiah', caption: 'Nama Hadiah', format: 'text', width: 22 },
    { key: 'keterangan', caption: 'Keterangan', format: 'text', width: 30, total: 'count' },
    { key: 'stock_awal', caption: 'Stock Awal', format: 'number', width: 9 },
    { key: 'stock_in', caption: 'Stock In', format: 'number', width: 9, total: 'sum' },
    { key: 'stock_out', caption: 'Stock Out', format: 'number', width: 9, total: 'sum' },
    { key: 'stock_akhir', caption: 'Stock Akhir', format: 'number', width: 9 },
  ],
  emptyText: 'Data Kosong',
  successToast: MEMBER_MSG.giftFound,
  emptyToast: MEMBER_MSG.giftEmpty,
});

/** The three reports of the gift screen, by report kind and card type. */
export const GIFT_REPORTS = {
  laporan_pelanggan: LAPORAN_TUKAR_HADIAH_PELANGGAN,
  rekap: LAPORAN_REKAP_STOCK_HADIAH,
  detail: LAPORAN_KARTU_STOCK_HADIAH,
} as const;

// ---------------------------------------------------------------------------------------------

/** Laporan Aktivasi Member: members registered in a period, footer 'Total Daftar'. */
export const LAPORAN_AKTIVASI_MEMBER = defineReport({
  key: 'aktivasi-member',
  path: 'app/member/report',
  route: '/laporan-aktivasi-member',
  title: 'Laporan Aktivasi Member',
  fileName: 'LAPORAN MEMBER',
  filters: [date('start_date', 'Tanggal Awal'), date('end_date', 'Tanggal Akhir')],
  columns: [
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 22, total: 'count' },
    { key: 'no_hp', caption: 'No HP', format: 'text', width: 14 },
    { key: 'point', caption: 'Point', format: 'number', width: 8 },
    { key: 'alamat', caption: 'Alamat', format: 'text', width: 48 },
  ],
  totalLabel: 'Total Daftar',
  emptyText: 'Data Kosong',
  successToast: MEMBER_MSG.reportFound,
  emptyToast: EMPTY_TOAST,
  formats: ['pdf', 'xlsx'],
});

/** Export Data Member: every member, sorted by code or points, of one registration shop or all. */
export const EXPORT_DATA_MEMBER = defineReport({
  key: 'export-data-member',
  path: 'member/get/export-data',
  route: '/export-data-member',
  title: 'Export Data Member',
  fileName: 'DATA MEMBER',
  filters: [FILTER.sortBy(MEMBER_SORT), FILTER.toko('kode_cabang_daftar', 'Lokasi Daftar')],
  columns: [
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18 },
    { key: 'alamat_customer', caption: 'Alamat', format: 'text', width: 24 },
    { key: 'kelurahan', caption: 'Kelurahan', format: 'text', width: 11 },
    { key: 'kecamatan', caption: 'Kecamatan', format: 'text', width: 11 },
    { key: 'kota', caption: 'Kota', format: 'text', width: 11 },
    { key: 'no_hp', caption: 'No HP', format: 'text', width: 13 },
    { key: 'nik', caption: 'NIK', format: 'text', width: 16 },
    { key: 'tgl_lahir', caption: 'Tgl Lahir', format: 'date', width: 10 },
    { key: 'tgl_daftar', caption: 'Tgl Daftar', format: 'date', width: 10 },
    { key: 'kode_cabang_daftar', caption: 'Cabang Daftar', format: 'text', width: 8 },
    { key: 'point', caption: 'Point', format: 'number', width: 8, total: 'sum' },
  ],
  emptyText: 'Data Kosong',
  successToast: MEMBER_MSG.exportFound,
  emptyToast: MEMBER_MSG.exportEmpty,
  formats: ['xlsx', 'csv', 'pdf'],
});

/** Points used as payment (module BAYAR_POINT), from the point ledger. */
export const LAPORAN_BAYAR_POINT = defineReport({
  key: 'bayar-point',
  path: 'member/report/bayar-point',
  route: '/laporan-bayar-point',
  title: 'Laporan Bayar Point',
  fileName: 'LAPORAN BAYAR POINT',
  filters: [FILTER.tglAwal, FILTER.tglAkhir],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'no_ref', caption: 'No Faktur', format: 'text', width: 18, total: 'count' },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 20 },
    { key: 'poin_out', caption: 'Poin Dipakai', format: 'number', width: 10, total: 'sum' },
    { key: 'total_rp', caption: 'Nilai Rupiah', format: 'rupiah', width: 14, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 10 },
  ],
  emptyText: 'Data Kosong',
  successToast: 'Laporan Bayar Point Tersedia',
  emptyToast: EMPTY_TOAST,
});

export const MEMBER_REPORTS = [
  LAPORAN_DAFTAR_MEMBER,
  LAPORAN_TOP_MEMBER,
  LAPORAN_HARIAN_MEMBER,
  LAPORAN_TUKAR_HADIAH_PELANGGAN,
  LAPORAN_REKAP_STOCK_HADIAH,
  LAPORAN_KARTU_STOCK_HADIAH,
  LAPORAN_AKTIVASI_MEMBER,
  EXPORT_DATA_MEMBER,
  LAPORAN_BAYAR_POINT,
] as const;
