import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopServer } from '../../main/shop-server.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { backupFileName, resumeClosingBackup, writeFileAtomically } from './closing-backup.ts';

let chain: Chain;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emas-backup-'));
  chain = await startChain({ config: { backupDir: dir } });
});
afterAll(async () => {
  await chain.close();
  await rm(dir, { recursive: true, force: true });
});

const businessDay = async () => {
  const owner = await login(chain.tk1, 'owner1');
  return (await call(chain.tk1, 'GET', 'users/me', { token: owner })).body.data.tgl_system as string;
};
const closeDay = async () => {
  const day = await businessDay();
  const owner = await login(chain.tk1, 'owner1');
  const res = await call(chain.tk1, 'POST', 'system/close', {
    token: owner,
    body: { PROSES: 'close', tgl_system: day },
  });
  expect(res.status, res.body.message).toBe(200);
  return day;
};
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** A writer that dies half-way, as a killed process would: half the bytes at the temporary name. */
const dyingWriter = async (tempPath: string, bytes: Uint8Array) => {
  await writeFile(tempPath, bytes.subarray(0, Math.floor(bytes.length / 2)));
  throw new Error('killed');
};

// PostgreSQL keeps its own durability (no dump): the backup exists only on PGlite.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the store closing backup (PGlite)', () => {
  it('a backup cut short by a crash is written again, complete, when the server starts; stale temp files go', async () => {
    const day = await closeDay();
    const file = join(dir, backupFileName(chain.tk1.shop, day));
    const complete = await readFile(file);
    expect(gunzipSync(complete).length).toBeGreaterThan(0);

    // The process died while writing: a half-written file (final name, as a direct write leaves it)
    // and a temporary file of the interrupted write.
    await writeFile(file, complete.subarray(0, Math.floor(complete.length / 2)));
    const stale = `${file}.tmp-99999-deadbeef`;
    await writeFile(stale, complete.subarray(0, 100));

    // Start the shop's server again.
    const restarted = await buildShopServer(chain.tk1.shop, { logLevel: 'silent' });
    await restarted.close();

    expect(await exists(stale)).toBe(false);
    const again = await readFile(file);
    expect(() => gunzipSync(again)).not.toThrow();
    // The backup restores: the closed day is in its closing log.
    const restored = await PGlite.create({ loadDataDir: new Blob([again]) });
    try {
      const rows = await restored.query<{ tgl_system: string }>(
        `select tgl_system::text from "${chain.tk1.shop.schema}".closing_log where tgl_system = $1`,
        [day],
      );
      expect(rows.rows).toEqual([{ tgl_system: day }]);
    } finally {
      await restored.close();
    }
  });

  it('a missing backup is written at start; a write that dies leaves neither a partial file nor the old one damaged', async () => {
    const day = await closeDay();
    const file = join(dir, backupFileName(chain.tk1.shop, day));
    await rm(file);

    await expect(resumeClosingBackup(chain.tk1.shop, dir, dyingWriter)).rejects.toThrow('killed');
    expect(await exists(file)).toBe(false);
    expect((await readdir(dir)).filter((n) => n.includes('.tmp-'))).toEqual([]);

    expect(await resumeClosingBackup(chain.tk1.shop, dir)).toBe(file);
    const complete = await readFile(file);
    expect(() => gunzipSync(complete)).not.toThrow();
    // Nothing to do when the last backup is complete.
    expect(await resumeClosingBackup(chain.tk1.shop, dir)).toBeNull();

    // Overwriting an existing file with a write that dies keeps the existing file as it was.
    await expect(
      writeFileAtomically(dir, backupFileName(chain.tk1.shop, day), new Uint8Array(10), dyingWriter),
    ).rejects.toThrow();
    expect((await readFile(file)).equals(complete)).toBe(true);
  });
});
