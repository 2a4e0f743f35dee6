import { MODULE } from '@emas/contract';
import { EXTERNAL_MSG } from '@emas/contract/api/external';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startStandInProviders } from '../../main/stand-in-providers.ts';
import { type Chain, call, fingerprint, login, sqlOf, startChain } from '../../test/harness.ts';
import { drainOutbox } from '../outbox/outbox.worker.ts';

const DAY = '2026-01-05';
const LATER = '2026-01-06';
let chain: Chain;
let standIn: StandIn;
let owner: string;

beforeAll(async () => {
  standIn = await startStandInProviders();
  chain = await startChain({
    config: {
      externalShop: { url: `${standIn.url}/external`, key: '' },
      // The worker does not poll: the test drives every attempt. retryMs 0 makes a failed row due the
      // moment its attempt is recorded (with 1 ms, a drain run within that millisecond found nothing).
      outbox: { retryMs: 0, maxAttempts: 3, pollMs: 3_600_000, timeoutMs: 2_000 },
    },
  });
  owner = await login(chain.tk1, 'owner1');
  const on = await call(chain.tk1, 'PUT', 'system-setting/modules', {
    token: owner,
    body: { modules: [{ key: MODULE.BARANG_EXTERNAL, active: true }] },
  });
  expect(on.status, on.body.message).toBe(200);
  await addItems(DAY, ['00900001', '00900002', '00900003']);
}, 120_000);
afterAll(async () => {
  await chain?.close();
  await standIn?.close();
});

const shop = () => chain.tk1.shop;
const q = <T>(text: string) => sqlOf(chain.tk1)<T>(text);
const range = (tgl_from = DAY, tgl_to = DAY) => ({ tgl_from, tgl_to });
const register = (body: unknown, token = owner) =>
  call(chain.tk1, 'POST', 'barang/register-web-external', { token, body });
const get = (path: string, token = owner) => call(chain.tk1, 'GET', path, { token });
const process = (body: unknown, token = owner) =>
  call(chain.tk1, 'POST', 'external/process-external-italy', { token, body });
const control = (path: string, body: unknown) =>
  fetch(`${standIn.url}/_control/${path}`, { method: 'POST', body: JSON.stringify(body) });

async function addItems(day: string, kodes: string[]) {
  await shop()
    .db.insert(shop().t.barang)
    .values(
      kodes.map((kode_barcode) => ({
        kode_barcode,
        nama_barang: `CINCIN WEB ${kode_barcode}`,
        kode_group: 'MUDA',
        kode_dept: 'CC',
        kode_gudang: 'TOKO',
        kode_baki: 'B01',
        kadar: '75.00',
        kadar_cetak: '750',
        kadar_modal: '73.00',
        berat: '1.500',
        berat_asli: '1.500',
        tgl_input: day,
        no_tambah: 'TB-WEB',
        created_by: 'spv1',
      })),
    );
}

