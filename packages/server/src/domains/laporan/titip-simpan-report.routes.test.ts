import {
  addDays,
  api,
  LAPORAN_BATAL_TITIP_SIMPAN,
  LAPORAN_LELANG_TITIP_SIMPAN,
  LAPORAN_STOCK_TITIPAN_SIMPAN,
  LAPORAN_TITIPAN_SIMPAN_LUNAS,
  LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN,
  MODULE,
  type NestedReportRow,
  type ReportDef,
  type ReportRow,
  reportForModules,
  unnestRows,
} from '@emas/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import type { ShopServer } from '../../platform/app.ts';
import { seedTitipSimpan } from '../../seed/titip-simpan-seed.ts';
import { useSeededBranches } from '../../test/branch-session.ts';
import { call } from '../../test/harness.ts';
import { inEveryFormat, qs } from '../../test/report-formats.ts';

/** The deposit reports over the demo's deposits (titip-simpan-seed on both branches). */
const MSG = api.TITIP_MSG;
const branches = useSeededBranches({
  fund: 100_000_000,
  seed: seedTitipSimpan,
  modules: [MODULE.LAPORAN_TITIP_SIMPAN, MODULE.EXPORT_CSV],
  timeout: 400_000,
});
const { tokens } = branches;

const owner = () => tokens.TK1 as string;
const q = async <T>(text: string, server: ShopServer = branches.chain.tk1) =>
  rowsOf<T>(await server.shop.db.execute(sql.raw(text.replaceAll('$s', server.shop.schema))));
const report = (def: ReportDef, params: Record<string, string>, token = owner()) =>
  call(branches.chain.tk1, 'GET', `${def.path}?${qs(params)}`, { token });
const rowsOfReport = async (def: ReportDef, params: Record<string, string>) => {
  const res = await report(def, params);
  expect(res.status, res.body.message).toBe(200);
  const rows = res.body.data.rows;
  return def.nest ? unnestRows(def.nest, rows as NestedReportRow[]) : (rows as ReportRow[]);
};
const every = (def: ReportDef, params: Record<string, string>, name: string) =>
  inEveryFormat(branches.chain.tk1, owner(), def, params, `titip-${name}`);
const last30 = () => ({ tgl_awal: addDays(branches.day, -30), tgl_akhir: branches.day });

describe('the demo', () => {
  it('on both branches the stock report and POST titip-simpan/get/report over the last 30 days have rows', async () => {
    for (const s of [branches.chain.tk1, branches.chain.tk2]) {
      const token = tokens[s.shop.kode_toko] as string;
      const states = await q<{ status: string }>(
        `select distinct status from "$s".titip_simpan order by 1`,
        s,
      );
      expect(states.map((r) => r.status)).toEqual(['AKTIF', 'BATAL', 'LELANG', 'LUNAS']);
      const stock = await call(
        s,
        'GET',
        `titip-simpan/report-stock-hutang?${qs({ tgl_from: addDays(branches.day, -30), tgl_to: branches.day, valid_by: 'ALL' })}`,
        { token },
      );
      expect(stock.status, stock.body.message).toBe(200);
      expect(stock.body.message).toBe(MSG.stockFound);
      expect(stock.body.count).toBeGreaterThan(0);
      const trx = await call(s, 'POST', 'titip-simpan/get/report', {
        token,
        body: { ...last30(), valid_by: 'ALL', type_tgl: 'tgl_titip_simpan' },
      });
      expect(trx.status, trx.body.message).toBe(200);
      expect(trx.body.message).toBe(MSG.transaksiFound);
      expect(trx.body.data.length).toBeGreaterThan(0);
    }
  });
});

