import { addDays, api, formatMoney } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { authorisation } from '../../test/authorisation.ts';
import { useBranchSession } from '../../test/branch-session.ts';
import { call, fingerprint, login } from '../../test/harness.ts';
import { cashRowsLike } from '../../test/shop-sql.ts';

const MSG = api.TITIP_MSG;
const OTR = api.OTORISASI;
const session = useBranchSession({ fundDrawer: 500_000_000 });
const { tk1, post, put, get, q, onDay } = session;

const kasOf = (no: string) => cashRowsLike(tk1(), no);
const itemsOf = (no: string) =>
  q<{ status: string; kode_gudang: string; berat: string }>(
    `select b.status, b.kode_gudang, b.berat::text from "$s".barang b
     join "$s".titip_simpan_detail d on d.kode_barcode = b.kode_barcode
     where d.no_faktur_titip_simpan = '${no}' order by d.urut`,
  );
const ledgerOf = (no: string) =>
  q<{ jenis: string; qty: number }>(
    `select jenis, qty from "$s".stock_ledger where no_ref = '${no}' order by id`,
  );
const authorise = (
  kind: { kategori: string; description: string },
  bind: { no_faktur?: string; jumlah?: number } = {},
  token = session.kasir,
) => authorisation(tk1(), token, kind, bind);

const piece = (over: Record<string, unknown> = {}) => ({
  kode_group: 'EMAS MUDA',
  nama_barang: 'gelang rantai',
  kadar: 70,
  berat_emas: 10,
  berat_bruto: 10.25,
  qty: 1,
  ...over,
});
const deposit = (over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'Rina Marlina',
  alamat_customer: 'Jl. Kenari 5',
  no_hp: '081234500001',
  jumlah_titip_simpan: 5_000_000,
  bunga: 0.1,
  surat_pantes: 10_000,
  biaya_admin: 15_000,
  asuransi: 20_000,
  sewa_brankas: 25_000,
  biaya_jasa_pencarian: 5_000,
  denda_per_hari: 2_000,
  tgl_tempo: addDays(session.day, 30),
  detail_barang: [piece()],
  ...over,
});
async function newDeposit(
  over: Record<string, unknown> = {},
  token = session.kasir,
): Promise<api.TitipSimpan> {
  const res = await post('titip-simpan', deposit(over), token);
  expect(res.status, res.body.message).toBe(201);
  expect(res.body.message).toBe(MSG.saved);
  return res.body.data as api.TitipSimpan;
}
/** A deposit taken `daysAgo` business days before today (paid out by transfer: that day's drawer is empty). */
const pastDeposit = (daysAgo: number, over: Record<string, unknown> = {}) =>
  onDay(addDays(session.day, -daysAgo), () =>
    newDeposit({
      tgl_tempo: addDays(session.day, 30 - daysAgo),
      pembayaran: [{ jenis: 'TRANSFER', jumlah: 5_000_000, kode_bank: 'BCA', no_rekening: '5271234567' }],
      ...over,
    }),
  );

