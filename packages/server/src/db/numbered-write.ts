import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * The types of a numbered write (domains/kas: writeNumbered takes a document's gap-free numbers in the
 * very statement that writes it): the rows and fragments a write is built of may hold the SQL of a
 * number not yet known to Node.
 */

/** A piece of SQL of a numbered write (an expression the statement computes). */
export type SqlFragment = SQL;

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
