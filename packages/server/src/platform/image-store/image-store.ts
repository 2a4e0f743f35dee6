import { join, resolve } from 'node:path';
import { API_PREFIX, randomId } from '@emas/contract';
import {
  imageSizeFor,
  KATALOG_MSG,
  privateImageScreens,
  type StoreFolder,
  type UploadedImage,
} from '@emas/contract/api/katalog';
import { AppError } from '../errors.ts';
import { type BlobStore, isSafeKey } from './blob-store.ts';
import { prepareImage, resizeToWidth } from './image-process.ts';
import { createLocalStore } from './local-store.ts';
import { createS3Store } from './s3-store.ts';

export type ImageKey = string;

/**
 * The one image store of the server (foundation document section 7): upload (checked and resized),
 * download (optionally smaller), delete and the address to show. Keys are
 * `{kode_toko}/{FOLDER}/{name}`; the bytes live in a folder or an S3-compatible bucket (BlobStore).
 */
export type ImageStore = {
  readonly blobs: BlobStore;
  /** Checks and resizes an upload and stores it; `name` defaults to a new random id + '.jpg'. */
  put(kode_toko: string, folder: StoreFolder, input: Buffer, name?: string): Promise<UploadedImage>;
  /** The stored JPEG, or a copy `width` pixels wide; null when missing. */
  get(key: ImageKey, opts?: { width?: number }): Promise<Buffer | null>;
  exists(key: ImageKey): Promise<boolean>;
  delete(key: ImageKey): Promise<void>;
  /** Where a browser or the member app fetches it (relative to the server unless the bucket is public). */
  getUrl(key: ImageKey): string;
};

export const keyOf = (kode_toko: string, folder: StoreFolder, name: string) =>
  `${kode_toko}/${folder}/${name}`;
/** The folder part of a key, or null for a malformed key. */
export function parseKey(key: string): { kode_toko: string; folder: string; name: string } | null {
  if (!isSafeKey(key)) return null;
  const [kode_toko, folder, name] = key.split('/') as [string, string, string];
  return { kode_toko, folder, name };
}

export function createImageStore(blobs: BlobStore): ImageStore {
  // A private folder's images are always fetched through the API (with a token), never from a bucket.
  const getUrl = (key: string) =>
    (privateImageScreens(key) ? null : blobs.publicUrl(key)) ?? `${API_PREFIX}/image/${key}`;
  return {
    blobs,
    async put(kode_toko, folder, input, name = `${randomId(16)}.jpg`) {
      const size = imageSizeFor(folder);
      const jpeg = await prepareImage(input, size);
      const key = keyOf(kode_toko, folder, name);
      if (!isSafeKey(key)) throw new AppError(400, KATALOG_MSG.imageStoreFailed, `bad key ${key}`);
      try {
        await blobs.put(key, jpeg, 'image/jpeg');
      } catch (e) {
        throw new AppError(503, KATALOG_MSG.imageStoreFailed, String(e));
      }
      return {
        gambar_path: key,
        gambar_name: name,
        url: getUrl(key),
        width: size.width,
        height: size.height,
      };
    },
    async get(key, opts = {}) {
      if (!isSafeKey(key)) return null;
      const stored = await blobs.get(key);
      if (!stored || !opts.width) return stored;
      return resizeToWidth(stored, opts.width);
    },
    exists: (key) => (isSafeKey(key) ? blobs.exists(key) : Promise.resolve(false)),
    async delete(key) {
      if (isSafeKey(key)) await blobs.delete(key);
    },
    getUrl,
  };
}

/** The environment's store: S3 when S3_ENDPOINT and S3_BUCKET are set, else the images folder. */
export function imageStoreFromEnv(env: NodeJS.ProcessEnv = process.env): ImageStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    return createImageStore(
      createS3Store({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        accessKey: env.S3_ACCESS_KEY ?? '',
        secretKey: env.S3_SECRET_KEY ?? '',
        region: env.S3_REGION ?? 'us-east-1',
        publicUrl: env.S3_PUBLIC_URL || undefined,
      }),
    );
  }
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? 'data');
  return createImageStore(createLocalStore(env.IMAGE_DIR ? resolve(env.IMAGE_DIR) : join(dataDir, 'images')));
}

let cached: { signature: string; store: ImageStore } | null = null;
/** The process's store, made once per environment setting (tests switch it by changing the variables). */
export function imageStore(): ImageStore {
  const e = process.env;
  const signature = [
    e.S3_ENDPOINT,
    e.S3_BUCKET,
    e.S3_ACCESS_KEY,
    e.S3_REGION,
    e.S3_PUBLIC_URL,
    e.IMAGE_DIR,
    e.DATA_DIR,
  ]
    .map((v) => v ?? '')
    .join('|');
  if (!cached || cached.signature !== signature) cached = { signature, store: imageStoreFromEnv(e) };
  return cached.store;
}
