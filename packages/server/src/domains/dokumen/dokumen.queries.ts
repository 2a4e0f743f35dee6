import type { DocumentListFilter } from '@emas/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * Where a document kind keeps its rows (one row per line, or one per document where both numbers are
 * the same column). The cancellation columns follow the schema helper `cancellation()`: status,
 * batal_by, batal_at, batal_alasan, batal_otorisasi.
 */
export type DocumentTable = {
  table: PgTable;
  id: AnyPgColumn;
  tanggal: AnyPgColumn;
  status: AnyPgColumn;
  /** The document number (a sale's invoice group) and a line's own number. */
  number: AnyPgColumn;
  lineNumber: AnyPgColumn;
  /** Columns the list's search text is looked for in. */
  searchIn: readonly AnyPgColumn[];
  /** Summed on the dashboard. */
  amount: AnyPgColumn;
  weight: AnyPgColumn;
  /** A kind validated by document 2's validasi screens: who sold it and its validation columns. */
  validation?: ValidationColumns;
};
export type DocumentTableOf = (shop: ShopContext) => DocumentTable;

/** The columns every counter document table (sale, purchase, ...) has by the same name. */
type CounterColumns = {
  id: AnyPgColumn;
  tanggal: AnyPgColumn;
  status: AnyPgColumn;
  no_faktur_group: AnyPgColumn;
  berat: AnyPgColumn;
  kode_barcode: AnyPgColumn;
  nama_barang: AnyPgColumn;
  nama_customer: AnyPgColumn;
};

/**
 * A counter document table: one row per line under the invoice number no_faktur_group, searched by
 * the numbers, barcode, item and customer.
 */
export const counterTable = (
  table: PgTable & CounterColumns,
  lineNumber: AnyPgColumn,
  amount: AnyPgColumn,
): DocumentTable => ({
  table,
  id: table.id,
  tanggal: table.tanggal,
  status: table.status,
  number: table.no_faktur_group,
  lineNumber,
  searchIn: [table.no_faktur_group, lineNumber, table.kode_barcode, table.nama_barang, table.nama_customer],
  amount,
  weight: table.berat,
});

/** The columns validasi reads and marks, by the same names in every kind's table. */
export type ValidationColumns = {
  kode_sales: AnyPgColumn;
  status_valid: AnyPgColumn;
  validated_by: AnyPgColumn;
  validated_at: AnyPgColumn;
};

/**
 * A kind kept one row per document (service, pesanan): its number is both number columns, and it is
 * validated by document 2's validasi screens.
 */
export const singleRowTable = (
  table: PgTable & ValidationColumns & { id: AnyPgColumn; tanggal: AnyPgColumn; status: AnyPgColumn },
  cols: { number: AnyPgColumn; searchIn: readonly AnyPgColumn[]; amount: AnyPgColumn; weight: AnyPgColumn },
): DocumentTable => ({
  table,
  id: table.id,
  tanggal: table.tanggal,
  status: table.status,
  number: cols.number,
  lineNumber: cols.number,
  searchIn: cols.searchIn,
  amount: cols.amount,
  weight: cols.weight,
  validation: {
    kode_sales: table.kode_sales,
    status_valid: table.status_valid,
    validated_by: table.validated_by,
    validated_at: table.validated_at,
  },
});

/** Who cancelled, why, with which authorisation. */
export type CancelMark = { batal_by: string; batal_alasan: string; batal_otorisasi: string | null };