describe('Laporan Stock Titipan Simpan', () => {
  it('lists the pieces of AKTIF deposits; the debt and the count once per deposit', async () => {
    const params = {
      tgl_from: addDays(branches.day, -30),
      tgl_to: branches.day,
      stock_hutang_all: 'false',
      valid_by: 'ALL',
    };
    // HIDUP_FEATURE_MODULE off: the wording switch reads 'Model Barang' and 'Kadar' in every format.
    const shown = reportForModules(LAPORAN_STOCK_TITIPAN_SIMPAN, new Set());
    expect(shown.columns.map((c) => c.caption)).toContain('Model Barang');
    expect(shown.filters.map((f) => f.key)).not.toContain('valid_by');
    const data = await every(shown, params, 'stock');
    const expected = await q<{ no: string; jumlah: number; n: number }>(
      `select no_faktur_titip_simpan as no, jumlah_titip_simpan::int as jumlah, qty::int as n from "$s".titip_simpan
       where status = 'AKTIF' and tanggal between '${params.tgl_from}' and '${branches.day}' order by tanggal, id`,
    );
    expect(data.rows.filter((r) => r.no_faktur_titip_simpan).map((r) => r.no_faktur_titip_simpan)).toEqual(
      expected.map((e) => e.no),
    );
    expect(data.totals.jumlah_titip_simpan).toBe(expected.reduce((s, e) => s + e.jumlah, 0));
    expect(data.totals.qty).toBe(expected.reduce((s, e) => s + e.n, 0));
    expect(data.totals.no_faktur_titip_simpan).toBe(expected.length);
    // Without HIDUP_FEATURE_MODULE the group column holds the kadar.
    expect(data.rows.every((r) => String(r.kode_group).endsWith('%'))).toBe(true);
    // Document 3's shape: a row by faktur with total_titip_simpan, jumlah_titip_simpan and detail[].
    const nested = (await report(shown, params)).body.data.rows as NestedReportRow[];
    expect(nested.map((r) => r.no_faktur_titip_simpan)).toEqual(expected.map((e) => e.no));
    for (const [i, r] of nested.entries()) {
      expect(r.jumlah_titip_simpan).toBe(expected[i]?.jumlah);
      expect(Number(r.total_titip_simpan)).toBeGreaterThanOrEqual(Number(r.jumlah_titip_simpan));
      const detail = r.detail as ReportRow[];
      expect(detail.reduce((s, d) => s + Number(d.qty), 0)).toBe(expected[i]?.n);
      for (const d of detail)
        expect(Object.keys(d).sort()).toEqual(
          [
            'berat',
            'berat_bruto',
            'berat_emas',
            'kadar',
            'kode_group',
            'nama_barang',
            'nama_customer',
            'qty',
          ].sort(),
        );
    }
    const all = await rowsOfReport(LAPORAN_STOCK_TITIPAN_SIMPAN, { ...params, stock_hutang_all: 'true' });
    expect(all.length).toBeGreaterThan(data.rows.length);
  });

  it('with HIDUP_FEATURE_MODULE shows the group; an empty period answers the empty toast', async () => {
    const on = await call(branches.chain.tk1, 'PUT', 'system-setting/modules', {
      token: tokens.admin,
      body: { modules: [{ key: MODULE.HIDUP_FEATURE, active: true }] },
    });
    expect(on.status).toBe(200);
    const rows = await rowsOfReport(LAPORAN_STOCK_TITIPAN_SIMPAN, {
      tgl_from: addDays(branches.day, -30),
      tgl_to: branches.day,
      stock_hutang_all: 'false',
    });
    expect(rows.some((r) => r.kode_group === 'EMAS TUA')).toBe(true);
    await call(branches.chain.tk1, 'PUT', 'system-setting/modules', {
      token: tokens.admin,
      body: { modules: [{ key: MODULE.HIDUP_FEATURE, active: false }] },
    });
    const empty = await report(LAPORAN_STOCK_TITIPAN_SIMPAN, {
      tgl_from: addDays(branches.day, -500),
      tgl_to: addDays(branches.day, -400),
      stock_hutang_all: 'false',
    });
    expect(empty.status).toBe(200);
    expect(empty.body.count).toBe(0);
    expect(empty.body.message).toBe(MSG.stockEmpty);
  });

  it('Valid By narrows to the user who entered the deposit, only with VALIDASI_INPUT_BY_KEUANGAN_MODULE', async () => {
    const params = { tgl_from: addDays(branches.day, -30), tgl_to: branches.day, stock_hutang_all: 'true' };
    const all = await rowsOfReport(LAPORAN_STOCK_TITIPAN_SIMPAN, params);
    // Off: the filter is not applied.
    expect(await rowsOfReport(LAPORAN_STOCK_TITIPAN_SIMPAN, { ...params, valid_by: 'spv1' })).toEqual(all);
    const on = await call(branches.chain.tk1, 'PUT', 'system-setting/modules', {
      token: tokens.admin,
      body: { modules: [{ key: MODULE.VALIDASI_INPUT_BY_KEUANGAN, active: true }] },
    });
    expect(on.status).toBe(200);
    try {
      expect(await rowsOfReport(LAPORAN_STOCK_TITIPAN_SIMPAN, { ...params, valid_by: 'kasir1' })).toEqual(
        all,
      );
      expect(await rowsOfReport(LAPORAN_STOCK_TITIPAN_SIMPAN, { ...params, valid_by: 'spv1' })).toEqual([]);
      const post = await call(branches.chain.tk1, 'POST', 'titip-simpan/get/report', {
        token: owner(),
        body: { ...last30(), valid_by: 'spv1' },
      });
      expect(post.body.data).toEqual([]);
    } finally {
      await call(branches.chain.tk1, 'PUT', 'system-setting/modules', {
        token: tokens.admin,
        body: { modules: [{ key: MODULE.VALIDASI_INPUT_BY_KEUANGAN, active: false }] },
      });
    }
  });
});

