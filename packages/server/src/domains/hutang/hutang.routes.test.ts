import { addDays, api, type HargaEmasDay, MODULE, MSG as MSG_ALL } from '@emas/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedHutang } from '../../seed/hutang-seed.ts';
import { authorisation } from '../../test/authorisation.ts';
import { switchModule, useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint, login } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { cashRowsLike } from '../../test/shop-sql.ts';
import { cashierWithout } from '../../test/users.ts';

const MSG = api.HUTANG_MSG;
const OTR = api.OTORISASI;
// The cashier's drawer is funded: loans are paid out of it.
const session = useBranchSession({ logins: ['owner', 'kasir', 'spv'], fundDrawer: 500_000_000 });
const { tk1, post, get, q, onDay } = session;

const kasOf = (like: string) => cashRowsLike(tk1(), like);
const itemsOf = (no: string) =>
  q<{ kode_barcode: string; status: string; kode_gudang: string; berat: string }>(
    `select b.kode_barcode, b.status, b.kode_gudang, b.berat::text from "$s".barang b
     join "$s".hutang_detail d on d.kode_barcode = b.kode_barcode where d.no_faktur_hutang = '${no}' order by d.urut`,
  );
const ledgerOf = (no: string) =>
  q<{ jenis: string; kode_gudang: string; qty: number; berat: string }>(
    `select jenis, kode_gudang, qty, berat::text from "$s".stock_ledger where no_ref = '${no}' order by id`,
  );
const authorise = (
  kind: { kategori: string; description: string },
  userId = 'spv1',
  bind: { no_faktur?: string; jumlah?: number } = {},
  token = session.kasir,
) => authorisation(tk1(), token, kind, bind, userId);

/** EMAS MUDA: master-plafond-hutang 500,000 per gram; LENGKAP 100 %, TANPA SURAT 90 %. */
const piece = (over: Record<string, unknown> = {}) => ({
  kode_group: 'EMAS MUDA',
  nama_barang: 'gelang rantai',
  kadar: 70,
  berat: 10,
  berat_bruto: 10.25,
  jumlah: 1,
  kondisi: 'LENGKAP',
  ...over,
});
const loan = (over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'Rina Marlina',
  alamat_customer: 'Jl. Kenari 5',
  no_hp: '081234500001',
  no_ktp: '3174012345670001',
  jumlah_hutang: 4_000_000,
  tgl_tempo: addDays(session.day, 30),
  detail_barang: [piece()],
  ...over,
});
async function newLoan(over: Record<string, unknown> = {}, token = session.kasir): Promise<api.Hutang> {
  const res = await post('hutang', loan(over), token);
  expect(res.status, res.body.message).toBe(201);
  expect(res.body.message).toBe(MSG.saved);
  return res.body.data as api.Hutang;
}

describe('the demo', () => {
  it('seeds loans in every state but LELANG, some overdue, on past days and today', async () => {
    await seedHutang(tk1().shop);
    const rows = await q<{ status: string; n: number; overdue: number; past: number; future: number }>(
      `select status, count(*)::int as n, count(*) filter (where tgl_tempo < '${session.day}')::int as overdue,
         count(*) filter (where tanggal < '${session.day}')::int as past,
         count(*) filter (where tanggal > '${session.day}')::int as future
       from "$s".hutang group by status order by status`,
    );
    expect(rows.map((r) => r.status)).toEqual(['AKTIF', 'BATAL', 'LUNAS']);
    const aktif = rows.find((r) => r.status === 'AKTIF');
    expect(aktif?.overdue).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.future === 0)).toBe(true);
    const extended = await q<{ n: number }>(
      `select count(*)::int as n from "$s".hutang_bayar where jenis = 'PERPANJANGAN'`,
    );
    expect(extended[0]?.n).toBe(1);
    const discounted = await q<{ n: number }>(
      `select count(*)::int as n from "$s".hutang_bayar where bunga_rp < bunga_pinjam and id_otorisasi is not null`,
    );
    expect(discounted[0]?.n).toBe(1);
    // The business day is back where it was.
    expect((await get('users/me')).body.data.tgl_system).toBe(session.day);
  });
});

