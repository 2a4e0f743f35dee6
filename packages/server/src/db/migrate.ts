import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { compiled } from '../platform/compiled.ts';
import { type Db, rowsOf } from './database.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), compiled ? 'drizzle' : '../../drizzle');

type Journal = { entries: { idx: number; tag: string }[] };

function readMigrations(): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries
    .sort((a, b) => a.idx - b.idx)
    .map((e) => ({
      tag: e.tag,
      statements: readFileSync(join(migrationsDir, `${e.tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    }));
}

let knownTags: string[] | undefined;

/** How many of this code's migrations the shop's schema has not applied (all of them: no schema yet). */
export async function countPendingMigrations(db: Db, schema: string): Promise<number> {
  if (!isSafeSchemaName(schema)) throw new Error(`invalid schema name ${schema}`);
  knownTags ??= readMigrations().map((m) => m.tag);
  const table = `"${schema}".__migrations`;
  const [present] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select to_regclass(${table}) is not null as ok`),
  );
  const applied = new Set(
    present?.ok
      ? rowsOf<{ tag: string }>(await db.execute(sql.raw(`select tag from ${table}`))).map((r) => r.tag)
      : [],
  );
  return knownTags.filter((t) => !applied.has(t)).length;
}

export const isSafeSchemaName = (name: string) => /^[a-z][a-z0-9_]{0,62}$/.test(name);

/**
 * Applies drizzle-kit's migrations inside one shop's schema. drizzle-kit writes unqualified tables and
 * `"public".` in foreign keys; both are pointed at the shop's schema. Idempotent and safe when several
 * processes start at once (advisory lock per schema).
 */
export async function migrateSchema(db: Db, schema: string): Promise<string[]> {
  if (!isSafeSchemaName(schema)) throw new Error(`invalid schema name ${schema}`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${schema}))`);
    await tx.execute(sql.raw(`create schema if not exists "${schema}"`));
    await tx.execute(sql.raw(`set local search_path to "${schema}"`));
    await tx.execute(
      sql.raw(
        `create table if not exists "${schema}".__migrations (tag text primary key, applied_at timestamptz not null default now())`,
      ),
    );
    const done = await tx.execute(sql.raw(`select tag from "${schema}".__migrations`));
    const doneTags = new Set(rowsOf<{ tag: string }>(done).map((r) => r.tag));
    for (const m of readMigrations()) {
      if (doneTags.has(m.tag)) continue;
      for (const s of m.statements) await tx.execute(sql.raw(s.replaceAll('"public".', `"${schema}".`)));
      await tx.execute(sql`insert into ${sql.raw(`"${schema}".__migrations`)} (tag) values (${m.tag})`);
      applied.push(m.tag);
    }
  });
  return applied;
}
