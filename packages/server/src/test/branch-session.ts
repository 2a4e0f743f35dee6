import { afterAll, beforeAll, expect } from 'vitest';
import type { ShopServer } from '../platform/app.ts';
import type { ShopContext } from '../platform/context.ts';
import { onBusinessDay } from '../seed/seed.queries.ts';
import { type ApiAnswer, type Chain, call, login, sqlOf, startChain } from './harness.ts';
import { fundDrawer } from './shop-sql.ts';

/** The demo users a route test logs in at branch TK1, by their role in the test. */
const DEMO_USERS = { owner: 'owner1', kasir: 'kasir1', spv: 'spv1' } as const;
type Role = keyof typeof DEMO_USERS;

/** Turns modules (`MODULE.*`) on or off through the settings screen's call. */
export async function switchModule(
  server: ShopServer,
  token: string,
  keys: string | readonly string[],
  active: boolean,
) {
  const modules = (typeof keys === 'string' ? [keys] : keys).map((key) => ({ key, active }));
  const res = await call(server, 'PUT', 'system-setting/modules', { token, body: { modules } });
  expect(res.status, res.body.message).toBe(200);
}

/**
 * A report test file's chain: on both branches the cashier's drawer funded with `fund`, `seed` run (the
 * demo's documents the reports read) and the owner logged in (`tokens.TK1`, `tokens.TK2`); then TK1's
 * admin (`tokens.admin`) turns `modules` on. `day` is TK1's business day.
 */
export function useSeededBranches(opts: {
  fund: number;
  seed: (shop: ShopContext) => Promise<void>;
  modules: readonly string[];
  timeout: number;
}) {
  let chain: Chain | undefined;
  let day: string | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    chain = await startChain();
    for (const s of [chain.tk1, chain.tk2]) {
      await fundDrawer(s, await login(s, 'kasir1'), opts.fund);
      await opts.seed(s.shop);
      tokens[s.shop.kode_toko] = await login(s, 'owner1');
    }
    day = (await call(chain.tk1, 'GET', 'users/me', { token: tokens.TK1 })).body.data.tgl_system;
    tokens.admin = await login(chain.tk1, 'admin');
    await switchModule(chain.tk1, tokens.admin, opts.modules, true);
  }, opts.timeout);
  afterAll(() => chain?.close());
  return {
    get chain() {
      if (!chain) throw new Error('chain not started');
      return chain;
    },
    /** Session tokens by branch code (TK1, TK2) and `admin` of TK1. */
    tokens,
    get day() {
      if (!day) throw new Error('chain not started');
      return day;
    },
  };
}

/**
 * A route test file's branch TK1: a chain started before the file's tests (closed after them), the
 * `logins` users logged in (their tokens as `owner`, `kasir`, `spv`) and the branch's business day as
 * the cashier's session tells it. `fundDrawer` puts that much money in the cashier's drawer, `setUp`
 * does the file's own preparation; both before the day is read. The calls `post`, `put` and `get` are
 * the `caller`'s (default the cashier's) unless given another token.
 */
export function useBranchSession(
  opts: {
    chain?: Parameters<typeof startChain>[0];
    logins?: readonly Role[];
    fundDrawer?: number;
    setUp?: () => Promise<void>;
    timeout?: number;
    /** Whose calls `post`, `put` and `get` are by default (the cashier's). */
    caller?: Role;
  } = {},
) {
  let chain: Chain | undefined;
  const tokens: Partial<Record<Role, string>> = {};
  let day: string | undefined;
  beforeAll(async () => {
    chain = await startChain(opts.chain);
    for (const role of opts.logins ?? ['owner', 'kasir'])
      tokens[role] = await login(chain.tk1, DEMO_USERS[role]);
    if (opts.fundDrawer) await fundDrawer(chain.tk1, token('kasir'), opts.fundDrawer);
    await opts.setUp?.();
    day = (await call(chain.tk1, 'GET', 'users/me', { token: token('kasir') })).body.data.tgl_system;
  }, opts.timeout ?? 120_000);
  afterAll(() => chain?.close());

  const started = () => {
    if (!chain) throw new Error('chain not started');
    return chain;
  };
  const token = (role: Role) => {
    const t = tokens[role];
    if (!t) throw new Error(`${role} is not logged in`);
    return t;
  };
  const tk1 = () => started().tk1;
  const caller = opts.caller ?? 'kasir';
  const session = {
    get chain() {
      return started();
    },
    get owner() {
      return token('owner');
    },
    get kasir() {
      return token('kasir');
    },
    get spv() {
      return token('spv');
    },
    /** The branch's business day when the tests began (`onDay` moves it back there). */
    get day() {
      if (!day) throw new Error('chain not started');
      return day;
    },
    tk1,
    /** Logs `role`'s user in again (closing the day ends every session of the shop). */
    async logInAgain(role: Role) {
      tokens[role] = await login(tk1(), DEMO_USERS[role]);
    },
    post: (path: string, body: unknown, token = tokens[caller]): Promise<ApiAnswer> =>
      call(tk1(), 'POST', path, { token, body }),
    put: (path: string, body: unknown, token = tokens[caller]): Promise<ApiAnswer> =>
      call(tk1(), 'PUT', path, { token, body }),
    get: (path: string, token = tokens[caller]): Promise<ApiAnswer> => call(tk1(), 'GET', path, { token }),
    /** Raw SQL on the branch's schema, written `$s`. */
    q: <T>(text: string): Promise<T[]> => sqlOf(tk1())<T>(text),
    /** Runs `fn` with the branch on business day `d`, then moves it back to the tests' day. */
    onDay: <T>(d: string, fn: () => Promise<T>): Promise<T> => onBusinessDay(tk1().shop, d, session.day, fn),
  };
  return session;
}
