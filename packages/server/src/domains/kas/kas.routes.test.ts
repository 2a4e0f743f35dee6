import type { AddressInfo } from 'node:net';
import { gesekTunai, KAS_MSG } from '@emas/contract/api/kas';
import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let owner: string;
let kasir: string;
let kasir2: string;
let spv: string;
let admin: string;
beforeAll(async () => {
  chain = await startChain({ listen: true });
  owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
  spv = await login(chain.tk1, 'spv1');
  admin = await login(chain.tk1, 'admin');
  const add = await call(chain.tk1, 'POST', 'users', {
    token: admin,
    body: { user_id: 'kasir2', user_name: 'DEWI LESTARI', level: 'KASIR', password: 'demo12345' },
  });
  expect(add.status, add.body.message).toBe(201);
  kasir2 = await login(chain.tk1, 'kasir2', 'demo12345');
});
afterAll(() => chain.close());

const tk1 = () => chain.tk1;
const get = (path: string, token = owner) => call(tk1(), 'GET', path, { token });
const post = (path: string, body: unknown, token = owner) => call(tk1(), 'POST', path, { token, body });
const put = (path: string, body: unknown, token = owner) => call(tk1(), 'PUT', path, { token, body });

type Kas = {
  id: number;
  tanggal: string;
  kategori: string;
  jenis: string;
  jumlah_in: number;
  jumlah_out: number;
  input_by: string;
  status_validasi: string;
  deskripsi: string;
  id_trx: string;
};
async function kasRows(where = 'true', server = tk1()): Promise<Kas[]> {
  const { db, schema } = server.shop;
  return rowsOf<Kas>(
    await db.execute(
      sql.raw(
        `select id::int, tanggal::text, kategori, jenis, jumlah_in::int, jumlah_out::int, input_by, status_validasi, deskripsi, id_trx from "${schema}".kas where ${where} order by id`,
      ),
    ),
  );
}
const saldoOf = async (user: string, token = owner) => {
  const res = await get('kas/saldo', token);
  expect(res.status, res.body.message).toBe(200);
  return (
    (res.body.data.rows as { input_by: string; saldo_akhir: number }[]).find((r) => r.input_by === user)
      ?.saldo_akhir ?? 0
  );
};
async function fund(token: string, jumlah: number) {
  const res = await post('uang-kas', { kategori: 'KAS MASUK', deskripsi: 'modal', jumlah }, token);
  expect(res.status, res.body.message).toBe(201);
}
async function expectRefused(res: Awaited<ReturnType<typeof call>>, status: number, message: string) {
  expect(res.status, res.body.message).toBe(status);
  expect(res.body).toEqual({ status: 'error', message });
}

