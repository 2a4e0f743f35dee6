import {
  AKHIR_HARI_HUTANG_BUNGA,
  AKHIR_HARI_HUTANG_MASUK,
  addDays,
  api,
  LAPORAN_GLOBAL_STOCK_PINJAM,
  LAPORAN_HUTANG_LELANG,
  LAPORAN_OVERRIDE_BUNGA_HUTANG,
  LAPORAN_PENEBUSAN_DETAIL,
  LAPORAN_PENEBUSAN_REKAP,
  LAPORAN_PINJAMAN,
  LAPORAN_PINJAMAN_REKAP,
  LAPORAN_REKAP_SALES,
  lelangSisa,
  MODULE,
  MSG as MSG_ALL,
  REPORT_MSG,
  type ReportDef,
} from '@emas/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { seedHutang } from '../../seed/hutang-seed.ts';
import { seedLelangHutang } from '../../seed/lelang-seed.ts';
import { useSeededBranches } from '../../test/branch-session.ts';
import { call, login } from '../../test/harness.ts';
import { inEveryFormat, qs } from '../../test/report-formats.ts';
import { shopRows } from '../../test/shop-sql.ts';

/**
 * The pawn-loan reports over the demo's loans (hutang-seed and lelang-seed on both branches): every
 * number is checked against the loans, payments and stock as stored.
 */
const MSG = api.HUTANG_MSG;
const branches = useSeededBranches({
  fund: 100_000_000,
  seed: async (shop) => {
    await seedHutang(shop);
    await seedLelangHutang(shop);
  },
  modules: [MODULE.HIDUP_FEATURE, MODULE.EXPORT_CSV],
  timeout: 180_000,
});
const { tokens } = branches;
beforeAll(async () => {
  tokens.kasir = await login(branches.chain.tk1, 'kasir1');
});

const owner = () => tokens.TK1 as string;
const q = <T>(text: string, server: ShopServer = branches.chain.tk1) => shopRows<T>(server, text);
const report = (def: ReportDef, params: Record<string, string>, token = owner()) =>
  call(branches.chain.tk1, 'GET', `${def.path}?${qs(params)}`, { token });
const every = (def: ReportDef, params: Record<string, string>, name: string) =>
  inEveryFormat(branches.chain.tk1, owner(), def, params, `hutang-${name}`);
const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
const long = () => ({ tgl_awal: addDays(branches.day, -300), tgl_akhir: branches.day });
const longFromTo = () => ({ tgl_from: addDays(branches.day, -300), tgl_to: branches.day });

