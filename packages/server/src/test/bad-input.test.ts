import { initialFilterValues, MODULES, REPORTS, ROUTES } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../platform/route.ts';
import { type Chain, call, fingerprint, login, startChain } from './harness.ts';
import {
  fieldsOf,
  isZodObject,
  ODD_NUMBERS_TEXT,
  SPOILT,
  SPOILT_TEXT,
  sampleOf,
  withField,
} from './input-walk.ts';

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
const REPORT_BY_PATH = new Map(REPORTS.map((d) => [d.path, d]));
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

type SpoiltCase = {
  name: string;
  params: Record<string, string>;
  query?: string;
  body?: unknown;
  raw?: string;
};

const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/**
 * For every field of a route (body, query, path), the route's plausible input with that one field
 * spoilt: NUL bytes and lone surrogates in text, tiny, negative, huge and NaN-like numbers, far dates;
 * and for every route that takes a body, a body nested 10,000 levels deep.
 */
function spoiltCases(r: RegisteredRoute): SpoiltCase[] {
  const ep = r.endpoint;
  const out: SpoiltCase[] = [];
  const paramsSchema = ep.params as z.ZodType | undefined;
  const querySchema = ep.query as z.ZodType | undefined;
  const bodySchema = ep.body as z.ZodType | undefined;
  const names = [...ep.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1] as string);
  const params = Object.fromEntries(names.map((n) => [n, 'kasir1']));
  const query =
    querySchema && isZodObject(querySchema) ? (sampleOf(querySchema) as Record<string, unknown>) : {};
  const queryText = (q: Record<string, unknown>) =>
    Object.entries(q)
      .filter(([, v]) => v !== undefined && typeof v !== 'object')
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
  const body = bodySchema && ep.method !== 'GET' ? sampleOf(bodySchema) : undefined;
  const base = { params, query: queryText(query), body };

  if (paramsSchema && isZodObject(paramsSchema))
    for (const f of fieldsOf(paramsSchema))
      for (const [name, v] of [...SPOILT_TEXT[f.kind], ['lone surrogate', 'A%ED%A0%80'] as [string, string]])
        out.push({
          ...base,
          name: `param ${f.path.join('.')} ${name}`,
          params: { ...params, [String(f.path[0])]: v },
        });
  if (querySchema && isZodObject(querySchema))
    for (const f of fieldsOf(querySchema)) {
      if (f.path.length !== 1) continue;
      for (const [name, v] of SPOILT_TEXT[f.kind])
        out.push({
          ...base,
          name: `query ${f.path[0]} ${name}`,
          query: queryText({ ...query, [String(f.path[0])]: v }),
        });
    }
  if (bodySchema && ep.method !== 'GET') {
    for (const f of fieldsOf(bodySchema))
      for (const [name, v] of SPOILT[f.kind])
        out.push({ ...base, name: `body ${f.path.join('.')} ${name}`, body: withField(body, f.path, v) });
    out.push({ ...base, name: 'body nested 10,000 deep (arrays)', raw: DEEP_ARRAY });
    out.push({ ...base, name: 'body nested 10,000 deep (objects)', raw: DEEP_OBJECT });
  }
  return out;
}

const asSpoiltCase = (c: Case): SpoiltCase => ({
  name: c.name,
  params: c.params ?? {},
  ...(c.query ? { query: c.query } : {}),
  body: c.body ?? {},
});

async function send(r: RegisteredRoute, c: SpoiltCase) {
  // fillPath would encode the already-encoded spoilt text: build the path by hand.
  const path = r.endpoint.path.replace(/:([a-z_]+)/g, (_, k: string) =>
    /%/.test(c.params[k] ?? '') ? (c.params[k] as string) : encodeURIComponent(c.params[k] ?? ''),
  );
  const res = await chain.pst.app.inject({
    method: r.endpoint.method,
    url: `/api/v1/${path}${c.query ? `?${c.query}` : ''}`,
    headers: { token, ...(c.raw ? { 'content-type': 'application/json' } : {}) },
    ...(r.endpoint.method === 'GET'
      ? {}
      : c.raw
        ? { payload: c.raw }
        : { payload: JSON.stringify(c.body ?? {}), headers: { token, 'content-type': 'application/json' } }),
  });
  let parsed: { status?: string; message?: string } = {};
  try {
    parsed = res.json();
  } catch {}
  return { status: res.statusCode, bodyStatus: parsed.status, message: parsed.message };
}

