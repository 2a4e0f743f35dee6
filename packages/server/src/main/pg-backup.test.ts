import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { item } from '../domains/barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from '../domains/penjualan/counter.fixtures.ts';
import { createShopContext } from '../platform/context.ts';
import { EPHEMERAL_KEY, loadCredentialKey } from '../platform/secret-box.ts';
import { call, LATE_CLOCK, login } from '../test/harness.ts';
import { hasProgram } from '../test/processes.ts';
import { backupShop, KEY_FILE, restoreShop } from './pg-backup.ts';
import { buildShopServer, type ShopServer } from './shop-server.ts';

const URL_ = process.env.TEST_DATABASE_URL;
const lane = !!URL_ && hasProgram('pg_dump') && hasProgram('pg_restore');

/** 2.5 g x 910,000 + 50,000 ongkos (counter.fixtures' price). */
const PRICE = 2_325_000;

let counter: CounterChain;
let tmp: string;
let newDb: string;
let newUrl: string;
let restored: ShopServer | undefined;
let closeRestored: (() => Promise<void>) | undefined;

const admin = () => new pg.Pool({ connectionString: URL_, max: 1 });

beforeAll(async () => {
  if (!lane) return;
  counter = await startCounterChain();
  tmp = mkdtempSync(join(tmpdir(), 'emas-backup-'));
  newDb = `emas_restore_${randomBytes(5).toString('hex')}`;
  const u = new URL(URL_ as string);
  u.pathname = `/${newDb}`;
  newUrl = u.toString();
  const pool = admin();
  await pool.query(`create database ${newDb}`);
  await pool.end();
}, 120_000);

afterAll(async () => {
  if (!lane) return;
  await restored?.close();
  await closeRestored?.();
  await counter?.chain.close();
  const pool = admin();
  await pool.query(`drop database if exists ${newDb} with (force)`);
  await pool.end();
  rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!lane)('backup and restore on PostgreSQL (npm run backup / restore)', () => {
  it('restores a shop with its key into a new database, which then logs in and sells', async () => {
    const { chain, owner, post } = counter;
    const add = await post(
      'barang/create/bulk',
      { detail_barang: [item({ berat: 2.5, ongkos: 50_000 }), item({ berat: 2.5, ongkos: 50_000 })] },
      owner,
    );
    expect(add.status, add.body.message).toBe(201);
    const [before, after] = (add.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
    const sale = (kode_barcode: string | undefined) => ({
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode }],
      pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
    });
    const first = await post('penjualan', sale(before));
    expect(first.status, first.body.message).toBe(201);

    // The shop's data folder holds the key its secrets are sealed with.
    const shopData = join(tmp, 'shop-data');
    mkdirSync(shopData);
    writeFileSync(join(shopData, KEY_FILE), `${EPHEMERAL_KEY.toString('hex')}\n`, { mode: 0o600 });
    const schema = chain.tk1.shop.schema;
    const folder = join(tmp, 'backup-tk1');
    const said = await backupShop({
      url: URL_ as string,
      kode_toko: 'TK1',
      schema,
      dataDir: shopData,
      out: folder,
      env: {},
    });
    expect(said).toBe(`Cadangan toko TK1 (skema ${schema}) beserta kunci kredensial tersimpan di ${folder}`);

    // A machine that has another key refuses before touching the database.
    const otherData = join(tmp, 'other-data');
    mkdirSync(otherData);
    writeFileSync(join(otherData, KEY_FILE), `${randomBytes(32).toString('hex')}\n`);
    await expect(restoreShop({ url: newUrl, from: folder, dataDir: otherData, env: {} })).rejects.toThrow(
      /credential\.key berbeda dengan kunci cadangan: pakai --force/,
    );
    await expect(
      restoreShop({
        url: newUrl,
        from: folder,
        dataDir: otherData,
        env: { CREDENTIAL_KEY: randomBytes(32).toString('hex') },
      }),
    ).rejects.toThrow(/^CREDENTIAL_KEY berbeda dengan kunci cadangan/);

    const newData = join(tmp, 'new-data');
    const done = await restoreShop({ url: newUrl, from: folder, dataDir: newData, env: {} });
    expect(done).toMatch(
      new RegExp(
        `^Toko TK1 dipulihkan ke skema ${schema} dari cadangan .+; kunci kredensial ditulis ke ${join(newData, KEY_FILE)}$`,
      ),
    );
    expect(loadCredentialKey(newData, {}).equals(EPHEMERAL_KEY)).toBe(true);

    // Over a schema that holds tables: refused unless --force.
    await expect(restoreShop({ url: newUrl, from: folder, dataDir: newData, env: {} })).rejects.toThrow(
      new RegExp(
        `^Skema ${schema} di database tujuan sudah berisi \\d+ tabel: pakai database baru, atau --force`,
      ),
    );

    // A shop server on the new database, with the restored key: the sale is there, and it sells again.
    const database = await openDatabase({ url: newUrl });
    closeRestored = () => database.close();
    const shop = createShopContext({
      kode_toko: 'TK1',
      appType: 'TOKO',
      database,
      schema,
      config: { credentialKey: loadCredentialKey(newData, {}), clock: LATE_CLOCK, loginMaxFailures: 1000 },
    });
    restored = await buildShopServer(shop, { logLevel: 'silent' });
    const kasir = await login(restored, 'kasir1');
    const sold = await call(restored, 'POST', 'penjualan', { token: kasir, body: sale(after) });
    expect(sold.status, sold.body.message).toBe(201);
    // The item sold before the backup is still sold in the restored shop.
    const again = await call(restored, 'POST', 'penjualan', { token: kasir, body: sale(before) });
    expect(again.status, again.body.message).toBe(409);
    expect(readFileSync(join(newData, KEY_FILE), 'utf8').trim()).toBe(EPHEMERAL_KEY.toString('hex'));
  }, 180_000);
});
