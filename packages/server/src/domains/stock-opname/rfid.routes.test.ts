import { api, MSG } from '@emas/contract';
import { RFID_MSG } from '@emas/contract/api/stock-opname-rfid';
import { describe, expect, it } from 'vitest';
import { useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint, login, sqlOf } from '../../test/harness.ts';
import { addBulkItems, addFixtureMasters, item } from '../barang/barang.fixtures.ts';

const session = useBranchSession({
  caller: 'owner',
  setUp: () => addFixtureMasters(tk1(), session.owner),
});
const { tk1, get, post } = session;
const reads = (id: number, tag_ids: unknown, token = session.owner) =>
  post(`stock-opname-rfid/${id}/reads`, { tag_ids }, token);

const addItems = (rows: Record<string, unknown>[]) => addBulkItems(tk1(), session.owner, rows);

let sessionId = 0;
let barcodes: string[] = [];

describe('goods carry an RFID tag', () => {
  it('is refused while the module is off', async () => {
    const res = await post('stock-opname-rfid/start', { kode_gudang: 'TOKO', kode_baki: 'B1' });
    expect([res.status, res.body.message]).toEqual([403, MSG.moduleOff]);
  });

  it('add and bulk add accept tag_id (upper-cased, unique in the shop); the detail shows it', async () => {
    barcodes = await addItems([
      item({ tag_id: 'e2-0001', berat: 1.5 }),
      item({ tag_id: 'E2-0002', berat: 2 }),
      item({ tag_id: 'E2-0003', berat: 2.5 }),
      item({ tag_id: 'E2-0004', berat: 3 }),
      item({}),
      item({ kode_toko: 'B2', tag_id: 'E2-0900', berat: 4 }),
    ]);
    const one = await get(`barang/by-barcode/${barcodes[0]}`);
    expect(one.status, one.body.message).toBe(200);
    expect(one.body.data.tag_id).toBe('E2-0001');
    expect((await get(`barang/by-barcode/${barcodes[4]}`)).body.data.tag_id).toBeNull();

    const twice = await post('barang/create/bulk', {
      detail_barang: [item({ tag_id: 'N-1' }), item({ tag_id: 'n-1' })],
    });
    expect([twice.status, twice.body.message]).toEqual([400, `Baris 2: ${api.TAG_MSG.tagTwice('N-1')}`]);
    const taken = await post('barang', item({ tag_id: 'e2-0002' }));
    expect([taken.status, taken.body.message]).toEqual([
      409,
      api.TAG_MSG.tagTaken('E2-0002', barcodes[1] as string),
    ]);
    const bad = await post('barang', item({ tag_id: 'E2 0002' }));
    expect([bad.status, bad.body.message]).toEqual([400, api.TAG_MSG.tagInvalid]);

    // Two adds of the same new tag at once: exactly one item gets it.
    const both = await Promise.all([
      post('barang', item({ kode_toko: 'B3', tag_id: 'RACE-1' })),
      post('barang', item({ kode_toko: 'B3', tag_id: 'RACE-1' })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const [n] = await sqlOf(tk1())<{ n: number }>(
      `select count(*)::int as n from $s.barang where tag_id = 'RACE-1'`,
    );
    expect(n?.n).toBe(1);
  });
});

describe('stock opname RFID', () => {
  it('start lists the tagged READY items of the tray as MISSING; a second start is refused', async () => {
    const on = await call(tk1(), 'PUT', 'system-setting/modules', {
      token: session.owner,
      body: { modules: [{ key: 'RFID_MODULE', active: true }] },
    });
    expect(on.status, on.body.message).toBe(200);
    const start = await post('stock-opname-rfid/start', { kode_gudang: 'toko', kode_baki: 'b1' });
    expect(start.status, start.body.message).toBe(201);
    expect(start.body.message).toBe(RFID_MSG.started);
    const s = start.body.data;
    sessionId = s.id;
    expect(s).toMatchObject({ kode_gudang: 'TOKO', kode_baki: 'B1', status: 'OPEN' });
    expect(s.counts).toEqual({
      expected: 4,
      reads: 0,
      found: 0,
      missing: 4,
      unknown: 0,
      elsewhere: 0,
      tanpa_tag: 1,
    });
    expect(s.rows.map((r: { tag_id: string }) => r.tag_id)).toEqual([
      'E2-0001',
      'E2-0002',
      'E2-0003',
      'E2-0004',
    ]);
    const again = await post('stock-opname-rfid/start', { kode_gudang: 'TOKO', kode_baki: 'B1' });
    expect([again.status, again.body.message, again.body.data]).toEqual([
      409,
      RFID_MSG.alreadyOpen('TOKO / B1'),
      { id: sessionId },
    ]);
    const open = await get('stock-opname-rfid/open');
    expect(open.body.data.map((r: { id: number }) => r.id)).toEqual([sessionId]);
  });

  it('stores each tag once however often it is read, and matches FOUND, MISSING, UNKNOWN, ELSEWHERE', async () => {
    const first = await reads(sessionId, [
      'E2-0001',
      'e2-0001',
      'E2-0001',
      'E2-0002',
      'E2-0900',
      'ZZ-UNKNOWN',
    ]);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(RFID_MSG.readsSaved);
    expect(first.body.data).toEqual({ received: 6, baru: 4, total: 4 });
    const same = await reads(sessionId, ['E2-0002', 'ZZ-UNKNOWN']);
    expect(same.body.data).toEqual({ received: 2, baru: 0, total: 4 });

    const detail = await get(`stock-opname-rfid/${sessionId}`);
    expect(detail.body.data.counts).toEqual({
      expected: 4,
      reads: 4,
      found: 2,
      missing: 2,
      unknown: 1,
      elsewhere: 1,
      tanpa_tag: 1,
    });
    expect(
      detail.body.data.rows.map((r: { hasil: string; tag_id: string }) => `${r.hasil} ${r.tag_id}`),
    ).toEqual(['MISSING E2-0003', 'MISSING E2-0004', 'UNKNOWN ZZ-UNKNOWN', 'ELSEWHERE E2-0900']);
    expect(detail.body.data.rows[3]).toMatchObject({ kode_barcode: barcodes[5], kode_baki: 'B2', berat: 4 });
  });

  it('20 concurrent overlapping batches: every tag stored exactly once', async () => {
    // Batch i: C0000+50i .. +99 (half shared with the next batch), and E2-0003 in every batch.
    const batch = (i: number) => [
      ...Array.from({ length: 100 }, (_, k) => `C${String(i * 50 + k).padStart(5, '0')}`),
      'E2-0003',
    ];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reads(sessionId, batch(i))));
    for (const a of answers) expect(a.status, a.body.message).toBe(200);
    const distinct = 19 * 50 + 100 + 1;
    expect(answers.reduce((s, a) => s + a.body.data.baru, 0)).toBe(distinct);
    const [stored] = await sqlOf(tk1())<{ n: number; d: number }>(
      `select count(*)::int as n, count(distinct tag_id)::int as d from $s.rfid_read where session_id = ${sessionId}`,
    );
    expect(stored).toEqual({ n: 4 + distinct, d: 4 + distinct });
    const detail = await get(`stock-opname-rfid/${sessionId}`);
    expect(detail.body.data.counts).toMatchObject({
      found: 3,
      missing: 1,
      unknown: 1 + distinct - 1,
      reads: 4 + distinct,
    });
  });

  it('bad input answers 400 in Indonesian and stores nothing', async () => {
    const before = await fingerprint(tk1());
    const cases: [unknown, string][] = [
      [[], RFID_MSG.tagsEmpty],
      [undefined, RFID_MSG.tagsEmpty],
      ['E2-0001', RFID_MSG.tagsEmpty],
      [['bad tag'], RFID_MSG.tagInvalid],
      [[''], RFID_MSG.tagInvalid],
      [['X'.repeat(65)], RFID_MSG.tagInvalid],
      [[12], RFID_MSG.tagInvalid],
      [Array.from({ length: 5001 }, (_, i) => `T${i}`), RFID_MSG.tagsTooMany(5000)],
    ];
    for (const [tags, message] of cases) {
      const res = await reads(sessionId, tags);
      expect([res.status, res.body.message], String(JSON.stringify(tags)).slice(0, 40)).toEqual([
        400,
        message,
      ]);
    }
    const nul = await reads(sessionId, ['E2\u0000-0004']);
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain(MSG.badCharacter);
    const noId = await post('stock-opname-rfid/x/reads', { tag_ids: ['A'] });
    expect([noId.status, noId.body.message]).toEqual([400, 'ID Stock Opname Harus Berupa Angka']);
    const none = await reads(999_999, ['A']);
    expect([none.status, none.body.message]).toEqual([404, RFID_MSG.notFound]);
    const noPlace = await post('stock-opname-rfid/start', {});
    expect([noPlace.status, noPlace.body.message]).toEqual([400, 'Mohon Untuk Pilih Kode Gudang']);
    const wrongBaki = await post('stock-opname-rfid/start', { kode_gudang: 'BELI', kode_baki: 'B1' });
    expect([wrongBaki.status, wrongBaki.body.message]).toEqual([
      400,
      api.BARANG_MSG.bakiNotInGudang('B1', 'BELI'),
    ]);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('refuses a KASIR, a missing token and another shop’s token', async () => {
    expect((await reads(sessionId, ['A'], session.kasir)).status).toBe(403);
    expect((await post('stock-opname-rfid/start', { kode_gudang: 'TOKO' }, session.kasir)).status).toBe(403);
    const tk2Owner = await login(session.chain.tk2, 'owner1');
    const foreign = await reads(sessionId, ['A'], tk2Owner);
    expect([foreign.status, foreign.body.message]).toEqual([401, MSG.invalidToken]);
    expect(
      (await call(tk1(), 'POST', `stock-opname-rfid/${sessionId}/reads`, { body: { tag_ids: ['A'] } }))
        .status,
    ).toBe(401);
  });

  it('finish stores the result; a closed session refuses reads and a second finish', async () => {
    const fin = await post(`stock-opname-rfid/${sessionId}/finish`, {});
    expect(fin.status, fin.body.message).toBe(200);
    expect(fin.body.message).toBe(RFID_MSG.finished);
    expect(fin.body.data).toMatchObject({ status: 'SELESAI', finished_by: 'owner1' });
    expect(fin.body.data.counts).toMatchObject({ expected: 4, found: 3, missing: 1, elsewhere: 1 });
    const [stored] = await sqlOf(tk1())<{ n: number }>(
      `select count(*)::int as n from $s.rfid_result where session_id = ${sessionId}`,
    );
    expect(stored?.n).toBe(
      fin.body.data.counts.expected + fin.body.data.counts.reads - fin.body.data.counts.found,
    );
    const late = await reads(sessionId, ['E2-0004']);
    expect([late.status, late.body.message]).toEqual([400, RFID_MSG.closed]);
    const twice = await post(`stock-opname-rfid/${sessionId}/finish`, {});
    expect([twice.status, twice.body.message]).toEqual([400, RFID_MSG.closed]);
    const detail = await get(`stock-opname-rfid/${sessionId}`);
    expect(detail.body.data.counts).toEqual(fin.body.data.counts);
    expect(detail.body.data.rows[0]).toMatchObject({ hasil: 'MISSING', tag_id: 'E2-0004' });
    // The place is free again.
    const next = await post('stock-opname-rfid/start', { kode_gudang: 'TOKO', kode_baki: 'B1' });
    expect(next.status).toBe(201);
  });

  it('the report lists finished sessions with their counts and rows (screen, CSV, PDF, Excel)', async () => {
    const day = (await get(`stock-opname-rfid/${sessionId}`)).body.data.tanggal as string;
    const q = (extra = '') => `laporan/stock-opname-rfid?tgl_awal=${day}&tgl_akhir=${day}${extra}`;
    const all = await get(q());
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.data.groups).toHaveLength(1);
    expect(all.body.data.groups[0].header).toContain('DITEMUKAN 3, TIDAK TERBACA 1, TIDAK DIKENAL');
    const missing = await get(q('&hasil=MISSING'));
    expect(missing.body.data.rows.map((r: { hasil: string; tag_id: string }) => [r.hasil, r.tag_id])).toEqual(
      [['TIDAK TERBACA', 'E2-0004']],
    );
    const elsewhere = await get(q('&hasil=ELSEWHERE'));
    expect(elsewhere.body.data.rows[0]).toMatchObject({ tag_id: 'E2-0900', lokasi: 'TOKO / B2', berat: 4 });
    const bad = await get(q('&hasil=HILANG'));
    expect(bad.status).toBe(400);
    for (const [format, head] of [
      ['pdf', '%PDF-'],
      ['csv', ''],
      ['xlsx', 'PK'],
    ] as const) {
      const res = await tk1().app.inject({
        method: 'GET',
        url: `/api/v1/${q(`&format=${format}`)}`,
        headers: { token: session.owner },
      });
      expect(res.statusCode, format).toBe(200);
      expect(res.rawPayload.subarray(0, head.length).toString()).toBe(head);
      if (format === 'csv') expect(res.payload).toContain('E2-0004');
    }
    expect((await get(q(), session.kasir)).status).toBe(403);
  });
});
