import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { item } from '../domains/barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from '../domains/penjualan/counter.fixtures.ts';
import { startTempCluster, type TempCluster, tempClusterUnavailable } from '../test/temp-cluster.ts';
import {
  addReplica,
  branchSettingProblems,
  removeReplica,
  replicaName,
  replicaRole,
  replicaStatus,
  tablesWithoutKey,
} from './replica.ts';

/**
 * Two throw-away PostgreSQL clusters with wal_level=logical (test/temp-cluster.ts): a branch running
 * the shop TK1 (the app's migrations, a sale through its API) and head office. Skips with the reason
 * when initdb/pg_ctl are not installed.
 */
const noCluster = tempClusterUnavailable();
const LOGICAL = { walLevel: 'logical' as const, settings: { max_replication_slots: 8, max_wal_senders: 8 } };
/** 2.5 g x 910,000 + 50,000 ongkos (counter.fixtures' price). */
const PRICE = 2_325_000;

async function sellOne(c: CounterChain): Promise<string> {
  const add = await c.post(
    'barang/create/bulk',
    { detail_barang: [item({ berat: 2.5, ongkos: 50_000 })] },
    c.owner,
  );
  expect(add.status, add.body.message).toBe(201);
  const kode = (add.body.data.data as { kode_barcode: string }[])[0]?.kode_barcode as string;
  const sale = await c.post('penjualan', {
    kode_sales: 'S01',
    detail_barang: [{ kode_barcode: kode }],
    pembayaran: [{ jenis: 'CASH', jumlah: PRICE }],
  });
  expect(sale.status, sale.body.message).toBe(201);
  return kode;
}

/** Polls until the check holds (no fixed sleep); generous: a slow shared machine is not a failure. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never within ${timeoutMs} ms: ${what}`);
}

async function q<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

describe.skipIf(!!noCluster)(
  `head office's replica of a branch (logical replication)${noCluster ? ` [skipped: ${noCluster}]` : ''}`,
  () => {
    let branch: TempCluster;
    let head: TempCluster;
    let c: CounterChain;
    let schema: string;
    beforeAll(async () => {
      [branch, head] = await Promise.all([startTempCluster(LOGICAL), startTempCluster(LOGICAL)]);
      c = await startCounterChain({ url: branch.url });
      schema = c.chain.tk1.shop.schema;
    }, 300_000);
    afterAll(async () => {
      await c?.chain.close().catch(() => undefined);
      await head?.dispose();
      await branch?.dispose();
    });

    it('every table of the shop migrations has a primary key', async () => {
      const client = new pg.Client({ connectionString: branch.url });
      await client.connect();
      try {
        expect(await tablesWithoutKey(client, schema)).toEqual([]);
        expect(await branchSettingProblems(client)).toEqual([]);
      } finally {
        await client.end();
      }
    });

    it('a branch sale reaches head office, which keeps it while the branch is down; remove drops both ends', async () => {
      const before = await sellOne(c);
      const added = await addReplica({ headUrl: head.url, branchUrl: branch.url, kode: 'TK1', schema });
      expect(added.subscription).toBe('emas_tk1');

      const sold = (url: string, kode: string) =>
        q<{ n: number }>(
          url,
          `select count(*)::int as n from "${schema}".penjualan where kode_barcode = $1`,
          [kode],
        );
      // The first copy brings what was sold before.
      await until(async () => (await sold(head.url, before))[0]?.n === 1, 'the first copy at head office');
      // A sale after the subscription streams.
      const after = await sellOne(c);
      await until(async () => (await sold(head.url, after))[0]?.n === 1, 'the new sale at head office');
      // Ready once every table has had its first copy (a few sync workers at a time).
      await until(async () => !!(await replicaStatus(head.url))[0]?.ready, 'every table copied');
      const [state] = await replicaStatus(head.url);
      expect(state).toMatchObject({ kode_toko: 'TK1', schema, subscription: 'emas_tk1', connected: true });
      await until(async () => !!(await replicaStatus(head.url))[0]?.received_at, 'a change received');

      // The role reads this shop's schema only: not another shop's of the same database.
      const role = replicaRole('TK1');
      const [{ other } = { other: false }] = await q<{ other: boolean }>(
        branch.url,
        `select has_schema_privilege($1, $2, 'usage') as other`,
        [role, c.chain.tk2.shop.schema],
      );
      expect(other).toBe(false);

      const counts = async (url: string) =>
        (await q<{ n: number }>(url, `select count(*)::int as n from "${schema}".penjualan`))[0]?.n;
      const atBranch = await counts(branch.url);
      await branch.stop();
      // Head office still answers from its copy, and says how old it is.
      expect(await counts(head.url)).toBe(atBranch);
      const [down] = await replicaStatus(head.url);
      expect(down?.received_at).toBeInstanceOf(Date);
      await branch.start();

      expect(await removeReplica({ headUrl: head.url, kode: 'TK1', branchUrl: branch.url })).toEqual([]);
      expect(
        await q(head.url, 'select 1 from pg_subscription where subname = $1', [replicaName('TK1')]),
      ).toEqual([]);
      expect(await q(head.url, 'select 1 from pg_namespace where nspname = $1', [schema])).toEqual([]);
      expect(await replicaStatus(head.url)).toEqual([]);
      await until(
        async () =>
          !(await q(branch.url, 'select 1 from pg_replication_slots where slot_name = $1', ['emas_tk1']))
            .length,
        'the slot gone at the branch',
      );
      expect(await q(branch.url, 'select 1 from pg_publication where pubname = $1', ['emas_tk1'])).toEqual(
        [],
      );
      expect(await q(branch.url, 'select 1 from pg_roles where rolname = $1', [role])).toEqual([]);
    });
  },
);
