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
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { readImportFile } from '../../platform/import-file/read-import-file.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterData } from '../barang/barang.api.ts';
import { takenOrders } from './pre-order.queries.ts';
import { insertPreOrderInputs } from './pre-order.service.ts';

type FileRow = { baris: number; cells: Partial<Record<PoImportColumn, string>> };

/** The file's rows by column name (the first row names the columns), with their line numbers. */
async function readFile(nama_file: string, isi: string): Promise<FileRow[]> {
  const bytes = Buffer.from(isi, 'base64');
  if (bytes.length > PO_IMPORT_MAX_BYTES) throw badRequest('Ukuran File Maksimal 600 KB');
  const [head, ...lines] = await readImportFile(nama_file, bytes, { maxRows: PO_IMPORT_MAX_ROWS });
  const header = (head?.values ?? []).map((v) => v.trim().toLowerCase());
  const missing = PO_IMPORT_COLUMNS.filter(
    (c) => !['qty', 'harga_gram', 'no_hp', 'alamat_customer'].includes(c),
  ).find((c) => !header.includes(c));
  if (missing) throw badRequest(PO_IMPORT_MSG.header(missing));
  const rows: FileRow[] = [];
  for (const line of lines) {
    const cells: Partial<Record<PoImportColumn, string>> = {};
    for (const c of PO_IMPORT_COLUMNS) {
      const i = header.indexOf(c);
      if (i >= 0) cells[c] = (line.values[i] ?? '').trim();
    }
    // Only rows with a nominal value are taken (document 2 section 5); blank lines are skipped.
    if (cells.harga_estimasi) rows.push({ baris: line.baris, cells });
  }
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