describe('taking a loan', () => {
  it('numbers it, snapshots rate and plafond, holds the pieces in TITIP and pays out HUTANG', async () => {
    const h = await newLoan({
      detail_barang: [
        piece(),
        piece({ nama_barang: 'cincin', berat: 2.5, berat_bruto: undefined, kondisi: 'TANPA SURAT' }),
      ],
    });
    expect(h.no_faktur_hutang).toMatch(/^HT-TK1-\d{6}-\d{4}$/);
    expect(h).toMatchObject({
      status_hutang: 'AKTIF',
      tgl_hutang: session.day,
      tgl_bunga: session.day,
      tgl_tempo: addDays(session.day, 30),
      lama_pinjam: 30,
      nama_customer: 'RINA MARLINA',
      jumlah_hutang: 4_000_000,
      // 10 g x 500,000 + 2.5 g x 500,000 x 90 % = 6,125,000.
      plafond: 6_125_000,
      kode_bunga: 'B1',
      bunga: 0.1,
      bunga_bulan: 3,
      minimal_hari: 15,
      pembulatan: 500,
      berat: 12.5,
      berat_bruto: 12.75,
      jumlah: 2,
      id_otorisasi: null,
    });
    expect(h.detail_barang.map((p) => [p.nama_barang, p.plafond_sumber, p.plafond, p.berat_bruto])).toEqual([
      ['GELANG RANTAI', 'GROUP', 5_000_000, 10.25],
      ['CINCIN', 'GROUP', 1_125_000, 2.5],
    ]);
    expect((await itemsOf(h.no_faktur_hutang)).map((i) => [i.status, i.kode_gudang, i.berat])).toEqual([
      ['HUTANG', 'TITIP', '10.000'],
      ['HUTANG', 'TITIP', '2.500'],
    ]);
    expect(await ledgerOf(h.no_faktur_hutang)).toEqual([
      { jenis: 'HUTANG', kode_gudang: 'TITIP', qty: 1, berat: '10.000' },
      { jenis: 'HUTANG', kode_gudang: 'TITIP', qty: 1, berat: '2.500' },
    ]);
    expect(await kasOf(h.no_faktur_hutang)).toEqual([
      {
        kategori: 'HUTANG',
        jenis: 'CASH',
        jumlah_in: 0,
        jumlah_out: 4_000_000,
        deskripsi: h.no_faktur_hutang,
      },
    ]);
    // The pledged pieces are never for sale.
    const kode = h.detail_barang[0]?.kode_barcode;
    expect((await get(`penjualan/barang/${kode}`)).status).toBe(409);
  });

  it('a kadar plafond from the day’s 24K price for a group without a plafond row; the rate band follows the amount', async () => {
    const price = (await get('harga-emas')).body.data as HargaEmasDay;
    const plafond = await post('hutang/plafond', {
      jumlah_hutang: 6_000_000,
      detail_barang: [piece({ kode_group: 'BERLIAN', kadar: 75, berat: 3 })],
    });
    expect(plafond.status, plafond.body.message).toBe(200);
    const p = plafond.body.data as api.HutangPlafond;
    const base = price.base?.harga_beli ?? 0;
    // 24K x 75 % x 3 g x 80 % (18K row of plafond-kadar-hutang), rounded down.
    expect(p.harga_24k).toBe(base);
    expect(p.plafond).toBe(Math.floor((base * 75 * 3 * 80) / 10_000));
    expect(p.pieces[0]?.sumber).toBe('KADAR');
    expect(p).toMatchObject({
      kode_bunga: 'B2',
      bunga: 0.08,
      bunga_bulan: 2.4,
      minimal_hari: 15,
      lama_pinjam: 120,
    });
    expect(p.tgl_tempo).toBe(addDays(session.day, 120));
    expect(p.melebihi_plafond).toBe(6_000_000 > p.plafond);
  });

  it('a loan over the plafond needs a HUTANG MELEBIHI PLAFOND authorisation, used once', async () => {
    const over = loan({ jumlah_hutang: 5_000_001, detail_barang: [piece()] });
    const before = await fingerprint(tk1());
    const refused = await post('hutang', over);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.overPlafond('5,000,000'));
    expect(await fingerprint(tk1())).toEqual(before);

    const wrongKind = await authorise(OTR.BUNGA_DI_BAWAH_PERHITUNGAN);
    const wrong = await post('hutang', { ...over, id_otorisasi: wrongKind });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(api.OTORISASI_MSG.invalid);

    const id = await authorise(OTR.HUTANG_MELEBIHI_PLAFOND, 'spv1', { jumlah: 5_000_001 });
    const ok = await post('hutang', { ...over, id_otorisasi: id });
    expect(ok.status, ok.body.message).toBe(201);
    expect(ok.body.data).toMatchObject({ plafond: 5_000_000, jumlah_hutang: 5_000_001, id_otorisasi: id });
    const used = await q<{ used_for: string }>(`select used_for from "$s".otorisasi where id = '${id}'`);
    expect(used).toEqual([{ used_for: ok.body.data.no_faktur_hutang }]);
    const again = await post('hutang', { ...over, id_otorisasi: id });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(api.OTORISASI_MSG.invalid);
  });

  it('a member borrows under the member’s name; a walk-in needs an ID number', async () => {
    const walkIn = await post('hutang', loan({ no_ktp: '' }));
    expect(walkIn.status).toBe(400);
    expect(walkIn.body.message).toBe(MSG.ktpRequired);
    const unknown = await post('hutang', loan({ kode_member: 'MBR404' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MSG.memberNotFound);
  });

  it.each([
    [{ jumlah_hutang: -1 }, 'Jumlah Hutang Minimal 1'],
    [{ jumlah_hutang: 0 }, 'Jumlah Hutang Minimal 1'],
    [{ jumlah_hutang: 1.5 }, 'Jumlah Hutang Harus Bilangan Bulat'],
    [{ detail_barang: [piece({ berat: 1.2345 })] }, 'Berat Maksimal 3 Angka Di Belakang Koma'],
    [{ detail_barang: [piece({ berat: -2 })] }, 'Berat Harus Lebih Dari 0'],
    // Below the float tolerance of the decimals checks: rounds to 0, so no weight / no kadar.
    [{ detail_barang: [piece({ berat: 1e-10 })] }, 'Berat Harus Lebih Dari 0'],
    [{ detail_barang: [piece({ berat: 1e-10, berat_bruto: undefined })] }, 'Berat Harus Lebih Dari 0'],
    [{ detail_barang: [piece({ kadar: 1e-9 })] }, 'Kadar Harus Lebih Dari 0'],
    [{ detail_barang: [piece({ berat_bruto: 9 })] }, MSG.beratBruto],
    [{ detail_barang: [piece({ kadar: 101 })] }, 'Kadar Maksimal 100'],
    [{ detail_barang: [piece({ kondisi: 'HILANG' })] }, MSG.kondisiUnknown('HILANG')],
    [{ detail_barang: [piece({ kondisi: '' })] }, MSG.kondisiRequired],
    [{ detail_barang: [piece({ kode_group: 'PERAK' })] }, MSG.groupUnknown('PERAK')],
    [{ detail_barang: [piece({ gambar: 'TK1/foto_hutang/none.jpg' })] }, MSG.fotoUnknown],
    [{ detail_barang: [] }, MSG.noItems],
    [{ tgl_tempo: 'besok' }, 'Tanggal Jatuh Tempo Harus Berformat yyyy-MM-dd'],
    [{ tgl_tempo: '2000-01-01' }, MSG.tempoNotAfter],
    [{ tgl_tempo: 'TODAY' }, MSG.tempoNotAfter],
    [{ tgl_tempo: 'TERM+1' }, MSG.tempoTooLong(120)],
    [{ nama_customer: 'Rina\u0000' }, `nama_customer ${MSG_ALL.badCharacter}`],
    [{ kode_sales: 'S77' }, api.TRANSAKSI_MSG.salesUnknown('S77')],
    [
      {
        jumlah_hutang: 20_000_000_001,
        detail_barang: [piece({ kode_group: 'LM', berat: 100_000, berat_bruto: undefined })],
      },
      MSG.noBungaBand('20,000,000,001'),
    ],
    [
      { pembayaran: [{ jenis: 'CASH', jumlah: 3_000_000 }] },
      api.TRANSAKSI_MSG.paymentsMismatch('4,000,000', '3,000,000'),
    ],
    [{ pembayaran: [{ jenis: 'DEBET', jumlah: 4_000_000 }] }, null],
  ])('refuses %j with a 400 and writes nothing', async (over, message) => {
    const o = { ...over } as Record<string, unknown>;
    if (o.tgl_tempo === 'TODAY') o.tgl_tempo = session.day;
    if (o.tgl_tempo === 'TERM+1') o.tgl_tempo = addDays(session.day, 121);
    const before = await fingerprint(tk1());
    const res = await post('hutang', loan(o));
    expect(res.status, res.body.message).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('more cash than the drawer holds is refused (Saldo Kas Tidak Cukup); a transfer is not', async () => {
    const spvLoan = loan({ jumlah_hutang: 1_000_000 });
    const before = await fingerprint(tk1());
    const res = await post('hutang', spvLoan, session.spv);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Saldo Kas Tidak Cukup/);
    expect(await fingerprint(tk1())).toEqual(before);
    // The transfer leaves one of the shop's accounts (the rekening master), not a made-up one.
    const unknownAccount = await post(
      'hutang',
      {
        ...spvLoan,
        pembayaran: [{ jenis: 'TRANSFER', jumlah: 1_000_000, kode_bank: 'BCA', no_rekening: '123' }],
      },
      session.spv,
    );
    expect(unknownAccount.status).toBe(400);
    expect(unknownAccount.body.message).toBe(api.TRANSAKSI_MSG.rekeningUnknown('123'));
    expect(await fingerprint(tk1())).toEqual(before);
    const byTransfer = await post(
      'hutang',
      {
        ...spvLoan,
        pembayaran: [{ jenis: 'TRANSFER', jumlah: 1_000_000, kode_bank: 'BCA', no_rekening: '5271234567' }],
      },
      session.spv,
    );
    expect(byTransfer.status, byTransfer.body.message).toBe(201);
    const kas = await kasOf(byTransfer.body.data.no_faktur_hutang);
    expect(kas.map((k) => [k.kategori, k.jenis, k.jumlah_out])).toEqual([['HUTANG', 'TRANSFER', 1_000_000]]);
  });

  it('a photo uploaded through hutang/foto is kept with the piece', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c90' } })
      .png()
      .toBuffer();
    const boundary = '----hutangfoto';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await tk1().app.inject({
      method: 'POST',
      url: '/api/v1/hutang/foto',
      headers: { token: session.kasir, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const key = up.json().data.gambar_path as string;
    expect(key.startsWith('TK1/foto_hutang/')).toBe(true);
    const h = await newLoan({ detail_barang: [piece({ gambar: key })] });
    expect(h.detail_barang[0]?.gambar).toBe(key);
    expect(h.detail_barang[0]?.foto).toContain('foto_hutang');
    // Another shop's key is not this shop's photo.
    const foreign = await post(
      'hutang',
      loan({ detail_barang: [piece({ gambar: key.replace('TK1/', 'TK2/') })] }),
    );
    expect(foreign.status).toBe(400);
  });

  it('a pawn photo is served only to a token of its shop with a hutang screen', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#09c' } })
      .png()
      .toBuffer();
    const boundary = '----hutangfoto2';
    const up = await tk1().app.inject({
      method: 'POST',
      url: '/api/v1/hutang/foto',
      headers: { token: session.kasir, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(up.statusCode, up.body).toBe(201);
    const { gambar_path: key, url } = up.json().data as { gambar_path: string; url: string };
    expect(url).toBe(`/api/v1/image/${key}`);
    const fetchAs = (server: ReturnType<typeof tk1>, path: string, token?: string) =>
      server.app.inject({ method: 'GET', url: path, headers: token ? { token } : {} });
    const anonymous = await fetchAs(tk1(), url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 'error', message: 'Invalid Token' });
    expect((await fetchAs(tk1(), `${url}?w=120`)).statusCode).toBe(401);
    expect((await fetchAs(tk1(), url, 'not-a-token')).statusCode).toBe(401);
    // Another shop's token is no token here, nor at its own server for this shop's photo.
    const tk2Kasir = await login(session.chain.tk2, 'kasir1');
    expect((await fetchAs(tk1(), url, tk2Kasir)).statusCode).toBe(401);
    expect((await fetchAs(session.chain.tk2, url, tk2Kasir)).statusCode).toBe(404);
    // A cashier of the shop, who sees pawns: the photo, not cached by anyone else.
    const seen = await fetchAs(tk1(), url, session.kasir);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(String(seen.headers['cache-control'])).toMatch(/^private/);
    expect(seen.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    // A logged-out token sees nothing any more.
    const other = await login(tk1(), 'kasir1');
    expect((await fetchAs(tk1(), url, other)).statusCode).toBe(200);
    await call(tk1(), 'POST', 'users/logout', { token: other });
    expect((await fetchAs(tk1(), url, other)).statusCode).toBe(401);
    // A cashier of the shop whose access tree hides the hutang screens may not see it.
    const noHutang = await cashierWithout(
      tk1(),
      session.owner,
      { user_id: 'kasirfoto', user_name: 'KASIR FOTO' },
      /hutang/i,
    );
    const refused = await fetchAs(tk1(), url, noHutang);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG_ALL.forbidden);
  });
});

describe('redemption (lunas / penebusan)', () => {
  it('charges principal x rate x days (first day counted, at least 15), rounded up to 500', async () => {
    const h = await newLoan({ jumlah_hutang: 3_333_333, detail_barang: [piece()] });
    // Quoted for a later date: 20 calendar days after the loan day = 21 days.
    const quote = await get(
      `hutang/penebusan?no_faktur_hutang=${h.no_faktur_hutang}&tanggal=${addDays(session.day, 20)}`,
    );
    expect(quote.status, quote.body.message).toBe(200);
    // 3,333,333 x 0.1 % x 21 = 69,999.993 -> 70,000.
    expect(quote.body.data).toMatchObject({ lama_pinjam: 21, bunga_pinjam: 70_000, total_bayar: 3_403_333 });
    // The same day: the 15-day minimum. 3,333,333 x 0.1 % x 15 = 49,999.995 -> 50,000.
    const today = (await get(`hutang/penebusan?no_faktur_hutang=${h.no_faktur_hutang}`)).body.data;
    expect(today).toMatchObject({
      tgl_lunas: session.day,
      lama_pinjam: 15,
      bunga_pinjam: 50_000,
      terlambat: false,
    });
    const before = await get(
      `hutang/penebusan?no_faktur_hutang=${h.no_faktur_hutang}&tanggal=${addDays(session.day, -1)}`,
    );
    expect(before.status).toBe(400);
    expect(before.body.message).toBe(MSG.quoteBeforeLoan);

    // Redeemed on day + 20 (the business day moved there): the quote's numbers, both interests stored.
    const res = await onDay(addDays(session.day, 20), () =>
      post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang }),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.redeemed);
    expect(res.body.data).toMatchObject({
      tgl_lunas: addDays(session.day, 20),
      lama_pinjam: 21,
      lama_pinjam_lunas: 21,
      bunga_pinjam: 70_000,
      bunga_rp: 70_000,
      total_bayar: 3_403_333,
      status_hutang: 'LUNAS',
    });
    const after = (await get(`hutang/detail/${h.no_faktur_hutang}`)).body.data as api.Hutang;
    // Issue 42: the redeem call answers the days as the loan stores them.
    expect(res.body.data.lama_pinjam_lunas).toBe(after.lama_pinjam_lunas);
    expect(after).toMatchObject({
      status: 'LUNAS',
      tgl_lunas: addDays(session.day, 20),
      lama_pinjam_lunas: 21,
      bunga_pinjam: 70_000,
      bunga_rp: 70_000,
      total_bayar: 3_403_333,
    });
    expect(await kasOf(h.no_faktur_hutang)).toEqual([
      {
        kategori: 'HUTANG',
        jenis: 'CASH',
        jumlah_in: 0,
        jumlah_out: 3_333_333,
        deskripsi: h.no_faktur_hutang,
      },
      {
        kategori: 'HUTANG LUNAS',
        jenis: 'CASH',
        jumlah_in: 3_403_333,
        jumlah_out: 0,
        deskripsi: h.no_faktur_hutang,
      },
    ]);
    expect((await itemsOf(h.no_faktur_hutang)).map((i) => i.status)).toEqual(['DITEBUS']);
    expect((await ledgerOf(h.no_faktur_hutang)).map((l) => [l.jenis, l.qty])).toEqual([
      ['HUTANG', 1],
      ['LUNAS HUTANG', -1],
    ]);
    const twice = await post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MSG.notAktif('LUNAS'));
  });

  it('interest below the computed one needs BUNGA DI BAWAH PERHITUNGAN; above it is refused', async () => {
    const h = await newLoan();
    const computed = 60_000; // 4,000,000 x 0.1 % x 15
    const above = await post('hutang/lunas', {
      no_faktur_hutang: h.no_faktur_hutang,
      bunga_rp: computed + 1,
    });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe(MSG.interestAbove('60,000'));
    const before = await fingerprint(tk1());
    const below = await post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang, bunga_rp: 40_000 });
    expect(below.status).toBe(403);
    expect(below.body.message).toBe(MSG.interestBelow('60,000'));
    expect(await fingerprint(tk1())).toEqual(before);
    const lunas = (id_otorisasi: string) =>
      post('hutang/lunas', {
        no_faktur_hutang: h.no_faktur_hutang,
        bunga_rp: 40_000,
        id_otorisasi,
        pembayaran: [
          { jenis: 'CASH', jumlah: 3_000_000 },
          { jenis: 'TRANSFER', jumlah: 1_040_000, kode_bank: 'BCA', no_rekening: '5271234567' },
        ],
      });
    // Bound to its loan and to the interest it allows (no lower).
    const otherLoan = await authorise(OTR.BUNGA_DI_BAWAH_PERHITUNGAN, 'spv1', {
      no_faktur: `${h.no_faktur_hutang}9`,
      jumlah: 40_000,
    });
    expect((await lunas(otherLoan)).body.message).toBe(api.OTORISASI_MSG.otherDocument);
    const higher = await authorise(OTR.BUNGA_DI_BAWAH_PERHITUNGAN, 'spv1', {
      no_faktur: h.no_faktur_hutang,
      jumlah: 45_000,
    });
    expect((await lunas(higher)).body.message).toBe(api.OTORISASI_MSG.otherAmount);
    expect(await fingerprint(tk1())).toMatchObject({ hutang_bayar: before.hutang_bayar, kas: before.kas });
    const id = await authorise(OTR.BUNGA_DI_BAWAH_PERHITUNGAN, 'spv1', {
      no_faktur: h.no_faktur_hutang,
      jumlah: 40_000,
    });
    const ok = await lunas(id);
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toMatchObject({ bunga_pinjam: computed, bunga_rp: 40_000, total_bayar: 4_040_000 });
    const bayar = await q<{ jenis: string; bunga_pinjam: number; bunga_rp: number; id_otorisasi: string }>(
      `select jenis, bunga_pinjam::int, bunga_rp::int, id_otorisasi from "$s".hutang_bayar
       where no_faktur_hutang = '${h.no_faktur_hutang}'`,
    );
    expect(bayar).toEqual([{ jenis: 'LUNAS', bunga_pinjam: computed, bunga_rp: 40_000, id_otorisasi: id }]);
  });

  it('two redemptions at once redeem once', async () => {
    const h = await newLoan();
    const both = await Promise.all([
      post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang }),
      post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang }, session.owner),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const kas = await kasOf(h.no_faktur_hutang);
    expect(kas.filter((k) => k.kategori === 'HUTANG LUNAS')).toHaveLength(1);
    expect((await ledgerOf(h.no_faktur_hutang)).map((l) => l.jenis)).toEqual(['HUTANG', 'LUNAS HUTANG']);
  });

  it('a redemption racing a cancel: exactly one of them happens', async () => {
    const h = await newLoan();
    const [lunas, batal] = await Promise.all([
      post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang }),
      post('hutang/batal', { no_faktur: h.no_faktur_hutang, alasan: 'salah input' }, session.owner),
    ]);
    expect([lunas.status, batal.status].sort()).toEqual([200, 409]);
    const status = (await get(`hutang/detail/${h.no_faktur_hutang}`)).body.data.status;
    expect(status).toBe(lunas.status === 200 ? 'LUNAS' : 'BATAL');
    const kas = (await kasOf(h.no_faktur_hutang)).map((k) => k.kategori);
    expect(kas).toEqual(lunas.status === 200 ? ['HUTANG', 'HUTANG LUNAS'] : ['HUTANG', 'HUTANG BATAL']);
    expect(await ledgerOf(h.no_faktur_hutang)).toHaveLength(2);
  });

  it('an auctioned loan cannot be redeemed, extended or cancelled', async () => {
    const h = await newLoan();
    await q(`update "$s".hutang set status = 'LELANG' where no_faktur_hutang = '${h.no_faktur_hutang}'`);
    const lunas = await post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang });
    expect(lunas.status).toBe(409);
    expect(lunas.body.message).toBe(MSG.auctioned);
    const ext = await post('hutang/perpanjang', {
      no_faktur_hutang: h.no_faktur_hutang,
      tgl_tempo: addDays(session.day, 90),
    });
    expect(ext.body.message).toBe(MSG.auctioned);
    const batal = await post('hutang/batal', { no_faktur: h.no_faktur_hutang, alasan: 'x' }, session.owner);
    expect(batal.status).toBe(409);
    expect(batal.body.message).toBe(MSG.cannotCancel('LELANG'));
  });
});