describe('taking a deposit', () => {
  it('numbers it TS, snapshots the fees, holds the pieces in TITIP and pays out TITIP SIMPAN', async () => {
    const t = await newDeposit({
      detail_barang: [
        piece(),
        piece({ nama_barang: 'cincin', berat_emas: 2.5, berat_bruto: undefined, qty: 2 }),
      ],
    });
    expect(t.no_faktur_titip_simpan).toMatch(/^TS-TK1-\d{6}-\d{4}$/);
    expect(t).toMatchObject({
      status_titip_simpan: 'AKTIF',
      tgl_titip_simpan: session.day,
      tgl_tempo: addDays(session.day, 30),
      lama_pinjam: 30,
      nama_customer: 'RINA MARLINA',
      jumlah_titip_simpan: 5_000_000,
      total_titip_simpan: 5_075_000,
      berat_emas: 12.5,
      berat_bruto: 12.75,
      qty: 3,
      pembulatan: 500,
    });
    expect(t.detail_barang.map((p) => [p.nama_barang, p.berat_bruto])).toEqual([
      ['GELANG RANTAI', 10.25],
      ['CINCIN', 2.5],
    ]);
    expect(await itemsOf(t.no_faktur_titip_simpan)).toEqual([
      { status: 'TITIP SIMPAN', kode_gudang: 'TITIP', berat: '10.000' },
      { status: 'TITIP SIMPAN', kode_gudang: 'TITIP', berat: '2.500' },
    ]);
    expect(await kasOf(t.no_faktur_titip_simpan)).toEqual([
      {
        kategori: 'TITIP SIMPAN',
        jenis: 'CASH',
        jumlah_in: 0,
        jumlah_out: 5_000_000,
        deskripsi: t.no_faktur_titip_simpan,
      },
    ]);
  });

  it('bad input gets its message and writes nothing', async () => {
    const before = await fingerprint(tk1());
    const cases: [Record<string, unknown>, string][] = [
      [{ detail_barang: [] }, MSG.noItems],
      [{ kode_sales: '' }, MSG.salesRequired],
      [{ nama_customer: '' }, MSG.namaRequired],
      [{ tgl_tempo: session.day }, MSG.tempoNotAfter],
      [{ detail_barang: [piece({ kode_group: 'NOPE' })] }, MSG.groupUnknown('NOPE')],
      [{ detail_barang: [piece({ berat_bruto: 9 })] }, MSG.beratBruto],
      [{ jumlah_titip_simpan: 0 }, 'Jumlah Titip Simpan Minimal 1'],
      [{ kode_member: 'M-NOPE' }, MSG.memberNotFound],
    ];
    for (const [over, message] of cases) {
      const res = await post('titip-simpan', deposit(over));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await fingerprint(tk1())).toEqual(before);
  });

  it('pays out no more than the plafond of the pieces as a pawn loan would; above it, authorised', async () => {
    const tiny = piece({ berat_emas: 0.001, berat_bruto: undefined });
    // The same piece as a pawn loan (condition LENGKAP, its taksiran 100 %): the reference plafond.
    const asLoan = await post(
      'hutang/plafond',
      { detail_barang: [{ ...piece(), berat: 0.001, berat_bruto: undefined, kondisi: 'LENGKAP' }] },
      session.owner,
    );
    expect(asLoan.status, asLoan.body.message).toBe(200);
    const plafond = asLoan.body.data.plafond as number;
    expect(plafond).toBeLessThan(5_000);

    const quote = await post('titip-simpan/plafond', {
      jumlah_titip_simpan: 5_000_000_000,
      detail_barang: [tiny],
    });
    expect(quote.status, quote.body.message).toBe(200);
    expect(quote.body.data).toMatchObject({ plafond, melebihi_plafond: true });

    const before = await fingerprint(tk1());
    for (const jumlah of [5_000_000_000, plafond + 1]) {
      const res = await post(
        'titip-simpan',
        deposit({ jumlah_titip_simpan: jumlah, detail_barang: [tiny], pembayaran: undefined }),
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.overPlafond(formatMoney(plafond)));
    }
    // Another kind's authorisation does not stand in for it.
    const wrongKind = await post(
      'titip-simpan',
      deposit({
        jumlah_titip_simpan: plafond + 1,
        detail_barang: [tiny],
        id_otorisasi: await authorise(OTR.KAS_MELEBIHI_SALDO),
      }),
    );
    expect(wrongKind.status).toBe(403);
    expect(wrongKind.body.message).toBe(api.OTORISASI_MSG.invalid);
    // The authorisation and the throttle's count of the supervisor's password check are the only writes.
    const { otorisasi: _, login_attempts: _l, ...after } = await fingerprint(tk1());
    const { otorisasi: __, login_attempts: __l, ...was } = before;
    expect(after).toEqual(was);

    // At the plafond it is saved; above it with TITIP SIMPAN MELEBIHI PLAFOND, once.
    await newDeposit({ jumlah_titip_simpan: plafond, detail_barang: [tiny] });
    const otr = await authorise(OTR.TITIP_MELEBIHI_PLAFOND, { jumlah: plafond + 1 });
    await newDeposit({ jumlah_titip_simpan: plafond + 1, detail_barang: [tiny], id_otorisasi: otr });
    const again = await post(
      'titip-simpan',
      deposit({ jumlah_titip_simpan: plafond + 1, detail_barang: [tiny], id_otorisasi: otr }),
    );
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(api.OTORISASI_MSG.invalid);
  });

  it('rights: the transaction screen is checked on the server', async () => {
    const other = await login(session.chain.tk2, 'kasir1');
    const foreign = await call(tk1(), 'POST', 'titip-simpan', { token: other, body: deposit() });
    expect(foreign.status).toBe(401);
    const none = await call(tk1(), 'POST', 'titip-simpan', { body: deposit() });
    expect(none.status).toBe(401);
    const kasirValidasi = await get('validasi/titip-simpan/get');
    expect(kasirValidasi.status).toBe(403);
  });
});

