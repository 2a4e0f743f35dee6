import {
  DOCUMENT_SEQ_WIDTH,
  documentNumberStem,
  formatDocumentNumber,
  JENIS_NON_TUNAI,
} from '@emas/contract';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { NumberedWrite, NumberRefs, WithNumbers } from '../../db/numbered-write.ts';
import { preparedRead } from '../../db/prepared.ts';
import type { ShopContext } from '../../platform/context.ts';

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

/** The CTE that takes the numbers; the writes read it through NumberRefs. */
const TAKEN = sql.raw('nomor_taken');

/**
 * Takes gap-free numbers (as nextDocumentNumbers) in the very statement that writes the document:
 * the counter rows' upsert is the first WITH query and the writes, built with the numbers as SQL
 * (`no.nth(prefix, i)`), the others. A counter row is therefore locked from this statement to the
 * COMMIT and never while Node builds or sends other statements: concurrent documents of the shop
 * queue on it for one round trip. The writes run on one snapshot (as db/write-together.ts): none may
 * read what another writes, except a named write's RETURNING. Answers the numbers as
 * nextDocumentNumbers does; a failed statement or transaction gives them back.
 */
export async function writeNumbered(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  wanted: readonly { prefix: string; count: number }[],
  build: (no: NumberRefs) => readonly NumberedWrite[],
): Promise<string[][]> {
  const counts = new Map(wanted.map((w) => [w.prefix, w.count]));
  if (counts.size !== wanted.length) throw new Error('a prefix is wanted twice');
  const no: NumberRefs = {
    nth(prefix, i = 0) {
      const count = counts.get(prefix);
      if (count === undefined || (typeof i === 'number' && (i < 0 || i >= count)))
        throw new Error(`number ${prefix} #${i} not taken by this statement`);
      const stem = documentNumberStem(prefix, shop.kode_toko, tanggal);
      // formatDocumentNumber in SQL: the stem, then the sequence padded to at least the width.
      return sql`(select ${stem}::text || lpad(s::text, greatest(${DOCUMENT_SEQ_WIDTH}::int, length(s::text)), '0')
        from (select last - ${count}::int + 1 + ${i}::int as s from ${TAKEN} where prefix = ${prefix}::text) x)`;
    },
  };
  const writes = build(no)
    .filter((w): w is Exclude<NumberedWrite, undefined> => w !== undefined)
    .map((w, i) =>
      'name' in w && 'write' in w
        ? sql`${sql.raw(w.name)} as (${w.write.getSQL()})`
        : sql`${sql.raw(`w${i}`)} as (${(w as SQLWrapper).getSQL()})`,
    );
  const take = sql`${TAKEN} as (${documentSequencesTake(shop, tx, tanggal, wanted).getSQL()})`;
  const res = await tx.execute(
    sql`with ${sql.join([take, ...writes], sql`, `)} select prefix, last from ${TAKEN}`,
  );
  const last = new Map(rowsOf<{ prefix: string; last: number }>(res).map((r) => [r.prefix, Number(r.last)]));
  return wanted.map(({ prefix, count }) => {
    const end = last.get(prefix);
    if (end === undefined) throw new Error('document counter missing');
    return Array.from({ length: count }, (_, i) =>
      formatDocumentNumber(prefix, shop.kode_toko, tanggal, end - count + 1 + i),
    );
  });
}
