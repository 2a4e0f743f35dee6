import { randomBytes } from 'node:crypto';
import { MSG } from '@emas/contract';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { item } from '../domains/barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from '../domains/penjualan/counter.fixtures.ts';
import { startTempCluster, type TempCluster, tempClusterUnavailable } from '../test/temp-cluster.ts';

/** PostgreSQL only: PGlite runs in the process and has no connection to lose. */
const PG = process.env.TEST_DATABASE_URL;
const noCluster = tempClusterUnavailable();

/** 2.5 g x 910,000 + 50,000 ongkos (counter.fixtures' price). */
const PRICE = 2_325_000;

async function addItems(c: CounterChain, n: number): Promise<string[]> {
  const add = await c.post(
    'barang/create/bulk',
    { detail_barang: Array.from({ length: n }, () => item({ berat: 2.5, ongkos: 50_000 })) },
    c.owner,
  );
  expect(add.status, add.body.message).toBe(201);
  return (add.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

const sell = (c: CounterChain, kode: string) =>
  c.post('penjualan', {
    kode_sales: 'S01',
    detail_barang: [{ kode_barcode: kode }],
    pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
  });

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never: ${what}`);
}

describe.skipIf(!PG)('a connection the database ended (a restart, a failover, pg_terminate_backend)', () => {
  const appName = `emas-test-${randomBytes(4).toString('hex')}`;
  let c: CounterChain;
  let admin: pg.Client;
  beforeAll(async () => {
    c = await startCounterChain({ applicationName: appName });
    admin = new pg.Client({ connectionString: PG });
    await admin.connect();
  }, 300_000);
  afterAll(async () => {
    await admin?.end();
    await c?.chain.close();
  });

  const ours = async () =>
    (
      await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [appName],
      )
    ).rows[0]?.n ?? 0;

  it('does not end the process, and a sale right after succeeds', async () => {
    const [kode] = await addItems(c, 1);
    expect(await ours()).toBeGreaterThan(0);
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [appName],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await until(async () => (await ours()) === 0, 'the backends are gone');
    const sale = await sell(c, kode as string);
    expect(sale.status, sale.body.message).toBe(201);
    expect(sale.body.data.no_faktur_jual).toHaveLength(1);
  });
});

/** Opens the live channel once: 'connected', or the refusal's message. */
const liveConnect = (port: number, token: string) =>
  new Promise<string>((resolve) => {
    const s = io(`http://127.0.0.1:${port}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    s.once('connect', () => {
      s.close();
      resolve('connected');
    });
    s.once('connect_error', (e) => {
      s.close();
      resolve(e.message);
    });
  });

describe.skipIf(!PG || !!noCluster)('the database down for a while', () => {
  let cluster: TempCluster;
  let c: CounterChain;
  let port: number;
  beforeAll(async () => {
    cluster = await startTempCluster();
    c = await startCounterChain({ url: cluster.url });
    await c.chain.tk1.listen(0, '127.0.0.1');
    port = (c.chain.tk1.app.server.address() as { port: number }).port;
  }, 300_000);
  afterAll(async () => {
    // The chain's pool ends its connections before the cluster goes.
    await c?.chain.close().catch(() => undefined);
    await cluster?.dispose();
  });

  it('answers 503 with the message while down, and serves again once it is back, without a restart', async () => {
    const [first, second] = (await addItems(c, 2)) as [string, string];
    const ready = () => c.chain.tk1.app.inject({ method: 'GET', url: '/ready' });
    expect((await ready()).statusCode).toBe(200);

    await cluster.stop();
    const down = await sell(c, first);
    expect(down).toEqual({ status: 503, body: { status: 'error', message: MSG.databaseUnavailable } });
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'error', message: MSG.databaseUnavailable });
    // The process itself still answers.
    expect((await c.chain.tk1.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    // The live channel says the database is away, not that the token is bad (the page keeps its session).
    expect(await liveConnect(port, c.kasir)).toBe(MSG.databaseUnavailable);

    await cluster.start();
    const sale = await sell(c, first);
    expect(sale.status, sale.body.message).toBe(201);
    expect((await sell(c, second)).status).toBe(201);
    expect((await ready()).statusCode).toBe(200);
    expect(await liveConnect(port, c.kasir)).toBe('connected');
    // The sale refused during the outage left nothing behind: each item sold once.
    const sold = await c.q<{ n: number }>(
      `select count(*)::int as n from "$s".penjualan where kode_barcode in ('${first}', '${second}')`,
    );
    expect(sold[0]?.n).toBe(2);
  });
});
