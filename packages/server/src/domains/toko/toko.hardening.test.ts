import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { MSG } from '@emas/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { type FakeShop, startFakeShop } from './fake-shop.test-helper.ts';
import { findShopTarget } from './toko.service.ts';

const TIMEOUT_MS = 2_000;
const MAX_BYTES = 64 * 1024;
let chain: Chain;
let pusat: string;
let fake: FakeShop;
let other: FakeShop;

/** The fan-out breaker's clock: a shop that was down is skipped until the test steps past the window. */
const RETRY_AFTER_MS = 30_000;
let breakerNow = 0;

beforeAll(async () => {
  chain = await startChain({
    listen: true,
    config: {
      fanOutTimeoutMs: TIMEOUT_MS,
      fanOutMaxBytes: MAX_BYTES,
      fanOutRetryAfterMs: RETRY_AFTER_MS,
      fanOutNow: () => breakerNow,
    },
  });
  pusat = await login(chain.pst, 'PUSAT');
  other = await startFakeShop();
  fake = await startFakeShop(4 * MAX_BYTES, other.portal);
  const added = await call(chain.pst, 'POST', 'master-toko', {
    token: pusat,
    body: { kode_toko: 'FAKE', nama_toko: 'Toko Palsu', portal: fake.portal, service_token: 'svc_fake' },
  });
  expect(added.status).toBe(201);
});
afterAll(async () => {
  await fake.close();
  await other.close();
  await chain.close();
});

const masterToko = async (kode: string) =>
  (
    await chain.pst.shop.db
      .select()
      .from(chain.pst.shop.t.masterToko)
      .where(eq(chain.pst.shop.t.masterToko.kode_toko, kode))
  )[0];
/** A GET over real HTTP with the path exactly as written (no client-side dot-segment clean-up). */
const rawGet = (path: string, token: string) =>
  new Promise<{ status: number; body: { status?: string; message?: string } }>((resolve, reject) => {
    const url = new URL(chain.portalOf(chain.pst));
    const req = request(
      { host: url.hostname, port: url.port, path: `/api/v1/${path}`, method: 'GET', headers: { token } },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('head-office proxy and fan-out paths', () => {
  const BAD = [
    '..%2F..%2Fsecret',
    '..%2fsecret',
    '%2e%2e/%2e%2e/secret',
    '%2E%2E%2Fsecret',
    '.%2e/secret',
    'ok/..%2F..%2F..%2Fsecret',
    '..%5Csecret',
    'a%5C..%5C..%5Csecret',
    'a//b',
    '%252e%252e%252fsecret',
    'ok%00',
    'ok%3Fx%3D1',
  ];

  it.each(BAD)('the proxy refuses %s with 400 and never calls the shop', async (path) => {
    const before = fake.seen.length;
    const res = await rawGet(`pusat/toko/FAKE/${path}`, pusat);
    expect(res).toMatchObject({ status: 400, body: { status: 'error', message: MSG.shopPathInvalid } });
    expect(fake.seen.slice(before)).toEqual([]);
  });

  it('a real branch is not reached outside its API either', async () => {
    const res = await rawGet('pusat/toko/TK1/..%2F..%2F', pusat);
    expect(res.status).toBe(400);
  });

  it('passes a plain path with its query and the credential', async () => {
    const before = fake.seen.length;
    const res = await call(chain.pst, 'GET', 'pusat/toko/FAKE/ok?x=1', { token: pusat });
    expect(res).toMatchObject({ status: 200, body: { status: 'success', data: { ok: true } } });
    expect(fake.seen.slice(before)).toEqual([{ url: '/api/v1/ok?x=1', token: 'svc_fake' }]);
  });

  it.each(['%2e%2e/%2e%2e/secret', '.%2E/secret', 'ok\\..\\..\\secret', 'a//b', '/secret'])(
    'the fan-out refuses the path %s with 400',
    async (path) => {
      const before = fake.seen.length;
      const res = await call(chain.pst, 'POST', 'pusat/fan-out', {
        token: pusat,
        body: { method: 'GET', path, kode_toko: ['FAKE'] },
      });
      expect(res).toMatchObject({ status: 400, body: { message: MSG.shopPathInvalid } });
      expect(fake.seen.slice(before)).toEqual([]);
    },
  );
});

describe('fan-out limits', () => {
  const fanOut = (path: string) =>
    call(chain.pst, 'POST', 'pusat/fan-out', {
      token: pusat,
      body: { method: 'GET', path, kode_toko: ['FAKE'] },
    });

  it('a shop answering more than the cap counts as failed', async () => {
    const res = await fanOut('huge');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { kode_toko: 'FAKE', nama_toko: 'TOKO PALSU', status: 'error', message: MSG.multiShopFailed },
    ]);
    const proxied = await call(chain.pst, 'GET', 'pusat/toko/FAKE/huge', { token: pusat });
    expect(proxied).toMatchObject({ status: 502, body: { message: MSG.multiShopFailed } });
  });

  it('a shop that sends its headers and then trickles counts as down, within the time limit', async () => {
    const started = Date.now();
    const res = await fanOut('stall');
    expect(res.body.data).toEqual([
      { kode_toko: 'FAKE', nama_toko: 'TOKO PALSU', status: 'error', message: MSG.multiShopFailed },
    ]);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5_000);
    const proxied = await call(chain.pst, 'GET', 'pusat/toko/FAKE/stall', { token: pusat });
    expect(proxied).toMatchObject({ status: 502, body: { message: MSG.multiShopFailed } });
    // Timed out, FAKE is skipped by the fan-out's breaker for a while: the next tests must reach it.
    breakerNow += RETRY_AFTER_MS;
  });

  it('a redirect is not followed: the credential goes nowhere else', async () => {
    const before = other.seen.length;
    const res = await fanOut('redirect');
    expect(res.body.data[0]).toMatchObject({ status: 'error', message: MSG.multiShopFailed });
    const proxied = await call(chain.pst, 'GET', 'pusat/toko/FAKE/redirect', { token: pusat });
    expect(proxied).toMatchObject({ status: 502, body: { message: MSG.multiShopFailed } });
    expect(other.seen.slice(before)).toEqual([]);
  });

  it('a small answer under the cap still arrives', async () => {
    expect((await fanOut('ok')).body.data[0]).toMatchObject({ status: 'success', data: { ok: true } });
  });
});

