/** Where image bytes live: a folder or an S3-compatible bucket, addressed by the same keys. */
export type BlobStore = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** A direct public address, when the store has one (a public bucket); otherwise null. */
  publicUrl(key: string): string | null;
};

/** Keys are `{kode_toko}/{FOLDER}/{name}`: three safe parts, no dots-only part, no slashes inside. */
const PART = /^[A-Za-z0-9_.-]{1,100}$/;
export function isSafeKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length === 3 && parts.every((p) => PART.test(p) && p !== '.' && p !== '..');
}
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe image key: ${key}`);
}
