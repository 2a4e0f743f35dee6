import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCredentialKey, openSecret, sealSecret } from './secret-box.ts';

const key = randomBytes(32);

describe('secret box', () => {
  it('opens what it sealed, for the same context only', () => {
    const sealed = sealSecret(key, 'svc_rahasia', 'TK1|http://a');
    expect(sealed).not.toContain('svc_rahasia');
    expect(openSecret(key, sealed, 'TK1|http://a')).toBe('svc_rahasia');
    expect(openSecret(key, sealed, 'TK1|http://b')).toBeNull();
    expect(openSecret(randomBytes(32), sealed, 'TK1|http://a')).toBeNull();
  });
  it('seals the same secret differently each time and refuses tampering or plain text', () => {
    const a = sealSecret(key, 'x', 'c');
    expect(sealSecret(key, 'x', 'c')).not.toBe(a);
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(openSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'c')).toBeNull();
    expect(openSecret(key, 'svc_plain', 'c')).toBeNull();
  });
  it('takes CREDENTIAL_KEY, else creates a private key file once under the data folder', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadCredentialKey('/nonexistent', { CREDENTIAL_KEY: hex }).toString('hex')).toBe(hex);
    expect(() => loadCredentialKey('/nonexistent', { CREDENTIAL_KEY: 'kort' })).toThrow();
    const dir = mkdtempSync(join(tmpdir(), 'key-'));
    const first = loadCredentialKey(dir, {});
    expect(first).toHaveLength(32);
    expect(loadCredentialKey(dir, {})).toEqual(first);
    expect(readFileSync(join(dir, 'credential.key'), 'utf8').trim()).toBe(first.toString('hex'));
    expect(statSync(join(dir, 'credential.key')).mode & 0o777).toBe(0o600);
  });
});
