import { api, MODULE } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { seedService } from '../../seed/service-seed.ts';
import { expectCancelNeedsAuthorisation } from '../../test/authorisation.ts';
import { switchModule, useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint, login } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';

const MSG = api.SERVICE_MSG;
const session = useBranchSession();
const { tk1, post, get, q } = session;

const kasOf = (no: string) =>
  q<{ kategori: string; jenis: string; jumlah_in: number; jumlah_out: number; tanggal: string }>(
    `select kategori, jenis, jumlah_in::int, jumlah_out::int, tanggal::text from "$s".kas
     where id_trx = '${no}' order by id`,
  );
const ledgerOf = (kode: string) =>
  q<{ jenis: string; kode_gudang: string; qty: number; berat: string }>(
    `select jenis, kode_gudang, qty, berat::text from "$s".stock_ledger where kode_barcode = '${kode}' order by id`,
  );
const itemOf = async (kode: string) =>
  (
    await q<{ status: string; kode_gudang: string }>(
      `select status, kode_gudang from "$s".barang where kode_barcode = '${kode}'`,
    )
  )[0];

const take = (over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'Sri Wahyuni',
  no_hp: '081234567890',
  nama_barang: 'cincin putus',
  berat: 2.5,
  kode_deskripsi: ['PATRI', 'POLES'],
  kode_tukang: 'T01',
  total: 75_000,
  dp_rp: 25_000,
  tgl_janji: session.day,
  pembayaran: [{ jenis: 'CASH', jumlah: 25_000 }],
  ...over,
});
async function newService(over: Record<string, unknown> = {}): Promise<api.Service> {
  const res = await post('service', take(over));
  expect(res.status, res.body.message).toBe(201);
  expect(res.body.message).toBe(MSG.saved);
  return res.body.data as api.Service;
}

describe('the demo', () => {
  it('seeds jobs in every state; validasi/service/get?kode_sales=ALL lists the unvalidated ones until validated', async () => {
    // The API chain starts without the demo's goods and documents: seed the repairs as npm start does.
    await seedService(tk1().shop);
    const states = await q<{ status_proses: string }>(
      `select distinct status as status_proses from "$s".service order by 1`,
    );
    expect(states.map((r) => r.status_proses)).toEqual(['BATAL', 'DIAMBIL', 'PROSES', 'SELESAI']);
    const open = await q<{ no: string }>(
      `select no_faktur_service as no from "$s".service where status <> 'BATAL' and status_valid = 'OPEN' order by id`,
    );
    const list = await get('validasi/service/get?kode_sales=ALL', session.owner);
    expect(list.status, list.body.message).toBe(200);
    const rows = list.body.data as api.PendingService[];
    expect(rows.map((r) => r.no_faktur_service)).toEqual(open.map((r) => r.no));
    expect(rows.length).toBeGreaterThan(0);
    const ok = await post(
      'validasi/service',
      { no_services: rows.map((r) => r.no_faktur_service), user_id: 'owner1' },
      session.owner,
    );
    expect(ok.status, ok.body.message).toBe(200);
    expect((await get('validasi/service/get?kode_sales=ALL', session.owner)).body.data).toEqual([]);
  });
});

