import { api, barcodeInvalid } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, fingerprint, login, sqlOf } from '../../test/harness.ts';
import { addItems, flushOutbox, pendingCalls, startDeliveryChain } from './kirim-barang.test-helper.ts';

const { KIRIM_MSG } = api;
let chain: Chain;
let spv1: string;
let spv2: string;
let pusat: string;
let items: string[];

beforeAll(async () => {
  ({ chain, spv1, spv2, items } = await startDeliveryChain(20));
  pusat = await login(chain.pst, 'PUSAT');
}, 120_000);
afterAll(() => chain.close());

const send = (body: unknown, token = spv1) => call(chain.tk1, 'POST', 'kirim-barang', { token, body });
const receive = (body: unknown, token = spv2) => call(chain.tk2, 'POST', 'terima-barang', { token, body });
const statusOf = async (kodes: string[]) =>
  (
    await sqlOf(chain.tk1)<{ kode_barcode: string; status: string }>(
      `select kode_barcode, status from $s.barang where kode_barcode in (${kodes.map((k) => `'${k}'`).join(',')}) order by 1`,
    )
  ).map((r) => r.status);

describe('kirim-barang: rights and bad input', () => {
  it('refuses a missing token, a cashier, and writes nothing on bad input', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    const before = await fingerprint(chain.tk1);
    expect((await call(chain.tk1, 'POST', 'kirim-barang', { body: {} })).status).toBe(401);
    expect((await send({ kode_toko_tujuan: 'TK2', kode_barcodes: [items[0]] }, kasir)).status).toBe(403);
    const cases: [unknown, number, string][] = [
      [{ kode_barcodes: [items[0]] }, 400, 'Toko Tujuan Tidak Boleh Kosong'],
      [{ kode_toko_tujuan: 'TK2' }, 400, KIRIM_MSG.barangRequired],
      [{ kode_toko_tujuan: 'TK2', kode_barcodes: [] }, 400, KIRIM_MSG.barangRequired],
      [{ kode_toko_tujuan: 'TK1', kode_barcodes: [items[0]] }, 400, KIRIM_MSG.tujuanSelf],
      [{ kode_toko_tujuan: 'TK9', kode_barcodes: [items[0]] }, 400, KIRIM_MSG.tujuanUnknown('TK9')],
      [{ kode_toko_tujuan: 'TK2', kode_barcodes: ['99999999'] }, 404, 'Barcode 99999999 Tidak Ditemukan'],
      [
        { kode_toko_tujuan: 'TK2', kode_barcodes: [items[0], items[0]] },
        400,
        'Kode Barcode Tidak Boleh Ganda',
      ],
      [{ kode_toko_tujuan: 'TK2', kode_barcodes: ['12a'] }, 400, barcodeInvalid()],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });

  it('lists the shops to ship to: every other shop, itself excluded', async () => {
    const res = await call(chain.tk1, 'GET', 'kirim-barang/toko-tujuan', { token: spv1 });
    expect(res.body.data.map((t: { kode_toko: string }) => t.kode_toko).sort()).toEqual(['PST', 'TK2']);
  });

  it('the shop-to-shop calls take only a service credential issued under the calling shop', async () => {
    const owner2 = await login(chain.tk2, 'owner1');
    const masuk = {
      kode_toko_asal: 'TK1',
      no_kirim: 'KB-TK1-990101-0001',
      tanggal: '2026-01-01',
      keterangan: '',
      input_by: 'x',
      detail_barang: [],
    };
    expect((await call(chain.tk2, 'POST', 'kirim-barang/masuk', { body: masuk })).status).toBe(401);
    const asUser = await call(chain.tk2, 'POST', 'kirim-barang/masuk', { token: owner2, body: masuk });
    expect(asUser.status).toBe(400); // empty list: refused before anything
    const issued = await call(chain.tk2, 'POST', 'service-credentials', {
      token: owner2,
      body: { name: 'TK3' },
    });
    const svc = issued.body.data.service_token as string;
    const one = (
      await sqlOf(chain.tk1)<{ kode_barcode: string }>(`select kode_barcode from $s.barang limit 1`)
    )[0];
    const body = {
      ...masuk,
      detail_barang: [
        {
          ...api.kirimItem.parse({
            kode_barcode: one?.kode_barcode,
            kode_intern: '',
            nama_barang: 'X',
            kode_group: 'MUDA',
            kode_dept: 'CC',
            kode_gudang: 'TOKO',
            kode_baki: 'B1',
            kadar: 70,
            kadar_cetak: '70%',
            kadar_modal: 70,
            berat: 1,
            berat_asli: 1,
            berat_plastik: 0,
            nama_atribut: '',
            berat_atribut: 0,
            harga_atribut: 0,
            ongkos: 0,
            profit: 0,
            harga_modal: null,
            markis: 'TIDAK',
            size: '',
            keterangan: '',
            supplier_barang: '',
            foto: null,
          }),
        },
      ],
    };
    const before = await fingerprint(chain.tk2);
    // A user of the shop, and a credential issued under another shop's name, are both refused.
    for (const token of [owner2, svc]) {
      const res = await call(chain.tk2, 'POST', 'kirim-barang/masuk', { token, body });
      expect([res.status, res.body.message]).toEqual([403, KIRIM_MSG.senderMismatch]);
    }
    const konf = await call(chain.tk1, 'POST', 'kirim-barang/konfirmasi', {
      token: svc,
      body: {
        kode_toko_tujuan: 'TK2',
        no_kirim: 'X',
        detail_barang: [{ kode_barcode: '1', status: 'DITERIMA' }],
      },
    });
    expect(konf.status).toBe(401); // a TK2 credential means nothing at TK1
    expect(await fingerprint(chain.tk2)).toEqual(before);
  });
});

