import { defineReport } from '../define.ts';
import { FILTER } from '../filters.ts';

/** Laporan Gesek Tunai: the card cash-outs of a period (operations document, Money and cash). */
export const LAPORAN_GESEK_TUNAI = defineReport({
  key: 'gesek-tunai',
  path: 'laporan/gesek-tunai',
  route: '/laporan-gesek-tunai',
  title: 'Laporan Gesek Tunai',
  fileName: 'LAPORAN GESEK TUNAI',
  filters: [FILTER.tglAwal, FILTER.tglAkhir],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'no_gesek', caption: 'No Gesek', format: 'text', width: 17, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18 },
    { key: 'no_credit_card', caption: 'No Kartu', format: 'text', width: 15 },
    { key: 'kode_bank', caption: 'Bank', format: 'text', width: 8 },
    { key: 'gesek', caption: 'Gesek', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'fee', caption: 'Fee (%)', format: 'percent', width: 7 },
    { key: 'fee_rp', caption: 'Fee', format: 'rupiah', width: 10, total: 'sum' },
    { key: 'cash', caption: 'Cash', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 9 },
  ],
  emptyText: 'Data Laporan Gesek Tunai Kosong',
  successToast: 'Laporan Tersedia',
  emptyToast: 'Laporan Data Kosong',
});