describe('Laporan Transaksi Simpanan Titipan', () => {
  it('by Tanggal Titip Simpan (the term start) or Tanggal System (the day entered), in every format', async () => {
    const data = await every(
      LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN,
      { ...last30(), valid_by: 'ALL', type_tgl: 'tgl_titip_simpan' },
      'transaksi',
    );
    const renewed = await q<{ no: string; tanggal: string }>(
      `select no_faktur_titip_simpan as no, tanggal::text from "$s".titip_simpan where jumlah_peremajaan > 0`,
    );
    const r = renewed[0] as { no: string; tanggal: string };
    // Taken 38 days ago, renewed 8 days ago: in the period by its term, not by the day entered.
    expect(data.rows.map((x) => x.no_faktur_titip_simpan)).toContain(r.no);
    const bySystem = await rowsOfReport(LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN, {
      ...last30(),
      type_tgl: 'tgl_system',
    });
    expect(bySystem.map((x) => x.no_faktur_titip_simpan)).not.toContain(r.no);
    for (const row of data.rows)
      expect(row.total_titip_simpan).toBe(
        Number(row.jumlah_titip_simpan) +
          Number(row.surat_pantes) +
          Number(row.biaya_admin) +
          Number(row.asuransi) +
          Number(row.sewa_brankas) +
          Number(row.biaya_jasa_pencarian),
      );
    const post = await call(branches.chain.tk1, 'POST', 'titip-simpan/get/report', {
      token: owner(),
      body: { ...last30(), type_tgl: 'tgl_titip_simpan' },
    });
    expect(post.body.data.map((x: ReportRow) => x.no_faktur_titip_simpan)).toEqual(
      data.rows.map((x) => x.no_faktur_titip_simpan),
    );
    const bad = await call(branches.chain.tk1, 'POST', 'titip-simpan/get/report', {
      token: owner(),
      body: { ...last30(), type_tgl: 'tgl_lain' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('settlements, reversals and auctions', () => {
  it('Laporan Titipan Simpan Lunas by Jenis Pelunasan', async () => {
    const params = { ...last30(), valid_by: 'ALL', type_tgl: 'tgl_lunas', berdasarkan: 'SEMUA' };
    const data = await every(LAPORAN_TITIPAN_SIMPAN_LUNAS, params, 'lunas');
    // Two pay-offs and a renewal stand; the reversed pay-off does not.
    expect(data.rows.map((r) => r.jenis).sort()).toEqual(['PELUNASAN', 'PELUNASAN', 'PEREMAJAAN']);
    const renewals = await rowsOfReport(LAPORAN_TITIPAN_SIMPAN_LUNAS, {
      ...params,
      berdasarkan: 'PEREMAJAAN',
    });
    expect(renewals.map((r) => r.jenis)).toEqual(['PEREMAJAAN']);
    const paid = await q<{ total: number }>(
      `select sum(jumlah_in)::int as total from "$s".kas where kategori = 'TITIP SIMPAN LUNAS'`,
    );
    const reversed = await q<{ total: number }>(
      `select sum(jumlah_out)::int as total from "$s".kas where kategori = 'TITIP SIMPAN BATAL' and keterangan like 'BATAL PELUNASAN'`,
    );
    expect(data.totals.total_bayar).toBe((paid[0]?.total ?? 0) - (reversed[0]?.total ?? 0));
    const post = await call(branches.chain.tk1, 'POST', 'titip-simpan/get/reportlunas', {
      token: owner(),
      body: params,
    });
    expect(post.body.data).toHaveLength(3);
  });

  it('Laporan Batal Titip Simpan lists the reversed pay-off', async () => {
    const data = await every(LAPORAN_BATAL_TITIP_SIMPAN, { ...last30(), valid_by: 'ALL' }, 'batal');
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({
      jenis: 'PELUNASAN',
      tgl_batal: addDays(branches.day, -3),
      alasan: 'SALAH PILIH FAKTUR',
    });
    const post = await call(branches.chain.tk1, 'POST', 'titip-simpan/get/reportbatal', {
      token: owner(),
      body: { ...last30(), valid_by: 'ALL' },
    });
    expect(post.body.data).toHaveLength(1);
  });

  it('Laporan Lelang Titip Simpan: the deposit auctioned that day, what it still owed', async () => {
    const data = await every(
      LAPORAN_LELANG_TITIP_SIMPAN,
      { tgl_lelang: addDays(branches.day, -2) },
      'lelang',
    );
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({
      nama_kreditur: 'JOKO SUSILO',
      tanggal: addDays(branches.day, -72),
      lama: 71,
    });
    // 8,000,000 + fees 58,000 + 0.05 % x 71 days (284,000) + 2,500 x 40 days late.
    expect(data.rows[0]?.sisa_rp).toBe(8_000_000 + 58_000 + 284_000 + 100_000);
    const none = await call(branches.chain.tk1, 'POST', 'titip-simpan/report-hutang-lelang', {
      token: owner(),
      body: { tgl_lelang: branches.day },
    });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.message).toBe(LAPORAN_LELANG_TITIP_SIMPAN.emptyToast);
  });
});
