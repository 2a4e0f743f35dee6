/**
 * The encrypted body of foundation document section 7: every call says in a header whether its body
 * is encrypted, and lists the body fields left in clear. Chosen: headers `is-encrypted` ('true' or
 * 'false') and `ignore-fields` (comma-separated top-level fields); an encrypted body is
 * `{ payload: base64(iv 12 bytes + AES-256-GCM ciphertext and tag), ...the ignored fields in clear }`,
 * its key derived (HKDF-SHA-256) from the session token the call sends, so only that session's client
 * and its server can read it. WebCrypto: the same code runs in the browser and on the server.
 */
export const BODY_HEADERS = { encrypted: 'is-encrypted', ignoreFields: 'ignore-fields' } as const;
export const BODY_CRYPTO_MSG = {
  badHeader: 'Header is-encrypted Harus true Atau false',
  badBody: 'Data Terenkripsi Tidak Valid',
} as const;

const SALT = new TextEncoder().encode('emas-body-v1');

async function keyOf(token: string) {
  const raw = await crypto.subtle.importKey('raw', new TextEncoder().encode(token), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: new Uint8Array() },
    raw,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const toBase64 = (b: Uint8Array) => btoa(Array.from(b, (c) => String.fromCharCode(c)).join(''));
const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** The body as sent encrypted: the `ignore` fields stay in clear beside `payload`. */
export async function sealBody(
  token: string,
  body: Record<string, unknown>,
  ignore: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const secret: Record<string, unknown> = {};
  const clear: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) (ignore.includes(k) ? clear : secret)[k] = v;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(secret));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(token), data),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return { ...clear, payload: toBase64(out) };
}

/** The body in clear, or null when `payload` is missing, not this session's or tampered with. */
export async function openBody(
  token: string,
  body: unknown,
  ignore: readonly string[] = [],
): Promise<Record<string, unknown> | null> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { payload, ...rest } = body as Record<string, unknown>;
  if (typeof payload !== 'string' || payload.length > 2_000_000) return null;
  try {
    const bytes = fromBase64(payload);
    if (bytes.length < 12 + 16) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await keyOf(token),
      bytes.slice(12),
    );
    const secret = JSON.parse(new TextDecoder().decode(plain)) as unknown;
    if (!secret || typeof secret !== 'object' || Array.isArray(secret)) return null;
    const clear = Object.fromEntries(Object.entries(rest).filter(([k]) => ignore.includes(k)));
    return { ...(secret as Record<string, unknown>), ...clear };
  } catch {
    return null;
  }
}

/** `ignore-fields` as a list (at most 50 names). */
export const parseIgnoreFields = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .slice(0, 50);