describe('POST barang/register-web-external', () => {
  it('refuses without a session and bad input, writing nothing', async () => {
    expect((await call(chain.tk1, 'POST', 'barang/register-web-external', { body: range() })).status).toBe(
      401,
    );
    const before = await fingerprint(chain.tk1);
    const missing = await register({ tgl_to: DAY });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Tanggal Awal Tidak Boleh Kosong');
    const reversed = await register(range(LATER, DAY));
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Tanggal Awal Tidak Boleh Lebih Dari Tanggal Akhir');
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('a range without items: Data Barang Tidak Tersedia', async () => {
    const r = await register(range('2025-01-01', '2025-01-02'));
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(EXTERNAL_MSG.barangKosong);
  });

  it('registers the items of the days on the web once, with their id_ext', async () => {
    const r = await register(range());
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.message).toBe(EXTERNAL_MSG.tersimpan);
    expect(r.body.data.map((b: { status_external: string }) => b.status_external)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
    ]);
    expect(r.body.data[0]).toMatchObject({ kode_barcode: '00900001', berat: '1.500', attempts: 1 });
    expect(r.body.data[0].id_ext).toMatch(/^EXT-/);
    expect(standIn.state.items).toHaveLength(3);
    // Again: nothing new goes to the web.
    const again = await register(range());
    expect(again.status).toBe(200);
    expect(standIn.state.items).toHaveLength(3);
  });

  it('the web shop down: nothing lost, the outbox retries, then registers', async () => {
    await addItems(LATER, ['00900004']);
    await control('down', { down: true });
    const r = await register(range(LATER, LATER));
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ kode_barcode: '00900004', status_external: 'ANTRI', attempts: 1 });
    expect(r.body.data[0].last_error).toContain('503');
    await drainOutbox(shop());
    const [row] = await q<{ status: string; attempts: number }>(
      `select status, attempts from "$s".outbox where tujuan = '00900004'`,
    );
    expect(row).toEqual({ status: 'PENDING', attempts: 2 });
    await control('down', { down: false });
    await drainOutbox(shop());
    const after = await register(range(LATER, LATER));
    expect(after.body.data[0]).toMatchObject({ status_external: 'SUCCESS', attempts: 3, last_error: null });
    expect(standIn.state.items.filter((i) => i.kode_barcode === '00900004')).toHaveLength(1);
  });

  it('retries exhausted: FAIL (not available), queued again by the next registration', async () => {
    const DAY3 = '2026-01-07';
    await addItems(DAY3, ['00900005']);
    await control('down', { down: true });
    await register(range(DAY3, DAY3));
    await drainOutbox(shop());
    await drainOutbox(shop());
    const failed = await register(range(DAY3, DAY3));
    expect(failed.body.data[0]).toMatchObject({ status_external: 'ANTRI' });
    const [row] = await q<{ status: string }>(
      `select status from "$s".outbox where tujuan = '00900005' order by id limit 1`,
    );
    expect(row?.status).toBe('FAIL');
    const [ext] = await q<{ status_external: string }>(
      `select status_external from "$s".barang_external where kode_barcode = '00900005'`,
    );
    // The second registration took the FAILed item again (a new outbox row), still down.
    expect(ext?.status_external).toBe('ANTRI');
    await control('down', { down: false });
    await drainOutbox(shop());
    const ok = await register(range(DAY3, DAY3));
    expect(ok.body.data[0]).toMatchObject({ status_external: 'SUCCESS' });
  });
});