describe('extension (perpanjangan)', () => {
  it('pays the interest so far, restarts it that day and moves the due date; one history per loan', async () => {
    const h = await newLoan({ jumlah_hutang: 2_000_000, detail_barang: [piece({ berat: 5 })] });
    const bad = await post('hutang/perpanjang', {
      no_faktur_hutang: h.no_faktur_hutang,
      tgl_tempo: h.tgl_tempo,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.newTempoNotAfter);

    const d1 = addDays(session.day, 29);
    const ext = await onDay(d1, () =>
      post('hutang/perpanjang', {
        no_faktur_hutang: h.no_faktur_hutang,
        tgl_tempo: addDays(session.day, 90),
      }),
    );
    expect(ext.status, ext.body.message).toBe(200);
    expect(ext.body.message).toBe(MSG.extended);
    expect(ext.body.data).toMatchObject({
      status: 'AKTIF',
      tgl_bunga: d1,
      tgl_tempo: addDays(session.day, 90),
      jumlah_perpanjangan: 1,
    });
    // 2,000,000 x 0.1 % x 30 days = 60,000.
    const kas = await kasOf(h.no_faktur_hutang);
    expect(kas[1]).toEqual({
      kategori: 'HUTANG LUNAS',
      jenis: 'CASH',
      jumlah_in: 60_000,
      jumlah_out: 0,
      deskripsi: api.deskripsiPerpanjangan(h.no_faktur_hutang),
    });
    // Cancelling is no longer possible once interest was paid.
    const batal = await onDay(d1, () =>
      post('hutang/batal', { no_faktur: h.no_faktur_hutang, alasan: 'x' }, session.owner),
    );
    expect(batal.status).toBe(409);

    // Redeemed 20 days after the extension: 21 days of the new period. 2,000,000 x 0.1 % x 21 = 42,000.
    const lunas = await onDay(addDays(d1, 20), () =>
      post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang }),
    );
    expect(lunas.status, lunas.body.message).toBe(200);
    expect(lunas.body.data).toMatchObject({ tgl_bunga: d1, lama_pinjam: 21, bunga_pinjam: 42_000 });
    const inv = (await post('hutang/invoice', { no_faktur: h.no_faktur_hutang })).body
      .data as api.HutangInvoice;
    expect(
      inv.bayar.map((b) => [
        b.no_bayar,
        b.jenis,
        b.tgl_dari,
        b.tgl_sampai,
        b.lama_pinjam,
        b.bunga_rp,
        b.pokok,
      ]),
    ).toEqual([
      [`${h.no_faktur_hutang}/1`, 'PERPANJANGAN', session.day, d1, 30, 60_000, 0],
      [`${h.no_faktur_hutang}/2`, 'LUNAS', d1, addDays(d1, 20), 21, 42_000, 2_000_000],
    ]);
  });
});

