import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { IMPORT_FILE_MSG } from '../import-file.ts';
import { text } from '../validation.ts';
import type { CreatePreOrderBody } from './api.ts';

/**
 * Import Pre Order (document 2): a CSV or xlsx file of marketplace orders, one row per order with one
 * goods line. The template's columns, in order; the first row of a file holds these names.
 */
export const PO_IMPORT_COLUMNS = [
  'no_order',
  'kode_marketplace',
  'kode_member',
  'nama_customer',
  'no_hp',
  'alamat_customer',
  'kode_sales',
  'no_rekening',
  'deskripsi',
  'berat',
  'qty',
  'harga_estimasi',
  'harga_gram',
] as const;
export type PoImportColumn = (typeof PO_IMPORT_COLUMNS)[number];

/** The example row of the template. */
export const PO_IMPORT_EXAMPLE: Record<PoImportColumn, string> = {
  no_order: '2411240001',
  kode_marketplace: 'SHOPEE',
  kode_member: 'MB00000001',
  nama_customer: 'SITI AMINAH',
  no_hp: '081234567890',
  alamat_customer: 'JL. MELATI 1 JAKARTA',
  kode_sales: 'S01',
  no_rekening: '5271234567',
  deskripsi: 'CINCIN POLOS 2 GR',
  berat: '2.000',
  qty: '1',
  harga_estimasi: '2300000',
  harga_gram: '1150000',
};

/** The template as CSV text (header and the example row). */
export const poImportTemplateCsv = () =>
  `${PO_IMPORT_COLUMNS.join(',')}\r\n${PO_IMPORT_COLUMNS.map((c) => PO_IMPORT_EXAMPLE[c]).join(',')}\r\n`;

export const PO_IMPORT_MAX_ROWS = 5000;

export const PO_IMPORT_MSG = {
  fileType: 'File Harus Berupa CSV Atau XLSX',
  fileEmpty: IMPORT_FILE_MSG.empty,
  fileBroken: IMPORT_FILE_MSG.broken,
  header: (missing: string) => `Kolom ${missing} Tidak Ada Di File`,
  tooMany: IMPORT_FILE_MSG.tooMany(PO_IMPORT_MAX_ROWS),
  orderRequired: 'No Order Harus Disi',
  orderTwice: 'No Order Ganda Di File',
  orderTaken: 'No Order Sudah Pernah Diimport',
  salesUnknown: (kode: string) => `Kode Sales ${kode} Tidak Ditemukan`,
  noneValid: 'Tidak Ada Data Yang Valid',
  imported: (n: number) => `${n} Pre Order Berhasil Diimport`,
} as const;

/** At most this many bytes of file (base64 in the body). */
export const PO_IMPORT_MAX_BYTES = 600_000;

export const poImportBody = z.object({
  nama_file: text('Nama File', 200).refine((v) => /\.(csv|xlsx)$/i.test(v), {
    error: PO_IMPORT_MSG.fileType,
  }),
  isi: z
    .string({ error: PO_IMPORT_MSG.fileEmpty })
    .min(1, { error: PO_IMPORT_MSG.fileEmpty })
    .max(Math.ceil((PO_IMPORT_MAX_BYTES * 4) / 3) + 4, { error: 'Ukuran File Maksimal 600 KB' })
    .regex(/^[A-Za-z0-9+/=\r\n]+$/, { error: PO_IMPORT_MSG.fileBroken }),
});
export type PoImportBody = z.input<typeof poImportBody>;

/** One row of the file as the validation table shows it: its line number, what it says, and why not. */
export type PoImportRow = {
  baris: number;
  no_order: string;
  kode_marketplace: string;
  nama_customer: string;
  deskripsi: string;
  berat: string;
  harga_estimasi: string;
  valid: boolean;
  keterangan: string;
  no_po: string;
};
export type PoImportResult = { rows: PoImportRow[]; valid: number; invalid: number; created: number };

/** A file row (column name -> text) as the PO form's body: one goods line of its deskripsi and weight. */
export function poBodyOfRow(r: Partial<Record<PoImportColumn, string>>): CreatePreOrderBody {
  const num = (v: string | undefined) =>
    v === undefined || v.trim() === '' ? undefined : Number(v.replace(/,/g, ''));
  const berat = num(r.berat);
  const harga = num(r.harga_estimasi);
  const gram = num(r.harga_gram) ?? (berat && harga ? Math.round(harga / berat) : undefined);
  return {
    no_order: r.no_order,
    kode_marketplace: r.kode_marketplace,
    kode_member: r.kode_member ?? '',
    nama_customer: r.nama_customer,
    no_hp: r.no_hp,
    alamat_customer: r.alamat_customer,
    kode_sales: r.kode_sales,
    no_rekening: r.no_rekening ?? '',
    qty_estimasi: num(r.qty) ?? 1,
    berat_estimasi: berat as number,
    harga_estimasi: harga as number,
    harga_gram: gram as number,
    detail_barang: [
      {
        kode_barcode: '-',
        deskripsi: r.deskripsi ?? '',
        berat: berat as number,
        harga_estimasi: harga,
        harga_gram: gram,
      },
    ],
  };
}

export const checkPoImport = endpoint<PoImportBody, undefined, undefined, PoImportResult>({
  method: 'POST',
  path: 'pre-order/import/check',
  body: poImportBody,
});
export const importPreOrder = endpoint<PoImportBody, undefined, undefined, PoImportResult>({
  method: 'POST',
  path: 'pre-order/import',
  body: poImportBody,
});