describe('the demo', () => {
  it('auctions a loan on both branches; the last 30 days of loans and the lelang list answer rows', async () => {
    for (const s of [branches.chain.tk1, branches.chain.tk2]) {
      const token = tokens[s.shop.kode_toko] as string;
      const lelang = await q<{ n: number; tgl: string }>(
        `select count(*)::int as n, max(tgl_lelang)::text as tgl from "$s".hutang where status = 'LELANG'`,
        s,
      );
      expect(lelang[0]).toEqual({ n: 1, tgl: addDays(branches.day, -3) });
      const body = { tgl_awal: addDays(branches.day, -30), tgl_akhir: branches.day };
      const res = await call(s, 'POST', 'hutang/get/report', { token, body });
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(MSG.reportFound);
      const expected = await q<{ no: string }>(
        `select no_faktur_hutang as no from "$s".hutang
         where tanggal between '${body.tgl_awal}' and '${branches.day}' and status <> 'BATAL' order by tanggal, id`,
        s,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect((res.body.data as api.HutangReportRow[]).map((r) => r.no_faktur_hutang)).toEqual(
        expected.map((r) => r.no),
      );
      const list = await call(s, 'GET', 'hutang/get/lelang-hutang', { token });
      expect(list.status, list.body.message).toBe(200);
      expect(list.body.count).toBeGreaterThan(0);
      expect((list.body.data as api.HutangLelang[]).every((r) => r.tgl_tempo < branches.day)).toBe(true);
    }
  });
});

type Loan = {
  no: string;
  tanggal: string;
  status: string;
  jumlah_hutang: number;
  berat: string;
  tgl_lunas: string | null;
  tgl_lelang: string | null;
  pieces: number;
};
const loans = () =>
  q<Loan>(`select h.no_faktur_hutang as no, h.tanggal::text as tanggal, h.status, h.jumlah_hutang::float8 as jumlah_hutang,
    h.berat::text as berat, h.tgl_lunas::text as tgl_lunas, h.tgl_lelang::text as tgl_lelang,
    (select count(*)::int from "$s".hutang_detail d where d.no_faktur_hutang = h.no_faktur_hutang) as pieces
    from "$s".hutang h order by h.tanggal, h.id`);
const dayNo = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

describe('Laporan Pinjaman (hutang/get/report)', () => {
  it('lists the loans of the period but the cancelled ones, in every format, and POST nests their pieces', async () => {
    const all = await loans();
    const lent = all.filter((l) => l.status !== 'BATAL');
    expect(all.length).toBeGreaterThan(lent.length);
    const { rows, totals } = await every(LAPORAN_PINJAMAN, long(), 'pinjaman');
    expect(rows.map((r) => r.no_faktur_hutang)).toEqual(lent.map((l) => l.no));
    expect(totals.jumlah_hutang).toBe(sum(lent, 'jumlah_hutang'));
    expect(rows.map((r) => [r.status, r.lama_pinjam])).toEqual(
      lent.map((l) => [
        l.status,
        dayNo(
          l.status === 'LUNAS'
            ? (l.tgl_lunas as string)
            : l.status === 'LELANG'
              ? (l.tgl_lelang as string)
              : branches.day,
        ) -
          dayNo(l.tanggal) +
          1,
      ]),
    );

    const post = await call(branches.chain.tk1, 'POST', LAPORAN_PINJAMAN.path, {
      token: owner(),
      body: long(),
    });
    expect(post.status, post.body.message).toBe(200);
    expect(post.body.message).toBe(MSG.reportFound);
    const nested = post.body.data as api.HutangReportRow[];
    expect(nested.map((r) => [r.no_faktur_hutang, r.jumlah_hutang, r.lama_pinjam])).toEqual(
      rows.map((r) => [r.no_faktur_hutang, r.jumlah_hutang, r.lama_pinjam]),
    );
    expect(nested.map((r) => r.detail_barang.length)).toEqual(lent.map((l) => l.pieces));
    for (const r of nested)
      expect(r.detail_barang.reduce((s, p) => s + Math.round(p.berat * 1000), 0)).toBe(
        Math.round(r.berat * 1000),
      );
  });

  it('an empty period answers no row with "Data Tidak Tersedia"; bad periods and a cashier are refused', async () => {
    const empty = { tgl_awal: '2001-01-01', tgl_akhir: '2001-01-31' };
    const get = await report(LAPORAN_PINJAMAN, empty);
    expect(get.body).toMatchObject({ status: 'success', message: MSG.reportEmpty, count: 0 });
    const post = await call(branches.chain.tk1, 'POST', LAPORAN_PINJAMAN.path, {
      token: owner(),
      body: empty,
    });
    expect(post.body).toMatchObject({ status: 'success', message: MSG.reportEmpty, data: [], count: 0 });
    const cases: [Record<string, unknown>, string][] = [
      [{ tgl_awal: branches.day, tgl_akhir: addDays(branches.day, -1) }, REPORT_MSG.rangeReversed],
      [{ tgl_akhir: branches.day }, 'Tanggal Awal Tidak Boleh Kosong'],
      [{ tgl_awal: 'kemarin', tgl_akhir: branches.day }, 'Tanggal Awal Harus Berformat yyyy-MM-dd'],
      [{ tgl_awal: addDays(branches.day, -400), tgl_akhir: branches.day }, REPORT_MSG.rangeTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await call(branches.chain.tk1, 'POST', LAPORAN_PINJAMAN.path, { token: owner(), body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const kasir = await call(branches.chain.tk1, 'POST', LAPORAN_PINJAMAN.path, {
      token: tokens.kasir,
      body: long(),
    });
    expect(kasir.status).toBe(403);
    const foreign = await call(branches.chain.tk1, 'POST', LAPORAN_PINJAMAN.path, {
      token: tokens.TK2,
      body: long(),
    });
    expect(foreign.status).toBe(401);
  });
});

type Bayar = {
  no_bayar: string;
  no: string;
  tanggal: string;
  jenis: string;
  status: string;
  pokok: number;
  bunga_pinjam: number;
  bunga_rp: number;
  total_bayar: number;
  berat: string;
  id_otorisasi: string | null;
};
const bayar = () =>
  q<Bayar>(`select b.no_bayar, b.no_faktur_hutang as no, b.tanggal::text as tanggal, b.jenis, b.status,
    b.pokok::float8 as pokok, b.bunga_pinjam::float8 as bunga_pinjam, b.bunga_rp::float8 as bunga_rp,
    b.total_bayar::float8 as total_bayar, h.berat::text as berat, b.id_otorisasi
    from "$s".hutang_bayar b join "$s".hutang h on h.no_faktur_hutang = b.no_faktur_hutang order by b.id`);

describe('redemptions', () => {
  it('Laporan Penebusan Detail: the redemptions that stand, sorted as asked, narrowed to one loan', async () => {
    const lunas = (await bayar()).filter((b) => b.jenis === 'LUNAS' && b.status === 'OK');
    expect(lunas.length).toBeGreaterThanOrEqual(2);
    const params = { ...longFromTo(), no_pinjam: '', sort_by: 'tgl_lunas' };
    const { rows, totals } = await every(LAPORAN_PENEBUSAN_DETAIL, params, 'penebusan-detail');
    // The files print a line per piece, the redemption's fields on its first.
    expect(rows.filter((r) => r.no_faktur_hutang).map((r) => [r.no_faktur_hutang, r.tgl_lunas])).toEqual(
      [...lunas]
        .sort((a, b) => a.tanggal.localeCompare(b.tanggal) || a.no.localeCompare(b.no))
        .map((b) => [b.no, b.tanggal]),
    );
    expect(totals.total_bayar).toBe(sum(lunas, 'total_bayar'));
    expect(totals.bunga_pinjam).toBe(sum(lunas, 'bunga_pinjam'));
    expect(totals.bunga_rp).toBe(sum(lunas, 'bunga_rp'));
    const byNo = await report(LAPORAN_PENEBUSAN_DETAIL, { ...params, sort_by: 'no_faktur_hutang' });
    // Document 2's redemption: detail_barang[] with nama_barang and berat, the loan's pieces.
    for (const r of byNo.body.data.rows as { detail_barang: Record<string, unknown>[] }[]) {
      expect(r.detail_barang.length).toBeGreaterThan(0);
      for (const d of r.detail_barang) expect(Object.keys(d).sort()).toEqual(['berat', 'nama_barang']);
    }
    expect(byNo.body.data.rows.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang)).toEqual(
      lunas.map((b) => b.no).sort(),
    );
    const one = lunas[0] as Bayar;
    const narrowed = await report(LAPORAN_PENEBUSAN_DETAIL, { ...params, no_pinjam: one.no.toLowerCase() });
    expect(narrowed.body.data.rows.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang)).toEqual([
      one.no,
    ]);
    const badSort = await report(LAPORAN_PENEBUSAN_DETAIL, { ...params, sort_by: 'nama' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('Sort By Tidak Valid');
  });

  it('Laporan Penebusan Rekap: per day and kind, the redemptions and extensions that stand', async () => {
    const paid = (await bayar()).filter((b) => b.status === 'OK' && b.jenis !== 'BATAL LUNAS');
    const { rows, totals } = await every(
      LAPORAN_PENEBUSAN_REKAP,
      { ...longFromTo(), jenis: 'SEMUA' },
      'penebusan-rekap',
    );
    expect(totals.total_bayar).toBe(sum(paid, 'total_bayar'));
    expect(totals.pokok).toBe(sum(paid, 'pokok'));
    expect(totals.transaksi).toBe(paid.length);
    expect(rows.map((r) => r.jenis)).toContain('PERPANJANGAN');
    const ext = await report(LAPORAN_PENEBUSAN_REKAP, { ...longFromTo(), jenis: 'PERPANJANGAN' });
    const extRows = paid.filter((b) => b.jenis === 'PERPANJANGAN');
    expect(ext.body.data.totals.total_bayar).toBe(sum(extRows, 'total_bayar'));
    expect(ext.body.data.totals.berat).toBe(0);
  });

  it('Laporan Override Bunga Hutang: the interest charged below the computed one, with who allowed it', async () => {
    const below = (await bayar()).filter((b) => b.bunga_rp < b.bunga_pinjam);
    expect(below).toHaveLength(1);
    const { rows, totals } = await every(LAPORAN_OVERRIDE_BUNGA_HUTANG, longFromTo(), 'override-bunga');
    const b = below[0] as Bayar;
    expect(rows).toEqual([
      expect.objectContaining({
        no_bayar: b.no_bayar,
        jenis: 'LUNAS',
        bunga_pinjam: b.bunga_pinjam,
        bunga_rp: b.bunga_rp,
        selisih: b.bunga_rp - b.bunga_pinjam,
        id_otorisasi: b.id_otorisasi,
        authorised_by: 'spv1',
        status: 'OK',
      }),
    ]);
    expect(totals.selisih).toBe(-20_000);
  });
});

describe('recaps, auction and stock', () => {
  it('Laporan Pinjaman Rekap: per loan day, and where the principal stands now', async () => {
    const lent = (await loans()).filter((l) => l.status !== 'BATAL');
    const { rows, totals } = await every(LAPORAN_PINJAMAN_REKAP, longFromTo(), 'pinjaman-rekap');
    expect(rows.map((r) => r.tanggal)).toEqual([...new Set(lent.map((l) => l.tanggal))]);
    expect(totals.transaksi).toBe(lent.length);
    expect(totals.jumlah_hutang).toBe(sum(lent, 'jumlah_hutang'));
    for (const [key, status] of [
      ['aktif_rp', 'AKTIF'],
      ['lunas_rp', 'LUNAS'],
      ['lelang_rp', 'LELANG'],
    ] as const)
      expect(totals[key], key).toBe(
        sum(
          lent.filter((l) => l.status === status),
          'jumlah_hutang',
        ),
      );
    for (const r of rows)
      expect(Number(r.aktif_rp) + Number(r.lunas_rp) + Number(r.lelang_rp)).toBe(Number(r.jumlah_hutang));
  });

  it("Laporan Hutang Lelang: the day's auctions by the lelang rule, titled LAPORAN HUTANG LELANG; POST answers the same", async () => {
    const tgl = addDays(branches.day, -3);
    const [h] = await q<{
      no: string;
      tanggal: string;
      tgl_bunga: string;
      jumlah_hutang: number;
      bunga: string;
      minimal_hari: number;
      pembulatan: number;
      nama: string;
      alamat: string;
      berat: string;
    }>(`select no_faktur_hutang as no, tanggal::text, tgl_bunga::text, jumlah_hutang::float8 as jumlah_hutang,
      bunga::text, minimal_hari, pembulatan, nama_customer as nama, alamat_customer as alamat, berat::text
      from "$s".hutang where status = 'LELANG'`);
    if (!h) throw new Error('the demo auctions a loan');
    const expected = lelangSisa({ ...h, tgl_hutang: h.tanggal }, tgl);
    expect(expected.lama).toBe(dayNo(tgl) - dayNo(h.tanggal) + 1);
    const { rows, totals } = await every(LAPORAN_HUTANG_LELANG, { tgl_lelang: tgl }, 'lelang');
    expect(LAPORAN_HUTANG_LELANG.title.toUpperCase()).toBe('LAPORAN HUTANG LELANG');
    expect(rows).toEqual([
      {
        no_hutang: h.no,
        tanggal: h.tanggal,
        nama_kreditur: h.nama,
        alamat: h.alamat,
        berat: h.berat,
        lama: expected.lama,
        sisa_rp: expected.sisa_rp,
      },
    ]);
    expect(expected.sisa_rp).toBeGreaterThan(h.jumlah_hutang);
    expect(totals.sisa_rp).toBe(expected.sisa_rp);
    const post = await call(branches.chain.tk1, 'POST', LAPORAN_HUTANG_LELANG.path, {
      token: owner(),
      body: { tgl_lelang: tgl },
    });
    expect(post.body.message).toBe(MSG.reportFound);
    expect(post.body.data).toEqual([{ ...rows[0], berat: Number(h.berat) }]);
    const none = await call(branches.chain.tk1, 'POST', LAPORAN_HUTANG_LELANG.path, {
      token: owner(),
      body: { tgl_lelang: branches.day },
    });
    expect(none.body).toMatchObject({ message: MSG.reportEmpty, data: [] });
    const bad = await call(branches.chain.tk1, 'POST', LAPORAN_HUTANG_LELANG.path, {
      token: owner(),
      body: {},
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tanggal Lelang Tidak Boleh Kosong');
  });

  it('Laporan Global Stock Pinjam: the pieces in TITIP at the end of a day, per group and kadar', async () => {
    const held = await q<{ kode_group: string; kadar: string; n: number; berat: string }>(
      `select d.kode_group, d.kadar::text, count(*)::int as n, sum(b.berat)::text as berat
       from "$s".barang b join "$s".hutang_detail d on d.kode_barcode = b.kode_barcode
       where b.kode_gudang = 'TITIP' and b.status = '${api.BARANG_STATUS_HUTANG.dijaminkan}'
       group by 1, 2 order by 1, 2`,
    );
    const { rows, totals } = await every(
      LAPORAN_GLOBAL_STOCK_PINJAM,
      { tanggal: branches.day, kode_group: 'SEMUA' },
      'global-stock-pinjam',
    );
    expect(rows.map((r) => [r.kode_group, r.kadar, r.qty, Number(r.berat)])).toEqual(
      held.map((h) => [h.kode_group, h.kadar, h.n, Number(h.berat)]),
    );
    // Before the auction the auctioned loan's pieces were still there.
    const auctioned = await q<{ n: number }>(
      `select count(*)::int as n from "$s".hutang_detail d join "$s".hutang h using (no_faktur_hutang)
       where h.status = 'LELANG'`,
    );
    const before = await report(LAPORAN_GLOBAL_STOCK_PINJAM, {
      tanggal: addDays(branches.day, -4),
      kode_group: 'SEMUA',
    });
    const lunasSince = await q<{ n: number }>(
      `select count(*)::int as n from "$s".hutang_detail d join "$s".hutang h using (no_faktur_hutang)
       where h.status = 'LUNAS' and h.tgl_lunas > '${addDays(branches.day, -4)}' and h.tanggal <= '${addDays(branches.day, -4)}'`,
    );
    const takenSince = await q<{ n: number }>(
      `select count(*)::int as n from "$s".hutang_detail d join "$s".hutang h using (no_faktur_hutang)
       where h.tanggal > '${addDays(branches.day, -4)}' and h.status <> 'BATAL'`,
    );
    expect(before.body.data.totals.qty).toBe(
      (totals.qty ?? 0) + (auctioned[0]?.n ?? 0) + (lunasSince[0]?.n ?? 0) - (takenSince[0]?.n ?? 0),
    );
    const tua = await report(LAPORAN_GLOBAL_STOCK_PINJAM, { tanggal: branches.day, kode_group: 'EMAS TUA' });
    expect(tua.body.data.rows.every((r: { kode_group: string }) => r.kode_group === 'EMAS TUA')).toBe(true);
    expect(tua.body.data.totals.qty).toBe(
      sum(
        held.filter((h) => h.kode_group === 'EMAS TUA'),
        'n',
      ),
    );
  });

  it('life-feature reports answer 403 with the module off', async () => {
    const admin = await login(branches.chain.tk2, 'admin');
    const res = await call(branches.chain.tk2, 'GET', `${LAPORAN_PINJAMAN_REKAP.path}?${qs(longFromTo())}`, {
      token: admin,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG_ALL.moduleOff);
  });
});

describe('the other reports loans appear in', () => {
  it("Laporan Akhir Hari: HUTANG MASUK (the day's loans, not cancelled) and HUTANG BUNGA (the day's payments)", async () => {
    const masuk = await every(AKHIR_HARI_HUTANG_MASUK, { tanggal: branches.day }, 'akhir-hari-masuk');
    const today = (await loans()).filter((l) => l.tanggal === branches.day && l.status !== 'BATAL');
    expect(masuk.rows.map((r) => r.no_faktur_hutang)).toEqual(today.map((l) => l.no));
    const cancelledDay = (await loans()).find((l) => l.status === 'BATAL')?.tanggal as string;
    const batal = await report(AKHIR_HARI_HUTANG_MASUK, { tanggal: cancelledDay });
    const noneCancelled = (await loans()).filter((l) => l.tanggal === cancelledDay && l.status !== 'BATAL');
    expect(batal.body.data.rows.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang)).toEqual(
      noneCancelled.map((l) => l.no),
    );
    for (const b of (await bayar()).filter((x) => x.status === 'OK' && x.jenis !== 'BATAL LUNAS')) {
      const d = await report(AKHIR_HARI_HUTANG_BUNGA, { tanggal: b.tanggal });
      expect(d.status).toBe(200);
      expect(d.body.data.rows).toContainEqual(
        expect.objectContaining({
          no_faktur_hutang: b.no,
          jenis: b.jenis,
          bunga_rp: b.bunga_rp,
          total_bayar: b.total_bayar,
        }),
      );
    }
    const bunga = await every(
      AKHIR_HARI_HUTANG_BUNGA,
      { tanggal: addDays(branches.day, -2) },
      'akhir-hari-bunga',
    );
    expect(bunga.rows.length).toBeGreaterThan(0);
  });

  it('Export Csv data_hutang: the loans taken, redeemed or auctioned that day', async () => {
    const d = addDays(branches.day, -2);
    const res = await call(branches.chain.tk1, 'POST', 'csv-exports', {
      token: tokens.admin,
      body: { tgl_system: d },
    });
    expect(res.status, res.body.message).toBe(200);
    const expected = (await loans()).filter(
      (l) => l.tanggal === d || l.tgl_lunas === d || l.tgl_lelang === d,
    );
    expect(expected.length).toBeGreaterThan(0);
    const rows = res.body.data.data_hutang as Record<string, unknown>[];
    expect(rows.map((r) => r.no_faktur_hutang)).toEqual(expected.map((l) => l.no));
    const fields = api.CSV_EXPORT_SETS.find((s) => s.key === 'data_hutang')?.fields ?? [];
    for (const r of rows) expect(Object.keys(r).sort()).toEqual([...fields].sort());
    const lunas = rows.find((r) => r.tgl_lunas === d);
    const b = (await bayar()).find((x) => x.no === lunas?.no_faktur_hutang && x.jenis === 'LUNAS');
    expect(lunas).toMatchObject({
      status_hutang: 'LUNAS',
      total_bayar: b?.total_bayar,
      total_hutang: Number(lunas?.jumlah_hutang) + (b?.bunga_pinjam ?? 0),
    });
  });

  it('the dashboard: total_hutang per day is the principal lent that day (cancelled loans left out)', async () => {
    const from = addDays(branches.day, -210);
    const res = await call(
      branches.chain.tk1,
      'GET',
      `cash-pusat/period-transaction-chart?${qs({ tgl_awal: from, tgl_akhir: branches.day })}`,
      {
        token: owner(),
      },
    );
    expect(res.status, res.body.message).toBe(200);
    const points = res.body.data as api.DashboardPoint[];
    const lent = (await loans()).filter((l) => l.status !== 'BATAL');
    for (const p of points)
      expect(p.total_hutang, p.tanggal).toBe(
        sum(
          lent.filter((l) => l.tanggal === p.tanggal),
          'jumlah_hutang',
        ),
      );
    expect(sum(points, 'total_hutang')).toBe(sum(lent, 'jumlah_hutang'));
  });

  it('Laporan Rekap Sales: omset_simpan_pinjam is the principal lent per sales person', async () => {
    const params = { ...longFromTo(), kode_sales: 'SEMUA', kode_jenis: 'SEMUA' };
    const res = await report(LAPORAN_REKAP_SALES, params);
    expect(res.status, res.body.message).toBe(200);
    const pinjam = (
      res.body.data.rows as { omset: string; kode_sales: string; rupiah: number; jumlah: number }[]
    ).filter((r) => r.omset === 'omset_simpan_pinjam' && r.jumlah > 0);
    const bySales = await q<{ kode_sales: string; n: number; rupiah: number }>(
      `select kode_sales, count(*)::int as n, sum(jumlah_hutang)::float8 as rupiah from "$s".hutang
       where status <> 'BATAL' group by 1 order by 1`,
    );
    expect(pinjam.map((r) => [r.kode_sales, r.jumlah, r.rupiah])).toEqual(
      bySales.map((s) => [s.kode_sales, s.n, s.rupiah]),
    );
    const tua = await report(LAPORAN_REKAP_SALES, { ...params, kode_jenis: 'TUA' });
    expect(
      (tua.body.data.rows as { omset: string; rupiah: number }[])
        .filter((r) => r.omset === 'omset_simpan_pinjam')
        .every((r) => r.rupiah === 0),
    ).toBe(true);
  });
});
