// The RSS anchor of the bench: three bare shops as the demo holds them (one embedded PGlite database
// on disk, a schema per shop) behind three node:http servers answering one query, with nothing of the
// product loaded. Prints 'ready' when up.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'pglite'));
for (const shop of ['pst', 'tk1', 'tk2']) {
  await db.exec(
    `create schema ${shop}; create table ${shop}.t (id int primary key); insert into ${shop}.t values (1)`,
  );
  createServer(async (_req, res) => {
    const r = await db.query(`select id from ${shop}.t`);
    res.end(JSON.stringify(r.rows));
  }).listen(0, '127.0.0.1');
}
console.log('ready');
