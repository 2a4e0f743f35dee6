import { createInflateRaw } from 'node:zlib';
import { ImportRefused } from './import-rows.ts';

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; offset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const broken = () => new ImportRefused('broken');

/**
 * The entries of a zip as its central directory lists them. Zip64 and encrypted entries are refused:
 * a spreadsheet small enough to be imported needs neither.
 */
export function zipEntries(zip: Buffer): ZipEntry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) throw broken();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw broken();
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw broken();
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (flags & 1 || entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw broken();
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Bytes still allowed to be unpacked from one file, over all its entries. */
export class UnpackBudget {
  constructor(private left: number) {}
  take(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new ImportRefused('tooBig');
  }
}

/**
 * An entry's bytes as they are inflated, counted against the budget chunk by chunk: the sizes a zip
 * declares can lie, the inflated bytes cannot. Stopping the loop stops the inflating.
 */
export async function* entryChunks(zip: Buffer, e: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer> {
  const at = e.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw broken();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + e.compressedSize > zip.length) throw broken();
  const data = zip.subarray(start, start + e.compressedSize);
  if (e.method === 0) {
    for (let i = 0; i < data.length; i += 65536) {
      const chunk = data.subarray(i, i + 65536);
      budget.take(chunk.length);
      yield chunk;
    }
    return;
  }
  if (e.method !== 8) throw broken();
  const inflate = createInflateRaw();
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      budget.take(chunk.length);
      yield chunk;
    }
  } catch (err) {
    if (err instanceof ImportRefused) throw err;
    throw broken();
  } finally {
    inflate.destroy();
  }
}