describe('bad input to every route', () => {
  it('is answered 400 with an Indonesian message and writes nothing', async () => {
    const routes = chain.pst.routes;
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let checked = 0;
    const start = await fingerprint(chain.pst);
    for (const r of routes) {
      const cases = [...badCases(r).map(asSpoiltCase), ...spoiltCases(r)];
      if (!cases.length) continue;
      // A route that may write is fingerprinted once around all of its cases (they all must be refused).
      const writes = r.endpoint.method !== 'GET';
      const before = writes ? await fingerprint(chain.pst) : undefined;
      for (const c of cases) {
        const where = `${r.endpoint.method} ${r.endpoint.path} (${c.name})`;
        const res = await send(r, c);
        checked++;
        if (res.status === 401 && r.endpoint.path !== 'users/login') token = await login(chain.pst, 'admin');
        const problem =
          res.status !== 400
            ? `answered ${res.status} ${res.message ?? ''}`
            : res.bodyStatus !== 'error' || !/\S/.test(res.message ?? '')
              ? 'no error message'
              : ENGLISH.test(res.message ?? '')
                ? `English message: ${res.message}`
                : undefined;
        if (problem) failures.push(`${where}: ${problem}`);
      }
      if (writes && JSON.stringify(await fingerprint(chain.pst)) !== JSON.stringify(before))
        failures.push(`${r.endpoint.method} ${r.endpoint.path}: the database changed`);
    }
    expect(failures).toEqual([]);
    // Reads write nothing either: the whole walk leaves the database as it found it.
    expect(await fingerprint(chain.pst)).toEqual(start);
    expect(checked).toBeGreaterThan(1000);
    // About 2,000 calls and a fingerprint per writing route: a few minutes on a loaded 2-core machine.
  }, 600_000);

  it('a query field given a fraction, a huge number or a NUL byte is never a 500', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of chain.pst.routes) {
      const schema = r.endpoint.query as z.ZodType | undefined;
      if (r.endpoint.method !== 'GET' || !schema || !isZodObject(schema)) continue;
      // A report's own starting values pass its schema (selects at their first option); elsewhere the
      // optional fields are left out, so that the one field given the odd value is what is tried.
      const def = REPORT_BY_PATH.get(r.endpoint.path);
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const sample: Record<string, unknown> = def
        ? initialFilterValues(def.filters, '2026-01-15')
        : Object.fromEntries(
            Object.entries(sampleOf(schema) as Record<string, unknown>).filter(
              ([k]) => !shape[k]?.safeParse(undefined).success,
            ),
          );
      const names = [...r.endpoint.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1] as string);
      const params = Object.fromEntries(names.map((n) => [n, 'kasir1']));
      const text = (q: Record<string, unknown>) =>
        Object.entries(q)
          .filter(([, v]) => v !== undefined && typeof v !== 'object')
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
      for (const f of fieldsOf(schema)) {
        if (f.path.length !== 1 || (f.kind !== 'string' && f.kind !== 'number')) continue;
        for (const [name, v] of ODD_NUMBERS_TEXT) {
          const res = await send(r, { name, params, query: text({ ...sample, [String(f.path[0])]: v }) });
          checked++;
          if (res.status === 401) token = await login(chain.pst, 'admin');
          if (
            res.status >= 500 ||
            (res.status === 400 && (!/\S/.test(res.message ?? '') || ENGLISH.test(res.message ?? '')))
          )
            failures.push(
              `GET ${r.endpoint.path} (query ${f.path[0]} ${name}): ${res.status} ${res.message ?? ''}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  }, 600_000);

  it('refuses an access tree nested 10,000 levels deep', async () => {
    // Written as text: building it as an object would overflow the test's own JSON.stringify.
    const levels = 10_000;
    const open = '{"key":"a","title":"A","is_show":true,"children":['.repeat(levels);
    const payload = `{"akses":[${open}{"key":"a","title":"A","is_show":true,"children":[]}${']}'.repeat(levels)}]}`;
    const before = await fingerprint(chain.pst);
    const answer = await chain.pst.app.inject({
      method: 'PUT',
      url: '/api/v1/users/kasir1/akses',
      headers: { token, 'content-type': 'application/json' },
      payload,
    });
    const res = { status: answer.statusCode, body: answer.json() };
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/\S/);
    expect(res.body.message).not.toMatch(ENGLISH);
    expect(await fingerprint(chain.pst)).toEqual(before);
  });

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