describe('extension (perpanjangan) term limit', () => {
  it('refuses a due date more than Lama Pinjam Maksimal past the old due date, writing nothing', async () => {
    // EMAS MUDA: parameter-hutang-pokok lama_pinjam 120 days.
    const h = await newLoan({ jumlah_hutang: 1_000_000, detail_barang: [piece({ berat: 3 })] });
    const d1 = addDays(session.day, 10);
    await onDay(d1, async () => {
      const before = await fingerprint(tk1());
      const far = await post('hutang/perpanjang', {
        no_faktur_hutang: h.no_faktur_hutang,
        tgl_tempo: addDays(h.tgl_tempo, 121),
      });
      expect(far.status, far.body.message).toBe(400);
      expect(far.body.message).toBe(MSG.tempoTooLong(120));
      expect(await fingerprint(tk1())).toEqual(before);
      expect(await kasOf(`${h.no_faktur_hutang}/`)).toEqual([]);
    });
    const still = (await get(`hutang/detail/${h.no_faktur_hutang}`)).body.data;
    expect(still).toMatchObject({ tgl_bunga: session.day, tgl_tempo: h.tgl_tempo, jumlah_perpanjangan: 0 });

    // One more term past the old due date is within the limit.
    const ok = await onDay(d1, () =>
      post('hutang/perpanjang', {
        no_faktur_hutang: h.no_faktur_hutang,
        tgl_tempo: addDays(h.tgl_tempo, 120),
      }),
    );
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toMatchObject({
      tgl_bunga: d1,
      tgl_tempo: addDays(h.tgl_tempo, 120),
      jumlah_perpanjangan: 1,
    });

    // Past the due date, the term counts from the extension day.
    const late = addDays(h.tgl_tempo, 125);
    const overdue = await onDay(late, () =>
      post('hutang/perpanjang', { no_faktur_hutang: h.no_faktur_hutang, tgl_tempo: addDays(late, 121) }),
    );
    expect([overdue.status, overdue.body.message]).toEqual([400, MSG.tempoTooLong(120)]);
    const again = await onDay(late, () =>
      post('hutang/perpanjang', { no_faktur_hutang: h.no_faktur_hutang, tgl_tempo: addDays(late, 120) }),
    );
    expect(again.status, again.body.message).toBe(200);
  });
});