describe('uang kas and saldo', () => {
  it('KAS MASUK and KAS KELUAR write CASH rows on the business day and move the cashier’s saldo', async () => {
    const before = await saldoOf('kasir1');
    const a = await post(
      'uang-kas',
      { kategori: 'KAS MASUK', deskripsi: 'modal awal', jumlah: 1_000_000 },
      kasir,
    );
    expect(a.status, a.body.message).toBe(201);
    expect(a.body.message).toBe('Data Berhasil Disimpan');
    expect(a.body.data).toMatchObject({
      kategori: 'KAS MASUK',
      deskripsi: 'MODAL AWAL',
      jenis: 'CASH',
      jumlah_in: 1_000_000,
      jumlah_out: 0,
      input_by: 'kasir1',
      status_validasi: '-',
    });
    expect(a.body.data.id_trx).toMatch(/^KS-TK1-\d{6}-\d{4}$/);
    const b = await post(
      'uang-kas',
      { kategori: 'KAS KELUAR', deskripsi: 'bensin', jumlah: '250000', keterangan: 'motor' },
      kasir,
    );
    expect(b.status).toBe(201);
    expect(b.body.data).toMatchObject({ jumlah_in: 0, jumlah_out: 250_000, keterangan: 'MOTOR' });
    expect(await saldoOf('kasir1')).toBe(before + 750_000);
    const list = await get('uang-kas', kasir);
    expect(list.body.data.map((r: { deskripsi: string }) => r.deskripsi)).toEqual(
      expect.arrayContaining(['MODAL AWAL', 'BENSIN']),
    );
  });

  it.each([
    [{ deskripsi: 'x', jumlah: 1 }, 'Kategori Harus Dipilih'],
    [{ kategori: 'KAS LAIN', deskripsi: 'x', jumlah: 1 }, 'Kategori Harus KAS MASUK Atau KAS KELUAR'],
    [{ kategori: 'KAS MASUK', jumlah: 1 }, 'Deskripsi Harus Diisi'],
    [{ kategori: 'KAS MASUK', deskripsi: 'x' }, 'Jumlah Harus Diisi'],
    [{ kategori: 'KAS MASUK', deskripsi: 'x', jumlah: 0 }, 'Jumlah Harus Lebih Dari 0'],
    [{ kategori: 'KAS MASUK', deskripsi: 'x', jumlah: 10.5 }, 'Jumlah Harus Bilangan Bulat'],
  ])('POST uang-kas %o is refused with %s and writes nothing', async (body, message) => {
    const before = await fingerprint(tk1());
    await expectRefused(await post('uang-kas', body, kasir), 400, message);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await call(tk1(), 'GET', 'kas/saldo')).status).toBe(401);
    expect((await call(tk1(), 'POST', 'uang-kas', { body: {} })).status).toBe(401);
  });

  it('uang bank: a movement of a known account is a non-cash row OPEN; an unknown account is refused', async () => {
    const ok = await post('uang-bank', {
      kategori: 'BANK KELUAR',
      no_rekening: '5271234567',
      deskripsi: 'biaya admin bank',
      jumlah: 15_000,
    });
    expect(ok.status, ok.body.message).toBe(201);
    expect(ok.body.data).toMatchObject({
      jenis: 'TRANSFER',
      kode_bank: 'BCA',
      status_validasi: 'OPEN',
      jumlah_out: 15_000,
    });
    const list = await get('uang-bank');
    expect(list.body.data.saldo).toContainEqual({
      kode_bank: 'BCA',
      no_rekening: '5271234567',
      masuk: 0,
      keluar: 15_000,
      saldo: -15_000,
    });
    const before = await fingerprint(tk1());
    await expectRefused(
      await post('uang-bank', { kategori: 'BANK MASUK', no_rekening: '999', deskripsi: 'x', jumlah: 1 }),
      400,
      KAS_MSG.unknownRekening('999'),
    );
    await expectRefused(
      await post('uang-bank', { kategori: 'BANK MASUK', deskripsi: 'x', jumlah: 1 }),
      400,
      'No Rekening Tidak Boleh Kosong',
    );
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('Pengalihan Saldo Uang', () => {
  it('streams the movable cash rows over cash-report-detail (PROGRESS with rows, then FINISH)', async () => {
    const port = (tk1().app.server.address() as AddressInfo).port;
    const socket = connect(`http://127.0.0.1:${port}`, { auth: { token: owner }, transports: ['websocket'] });
    await new Promise((r) => socket.on('connect', () => r(null)));
    const events: {
      status: string;
      uid: string;
      data?: { kategori: string }[];
      total: number;
      user: string;
    }[] = [];
    socket.on('cash-report-detail', (p) => events.push(p));
    const today = (await get('kas/saldo')).body.data.tanggal as string;
    const res = await post('reportcash/detail', {
      tgl_from: today,
      tgl_to: today,
      kategori: 'SEMUA',
      input_by: 'kasir1',
      uid: 'layar-1',
    });
    expect(res.status, res.body.message).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    socket.close();
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.every((e) => e.uid === 'layar-1' && e.user === 'owner1')).toBe(true);
    expect(events.at(-1)?.status).toBe('FINISH');
    const rows = events.flatMap((e) => (e.status === 'PROGRESS' ? (e.data ?? []) : []));
    expect(rows.length).toBe(res.body.data.total);
    expect(rows.map((r) => r.kategori)).toEqual(expect.arrayContaining(['KAS MASUK', 'KAS KELUAR']));
    const bad = await post('reportcash/detail', { tgl_from: today });
    expect(bad).toEqual({
      status: 400,
      body: { status: 'error', message: 'Tanggal Akhir Tidak Boleh Kosong' },
    });
  });

  it('moves the selected rows’ balance to a KASIR in one transaction; the same rows cannot move twice', async () => {
    const a = await post(
      'uang-kas',
      { kategori: 'KAS MASUK', deskripsi: 'untuk dipindah', jumlah: 400_000 },
      spv,
    );
    const b = await post(
      'uang-kas',
      { kategori: 'KAS KELUAR', deskripsi: 'untuk dipindah juga', jumlah: 100_000 },
      spv,
    );
    const spvBefore = await saldoOf('spv1');
    const k2Before = await saldoOf('kasir2');
    const transactions = [a, b].map((r) => ({
      input_by: 'spv1',
      kategori: r.body.data.kategori,
      id_trx: r.body.data.id_trx,
    }));

    const before = await fingerprint(tk1());
    await expectRefused(await post('cash/transfer-balance', { transactions }), 400, 'Tujuan Belum Dipilih');
    await expectRefused(
      await post('cash/transfer-balance', { user_tujuan: 'kasir2', transactions: [] }),
      400,
      'Pilih salah satu saldo yang akan di pindahkan',
    );
    await expectRefused(
      await post('cash/transfer-balance', { user_tujuan: 'owner1', transactions }),
      400,
      KAS_MSG.tujuanNotKasir,
    );
    await expectRefused(
      await post('cash/transfer-balance', { user_tujuan: 'spv1', transactions }),
      400,
      KAS_MSG.tujuanNotKasir,
    );
    await expectRefused(
      await post('cash/transfer-balance', {
        user_tujuan: 'kasir2',
        transactions: [{ input_by: 'spv1', kategori: 'KAS MASUK', id_trx: 'TIDAK-ADA' }],
      }),
      400,
      KAS_MSG.nothingToMove,
    );
    expect(await fingerprint(tk1())).toEqual(before);

    const [x, y] = await Promise.all([
      post('cash/transfer-balance', { user_tujuan: 'kasir2', transactions }),
      post('cash/transfer-balance', { user_tujuan: 'kasir2', transactions }, admin),
    ]);
    const statuses = [x.status, y.status].sort();
    expect(statuses).toEqual([200, 409]);
    const win = x.status === 200 ? x : y;
    const lose = x.status === 200 ? y : x;
    expect(win.body.message).toBe('Saldo Berhasil Dipindahkan');
    expect(win.body.data.moves).toEqual([{ input_by: 'spv1', jumlah: 300_000, rows: 2 }]);
    expect(lose.body.message).toBe(KAS_MSG.alreadyMoved);
    expect(await saldoOf('spv1')).toBe(spvBefore - 300_000);
    expect(await saldoOf('kasir2', kasir2)).toBe(k2Before + 300_000);
    const moved = await kasRows(`kategori = 'PENGALIHAN SALDO' and id_trx = '${win.body.data.no_ref}'`);
    expect(moved.map((r) => [r.input_by, r.jumlah_in, r.jumlah_out])).toEqual([
      ['spv1', 0, 300_000],
      ['kasir2', 300_000, 0],
    ]);
  });

  it('refuses SALDO AWAL and lists only KASIR users as destinations', async () => {
    await expectRefused(
      await post('cash/transfer-balance', {
        user_tujuan: 'kasir2',
        transactions: [{ input_by: 'kasir1', kategori: 'SALDO AWAL', id_trx: 'SA-x' }],
      }),
      400,
      KAS_MSG.saldoAwalNotMovable,
    );
    const users = await get('kas/users?level=KASIR');
    expect(users.body.data.map((u: { user_id: string }) => u.user_id)).toEqual(['kasir1', 'kasir2']);
  });
});

describe('Validasi Non Cash', () => {
  const openIds: number[] = [];
  beforeAll(async () => {
    for (const jumlah of [1_000_000, 2_000_000, 3_000_000]) {
      const r = await post(
        'uang-bank',
        { kategori: 'BANK MASUK', no_rekening: '1270012345678', deskripsi: `TRF ${jumlah}`, jumlah },
        kasir,
      );
      expect(r.status).toBe(201);
      openIds.push(r.body.data._id);
    }
  });

  it('lists OPEN non-cash rows by account or ALL; the user filter needs the finance module', async () => {
    const one = await get('validasi/get/non-cash?no_rekening=1270012345678');
    expect(one.status).toBe(200);
    expect(one.body.data.map((r: { _id: number }) => r._id)).toEqual(openIds);
    const all = await get('validasi/get/non-cash?no_rekening=ALL');
    expect(all.body.data.length).toBeGreaterThan(openIds.length);
    await expectRefused(await get('validasi/get/non-cash'), 400, 'No Rekening Tidak Boleh Kosong');
    await expectRefused(
      await get('validasi/get/non-cash?no_rekening=ALL&usere_name=kasir1'),
      403,
      'Fitur Ini Tidak Aktif Untuk Toko Anda',
    );
    const on = await put(
      'system-setting/modules',
      { modules: [{ key: 'VALIDASI_INPUT_BY_KEUANGAN_MODULE', active: true }] },
      admin,
    );
    expect(on.status, on.body.message).toBe(200);
    const byUser = await get('validasi/get/non-cash?no_rekening=ALL&usere_name=kasir1');
    expect(byUser.body.data.every((r: { input_by: string }) => r.input_by === 'kasir1')).toBe(true);
    await put(
      'system-setting/modules',
      { modules: [{ key: 'VALIDASI_INPUT_BY_KEUANGAN_MODULE', active: false }] },
      admin,
    );
  });

  it('the info popup finds an invoice’s rows by deskripsi', async () => {
    const res = await post('reportcash/detail/by-deskripsi', { deskripsi: 'TRF 1000000' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deskripsi: 'TRF 1000000', kategori: 'BANK MASUK' });
    await expectRefused(
      await post('reportcash/detail/by-deskripsi', { deskripsi: 'TIDAK ADA' }),
      404,
      'Data Tidak Ada',
    );
  });

  it('refuses an empty selection, unknown ids and cash rows, writing nothing', async () => {
    const cashRow = (await kasRows(`jenis = 'CASH'`))[0] as Kas;
    const before = await fingerprint(tk1());
    await expectRefused(
      await post('validasi/simpan/non-cash', { id_cashes: [] }),
      400,
      'Harap pilih salah satu transaksi',
    );
    await expectRefused(await post('validasi/simpan/non-cash', {}), 400, 'Harap pilih salah satu transaksi');
    await expectRefused(
      await post('validasi/simpan/non-cash', { id_cashes: [999_999] }),
      404,
      'Data Tidak Ditemukan',
    );
    await expectRefused(
      await post('validasi/simpan/non-cash', { id_cashes: [openIds[0], cashRow.id] }),
      400,
      KAS_MSG.notNonCash(cashRow.deskripsi),
    );
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('twenty concurrent validations of the same rows: one succeeds, the others are refused clearly', async () => {
    const body = { id_cashes: openIds.slice(0, 2) };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('validasi/simpan/non-cash', body, i % 2 ? spv : owner)),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.body).toMatchObject({ message: 'Data Berhasil Divalidasi', data: { validated: 2 } });
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toMatch(/^Data Sudah Divalidasi Sebelumnya: TRF (1|2)000000/);
    }
    const rows = await kasRows(`id in (${openIds.join(',')})`);
    expect(rows.map((r) => r.status_validasi)).toEqual(['VALID', 'VALID', 'OPEN']);
    // A mix of a valid and an open row is refused whole: the open one stays OPEN.
    await expectRefused(
      await post('validasi/simpan/non-cash', { id_cashes: [openIds[0], openIds[2]] }),
      409,
      KAS_MSG.alreadyValid('TRF 1000000'),
    );
    expect((await kasRows(`id = ${openIds[2]}`))[0]?.status_validasi).toBe('OPEN');
  });
});

