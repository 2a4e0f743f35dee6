import type { ReportRow } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { keysetPages } from './report-registry.ts';

/** Rows 1..n by id, read after a cursor, with a log of the pages asked for. */
function table(n: number, failAfter?: number) {
  const asked: (number | null)[] = [];
  const page = async (after: number | null, limit: number): Promise<ReportRow[]> => {
    asked.push(after);
    if (failAfter !== undefined && (after ?? 0) >= failAfter) throw new Error('page failed');
    const from = (after ?? 0) + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, n - from + 1)) }, (_, i) => ({ id: from + i }));
  };
  return { asked, page };
}

describe('keyset pages', () => {
  it('yields every row once, in order, for any table and page size', async () => {
    for (const n of [0, 1, 4, 5, 6, 23])
      for (const size of [1, 2, 5]) {
        const { page } = table(n);
        const ids: unknown[] = [];
        for await (const rows of keysetPages(size, page, (r) => Number(r.id)))
          ids.push(...rows.map((r) => r.id));
        expect(ids).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      }
  });

  it('asks for the next page before the caller has taken the current one', async () => {
    const { asked, page } = table(10);
    const pages = keysetPages(3, page, (r) => Number(r.id));
    await pages.next();
    expect(asked).toEqual([null, 3]);
    await pages.return(undefined);
  });

  it('leaves no unhandled failure when the caller stops before a page read ahead fails', async () => {
    const { page } = table(10, 3);
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      const pages = keysetPages(3, page, (r) => Number(r.id));
      await pages.next();
      await pages.return(undefined);
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('still fails the caller that reads on to a page that fails', async () => {
    const { page } = table(10, 3);
    const read = async () => {
      for await (const _ of keysetPages(3, page, (r) => Number(r.id))) {
      }
    };
    await expect(read()).rejects.toThrow('page failed');
  });
});
