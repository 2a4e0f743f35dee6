import { JENIS_NON_TUNAI } from '@emas/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { preparedRead } from '../../platform/prepared.ts';
import type { WithNumbers } from './nomor-dokumen.ts';

export type StoredKas = typeof import('../../db/schema/index.ts').kas.$inferSelect;
export type NewKas = typeof import('../../db/schema/index.ts').kas.$inferInsert;
/** A cash row whose document number (deskripsi, id_trx) may be taken by the statement writing it. */
export type NumberedKas = WithNumbers<NewKas, 'deskripsi' | 'id_trx'>;

/** Payment kinds that are not cash wait for validasi non cash (DEBIT: the older spelling of DEBET). */
export const NON_CASH_JENIS: ReadonlySet<string> = new Set([...JENIS_NON_TUNAI, 'DEBIT']);

/**
 * Writes cash rows inside the caller's transaction. Rows of a non-cash kind start OPEN (waiting for
 * validasi non cash); others '-'. Zero rows are skipped.
 */
export async function insertCashRows(shop: ShopContext, tx: Db, rows: NumberedKas[]): Promise<StoredKas[]> {
  return (await cashRowsInsert(shop, tx, rows)?.returning()) ?? [];
}

/** The INSERT of insertCashRows (undefined when no row is left), to send with other writes. */
export function cashRowsInsert(shop: ShopContext, tx: Db, rows: NumberedKas[]) {
  const wanted = rows
    .filter((r) => (r.jumlah_in ?? 0) !== 0 || (r.jumlah_out ?? 0) !== 0)
    .map((r) => ({
      ...r,
      status_validasi: r.status_validasi ?? (NON_CASH_JENIS.has(r.jenis) ? 'OPEN' : '-'),
    }));
  return wanted.length ? tx.insert(shop.t.kas).values(wanted) : undefined;
}

/** The cash rows of one source transaction (for reversal and reprint). */
export const cashRowsOfTrx = (shop: ShopContext, tx: Db, idTrx: string): Promise<StoredKas[]> =>
  tx.select().from(shop.t.kas).where(eq(shop.t.kas.id_trx, idTrx)).orderBy(shop.t.kas.id);

/**
 * The next document number for a prefix on a business day, gap-free: the counter row is updated in
 * the caller's transaction, so a rolled-back document gives its number back and concurrent documents
 * queue on the row lock instead of sharing a number.
 */
export async function nextDocumentSequence(
  shop: ShopContext,
  tx: Db,
  prefix: string,
  tanggal: string,
): Promise<number> {
  const n = (await takeDocumentSequences(shop, tx, tanggal, [{ prefix, count: 1 }])).get(prefix);
  if (n === undefined) throw new Error('document counter missing');
  return n;
}

/**
 * `count` numbers of each prefix on a business day in one statement, as nextDocumentSequence takes
 * one: the counter rows are locked in the order given (callers keep one order, so they never wait on
 * each other crosswise). Answers the last number taken of each prefix.
 */
export async function takeDocumentSequences(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  wanted: readonly { prefix: string; count: number }[],
): Promise<Map<string, number>> {
  const rows = await documentSequencesTake(shop, tx, tanggal, wanted);
  return new Map(rows.map((r) => [r.prefix, r.last]));
}

/** The statement of takeDocumentSequences (also the first WITH query of a numbered write). */
export function documentSequencesTake(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  wanted: readonly { prefix: string; count: number }[],
) {
  const t = shop.t.nomorDokumen;
  return tx
    .insert(t)
    .values(wanted.map((w) => ({ prefix: w.prefix, tanggal, last: w.count })))
    .onConflictDoUpdate({ target: [t.prefix, t.tanggal], set: { last: sql`${t.last} + excluded.last` } })
    .returning({ prefix: t.prefix, last: t.last });
}

/** The cashier's drawer: cash in minus cash out of one day (SALDO AWAL included). */
export async function cashBalance(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  inputBy: string,
): Promise<number> {
  const rows = await drawerSum(shop, tx, { tanggal, inputBy });
  return Number(rows[0]?.saldo ?? 0);
}

/** cashBalance's sum, prepared (a buy-back reads it in its transaction). */
const drawerSum = preparedRead('drawer_sum', (shop, db) => {
  const t = shop.t.kas;
  return db
    .select({ saldo: sql<string>`coalesce(sum(${t.jumlah_in} - ${t.jumlah_out}), 0)` })
    .from(t)
    .where(
      and(
        eq(t.tanggal, sql.placeholder('tanggal')),
        eq(t.input_by, sql.placeholder('inputBy')),
        eq(t.jenis, 'CASH'),
      ),
    );
});

/** The cash rows of several source transactions, in the order written. */
export const cashRowsOfTrxs = (
  shop: ShopContext,
  idTrx: readonly string[],
  tx: Db = shop.db,
): Promise<StoredKas[]> =>
  tx
    .select()
    .from(shop.t.kas)
    .where(inArray(shop.t.kas.id_trx, [...idTrx]))
    .orderBy(shop.t.kas.id);

/**
 * Serialises money out of one cashier's drawer until the caller's transaction ends: a transaction
 * advisory lock keyed by the shop's schema and the user, so two payouts cannot both read the same
 * balance. Other shops and other cashiers do not wait.
 */
export async function lockDrawer(shop: ShopContext, tx: Db, inputBy: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`kas:${shop.schema}:${inputBy}`}, 0))`,
  );
}
