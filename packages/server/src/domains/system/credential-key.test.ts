import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from '../../db/database.ts';
import { migrateSchema } from '../../db/migrate.ts';
import { createShopContext } from '../../platform/context.ts';
import { credentialKeyFingerprint } from '../../platform/secret-box.ts';
import { insertToko } from '../../seed/seed.queries.ts';
import { CredentialKeyMismatch, verifyCredentialKey } from './credential-key.ts';

let database: Database;
const schema = `t${randomBytes(4).toString('hex')}_key`;
const KEY = randomBytes(32);
const shopWith = (key: Buffer) =>
  createShopContext({ kode_toko: 'TK5', appType: 'TOKO', database, schema, config: { credentialKey: key } });

beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
  await migrateSchema(database.db, schema);
  await insertToko(shopWith(KEY), {
    kode_toko: 'TK5',
    nama_toko: 'TOKO KUNCI',
    alamat_toko: '',
    no_telp: '',
    no_whatsapp: '',
    tgl_system: '2026-01-02',
    app_type: 'TOKO',
  });
}, 120_000);
afterAll(async () => {
  if (database.kind === 'postgres')
    await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
  await database.close();
});

const stored = async () =>
  rowsOf<{ fp: string | null }>(
    await database.db.execute(sql.raw(`select credential_key_fp as fp from "${schema}".toko`)),
  )[0]?.fp;

describe('the credential key is the one the shop was sealed with', () => {
  it('a fresh database records the fingerprint (not the key) on the first start', async () => {
    expect(await stored()).toBeNull();
    expect(await verifyCredentialKey(shopWith(KEY))).toBe('recorded');
    const fp = await stored();
    expect(fp).toBe(credentialKeyFingerprint(KEY));
    expect(fp).toMatch(/^[0-9a-f]{64}$/);
    expect(fp).not.toContain(KEY.toString('hex'));
  });

  it('the same key starts', async () => {
    expect(await verifyCredentialKey(shopWith(Buffer.from(KEY)))).toBe('matches');
  });

  it('another key is refused with what to do, and the stored fingerprint stays', async () => {
    const other = shopWith(randomBytes(32));
    await expect(verifyCredentialKey(other)).rejects.toThrow(CredentialKeyMismatch);
    await expect(verifyCredentialKey(other)).rejects.toThrow(
      /CREDENTIAL_KEY yang sama.*credential\.key.*restore/,
    );
    expect(await stored()).toBe(credentialKeyFingerprint(KEY));
  });

  it('two keys never share a fingerprint; one key always has the same', () => {
    const a = randomBytes(32);
    expect(credentialKeyFingerprint(a)).toBe(credentialKeyFingerprint(Buffer.from(a)));
    expect(credentialKeyFingerprint(a)).not.toBe(credentialKeyFingerprint(randomBytes(32)));
  });
});