describe('service credentials at head office', () => {
  it('are stored sealed, never in plain text', async () => {
    const row = await masterToko('FAKE');
    expect(row?.service_token).toBeTruthy();
    expect(row?.service_token).not.toContain('svc_fake');
    const all = JSON.stringify(await fingerprint(chain.pst));
    expect(all).not.toContain('svc_fake');
  });

  it('a head-office SPV may rename a shop but not change its portal or credential', async () => {
    const spv = await login(chain.pst, 'spv1');
    const before = await fingerprint(chain.pst);
    const attempts = [
      await call(chain.pst, 'PUT', 'master-toko/FAKE', {
        token: spv,
        body: { nama_toko: 'Toko Palsu', portal: other.portal },
      }),
      await call(chain.pst, 'PUT', 'master-toko/FAKE', {
        token: spv,
        body: { nama_toko: 'Toko Palsu', portal: fake.portal, service_token: 'svc_lain' },
      }),
      await call(chain.pst, 'POST', 'master-toko', {
        token: spv,
        body: { kode_toko: 'EVIL', nama_toko: 'Evil', portal: other.portal },
      }),
    ];
    for (const res of attempts)
      expect(res).toMatchObject({ status: 403, body: { status: 'error', message: MSG.portalOwnerOnly } });
    expect(await fingerprint(chain.pst)).toEqual(before);
    const renamed = await call(chain.pst, 'PUT', 'master-toko/FAKE', {
      token: spv,
      body: { nama_toko: 'Toko Palsu', portal: `${fake.portal}/` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.has_service_token).toBe(true);
  });

  it('a credential is only sent to the portal it was stored for, even if the row is changed behind the API', async () => {
    const t = chain.pst.shop.t.masterToko;
    await chain.pst.shop.db.update(t).set({ portal: other.portal }).where(eq(t.kode_toko, 'FAKE'));
    const before = other.seen.length;
    await call(chain.pst, 'GET', 'pusat/toko/FAKE/ok', { token: pusat });
    expect(other.seen.slice(before)).toEqual([{ url: '/api/v1/ok', token: undefined }]);
    await chain.pst.shop.db.update(t).set({ portal: fake.portal }).where(eq(t.kode_toko, 'FAKE'));
  });

  it('an owner moving the portal without a new credential drops the old one; the audit keeps who, old and new, not the secret', async () => {
    const res = await call(chain.pst, 'PUT', 'master-toko/FAKE', {
      token: pusat,
      body: { nama_toko: 'Toko Palsu', portal: other.portal },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { data: { portal: other.portal, has_service_token: false } },
    });
    const before = other.seen.length;
    await call(chain.pst, 'POST', 'pusat/fan-out', {
      token: pusat,
      body: { method: 'GET', path: 'ok', kode_toko: ['FAKE'] },
    });
    expect(other.seen.slice(before)).toEqual([{ url: '/api/v1/ok', token: undefined }]);

    const a = chain.pst.shop.t.auditLog;
    const audits = await chain.pst.shop.db
      .select()
      .from(a)
      .where(and(eq(a.entity, 'master_toko'), eq(a.entity_key, 'FAKE'), eq(a.action, 'EDIT')));
    const moved = audits.find((r) => (r.new_value as { portal?: string })?.portal === other.portal);
    expect(moved).toMatchObject({
      user_id: 'PUSAT',
      old_value: { portal: fake.portal, service_token: sha256('svc_fake').slice(0, 12) },
      new_value: { portal: other.portal, service_token: null },
    });
    expect(moved?.at).toBeInstanceOf(Date);
    expect(JSON.stringify(audits)).not.toContain('svc_fake');
  });
});

describe('service credentials at a branch', () => {
  it('are listed without their secret, revoked, and replaced with the old ones revoked', async () => {
    const owner = await login(chain.tk2, 'owner1');
    const list = await call(chain.tk2, 'GET', 'service-credentials', { token: owner });
    expect(list.status).toBe(200);
    const seeded = list.body.data.find((c: { created_by: string }) => c.created_by === 'SEED');
    expect(seeded).toMatchObject({ name: 'PUSAT', revoked_at: null });
    expect(Object.keys(seeded).sort()).toEqual([
      'created_at',
      'created_by',
      'fingerprint',
      'id',
      'name',
      'revoked_at',
    ]);

    const issued = await call(chain.tk2, 'POST', 'service-credentials', {
      token: owner,
      body: { name: 'pusat' },
    });
    expect(issued.status).toBe(201);
    const spare = issued.body.data as { service_token: string; id: number; fingerprint: string };
    expect(spare.fingerprint).toBe(sha256(spare.service_token).slice(0, 12));
    expect((await call(chain.tk2, 'GET', 'toko/setting', { token: spare.service_token })).status).toBe(200);
    expect(
      JSON.stringify((await call(chain.tk2, 'GET', 'service-credentials', { token: owner })).body),
    ).not.toContain(spare.service_token);

    const revoked = await call(chain.tk2, 'DELETE', `service-credentials/${spare.id}`, { token: owner });
    expect(revoked).toMatchObject({ status: 200, body: { data: { id: spare.id } } });
    expect(revoked.body.data.revoked_at).toBeTruthy();
    expect((await call(chain.tk2, 'GET', 'toko/setting', { token: spare.service_token })).status).toBe(401);
    expect((await call(chain.tk2, 'DELETE', 'service-credentials/999999', { token: owner })).status).toBe(
      404,
    );

    // Head office still reaches TK2 with the seeded credential, until a new one revokes it.
    const fan = () =>
      call(chain.pst, 'POST', 'pusat/fan-out', {
        token: pusat,
        body: { method: 'GET', path: 'toko/setting', kode_toko: ['TK2'] },
      });
    expect((await fan()).body.data[0].status).toBe('success');
    const fresh = await call(chain.tk2, 'POST', 'service-credentials', {
      token: owner,
      body: { revoke_others: true },
    });
    expect(fresh.status).toBe(201);
    expect((await fan()).body.data[0]).toMatchObject({ status: 'error', message: MSG.multiShopFailed });
    const stored = await call(chain.pst, 'PUT', 'master-toko/TK2', {
      token: pusat,
      body: {
        nama_toko: 'Toko Depok',
        portal: chain.portalOf(chain.tk2),
        service_token: fresh.body.data.service_token,
      },
    });
    expect(stored.status).toBe(200);
    expect((await fan()).body.data[0].status).toBe('success');

    // The branch's audit trail names who issued and revoked what, by fingerprint, never the secret.
    const a = chain.tk2.shop.t.auditLog;
    const audits = await chain.tk2.shop.db.select().from(a).where(eq(a.entity, 'service_credentials'));
    expect(audits.map((r) => `${r.action} ${r.entity_key} ${r.user_id}`)).toEqual(
      expect.arrayContaining([`ISSUE ${spare.id} owner1`, `REVOKE ${spare.id} owner1`]),
    );
    expect(audits.find((r) => r.action === 'ISSUE' && r.entity_key === String(spare.id))?.new_value).toEqual({
      name: 'PUSAT',
      fingerprint: spare.fingerprint,
    });
    expect(JSON.stringify(audits)).not.toContain(spare.service_token);
    expect(JSON.stringify(audits)).not.toContain(fresh.body.data.service_token);
  });

  it("acts as an owner only when it is head office's (PUSAT): a sister shop's may only ship", async () => {
    const owner = await login(chain.tk2, 'owner1');
    const issue = async (name: string) =>
      (await call(chain.tk2, 'POST', 'service-credentials', { token: owner, body: { name } })).body.data
        .service_token as string;
    const head = await issue('PST');
    const sisters = [await issue('TK1'), await issue('CADANGAN')];
    const before = await fingerprint(chain.tk2);
    for (const svc of sisters) {
      const denied = [
        await call(chain.tk2, 'GET', 'toko/setting', { token: svc }),
        await call(chain.tk2, 'GET', 'barang/by-barcode/00000001', { token: svc }),
        await call(chain.tk2, 'GET', 'kirim-barang/transit', { token: svc }),
        await call(chain.tk2, 'POST', 'kirim-barang', {
          token: svc,
          body: { kode_toko_tujuan: 'TK1', kode_barcodes: ['00000001'] },
        }),
        await call(chain.tk2, 'POST', 'penjualan', { token: svc, body: {} }),
      ];
      expect(denied.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
      // The shop-to-shop call itself is let through to its own checks (here: an empty shipment).
      const masuk = await call(chain.tk2, 'POST', 'kirim-barang/masuk', {
        token: svc,
        body: {
          kode_toko_asal: 'TK1',
          no_kirim: 'KB-TK1-990101-0001',
          tanggal: '2026-01-01',
          detail_barang: [],
        },
      });
      expect(masuk.status).toBe(400);
    }
    expect((await call(chain.tk2, 'GET', 'toko/setting', { token: head })).status).toBe(200);
    expect((await call(chain.tk2, 'GET', 'kirim-barang/transit', { token: head })).status).toBe(200);
    expect(await fingerprint(chain.tk2)).toEqual(before);
  });

  it('only the shop owner lists or revokes them; a service credential cannot', async () => {
    const spv = await login(chain.tk2, 'spv1');
    expect((await call(chain.tk2, 'GET', 'service-credentials', { token: spv })).status).toBe(403);
    const owner = await login(chain.tk2, 'owner1');
    const svc = (await call(chain.tk2, 'POST', 'service-credentials', { token: owner, body: {} })).body.data;
    expect((await call(chain.tk2, 'GET', 'service-credentials', { token: svc.service_token })).status).toBe(
      403,
    );
    expect(
      (await call(chain.tk2, 'POST', 'service-credentials', { token: svc.service_token, body: {} })).status,
    ).toBe(403);
    expect(
      (await call(chain.tk2, 'DELETE', `service-credentials/${svc.id}`, { token: svc.service_token })).status,
    ).toBe(403);
  });
});

describe('revoke_others revokes only credentials of the same kind', () => {
  it("head office's new credential leaves the sister shops' ones working, and a shop's new one only that shop's", async () => {
    const owner = await login(chain.tk1, 'owner1');
    const issue = async (body: Record<string, unknown>) => {
      const res = await call(chain.tk1, 'POST', 'service-credentials', { token: owner, body });
      expect(res.status).toBe(201);
      return res.body.data.service_token as string;
    };
    const masuk = (token: string) =>
      call(chain.tk1, 'POST', 'kirim-barang/masuk', {
        token,
        body: { kode_toko_asal: 'TK2', no_kirim: 'X', tanggal: '2026-01-01', detail_barang: [] },
      });
    const setting = (token: string) => call(chain.tk1, 'GET', 'toko/setting', { token });
    const sisterTk2 = (await findShopTarget(chain.tk2.shop, 'TK1'))?.service_token as string;
    const oldHead = (await findShopTarget(chain.pst.shop, 'TK1'))?.service_token as string;
    expect((await masuk(sisterTk2)).status).toBe(400); // let in, refused for its empty list
    const spare = await issue({ name: 'CADANGAN' });
    const headByCode = await issue({ name: 'PST' });

    // Head office's: every earlier head-office credential (PUSAT or PST) goes, the shops' stay.
    const head = await issue({ revoke_others: true });
    expect((await setting(oldHead)).status).toBe(401);
    expect((await setting(headByCode)).status).toBe(401);
    expect((await setting(head)).status).toBe(200);
    expect((await masuk(sisterTk2)).status).toBe(400);
    expect((await masuk(spare)).status).toBe(400);

    // A shop's: that shop's earlier ones go, head office's and other shops' stay.
    const newTk2 = await issue({ name: 'tk2', revoke_others: true });
    expect((await masuk(sisterTk2)).status).toBe(401);
    expect((await masuk(newTk2)).status).toBe(400);
    expect((await setting(head)).status).toBe(200);
    expect((await masuk(spare)).status).toBe(400);
    const list = await call(chain.tk1, 'GET', 'service-credentials', { token: owner });
    const live = (list.body.data as { name: string; revoked_at: string | null }[])
      .filter((c) => c.revoked_at === null)
      .map((c) => c.name)
      .sort();
    expect(live).toEqual(['CADANGAN', 'PUSAT', 'TK2']);

    // The chain as it was: head office and TK2 hold the new ones.
    for (const [server, token] of [
      [chain.pst, head],
      [chain.tk2, newTk2],
    ] as const) {
      const u = await login(server, server === chain.pst ? 'PUSAT' : 'owner1');
      const res = await call(server, 'PUT', 'master-toko/TK1', {
        token: u,
        body: { nama_toko: 'Toko Blok M', portal: chain.portalOf(chain.tk1), service_token: token },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('Master Toko rows are removed by OWN/SU only', () => {
  it('a SPV or a cashier deletes no row, at head office or at a branch; an owner does', async () => {
    const ownerPst = await login(chain.pst, 'PUSAT');
    const added = await call(chain.pst, 'POST', 'master-toko', {
      token: ownerPst,
      body: { kode_toko: 'HAPUS', nama_toko: 'Toko Hapus', portal: other.portal, service_token: 'svc_hapus' },
    });
    expect(added.status).toBe(201);
    for (const server of [chain.pst, chain.tk1]) {
      const kode = server === chain.pst ? 'HAPUS' : 'TK2';
      const spv = await login(server, 'spv1');
      const kasir = await login(server, 'kasir1');
      const before = await fingerprint(server);
      const del = await call(server, 'DELETE', `master-toko/${kode}`, { token: spv });
      expect([del.status, del.body.message]).toEqual([403, MSG.portalOwnerOnly]);
      // Every write verb of the screen, as a cashier: refused before anything.
      const writes = [
        await call(server, 'DELETE', `master-toko/${kode}`, { token: kasir }),
        await call(server, 'POST', 'master-toko', {
          token: kasir,
          body: { kode_toko: 'BARU', nama_toko: 'Baru', portal: other.portal },
        }),
        await call(server, 'PUT', `master-toko/${kode}`, {
          token: kasir,
          body: { nama_toko: 'Ganti', portal: other.portal },
        }),
      ];
      expect(writes.map((r) => r.status)).toEqual([403, 403, 403]);
      // No generic master call reaches the shops' table (delete, reactivate).
      for (const token of [spv, kasir]) {
        expect((await call(server, 'PUT', `master-toko/${kode}/aktifkan`, { token })).status).toBe(404);
        expect((await call(server, 'DELETE', `master/master-toko/${kode}`, { token })).status).toBe(404);
      }
      expect(await fingerprint(server)).toEqual(before);
    }
    const gone = await call(chain.pst, 'DELETE', 'master-toko/HAPUS', { token: ownerPst });
    expect([gone.status, gone.body.message]).toEqual([200, MSG.deleted]);
    expect(await masterToko('HAPUS')).toBeUndefined();
    const back = await call(chain.pst, 'POST', 'master-toko', {
      token: ownerPst,
      body: { kode_toko: 'HAPUS', nama_toko: 'Toko Hapus', portal: other.portal },
    });
    expect(back.status).toBe(201);
  });
});
