import { fillPath, MODULES, ROUTES } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../platform/route.ts';
import { type Chain, call, fingerprint, login, startChain } from './harness.ts';

let chain: Chain;
let token: string;
beforeAll(async () => {
  chain = await startChain();
  token = await login(chain.pst, 'admin');
  // A gated route answers 403 while its module is off: switch on every module a gate asks for.
  const noneOf = new Set<string>(ROUTES.flatMap((r) => r.gate?.noneOf ?? []));
  const modules = MODULES.filter((m) => !noneOf.has(m.key)).map((m) => ({ key: m.key, active: true }));
  const on = await call(chain.pst, 'PUT', 'system-setting/modules', { token, body: { modules } });
  expect(on.status).toBe(200);
});
afterAll(() => chain.close());

const HUGE = 'x'.repeat(100_000);
const ENGLISH = /expected|invalid input|required|received|unrecognized/i;

type Case = { name: string; body?: unknown; params?: Record<string, string>; query?: string };

/** Payloads that a route's own schema rejects: nothing, wrong types, huge strings, bad params and query. */
function badCases(r: RegisteredRoute): Case[] {
  const cases: Case[] = [];
  const ep = r.endpoint;
  const validParams: Record<string, string> = {};
  for (const m of ep.path.matchAll(/:([a-z_]+)/g)) validParams[m[1] as string] = 'kasir1';
  const body = ep.body as z.ZodType | undefined;
  if (body instanceof z.ZodObject) {
    const keys = Object.keys(body.shape);
    const tries: [string, unknown][] = [
      ['empty body', {}],
      ['wrong types', Object.fromEntries(keys.map((k) => [k, { salah: [1, 2, 3] }]))],
      ['numbers for everything', Object.fromEntries(keys.map((k) => [k, 12345]))],
      ['huge strings', Object.fromEntries(keys.map((k) => [k, HUGE]))],
      ['not an object', [1, 2, 3]],
    ];
    for (const [name, payload] of tries)
      if (!body.safeParse(payload).success) cases.push({ name, body: payload, params: validParams });
  }
  const params = ep.params as z.ZodType | undefined;
  if (params instanceof z.ZodObject) {
    const huge = Object.fromEntries(Object.keys(params.shape).map((k) => [k, HUGE.slice(0, 300)]));
    if (!params.safeParse(huge).success) cases.push({ name: 'huge params', params: huge, body: {} });
  }
  const query = ep.query as z.ZodType | undefined;
  if (query instanceof z.ZodObject) {
    const q = Object.fromEntries(Object.keys(query.shape).map((k) => [k, 'bukan-angka-atau-tanggal%%']));
    if (!query.safeParse(q).success)
      cases.push({ name: 'bad query', query: new URLSearchParams(q).toString(), params: validParams });
  }
  return cases;
}

describe('bad input to every route', () => {
  it('is answered 400 with an Indonesian message and writes nothing', async () => {
    const routes = chain.pst.routes;
    expect(routes.length).toBeGreaterThan(15);
    let checked = 0;
    for (const r of routes) {
      for (const c of badCases(r)) {
        const before = await fingerprint(chain.pst);
        const path = fillPath(r.endpoint.path, c.params ?? {}) + (c.query ? `?${c.query}` : '');
        const res = await call(chain.pst, r.endpoint.method, path, {
          token,
          ...(r.endpoint.method === 'GET' ? {} : { body: c.body ?? {} }),
        });
        const where = `${r.endpoint.method} ${r.endpoint.path} (${c.name})`;
        expect(res.status, where).toBe(400);
        expect(res.body.status, where).toBe('error');
        expect(res.body.message, where).toMatch(/\S/);
        expect(res.body.message, where).not.toMatch(ENGLISH);
        expect(await fingerprint(chain.pst), where).toEqual(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
    // Every route, each case with two fingerprints of every table: about a minute on a busy machine.
  }, 180_000);

  it('refuses a body over the size limit', async () => {
    const res = await call(chain.pst, 'PUT', 'toko/setting', {
      token,
      body: { nama_toko: 'x'.repeat(2 * 1024 * 1024), alamat_toko: 'y' },
    });
    expect(res).toEqual({ status: 400, body: { status: 'error', message: 'Data Terlalu Besar' } });
  });

  it('refuses malformed JSON', async () => {
    const res = await chain.pst.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'Format Data Tidak Valid' });
  });
});
