import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopContext } from './context.ts';
import { cachedReference, forgetReferences, forgettingReferences } from './reference-cache.ts';

const shopA = {} as ShopContext;
const shopB = {} as ShopContext;

afterEach(() => {
  vi.useRealTimers();
  forgetReferences(shopA);
  forgetReferences(shopB);
});

describe('the shop reference cache', () => {
  it('reads once within two seconds, per shop and key, and again after', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedReference(shopA, 'k', load)).toBe(1);
    expect(await cachedReference(shopA, 'k', load)).toBe(1);
    expect(await cachedReference(shopA, 'other', load)).toBe(2);
    expect(await cachedReference(shopB, 'k', load)).toBe(3);
    vi.advanceTimersByTime(2_001);
    expect(await cachedReference(shopA, 'k', load)).toBe(4);
  });

  it('a write forgets the shop at once, and a read begun before the write is not kept', async () => {
    let value = 'old';
    expect(await cachedReference(shopA, 'k', async () => value)).toBe('old');
    await forgettingReferences(shopA, async () => {
      value = 'new';
    });
    expect(await cachedReference(shopA, 'k', async () => value)).toBe('new');

    let release: () => void = () => {};
    const slow = cachedReference(
      shopA,
      'slow',
      () => new Promise<string>((resolve) => (release = () => resolve('stale'))),
    );
    forgetReferences(shopA);
    release();
    expect(await slow).toBe('stale');
    expect(await cachedReference(shopA, 'slow', async () => 'fresh')).toBe('fresh');
  });

  it('a failed write forgets too', async () => {
    await cachedReference(shopA, 'k', async () => 1);
    await expect(
      forgettingReferences(shopA, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await cachedReference(shopA, 'k', async () => 2)).toBe(2);
  });
});
