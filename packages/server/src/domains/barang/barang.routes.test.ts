import type { AddressInfo } from 'node:net';
import { api, LIVE_EVENTS, shopBarcode } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';
import { addFixtureMasters, item } from './barang.fixtures.ts';

const MSG = api.BARANG_MSG;

let chain: Chain;
let owner: string;
let spv: string;
let kasir: string;
beforeAll(async () => {
  chain = await startChain({ listen: true });
  owner = await login(chain.tk1, 'owner1');
  spv = await login(chain.tk1, 'spv1');
  kasir = await login(chain.tk1, 'kasir1');
  await addFixtureMasters(chain.tk1, owner);
});
afterAll(() => chain.close());

const tk1 = () => chain.tk1;
const get = (path: string, token = owner) => call(tk1(), 'GET', path, { token });
const post = (path: string, body: unknown, token = owner) => call(tk1(), 'POST', path, { token, body });
const put = (path: string, body: unknown, token = owner) => call(tk1(), 'PUT', path, { token, body });

async function addItems(rows: Record<string, unknown>[], token = owner): Promise<string[]> {
  const res = await post('barang/create/bulk', { detail_barang: rows }, token);
  expect(res.status, res.body.message).toBe(201);
  return (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}

async function ledgerOf(kode: string) {
  const { db, schema } = tk1().shop;
  return rowsOf<{ jenis: string; qty: number; berat: string; kode_gudang: string; kode_baki: string }>(
    await db.execute(
      sql.raw(
        `select jenis, qty, berat::text as berat, kode_gudang, kode_baki from "${schema}".stock_ledger where kode_barcode = '${kode}' order by id`,
      ),
    ),
  );
}

describe('adding goods', () => {
  it("POST barang adds one item with a barcode carrying the shop's code and a TAMBAH ledger row", async () => {
    const res = await post('barang', item({ nama_barang: 'kalung rantai', kode_dept: 'KL', size: 'xl' }));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe(MSG.saved);
    const b = res.body.data as api.BarangRow;
    expect(b.kode_barcode).toMatch(/^TK1-\d{6}$/);
    expect(b).toMatchObject({
      nama_barang: 'KALUNG RANTAI',
      kode_gudang: 'TOKO',
      kode_baki: 'B1',
      kode_group: 'MUDA',
      kode_dept: 'KL',
      berat: 2.5,
      berat_asli: 2.55,
      kadar: 70,
      kadar_modal: 68,
      size: 'XL',
      status: 'READY',
      ongkos: 50_000,
      profit: 25_000,
    });
    expect(await ledgerOf(b.kode_barcode)).toEqual([
      { jenis: 'TAMBAH', qty: 1, berat: '2.500', kode_gudang: 'TOKO', kode_baki: 'B1' },
    ]);
    // Typed in lower case, as a scanner in the wrong mode would: still the item.
    const found = await get(`barang/by-barcode/${b.kode_barcode.toLowerCase()}`, kasir);
    expect(found.status).toBe(200);
    expect(found.body.data.kode_barcode).toBe(b.kode_barcode);
    expect((await get('barang/by-barcode/99999999')).body.message).toBe(MSG.barcodeNotFound);
  });

  it('bulk: 50 rows give 50 unique barcodes, answered as id_foto and kode_barcode', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => item({ id_foto: `foto-${i}`, berat: 1 + i / 1000 }));
    const res = await post('barang/create/bulk', { detail_barang: rows });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.saved);
    const out = res.body.data.data as { id_foto: string; kode_barcode: string }[];
    expect(out).toHaveLength(50);
    expect(new Set(out.map((o) => o.kode_barcode)).size).toBe(50);
    expect(out.every((o) => /^TK1-\d{6}$/.test(o.kode_barcode))).toBe(true);
    expect(out.map((o) => o.id_foto)).toEqual(rows.map((_, i) => `foto-${i}`));
    const last = out.at(-1) as { kode_barcode: string };
    expect((await get(`barang/by-barcode/${last.kode_barcode}`)).body.data.berat).toBe(1.049);
  });

  it('bulk: concurrent saves never share a barcode', async () => {
    const rows = { detail_barang: Array.from({ length: 25 }, () => item()) };
    const [a, b] = await Promise.all([
      post('barang/create/bulk', rows),
      post('barang/create/bulk', rows, spv),
    ]);
    const codes = [...a.body.data.data, ...b.body.data.data].map(
      (o: { kode_barcode: string }) => o.kode_barcode,
    );
    expect(new Set(codes).size).toBe(50);
  });

  it('bulk: one bad row adds none of them and names the row', async () => {
    const before = await fingerprint(tk1());
    const rows = Array.from({ length: 50 }, (_, i) => item(i === 36 ? { kode_toko: 'NOPE' } : {}));
    const res = await post('barang/create/bulk', { detail_barang: rows });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Baris 37: ${MSG.unknownBaki('NOPE')}`);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it.each([
    [{ nama_barang: '' }, 'Nama Barang tidak boleh kosong'],
    [{ kadar_cetak: null }, 'Kadar Cetak tidak boleh kosong'],
    [{ kode_toko: undefined }, 'Kode Toko Harus Dipilih'],
    [{ kode_dept: '' }, 'Kode Jenis Harus Dipilih'],
    [{ berat: 0 }, 'Berat Harus Lebih Dari 0'],
    [{ berat: 'dua' }, 'Berat Harus Berupa Angka'],
    [{ kadar: 120 }, 'Tidak Boleh Melebihi 100 !'],
    [{ markis: 'MUNGKIN' }, 'Markis Harus YA Atau TIDAK'],
    [{ kadar: undefined }, MSG.kadarRequired],
    [{ kode_toko: 'BL1' }, MSG.bakiNotInGudang('BL1', 'TOKO')],
    [{ kode_gudang: 'GAIB' }, MSG.unknownGudang('GAIB')],
    [{ kode_group: 'PLATINA' }, MSG.unknownGroup('PLATINA')],
    [{ kode_dept: 'GL' }, MSG.jenisNotInGroup('GL', 'MUDA')],
  ])('refuses %j with "%s" and writes nothing', async (over, message) => {
    const before = await fingerprint(tk1());
    const res = await post('barang', item(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message });
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('an ACC item needs no kadar: kadar jual and modal are 0', async () => {
    const res = await post('barang', item({ kode_group: 'ACC', kode_dept: 'AC', kadar: undefined }));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ kadar: 0, kadar_modal: 0 });
  });
});

describe('GET barang', () => {
  let made: string[];
  beforeAll(async () => {
    made = await addItems([
      ...Array.from({ length: 12 }, (_, i) =>
        item({ nama_barang: `gelang ukir ${i}`, kode_group: 'TUA', kode_dept: 'GL', kode_toko: 'B3' }),
      ),
      ...Array.from({ length: 3 }, () =>
        item({ nama_barang: 'kalung bola', kode_dept: 'KL', kode_gudang: 'BELI', kode_toko: 'BL1' }),
      ),
    ]);
  });

  it('filters by group, jenis, warehouse, tray, name and barcode prefix', async () => {
    const byGroup = await get('barang?kode_group=tua&limit=50');
    expect(byGroup.body.count).toBe(12);
    expect(byGroup.body.data.every((b: api.BarangRow) => b.kode_group === 'TUA')).toBe(true);
    expect((await get('barang?kode_gudang=BELI')).body.count).toBe(3);
    expect((await get('barang?kode_baki=B3&kode_dept=GL')).body.count).toBe(12);
    expect((await get('barang?nama_barang=ukir 1')).body.count).toBe(3); // 1, 10, 11
    expect((await get('barang?nama_barang=BOLA&kode_group=MUDA')).body.count).toBe(3);
    const one = made[4] as string;
    const exact = await get(`barang?kode_barcode=${one}`);
    expect(exact.body.data.map((b: api.BarangRow) => b.kode_barcode)).toEqual([one]);
    const prefix = one.slice(0, 6);
    const byPrefix = await get(`barang?kode_barcode=${prefix}&limit=100`);
    expect(byPrefix.body.data.every((b: api.BarangRow) => b.kode_barcode.startsWith(prefix))).toBe(true);
    expect(byPrefix.body.data.map((b: api.BarangRow) => b.kode_barcode)).toContain(one);
  });

  it('pages newest first; keyset paging gives the same pages', async () => {
    const p1 = await get('barang?kode_group=TUA&limit=5&page=1');
    const p2 = await get('barang?kode_group=TUA&limit=5&page=2');
    const p3 = await get('barang?kode_group=TUA&limit=5&page=3');
    const codes = [...p1.body.data, ...p2.body.data, ...p3.body.data].map(
      (b: api.BarangRow) => b.kode_barcode,
    );
    expect([p1.body.count, p2.body.count, p3.body.count]).toEqual([12, 12, 12]);
    expect(codes).toHaveLength(12);
    expect([...codes].sort().reverse()).toEqual(codes);
    expect(new Set(codes).size).toBe(12);
    const after = await get(`barang?kode_group=TUA&limit=5&after=${p1.body.data.at(-1).kode_barcode}`);
    expect(after.body.data).toEqual(p2.body.data);
  });

  it('lists READY by default; status ALL shows destroyed items too', async () => {
    const all = (await get('barang?status=ALL&kode_gudang=BELI')).body.count;
    expect(all).toBe(3);
    expect((await get('barang?status=SOLD')).body.count).toBe(0);
  });

  it('the count stops just above the limit on a large shop', async () => {
    const { db, schema } = chain.tk2.shop;
    await db.execute(
      sql.raw(`insert into "${schema}".barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang,
        kode_baki, kadar, kadar_cetak, kadar_modal, berat, berat_asli, tgl_input, no_tambah, created_by)
        select lpad(i::text, 8, '0'), 'CINCIN ' || i, 'MUDA', 'CC', 'TOKO', 'B1', 75, '75%', 75, 1, 1,
          current_date, 'T', 'test' from generate_series(1, ${api.BARANG_COUNT_LIMIT + 50}) i`),
    );
    const token = await login(chain.tk2, 'owner1');
    const all = await call(chain.tk2, 'GET', 'barang?limit=20', { token });
    expect(all.body.count).toBe(api.BARANG_COUNT_LIMIT + 1);
    expect(all.body.data[0].kode_barcode).toBe(api.padBarcode(api.BARANG_COUNT_LIMIT + 50));
    const some = await call(chain.tk2, 'GET', 'barang?nama_barang=CINCIN 100&limit=5&page=2', { token });
    // CINCIN 100, 1000-1009, 10000-10050: 62 items.
    expect(some.body.count).toBe(62);
    const last = await call(chain.tk2, 'GET', 'barang?nama_barang=CINCIN 100&limit=5&page=13', { token });
    expect(last.body.count).toBe(62);
    expect(last.body.data.map((b: api.BarangRow) => b.nama_barang)).toEqual(['CINCIN 1000', 'CINCIN 100']);
  });

  it('bad query: 400 in Indonesian', async () => {
    expect((await get('barang?page=nol')).body).toEqual({
      status: 'error',
      message: 'Halaman Harus Berupa Angka',
    });
    expect((await get('barang?kode_barcode=12ab')).status).toBe(400);
    expect((await get('barang?status=HILANG')).status).toBe(400);
  });
});

describe('moving goods', () => {
  it('PUT barang/pindah moves items and writes out/in ledger rows', async () => {
    const [a, b] = await addItems([item(), item({ berat: 3.25 })]);
    const res = await put('barang/pindah', {
      kode_barcodes: [a, b],
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'B2',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.moved);
    expect(res.body.data).toMatchObject({ qty: 2, berat: 5.75 });
    expect((await get(`barang/by-barcode/${b}`)).body.data.kode_baki).toBe('B2');
    expect(await ledgerOf(b as string)).toEqual([
      { jenis: 'TAMBAH', qty: 1, berat: '3.250', kode_gudang: 'TOKO', kode_baki: 'B1' },
      { jenis: 'PINDAH_KELUAR', qty: -1, berat: '-3.250', kode_gudang: 'TOKO', kode_baki: 'B1' },
      { jenis: 'PINDAH_MASUK', qty: 1, berat: '3.250', kode_gudang: 'TOKO', kode_baki: 'B2' },
    ]);
    const again = await put('barang/pindah', {
      kode_barcodes: [a],
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'B2',
    });
    expect(again.body).toEqual({ status: 'error', message: MSG.alreadyThere(a as string) });
  });

  it('refuses wrong places, unknown and unavailable items, writing nothing', async () => {
    const [a] = await addItems([item()]);
    const before = await fingerprint(tk1());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kode_gudang_tujuan: 'TOKO', kode_baki_tujuan: 'BL1' }, 400, MSG.bakiNotInGudang('BL1', 'TOKO')],
      [{ kode_gudang_tujuan: 'TOKO' }, 400, MSG.bakiRequired('TOKO')],
      [{ kode_gudang_tujuan: 'HANCUR' }, 400, MSG.noMoveToHancur],
      [{ kode_gudang_tujuan: 'GAIB' }, 400, MSG.unknownGudang('GAIB')],
      [{ kode_barcodes: ['99999998'], kode_gudang_tujuan: 'LEBUR' }, 404, MSG.barcodeMissing('99999998')],
      [{ kode_barcodes: [a, a], kode_gudang_tujuan: 'LEBUR' }, 400, 'Kode Barcode Tidak Boleh Ganda'],
      [{ kode_barcodes: [], kode_gudang_tujuan: 'LEBUR' }, 400, 'Barang Harus Dipilih'],
    ];
    for (const [body, status, message] of cases) {
      const res = await put('barang/pindah', { kode_barcodes: [a], ...body });
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await fingerprint(tk1())).toEqual(before);
    // A warehouse without trays takes items without one.
    const ok = await put('barang/pindah', { kode_barcodes: [a], kode_gudang_tujuan: 'LEBUR' });
    expect(ok.status, ok.body.message).toBe(200);
    expect((await get(`barang/by-barcode/${a}`)).body.data).toMatchObject({
      kode_gudang: 'LEBUR',
      kode_baki: '',
    });
  });

  it('PUT barang/pindah-baki moves a whole tray', async () => {
    await addItems([item({ kode_toko: 'B2' }), item({ kode_toko: 'B2' })]);
    const inB2 = (await get('barang/count-baki?kode_toko=B2')).body.data as api.CountBaki;
    const inB3 = (await get('barang/count-baki?kode_toko=B3')).body.data as api.CountBaki;
    const res = await put('barang/pindah-baki', {
      kode_baki_asal: 'B2',
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'B3',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.qty).toBe(inB2.qty);
    expect((await get('barang/count-baki?kode_toko=B2')).body.data).toEqual({ qty: 0, berat: 0 });
    const after = (await get('barang/count-baki?kode_toko=B3')).body.data as api.CountBaki;
    expect(after.qty).toBe(inB3.qty + inB2.qty);
    expect(after.berat).toBeCloseTo(inB3.berat + inB2.berat, 3);
    const empty = await put('barang/pindah-baki', {
      kode_baki_asal: 'B2',
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'B3',
    });
    expect(empty.body).toEqual({ status: 'error', message: MSG.bakiEmpty('B2') });
    const same = await put('barang/pindah-baki', {
      kode_baki_asal: 'B3',
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'B3',
    });
    expect(same.body.message).toBe(MSG.sameBaki);
  });
});

describe('destroying goods', () => {
  it('PUT barang/hancur sends items to HANCUR with their condition', async () => {
    const [a] = await addItems([item({ berat: 4.125 })]);
    const res = await put('barang/hancur', { kode_barcodes: [a], kondisi: 'rusak' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.destroyed);
    expect((await get(`barang/by-barcode/${a}`)).body.data).toMatchObject({
      status: 'HANCUR',
      kondisi: 'RUSAK',
      kode_gudang: 'HANCUR',
      kode_baki: '',
    });
    expect((await ledgerOf(a as string)).slice(1)).toEqual([
      { jenis: 'HANCUR', qty: -1, berat: '-4.125', kode_gudang: 'TOKO', kode_baki: 'B1' },
      { jenis: 'HANCUR_MASUK', qty: 1, berat: '4.125', kode_gudang: 'HANCUR', kode_baki: '' },
    ]);
    const again = await put('barang/hancur', { kode_barcodes: [a], kondisi: 'RUSAK' });
    expect(again).toEqual({ status: 409, body: { status: 'error', message: MSG.notReady(a as string) } });
  });

  it('keeps to the allowed source and destination warehouses', async () => {
    const [inDbm, inToko] = await addItems([item({ kode_gudang: 'DBM', kode_toko: 'DB1' }), item()]);
    const before = await fingerprint(tk1());
    const r1 = await put('barang/hancur', { kode_barcodes: [inDbm], kondisi: 'RUSAK' });
    expect(r1.body.message).toBe(MSG.hancurSourceRefused('DBM'));
    const r2 = await put('barang/hancur', {
      kode_barcodes: [inToko],
      kondisi: 'RUSAK',
      kode_gudang_tujuan: 'BELI',
    });
    expect(r2.body.message).toBe(MSG.hancurDestinationRefused('BELI'));
    const r3 = await put('barang/hancur', { kode_barcodes: [inToko], kondisi: '' });
    expect(r3.body.message).toBe('Kondisi Barang Harus Dipilih');
    expect(await fingerprint(tk1())).toEqual(before);
    const r4 = await put('barang/hancur', {
      kode_barcodes: [inToko],
      kondisi: 'LEBUR',
      kode_gudang_tujuan: 'LEBUR',
    });
    expect(r4.status, r4.body.message).toBe(200);
    expect((await get(`barang/by-barcode/${inToko}`)).body.data.kode_gudang).toBe('LEBUR');
  });

  it('concurrent destroys of the same item: exactly one succeeds, one ledger pair', async () => {
    const [a] = await addItems([item()]);
    const results = await Promise.all([
      put('barang/hancur', { kode_barcodes: [a], kondisi: 'RUSAK' }),
      put('barang/hancur', { kode_barcodes: [a], kondisi: 'RUSAK' }, spv),
      put('barang/hancur', { kode_barcodes: [a], kondisi: 'LEBUR', kode_gudang_tujuan: 'LEBUR' }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual([
      MSG.notReady(a as string),
      MSG.notReady(a as string),
    ]);
    const ledger = await ledgerOf(a as string);
    expect(ledger.map((r) => r.jenis)).toEqual(['TAMBAH', 'HANCUR', 'HANCUR_MASUK']);
  });

  it('racing moves and destroys leave every item where its ledger says', async () => {
    const codes = await addItems(Array.from({ length: 6 }, () => item()));
    const results = await Promise.all(
      codes.flatMap((k, i) => [
        put('barang/hancur', { kode_barcodes: [k], kondisi: 'RUSAK' }),
        put('barang/pindah', { kode_barcodes: [k], kode_gudang_tujuan: 'TOKO', kode_baki_tujuan: 'B3' }),
        // Moves of several items at once, in both orders: locks are taken in barcode order.
        put('barang/pindah', {
          kode_barcodes: i % 2 ? [k, codes[(i + 1) % codes.length]] : [codes[(i + 1) % codes.length], k],
          kode_gudang_tujuan: 'LEBUR',
        }),
      ]),
    );
    // Refusals only (no deadlock, no server error); at least one call per item went through.
    expect(results.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(3);
    for (const k of codes) {
      const now = (await get(`barang/by-barcode/${k}`)).body.data as api.BarangRow;
      const net = new Map<string, number>();
      for (const r of await ledgerOf(k)) {
        const at = `${r.kode_gudang}|${r.kode_baki}`;
        net.set(at, (net.get(at) ?? 0) + r.qty);
      }
      expect([...net].filter(([, q]) => q !== 0)).toEqual([[`${now.kode_gudang}|${now.kode_baki}`, 1]]);
    }
  });

  it('count-baki and hancurbarang/per-baki: the whole tray as a job with progress under the screen uid', async () => {
    await addItems(Array.from({ length: 130 }, (_, i) => item({ kode_toko: 'B2', berat: 1 + i / 100 })));
    const count = await get('barang/count-baki?kode_toko=B2');
    expect(count.body.data.qty).toBe(130);
    expect(count.body.data.berat).toBeCloseTo(130 + (129 * 130) / 200, 3);

    const port = (tk1().app.server.address() as AddressInfo).port;
    const socket = connect(`http://127.0.0.1:${port}`, { auth: { token: owner }, transports: ['websocket'] });
    await new Promise((r) => socket.on('connect', () => r(null)));
    const heard: { uid: string; status: string; progress: number; total: number }[] = [];
    const jobs: { status: string }[] = [];
    socket.on(api.HANCUR_PER_BAKI_EVENT, (p) => heard.push(p));
    socket.on(LIVE_EVENTS.jobProgress, (p) => jobs.push(p));

    const res = await post('hancurbarang/per-baki', {
      kode_toko: 'B2',
      kondisi: 'rusak',
      gudang_tujuan: 'HANCUR',
      uid: 'layar-123',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ data: 'berhasil', message: MSG.destroyedPerBaki });
    expect((await get('barang/count-baki?kode_toko=B2')).body.data).toEqual({ qty: 0, berat: 0 });
    await new Promise((r) => setTimeout(r, 100));
    socket.close();
    expect(heard.every((p) => p.uid === 'layar-123')).toBe(true);
    expect(heard.at(-1)?.status).toBe('FINISH');
    expect(heard.filter((p) => p.status === 'PROGRESS').map((p) => p.progress)).toEqual([0, 100, 130]);
    expect(jobs.at(-1)?.status).toBe('FINISH');

    const empty = await post('hancurbarang/per-baki', {
      kode_toko: 'B2',
      kondisi: 'RUSAK',
      gudang_tujuan: 'HANCUR',
    });
    expect(empty.body).toEqual({ status: 'error', message: MSG.bakiEmpty('B2') });
    await addItems([item({ kode_gudang: 'DBM', kode_toko: 'DB1' })]);
    const dbm = await post('hancurbarang/per-baki', {
      kode_toko: 'DB1',
      kondisi: 'RUSAK',
      gudang_tujuan: 'HANCUR',
    });
    expect(dbm.body.message).toBe(MSG.hancurSourceRefused('DBM'));
    const toToko = await post('hancurbarang/per-baki', {
      kode_toko: 'B1',
      kondisi: 'RUSAK',
      gudang_tujuan: 'TOKO',
    });
    expect(toToko.body.message).toBe(MSG.hancurDestinationRefused('TOKO'));
  });
});

