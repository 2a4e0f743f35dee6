import { addDays, api, quoteInterest, shareByWeight } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint, login } from '../../test/harness.ts';

const MSG = api.LELANG_MSG;
const OTR = api.OTORISASI;
const session = useBranchSession({ fundDrawer: 500_000_000 });
const { tk1, post, put, get, q, onDay } = session;
/** An authorisation (default LELANG HUTANG) asked by `token`'s user for the loan `no_faktur`. */
const authorise = async (
  no_faktur?: string,
  kind: { kategori: string; description: string } = OTR.LELANG_HUTANG,
  token = session.kasir,
) => {
  const res = await post(
    'authorization',
    { user_id: 'spv1', password: 'demo1234', ...kind, keterangan: '', no_faktur },
    token,
  );
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.id_otorisasi as string;
};
const lelang = async (no: string, id_otorisasi?: string, token = session.kasir) =>
  put('hutang/simpan/lelang-hutang', { no_faktur_hutang: no, id_otorisasi }, token);
const list = (params: Record<string, string | number> = {}, token = session.kasir) =>
  get(`hutang/get/lelang-hutang?${new URLSearchParams(params as Record<string, string>)}`, token);

const piece = (over: Record<string, unknown> = {}) => ({
  kode_group: 'EMAS MUDA',
  nama_barang: 'gelang rantai',
  kadar: 70,
  berat: 4,
  berat_bruto: 4.1,
  jumlah: 1,
  kondisi: 'LENGKAP',
  ...over,
});

