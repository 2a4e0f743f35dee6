import { describe, expect, it } from 'vitest';
import { retryDelay } from './outbox.worker.ts';
import { attempt } from './provider.ts';

const answer =
  (status: number, body: Record<string, unknown> = {}) =>
  async () => ({ status, body });

describe('one attempt at a provider', () => {
  it('2xx is sent, with the answer', async () => {
    expect(await attempt(answer(201, { id_ext: 'X' }), 'refused')).toEqual({
      outcome: 'sent',
      result: { id_ext: 'X' },
    });
  });

  it('a 4xx is refused for good, with the provider’s text or the default', async () => {
    expect(await attempt(answer(404, { message: 'No Wa Tidak Terdaftar' }), 'x')).toEqual({
      outcome: 'refused',
      message: 'No Wa Tidak Terdaftar',
    });
    expect(await attempt(answer(422), 'Ditolak')).toEqual({ outcome: 'refused', message: 'Ditolak' });
  });

  it('5xx, 408, 429 and an unreachable provider are retried', async () => {
    for (const status of [500, 503, 408, 429])
      expect((await attempt(answer(status), 'x')).outcome, String(status)).toBe('retry');
    const down = await attempt(async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }, 'x');
    expect(down).toEqual({ outcome: 'retry', message: 'Provider tidak dapat dihubungi (ECONNREFUSED)' });
  });
});

describe('retry delay', () => {
  it('doubles per attempt made, from the first delay, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(5_000, n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(5_000, 30)).toBe(60 * 60_000);
    expect(retryDelay(5_000, 0)).toBe(5_000);
  });
});