describe('batal lunas', () => {
  it('needs the authorisation, returns the money as HUTANG BATAL, the pieces to TITIP and the loan to AKTIF', async () => {
    const h = await newLoan();
    const notYet = await post('hutang/batal-lunas', { no_faktur_hutang: h.no_faktur_hutang, alasan: 'x' });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(MSG.notLunas);
    await post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang });

    const before = await fingerprint(tk1());
    const noAuth = await post('hutang/batal-lunas', {
      no_faktur_hutang: h.no_faktur_hutang,
      alasan: 'salah',
    });
    expect(noAuth.status).toBe(403);
    expect(await fingerprint(tk1())).toEqual(before);

    const id = await authorise(OTR.BATAL_LUNAS_HUTANG, 'owner1', { no_faktur: h.no_faktur_hutang });
    const res = await post('hutang/batal-lunas', {
      no_faktur_hutang: h.no_faktur_hutang,
      alasan: 'salah pilih faktur',
      id_otorisasi: id,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.lunasCancelled);
    expect(res.body.data).toMatchObject({
      status: 'AKTIF',
      tgl_lunas: null,
      bunga_rp: null,
      total_bayar: null,
    });
    expect((await kasOf(h.no_faktur_hutang)).map((k) => [k.kategori, k.jumlah_in, k.jumlah_out])).toEqual([
      ['HUTANG', 0, 4_000_000],
      ['HUTANG LUNAS', 4_060_000, 0],
      ['HUTANG BATAL', 0, 4_060_000],
    ]);
    expect((await itemsOf(h.no_faktur_hutang)).map((i) => i.status)).toEqual(['HUTANG']);
    expect((await ledgerOf(h.no_faktur_hutang)).map((l) => [l.jenis, l.qty])).toEqual([
      ['HUTANG', 1],
      ['LUNAS HUTANG', -1],
      ['BATAL LUNAS HUTANG', 1],
    ]);
    // Redeemed again afterwards: a new LUNAS row, the reversed one kept as BATAL.
    const again = await post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang });
    expect(again.status, again.body.message).toBe(200);
    const history = await q<{ jenis: string; status: string; ref_bayar: string }>(
      `select jenis, status, ref_bayar from "$s".hutang_bayar where no_faktur_hutang = '${h.no_faktur_hutang}' order by urut`,
    );
    expect(history).toEqual([
      { jenis: 'LUNAS', status: 'BATAL', ref_bayar: '' },
      { jenis: 'BATAL LUNAS', status: 'OK', ref_bayar: `${h.no_faktur_hutang}/1` },
      { jenis: 'LUNAS', status: 'OK', ref_bayar: '' },
    ]);
  });
});