describe('taking a repair', () => {
  it('numbers it per shop, holds the item in REPARASI with a ledger row and writes the down payment as SERVICE', async () => {
    const s = await newService();
    expect(s.no_faktur_service).toMatch(/^SV-TK1-\d{6}-\d{4}$/);
    expect(s).toMatchObject({
      status_proses: 'PROSES',
      nama_customer: 'SRI WAHYUNI',
      nama_barang: 'CINCIN PUTUS',
      deskripsi: 'PATRI / SAMBUNG, POLES DAN CUCI',
      total: 75_000,
      dp_rp: 25_000,
      sisa_rp: 50_000,
      tanggal: session.day,
    });
    expect(await itemOf(s.kode_barcode)).toEqual({ status: 'SERVICE', kode_gudang: 'REPARASI' });
    expect(await ledgerOf(s.kode_barcode)).toEqual([
      { jenis: 'SERVICE', kode_gudang: 'REPARASI', qty: 1, berat: '2.500' },
    ]);
    expect(await kasOf(s.no_faktur_service)).toEqual([
      { kategori: 'SERVICE', jenis: 'CASH', jumlah_in: 25_000, jumlah_out: 0, tanggal: session.day },
    ]);
    // The customer's item is never for sale at the counter.
    const quote = await get(`penjualan/barang/${s.kode_barcode}`);
    expect(quote.status).toBe(409);
    // Two jobs never share a number.
    const next = await newService({ dp_rp: 0, pembayaran: [] });
    expect(next.no_faktur_service).not.toBe(s.no_faktur_service);
    expect(await kasOf(next.no_faktur_service)).toEqual([]);
  });

  it("a non-cash down payment waits for validasi non cash, under its account's bank", async () => {
    const s = await newService({
      pembayaran: [{ jenis: 'TRANSFER', jumlah: 25_000, kode_bank: 'BNI', no_rekening: '5271234567' }],
    });
    const rows = await q<{ status_validasi: string; kode_bank: string }>(
      `select status_validasi, kode_bank from "$s".kas where id_trx = '${s.no_faktur_service}'`,
    );
    // 5271234567 is a BCA account in the rekening master, whatever bank the counter sent.
    expect(rows).toEqual([{ status_validasi: 'OPEN', kode_bank: 'BCA' }]);
  });

  it.each([
    [{ dp_rp: 100_000, pembayaran: [{ jenis: 'CASH', jumlah: 100_000 }] }, MSG.dpTooBig],
    [{ kode_tukang: 'T99' }, MSG.tukangUnknown('T99')],
    [{ kode_tukang: '' }, MSG.tukangRequired],
    [{ kode_deskripsi: [] }, MSG.deskripsiRequired],
    [{ kode_deskripsi: ['PATRI', 'NGAWUR'] }, MSG.deskripsiUnknown('NGAWUR')],
    [{ kode_sales: 'S77' }, api.TRANSAKSI_MSG.salesUnknown('S77')],
    [
      { pembayaran: [{ jenis: 'CASH', jumlah: 20_000 }] },
      api.TRANSAKSI_MSG.paymentsMismatch('25,000', '20,000'),
    ],
    [{ pembayaran: [{ jenis: 'TUKAR', jumlah: 25_000 }] }, null],
    // Money into the shop's accounts names one of the rekening master, of the payment's kind.
    [
      { pembayaran: [{ jenis: 'TRANSFER', jumlah: 25_000, kode_bank: 'BCA', no_rekening: '123' }] },
      api.TRANSAKSI_MSG.rekeningUnknown('123'),
    ],
    [{ pembayaran: [{ jenis: 'TRANSFER', jumlah: 25_000 }] }, api.TRANSAKSI_MSG.accountRequired('TRANSFER')],
    [
      { pembayaran: [{ jenis: 'TRANSFER', jumlah: 25_000, no_rekening: 'EDC-BCA-TK1' }] },
      api.TRANSAKSI_MSG.rekeningWrongKind('EDC-BCA-TK1', 'TRANSFER'),
    ],
    [{ tgl_janji: '2000-01-01' }, MSG.janjiBeforeToday],
    [{ berat: 0 }, 'Berat Harus Lebih Dari 0'],
    [{ berat: 0.0004 }, 'Berat Maksimal 3 Angka Di Belakang Koma'],
    [{ nama_barang: '  ' }, 'Nama Barang Tidak Boleh Kosong'],
    [{ total: -1 }, 'Estimasi Biaya Minimal 0'],
    [{ total: 1.5 }, 'Estimasi Biaya Harus Bilangan Bulat'],
  ])('refuses %j with a 400 and writes nothing', async (over, message) => {
    const before = await fingerprint(tk1());
    const res = await post('service', take(over));
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('completing, picking up and cancelling', () => {
  it('PROSES -> SELESAI -> DIAMBIL: the final cost, the weight after repair, the rest paid as SERVICE AMBIL', async () => {
    const s = await newService();
    const below = await post('service/selesai', {
      no_faktur_service: s.no_faktur_service,
      total: 20_000,
      berat_selesai: 2.48,
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(MSG.totalBelowDp);
    // Not yet done: no pick-up.
    const early = await post('service/ambil', {
      no_faktur_service: s.no_faktur_service,
      pembayaran: [{ jenis: 'CASH', jumlah: 50_000 }],
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MSG.notSelesai);

    const done = await post('service/selesai', {
      no_faktur_service: s.no_faktur_service,
      total: 90_000,
      berat_selesai: 2.48,
    });
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe(MSG.completed);
    expect(done.body.data).toMatchObject({
      status_proses: 'SELESAI',
      total: 90_000,
      total_estimasi: 75_000,
      berat_selesai: 2.48,
      sisa_rp: 65_000,
      tgl_selesai: session.day,
    });
    const twice = await post('service/selesai', {
      no_faktur_service: s.no_faktur_service,
      total: 90_000,
      berat_selesai: 2.48,
    });
    expect(twice.status).toBe(409);

    const before = await fingerprint(tk1());
    const short = await post('service/ambil', {
      no_faktur_service: s.no_faktur_service,
      pembayaran: [{ jenis: 'CASH', jumlah: 50_000 }],
    });
    expect(short.status).toBe(400);
    expect(await fingerprint(tk1())).toEqual(before);

    const ambil = await post('service/ambil', {
      no_faktur_service: s.no_faktur_service,
      pembayaran: [
        { jenis: 'CASH', jumlah: 40_000 },
        { jenis: 'DEBET', jumlah: 25_000, kode_bank: 'BCA', no_rekening: '777' },
      ],
    });
    expect(ambil.status, ambil.body.message).toBe(200);
    expect(ambil.body.data).toMatchObject({
      status_proses: 'DIAMBIL',
      tgl_ambil: session.day,
      bayar_ambil: 65_000,
    });
    expect(await itemOf(s.kode_barcode)).toEqual({ status: 'DIAMBIL', kode_gudang: 'REPARASI' });
    expect((await ledgerOf(s.kode_barcode)).map((l) => [l.jenis, l.qty, l.berat])).toEqual([
      ['SERVICE', 1, '2.500'],
      ['AMBIL SERVICE', -1, '-2.500'],
    ]);
    expect((await kasOf(s.no_faktur_service)).map((k) => [k.kategori, k.jenis, k.jumlah_in])).toEqual([
      ['SERVICE', 'CASH', 25_000],
      ['SERVICE AMBIL', 'CASH', 40_000],
      ['SERVICE AMBIL', 'DEBET', 25_000],
    ]);
    const cancel = await post(
      'service/batal',
      { no_faktur: s.no_faktur_service, alasan: 'x' },
      session.owner,
    );
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(MSG.cannotCancel('DIAMBIL'));
  });

  it('a pick-up with nothing left to pay needs no payment', async () => {
    const s = await newService({ total: 25_000 });
    await post('service/selesai', {
      no_faktur_service: s.no_faktur_service,
      total: 25_000,
      berat_selesai: 2.5,
    });
    const ambil = await post('service/ambil', { no_faktur_service: s.no_faktur_service });
    expect(ambil.status, ambil.body.message).toBe(200);
    expect(ambil.body.data.bayar_ambil).toBe(0);
  });

  it('cancelling refunds the down payment as BATAL SERVICE and hands the item back', async () => {
    const s = await newService();
    await post('service/selesai', {
      no_faktur_service: s.no_faktur_service,
      total: 80_000,
      berat_selesai: 2.4,
    });
    const noReason = await post('service/batal', { no_faktur: s.no_faktur_service }, session.owner);
    expect(noReason.status).toBe(400);
    const kasirCancel = await post(
      'service/batal',
      { no_faktur: s.no_faktur_service, alasan: 'x' },
      session.kasir,
    );
    expect([200, 403]).toContain(kasirCancel.status);
    const res =
      kasirCancel.status === 200
        ? kasirCancel
        : await post(
            'service/batal',
            { no_faktur: s.no_faktur_service, alasan: 'tidak jadi' },
            session.owner,
          );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.cancelled);
    expect(res.body.data.status_proses).toBe('BATAL');
    expect((await kasOf(s.no_faktur_service)).map((k) => [k.kategori, k.jumlah_in, k.jumlah_out])).toEqual([
      ['SERVICE', 25_000, 0],
      ['BATAL SERVICE', 0, 25_000],
    ]);
    expect(await itemOf(s.kode_barcode)).toEqual({ status: 'BATAL', kode_gudang: 'REPARASI' });
    expect((await ledgerOf(s.kode_barcode)).map((l) => l.jenis)).toEqual(['SERVICE', 'BATAL SERVICE']);
  });

  it('a job cancelled twice at once is cancelled once', async () => {
    const s = await newService();
    const both = await Promise.all([
      post('service/batal', { no_faktur: s.no_faktur_service, alasan: 'a' }, session.owner),
      post('service/batal', { no_faktur: s.no_faktur_service, alasan: 'b' }, session.owner),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(MSG.alreadyCancelled);
    expect((await kasOf(s.no_faktur_service)).map((k) => k.kategori)).toEqual(['SERVICE', 'BATAL SERVICE']);
    expect((await ledgerOf(s.kode_barcode)).map((l) => l.jenis)).toEqual(['SERVICE', 'BATAL SERVICE']);
  });

  it("an unknown number is a 404; another shop does not see this shop's jobs", async () => {
    const s = await newService();
    const res = await post('service/selesai', {
      no_faktur_service: 'SV-TK1-000000-0000',
      total: 1,
      berat_selesai: 1,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.notFound);
    const other = await login(session.chain.tk2, 'kasir1');
    const there = await call(session.chain.tk2, 'GET', `service/detail/${s.no_faktur_service}`, {
      token: other,
    });
    expect(there.status).toBe(404);
    // A TK2 token means nothing at TK1... and a TK1 token nothing at TK2.
    expect(
      (
        await call(session.chain.tk2, 'GET', `service/detail/${s.no_faktur_service}`, {
          token: session.kasir,
        })
      ).status,
    ).toBe(401);
  });

  it('lists by state and goldsmith', async () => {
    const s = await newService({ kode_tukang: 'T03' });
    const res = await get(
      `service?tgl_awal=${session.day}&tgl_akhir=${session.day}&status=PROSES&search=T03`,
    );
    expect(res.status, res.body.message).toBe(200);
    const rows = res.body.data as api.Service[];
    expect(rows.map((r) => r.no_faktur_service)).toContain(s.no_faktur_service);
    expect(rows.every((r) => r.status_proses === 'PROSES' && r.kode_tukang === 'T03')).toBe(true);
    expect(res.body.count).toBe(rows.length);
  });
});

describe('invoice SERVICE', () => {
  it('answers the invoice view, prints the stored layout (three times with NOTA_SERVICE_RANGKAP) and queues WhatsApp', async () => {
    const s = await newService({ nama_customer: 'NOTA CUSTOMER' });
    const inv = await post('service/invoice', { no_faktur: s.no_faktur_service });
    expect(inv.status, inv.body.message).toBe(200);
    expect(inv.body.data).toMatchObject({ no_faktur_service: s.no_faktur_service, status: 'PROSES' });
    expect(inv.body.data.pembayaran).toEqual([
      {
        kategori: 'SERVICE',
        jenis: 'CASH',
        jumlah_in: 25_000,
        jumlah_out: 0,
        kode_bank: '',
        no_rekening: '',
      },
    ]);
    expect(inv.body.data.barang).toHaveLength(1);

    const print = async () => {
      const res = await tk1().app.inject({
        method: 'GET',
        url: `/api/v1/service/nota?no_faktur=${s.no_faktur_service}`,
        headers: { token: session.kasir },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPages(res.rawPayload)).map((p) => p.text).join('\n');
      return text.split(s.no_faktur_service).length - 1;
    };
    const once = await print();
    expect(once).toBeGreaterThan(0);
    await switchModule(tk1(), await login(tk1(), 'admin'), MODULE.NOTA_SERVICE_RANGKAP, true);
    expect(await print()).toBe(once * 3);

    const wa = await post('service/kirim-wa', { no_faktur: s.no_faktur_service });
    expect(wa.status, wa.body.message).toBe(200);
    const out = await q<{ isi: string }>(`select isi from "$s".outbox where ref = '${s.no_faktur_service}'`);
    expect(out[0]?.isi).toContain(s.no_faktur_service);
  });
});

describe('validasi service (document 2)', () => {
  it('lists unvalidated jobs, shows their payment lines and validates them', async () => {
    const s = await newService({ kode_sales: 'S02' });
    const list = await get('validasi/service/get?kode_sales=S02', session.owner);
    expect(list.status, list.body.message).toBe(200);
    const rows = list.body.data as api.PendingService[];
    expect(rows.every((r) => r.kode_sales === 'S02')).toBe(true);
    expect(rows.find((r) => r.no_faktur_service === s.no_faktur_service)).toEqual({
      kode_sales: 'S02',
      no_faktur_service: s.no_faktur_service,
      nama_customer: 'SRI WAHYUNI',
      no_hp: '081234567890',
      dp_rp: 25_000,
      total: 75_000,
      no_faktur_group: s.no_faktur_service,
    });
    const detail = await get(`validasi/detail/?deskripsi=${s.no_faktur_service}`, session.owner);
    expect(detail.status, detail.body.message).toBe(200);
    expect(detail.body.data).toEqual([{ jenis: 'CASH', jumlah_in: 25_000, jumlah_out: 0 }]);

    const unknownUser = await post(
      'validasi/service',
      { no_services: [s.no_faktur_service], user_id: 'nobody' },
      session.owner,
    );
    expect(unknownUser.status).toBe(400);
    const ok = await post(
      'validasi/service',
      { no_services: rows.map((r) => r.no_faktur_service), user_id: 'spv1' },
      session.owner,
    );
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.message).toBe(MSG.validated);
    const after = await get('validasi/service/get?kode_sales=S02', session.owner);
    expect(after.body.data).toEqual([]);
    const again = await post(
      'validasi/service',
      { no_services: [s.no_faktur_service], user_id: 'spv1' },
      session.owner,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.validateFailed);
  });
});

describe('reports follow the jobs', () => {
  it('Laporan Akhir Hari service-masuk and service-ambil, the dashboard and the sales recap', async () => {
    const s = await newService({
      nama_customer: 'PELAPOR',
      total: 120_000,
      dp_rp: 20_000,
      pembayaran: [{ jenis: 'CASH', jumlah: 20_000 }],
    });
    await post('service/selesai', {
      no_faktur_service: s.no_faktur_service,
      total: 130_000,
      berat_selesai: 2.4,
    });
    await post('service/ambil', {
      no_faktur_service: s.no_faktur_service,
      pembayaran: [{ jenis: 'CASH', jumlah: 110_000 }],
    });

    const masuk = await get(`report/subur/akhir-hari/service-masuk?tanggal=${session.day}`, session.owner);
    expect(masuk.status, masuk.body.message).toBe(200);
    const masukRows = masuk.body.data.rows as Record<string, unknown>[];
    expect(masukRows.find((r) => r.no_faktur_service === s.no_faktur_service)).toMatchObject({
      nama_customer: 'PELAPOR',
      total: 130_000,
      dp_rp: 20_000,
    });
    // Cancelled jobs are not in.
    const all = await q<{ n: number }>(
      `select count(*)::int as n from "$s".service where tanggal = '${session.day}' and status <> 'BATAL'`,
    );
    expect(masukRows).toHaveLength(all[0]?.n ?? -1);

    const ambil = await get(`report/subur/akhir-hari/service-ambil?tanggal=${session.day}`, session.owner);
    expect(ambil.status, ambil.body.message).toBe(200);
    expect(
      (ambil.body.data.rows as Record<string, unknown>[]).find(
        (r) => r.no_faktur_service === s.no_faktur_service,
      ),
    ).toMatchObject({
      total: 130_000,
      dp_rp: 20_000,
      sisa_rp: 110_000,
    });

    const sum = await q<{ total: number }>(
      `select coalesce(sum(total), 0)::int as total from "$s".service where tanggal = '${session.day}' and status <> 'BATAL'`,
    );
    const dash = await get(`cash-pusat/daily-transaction-chart?tgl_system=${session.day}`, session.owner);
    expect(dash.status, dash.body.message).toBe(200);
    expect(dash.body.data.total_service).toBe(sum[0]?.total);

    const recap = await get(
      `report/laporan-rekap-sales?tgl_from=${session.day}&tgl_to=${session.day}&kode_sales=SEMUA&kode_jenis=SEMUA`,
      session.owner,
    );
    expect(recap.status, recap.body.message).toBe(200);
    const picked = await q<{ kode_sales: string; n: number; rupiah: number }>(
      `select kode_sales, count(*)::int as n, sum(total)::int as rupiah from "$s".service
       where tgl_ambil = '${session.day}' and status = 'DIAMBIL' group by 1 order by 1`,
    );
    const rows = (recap.body.data.rows as Record<string, unknown>[]).filter(
      (r) => r.omset === 'omset_service',
    );
    for (const p of picked)
      expect(rows.find((r) => r.kode_sales === p.kode_sales)).toMatchObject({
        jumlah: p.n,
        rupiah: p.rupiah,
      });
    expect(picked.length).toBeGreaterThan(0);
  });
});

// Last: it closes the day (and so ends every session of the shop).
describe("a past day's job", () => {
  it("cancelling it needs an SPV/OWN authorisation of its kind; Export Csv has the day's data_service", async () => {
    const s = await newService();
    const closed = await call(tk1(), 'POST', 'system/close', {
      token: session.owner,
      body: { PROSES: 'close', tgl_system: session.day },
    });
    expect(closed.status, closed.body.message).toBe(200);
    await session.logInAgain('owner');
    const admin = await login(tk1(), 'admin');

    const csv = await post('csv-exports', { tgl_system: session.day }, admin);
    expect(csv.status, csv.body.message).toBe(200);
    const exported = csv.body.data.data_service as Record<string, unknown>[];
    expect(exported.find((r) => r.no_faktur_service === s.no_faktur_service)).toMatchObject({
      nama_barang: 'CINCIN PUTUS',
      deskripsi: 'PATRI / SAMBUNG, POLES DAN CUCI',
      dp_rp: 25_000,
      total: 75_000,
      status_proses: 'PROSES',
      tgl_system: session.day,
    });

    const cancel = (id_otorisasi?: string) =>
      post('service/batal', { no_faktur: s.no_faktur_service, alasan: 'batal', id_otorisasi }, session.owner);
    await expectCancelNeedsAuthorisation(tk1(), session.owner, cancel, {
      kind: api.OTORISASI.BATAL_SERVICE,
      wrongKind: api.OTORISASI.BATAL_PENJUALAN,
      no_faktur: s.no_faktur_service,
    });
    const rows = await kasOf(s.no_faktur_service);
    expect(rows.map((r) => r.kategori)).toEqual(['SERVICE', 'BATAL SERVICE']);
    expect((rows[1]?.tanggal ?? '') > (rows[0]?.tanggal ?? '')).toBe(true);
  });
});
