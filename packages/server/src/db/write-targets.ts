/**
 * The tables a statement may write, read from its text (PGlite's read cache, issue 21): every
 * `insert into`, `update`, `delete from`, `merge into` and `truncate` target, schema and quotes
 * dropped, in a with-query too. Null when the statement may write where the text does not say: a
 * script of several statements, DDL, COPY, a procedure, a DO block, or any write with no such target
 * found; the caller then treats every table as changed. Extra names (`for update`, `do update set`)
 * only make a cache forget sooner.
 */
const NAME = String.raw`(?:"[^"]+"|[a-z_][\w$]*)`;
/** `update` as a write: not the row locks `for update` / `for no key update`, not `do update` of an upsert. */
const UPDATE = String.raw`(?<!\b(?:for|key|do)\s+)update`;
const TARGET = new RegExp(
  String.raw`\b(?:insert\s+into|${UPDATE}|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:${NAME}\s*\.\s*)?(${NAME})`,
  'gi',
);
const DML_START = /^\s*(?:with|insert|update|delete|merge|select|truncate)\b/i;
const WRITE_WORD = new RegExp(String.raw`\b(?:insert|${UPDATE}|delete|merge|truncate|nextval|setval)\b`, 'i');

/**
 * A statement that cannot change data: a select, or a with-query without a writing part (a row lock
 * is not a write).
 */
export const isReadOnly = (sql: string) => /^\s*(?:select|with)\b/i.test(sql) && !WRITE_WORD.test(sql);

/** A quoted name as written, an unquoted one folded to lower case (as PostgreSQL does). */
const bareName = (name: string) => (name.startsWith('"') ? name.slice(1, -1) : name.toLowerCase());

export function writeTargets(sql: string): string[] | null {
  if (!DML_START.test(sql) || sql.includes(';')) return null;
  const names = new Set<string>();
  for (const m of sql.matchAll(TARGET)) names.add(bareName(m[1] as string));
  return names.size ? [...names] : null;
}
