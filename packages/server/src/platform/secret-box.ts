import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Secrets at rest (head office's copies of the shops' service credentials): AES-256-GCM with a random
 * 96-bit nonce; `context` is authenticated data, so a sealed secret opens only for what it was sealed
 * for (the shop and portal of a credential). Sealed form: `v1.{iv}.{tag}.{ciphertext}`, base64url.
 */
const VERSION = 'v1';
export const KEY_BYTES = 32;

export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The secret, or null when it was sealed with another key or context, tampered with, or not sealed. */
export function openSecret(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('CREDENTIAL_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

/**
 * The key of secrets at rest: `CREDENTIAL_KEY` (64 hex digits or base64 of 32 bytes), else the file
 * `{dataDir}/credential.key`, created (mode 0600) with a random key on first use.
 */
export function loadCredentialKey(dataDir: string, env = process.env): Buffer {
  if (env.CREDENTIAL_KEY) return parseKey(env.CREDENTIAL_KEY);
  const file = join(dataDir, 'credential.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return parseKey(readFileSync(file, 'utf8'));
}

/**
 * What the shop's database keeps of its key: an HMAC-SHA256 of a fixed label under the key (hex). It
 * tells two keys apart and gives nothing of the key away.
 */
export const credentialKeyFingerprint = (key: Buffer) =>
  createHmac('sha256', key).update('emas:credential-key-fingerprint:v1').digest('hex');

/** A key for a process that was given none (tests): secrets sealed with it do not survive a restart. */
export const EPHEMERAL_KEY = randomBytes(KEY_BYTES);
