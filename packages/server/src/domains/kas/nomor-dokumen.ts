import { DOCUMENT_SEQ_WIDTH, documentNumberStem, formatDocumentNumber } from '@emas/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { documentSequencesTake, nextDocumentSequence, takeDocumentSequences } from './kas.queries.ts';

/** The next gap-free document number of this shop for a prefix and business day. */
export async function nextDocumentNumber(
  shop: ShopContext,
  tx: Db,
  prefix: string,
  tanggal: string,
): Promise<string> {
  const seq = await nextDocumentSequence(shop, tx, prefix, tanggal);
  return formatDocumentNumber(prefix, shop.kode_toko, tanggal, seq);
}

/**
 * `count` gap-free numbers of each prefix in one round trip, in the order given (the order their
 * counter rows are locked in): for a prefix wanted 3 times, its next three numbers in ascending order.
 */
export async function nextDocumentNumbers(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  wanted: readonly { prefix: string; count: number }[],
): Promise<string[][]> {
  const last = await takeDocumentSequences(shop, tx, tanggal, wanted);
  return wanted.map(({ prefix, count }) => {
    const end = last.get(prefix);
    if (end === undefined) throw new Error('document counter missing');
    return Array.from({ length: count }, (_, i) =>
      formatDocumentNumber(prefix, shop.kode_toko, tanggal, end - count + 1 + i),
    );
  });
}

/** A document number in a write: its text, or the SQL that computes it in a numbered write. */
export type NumberText = string | SQL;

/** A row to insert whose number columns K may be the SQL of numbers a numbered write takes. */
export type WithNumbers<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | SQL };

/** The numbers a numbered write takes, as SQL of the statement that takes them (see writeNumbered). */
export type NumberRefs = {
  /** The i-th (from 0) number of a prefix taken by the statement: a text expression. */
  nth(prefix: string, i?: number | SQL): SQL;
};

/**
 * One write of a numbered statement: an INSERT/UPDATE/DELETE, or one with the name other writes of
 * the statement read its RETURNING by (e.g. a ledger inserted from the items just inserted).
 */
export type NumberedWrite = SQLWrapper | { name: string; write: SQLWrapper } | undefined;

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
