import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { listSourceFiles, renderSqlFile, sqlFileOf, srcPath } from '../test/queries-sql.ts';

/**
 * `npm run sql:write -w @emas/server`: writes the SQL of every `*.queries.ts` beside it as
 * `*.queries.sql` (how: test/queries-sql.ts) and removes those whose queries file is gone.
 */
const queries = listSourceFiles('.queries.ts');
let changed = 0;
for (const file of queries) {
  const path = srcPath(sqlFileOf(file));
  const text = await renderSqlFile(file);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
  writeFileSync(path, text);
  changed++;
  console.log(`written: src/${sqlFileOf(file)}`);
}
for (const file of listSourceFiles('.queries.sql'))
  if (!queries.includes(file.replace(/\.sql$/, '.ts'))) {
    rmSync(srcPath(file));
    changed++;
    console.log(`removed: src/${file}`);
  }
console.log(`${queries.length} queries files, ${changed} SQL files changed`);
// The queries modules' imports may leave timers or handles behind.
process.exit(0);