describe('batal hutang', () => {
  it('the same day: the money back as HUTANG BATAL, the pieces out of TITIP; twice at once cancels once', async () => {
    const h = await newLoan();
    const both = await Promise.all([
      post('hutang/batal', { no_faktur: h.no_faktur_hutang, alasan: 'a' }),
      post('hutang/batal', { no_faktur: h.no_faktur_hutang, alasan: 'b' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = both.find((r) => r.status === 200);
    expect(ok?.body.message).toBe(MSG.cancelled);
    expect(ok?.body.data.status).toBe('BATAL');
    expect((await kasOf(h.no_faktur_hutang)).map((k) => [k.kategori, k.jumlah_in, k.jumlah_out])).toEqual([
      ['HUTANG', 0, 4_000_000],
      ['HUTANG BATAL', 4_000_000, 0],
    ]);
    expect((await itemsOf(h.no_faktur_hutang)).map((i) => i.status)).toEqual(['BATAL']);
    expect((await ledgerOf(h.no_faktur_hutang)).map((l) => [l.jenis, l.qty])).toEqual([
      ['HUTANG', 1],
      ['BATAL HUTANG', -1],
    ]);
  });

  it('a later day needs BATAL HUTANG HARI SEBELUMNYA', async () => {
    const h = await newLoan();
    await onDay(addDays(session.day, 1), async () => {
      const refused = await post(
        'hutang/batal',
        { no_faktur: h.no_faktur_hutang, alasan: 'x' },
        session.owner,
      );
      expect(refused.status).toBe(403);
      const id = await authorise(OTR.BATAL_HUTANG, 'spv1', { no_faktur: h.no_faktur_hutang }, session.owner);
      const ok = await post(
        'hutang/batal',
        { no_faktur: h.no_faktur_hutang, alasan: 'x', id_otorisasi: id },
        session.owner,
      );
      expect(ok.status, ok.body.message).toBe(200);
    });
    const row = await q<{ batal_otorisasi: string | null }>(
      `select batal_otorisasi from "$s".hutang where no_faktur_hutang = '${h.no_faktur_hutang}'`,
    );
    expect(row[0]?.batal_otorisasi).toMatch(/^OTR-/);
  });
});

describe('lihat, invoice, nota, WhatsApp', () => {
  it('lists by state and text; the invoice has pieces, history and cash; the nota prints; WhatsApp is queued', async () => {
    const h = await newLoan({ nama_customer: 'Nota Peminjam', no_faktur_manual: 'm-77' });
    const list = await get(
      `hutang?tgl_awal=${session.day}&tgl_akhir=${session.day}&status=AKTIF&search=NOTA PEMINJAM`,
    );
    expect(list.status, list.body.message).toBe(200);
    expect((list.body.data as api.Hutang[]).map((r) => r.no_faktur_hutang)).toEqual([h.no_faktur_hutang]);
    expect(list.body.data[0].detail_barang).toHaveLength(1);
    expect(list.body.count).toBe(1);

    const inv = await post('hutang/invoice', { no_faktur: h.no_faktur_hutang });
    expect(inv.status, inv.body.message).toBe(200);
    expect(inv.body.data).toMatchObject({ no_faktur_manual: 'M-77', kode_toko: 'TK1', bayar: [] });
    expect(inv.body.data.pembayaran).toEqual([
      {
        kategori: 'HUTANG',
        jenis: 'CASH',
        jumlah_in: 0,
        jumlah_out: 4_000_000,
        kode_bank: '',
        no_rekening: '',
      },
    ]);

    const print = async () => {
      const res = await tk1().app.inject({
        method: 'GET',
        url: `/api/v1/hutang/nota?no_faktur=${h.no_faktur_hutang}`,
        headers: { token: session.kasir },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPages(res.rawPayload)).map((p) => p.text).join('\n');
      expect(text).toContain('NOTA HUTANG');
      return text.split(h.no_faktur_hutang).length - 1;
    };
    const once = await print();
    expect(once).toBeGreaterThan(0);
    await switchModule(tk1(), await login(tk1(), 'admin'), MODULE.DUPLIKAT_NOTA_HUTANG, true);
    expect(await print()).toBe(once * 2);

    const wa = await post('hutang/kirim-wa', { no_faktur: h.no_faktur_hutang });
    expect(wa.status, wa.body.message).toBe(200);
    const out = await q<{ isi: string }>(`select isi from "$s".outbox where ref = '${h.no_faktur_hutang}'`);
    expect(out[0]?.isi).toContain(h.no_faktur_hutang);
  });

  it("an unknown number is a 404; another shop sees nothing; another shop's token is refused", async () => {
    const h = await newLoan();
    const res = await post('hutang/lunas', { no_faktur_hutang: 'HT-TK1-000000-0000' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.notFound);
    const other = await login(session.chain.tk2, 'kasir1');
    const there = await call(session.chain.tk2, 'GET', `hutang/detail/${h.no_faktur_hutang}`, {
      token: other,
    });
    expect(there.status).toBe(404);
    const before = await fingerprint(tk1());
    const foreign = await call(tk1(), 'POST', 'hutang/lunas', {
      token: other,
      body: { no_faktur_hutang: h.no_faktur_hutang },
    });
    expect(foreign.status).toBe(401);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('validasi hutang', () => {
  it('lists unvalidated loans, shows their cash lines and validates them', async () => {
    const h = await newLoan({ kode_sales: 'S02' });
    const kasirTry = await get('validasi/hutang/get?kode_sales=S02');
    expect(kasirTry.status).toBe(403);
    const list = await get('validasi/hutang/get?kode_sales=S02', session.owner);
    expect(list.status, list.body.message).toBe(200);
    const rows = list.body.data as api.PendingHutang[];
    expect(rows.every((r) => r.kode_sales === 'S02')).toBe(true);
    expect(rows.find((r) => r.no_faktur_hutang === h.no_faktur_hutang)).toEqual({
      kode_sales: 'S02',
      no_faktur_hutang: h.no_faktur_hutang,
      tgl_hutang: session.day,
      nama_customer: 'RINA MARLINA',
      alamat_customer: 'JL. KENARI 5',
      no_hp: '081234500001',
      jumlah_hutang: 4_000_000,
      status_hutang: 'AKTIF',
    });
    const detail = await get(`validasi/hutang/detail?deskripsi=${h.no_faktur_hutang}`, session.owner);
    expect(detail.body.data).toEqual([
      { kategori: 'HUTANG', jenis: 'CASH', jumlah_in: 0, jumlah_out: 4_000_000 },
    ]);
    const none = await post('validasi/hutang', { no_hutangs: [], user_id: 'spv1' }, session.owner);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MSG.noHutangChosen);
    const ok = await post(
      'validasi/hutang',
      { no_hutangs: rows.map((r) => r.no_faktur_hutang), user_id: 'spv1' },
      session.owner,
    );
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.message).toBe(MSG.validated);
    expect((await get('validasi/hutang/get?kode_sales=S02', session.owner)).body.data).toEqual([]);
    const again = await post(
      'validasi/hutang',
      { no_hutangs: [h.no_faktur_hutang], user_id: 'spv1' },
      session.owner,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.validateFailed);
  });
});

describe('the dashboard', () => {
  it('counts the loans taken per day, cancelled ones left out', async () => {
    const totals = async () =>
      (await get(`cash-pusat/daily-transaction-chart?tgl_system=${session.day}`, session.owner)).body.data
        .total_hutang as number;
    const before = await totals();
    const h = await newLoan({ jumlah_hutang: 1_234_000 });
    expect(await totals()).toBe(before + 1_234_000);
    await post('hutang/batal', { no_faktur: h.no_faktur_hutang, alasan: 'x' });
    expect(await totals()).toBe(before);
  });
});