describe('Gesek Tunai', () => {
  const card = {
    no_credit_card: '4111 1111 1111 1234',
    valid_until: '28/09',
    nama_customer: 'andi wijaya',
    no_ktp: '3174011203850007',
    alamat_customer: 'jl. melawai 5',
    no_hp: '081234567890',
  };

  it('computes fee and cash on the server and writes the card in (CREDIT, OPEN) and the cash out', async () => {
    // The cash handed out must be in the drawer.
    await fund(kasir, 3_250_000);
    const res = await post(
      'non-cash/gesek',
      { kode_bank: 'BCA', gesek: 3_333_333, cash: 1, credit_card: [card] },
      kasir,
    );
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe('Data Berhasil Disimpan');
    const want = gesekTunai(3_333_333, 2.5);
    expect(want).toEqual({ fee_rp: 83_333, cash: 3_250_000 });
    expect(res.body.data).toMatchObject({
      gesek: 3_333_333,
      fee: 2.5,
      ...want,
      no_credit_card: '************1234',
      nama_customer: 'ANDI WIJAYA',
    });
    const rows = await kasRows(`id_trx = '${res.body.data.no_gesek}'`);
    expect(rows.map((r) => [r.jenis, r.jumlah_in, r.jumlah_out, r.status_validasi])).toEqual([
      ['CREDIT', 3_333_333, 0, 'OPEN'],
      ['CASH', 0, 3_250_000, '-'],
    ]);
    const found = await get('credit-card-customer?no_credit_card=4111111111111234', kasir);
    expect(found.body.data).toEqual({
      valid_until: '28/09',
      nama_customer: 'ANDI WIJAYA',
      no_ktp: '3174011203850007',
      no_hp: '081234567890',
      alamat_customer: 'JL. MELAWAI 5',
    });
    await expectRefused(
      await get('credit-card-customer?no_credit_card=5500000000000004', kasir),
      404,
      'Data Tidak Ditemukan',
    );
    const today = rows[0]?.tanggal as string;
    const hist = await get(`non-cash/gesek-histories?tgl_from=${today}&tgl_to=${today}`, kasir);
    expect(
      hist.body.data.filter((h: { deskripsi: string }) => h.deskripsi === res.body.data.no_gesek),
    ).toHaveLength(2);
    const report = await get(`laporan/gesek-tunai?tgl_awal=${today}&tgl_akhir=${today}`);
    expect(report.status, report.body.message).toBe(200);
    expect(report.body.data.totals).toMatchObject({ gesek: 3_333_333, fee_rp: 83_333, cash: 3_250_000 });
    const pdf = await tk1().app.inject({
      method: 'GET',
      url: `/api/v1/laporan/gesek-tunai?tgl_awal=${today}&tgl_akhir=${today}&format=pdf`,
      headers: { token: owner },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it.each([
    [{ gesek: 100_000, credit_card: [card] }, 'Kode Bank Tidak Boleh Kosong'],
    [{ kode_bank: 'BCA', credit_card: [card] }, 'Nominal Gesek Harus Diisi'],
    [{ kode_bank: 'BCA', gesek: 100_000, credit_card: [] }, 'Data Kartu Kredit Harus Diisi'],
    [{ kode_bank: 'BCA', gesek: 100_000, fee: 101, credit_card: [card] }, 'Tidak Boleh Melebihi 100 !'],
    [
      { kode_bank: 'BCA', gesek: 100_000, credit_card: [{ ...card, valid_until: '2028-09' }] },
      'Valid Until Harus Berformat YY/MM',
    ],
    [{ kode_bank: 'NOPE', gesek: 100_000, credit_card: [card] }, 'Bank NOPE Tidak Ditemukan'],
  ])('POST non-cash/gesek %o is refused with %s and writes nothing', async (body, message) => {
    const before = await fingerprint(tk1());
    await expectRefused(await post('non-cash/gesek', body, kasir), 400, message);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('Kirim Uang Pusat and Terima Uang Pusat', () => {
  let noReff = '';
  let pusat: string;
  beforeAll(async () => {
    pusat = await login(chain.pst, 'PUSAT');
  });

  it('a branch sends: PENDING transfer, cash out of the sender’s drawer, nota_kirim as a landscape PDF', async () => {
    await fund(kasir, 1_500_000);
    const before = await saldoOf('kasir1');
    const res = await post('kirim-uang', { jumlah_rp: 1_500_000, keterangan: 'setoran harian' }, kasir);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe('Kirim Uang Berhasil');
    noReff = res.body.data.no_reff;
    expect(noReff).toMatch(/^KU-TK1-\d{6}-0001$/);
    expect(res.body.data).toMatchObject({
      status: 'PENDING',
      tujuan: 'PUSAT',
      keterangan: 'SETORAN HARIAN',
      ip_cabang: 'TK1',
    });
    const pdf = Buffer.from(res.body.data.nota_kirim, 'base64');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.toString('latin1')).toMatch(/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(await saldoOf('kasir1')).toBe(before - 1_500_000);
    await expectRefused(await post('kirim-uang', { keterangan: 'x' }, kasir), 400, 'Jumlah Harus Diisi');
    await expectRefused(await post('kirim-uang', { jumlah_rp: 1 }, kasir), 400, 'Keterangan Harus Diisi');
    await expectRefused(
      await call(chain.pst, 'POST', 'kirim-uang', { token: pusat, body: { jumlah_rp: 1, keterangan: 'x' } }),
      400,
      KAS_MSG.kirimOnlyBranch,
    );
  });

  it('head office lists per shop (ip_cabang required) and finds a reference at the branch', async () => {
    await expectRefused(
      await call(chain.pst, 'GET', 'kirim-uang?status=ALL', { token: pusat }),
      400,
      'Mohon Pilih Toko',
    );
    const list = await call(chain.pst, 'GET', 'kirim-uang?status=ALL&ip_cabang=ALL', { token: pusat });
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data.map((s: { kode_toko: string; status: string }) => [s.kode_toko, s.status])).toEqual(
      [
        ['TK1', 'success'],
        ['TK2', 'success'],
      ],
    );
    expect(list.body.data[0].data.map((k: { no_reff: string }) => k.no_reff)).toEqual([noReff]);
    const done = await call(chain.pst, 'GET', 'kirim-uang?status=DONE&ip_cabang=TK1', { token: pusat });
    expect(done.body.data[0].data).toEqual([]);
    const found = await call(chain.pst, 'GET', `kirim-uang/${noReff}`, { token: pusat });
    expect(found.body.data).toMatchObject({ no_reff: noReff, jumlah_rp: 1_500_000 });
    await expectRefused(
      await call(chain.pst, 'GET', 'kirim-uang/KU-TK1-200101-0009', { token: pusat }),
      404,
      'No Terima Tidak Ditemukan',
    );
    await expectRefused(
      await call(chain.pst, 'GET', 'kirim-uang/NGAWUR', { token: pusat }),
      404,
      'No Terima Tidak Ditemukan',
    );
    const nota = await chain.pst.app.inject({
      method: 'GET',
      url: `/api/v1/kirim-uang/${noReff}/nota`,
      headers: { token: pusat },
    });
    expect(nota.headers['content-type']).toBe('application/pdf');
  });

  it('a branch user cannot mark its own transfer received', async () => {
    await expectRefused(await put(`kirim-uang/${noReff}/reception`, {}, owner), 403, KAS_MSG.terimaOnlyPusat);
  });

  it('head office receives once: five concurrent receptions give one success and cash in at head office', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(chain.pst, 'PUT', `kirim-uang/${noReff}/reception`, { token: pusat, body: {} }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.find((a) => a.status === 200)?.body.message).toBe('Terima Uang Berhasil');
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body.message).toBe(KAS_MSG.alreadyReceived(noReff));
    const branch = await get(`kirim-uang/${noReff}`);
    expect(branch.body.data).toMatchObject({ status: 'DONE', received_by: 'PUSAT' });
    const pstRows = await kasRows(`deskripsi = '${noReff}'`, chain.pst);
    expect(pstRows.map((r) => [r.kategori, r.jumlah_in, r.input_by])).toEqual([
      ['TERIMA UANG CABANG', 1_500_000, 'PUSAT'],
    ]);
    const done = await call(chain.pst, 'GET', 'kirim-uang?status=DONE&ip_cabang=TK1', { token: pusat });
    expect(done.body.data[0].data.map((k: { no_reff: string }) => k.no_reff)).toEqual([noReff]);
    await expectRefused(
      await call(chain.pst, 'PUT', 'kirim-uang/KU-TK1-200101-0009/reception', { token: pusat, body: {} }),
      404,
      'No Terima Tidak Ditemukan',
    );
  });
});

describe('store closing', () => {
  it('with the setting on, an OPEN non-cash row of the day refuses the closing; the day stays', async () => {
    const su = await login(chain.tk2, 'admin');
    const tk2 = chain.tk2;
    const r = await call(tk2, 'POST', 'uang-bank', {
      token: su,
      body: { kategori: 'BANK MASUK', no_rekening: '5271234567', deskripsi: 'trf', jumlah: 10 },
    });
    expect(r.status).toBe(201);
    const set = await call(tk2, 'PUT', 'kas/setting', { token: su, body: { wajib_validasi_non_cash: true } });
    expect(set.body).toMatchObject({ status: 'success', data: { wajib_validasi_non_cash: true } });
    const kasirTk2 = await login(tk2, 'kasir1');
    expect(
      (await call(tk2, 'PUT', 'kas/setting', { token: kasirTk2, body: { wajib_validasi_non_cash: false } }))
        .status,
    ).toBe(403);
    const refused = await call(tk2, 'POST', 'system/close', { token: su, body: { PROSES: 'close' } });
    await expectRefused(refused, 400, KAS_MSG.closingNonCashOpen(1));
    expect((await call(tk2, 'GET', 'users/me', { token: su })).status).toBe(200);
    const v = await call(tk2, 'POST', 'validasi/simpan/non-cash', {
      token: su,
      body: { id_cashes: [r.body.data._id] },
    });
    expect(v.status).toBe(200);
    const closed = await call(tk2, 'POST', 'system/close', { token: su, body: { PROSES: 'close' } });
    expect(closed.status, closed.body.message).toBe(200);
  });

  it('carries each cashier’s CASH balance into a SALDO AWAL row of the next day', async () => {
    const saldo = (await get('kas/saldo')).body.data as {
      tanggal: string;
      rows: { input_by: string; saldo_akhir: number }[];
    };
    const closed = await post('system/close', { PROSES: 'close' }, admin);
    expect(closed.status, closed.body.message).toBe(200);
    const next = closed.body.data.tgl_system as string;
    const awal = await kasRows(`tanggal = '${next}' and kategori = 'SALDO AWAL'`);
    const expected = saldo.rows.filter((r) => r.saldo_akhir !== 0).map((r) => [r.input_by, r.saldo_akhir]);
    expect(awal.map((r) => [r.input_by, r.jumlah_in - r.jumlah_out])).toEqual(expected);
    const fresh = await login(tk1(), 'owner1');
    const after = (await get('kas/saldo', fresh)).body.data as {
      tanggal: string;
      rows: { input_by: string; saldo_awal: number }[];
    };
    expect(after.tanggal).toBe(next);
    expect(after.rows.map((r) => [r.input_by, r.saldo_awal])).toEqual(expected);
  });
});
