/**
 * The engines' own limits for the sales rows: pgbench -N (TPC-B without the branch and teller
 * updates) at given client counts on a scratch database, and raw PGlite running a 20-statement
 * sale-like transaction (BEGIN, 8 reads, 10 writes, COMMIT: what a sale does, without the server).
 */
import { execFileSync, spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { countPostgresCpu } from './pg-cpu.ts';

/** pgbench -N at one client count: its TPS and the PostgreSQL CPU per transaction (null: not visible). */
export type PgbenchRun = { tps: number; cpuMsPerTx: number | null };

/** One pgbench run, its output as text; asynchronous, so that the CPU sampler keeps sampling. */
function pgbench(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}`))));
  });
}

/** pgbench -N TPS by client count, with the database's CPU per transaction (empty when pgbench is missing). */
export async function pgbenchTps(url: string, clients: readonly number[]): Promise<Map<number, PgbenchRun>> {
  const u = new URL(url);
  const db = `bench_pgbench_${process.pid}`;
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const out = new Map<number, PgbenchRun>();
  try {
    execFileSync('createdb', [...conn, db], { stdio: 'ignore' });
    execFileSync('pgbench', [...conn, '-i', '-s', '1', '-q', db], { stdio: 'ignore' });
    for (const c of clients) {
      const cpu = countPostgresCpu();
      const text = await pgbench([...conn, '-N', '-c', String(c), '-j', '2', '-T', '10', db]);
      const used = cpu();
      const done = Number(/number of transactions actually processed: (\d+)/.exec(text)?.[1] ?? 0);
      out.set(c, {
        tps: Number(/tps = ([\d.]+)/.exec(text)?.[1] ?? 0),
        cpuMsPerTx: used !== null && done ? used / done : null,
      });
    }
  } catch {
    // no pgbench or createdb: the rows show no anchor
  } finally {
    try {
      execFileSync('dropdb', [...conn, '--if-exists', db], { stdio: 'ignore' });
    } catch {
      // nothing to drop
    }
  }
  return out;
}

const SCHEMA = `
  create table toko (kode text primary key, tgl date not null);
  create table sessions (token text primary key, user_id text not null, expires timestamptz not null);
  create table settings (key text primary key, value text not null);
  create table masters (master text, kode text, data jsonb not null, primary key (master, kode));
  create table prices (kode_group text, tanggal date, jual bigint, beli bigint, primary key (kode_group, tanggal));
  create table items (kode text primary key, kode_group text not null, berat numeric(12, 3) not null,
    ongkos bigint not null, status text not null, updated_at timestamptz);
  create table counters (prefix text, tanggal date, last int not null, primary key (prefix, tanggal));
  create table ledger (id bigserial primary key, tanggal date, kode text, jenis text, qty int, berat numeric(12, 3),
    no_ref text);
  create table lines (id bigserial primary key, tanggal date, grp text, no text, kode text, harga bigint,
    input_by text);
  create table cash (id bigserial primary key, tanggal date, kategori text, jenis text, jumlah bigint, id_trx text);
  create table audit (id bigserial primary key, at timestamptz default now(), what text);
  insert into toko values ('BNC', current_date);
  insert into sessions values ('t', 'kasir1', now() + interval '1 day');
  insert into settings values ('PEMBULATAN', '500'), ('KATEGORI_HARGA', 'GROUP');
  insert into masters values ('sales', 'S01', '{}'), ('group', 'EMAS MUDA', '{"kadar": 70}');
  insert into prices values ('EMAS MUDA', current_date, 910000, 840000);
`;

/** Sales per second of raw PGlite running the 20-statement transaction `n` times, `c` at once. */
export async function rawPgliteTps(c: number, n: number): Promise<number> {
  const db = await PGlite.create();
  try {
    await db.exec(SCHEMA);
    await db.query(
      `insert into items select lpad(g::text, 8, '0'), 'EMAS MUDA', 2.5, 50000, 'READY' from generate_series(1, $1) g`,
      [n],
    );
    let next = 1;
    const sale = (kode: string) =>
      db.transaction(async (tx) => {
        const day = (await tx.query<{ tgl: string }>(`select tgl from toko where kode = 'BNC' for share`))
          .rows[0]?.tgl;
        await tx.query(`select user_id from sessions where token = $1 and expires > now()`, ['t']);
        await tx.query(`select value from settings where key = $1`, ['PEMBULATAN']);
        await tx.query(`select value from settings where key = $1`, ['KATEGORI_HARGA']);
        await tx.query(`select data from masters where master = 'sales' and kode = $1`, ['S01']);
        await tx.query(`select * from items where kode = $1 for update`, [kode]);
        await tx.query(
          `select jual, beli from prices where kode_group = $1 and tanggal <= $2 order by tanggal desc limit 1`,
          ['EMAS MUDA', day],
        );
        await tx.query(`select data from masters where master = 'group'`);
        const g = await tx.query<{ last: number }>(
          `insert into counters values ('FJ', $1, 1) on conflict (prefix, tanggal) do update set last = counters.last + 1 returning last`,
          [day],
        );
        const j = await tx.query<{ last: number }>(
          `insert into counters values ('JL', $1, 1) on conflict (prefix, tanggal) do update set last = counters.last + 1 returning last`,
          [day],
        );
        const grp = `FJ-${g.rows[0]?.last}`;
        await tx.query(
          `insert into ledger (tanggal, kode, jenis, qty, berat, no_ref) select $1, kode, 'JUAL', -1, -berat, $2 from items where kode = $3`,
          [day, grp, kode],
        );
        await tx.query(`update items set status = 'SOLD', updated_at = now() where kode = $1`, [kode]);
        await tx.query(
          `insert into lines (tanggal, grp, no, kode, harga, input_by) values ($1, $2, $3, $4, $5, $6)`,
          [day, grp, `JL-${j.rows[0]?.last}`, kode, 2_325_000, 'kasir1'],
        );
        await tx.query(
          `insert into cash (tanggal, kategori, jenis, jumlah, id_trx) values ($1, 'PENJUALAN', 'CASH', $2, $3)`,
          [day, 2_325_000, grp],
        );
        await tx.query(
          `insert into cash (tanggal, kategori, jenis, jumlah, id_trx) values ($1, 'PEMBELIAN', 'TUKAR', 0, $2)`,
          [day, grp],
        );
        await tx.query(`insert into audit (what) values ($1)`, [grp]);
        await tx.query(`update sessions set expires = expires where token = $1`, ['t']);
        await tx.query(`select count(*) from lines where grp = $1`, [grp]);
      });
    const t = performance.now();
    await Promise.all(
      Array.from({ length: c }, async () => {
        while (next <= n) await sale(String(next++).padStart(8, '0'));
      }),
    );
    return n / ((performance.now() - t) / 1000);
  } finally {
    await db.close();
  }
}
