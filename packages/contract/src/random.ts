/** Random ids (foundation document section 9: 16 alphanumeric characters). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are skipped so every character is equally likely (248 = 4 x 62). */
const LIMIT = 256 - (256 % ALPHABET.length);

/** A random alphanumeric id from the platform's cryptographic generator. */
export function randomId(length = 16): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`invalid id length: ${length}`);
  let out = '';
  const bytes = new Uint8Array(Math.max(16, length * 2));
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const b of bytes) {
      if (b < LIMIT) out += ALPHABET[b % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
