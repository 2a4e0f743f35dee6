import { MODULE } from '@emas/contract';
import { MARKETPLACE_MSG, MASKED_SECRET } from '@emas/contract/api/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, sqlOf, startChain } from '../../test/harness.ts';

let chain: Chain;
let owner: string;
let spv: string;

beforeAll(async () => {
  chain = await startChain();
  owner = await login(chain.tk1, 'owner1');
  // The owner shows the screen to a supervisor in the access tree: a non-owner who may use it.
  await q(
    `update "$s".users set akses = akses || '[{"key":"/marketplace-setting","title":"Marketplace Setting","is_show":true,"children":[]}]'::jsonb where user_id = 'spv1'`,
  );
  spv = await login(chain.tk1, 'spv1');
  const on = await call(chain.tk1, 'PUT', 'system-setting/modules', {
    token: owner,
    body: {
      modules: [
        { key: MODULE.MARKETPLACE, active: true },
        { key: MODULE.GROSIR, active: true },
      ],
    },
  });
  expect(on.status, on.body.message).toBe(200);
}, 120_000);
afterAll(() => chain?.close());

const q = <T>(text: string) => sqlOf(chain.tk1)<T>(text);
const save = (body: unknown, token = owner) =>
  call(chain.tk1, 'POST', 'marketplace-settings', { token, body });
const load = (k_m: string, token = owner) =>
  call(chain.tk1, 'GET', `marketplace-settings?k_m=${k_m}`, { token });
const ENTRY = {
  k_m: 'TOKOPEDIA',
  a_i: 'app-1',
  c_i: 'client-1',
  c_s: 'Sangat-Rahasia',
  b_t: 'Bearer-XYZ',
  s_i: 'shop-9',
};

describe('marketplace-settings', () => {
  it('nothing saved yet: Data Tidak Tersedia', async () => {
    const r = await load('TOKOPEDIA');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(MARKETPLACE_MSG.empty);
  });

  it('saves with the secrets encrypted at rest; the owner reads them in clear', async () => {
    const r = await save(ENTRY);
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.message).toBe(MARKETPLACE_MSG.saved);
    const [row] = await q<{ c_s: string; b_t: string }>(`select c_s, b_t from "$s".marketplace_setting`);
    expect(row?.c_s.startsWith('v1.')).toBe(true);
    expect(JSON.stringify(row)).not.toContain('Sangat-Rahasia');
    expect(JSON.stringify(row)).not.toContain('Bearer-XYZ');
    const audit = await q<{ v: string }>(
      `select new_value::text as v from "$s".audit_log where entity = 'marketplace_setting'`,
    );
    expect(JSON.stringify(audit)).not.toContain('Sangat-Rahasia');
    const mine = await load('TOKOPEDIA');
    expect(mine.body.data).toEqual([{ ...ENTRY, _id: expect.any(String) }]);
  });

  it('a non-owner gets the secrets masked, and saving the mask keeps them', async () => {
    const r = await load('TOKOPEDIA', spv);
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data[0]).toMatchObject({ c_s: MASKED_SECRET, b_t: MASKED_SECRET, a_i: 'app-1' });
    const saved = await save({ ...r.body.data[0], s_i: 'shop-10' }, spv);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.c_s).toBe(MASKED_SECRET);
    const mine = await load('TOKOPEDIA');
    expect(mine.body.data[0]).toMatchObject({ c_s: 'Sangat-Rahasia', b_t: 'Bearer-XYZ', s_i: 'shop-10' });
  });

  it('refuses bad input and no session, writing nothing', async () => {
    const before = await fingerprint(chain.tk1);
    const noKm = await save({ a_i: 'x' });
    expect(noKm.status).toBe(400);
    expect(noKm.body.message).toBe('Kode Marketplace Tidak Boleh Kosong');
    expect((await save({ ...ENTRY, c_s: 5 })).status).toBe(400);
    expect((await call(chain.tk1, 'POST', 'marketplace-settings', { body: ENTRY })).status).toBe(401);
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });
});

describe('GET grosir/redirect', () => {
  it('no wholesale address set: 503; set: the frame address with user, scp and hidden=true', async () => {
    const none = await call(chain.tk1, 'GET', 'grosir/redirect', { token: owner });
    expect(none.status).toBe(503);
    chain.tk1.shop.config.grosirUrl = 'https://grosir.example.com/';
    const r = await call(chain.tk1, 'GET', 'grosir/redirect', { token: owner });
    expect(r.status, r.body.message).toBe(200);
    const url = new URL(r.body.data.url);
    expect(url.origin + url.pathname).toBe('https://grosir.example.com/redirect');
    expect(Buffer.from(url.searchParams.get('user') ?? '', 'base64url').toString()).toBe('owner1');
    expect(url.searchParams.get('scp')).toBe('TK1');
    expect(url.searchParams.get('hidden')).toBe('true');
  });

  it('the module off: 403', async () => {
    await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: MODULE.GROSIR, active: false }] },
    });
    expect((await call(chain.tk1, 'GET', 'grosir/redirect', { token: owner })).status).toBe(403);
  });
});
