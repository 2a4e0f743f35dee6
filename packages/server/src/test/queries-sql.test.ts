import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, renderSqlFile, SQL_WRITE_COMMAND, sqlFileOf, srcPath } from './queries-sql.ts';

// DESIGN.md section 8: each queries file's SQL is committed beside it, so a query change shows as a
// SQL diff; this fails when the committed text is not what the queries send now.
const queries = listSourceFiles('.queries.ts');

describe('the committed SQL of the queries files', () => {
  it.each(queries)('%s', async (file) => {
    const text = await renderSqlFile(file);
    const sqlFile = `src/${sqlFileOf(file)}`;
    expect(existsSync(srcPath(sqlFileOf(file))), `${sqlFile} is missing: run \`${SQL_WRITE_COMMAND}\``).toBe(
      true,
    );
    expect(text, `${sqlFile} is stale: run \`${SQL_WRITE_COMMAND}\` and commit it`).toBe(
      readFileSync(srcPath(sqlFileOf(file)), 'utf8'),
    );
    // A queries file the capture reaches no statement of would have an empty SQL file.
    expect(text, `no statement of src/${file} was captured (see src/test/queries-sql.ts)`).toMatch(/;$/m);
  });

  it('has no SQL file whose queries file is gone', () => {
    const orphans = listSourceFiles('.queries.sql').filter(
      (f) => !queries.includes(f.replace(/\.sql$/, '.ts')),
    );
    expect(orphans, `run \`${SQL_WRITE_COMMAND}\``).toEqual([]);
  });
});
