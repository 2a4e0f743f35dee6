import { levelMayGrant, MSG, USER_LEVELS, type UserLevel } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let admin: string;
const PASSWORD = 'rahasia99';

beforeAll(async () => {
  chain = await startChain();
  admin = await login(chain.tk1, 'admin');
});
afterAll(() => chain.close());

const addUser = (token: string, user_id: string, level: UserLevel) =>
  call(chain.tk1, 'POST', 'users', {
    token,
    body: { user_id, user_name: user_id, level, password: PASSWORD },
  });

type Node = { key: string; is_show: boolean; children: Node[] };
const showing = (nodes: Node[], ...keys: string[]): Node[] =>
  nodes.map((n) => ({
    ...n,
    is_show: keys.includes(n.key) || n.is_show,
    children: showing(n.children, ...keys),
  }));

/** A user of this level made by the SU admin, who may open Data Users and Hak Akses whatever its default tree. */
async function actorOf(level: UserLevel, user_id: string): Promise<string> {
  expect((await addUser(admin, user_id, level)).status).toBe(201);
  const tree = (await call(chain.tk1, 'GET', `users/${user_id}/akses`, { token: admin })).body.data;
  const saved = await call(chain.tk1, 'PUT', `users/${user_id}/akses`, {
    token: admin,
    body: { akses: showing(tree, '/data-users', '/hak-akses-users') },
  });
  expect(saved.status).toBe(200);
  return login(chain.tk1, user_id, PASSWORD);
}

describe('rights by level', () => {
  it('an owner can neither make an MU user nor raise one to MU (MU opens the SU/MU-only CSV export)', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const before = await fingerprint(chain.tk1);
    const made = await addUser(owner, 'mu_by_owner', 'MU');
    expect(made).toMatchObject({ status: 403, body: { status: 'error', message: MSG.levelTooHigh } });
    const raised = await call(chain.tk1, 'PUT', 'users/kasir1', {
      token: owner,
      body: { user_name: 'KASIR SATU', level: 'MU' },
    });
    expect(raised.status).toBe(403);
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('an owner cannot reset the password of an MU user (and log in as one)', async () => {
    expect((await addUser(admin, 'mu1', 'MU')).status).toBe(201);
    const owner = await login(chain.tk1, 'owner1');
    const reset = await call(chain.tk1, 'PUT', 'users/mu1/reset-password', {
      token: owner,
      body: { password: 'milikowner1' },
    });
    expect(reset.status).toBe(403);
  });

  it('for every pair of levels, a user may create exactly the levels whose rights they hold', async () => {
    const actors = new Map<UserLevel, string>();
    for (const level of USER_LEVELS) actors.set(level, await actorOf(level, `act_${level.toLowerCase()}`));
    const outcome: string[] = [];
    const expected: string[] = [];
    for (const a of USER_LEVELS)
      for (const b of USER_LEVELS) {
        const res = await addUser(actors.get(a) ?? '', `new_${a}_${b}`.toLowerCase(), b);
        outcome.push(`${a}->${b}:${res.status}`);
        expected.push(`${a}->${b}:${levelMayGrant(a, b) ? 201 : 403}`);
      }
    expect(outcome).toEqual(expected);
    // The rule is not vacuous: an owner is refused MU and SU, an SU makes everybody.
    expect(outcome).toContain('OWN->MU:403');
    expect(outcome).toContain('SU->MU:201');
  });

  it('an access tree cannot open to a user what the editor cannot open', async () => {
    const spv = await actorOf('SPV', 'spv_tree');
    const tree = (await call(chain.tk1, 'GET', 'users/kasir1/akses', { token: admin })).body.data;
    // The supervisor's own tree shows Data Users and Hak Akses but not Setting Toko: it cannot hand that out.
    const res = await call(chain.tk1, 'PUT', 'users/kasir1/akses', {
      token: spv,
      body: { akses: showing(tree, '/settingtoko') },
    });
    expect(res).toMatchObject({ status: 403, body: { message: MSG.levelTooHigh } });
  });
});

describe('a service credential manages no users', () => {
  it('is refused creating, changing a user or the access tree, with 403 and nothing written', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const issued = await call(chain.tk1, 'POST', 'service-credentials', { token: owner });
    expect(issued.status).toBe(201);
    const svc = issued.body.data.service_token as string;
    const before = await fingerprint(chain.tk1);
    const attempts = [
      await addUser(svc, 'own_by_svc', 'OWN'),
      await call(chain.tk1, 'PUT', 'users/kasir1', {
        token: svc,
        body: { user_name: 'KASIR', level: 'OWN' },
      }),
      await call(chain.tk1, 'PUT', 'users/kasir1/reset-password', {
        token: svc,
        body: { password: 'x12345678' },
      }),
      await call(chain.tk1, 'PUT', 'users/kasir1/status', { token: svc, body: { status: 'INACTIVE' } }),
      await call(chain.tk1, 'PUT', 'users/kasir1/akses', { token: svc, body: { akses: [] } }),
    ];
    for (const res of attempts)
      expect(res).toMatchObject({
        status: 403,
        body: { status: 'error', message: MSG.serviceCannotManageUsers },
      });
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });
});