describe('kirim-barang: send, deliver, receive, return', () => {
  let noKirim: string;

  it('sends by barcode: the items leave the stock into transit with ledger rows and a queued call', async () => {
    const kodes = items.slice(0, 3);
    const res = await send({ kode_toko_tujuan: 'TK2', kode_barcodes: kodes, keterangan: 'stok cabang' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(KIRIM_MSG.sent);
    noKirim = res.body.data.no_kirim;
    expect(noKirim).toMatch(/^KB-TK1-\d{6}-0001$/);
    expect(res.body.data.qty).toBe(3);
    expect(res.body.data.per_group).toEqual([{ kode_group: 'MUDA', qty: 3, berat: res.body.data.berat }]);
    expect(await statusOf(kodes)).toEqual(['KIRIM', 'KIRIM', 'KIRIM']);
    const ledger = await sqlOf(chain.tk1)<{ n: number; qty: number }>(
      `select count(*)::int as n, sum(qty)::int as qty from $s.stock_ledger where no_ref = '${noKirim}' and jenis = 'KIRIM'`,
    );
    expect(ledger[0]).toEqual({ n: 3, qty: -3 });
    // Not ready any more: a second send of the same item is refused.
    const again = await send({ kode_toko_tujuan: 'TK2', kode_barcodes: [kodes[0]] });
    expect(again.status).toBe(409);
    // The transit list: at the sender, not yet delivered.
    const transit = await call(chain.tk1, 'GET', 'kirim-barang/transit', { token: spv1 });
    expect(transit.body.data.map((r: api.TransitRow) => r.posisi)).toEqual(['DIKIRIM', 'DIKIRIM', 'DIKIRIM']);
  });

  it('prints the surat jalan as a PDF', async () => {
    const res = await chain.tk1.app.inject({
      method: 'GET',
      url: `/api/v1/kirim-barang/surat-jalan/${noKirim}`,
      headers: { token: spv1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await call(chain.tk1, 'GET', 'kirim-barang/detail/KB-TK1-000101-0009', { token: spv1 });
    expect([missing.status, missing.body.message]).toEqual([404, KIRIM_MSG.notFound]);
  });

  it('delivers through the outbox once, however often the call is repeated', async () => {
    await flushOutbox(chain.tk1);
    expect(await pendingCalls(chain.tk1)).toBe(0);
    // The call sent again (an answer lost): the receiver keeps one shipment.
    await sqlOf(chain.tk1)(`update $s.shop_outbox set done_at = null`);
    await flushOutbox(chain.tk1);
    const rows = await sqlOf(chain.tk2)<{ n: number }>(
      `select count(*)::int as n from $s.terima_barang_detail where no_kirim = '${noKirim}'`,
    );
    expect(rows[0]?.n).toBe(3);
    const list = await call(chain.tk2, 'GET', 'terima-barang', { token: spv2 });
    expect(list.body.data.map((k: api.KirimBarang) => k.no_kirim)).toEqual([noKirim]);
    const header = await call(chain.tk1, 'GET', `kirim-barang/detail/${noKirim}`, { token: spv1 });
    expect(header.body.data.status).toBe('TERKIRIM');
    // Head office sees the items on the road, at the receiver, once each.
    const semua = await call(chain.pst, 'GET', 'kirim-barang/transit-semua', { token: pusat });
    expect(semua.status).toBe(200);
    expect(semua.body.data.gagal).toEqual([]);
    expect(
      semua.body.data.rows.map(
        (r: api.TransitRow) => `${r.kode_toko_asal}>${r.kode_toko_tujuan} ${r.posisi}`,
      ),
    ).toEqual(['TK1>TK2 MENUNGGU', 'TK1>TK2 MENUNGGU', 'TK1>TK2 MENUNGGU']);
  });

  it('refuses bad receipts and writes nothing', async () => {
    const base = { kode_toko_asal: 'TK1', no_kirim: noKirim, kode_gudang: 'TOKO', kode_baki: 'B1' };
    const kasir = await login(chain.tk2, 'kasir1');
    const before = await fingerprint(chain.tk2);
    expect(
      (await receive({ ...base, detail_barang: [{ kode_barcode: items[0], status: 'TERIMA' }] }, kasir))
        .status,
    ).toBe(403);
    const cases: [unknown, number, string][] = [
      [{ ...base, detail_barang: [] }, 400, KIRIM_MSG.barangRequired],
      [
        {
          ...base,
          no_kirim: 'KB-TK1-000101-0001',
          detail_barang: [{ kode_barcode: items[0], status: 'TERIMA' }],
        },
        404,
        KIRIM_MSG.notFound,
      ],
      [
        { ...base, detail_barang: [{ kode_barcode: items[10], status: 'TERIMA' }] },
        400,
        KIRIM_MSG.notInShipment(items[10] as string),
      ],
      [
        { ...base, kode_gudang: 'NOPE', detail_barang: [{ kode_barcode: items[0], status: 'TERIMA' }] },
        400,
        api.BARANG_MSG.unknownGudang('NOPE'),
      ],
      [
        { ...base, detail_barang: [{ kode_barcode: items[0], status: 'AMBIL' }] },
        400,
        'Status Harus Salah Satu Dari TERIMA, TOLAK',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await receive(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await fingerprint(chain.tk2)).toEqual(before);
  });

  it('accepts item by item: accepted items enter the receiver with their history, a refused one returns', async () => {
    const [a, b, c] = items as [string, string, string];
    const res = await receive({
      kode_toko_asal: 'TK1',
      no_kirim: noKirim,
      kode_gudang: 'TOKO',
      kode_baki: 'B2',
      detail_barang: [
        { kode_barcode: a, status: 'TERIMA' },
        { kode_barcode: b, status: 'TERIMA' },
        { kode_barcode: c, status: 'TOLAK' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(KIRIM_MSG.received);
    expect(res.body.data.ditolak).toEqual([c]);
    const baru = res.body.data.diterima.map((d: { kode_barcode_baru: string }) => d.kode_barcode_baru);
    const sent = await sqlOf(chain.tk1)<{ berat: string; harga_modal: number }>(
      `select berat::text, harga_modal from $s.barang where kode_barcode in ('${a}','${b}') order by kode_barcode`,
    );
    const got = await sqlOf(chain.tk2)<{
      berat: string;
      harga_modal: number;
      kode_baki: string;
      status: string;
      keterangan: string;
    }>(
      `select berat::text, harga_modal, kode_baki, status, keterangan from $s.barang where kode_barcode in ('${baru.join("','")}') order by kode_barcode`,
    );
    expect(got.map((g) => [g.berat, g.harga_modal, g.kode_baki, g.status])).toEqual(
      sent.map((s) => [s.berat, s.harga_modal, 'B2', 'READY']),
    );
    const ledger = await sqlOf(chain.tk2)<{ qty: number }>(
      `select sum(qty)::int as qty from $s.stock_ledger where no_ref = '${noKirim}' and jenis = 'TERIMA_KIRIM'`,
    );
    expect(ledger[0]?.qty).toBe(2);
    // Not in the sender's stock yet as far as the sender knows: it hears through the outbox.
    expect(await statusOf([a, b, c])).toEqual(['KIRIM', 'KIRIM', 'KIRIM']);
    await flushOutbox(chain.tk2);
    expect(await statusOf([a, b, c])).toEqual(['TERKIRIM', 'TERKIRIM', 'READY']);
    const back = await sqlOf(chain.tk1)<{ qty: number }>(
      `select sum(qty)::int as qty from $s.stock_ledger where kode_barcode = '${c}'`,
    );
    expect(back[0]?.qty).toBe(1);
    const header = await call(chain.tk1, 'GET', `kirim-barang/detail/${noKirim}`, { token: spv1 });
    expect(header.body.data.status).toBe('SELESAI');
    expect(header.body.data.detail.map((d: api.KirimDetail) => d.status)).toEqual([
      'DITERIMA',
      'DITERIMA',
      'DITOLAK',
    ]);
    // A settled item cannot be received again.
    const again = await receive({
      kode_toko_asal: 'TK1',
      no_kirim: noKirim,
      kode_gudang: 'TOKO',
      kode_baki: 'B2',
      detail_barang: [{ kode_barcode: a, status: 'TERIMA' }],
    });
    expect([again.status, again.body.message]).toEqual([409, KIRIM_MSG.alreadyDone(a)]);
    const semua = await call(chain.pst, 'GET', 'kirim-barang/transit-semua', { token: pusat });
    expect(semua.body.data.rows).toEqual([]);
  });

  it('a whole tray, and two receipts of it at once: exactly one wins', async () => {
    const sent = await send({ kode_toko_tujuan: 'TK2', kode_baki: 'B1' });
    expect(sent.status).toBe(201);
    const kodes = sent.body.data.detail.map((d: api.KirimDetail) => d.kode_barcode) as string[];
    expect(kodes.length).toBe(18); // 20 made, 3 sent before, 1 of them back in B1
    await flushOutbox(chain.tk1);
    const body = {
      kode_toko_asal: 'TK1',
      no_kirim: sent.body.data.no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'B1',
      detail_barang: kodes.map((k) => ({ kode_barcode: k, status: 'TERIMA' })),
    };
    const [r1, r2] = await Promise.all([receive(body), receive(body)]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const made = await sqlOf(chain.tk2)<{ n: number }>(
      `select count(*)::int as n from $s.stock_ledger where no_ref = '${body.no_kirim}' and jenis = 'TERIMA_KIRIM'`,
    );
    expect(made[0]?.n).toBe(18);
    await flushOutbox(chain.tk2);
    expect(new Set(await statusOf(kodes))).toEqual(new Set(['TERKIRIM']));
  });
});

describe('Laporan Kirim Barang', () => {
  it('lists what a shop sent and received, by status, and merges the shops at head office', async () => {
    const [{ tanggal }] = (await sqlOf(chain.tk1)<{ tanggal: string }>(
      `select tanggal::text from $s.kirim_barang limit 1`,
    )) as [{ tanggal: string }];
    const q = (extra: string) => `laporan/kirim-barang?tgl_awal=${tanggal}&tgl_akhir=${tanggal}${extra}`;
    const sent = await call(chain.tk1, 'GET', q(''), { token: spv1 });
    expect(sent.status).toBe(200);
    expect(sent.body.data.rows.length).toBe(21);
    expect(new Set(sent.body.data.rows.map((r: { arah: string }) => r.arah))).toEqual(new Set(['KIRIM']));
    const ditolak = await call(chain.tk1, 'GET', q('&status=DITOLAK'), { token: spv1 });
    expect(ditolak.body.data.rows.map((r: { status: string }) => r.status)).toEqual(['DITOLAK']);
    const received = await call(chain.tk2, 'GET', q('&arah=TERIMA'), { token: spv2 });
    expect(received.body.data.rows.length).toBe(21);
    expect(received.body.data.totals.berat).toBeCloseTo(sent.body.data.totals.berat, 3);
    const kasir = await login(chain.tk1, 'kasir1');
    expect((await call(chain.tk1, 'GET', q(''), { token: kasir })).status).toBe(403);
    const bad = await call(chain.tk1, 'GET', q('&status=HILANG'), { token: spv1 });
    expect([bad.status, bad.body.message]).toEqual([400, 'Status Tidak Valid']);
    const merged = await call(chain.pst, 'GET', q('&kode_toko=SEMUA'), { token: pusat });
    expect(merged.status).toBe(200);
    expect(merged.body.data.rows.length).toBe(42);
    const pdf = await chain.tk1.app.inject({
      method: 'GET',
      url: `/api/v1/${q('&format=pdf')}`,
      headers: { token: spv1 },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('head office ships too', () => {
  it('PST -> TK1 with head office credential; a refused item returns to PST', async () => {
    const owner = await login(chain.pst, 'PUSAT');
    const [a, b] = (await addItems(chain.pst, owner, 2)) as [string, string];
    const sent = await call(chain.pst, 'POST', 'kirim-barang', {
      token: owner,
      body: { kode_toko_tujuan: 'TK1', kode_barcodes: [a, b] },
    });
    expect(sent.status).toBe(201);
    await flushOutbox(chain.pst);
    expect(await pendingCalls(chain.pst)).toBe(0);
    const res = await call(chain.tk1, 'POST', 'terima-barang', {
      token: spv1,
      body: {
        kode_toko_asal: 'PST',
        no_kirim: sent.body.data.no_kirim,
        kode_gudang: 'TOKO',
        kode_baki: 'B3',
        detail_barang: [
          { kode_barcode: a, status: 'TERIMA' },
          { kode_barcode: b, status: 'TOLAK' },
        ],
      },
    });
    expect(res.status).toBe(200);
    await flushOutbox(chain.tk1);
    const st = await sqlOf(chain.pst)<{ status: string }>(
      `select status from $s.barang where kode_barcode in ('${a}','${b}') order by kode_barcode`,
    );
    expect(st.map((r) => r.status)).toEqual(['TERKIRIM', 'READY']);
  });
});

describe('a diamond item travels as a diamond item', () => {
  const STONE = {
    kode_batu: 'RD-030-F-VVS2',
    kode_jenis_batu: 'BRL',
    kode_shape: 'RD',
    kode_color: 'F',
    kode_clarity: 'VVS2',
    berat_carat: 0.3,
    qty: 1,
  };
  const DIAMOND = {
    nama_barang: 'cincin solitaire',
    kode_toko: 'B3',
    kode_group: 'BERLIAN',
    kode_dept: 'BCC',
    berat: 3.1,
    kadar: 75,
    kadar_cetak: '750',
    data_berlian: [STONE],
    ongkos_berlian: 750_000,
    total_usd: 1150,
    curr: 'USD',
    kurs: 16_000,
  };
  const diamondOf = (row: api.BarangRow) => ({
    data_berlian: row.data_berlian,
    ongkos_berlian: row.ongkos_berlian,
    total_usd: row.total_usd,
    curr: row.curr,
    kurs: row.kurs,
    total_harga: row.total_harga,
  });

  beforeAll(async () => {
    for (const server of [chain.tk1, chain.tk2]) {
      const res = await call(server, 'PUT', 'system-setting/modules', {
        token: await login(server, 'owner1'),
        body: { modules: [{ key: 'BERLIAN_MODULE', active: true }] },
      });
      expect(res.status, res.body.message).toBe(200);
    }
  });

  it('arrives with its stones, tag and tag price, and the sale quotes it as a diamond at the same price', async () => {
    const [ring] = (await addItems(chain.tk1, await login(chain.tk1, 'owner1'), 1, {
      ...DIAMOND,
      tag_id: 'E28011606000020D',
    })) as [string];
    const original = (await call(chain.tk1, 'GET', `barang/by-barcode/${ring}`, { token: spv1 })).body
      .data as api.BarangRow;
    expect(original.data_berlian).toEqual([STONE]);
    const kasir1 = await login(chain.tk1, 'kasir1');
    const quoted = await call(chain.tk1, 'GET', `penjualan/barang/${ring}`, { token: kasir1 });
    expect(quoted.status, quoted.body.message).toBe(200);

    const sent = await send({ kode_toko_tujuan: 'TK2', kode_barcodes: [ring] });
    expect(sent.status, sent.body.message).toBe(201);
    await flushOutbox(chain.tk1);
    const res = await receive({
      kode_toko_asal: 'TK1',
      no_kirim: sent.body.data.no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'B2',
      detail_barang: [{ kode_barcode: ring, status: 'TERIMA' }],
    });
    expect(res.status, res.body.message).toBe(200);
    const baru = res.body.data.diterima[0].kode_barcode_baru as string;

    const got = await call(chain.tk2, 'GET', `barang/by-barcode/${baru}`, { token: spv2 });
    expect(got.status, got.body.message).toBe(200);
    expect(diamondOf(got.body.data)).toEqual(diamondOf(original));
    expect(got.body.data.tag_id).toBe('E28011606000020D');
    const kasir2 = await login(chain.tk2, 'kasir1');
    const quote = await call(chain.tk2, 'GET', `penjualan/barang/${baru}`, { token: kasir2 });
    expect(quote.status, quote.body.message).toBe(200);
    expect(quote.body.data).toMatchObject({
      harga_gram: 0,
      harga_total: quoted.body.data.harga_total,
      berlian: quoted.body.data.berlian,
    });
    expect(quote.body.data.berlian.total_usd).toBe(1150);

    // Accepted: the item left the sender for good, its tag with it.
    await flushOutbox(chain.tk2);
    const left = await sqlOf(chain.tk1)<{ status: string; tag_id: string | null }>(
      `select status, tag_id from $s.barang where kode_barcode = '${ring}'`,
    );
    expect(left).toEqual([{ status: 'TERKIRIM', tag_id: null }]);
  });

  it('a tag another item of the receiver carries refuses the receipt; refused, the item goes back', async () => {
    const tag = 'E28011606000099A';
    const [held] = (await addItems(chain.tk2, await login(chain.tk2, 'owner1'), 1, { tag_id: tag })) as [
      string,
    ];
    const [gold] = (await addItems(chain.tk1, await login(chain.tk1, 'owner1'), 1, {
      kode_toko: 'B3',
      tag_id: tag,
    })) as [string];
    const sent = await send({ kode_toko_tujuan: 'TK2', kode_barcodes: [gold] });
    expect(sent.status, sent.body.message).toBe(201);
    await flushOutbox(chain.tk1);
    const body = (status: 'TERIMA' | 'TOLAK') => ({
      kode_toko_asal: 'TK1',
      no_kirim: sent.body.data.no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'B2',
      detail_barang: [{ kode_barcode: gold, status }],
    });
    const before = await fingerprint(chain.tk2);
    const taken = await receive(body('TERIMA'));
    expect([taken.status, taken.body.message]).toEqual([409, api.TAG_MSG.tagTaken(tag, held)]);
    expect(await fingerprint(chain.tk2)).toEqual(before);
    expect((await receive(body('TOLAK'))).status).toBe(200);
    await flushOutbox(chain.tk2);
    expect(await statusOf([gold])).toEqual(['READY']);
  });
});

describe('an item the receiver would refuse is not sent', () => {
  let good: string;
  let bad: string;
  beforeAll(async () => {
    [good, bad] = (await addItems(chain.tk1, await login(chain.tk1, 'owner1'), 2, { kode_toko: 'B3' })) as [
      string,
      string,
    ];
  });

  it.each([
    ['an empty jenis (a buy-back line without jenis)', `kode_dept = ''`, 'Kode Jenis Tidak Boleh Kosong'],
    [
      'a name longer than the receiver keeps',
      `nama_barang = repeat('A', 201)`,
      'Nama Barang Maksimal 200 Karakter',
    ],
  ])('refuses the whole shipment for %s, naming the item, and changes nothing', async (_, set, reason) => {
    await sqlOf(chain.tk1)(`update $s.barang set ${set} where kode_barcode = '${bad}'`);
    const before = await fingerprint(chain.tk1);
    for (const body of [
      { kode_toko_tujuan: 'TK2', kode_barcodes: [good, bad] },
      { kode_toko_tujuan: 'TK2', kode_baki: 'B3' },
    ]) {
      const res = await send(body);
      expect([res.status, res.body.message]).toEqual([400, KIRIM_MSG.notSendable(bad, reason)]);
    }
    expect(await fingerprint(chain.tk1)).toEqual(before);
    expect(await statusOf([good, bad])).toEqual(['READY', 'READY']);
    const ledger = await sqlOf(chain.tk1)<{ n: number }>(
      `select count(*)::int as n from $s.stock_ledger where jenis = 'KIRIM' and kode_barcode in ('${good}','${bad}')`,
    );
    expect(ledger[0]?.n).toBe(0);
    await sqlOf(chain.tk1)(
      `update $s.barang set kode_dept = 'CC', nama_barang = 'CINCIN PITA' where kode_barcode = '${bad}'`,
    );
  });

  it('sends the same items once they are fixed', async () => {
    const res = await send({ kode_toko_tujuan: 'TK2', kode_barcodes: [good, bad] });
    expect(res.status, res.body.message).toBe(201);
  });
});
