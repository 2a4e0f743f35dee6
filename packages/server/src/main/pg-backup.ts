import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadCredentialKey } from '../platform/secret-box.ts';

/**
 * Backup and restore of one shop on PostgreSQL (npm run backup / npm run restore): the shop's schema
 * as pg_dump's custom format plus the credential key, in one folder (mode 0700). A restore without
 * the same key keeps the data but loses every sealed secret (branch credentials, marketplace tokens),
 * so a restore refuses a key that differs from the one the shop will run with.
 */
const exec = promisify(execFile);
/** A PostgreSQL tool; its own words (stderr) when it fails, not the command line. */
async function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv } = {}) {
  try {
    return await exec(cmd, args, opts);
  } catch (e) {
    const { stderr, code } = e as { stderr?: string; code?: string };
    if (code === 'ENOENT') throw new Error(`${cmd} tidak ditemukan: pasang paket postgresql-client`);
    throw new Error(stderr?.trim() || (e as Error).message);
  }
}
export const DUMP_FILE = 'shop.dump';
export const KEY_FILE = 'credential.key';
export const MANIFEST_FILE = 'backup.json';

type Manifest = { kode_toko: string; schema: string; created: string; pg_dump: string };

/** pg_dump / pg_restore connection: the URL without its password (which the process list would show). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const keyFileOf = (dataDir: string) => join(dataDir, KEY_FILE);

/** The key this process would run with: CREDENTIAL_KEY, else DATA_DIR/credential.key; null when neither. */
function currentKey(dataDir: string, env: NodeJS.ProcessEnv): Buffer | null {
  if (!env.CREDENTIAL_KEY && !existsSync(keyFileOf(dataDir))) return null;
  return loadCredentialKey(dataDir, env);
}

export async function backupShop(opts: {
  url: string;
  kode_toko: string;
  schema: string;
  dataDir: string;
  out: string;
  env?: NodeJS.ProcessEnv;
}): Promise<string> {
  const env = opts.env ?? process.env;
  const key = currentKey(opts.dataDir, env);
  if (!key)
    throw new Error(
      `Kunci kredensial tidak ditemukan (CREDENTIAL_KEY atau ${keyFileOf(opts.dataDir)}): jalankan dengan DATA_DIR toko ini`,
    );
  const out = resolve(opts.out);
  if (existsSync(out)) throw new Error(`Folder cadangan ${out} sudah ada: pilih folder lain (--out)`);
  const partial = `${out}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const { dbname, env: pgEnv } = connection(opts.url);
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--schema=${opts.schema}`,
        '--no-owner',
        '--no-privileges',
        `--file=${join(partial, DUMP_FILE)}`,
        `--dbname=${dbname}`,
      ],
      { env: pgEnv },
    );
    const { stdout: version } = await run('pg_dump', ['--version']);
    writeFileSync(join(partial, KEY_FILE), `${key.toString('hex')}\n`, { mode: 0o600 });
    const manifest: Manifest = {
      kode_toko: opts.kode_toko,
      schema: opts.schema,
      created: new Date().toISOString(),
      pg_dump: version.trim(),
    };
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, out);
  } catch (e) {
    rmSync(partial, { recursive: true, force: true });
    throw e;
  }
  return `Cadangan toko ${opts.kode_toko} (skema ${opts.schema}) beserta kunci kredensial tersimpan di ${out}`;
}

export async function restoreShop(opts: {
  url: string;
  from: string;
  dataDir: string;
  force?: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<string> {
  const env = opts.env ?? process.env;
  const from = resolve(opts.from);
  if (!existsSync(join(from, MANIFEST_FILE)) || !existsSync(join(from, DUMP_FILE)))
    throw new Error(`${from} bukan folder cadangan (tidak ada ${MANIFEST_FILE} dan ${DUMP_FILE})`);
  const manifest = JSON.parse(readFileSync(join(from, MANIFEST_FILE), 'utf8')) as Manifest;
  const backupKey = loadCredentialKey(from, {
    CREDENTIAL_KEY: readFileSync(join(from, KEY_FILE), 'utf8').trim(),
  });

  // The key first: nothing is touched when the shop would run with another one.
  const key = currentKey(opts.dataDir, env);
  let keyNote: string;
  if (key?.equals(backupKey)) keyNote = 'kunci kredensial sama';
  else if (env.CREDENTIAL_KEY)
    throw new Error(
      `CREDENTIAL_KEY berbeda dengan kunci cadangan: isi CREDENTIAL_KEY dengan isi ${join(from, KEY_FILE)}`,
    );
  else if (key && !opts.force)
    throw new Error(
      `${keyFileOf(opts.dataDir)} berbeda dengan kunci cadangan: pakai --force untuk menggantinya (kunci lama disimpan sebagai .bak)`,
    );
  else {
    const file = keyFileOf(opts.dataDir);
    mkdirSync(opts.dataDir, { recursive: true });
    if (key) renameSync(file, `${file}.${Date.now()}.bak`);
    writeFileSync(file, `${backupKey.toString('hex')}\n`, { mode: 0o600 });
    keyNote = `kunci kredensial ditulis ke ${file}`;
  }

  const pool = new pg.Pool({ connectionString: opts.url, max: 1 });
  try {
    const { rows } = await pool.query<{ tables: number }>(
      `select count(c.oid)::int as tables from pg_namespace n left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p') where n.nspname = $1 group by n.oid`,
      [manifest.schema],
    );
    const tables = rows[0]?.tables;
    if (tables && !opts.force)
      throw new Error(
        `Skema ${manifest.schema} di database tujuan sudah berisi ${tables} tabel: pakai database baru, atau --force untuk menimpanya`,
      );
    if (tables !== undefined) await pool.query(`drop schema "${manifest.schema}" cascade`);
    // The shop's indexes use pg_trgm's operators from schema public, which a schema dump does not hold.
    await pool.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await pool.end();
  }
  const { dbname, env: pgEnv } = connection(opts.url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      join(from, DUMP_FILE),
    ],
    { env: pgEnv },
  );
  return `Toko ${manifest.kode_toko} dipulihkan ke skema ${manifest.schema} dari cadangan ${manifest.created}; ${keyNote}`;
}
