import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let admin: string;
beforeAll(async () => {
  chain = await startChain();
  admin = await login(chain.tk1, 'admin');
});
afterAll(() => chain.close());

describe('data-users', () => {
  it('adds a user who can then log in, and refuses the same id twice', async () => {
    const add = await call(chain.tk1, 'POST', 'users', {
      token: admin,
      body: { user_id: 'kasir2', user_name: 'dewi lestari', level: 'KASIR', password: 'rahasia99' },
    });
    expect(add.status).toBe(201);
    expect(add.body.message).toBe(MSG.added);
    expect(add.body.data).toMatchObject({ user_id: 'kasir2', user_name: 'DEWI LESTARI', status: 'ACTIVE' });
    expect(add.body.data.password_hash).toBeUndefined();
    await expect(login(chain.tk1, 'kasir2', 'rahasia99')).resolves.toBeTypeOf('string');

    const again = await call(chain.tk1, 'POST', 'users', {
      token: admin,
      body: { user_id: 'KASIR2', user_name: 'X', level: 'KASIR', password: 'rahasia99' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.userExists);
  });

  it('lists with paging and search', async () => {
    const res = await call(chain.tk1, 'GET', 'users?page=1&limit=2&search=spv', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.data.map((u: { user_id: string }) => u.user_id)).toEqual(['spv1']);
  });

  it("deactivating ends the user's sessions and blocks login", async () => {
    const token = await login(chain.tk1, 'spv1');
    const res = await call(chain.tk1, 'PUT', 'users/spv1/status', {
      token: admin,
      body: { status: 'INACTIVE' },
    });
    expect(res.status).toBe(200);
    expect((await call(chain.tk1, 'GET', 'users/me', { token })).status).toBe(401);
    const again = await call(chain.tk1, 'POST', 'users/login', {
      body: { user_id: 'spv1', password: 'demo1234' },
    });
    // Answered as a wrong password (issue 13): a guesser learns nothing about the account.
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(MSG.loginFailed);
    await call(chain.tk1, 'PUT', 'users/spv1/status', { token: admin, body: { status: 'ACTIVE' } });
  });

  it('resets a password: the old one stops working', async () => {
    const res = await call(chain.tk1, 'PUT', 'users/kasir1/reset-password', {
      token: admin,
      body: { password: 'baru12345' },
    });
    expect(res.status).toBe(200);
    const old = await call(chain.tk1, 'POST', 'users/login', {
      body: { user_id: 'kasir1', password: 'demo1234' },
    });
    expect(old.status).toBe(401);
    await expect(login(chain.tk1, 'kasir1', 'baru12345')).resolves.toBeTypeOf('string');
  });

  it('an owner cannot make a super user', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const res = await call(chain.tk1, 'POST', 'users', {
      token: owner,
      body: { user_id: 'su2', user_name: 'X', level: 'SU', password: 'rahasia99' },
    });
    expect(res.status).toBe(403);
  });
});

describe('hak-akses-users', () => {
  it('a cashier reaches data-users only once the access tree shows it', async () => {
    const kasir = await login(chain.tk2, 'kasir1');
    const admin2 = await login(chain.tk2, 'admin');
    expect((await call(chain.tk2, 'GET', 'users', { token: kasir })).status).toBe(403);

    const tree = (await call(chain.tk2, 'GET', 'users/kasir1/akses', { token: admin2 })).body.data;
    const show = (nodes: { key: string; is_show: boolean; children: unknown[] }[]): unknown[] =>
      nodes.map((n) => ({
        ...n,
        is_show: n.key === '/data-users' || n.is_show,
        children: show(n.children as never),
      }));
    const saved = await call(chain.tk2, 'PUT', 'users/kasir1/akses', {
      token: admin2,
      body: { akses: show(tree) },
    });
    expect(saved.status).toBe(200);

    const list = await call(chain.tk2, 'GET', 'users', { token: kasir });
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(4);
  });
});

describe('hak-akses-news', () => {
  type Node = { key: string; is_show: boolean; children: Node[] };
  const leaves = (nodes: Node[]): Node[] =>
    nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
  const shown = (nodes: Node[]) =>
    new Set(
      leaves(nodes)
        .filter((n) => n.is_show)
        .map((n) => n.key),
    );

  it('answers only the catalogue part and saves it without touching the rest of the tree', async () => {
    const before = (await call(chain.tk1, 'GET', 'users/spv1/akses', { token: admin })).body.data as Node[];
    const news = await call(chain.tk1, 'GET', 'users/spv1/akses-news', { token: admin });
    expect(news.status).toBe(200);
    expect((news.body.data as Node[]).map((n) => n.key)).toEqual(['KATALOG']);

    // Show every catalogue entry, and try to slip a sales entry in beside it.
    const all = (nodes: Node[]): Node[] =>
      nodes.map((n) => ({ ...n, is_show: true, children: all(n.children) }));
    const sneaky = [
      ...all(news.body.data),
      { key: 'PENJUALAN', title: 'Penjualan', is_show: true, children: [] },
    ];
    const saved = await call(chain.tk1, 'PUT', 'users/spv1/akses-news', {
      token: admin,
      body: { akses: sneaky },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe(MSG.saved);

    const after = (await call(chain.tk1, 'GET', 'users/spv1/akses', { token: admin })).body.data as Node[];
    const katalog = (nodes: Node[]) => nodes.filter((n) => n.key === 'KATALOG');
    const rest = (nodes: Node[]) => nodes.filter((n) => n.key !== 'KATALOG');
    expect(leaves(katalog(after)).every((n) => n.is_show)).toBe(true);
    expect(shown(rest(after))).toEqual(shown(rest(before)));
  });

  it('a cashier may neither read nor save it; without a session: 401', async () => {
    const kasir = await login(chain.tk2, 'kasir1');
    expect((await call(chain.tk2, 'GET', 'users/spv1/akses-news', { token: kasir })).status).toBe(403);
    const put = await call(chain.tk2, 'PUT', 'users/spv1/akses-news', { token: kasir, body: { akses: [] } });
    expect(put.status).toBe(403);
    expect((await call(chain.tk2, 'GET', 'users/spv1/akses-news')).status).toBe(401);
  });
});
