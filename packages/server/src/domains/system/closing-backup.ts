import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { ShopContext } from '../../platform/context.ts';
import { lastClosing } from './system.queries.ts';

/**
 * The PGlite backup of a closed day (DESIGN.md section 2: PGlite does not fsync). A backup is written
 * to a temporary name in its folder, flushed to disk, then renamed: the final name only ever holds a
 * complete file. At start the shop writes again the backup of its last closing when it is missing or
 * unreadable (the process died after the closing committed) and removes temporary files left behind.
 */
export const backupFileName = (shop: ShopContext, day: string) => `${shop.schema}-${day}.tar.gz`;
const TEMP_MARK = '.tmp-';
const isTempOf = (shop: ShopContext, name: string) =>
  name.startsWith(`${shop.schema}-`) && name.includes(`.tar.gz${TEMP_MARK}`);

/** Writes the bytes at their temporary name; replaceable by tests to simulate a crash. */
export type BackupWriter = (tempPath: string, bytes: Uint8Array) => Promise<void>;

const writeAndSync: BackupWriter = async (tempPath, bytes) => {
  const file = await open(tempPath, 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
};

/** Flushes a folder's entries (the rename) to disk; not every platform allows it on a folder. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

/** Writes `bytes` to `dir/name` all or nothing: temporary name, fsync, rename, fsync of the folder. */
export async function writeFileAtomically(
  dir: string,
  name: string,
  bytes: Uint8Array,
  write: BackupWriter = writeAndSync,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const final = join(dir, name);
  const temp = `${final}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await write(temp, bytes);
    await rename(temp, final);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
  await syncFolder(dir);
  return final;
}

/** Writes the backup of `day`: a dump of the PGlite data directory as it is now. */
export async function backupDay(
  shop: ShopContext,
  dir: string,
  day: string,
  write?: BackupWriter,
): Promise<string | null> {
  const blob = await shop.database.dumpDataDir?.();
  if (!blob) return null;
  return writeFileAtomically(dir, backupFileName(shop, day), new Uint8Array(await blob.arrayBuffer()), write);
}

/** Whether the file is a whole gzip stream (read through, never held in memory). */
const isCompleteGzip = async (path: string): Promise<boolean> => {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || info.size === 0) return false;
  return pipeline(
    createReadStream(path),
    createGunzip(),
    new Writable({ write: (_c, _e, done) => done() }),
  ).then(
    () => true,
    () => false,
  );
};

/**
 * At start: removes this shop's temporary backup files and, when the backup of the last closing is
 * missing or incomplete, writes it again (the data directory still holds that day as closed).
 * Answers the file written, or null when nothing was needed.
 */
export async function resumeClosingBackup(
  shop: ShopContext,
  dir: string,
  write?: BackupWriter,
): Promise<string | null> {
  if (!shop.database.dumpDataDir) return null;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => isTempOf(shop, n))) await rm(join(dir, name), { force: true });
  const last = await lastClosing(shop);
  if (!last) return null;
  if (await isCompleteGzip(join(dir, backupFileName(shop, last.tgl_system)))) return null;
  return backupDay(shop, dir, last.tgl_system, write);
}
