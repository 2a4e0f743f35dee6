import { AKHIR_HARI_PENJUALAN, type ReportData, type ReportRow } from '@emas/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateSchema } from '../db/migrate.ts';
import { item } from '../domains/barang/barang.fixtures.ts';
import { reportJson } from '../domains/laporan/laporan.service.ts';
import { shownReport } from '../domains/laporan/report-merge.ts';
import { type CounterChain, startCounterChain } from '../domains/penjualan/counter.fixtures.ts';
import { createShopContext, type ShopContext } from '../platform/context.ts';
import { systemUser } from '../platform/session.ts';
import { businessDay } from '../test/harness.ts';
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

/**
 * Head office's server on its own database: its master list names TK1 at a portal nobody answers, so
 * a report over TK1 can come only from the replica (or fail over HTTP).
 */
async function headOffice(url: string): Promise<{ shop: ShopContext; database: Database }> {
  const database = await openDatabase({ url });
  const shop = createShopContext({
    kode_toko: 'PST',
    appType: 'PUSAT',
    database,
    schema: 'hq_pst',
    config: { fanOutTimeoutMs: 2_000 },
  });
  await migrateSchema(database.db, shop.schema);
  await q(
    url,
    `insert into hq_pst.master_toko (kode_toko, nama_toko, portal) values ('TK1', 'TOKO SATU', 'http://127.0.0.1:9')`,
  );
  return { shop, database };
}

/** A report as its route runs it (the shown definition: the Toko column when merged). */
const report = (shop: ShopContext, params: Record<string, string>) =>
  reportJson({
    def: shownReport(AKHIR_HARI_PENJUALAN, shop, params),
    shop,
    params,
    user: systemUser('owner1', 'OWN'),
  });

describe.skipIf(!!noCluster)(
  `head office's replica of a branch (logical replication)${noCluster ? ` [skipped: ${noCluster}]` : ''}`,
  () => {
    let branch: TempCluster;
    let head: TempCluster;
    let c: CounterChain;
    let schema: string;
    let hq: { shop: ShopContext; database: Database } | undefined;
    beforeAll(async () => {
      [branch, head] = await Promise.all([startTempCluster(LOGICAL), startTempCluster(LOGICAL)]);
      c = await startCounterChain({ url: branch.url });
      schema = c.chain.tk1.shop.schema;
    }, 300_000);
    afterAll(async () => {
      await c?.chain.close().catch(() => undefined);
      await hq?.database.close().catch(() => undefined);
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

      // Head office's report over every shop answers TK1's rows from the replica, exactly the branch's
      // own answer, each named by its shop, with how fresh it is.
      hq = await headOffice(head.url);
      const hqShop = hq.shop;
      const day = await businessDay(c.chain.tk1);
      const own = await report(c.chain.tk1.shop, { tanggal: day });
      expect(own.count).toBeGreaterThanOrEqual(2);
      const strip = ({ kode_toko: _, ...rest }: ReportRow) => rest;
      const all = async (): Promise<ReportData> => {
        const r = await report(hqShop, { tanggal: day, kode_toko: 'SEMUA' });
        return r.data;
      };
      await until(async () => (await all()).rows.length === own.count, 'head office reads the replica');
      const merged = await all();
      expect(merged.merged).toBe(true);
      expect(merged.rows.every((r) => r.kode_toko === 'TK1')).toBe(true);
      expect(merged.rows.map(strip)).toEqual(own.data.rows.map(strip));
      expect(merged.totals).toEqual(own.data.totals);
      expect(merged.replica).toEqual([
        expect.objectContaining({ kode_toko: 'TK1', nama_toko: 'TOKO SATU', stale: false }),
      ]);
      expect(merged.replica?.[0]?.label).toMatch(/^data s\/d \d\d:\d\d:\d\d$/);

      // A shop without a replica is still asked over HTTP beside it: TK2's portal does not answer,
      // so the merge answers TK1's rows from the replica and names TK2 as failed (never read as zero);
      // TK1 picked alone answers from its replica.
      await q(
        head.url,
        `insert into hq_pst.master_toko (kode_toko, nama_toko, portal) values ('TK2', 'TOKO DUA', 'http://127.0.0.1:9')`,
      );
      const withDown = await report(hqShop, { tanggal: day, kode_toko: 'SEMUA' });
      expect(withDown.data.rows.map(strip)).toEqual(own.data.rows.map(strip));
      expect(withDown.data.failed).toEqual([
        { kode_toko: 'TK2', nama_toko: 'TOKO DUA', message: 'Data Gagal Dimuat' },
      ]);
      const picked = await report(hqShop, { tanggal: day, kode_toko: 'TK1' });
      expect(picked.data.rows).toEqual(own.data.rows);
      expect(picked.data.replica?.map((r) => r.kode_toko)).toEqual(['TK1']);
      await q(head.url, `delete from hq_pst.master_toko where kode_toko = 'TK2'`);

      const counts = async (url: string) =>
        (await q<{ n: number }>(url, `select count(*)::int as n from "${schema}".penjualan`))[0]?.n;
      const atBranch = await counts(branch.url);
      await branch.stop();
      // Head office still answers from its copy, and says how old it is.
      expect(await counts(head.url)).toBe(atBranch);
      const [down] = await replicaStatus(head.url);
      expect(down?.received_at).toBeInstanceOf(Date);
      // The report still answers with the branch's last data and its time.
      // (at head office's next look at its replicas, within a second)
      let whileDown = await all();
      await until(async () => {
        whileDown = await all();
        return whileDown.replica?.[0]?.received_at === down?.received_at?.toISOString();
      }, 'the report names the last change received');
      expect(whileDown.rows.map(strip)).toEqual(own.data.rows.map(strip));
      expect(whileDown.replica?.[0]?.received_at).toBe(down?.received_at?.toISOString());
      await branch.start();

      expect(await removeReplica({ headUrl: head.url, kode: 'TK1', branchUrl: branch.url })).toEqual([]);
      expect(
        await q(head.url, 'select 1 from pg_subscription where subname = $1', [replicaName('TK1')]),
      ).toEqual([]);
      expect(await q(head.url, 'select 1 from pg_namespace where nspname = $1', [schema])).toEqual([]);
      expect(await replicaStatus(head.url)).toEqual([]);
      // Without a replica head office asks the branch over HTTP: its portal does not answer. Head
      // office learns of the removal at its next look at its replicas (REPLICA_LOOK_MS, a second).
      let noReplica = await report(hqShop, { tanggal: day, kode_toko: 'SEMUA' });
      await until(async () => {
        noReplica = await report(hqShop, { tanggal: day, kode_toko: 'SEMUA' });
        return !noReplica.data.replica;
      }, 'head office no longer reads the removed replica');
      expect(noReplica.data.rows).toEqual([]);
      expect(noReplica.data.failed?.map((f) => f.kode_toko)).toEqual(['TK1']);
      expect(noReplica.data.replica ?? []).toEqual([]);
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
