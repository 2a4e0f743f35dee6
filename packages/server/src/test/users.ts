import { expect } from 'vitest';
import type { ShopServer } from '../platform/app.ts';
import { call, login } from './harness.ts';

type AksesNode = { key: string; title: string; is_show: boolean; children: AksesNode[] };

/**
 * A new cashier (KASIR) of the shop, added by the owner, whose access tree hides every screen with a
 * key matching `hidden`: logged in, its session token.
 */
export async function cashierWithout(
  server: ShopServer,
  ownerToken: string,
  user: { user_id: string; user_name: string },
  hidden: RegExp,
): Promise<string> {
  const added = await call(server, 'POST', 'users', {
    token: ownerToken,
    body: { ...user, level: 'KASIR', password: 'demo1234' },
  });
  expect(added.status, added.body.message).toBe(201);
  const hide = (nodes: AksesNode[]): AksesNode[] =>
    nodes.map((n) => ({ ...n, is_show: n.is_show && !hidden.test(n.key), children: hide(n.children) }));
  const tree = (await call(server, 'GET', `users/${user.user_id}/akses`, { token: ownerToken })).body
    .data as AksesNode[];
  const put = await call(server, 'PUT', `users/${user.user_id}/akses`, {
    token: ownerToken,
    body: { akses: hide(tree) },
  });
  expect(put.status, put.body.message).toBe(200);
  return login(server, user.user_id);
}