describe('settlement', () => {
  it('quotes and pays off (PELUNASAN) late: principal + fees + interest + late fee, pieces handed back', async () => {
    // Taken 40 days ago, due 10 days ago: 41 days of interest, 10 days late.
    const t = await pastDeposit(40);
    const quote = await get(`titip-simpan/pelunasan?no_faktur_titip_simpan=${t.no_faktur_titip_simpan}`);
    expect(quote.status, quote.body.message).toBe(200);
    // 5,000,000 x 0.1 % x 41 = 205,000; 10 x 2,000 late; fees 75,000.
    expect(quote.body.data).toMatchObject({
      lama_pinjam: 41,
      bunga_pinjam: 205_000,
      hari_terlambat: 10,
      denda_keterlambatan: 20_000,
      biaya: 75_000,
      total_peremajaan: 300_000,
      total_pelunasan: 5_300_000,
    });
    const res = await post('titip-simpan/lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      jenis_pelunasan: 'PELUNASAN',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.lunas);
    expect(res.body.data).toMatchObject({ status: 'LUNAS', tgl_lunas: session.day, total_bayar: 5_300_000 });
    expect(
      (await kasOf(t.no_faktur_titip_simpan)).map((k) => [k.kategori, k.jumlah_in, k.jumlah_out]),
    ).toEqual([
      ['TITIP SIMPAN', 0, 5_000_000],
      ['TITIP SIMPAN LUNAS', 5_300_000, 0],
    ]);
    expect((await itemsOf(t.no_faktur_titip_simpan)).map((i) => i.status)).toEqual(['DIAMBIL']);
    expect((await ledgerOf(t.no_faktur_titip_simpan)).map((l) => [l.jenis, l.qty])).toEqual([
      ['TITIP SIMPAN', 1],
      ['TITIP SIMPAN LUNAS', -1],
    ]);
    const again = await post('titip-simpan/lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      jenis_pelunasan: 'PELUNASAN',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.notAktif('LUNAS'));
  });

  it('renews (PEREMAJAAN): fees + interest paid, a new term, the same pieces', async () => {
    const t = await pastDeposit(10);
    const noTempo = await post('titip-simpan/lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      jenis_pelunasan: 'PEREMAJAAN',
    });
    expect(noTempo.status).toBe(400);
    expect(noTempo.body.message).toBe(MSG.newTempoRequired);
    const res = await post('titip-simpan/lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      jenis_pelunasan: 'PEREMAJAAN',
      tgl_tempo: addDays(session.day, 60),
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.peremajaan);
    // 11 days x 5,000 = 55,000 + fees 75,000, not late.
    expect(res.body.data).toMatchObject({
      status: 'AKTIF',
      tgl_titip_simpan: session.day,
      tgl_tempo: addDays(session.day, 60),
      jumlah_peremajaan: 1,
    });
    const kas = await kasOf(t.no_faktur_titip_simpan);
    expect(kas.at(-1)).toMatchObject({
      kategori: 'TITIP SIMPAN LUNAS',
      jumlah_in: 130_000,
      deskripsi: api.deskripsiPeremajaan(t.no_faktur_titip_simpan),
    });
    expect((await itemsOf(t.no_faktur_titip_simpan)).map((i) => i.status)).toEqual(['TITIP SIMPAN']);
    // Cancelling a renewed deposit is refused.
    const batal = await post(
      'titip-simpan/batal',
      { no_faktur: t.no_faktur_titip_simpan, alasan: 'x' },
      session.owner,
    );
    expect(batal.status).toBe(409);
    expect(batal.body.message).toBe(MSG.hasSettlement);
  });

  it('two settlements of one deposit at once settle once', async () => {
    // Two pay-offs from two counters: whichever commits first, the other sees LUNAS. (A renewal and a
    // pay-off at once may both stand, in either order: renewed, then paid off.)
    const t = await newDeposit();
    const both = await Promise.all([
      post('titip-simpan/lunas', {
        no_faktur_titip_simpan: t.no_faktur_titip_simpan,
        jenis_pelunasan: 'PELUNASAN',
      }),
      post(
        'titip-simpan/lunas',
        {
          no_faktur_titip_simpan: t.no_faktur_titip_simpan,
          jenis_pelunasan: 'PELUNASAN',
        },
        session.owner,
      ),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const kas = await kasOf(t.no_faktur_titip_simpan);
    expect(kas.filter((k) => k.kategori === 'TITIP SIMPAN LUNAS')).toHaveLength(1);
    const bayar = await q<{ n: number }>(
      `select count(*)::int as n from "$s".titip_simpan_bayar where no_faktur_titip_simpan = '${t.no_faktur_titip_simpan}'`,
    );
    expect(bayar[0]?.n).toBe(1);
  });

  it('a settlement of an unknown deposit is a 404 and writes nothing', async () => {
    const before = await fingerprint(tk1());
    const res = await post('titip-simpan/lunas', {
      no_faktur_titip_simpan: 'TS-TK1-000000-0000',
      jenis_pelunasan: 'PELUNASAN',
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.notFound);
    const bad = await post('titip-simpan/lunas', { no_faktur_titip_simpan: 'X', jenis_pelunasan: 'LUNAS' });
    expect(bad.status).toBe(400);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('batal titipan lunas', () => {
  it('needs BATAL TITIPAN LUNAS; reverses the pay-off: money back, pieces back, AKTIF again', async () => {
    const t = await newDeposit();
    await post('titip-simpan/lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      jenis_pelunasan: 'PELUNASAN',
    });
    const before = await fingerprint(tk1());
    const noAuth = await post('titip-simpan/batal-lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      alasan: 'salah',
    });
    expect(noAuth.status).toBe(403);
    expect(await fingerprint(tk1())).toEqual(before);
    const id = await authorise(OTR.BATAL_LUNAS_TITIP_SIMPAN, { no_faktur: t.no_faktur_titip_simpan });
    const res = await post('titip-simpan/batal-lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      alasan: 'salah input',
      id_otorisasi: id,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.lunasCancelled);
    expect(res.body.data).toMatchObject({ status: 'AKTIF', tgl_lunas: null });
    const kas = await kasOf(t.no_faktur_titip_simpan);
    expect(kas.map((k) => [k.kategori, k.jumlah_in, k.jumlah_out])).toEqual([
      ['TITIP SIMPAN', 0, 5_000_000],
      ['TITIP SIMPAN LUNAS', 5_080_000, 0],
      ['TITIP SIMPAN BATAL', 0, 5_080_000],
    ]);
    expect((await itemsOf(t.no_faktur_titip_simpan)).map((i) => i.status)).toEqual(['TITIP SIMPAN']);
    const reused = await post('titip-simpan/batal-lunas', {
      no_faktur_titip_simpan: t.no_faktur_titip_simpan,
      alasan: 'lagi',
      id_otorisasi: id,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(MSG.noSettlement);
  });
});

describe('cancel, validasi, lelang', () => {
  it('cancels a deposit of the day: money back, pieces out', async () => {
    const t = await newDeposit();
    const res = await post('titip-simpan/batal', { no_faktur: t.no_faktur_titip_simpan, alasan: 'batal' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.status).toBe('BATAL');
    expect((await kasOf(t.no_faktur_titip_simpan)).map((k) => k.kategori)).toEqual([
      'TITIP SIMPAN',
      'TITIP SIMPAN BATAL',
    ]);
    expect((await itemsOf(t.no_faktur_titip_simpan)).map((i) => i.status)).toEqual(['BATAL']);
  });

  it('validates deposits', async () => {
    const t = await newDeposit({ kode_sales: 'S02' });
    const list = await get('validasi/titip-simpan/get?kode_sales=S02', session.owner);
    expect(list.status, list.body.message).toBe(200);
    expect((list.body.data as api.PendingTitip[]).map((r) => r.no_faktur_titip_simpan)).toContain(
      t.no_faktur_titip_simpan,
    );
    const detail = await get(
      `validasi/titip-simpan/detail?deskripsi=${t.no_faktur_titip_simpan}`,
      session.owner,
    );
    expect(detail.body.data).toEqual([
      { kategori: 'TITIP SIMPAN', jenis: 'CASH', jumlah_in: 0, jumlah_out: 5_000_000 },
    ]);
    const ok = await post(
      'validasi/titip-simpan',
      { no_titip_simpans: [t.no_faktur_titip_simpan], user_id: 'spv1' },
      session.owner,
    );
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toEqual({ validated: 1 });
  });

  it('auctions an overdue deposit with LELANG TITIP SIMPAN, not one still due', async () => {
    const due = await newDeposit();
    const early = await put(
      'titip-simpan/simpan/lelang',
      { no_faktur_titip_simpan: due.no_faktur_titip_simpan },
      session.owner,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MSG.notOverdue(due.tgl_tempo));
    const t = await pastDeposit(45);
    const list = await get('titip-simpan/get/lelang', session.owner);
    expect((list.body.data as api.TitipLelang[]).map((r) => r.no_faktur_titip_simpan)).toContain(
      t.no_faktur_titip_simpan,
    );
    const noAuth = await put(
      'titip-simpan/simpan/lelang',
      { no_faktur_titip_simpan: t.no_faktur_titip_simpan },
      session.owner,
    );
    expect(noAuth.status).toBe(403);
    const id = await authorise(
      OTR.LELANG_TITIP_SIMPAN,
      { no_faktur: t.no_faktur_titip_simpan },
      session.owner,
    );
    const res = await put(
      'titip-simpan/simpan/lelang',
      { no_faktur_titip_simpan: t.no_faktur_titip_simpan, id_otorisasi: id },
      session.owner,
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.status).toBe('LELANG');
    expect(await itemsOf(t.no_faktur_titip_simpan)).toEqual([
      { status: 'READY', kode_gudang: 'BELI', berat: '10.000' },
    ]);
    const report = await post(
      'titip-simpan/report-hutang-lelang',
      { tgl_lelang: session.day },
      session.owner,
    );
    expect(report.status, report.body.message).toBe(200);
    expect(
      report.body.data.find(
        (r: { no_faktur_titip_simpan: string }) => r.no_faktur_titip_simpan === t.no_faktur_titip_simpan,
      ),
    ).toMatchObject({
      tanggal: addDays(session.day, -45),
      nama_kreditur: 'RINA MARLINA',
      lama: 46,
    });
  });
});
