import { RFID_HASIL, RFID_HASIL_LABEL } from '../../api/stock-opname-rfid.ts';
import { formatTanggal } from '../../dates.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';

/**
 * Laporan Stock Opname RFID: the finished sessions of a period (by business date) and their stored
 * result rows, one group per session whose header names the place and its found / missing / unknown /
 * elsewhere counts. `hasil` narrows the rows to one kind (the header keeps the session's counts).
 */
export const LAPORAN_STOCK_OPNAME_RFID = defineReport({
  key: 'stock-opname-rfid',
  path: 'laporan/stock-opname-rfid',
  route: '/laporan-stock-opname-rfid',
  title: 'Laporan Stock Opname RFID',
  fileName: 'LAPORAN STOCK OPNAME RFID',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select(
      'hasil',
      'Hasil',
      [
        { value: REPORT_ALL, label: 'SEMUA' },
        ...RFID_HASIL.map((h) => ({ value: h, label: RFID_HASIL_LABEL[h] })),
      ],
      REPORT_ALL,
      true,
    ),
  ],
  columns: [
    { key: 'hasil', caption: 'Hasil', format: 'text', width: 12 },
    { key: 'tag_id', caption: 'Tag ID', format: 'text', width: 22 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 10 },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 22 },
    { key: 'lokasi', caption: 'Lokasi', format: 'text', width: 12 },
    { key: 'status', caption: 'Status', format: 'text', width: 8 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
  ],
  group: {
    key: 'no_sesi',
    header: (r) =>
      `NO ${r.no_sesi} - ${formatTanggal(String(r.tanggal ?? ''))} - ${r.lokasi_sesi} - ` +
      `DITEMUKAN ${r.found ?? 0}, TIDAK TERBACA ${r.missing ?? 0}, TIDAK DIKENAL ${r.unknown ?? 0}, ` +
      `BEDA LOKASI ${r.elsewhere ?? 0}`,
  },
  emptyText: 'Data Laporan Stock Opname RFID Kosong',
  successToast: 'Laporan Stock Opname RFID Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