describe('update profit and barcode printing', () => {
  it('ready-edit-profit lists a barcode range; edit-profit sets profits with the screen messages', async () => {
    const codes = await addItems([item(), item(), item()]);
    const [first, , last] = codes as [string, string, string];
    const found = await get(`barang/get/ready-edit-profit?kode_awal=${first}&kode_akhir=${last}`);
    expect(found.body.message).toBe(MSG.found);
    expect(found.body.data.map((b: api.BarangRow) => b.kode_barcode)).toEqual(codes);
    const none = await get('barang/get/ready-edit-profit?kode_awal=99999990&kode_akhir=99999999');
    expect(none.body).toMatchObject({ status: 'success', message: MSG.empty, data: [] });
    const reversed = await get(`barang/get/ready-edit-profit?kode_awal=${last}&kode_akhir=${first}`);
    expect(reversed.body.message).toBe(MSG.rangeReversed);

    const before = await fingerprint(tk1());
    expect((await post('barang/update/edit-profit', { data: [] })).body.message).toBe(
      'Harap pilih salah satu data ',
    );
    expect((await post('barang/update/edit-profit', {})).body.message).toBe('Harap pilih salah satu data ');
    const noProfit = await post('barang/update/edit-profit', { data: [{ kode_barcode: first, profit: '' }] });
    expect(noProfit.body).toEqual({ status: 'error', message: 'Profit Harus Diisi' });
    expect(await fingerprint(tk1())).toEqual(before);

    const ok = await post('barang/update/edit-profit', {
      data: [
        { kode_barcode: first, profit: 75_000 },
        { kode_barcode: last, profit: '80000' },
      ],
    });
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Data Berhasi diupdate', data: { updated: 2 } });
    expect((await get(`barang/by-barcode/${first}`)).body.data.profit).toBe(75_000);
    expect((await get(`barang/by-barcode/${last}`)).body.data.profit).toBe(80_000);
  });

  it('cetak-barcode-histories records each print', async () => {
    const [a] = await addItems([item()]);
    const res = await post('barang/cetak-barcode-histories', { kode_barcodes: [a] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({ printed: 1 });
    const missing = await post('barang/cetak-barcode-histories', { kode_barcodes: ['99999997'] });
    expect(missing).toEqual({
      status: 404,
      body: { status: 'error', message: MSG.barcodeMissing('99999997') },
    });
  });
});

describe('timbang baki', () => {
  it('start weighs the tray, the list keeps it until reset, every step is in the activity report', async () => {
    await call(tk1(), 'POST', 'timbang-baki/reset', { token: spv });
    await addItems([item({ kode_toko: 'B1', berat: 2 })]);
    const count = (await get('barang/count-baki?kode_toko=B1')).body.data as api.CountBaki;
    const res = await post('timbang-baki/start', { kode_gudang: 'TOKO', kode_toko: 'B1' }, spv);
    expect(res.status, res.body.message).toBe(200);
    const row = res.body.data.data_timbang[0] as api.TimbangBakiRow;
    expect(row).toMatchObject({ kode_gudang: 'TOKO', kode_toko: 'B1', qty: count.qty, berat_baki: 150.5 });
    expect(row.berat_total).toBeCloseTo(count.berat + 150.5, 3);
    expect((await get('timbang-baki', spv)).body.data).toHaveLength(1);
    expect((await post('timbang-baki/start', { kode_gudang: '', kode_toko: 'B1' }, spv)).body.message).toBe(
      'Mohon Untuk Pilih Kode Gudang',
    );
    expect((await post('timbang-baki/start', { kode_gudang: 'TOKO' }, spv)).body.message).toBe(
      'Mohon Untuk Pilih Kode Baki',
    );
    const reset = await call(tk1(), 'POST', 'timbang-baki/reset', { token: spv });
    expect(reset.body.data).toEqual({ reset: 1 });
    expect((await get('timbang-baki', spv)).body.data).toEqual([]);
    const day = row.tanggal;
    // The report engine's answer (Laporan Aktivitas Timbang Baki): rows of the day, of any case of user.
    const act = await get(`timbang-baki/post-activity-report?tgl_system=${day}&user_id=SPV1`);
    expect(act.body.data.rows.map((a: api.TimbangActivity) => a.message).slice(-2)).toEqual([
      expect.stringContaining('TIMBANG BAKI B1 GUDANG TOKO'),
      'RESET TIMBANG BAKI',
    ]);
    expect(act.body.data.rows[0]).toMatchObject({
      input_by: 'spv1',
      datetime: expect.stringMatching(/^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d$/),
    });
  });
});

describe('rights and master usage', () => {
  it('a cashier is refused the goods screens but may look a barcode up; a supervisor may use them', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', 'barang', undefined],
      ['POST', 'barang', item()],
      ['POST', 'barang/create/bulk', { detail_barang: [item()] }],
      ['PUT', 'barang/hancur', { kode_barcodes: ['00000001'], kondisi: 'RUSAK' }],
      ['PUT', 'barang/pindah', { kode_barcodes: ['00000001'], kode_gudang_tujuan: 'LEBUR' }],
      ['GET', 'barang/count-baki?kode_toko=B1', undefined],
      ['POST', 'hancurbarang/per-baki', { kode_toko: 'B1', kondisi: 'X', gudang_tujuan: 'HANCUR' }],
      ['POST', 'barang/update/edit-profit', { data: [{ kode_barcode: '1', profit: 1 }] }],
      ['POST', 'timbang-baki/start', { kode_gudang: 'TOKO', kode_toko: 'B1' }],
      ['GET', 'stock/saldo', undefined],
    ];
    const before = await fingerprint(tk1());
    for (const [method, path, body] of calls) {
      const res = await call(tk1(), method as 'GET', path, { token: kasir, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await fingerprint(tk1())).toEqual(before);
    expect((await get(`barang/by-barcode/${shopBarcode('TK1', 1)}`, kasir)).status).toBe(200);
    expect((await get('barang', spv)).status).toBe(200);
    expect((await get('barang')).status).toBe(200);
  });

  it('a warehouse, tray, group or jenis used by goods cannot be deleted', async () => {
    const list = await get('baki?search=B1');
    const b1 = (list.body.data as { _id: string; kode_baki: string }[]).find((b) => b.kode_baki === 'B1');
    const res = await call(tk1(), 'DELETE', `baki/${b1?._id}`, { token: owner });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Data Barang');
    const gudang = await get('gudang?search=LEBUR');
    const lebur = (gudang.body.data as { _id: string; kode_gudang: string }[]).find(
      (g) => g.kode_gudang === 'LEBUR',
    );
    const res2 = await call(tk1(), 'DELETE', `gudang/${lebur?._id}`, { token: owner });
    expect(res2.status).toBe(409);
    expect(res2.body.message).toContain('Data Barang');
  });
});
