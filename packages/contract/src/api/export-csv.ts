import { z } from 'zod';
import { csvFormulaSafe } from '../csv-safe.ts';
import { addDays, formatTanggal } from '../dates.ts';
import { endpoint } from '../endpoint.ts';
import { CSV_SEPARATOR } from '../report/house-rules.ts';
import { isoDate } from '../validation.ts';

/**
 * Export Csv (operations document, sections 2, 3 and 7): one business day's data in twelve sets, each
 * downloaded as its own CSV file. The day is at most the business date minus one day.
 */
export const CSV_EXPORT_SETS = [
  {
    key: 'data_barang',
    fileName: 'Data Barang',
    fields: [
      'kode_barang',
      'kode_barcode',
      'nama_barang',
      'kode_toko',
      'kode_group',
      'kadar',
      'kode_intern',
      'kode_dept',
      'berat',
      'berat_asli',
    ],
  },
  {
    key: 'data_saldo',
    fileName: 'Data Saldo Barang',
    fields: [
      'berat_akhir',
      'berat_awal',
      'berat_in',
      'berat_out',
      'kode_barcode',
      'kode_dept',
      'kode_group',
      'kode_gudang',
      'kode_toko',
      'stock_akhir',
      'stock_awal',
      'stock_in',
      'stock_jual',
      'stock_out',
      'tanggal',
    ],
  },
  {
    key: 'data_hancur',
    fileName: 'Data Hancur Barang',
    fields: ['kode_barcode', 'tgl_system', 'kondisi_barang'],
  },
  {
    key: 'data_cash',
    fileName: 'Data Cash',
    fields: ['no_reff', 'tanggal', 'kategori', 'deskripsi', 'jumlah_in', 'jumlah_out', 'input_by'],
  },
  { key: 'data_system', fileName: 'Data System', fields: ['tgl_system'] },
  { key: 'data_group', fileName: 'Data Group', fields: ['kode_group', 'harga'] },
  {
    key: 'data_hutang',
    fileName: 'Data Hutang',
    fields: [
      'bunga',
      'jumlah_hutang',
      'kode_sales',
      'lama_pinjam',
      'nama_barang',
      'nama_customer',
      'no_faktur_hutang',
      'status_hutang',
      'tgl_hutang',
      'tgl_lunas',
      'total_bayar',
      'total_hutang',
    ],
  },
  {
    key: 'data_jual',
    fileName: 'Data Jual',
    fields: [
      'berat',
      'harga_atribut',
      'harga_jual',
      'harga_total',
      'jam',
      'kode_barang',
      'kode_barcode',
      'kode_dept',
      'kode_sales',
      'nama_atribut',
      'nama_barang',
      'no_faktur_jual',
      'ongkos',
      'status_kembali',
      'tgl_system',
    ],
  },
  {
    key: 'data_member',
    fileName: 'Data Member',
    fields: ['kode_member', 'nama_customer', 'alamat_customer'],
  },
  {
    key: 'data_pembelian',
    fileName: 'Data Pembelian',
    fields: [
      'berat',
      'berat_nota',
      'harga',
      'harga_nota',
      'harga_rata',
      'kode_dept',
      'kode_sales',
      'kondisi',
      'nama_barang',
      'no_faktur_beli',
      'no_faktur_jual',
      'tgl_system',
    ],
  },
  {
    key: 'data_service',
    fileName: 'Data Service',
    fields: [
      'berat',
      'deskripsi',
      'dp_rp',
      'nama_barang',
      'nama_customer',
      'no_faktur_service',
      'status_proses',
      'tgl_ambil',
      'tgl_system',
      'total',
    ],
  },
  {
    key: 'data_tukar',
    fileName: 'Data Tukar',
    fields: ['berat', 'harga_beli', 'kode_sales', 'no_faktur_group_user', 'tanggal'],
  },
] as const;

export type CsvExportSetKey = (typeof CSV_EXPORT_SETS)[number]['key'];
export type CsvExportValue = string | number | null;
export type CsvExportRow = Record<string, CsvExportValue>;
/** The answer: every set by its key, each a list of rows with the set's fields. */
export type CsvExportData = Record<CsvExportSetKey, CsvExportRow[]>;

export const EXPORT_CSV_MSG = {
  noData: 'Invalid data',
  done: 'Export Data Berhasil',
  tanggalEmpty: 'Tanggal Tidak Boleh Kosong',
  tooLate: (max: string) => `Tanggal Tidak Boleh Lebih Dari ${formatTanggal(max)}`,
} as const;

/** The last day that may be exported: the business date minus one day. */
export const maxCsvExportDate = (tglSystem: string) => addDays(tglSystem, -1);

export const csvExportBody = z.object(
  {
    tgl_system: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string({ error: EXPORT_CSV_MSG.tanggalEmpty }).pipe(isoDate('Tanggal')),
    ),
  },
  { error: 'Data Tidak Valid' },
);
export type CsvExportBody = z.infer<typeof csvExportBody>;

export const exportCsv = endpoint<CsvExportBody, undefined, undefined, CsvExportData>({
  method: 'POST',
  path: 'csv-exports',
  body: csvExportBody,
});

/** Fields that are codes: kept as text by spreadsheets (="..."), barcodes padded to 8 digits. */
const isCode = (field: string) => field.startsWith('kode_') || field.startsWith('no_');

/** Fields that hold numbers (a query may give a numeric as text): written plain, never escaped. */
const isNumber = (field: string) =>
  /^(berat|harga|jumlah|stock|total|bunga|ongkos|dp_rp|lama_pinjam|kadar$)/.test(field);

/**
 * One CSV field, for spreadsheets set to Indonesian like the report CSV (CSV_SEPARATOR ';', see
 * report/house-rules.ts): codes wrapped as text (a string literal: ="..." cannot become a formula),
 * numbers plain with a decimal comma ('1,500': a '.' would be read as the thousands sign), dates as
 * stored (ISO, read as dates), other text without commas, quotes or line breaks (the document strips
 * them), quoted if it holds the separator, and escaped where a spreadsheet would take it for a
 * formula (csvFormulaSafe).
 */
export function csvExportField(field: string, v: CsvExportValue | undefined): string {
  if (v === null || v === undefined) return '';
  let s = String(v)
    .replace(/[,"]/g, '')
    .replace(/[\r\n]+/g, ' ')
    .trim();
  if (field === 'kode_barcode' && /^\d{1,8}$/.test(s)) s = s.padStart(8, '0');
  if (isCode(field)) return s !== '' ? `="${s}"` : s;
  if (typeof v === 'number' || (isNumber(field) && s !== '' && Number.isFinite(Number(s))))
    return s.replace('.', ',');
  const text = csvFormulaSafe(s);
  return text.includes(CSV_SEPARATOR) ? `"${text}"` : text;
}

/** A set as its CSV file's text: the field names, then one line per row, fields separated by ';'. */
export function csvExportText(set: (typeof CSV_EXPORT_SETS)[number], rows: readonly CsvExportRow[]): string {
  const lines = [set.fields.join(CSV_SEPARATOR)];
  for (const row of rows) lines.push(set.fields.map((f) => csvExportField(f, row[f])).join(CSV_SEPARATOR));
  return `${lines.join('\r\n')}\r\n`;
}
