import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { type FakeShop, startFakeShop } from './fake-shop.test-helper.ts';

/**
 * A portal is wherever head office's owner pointed it. What head office passes on from it, on its own
 * origin, is a JSON envelope, a report file (PDF, xlsx, CSV) as a download, or a stored image: never a page or a
 * script with the portal's own content type, never a redirect, never more than FANOUT_MAX_BYTES.
 */
let chain: Chain;
let pusat: string;
let fake: FakeShop;
let elsewhere: FakeShop;

beforeAll(async () => {
  chain = await startChain({ config: { fanOutMaxBytes: 64 * 1024 } });
  pusat = await login(chain.pst, 'PUSAT');
  elsewhere = await startFakeShop();
  fake = await startFakeShop(4 * 64 * 1024, elsewhere.portal);
  const added = await call(chain.pst, 'POST', 'master-toko', {
    token: pusat,
    body: { kode_toko: 'ODD', nama_toko: 'Toko Aneh', portal: fake.portal, service_token: 'svc_odd' },
  });
  expect(added.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await fake.close();
  await elsewhere.close();
  await chain.close();
});

const proxied = (path: string) =>
  chain.pst.app.inject({ method: 'GET', url: `/api/v1/pusat/toko/ODD/${path}`, headers: { token: pusat } });

describe('the head-office proxy passes on only what the app reads', () => {
  it.each([
    'html',
    'js',
    'svg',
    'html-error',
    'json-html',
    'json-array',
    'json-other',
    'pdf-html',
    'jpeg-html',
    'no-type',
    'redirect',
    'huge',
  ])('%s: refused as Data Gagal Dimuat, in head office JSON', async (path) => {
    const res = await proxied(path);
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'error', message: MSG.multiShopFailed });
    expect(res.body).not.toContain('<script');
  });

  it('a success or error envelope passes with its status, as JSON', async () => {
    const ok = await proxied('ok');
    expect([ok.statusCode, ok.headers['content-type'], ok.json()]).toEqual([
      200,
      'application/json; charset=utf-8',
      { status: 'success', data: { ok: true } },
    ]);
    const refused = await proxied('error');
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { status: 'error', message: 'Data Tidak Valid' },
    ]);
  });

  it('a report file passes as a download of its own type', async () => {
    const pdf = await proxied('pdf');
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      'attachment',
    ]);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await proxied('csv');
    expect([csv.statusCode, csv.headers['content-type'], csv.headers['content-disposition']]).toEqual([
      200,
      'text/csv; charset=utf-8',
      'attachment',
    ]);
    expect(csv.body).toBe('a,b\n1,2\n');
  });

  it('a stored image (a branch pawn photo) passes by its bytes, shown in the page, not downloaded', async () => {
    const jpeg = await proxied('jpeg');
    expect([jpeg.statusCode, jpeg.headers['content-type'], jpeg.headers['content-disposition']]).toEqual([
      200,
      'image/jpeg',
      undefined,
    ]);
    expect([...jpeg.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('nothing reaches the host a redirect points at', async () => {
    expect(elsewhere.seen).toEqual([]);
  });

  it('the fan-out takes only JSON envelopes too', async () => {
    for (const path of ['html', 'json-other', 'no-type', 'pdf']) {
      const res = await call(chain.pst, 'POST', 'pusat/fan-out', {
        token: pusat,
        body: { method: 'GET', path, kode_toko: ['ODD'] },
      });
      expect([path, res.body.data]).toEqual([
        path,
        [{ kode_toko: 'ODD', nama_toko: 'TOKO ANEH', status: 'error', message: MSG.multiShopFailed }],
      ]);
    }
  });
});
