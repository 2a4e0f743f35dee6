import { api, barcodeInvalid, MSG } from '@emas/contract';
import { STOCK_OPNAME_MSG } from '@emas/contract/api/stock-opname';
import { describe, expect, it } from 'vitest';
import { useBranchSession } from '../../test/branch-session.ts';
import { call } from '../../test/harness.ts';
import { addBulkItems, addFixtureMasters, item } from '../barang/barang.fixtures.ts';

const session = useBranchSession({
  caller: 'owner',
  setUp: () => addFixtureMasters(tk1(), session.owner),
});
const { tk1, get, post } = session;

const addItems = (rows: Record<string, unknown>[]) => addBulkItems(tk1(), session.owner, rows);

describe('stock opname global', () => {
  it('is refused while the module is off', async () => {
    const res = await post('stock-opname/start', { kode_gudang: 'TOKO', kode_baki: 'B2' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.moduleOff);
  });

  it('start, scans of each kind, finish, detail and report', async () => {
    const on = await call(tk1(), 'PUT', 'system-setting/modules', {
      token: session.owner,
      body: { modules: [{ key: 'STOCK_OPNAME_GLOBAL_MODULE', active: true }] },
    });
    expect(on.status, on.body.message).toBe(200);

    const [a, b, c] = await addItems([
      item({ kode_toko: 'B2', berat: 1.5 }),
      item({ kode_toko: 'B2', berat: 2.25 }),
      item({ kode_toko: 'B2', berat: 3 }),
    ]);
    const [elsewhere] = await addItems([item({ kode_toko: 'B3', berat: 4 })]);

    const start = await post('stock-opname/start', { kode_gudang: 'toko', kode_baki: 'b2' });
    expect(start.status, start.body.message).toBe(201);
    expect(start.body.message).toBe(STOCK_OPNAME_MSG.started);
    const s = start.body.data;
    expect(s).toMatchObject({ kode_gudang: 'TOKO', kode_baki: 'B2', status: 'OPEN' });
    expect(s.expected).toEqual({ qty: 3, berat: 6.75 });
    expect(s.missing.qty).toBe(3);
    const id = s.id as number;

    const again = await post('stock-opname/start', { kode_gudang: 'TOKO', kode_baki: 'B2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STOCK_OPNAME_MSG.alreadyOpen('TOKO / B2'));
    expect(again.body.data).toEqual({ id });

    const found = await post(`stock-opname/${id}/scan`, { kode_barcode: String(a).toLowerCase() });
    expect(found.status, found.body.message).toBe(200);
    expect(found.body.data.hasil).toBe('FOUND');
    expect(found.body.message).toBe(STOCK_OPNAME_MSG.found);
    expect(found.body.data.counts.found).toEqual({ qty: 1, berat: 1.5 });

    const dup = await post(`stock-opname/${id}/scan`, { kode_barcode: a });
    expect(dup.body.data.hasil).toBe('ALREADY');
    expect(dup.body.message).toBe(STOCK_OPNAME_MSG.already(a as string));
    expect(dup.body.data.counts.scanned.qty).toBe(1);

    const extra = await post(`stock-opname/${id}/scan`, { kode_barcode: elsewhere });
    expect(extra.body.data.hasil).toBe('NOT_EXPECTED');
    expect(extra.body.data.barang).toMatchObject({ kode_baki: 'B3', status: 'READY' });
    const extraAgain = await post(`stock-opname/${id}/scan`, { kode_barcode: elsewhere });
    expect(extraAgain.body.data.hasil).toBe('ALREADY');
    expect(extraAgain.body.data.counts.extra).toEqual({ qty: 1, berat: 4 });

    const unknown = await post(`stock-opname/${id}/scan`, { kode_barcode: '99999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(api.BARANG_MSG.barcodeMissing('99999999'));

    await post(`stock-opname/${id}/scan`, { kode_barcode: b });
    const detail = await get(`stock-opname/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      expected: { qty: 3, berat: 6.75 },
      scanned: { qty: 3, berat: 7.75 },
      found: { qty: 2, berat: 3.75 },
      missing: { qty: 1, berat: 3 },
      extra: { qty: 1, berat: 4 },
    });
    expect(detail.body.data.missing_items.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual([c]);
    expect(detail.body.data.extra_items.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual([
      elsewhere,
    ]);

    const fin = await post(`stock-opname/${id}/finish`, {});
    expect(fin.status, fin.body.message).toBe(200);
    expect(fin.body.message).toBe(STOCK_OPNAME_MSG.finished);
    expect(fin.body.data.status).toBe('DONE');
    const finAgain = await post(`stock-opname/${id}/finish`, {});
    expect(finAgain.status).toBe(400);
    expect(finAgain.body.message).toBe(STOCK_OPNAME_MSG.closed);
    const late = await post(`stock-opname/${id}/scan`, { kode_barcode: c });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(STOCK_OPNAME_MSG.closed);

    // The place is free again; a whole-warehouse count lists every tray.
    const whole = await post('stock-opname/start', { kode_gudang: 'TOKO' });
    expect(whole.status, whole.body.message).toBe(201);
    expect(whole.body.data.kode_baki).toBe('');
    expect(whole.body.data.expected.qty).toBeGreaterThanOrEqual(4);

    const day = s.tanggal as string;
    const report = await get(`stock-opname/report?tgl_awal=${day}&tgl_akhir=${day}`);
    expect(report.status, report.body.message).toBe(200);
    expect(report.body.count).toBe(2);
    const row = report.body.data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ status: 'DONE', missing: { qty: 1, berat: 3 }, extra: { qty: 1, berat: 4 } });
    const none = await get('stock-opname/report?tgl_awal=2000-01-01&tgl_akhir=2000-01-02');
    expect(none.body).toMatchObject({ data: [], message: STOCK_OPNAME_MSG.empty });
  });

  it('a KASIR is refused', async () => {
    for (const res of [
      await post('stock-opname/start', { kode_gudang: 'TOKO', kode_baki: 'B1' }, session.kasir),
      await get('stock-opname/report?tgl_awal=2026-01-01&tgl_akhir=2026-01-02', session.kasir),
    ])
      expect(res.status).toBe(403);
  });

  it('bad input answers 400 in Indonesian', async () => {
    const cases: [string, unknown, string][] = [
      ['stock-opname/start', {}, STOCK_OPNAME_MSG.pickGudang],
      ['stock-opname/start', { kode_gudang: 'NOPE' }, api.BARANG_MSG.unknownGudang('NOPE')],
      [
        'stock-opname/start',
        { kode_gudang: 'BELI', kode_baki: 'B1' },
        api.BARANG_MSG.bakiNotInGudang('B1', 'BELI'),
      ],
      ['stock-opname/start', { kode_gudang: 'TOKO', kode_baki: 'X9' }, api.BARANG_MSG.unknownBaki('X9')],
      ['stock-opname/1/scan', { kode_barcode: 'abc' }, barcodeInvalid()],
      ['stock-opname/1/scan', {}, 'Kode Barcode Harus Diisi'],
      ['stock-opname/x/scan', { kode_barcode: '1' }, 'ID Stock Opname Harus Berupa Angka'],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const reversed = await get('stock-opname/report?tgl_awal=2026-02-02&tgl_akhir=2026-02-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(STOCK_OPNAME_MSG.rangeReversed);
    const noDate = await get('stock-opname/report?tgl_akhir=2026-02-01');
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toMatch(/Tanggal Awal/);
    const missing = await get('stock-opname/123456');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(STOCK_OPNAME_MSG.notFound);
  });
});
