import { openDatabase } from '@emas/server/db/database';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/test';
let url: string | undefined | null = null;

/**
 * The PostgreSQL the bench measures on: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
 * test database when it answers; undefined when there is none (the PostgreSQL rows say so).
 */
export async function benchDatabaseUrl(): Promise<string | undefined> {
  if (url !== null) return url;
  url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  try {
    await (await openDatabase({ url: LOCAL })).close();
    url = LOCAL;
  } catch {
    url = undefined;
  }
  return url;
}