/** A LIKE / ILIKE pattern finding `v` anywhere, its wildcards taken literally. */
export const escapeLike = (v: string) => `%${v.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** The list filter: business days, a state (or ALL) and a text found in any of the search columns. */
export function documentWhere(d: DocumentTable, f: DocumentListFilter): SQL | undefined {
  const where: SQL[] = [gte(d.tanggal, f.tgl_awal), lte(d.tanggal, f.tgl_akhir)];
  if (f.status !== 'ALL') where.push(eq(d.status, f.status));
  if (f.search) {
    const like = escapeLike(f.search);
    const s = or(...d.searchIn.map((c) => ilike(c, like)));
    if (s) where.push(s);
  }
  return and(...where);
}

/** One page of a kind's rows, newest first, and the number of rows the filter finds. */
export async function pageDocuments<R>(
  shop: ShopContext,
  d: DocumentTable,
  f: DocumentListFilter,
): Promise<{ rows: R[]; total: number }> {
  const cond = documentWhere(d, f);
  const [rows, total] = await Promise.all([
    shop.db
      .select()
      .from(d.table)
      .where(cond)
      .orderBy(desc(d.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    shop.db.select({ n: count() }).from(d.table).where(cond),
  ]);
  return { rows: rows as R[], total: total[0]?.n ?? 0 };
}

/** The document number that any of its numbers (document or line) belongs to. */
export async function documentNumberOf(tx: Db, d: DocumentTable, no: string): Promise<string | undefined> {
  const rows = await tx
    .select({ g: d.number })
    .from(d.table)
    .where(or(eq(d.number, no), eq(d.lineNumber, no)))
    .limit(1);
  return rows[0]?.g as string | undefined;
}

/** The rows of these documents in input order; `lock` takes them FOR UPDATE. */
export async function documentRows<R>(
  tx: Db,
  d: DocumentTable,
  numbers: readonly string[],
  lock = false,
): Promise<R[]> {
  const q = tx
    .select()
    .from(d.table)
    .where(inArray(d.number, [...numbers]))
    .orderBy(asc(d.id));
  return (await (lock ? q.for('update') : q)) as R[];
}

/** Marks the document's rows still in one of `from` as `to`, with who, when and why. */
export const markCancelled = (
  tx: Db,
  d: DocumentTable,
  no: string,
  states: { from: readonly string[]; to: string },
  mark: CancelMark,
) =>
  tx
    .update(d.table)
    .set({ ...mark, status: states.to, batal_at: new Date() } as never)
    .where(and(eq(d.number, no), inArray(d.status, [...states.from])));

/** Amount and weight per business day of the rows in `states`. */
export const totalsByDay = (
  shop: ShopContext,
  d: DocumentTable,
  states: readonly string[],
  from: string,
  to: string,
) =>
  shop.db
    .select({
      tanggal: sql<string>`${d.tanggal}`,
      total: sql<string>`sum(${d.amount})`,
      gram: sql<string>`sum(${d.weight})`,
    })
    .from(d.table)
    .where(and(inArray(d.status, [...states]), gte(d.tanggal, from), lte(d.tanggal, to)))
    .groupBy(d.tanggal);

const validationOf = (d: DocumentTable): ValidationColumns => {
  if (!d.validation) throw new Error('document kind without validation columns');
  return d.validation;
};

/**
 * Documents not yet validated, of one sales person or ALL, oldest first; documents in the kind's
 * cancelled state never need it.
 */
export const pendingDocuments = <R>(
  shop: ShopContext,
  d: DocumentTable,
  cancelled: string,
  kodeSales: string,
): Promise<R[]> => {
  const v = validationOf(d);
  const where: SQL[] = [eq(v.status_valid, 'OPEN'), ne(d.status, cancelled)];
  if (kodeSales !== 'ALL') where.push(eq(v.kode_sales, kodeSales));
  return shop.db
    .select()
    .from(d.table)
    .where(and(...where))
    .orderBy(asc(d.id))
    .limit(5000) as Promise<R[]>;
};

/** Marks the open, not cancelled documents among `numbers` VALID; answers the numbers changed. */
export async function markDocumentsValid(
  tx: Db,
  d: DocumentTable,
  cancelled: string,
  numbers: readonly string[],
  by: string,
): Promise<string[]> {
  const v = validationOf(d);
  const rows = await tx
    .update(d.table)
    .set({ status_valid: 'VALID', validated_by: by, validated_at: new Date() } as never)
    .where(and(inArray(d.number, [...numbers]), eq(v.status_valid, 'OPEN'), ne(d.status, cancelled)))
    .returning({ no: d.number });
  return rows.map((r) => r.no as string);
}