let seq = 0;
/** A loan taken `daysAgo` business days back (paid by transfer), due `termDays` after it. */
async function loanAgo(daysAgo: number, termDays: number, over: Record<string, unknown> = {}) {
  seq += 1;
  const jumlah = (over.jumlah_hutang as number | undefined) ?? 1_000_000 + seq * 1_000;
  const res = await onDay(addDays(session.day, -daysAgo), () =>
    post('hutang', {
      kode_sales: 'S01',
      nama_customer: `Lelang Customer ${seq}`,
      alamat_customer: `Jl. Lelang ${seq}`,
      no_ktp: `31740000000${String(seq).padStart(5, '0')}`,
      tgl_tempo: addDays(session.day, termDays - daysAgo),
      detail_barang: [piece()],
      pembayaran: [{ jenis: 'TRANSFER', jumlah, kode_bank: 'BCA', no_rekening: '5271234567' }],
      ...over,
      jumlah_hutang: jumlah,
    }),
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.data as api.Hutang;
}
const statusOf = async (no: string) =>
  (await q<{ status: string }>(`select status from "$s".hutang where no_faktur_hutang = '${no}'`))[0]?.status;
const itemsOf = (no: string) =>
  q<{ kode_barcode: string; status: string; kode_gudang: string; kode_baki: string; harga_modal: number }>(
    `select b.kode_barcode, b.status, b.kode_gudang, b.kode_baki, b.harga_modal::int from "$s".barang b
     join "$s".hutang_detail d on d.kode_barcode = b.kode_barcode where d.no_faktur_hutang = '${no}' order by d.urut`,
  );
const ledgerOf = (no: string) =>
  q<{ jenis: string; kode_gudang: string; qty: number; berat: string }>(
    `select jenis, kode_gudang, qty, berat::text from "$s".stock_ledger where no_ref = '${no}' order by id`,
  );

describe('Lelang Hutang: the list', () => {
  it('lists only AKTIF loans past their due date, the longest overdue first, with pieces and what they owe', async () => {
    const overdue = await loanAgo(60, 30, {
      nama_customer: 'Tono Lelang',
      kode_sales: 'S02',
      detail_barang: [
        piece(),
        piece({ kode_group: 'EMAS TUA', nama_barang: 'kalung', kadar: 91.6, berat: 2 }),
      ],
    });
    const dueToday = await loanAgo(30, 30, { nama_customer: 'Tono Lelang' });
    const notDue = await loanAgo(5, 30, { nama_customer: 'Tono Lelang' });
    const redeemed = await loanAgo(50, 10, { nama_customer: 'Tono Lelang' });
    expect((await post('hutang/lunas', { no_faktur_hutang: redeemed.no_faktur_hutang })).status).toBe(200);

    const res = await list({ nama_customer: 'tono' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.found);
    const rows = res.body.data as api.HutangLelang[];
    expect(rows.map((r) => r.no_faktur_hutang)).toEqual([overdue.no_faktur_hutang]);
    expect(res.body.count).toBe(1);
    const [row] = rows as [api.HutangLelang];
    const stored = (
      await q<{ bunga: string; minimal_hari: number; pembulatan: number; tgl_bunga: string }>(
        `select bunga::text, minimal_hari, pembulatan, tgl_bunga::text from "$s".hutang
         where no_faktur_hutang = '${overdue.no_faktur_hutang}'`,
      )
    )[0];
    expect(row).toMatchObject({
      tgl_hutang: addDays(session.day, -60),
      tgl_tempo: addDays(session.day, -30),
      terlambat: 30,
      kode_sales: 'S02',
      nama_customer: 'TONO LELANG',
      jumlah_hutang: overdue.jumlah_hutang,
      berat: 6,
      sisa_rp: quoteInterest(
        { ...(stored as NonNullable<typeof stored>), jumlah_hutang: overdue.jumlah_hutang },
        session.day,
      ).total_bayar,
    });
    expect(row.detail_barang.map((p) => [p.kode_group, p.nama_barang, p.berat, p.jumlah, p.foto])).toEqual([
      ['EMAS MUDA', 'GELANG RANTAI', 4, 1, ''],
      ['EMAS TUA', 'KALUNG', 2, 1, ''],
    ]);
    for (const h of [dueToday, notDue, redeemed])
      expect(rows.find((r) => r.no_faktur_hutang === h.no_faktur_hutang)).toBeUndefined();
  });

  it('filters by period (tgl_hutang by default, or tgl_tempo), number, member, address, group and description', async () => {
    const a = await loanAgo(45, 20, {
      nama_customer: 'Filter Satu',
      alamat_customer: 'Jl. Anggrek 17',
      no_faktur_manual: 'MAN-77',
      keterangan: 'titipan toko lama',
    });
    const b = await loanAgo(41, 20, {
      nama_customer: 'Filter Dua',
      detail_barang: [piece({ kode_group: 'EMAS TUA', nama_barang: 'liontin bulan', kadar: 91.6 })],
    });
    const nos = async (params: Record<string, string>) => {
      const res = await list({ nama_customer: 'FILTER', ...params });
      expect(res.status, res.body.message).toBe(200);
      return (res.body.data as api.HutangLelang[]).map((r) => r.no_faktur_hutang);
    };
    expect(await nos({})).toEqual([a.no_faktur_hutang, b.no_faktur_hutang]);
    const d = (n: number) => addDays(session.day, -n);
    expect(await nos({ tgl_awal: d(45), tgl_akhir: d(44) })).toEqual([a.no_faktur_hutang]);
    expect(await nos({ tgl_awal: d(45), tgl_akhir: d(44), type_tgl: 'tgl_tempo' })).toEqual([]);
    expect(await nos({ tgl_awal: d(21), tgl_akhir: d(21), type_tgl: 'tgl_tempo' })).toEqual([
      b.no_faktur_hutang,
    ]);
    expect(await nos({ no_faktur_hutang: b.no_faktur_hutang.toLowerCase() })).toEqual([b.no_faktur_hutang]);
    expect(await nos({ no_faktur_manual: 'man-7' })).toEqual([a.no_faktur_hutang]);
    expect(await nos({ alamat_customer: 'anggrek' })).toEqual([a.no_faktur_hutang]);
    expect(await nos({ 'detail_barang.kode_group': 'EMAS TUA' })).toEqual([b.no_faktur_hutang]);
    expect(await nos({ 'detail_barang.kode_group': 'SEMUA' })).toHaveLength(2);
    expect(await nos({ deskripsi: 'bulan' })).toEqual([b.no_faktur_hutang]);
    expect(await nos({ deskripsi: 'toko lama' })).toEqual([a.no_faktur_hutang]);
    expect(await nos({ kode_member: 'NOSUCH' })).toEqual([]);
    // A wildcard is taken literally.
    expect(await nos({ nama_customer: '%' })).toEqual([]);
    const none = await list({ nama_customer: 'NOBODY AT ALL' });
    expect(none.body).toMatchObject({ status: 'success', message: MSG.empty, data: [], count: 0 });
  });

  it('pages by 50 with skip and counts every match', async () => {
    const total = (await list()).body.count as number;
    const all = await q<{ n: number }>(
      `select count(*)::int as n from "$s".hutang where status = 'AKTIF' and tgl_tempo < '${session.day}'`,
    );
    expect(total).toBe(all[0]?.n);
    // Enough overdue loans for a second page.
    const need = Math.max(0, 52 - total);
    for (let i = 0; i < need; i++) await loanAgo(40, 10, { nama_customer: `Halaman ${i}` });
    const first = await list();
    const second = await list({ skip: api.LELANG_PAGE_SIZE });
    expect(first.body.data).toHaveLength(api.LELANG_PAGE_SIZE);
    expect(first.body.count).toBe(total + need);
    expect(second.body.data).toHaveLength(total + need - api.LELANG_PAGE_SIZE);
    const seen = [...first.body.data, ...second.body.data].map((r: api.HutangLelang) => r.no_faktur_hutang);
    expect(new Set(seen).size).toBe(total + need);
  });

  it('refuses bad filters in Indonesian', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ tgl_awal: session.day }, MSG.rangeHalf],
      [{ tgl_awal: session.day, tgl_akhir: addDays(session.day, -1) }, MSG.rangeReversed],
      [{ tgl_awal: '2026-02-30', tgl_akhir: session.day }, 'Tanggal Awal Tidak Valid'],
      [{ type_tgl: 'tgl_lunas' }, 'Type Tanggal Harus Salah Satu Dari tgl_hutang, tgl_tempo'],
      [{ skip: '-1' }, 'Skip Minimal 0'],
      [{ nama_customer: 'x'.repeat(101) }, 'Nama Customer Maksimal 100 Karakter'],
    ];
    for (const [params, message] of cases) {
      const res = await list(params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('Lelang Hutang: the auction', () => {
  it('needs the LELANG HUTANG authorisation, used once; the pieces go to BELI at their share of the principal', async () => {
    const h = await loanAgo(70, 30, {
      jumlah_hutang: 1_000_000,
      detail_barang: [
        piece({ berat: 1 }),
        piece({ nama_barang: 'cincin', berat: 1 }),
        piece({ nama_barang: 'anting', berat: 1 }),
      ],
    });
    const before = await fingerprint(tk1());
    const without = await lelang(h.no_faktur_hutang);
    expect(without.status).toBe(403);
    expect(without.body.message).toBe(api.OTORISASI_MSG.required);
    const wrongKind = await lelang(h.no_faktur_hutang, await authorise(h.no_faktur_hutang, OTR.BATAL_HUTANG));
    expect(wrongKind.status).toBe(403);
    expect(wrongKind.body.message).toBe(api.OTORISASI_MSG.invalid);
    const afterRefusals = await fingerprint(tk1());
    // Only the two authorisations were written (and the throttle's count of the supervisor's password checks).
    expect(
      Object.keys(afterRefusals).filter((t) => afterRefusals[t] !== before[t] && t !== 'login_attempts'),
    ).toEqual(['otorisasi']);

    const id = await authorise(h.no_faktur_hutang);
    const res = await lelang(h.no_faktur_hutang, id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.saved);
    const shares = shareByWeight(1_000_000, [1, 1, 1]);
    expect(res.body.data).toMatchObject({
      no_faktur_hutang: h.no_faktur_hutang,
      status: 'LELANG',
      tgl_lelang: session.day,
      lelang_by: 'kasir1',
      lelang_otorisasi: id,
      jumlah_hutang: 1_000_000,
    });
    expect((res.body.data as api.LelangResult).barang.map((b) => b.harga_modal)).toEqual(shares);
    expect(shares.reduce((s, v) => s + v, 0)).toBe(1_000_000);

    const stored = await q<{
      status: string;
      tgl_lelang: string;
      lelang_by: string;
      lelang_otorisasi: string;
    }>(
      `select status, tgl_lelang::text, lelang_by, lelang_otorisasi from "$s".hutang
       where no_faktur_hutang = '${h.no_faktur_hutang}'`,
    );
    expect(stored).toEqual([
      { status: 'LELANG', tgl_lelang: session.day, lelang_by: 'kasir1', lelang_otorisasi: id },
    ]);
    const items = await itemsOf(h.no_faktur_hutang);
    expect(items.map((i) => [i.status, i.kode_gudang, i.kode_baki, i.harga_modal])).toEqual(
      shares.map((s) => ['READY', api.GUDANG_HASIL_LELANG, '', s]),
    );
    const ledger = await ledgerOf(h.no_faktur_hutang);
    expect(ledger.map((l) => [l.jenis, l.kode_gudang, l.qty])).toEqual([
      ['HUTANG', 'TITIP', 1],
      ['HUTANG', 'TITIP', 1],
      ['HUTANG', 'TITIP', 1],
      ['LELANG', 'TITIP', -1],
      ['LELANG', 'TITIP', -1],
      ['LELANG', 'TITIP', -1],
      ['LELANG_MASUK', 'BELI', 1],
      ['LELANG_MASUK', 'BELI', 1],
      ['LELANG_MASUK', 'BELI', 1],
    ]);
    // No money moves: the only cash row is the loan's own.
    const kas = await q<{ kategori: string }>(
      `select kategori from "$s".kas where id_trx like '${h.no_faktur_hutang}%'`,
    );
    expect(kas.map((k) => k.kategori)).toEqual(['HUTANG']);
    // The authorisation was used: not again, not for another loan.
    const other = await loanAgo(70, 30);
    const reuse = await lelang(other.no_faktur_hutang, id);
    expect(reuse.status).toBe(403);
    expect(reuse.body.message).toBe(api.OTORISASI_MSG.invalid);
    expect(await statusOf(other.no_faktur_hutang)).toBe('AKTIF');
    const used = await q<{ used_for: string }>(`select used_for from "$s".otorisasi where id = '${id}'`);
    expect(used).toEqual([{ used_for: h.no_faktur_hutang }]);
  });

  it('refuses a loan not yet overdue, redeemed, cancelled or already auctioned, and an unknown one, writing nothing', async () => {
    const dueToday = await loanAgo(30, 30);
    const redeemed = await loanAgo(60, 10);
    expect((await post('hutang/lunas', { no_faktur_hutang: redeemed.no_faktur_hutang })).status).toBe(200);
    const cancelled = await loanAgo(0, 30);
    const batal = await post(
      'hutang/batal',
      { no_faktur: cancelled.no_faktur_hutang, alasan: 'salah' },
      session.owner,
    );
    expect(batal.status, batal.body.message).toBe(200);
    const auctioned = await loanAgo(60, 10);
    expect(
      (await lelang(auctioned.no_faktur_hutang, await authorise(auctioned.no_faktur_hutang))).status,
    ).toBe(200);

    const id = await authorise(dueToday.no_faktur_hutang);
    const before = await fingerprint(tk1());
    const cases: [string, number, string][] = [
      [dueToday.no_faktur_hutang, 400, MSG.notOverdue(dueToday.tgl_tempo.split('-').reverse().join('-'))],
      [redeemed.no_faktur_hutang, 409, MSG.lunas],
      [cancelled.no_faktur_hutang, 409, MSG.batal],
      [auctioned.no_faktur_hutang, 409, MSG.already],
      ['HT-TK1-000000-0000', 404, api.HUTANG_MSG.notFound],
    ];
    for (const [no, status, message] of cases) {
      const res = await lelang(no, id);
      expect(res.status, no).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const empty = await put('hutang/simpan/lelang-hutang', { id_otorisasi: id });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('No Faktur Hutang Tidak Boleh Kosong');
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('an auctioned loan cannot be redeemed or extended', async () => {
    const h = await loanAgo(60, 10);
    expect((await lelang(h.no_faktur_hutang, await authorise(h.no_faktur_hutang))).status).toBe(200);
    const lunas = await post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang });
    expect(lunas.status).toBe(409);
    expect(lunas.body.message).toBe(api.HUTANG_MSG.auctioned);
    const ext = await post('hutang/perpanjang', {
      no_faktur_hutang: h.no_faktur_hutang,
      tgl_tempo: addDays(session.day, 30),
    });
    expect(ext.status).toBe(409);
    expect(await statusOf(h.no_faktur_hutang)).toBe('LELANG');
  });

  it('an auction racing a redemption: exactly one of them happens, and stock and cash follow it', async () => {
    for (let round = 0; round < 3; round++) {
      const h = await loanAgo(60, 10);
      const id = await authorise(h.no_faktur_hutang);
      const [auction, lunas] = await Promise.all([
        lelang(h.no_faktur_hutang, id),
        post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang }, session.owner),
      ]);
      expect([auction.status, lunas.status].sort()).toEqual([200, 409]);
      const won = auction.status === 200 ? 'LELANG' : 'LUNAS';
      expect(await statusOf(h.no_faktur_hutang)).toBe(won);
      const kas = await q<{ kategori: string }>(
        `select kategori from "$s".kas where id_trx like '${h.no_faktur_hutang}%' order by id`,
      );
      expect(kas.map((k) => k.kategori)).toEqual(won === 'LUNAS' ? ['HUTANG', 'HUTANG LUNAS'] : ['HUTANG']);
      const items = await itemsOf(h.no_faktur_hutang);
      expect(items.map((i) => i.kode_gudang)).toEqual([won === 'LELANG' ? 'BELI' : 'TITIP']);
      const out = (await ledgerOf(h.no_faktur_hutang)).filter((l) => l.qty < 0);
      expect(out).toHaveLength(1);
    }
  });

  it('two auctions of one loan at once auction it once', async () => {
    const h = await loanAgo(60, 10);
    const [a, b] = await Promise.all([
      lelang(h.no_faktur_hutang, await authorise(h.no_faktur_hutang)),
      lelang(
        h.no_faktur_hutang,
        await authorise(h.no_faktur_hutang, OTR.LELANG_HUTANG, session.owner),
        session.owner,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await ledgerOf(h.no_faktur_hutang)).filter((l) => l.jenis === 'LELANG_MASUK')).toHaveLength(1);
  });
});

describe('rights', () => {
  it('the list and the auction belong to /lelang-hutang; another shop or no token is refused', async () => {
    const h = await loanAgo(60, 10);
    const other = await login(session.chain.tk2, 'kasir1');
    const before = await fingerprint(tk1());
    const id = await authorise(h.no_faktur_hutang);
    const after = await fingerprint(tk1());
    const foreign = await call(tk1(), 'PUT', 'hutang/simpan/lelang-hutang', {
      token: other,
      body: { no_faktur_hutang: h.no_faktur_hutang, id_otorisasi: id },
    });
    expect(foreign.status).toBe(401);
    const anonymous = await call(tk1(), 'GET', 'hutang/get/lelang-hutang');
    expect(anonymous.status).toBe(401);
    expect(await fingerprint(tk1())).toEqual(after);
    expect(after).not.toEqual(before);
    // The other shop does not list this shop's loans.
    const there = await call(session.chain.tk2, 'GET', 'hutang/get/lelang-hutang', { token: other });
    expect(there.status).toBe(200);
    expect((there.body.data as api.HutangLelang[]).map((r) => r.no_faktur_hutang)).not.toContain(
      h.no_faktur_hutang,
    );
  });
});

describe('the dashboard flag of overdue loans', () => {
  it('counts the overdue open loans, their principal and what they owe today', async () => {
    const res = await get('hutang/jatuh-tempo');
    expect(res.status, res.body.message).toBe(200);
    const rows = await q<{
      jumlah_hutang: number;
      bunga: string;
      minimal_hari: number;
      pembulatan: number;
      tgl_bunga: string;
    }>(
      `select jumlah_hutang::bigint::float8 as jumlah_hutang, bunga::text, minimal_hari, pembulatan, tgl_bunga::text
       from "$s".hutang where status = 'AKTIF' and tgl_tempo < '${session.day}'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(res.body.data).toEqual({
      tanggal: session.day,
      jumlah: rows.length,
      jumlah_hutang: rows.reduce((s, r) => s + r.jumlah_hutang, 0),
      sisa_rp: rows.reduce((s, r) => s + quoteInterest(r, session.day).total_bayar, 0),
    });
  });
});
