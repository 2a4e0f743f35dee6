import { BODY_CRYPTO_MSG, sealBody } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../test/harness.ts';

/** The encrypted-body header of every call (foundation document section 7). */
let chain: Chain;
let owner: string;
beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
}, 120_000);
afterAll(() => chain?.close());

const warna = (body: unknown, headers: Record<string, string>, token = owner) =>
  call(chain.tk1, 'POST', 'warna', { token, body, headers });

describe('is-encrypted header', () => {
  it('a clear body with is-encrypted false (or no header) is taken as is', async () => {
    const r = await warna({ kode_warna: 'ENC1', nama_warna: 'merah' }, { 'is-encrypted': 'false' });
    expect(r.status, r.body.message).toBeLessThan(300);
  });

  it('an encrypted body is opened with the session key; ignored fields come in clear', async () => {
    const body = await sealBody(owner, { kode_warna: 'ENC2', nama_warna: 'biru' }, ['nama_warna']);
    expect(body.nama_warna).toBe('biru');
    expect(JSON.stringify(body)).not.toContain('ENC2');
    const r = await warna(body, { 'is-encrypted': 'true', 'ignore-fields': 'nama_warna' });
    expect(r.status, r.body.message).toBeLessThan(300);
    const list = await call(chain.tk1, 'GET', 'warna?page=1&limit=100', { token: owner });
    expect(JSON.stringify(list.body.data)).toContain('ENC2');
  });

  it('refuses a bad header, another session’s body, a tampered or missing payload, writing nothing', async () => {
    const other = await login(chain.tk1, 'spv1');
    const before = await fingerprint(chain.tk1);
    const bad = await warna({ kode_warna: 'ENC3', nama_warna: 'hijau' }, { 'is-encrypted': 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BODY_CRYPTO_MSG.badHeader);
    const foreign = await sealBody(other, { kode_warna: 'ENC3', nama_warna: 'hijau' });
    const r = await warna(foreign, { 'is-encrypted': 'true' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(BODY_CRYPTO_MSG.badBody);
    const sealed = await sealBody(owner, { kode_warna: 'ENC3', nama_warna: 'hijau' });
    const p = String(sealed.payload);
    const tampered = { payload: `${p.slice(0, -4)}${p.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}` };
    expect((await warna(tampered, { 'is-encrypted': 'true' })).body.message).toBe(BODY_CRYPTO_MSG.badBody);
    expect((await warna({ kode_warna: 'ENC3' }, { 'is-encrypted': 'true' })).body.message).toBe(
      BODY_CRYPTO_MSG.badBody,
    );
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });
});
