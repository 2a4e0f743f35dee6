/**
 * npm run replica -- add <kode> <branch-db-url> [--schema s] [--branch-host h]
 * npm run replica -- remove <kode> [branch-db-url] [--keep-data]
 * npm run replica -- status
 *
 * Head office's replica of its branches by PostgreSQL logical replication (README "Head office
 * replica", src/replica/replica.ts). Head office's database: HEAD_DATABASE_URL, else DATABASE_URL (a
 * role that may create subscriptions: a superuser on PostgreSQL 15). The branch's URL is an
 * administrator's of the shop's database; head office keeps only the replication role's password.
 */
import { parseArgs } from 'node:util';
import { addReplica, removeReplica, replicaStatus } from '../replica/replica.ts';

const USAGE = `Pemakaian / usage:
  npm run replica -- add <kode> <branch-db-url> [--schema toko_xxx] [--branch-host host]
  npm run replica -- remove <kode> [branch-db-url] [--keep-data]
  npm run replica -- status
Database pusat / head office database: HEAD_DATABASE_URL atau DATABASE_URL`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    schema: { type: 'string' },
    'branch-host': { type: 'string' },
    'keep-data': { type: 'boolean' },
  },
});
const [command, kodeArg, branchUrl] = positionals;
const headUrl = process.env.HEAD_DATABASE_URL || process.env.DATABASE_URL;
const kode = (kodeArg ?? '').toUpperCase();
const kodeOk = /^[A-Z0-9_]{1,20}$/.test(kode);

const time = (d: Date | null) => (d ? d.toLocaleString('sv-SE') : '-');

async function main(): Promise<number> {
  if (!headUrl) {
    console.error(`HEAD_DATABASE_URL / DATABASE_URL belum diisi (replika hanya untuk PostgreSQL)\n${USAGE}`);
    return 2;
  }
  if (command === 'add' && kodeOk && branchUrl) {
    const r = await addReplica({
      headUrl,
      branchUrl,
      kode,
      schema: values.schema,
      branchHost: values['branch-host'],
    });
    if (r.keyless.length)
      console.log(
        `Tabel tanpa primary key, direplikasi dengan REPLICA IDENTITY FULL: ${r.keyless.join(', ')}`,
      );
    console.log(
      `Replika ${kode} dibuat: publication ${r.publication} (role ${r.role}) di cabang, subscription ${r.subscription} ke skema ${r.schema} di pusat.\n` +
        'Cabang perlu baris pg_hba.conf untuk role itu (lihat README "Head office replica"). Cek: npm run replica -- status',
    );
    return 0;
  }
  if (command === 'remove' && kodeOk) {
    const todo = await removeReplica({ headUrl, kode, branchUrl, keepData: values['keep-data'] });
    console.log(`Replika ${kode} dihapus di pusat${branchUrl ? ' dan di cabang' : ''}.`);
    for (const line of todo) console.log(`Masih perlu / still to do ${line}`);
    return 0;
  }
  if (command === 'status') {
    const states = await replicaStatus(headUrl);
    if (!states.length) console.log('Belum ada replika / no replica yet');
    for (const s of states)
      console.log(
        [
          s.kode_toko.padEnd(8),
          s.schema.padEnd(16),
          (s.ready ? 'SIAP' : 'MENYALIN/OFF').padEnd(13),
          (s.connected ? 'TERHUBUNG' : 'TERPUTUS').padEnd(10),
          `data s/d ${time(s.received_at)}`,
          s.branch,
        ].join(' '),
      );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main();
} catch (e) {
  console.error(`Replika gagal / replica failed: ${(e as Error).message}`);
  process.exitCode = 1;
}