describe('web sales and members pulled, processed once', () => {
  it('find-sold-external and member/external/find-active read the web', async () => {
    const none = await get(`barang/find-sold-external?tgl_from=${DAY}&tgl_to=${DAY}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(EXTERNAL_MSG.barangKosong);
    const noMember = await get(`member/external/find-active?tgl_from=${DAY}&tgl_to=${DAY}`);
    expect(noMember.body.message).toBe(EXTERNAL_MSG.memberKosong);

    const first = standIn.state.items.find((i) => i.kode_barcode === '00900001');
    await control('sold', { id_ext: first?.id_ext, tanggal: DAY });
    await control('members', { kode_member: 'WEB0001', nama_customer: 'Ani Web', tanggal: DAY });
    const sold = await get(`barang/find-sold-external?tgl_from=${DAY}&tgl_to=${DAY}`);
    expect(sold.status, sold.body.message).toBe(200);
    expect(sold.body.message).toBe(EXTERNAL_MSG.tersedia);
    expect(sold.body.data).toEqual([
      expect.objectContaining({ kode_barcode: '00900001', id_ext: first?.id_ext }),
    ]);
    const members = await get(`member/external/find-active?tgl_from=${DAY}&tgl_to=${DAY}`);
    expect(members.body.data).toEqual([
      { kode_member: 'WEB0001', nama_customer: 'ANI WEB', alamat_customer: '', tgl_lahir: null },
    ]);
  });

  it('two notifications at once mark a web sale sold once', async () => {
    const id = standIn.state.items.find((i) => i.kode_barcode === '00900001')?.id_ext;
    const body = {
      data_barangs: [id, 'EXT-TIDAK-ADA'],
      data_members: [{ kode_member: 'WEB0001', nama_customer: 'ANI WEB', alamat_customer: '' }],
    };
    const [a, b] = await Promise.all([process(body), process(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.message).toBe(EXTERNAL_MSG.tersimpan);
    const sold = [...a.body.data.barang_terjual, ...b.body.data.barang_terjual];
    expect(sold).toEqual(['00900001']);
    expect([...a.body.data.member_baru, ...b.body.data.member_baru]).toEqual(['WEB0001']);
    const ledger = await q<{ n: number }>(
      `select count(*)::int as n from "$s".stock_ledger where kode_barcode = '00900001' and jenis = 'JUAL'`,
    );
    expect(ledger[0]?.n).toBe(1);
    const [item] = await q<{ status: string }>(
      `select status from "$s".barang where kode_barcode = '00900001'`,
    );
    expect(item?.status).toBe('SOLD');
    // And later again: nothing more.
    const late = await process(body);
    expect(late.body.data.barang_terjual).toEqual([]);
  });

  it('refuses an empty choice and answers 502 when the web is down', async () => {
    const empty = await process({ data_barangs: [], data_members: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(EXTERNAL_MSG.pilihData);
    await control('down', { down: true });
    const down = await get(`barang/find-sold-external?tgl_from=${DAY}&tgl_to=${DAY}`);
    expect(down.status).toBe(502);
    expect(down.body.message).toBe(EXTERNAL_MSG.sendFailed);
    await control('down', { down: false });
  });

  it('the module off: 403', async () => {
    const off = await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: MODULE.BARANG_EXTERNAL, active: false }] },
    });
    expect(off.status).toBe(200);
    expect((await register(range())).status).toBe(403);
    await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: MODULE.BARANG_EXTERNAL, active: true }] },
    });
  });
});

describe('Laporan Kirim Barang Online', () => {
  it('lists the items sent to the online store with their status, behind its module', async () => {
    const [{ today }] = (await q<{ today: string }>(
      `select ((now() at time zone 'Asia/Jakarta')::date)::text as today`,
    )) as [{ today: string }];
    const report = (extra = '') =>
      get(`laporan/kirim-barang-online?tgl_awal=${today}&tgl_akhir=${today}${extra}`);
    expect((await report()).status).toBe(403);
    const on = await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: MODULE.KIRIM_BARANG_ONLINE, active: true }] },
    });
    expect(on.status).toBe(200);

    const all = await report();
    expect(all.status, all.body.message).toBe(200);
    const sent = await q<{ kode_barcode: string; status_external: string }>(
      `select kode_barcode, status_external from "$s".barang_external order by kode_barcode`,
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(all.body.data.rows.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual(
      sent.map((s) => s.kode_barcode),
    );
    expect(all.body.data.totals.berat).toBeCloseTo(1.5 * sent.length, 3);
    const first = all.body.data.rows[0];
    expect(first).toMatchObject({ tanggal: today, nama_barang: 'CINCIN WEB 00900001', kadar_cetak: '750' });

    const sold = await report('&status_external=SOLD');
    expect(sold.body.data.rows.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual(['00900001']);
    expect(sold.body.data.rows[0].tgl_terjual).toBe(today);
    const bad = await report('&status_external=HILANG');
    expect(bad.status).toBe(400);
    const kasir = await login(chain.tk1, 'kasir1');
    expect(
      (await get(`laporan/kirim-barang-online?tgl_awal=${today}&tgl_akhir=${today}`, kasir)).status,
    ).toBe(403);
    const yesterday = await get(`laporan/kirim-barang-online?tgl_awal=${DAY}&tgl_akhir=${DAY}`);
    expect(yesterday.body.data.rows).toEqual([]);
  });
});
