import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES, KATALOG_MSG } from '@emas/contract/api/katalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3.ts';
import { AppError } from '../errors.ts';
import { sniffImageType } from './image-process.ts';
import { createImageStore, type ImageStore, imageStoreFromEnv } from './image-store.ts';
import { createLocalStore } from './local-store.ts';
import { createS3Store } from './s3-store.ts';

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
const jpg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#2040a0' } })
    .jpeg()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).status).toBe(400);
    return (e as AppError).userMessage;
  }
  throw new Error('expected a refusal');
}

describe('sniffImageType', () => {
  it('tells jpeg and png by their first bytes, nothing else', async () => {
    expect(sniffImageType(await jpg(4, 4))).toBe('jpeg');
    expect(sniffImageType(await png(4, 4))).toBe('png');
    expect(sniffImageType(await gif())).toBeNull();
    expect(sniffImageType(Buffer.from('hello, this is text'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

let dir: string;
let s3: FakeS3;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emas-img-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s3.close();
});

const s3Settings = () => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  accessKey: s3.accessKey,
  secretKey: s3.secretKey,
  region: s3.region,
});

const adapters: [string, () => ImageStore][] = [
  ['local folder', () => createImageStore(createLocalStore(dir))],
  ['S3-compatible', () => createImageStore(createS3Store(s3Settings()))],
];

describe.each(adapters)('image store on %s', (_name, make) => {
  it('stores an upload as a 720x1366 JPEG of quality 50 under {kode_toko}/{FOLDER}', async () => {
    const store = make();
    const up = await store.put('TK1', 'BANNER_ICON', await png(2000, 1000));
    expect(up.gambar_path).toMatch(/^TK1\/BANNER_ICON\/[A-Za-z0-9]{16}\.jpg$/);
    expect(up.gambar_path.endsWith(up.gambar_name)).toBe(true);
    const stored = await store.get(up.gambar_path);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored as Buffer).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 720,
      height: 1366,
    });
    // Quality 50: much smaller than the same picture at quality 95.
    const q95 = await sharp(await png(2000, 1000))
      .resize(720, 1366, { fit: 'contain', background: '#fff' })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((stored as Buffer).length).toBeLessThan(q95.length);
    expect(await store.exists(up.gambar_path)).toBe(true);
  });

  it('splash screens are 1241x2348', async () => {
    const store = make();
    const up = await store.put('TK1', 'SPLASHSCREEN_DIAMOND', await jpg(300, 500));
    const meta = await sharp((await store.get(up.gambar_path)) as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1241, 2348]);
  });

  it('downloads a smaller copy on request', async () => {
    const store = make();
    const up = await store.put('TK2', 'ITEM', await jpg(800, 800));
    const small = await store.get(up.gambar_path, { width: 120 });
    const meta = await sharp(small as Buffer).metadata();
    expect(meta.width).toBe(120);
    expect(meta.format).toBe('jpeg');
  });

  it('refuses what is not really a jpg or png, whatever its name, and writes nothing', async () => {
    const store = make();
    expect(await refusal(store.put('TK1', 'ITEM', Buffer.from('I am a text file called foto.jpg')))).toBe(
      KATALOG_MSG.imageNotImage,
    );
    expect(await refusal(store.put('TK1', 'ITEM', await gif()))).toBe(KATALOG_MSG.imageNotImage);
    // Right magic bytes, broken body.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 16), Buffer.alloc(200, 7)]);
    expect(await refusal(store.put('TK1', 'ITEM', broken))).toBe(KATALOG_MSG.imageUnreadable);
    // A PNG whose first bytes claim JPEG.
    const liar = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await png(10, 10)]);
    expect([KATALOG_MSG.imageNotImage, KATALOG_MSG.imageUnreadable]).toContain(
      await refusal(store.put('TK1', 'ITEM', liar)),
    );
    expect(await refusal(store.put('TK1', 'ITEM', Buffer.alloc(0)))).toBe(KATALOG_MSG.imageNoFile);
    const big = Buffer.concat([await jpg(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await refusal(store.put('TK1', 'ITEM', big))).toBe(KATALOG_MSG.imageTooLarge);
  });

  it('deletes (twice is fine) and answers null for missing or unsafe keys', async () => {
    const store = make();
    const up = await store.put('TK1', 'HADIAH', await png(50, 50));
    await store.delete(up.gambar_path);
    await store.delete(up.gambar_path);
    expect(await store.get(up.gambar_path)).toBeNull();
    expect(await store.exists(up.gambar_path)).toBe(false);
    expect(await store.get('../etc/passwd')).toBeNull();
    expect(await store.get('TK1/../../x')).toBeNull();
    expect(await store.exists('TK1/ITEM')).toBe(false);
  });

  it('names product photos by barcode, replacing the previous photo', async () => {
    const store = make();
    const a = await store.put('TK1', 'foto_produk', await png(100, 100), '00000042');
    expect(a.gambar_path).toBe('TK1/foto_produk/00000042');
    const first = await store.get(a.gambar_path);
    await store.put('TK1', 'foto_produk', await jpg(100, 300), '00000042');
    expect((await store.get(a.gambar_path))?.equals(first as Buffer)).toBe(false);
  });

  it('gives the address the API serves the image at', async () => {
    const store = make();
    expect(store.getUrl('TK1/ITEM/abc.jpg')).toBe('/api/v1/image/TK1/ITEM/abc.jpg');
  });
});

describe('local folder layout', () => {
  it('is ./images/{kode_toko}/{FOLDER}/{name}', async () => {
    const local = createLocalStore(dir);
    const up = await createImageStore(local).put('TK1', 'KATEGORI_ICON', await png(10, 10));
    expect((await stat(join(dir, 'TK1', 'KATEGORI_ICON', up.gambar_name))).isFile()).toBe(true);
  });
});

describe('S3 adapter', () => {
  it('signs every request (a wrong secret is refused by the server) and uses path-style keys', async () => {
    const good = createImageStore(createS3Store(s3Settings()));
    const up = await good.put('TK1', 'INFO_ICON', await png(10, 10));
    expect(s3.objects.get(up.gambar_path)?.contentType).toBe('image/jpeg');
    const bad = createImageStore(createS3Store({ ...s3Settings(), secretKey: 'wrong' }));
    await expect(bad.blobs.put('TK1/INFO_ICON/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(s3.requests.at(-1)?.status).toBe(403);
    expect(s3.objects.has('TK1/INFO_ICON/x.jpg')).toBe(false);
  });

  it('a public bucket gives direct addresses', () => {
    const store = createImageStore(
      createS3Store({ ...s3Settings(), publicUrl: 'https://cdn.example.test/img/' }),
    );
    expect(store.getUrl('TK1/ITEM/a.jpg')).toBe('https://cdn.example.test/img/TK1/ITEM/a.jpg');
    // Pawn photos are never linked to the bucket: they are fetched through the API with a token.
    expect(store.getUrl('TK1/foto_hutang/a.jpg')).toBe('/api/v1/image/TK1/foto_hutang/a.jpg');
  });
});

describe('choice by environment', () => {
  it('local folder by default, S3 when S3_ENDPOINT and S3_BUCKET are set', () => {
    expect(imageStoreFromEnv({ IMAGE_DIR: dir }).blobs.kind).toBe('local');
    expect(imageStoreFromEnv({ DATA_DIR: dir }).blobs.kind).toBe('local');
    expect(
      imageStoreFromEnv({
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY: 'a',
        S3_SECRET_KEY: 'b',
      }).blobs.kind,
    ).toBe('s3');
  });
});
