import { MSG } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { sqlOf, useChain } from '../test/harness.ts';

const chain = useChain();

describe('GET /health and GET /ready (outside /api/v1, no token)', () => {
  it('/health: the process answers, without touching the database', async () => {
    const res = await chain().tk1.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/ready: 200 when the database answers and every migration is applied, 503 while one is missing', async () => {
    const ready = () => chain().tk1.app.inject({ method: 'GET', url: '/ready' });
    const ok = await ready();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success' });

    const q = sqlOf(chain().tk1);
    const [last] = await q<{ tag: string }>('select tag from "$s".__migrations order by tag desc limit 1');
    await q(`delete from "$s".__migrations where tag = '${last?.tag}'`);
    try {
      const pending = await ready();
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'error', message: MSG.migrationsPending });
    } finally {
      await q(`insert into "$s".__migrations (tag) values ('${last?.tag}')`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not the API: /api/v1/health does not exist', async () => {
    const res = await chain().tk1.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(404);
  });
});
