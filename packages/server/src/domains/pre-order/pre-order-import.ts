import { Readable } from 'node:stream';
import {
  type CreatePreOrderInput,
  createPreOrderBody,
  firstIssueMessage,
  PO_IMPORT_COLUMNS,
  PO_IMPORT_MAX_BYTES,
  PO_IMPORT_MAX_ROWS,
  PO_IMPORT_MSG,
  type PoImportBody,
  type PoImportColumn,
  type PoImportResult,
  type PoImportRow,
  poBodyOfRow,
  poImportBody,
} from '@emas/contract';
import ExcelJS from 'exceljs';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterData } from '../barang/barang.queries.ts';
import { takenOrders } from './pre-order.queries.ts';
import { insertPreOrderInputs } from './pre-order.service.ts';

type FileRow = { baris: number; cells: Partial<Record<PoImportColumn, string>> };

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'result' in v) return cellText(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join('');
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
};

/** The file's rows by column name (the first row names the columns), with their line numbers. */
async function readFile(nama_file: string, isi: string): Promise<FileRow[]> {
  const bytes = Buffer.from(isi, 'base64');
  if (!bytes.length) throw badRequest(PO_IMPORT_MSG.fileEmpty);
  if (bytes.length > PO_IMPORT_MAX_BYTES) throw badRequest('Ukuran File Maksimal 600 KB');
  const wb = new ExcelJS.Workbook();
  let ws: ExcelJS.Worksheet | undefined;
  try {
    if (/\.csv$/i.test(nama_file))
      // Every value stays text (order numbers keep their digits; nothing becomes a date).
      ws = await wb.csv.read(Readable.from(bytes), { map: (v: unknown) => v, parserOptions: { trim: true } });
    else {
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      ws = wb.worksheets[0];
    }
  } catch {
    throw badRequest(PO_IMPORT_MSG.fileBroken);
  }
  if (!ws || ws.rowCount < 2) throw badRequest(PO_IMPORT_MSG.fileEmpty);
  const header = ((ws.getRow(1).values as ExcelJS.CellValue[]) ?? []).map((v) => cellText(v).toLowerCase());
  const missing = PO_IMPORT_COLUMNS.filter(
    (c) => !['qty', 'harga_gram', 'no_hp', 'alamat_customer'].includes(c),
  ).find((c) => !header.includes(c));
  if (missing) throw badRequest(PO_IMPORT_MSG.header(missing));
  if (ws.rowCount - 1 > PO_IMPORT_MAX_ROWS) throw badRequest(PO_IMPORT_MSG.tooMany);
  const rows: FileRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const values = row.values as ExcelJS.CellValue[];
    const cells: Partial<Record<PoImportColumn, string>> = {};
    for (const c of PO_IMPORT_COLUMNS) {
      const i = header.indexOf(c);
      if (i >= 0) cells[c] = cellText(values[i]);
    }
    // Only rows with a nominal value are taken (document 2 section 5); blank lines are skipped.
    if (!cells.harga_estimasi) return;
    rows.push({ baris: n, cells });
  });
  if (!rows.length) throw badRequest(PO_IMPORT_MSG.fileEmpty);
  return rows;
}

type Checked = { row: PoImportRow; input?: CreatePreOrderInput };

/**
 * Each row checked as POST pre-order checks a PO, plus what only a file has: the order number is
 * required (so that importing the same file again creates nothing), once per file and not already
 * taken, and the sales code known. Reads only.
 */
async function checkRows(shop: ShopContext, rows: readonly FileRow[]): Promise<Checked[]> {
  const parsed = rows.map((r) => ({ r, p: createPreOrderBody.safeParse(poBodyOfRow(r.cells)) }));
  const ok = parsed.flatMap(({ p }) => (p.success ? [p.data] : []));
  const taken = await takenOrders(shop, shop.db, ok);
  const sales = await activeMasterData(
    shop,
    shop.db,
    'sales',
    ok.map((v) => v.kode_sales),
  );
  const seen = new Set<string>();
  return parsed.map(({ r, p }) => {
    const c = r.cells;
    const row: PoImportRow = {
      baris: r.baris,
      no_order: (c.no_order ?? '').toUpperCase(),
      kode_marketplace: (c.kode_marketplace ?? '').toUpperCase(),
      nama_customer: (c.nama_customer ?? '').toUpperCase(),
      deskripsi: (c.deskripsi ?? '').toUpperCase(),
      berat: c.berat ?? '',
      harga_estimasi: c.harga_estimasi ?? '',
      valid: false,
      keterangan: '',
      no_po: '',
    };
    if (!p.success) return { row: { ...row, keterangan: firstIssueMessage(p.error) } };
    const v = p.data;
    const key = `${v.kode_marketplace}|${v.no_order}`;
    const reason =
      v.no_order === '-'
        ? PO_IMPORT_MSG.orderRequired
        : seen.has(key)
          ? PO_IMPORT_MSG.orderTwice
          : taken.has(key)
            ? PO_IMPORT_MSG.orderTaken
            : !sales.has(v.kode_sales)
              ? PO_IMPORT_MSG.salesUnknown(v.kode_sales)
              : '';
    seen.add(key);
    if (reason) return { row: { ...row, keterangan: reason } };
    return { row: { ...row, valid: true, keterangan: 'VALID' }, input: v };
  });
}

const resultOf = (checked: readonly Checked[], created: number): PoImportResult => ({
  rows: checked.map((c) => c.row),
  valid: checked.filter((c) => c.input).length,
  invalid: checked.filter((c) => !c.input).length,
  created,
});

/** The validation table of a file, nothing written. */
export async function checkImport(shop: ShopContext, body: PoImportBody): Promise<PoImportResult> {
  const v = poImportBody.parse(body);
  return resultOf(await checkRows(shop, await readFile(v.nama_file, v.isi)), 0);
}

/**
 * Imports a file: the valid rows become POs in one transaction (all or none of them), the others are
 * listed with their reasons. A file without a valid row writes nothing ('Tidak Ada Data Yang Valid');
 * importing the same file again finds every order taken and creates nothing.
 */
export async function importPreOrders(
  shop: ShopContext,
  user: SessionUser,
  body: PoImportBody,
): Promise<PoImportResult> {
  const v = poImportBody.parse(body);
  const checked = await checkRows(shop, await readFile(v.nama_file, v.isi));
  const good = checked.filter((c) => c.input);
  if (!good.length) return resultOf(checked, 0);
  const saved = await insertPreOrderInputs(
    shop,
    user,
    good.map((c) => c.input as CreatePreOrderInput),
  );
  good.forEach((c, i) => {
    c.row.no_po = saved[i]?.no_po ?? '';
  });
  return resultOf(checked, saved.length);
}
