import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../test/harness.ts';
import { seedDemo } from './seed.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain({ listen: true });
});
afterAll(() => chain.close());

describe('demo restart', () => {
  it('seals a credential an older demo kept in plain text, for the portal of this start', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const token = (await call(chain.tk1, 'POST', 'service-credentials', { token: owner, body: {} })).body.data
      .service_token as string;
    const t = chain.pst.shop.t.masterToko;
    // As an older demo left it: the credential in plain text, the portal of another start.
    await chain.pst.shop.db
      .update(t)
      .set({ service_token: token, portal: 'http://127.0.0.1:1' })
      .where(eq(t.kode_toko, 'TK1'));

    await seedDemo(
      { shop: chain.pst.shop, portal: chain.portalOf(chain.pst) },
      [chain.tk1, chain.tk2].map((s) => ({ shop: s.shop, portal: chain.portalOf(s) })),
    );

    const row = (await chain.pst.shop.db.select().from(t).where(eq(t.kode_toko, 'TK1')))[0];
    expect(row?.portal).toBe(chain.portalOf(chain.tk1));
    expect(row?.service_token).not.toContain(token);
    const pusat = await login(chain.pst, 'PUSAT');
    const res = await call(chain.pst, 'POST', 'pusat/fan-out', {
      token: pusat,
      body: { method: 'GET', path: 'toko/setting' },
    });
    expect(res.body.data.map((r: { status: string }) => r.status)).toEqual(['success', 'success']);
  });
});
