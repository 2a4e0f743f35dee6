import {
  AKHIR_HARI_BATAL_PENJUALAN,
  AKHIR_HARI_HANCUR_BARANG,
  AKHIR_HARI_PEMBELIAN,
  AKHIR_HARI_PENJUALAN,
  AKHIR_HARI_PENJUALAN_PER_KATEGORI,
  AKHIR_HARI_RINGKASAN_EMAS,
  AKHIR_HARI_RINGKASAN_PEMBAYARAN,
  AKHIR_HARI_SERVICE_AMBIL,
  AKHIR_HARI_SERVICE_MASUK,
  EMAS_KELUAR,
  EMAS_MASUK,
  HARIAN_EMAS_PEMBELIAN,
  HARIAN_EMAS_SALDO,
  HARIAN_EMAS_STOCK,
  LAPORAN_KEUANGAN_AKHIR_HARI,
  LAPORAN_OTORISASI,
  LAPORAN_TRANSAKSI_CASH,
  LAPORAN_TRANSAKSI_HARIAN,
  type ReportDef,
  type ReportRow,
  saldoHarianEmas,
} from '@emas/contract';
import { JENIS_KAS, KAS_KATEGORI } from '@emas/contract/api/kas';
import type { ShopContext } from '../../platform/context.ts';
import { computeBalances } from '../barang/barang.api.ts';
import { servicesPickedUpOn, servicesTakenOn } from '../service/service.api.ts';
import { keysetPages, registerReportSource } from './report-registry.ts';
import {
  batalPenjualanHari,
  beliPerGroupHari,
  emasKeluarMasukHari,
  hancurBarangHari,
  jualBeliPerKasirHari,
  jualPerDeptHari,
  kasPage,
  otorisasiPage,
  pembayaranPerJenisHari,
  pembelianHari,
  penjualanHari,
  penjualanPerKategoriHari,
  transaksiHarianPage,
} from './transaksi.queries.ts';

/**
 * The reports of the counter's day: Laporan Akhir Hari (nine tables), Laporan Harian Emas (three),
 * Laporan Keuangan Akhir Hari, Laporan Transaksi Cash and Harian, and Laporan Otorisasi.
 */

/** A day report: one query, one batch (a day of one shop is small). */
const dayReport = (def: ReportDef, query: (shop: ShopContext, tanggal: string) => Promise<ReportRow[]>) =>
  registerReportSource(def.key, async function* ({ shop, params }) {
    const rows = await query(shop, String(params.tanggal));
    if (rows.length) yield rows;
  });

/** Payment kinds in the order the counter knows them; other kinds after, by name. */
const JENIS_ORDER: readonly string[] = JENIS_KAS;
const jenisRank = (j: string) => {
  const i = JENIS_ORDER.indexOf(j);
  return i < 0 ? JENIS_ORDER.length : i;
};

dayReport(AKHIR_HARI_RINGKASAN_PEMBAYARAN, async (shop, tanggal) =>
  (await pembayaranPerJenisHari(shop, tanggal, KAS_KATEGORI.SALDO_AWAL))
    .map((r) => ({ jenis: r.jenis, masuk: Number(r.masuk), keluar: Number(r.keluar) }))
    .sort((a, b) => jenisRank(a.jenis) - jenisRank(b.jenis) || a.jenis.localeCompare(b.jenis))
    .map((r): ReportRow => ({ ...r, bersih: r.masuk - r.keluar })),
);
// A day without sales or purchases has no gold summary (its book counts as empty).
dayReport(AKHIR_HARI_RINGKASAN_EMAS, async (shop, tanggal) => {
  const rows = await emasKeluarMasukHari(shop, tanggal);
  if (rows.every((r) => Number(r.qty) === 0)) return [];
  const of = (arah: 'KELUAR' | 'MASUK', keterangan: string): ReportRow => {
    const r = rows.find((x) => x.arah === arah);
    return {
      keterangan,
      qty: Number(r?.qty ?? 0),
      berat: String(r?.berat ?? '0'),
      rupiah: Number(r?.rupiah ?? 0),
    };
  };
  return [of('KELUAR', EMAS_KELUAR), of('MASUK', EMAS_MASUK)];
});
dayReport(AKHIR_HARI_HANCUR_BARANG, hancurBarangHari);
dayReport(AKHIR_HARI_PEMBELIAN, pembelianHari);
dayReport(AKHIR_HARI_PENJUALAN, penjualanHari);
dayReport(AKHIR_HARI_BATAL_PENJUALAN, batalPenjualanHari);
dayReport(AKHIR_HARI_PENJUALAN_PER_KATEGORI, penjualanPerKategoriHari);
dayReport(AKHIR_HARI_SERVICE_MASUK, async (shop, tanggal) =>
  (await servicesTakenOn(shop, tanggal)).map(
    (r): ReportRow => ({
      no_faktur_service: r.no_faktur_service,
      nama_customer: r.nama_customer,
      nama_barang: r.nama_barang,
      berat: r.berat,
      total: r.total,
      dp_rp: r.dp_rp,
      input_by: r.input_by,
    }),
  ),
);
dayReport(AKHIR_HARI_SERVICE_AMBIL, async (shop, tanggal) =>
  (await servicesPickedUpOn(shop, tanggal)).map(
    (r): ReportRow => ({
      no_faktur_service: r.no_faktur_service,
      nama_customer: r.nama_customer,
      nama_barang: r.nama_barang,
      berat: r.berat_selesai ?? r.berat,
      total: r.total,
      dp_rp: r.dp_rp,
      sisa_rp: r.total - r.dp_rp,
      input_by: r.ambil_by ?? r.input_by,
    }),
  ),
);
// The hutang parts (HUTANG MASUK, HUTANG BUNGA) are in hutang-report.sources.ts.

/** Stock at the end of the day (every warehouse) and the day's sales, per jenis. */
dayReport(HARIAN_EMAS_STOCK, async (shop, tanggal) => {
  const [balances, jual] = [
    await computeBalances(shop, shop.db, tanggal),
    await jualPerDeptHari(shop, tanggal),
  ];
  const byDept = new Map<string, { qty: number; milligram: number }>();
  for (const b of balances) {
    const s = byDept.get(b.kode_dept) ?? { qty: 0, milligram: 0 };
    s.qty += Number(b.stock_akhir);
    s.milligram += Math.round(Number(b.berat_akhir) * 1000);
    byDept.set(b.kode_dept, s);
  }
  const jualBy = new Map(jual.map((j) => [j.kode_dept, j]));
  const depts = [...new Set([...byDept.keys(), ...jualBy.keys()])].sort();
  return depts
    .map((kode_dept): ReportRow => {
      const s = byDept.get(kode_dept);
      const j = jualBy.get(kode_dept);
      return {
        kode_dept,
        stock_jumlah: s?.qty ?? 0,
        stock_berat: ((s?.milligram ?? 0) / 1000).toFixed(3),
        penjualan_jumlah: Number(j?.jual_qty ?? 0),
        penjualan_berat: j ? String(j.jual_berat) : '0.000',
        harga: Number(j?.harga ?? 0),
      };
    })
    .filter((r) => r.stock_jumlah !== 0 || r.stock_berat !== '0.000' || r.penjualan_jumlah !== 0);
});

dayReport(HARIAN_EMAS_PEMBELIAN, beliPerGroupHari);

/**
 * Document 3's bottom table: per cashier (kasir) the buy-backs (beliKembali) and the sales (penjualan),
 * and saldo = purchases minus sales (section 9), whose total is the day's saldo.
 */
dayReport(HARIAN_EMAS_SALDO, async (shop, tanggal) =>
  (await jualBeliPerKasirHari(shop, tanggal)).map((r) => {
    const beliKembali = Number(r.beliKembali);
    const penjualan = Number(r.penjualan);
    return { kasir: r.kasir, beliKembali, penjualan, saldo: saldoHarianEmas(beliKembali, penjualan) };
  }),
);

const kasCursor = (r: ReportRow) => ({ tanggal: String(r.tanggal), id: Number(r.id) });

registerReportSource(LAPORAN_KEUANGAN_AKHIR_HARI.key, ({ shop, params, batchSize }) => {
  const q = { tgl_awal: String(params.tgl_awal), tgl_akhir: String(params.tgl_akhir) };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; id: number } | null, limit) =>
      (await kasPage(shop, q, after, limit)).map(
        (r): ReportRow => ({
          id: r.id,
          tanggal: r.tanggal,
          kategori: r.kategori,
          deskripsi: r.deskripsi,
          jenis: r.jenis,
          debit: r.jumlah_in,
          kredit: r.jumlah_out,
          input_by: r.input_by,
        }),
      ),
    kasCursor,
  );
});

registerReportSource(LAPORAN_TRANSAKSI_CASH.key, ({ shop, params, batchSize }) => {
  const q = {
    tgl_awal: String(params.tgl_awal),
    tgl_akhir: String(params.tgl_akhir),
    kategori: String(params.kategori),
    cashOnly: true,
  };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; id: number } | null, limit) =>
      (await kasPage(shop, q, after, limit)) as unknown as ReportRow[],
    kasCursor,
  );
});

registerReportSource(LAPORAN_TRANSAKSI_HARIAN.key, ({ shop, params, batchSize }) => {
  const q = { tgl_awal: String(params.tgl_awal), tgl_akhir: String(params.tgl_akhir) };
  return keysetPages(
    batchSize,
    (after: { tanggal: string; no_faktur: string; jenis: string } | null, limit) =>
      transaksiHarianPage(shop, q, after, limit),
    (r) => ({ tanggal: String(r.tanggal), no_faktur: String(r.no_faktur), jenis: String(r.jenis) }),
  );
});

registerReportSource(LAPORAN_OTORISASI.key, ({ shop, params, batchSize }) => {
  const q = { tgl_from: String(params.tgl_from), tgl_to: String(params.tgl_to) };
  return keysetPages(
    batchSize,
    (after: { tanggal: string; at_us: number; id: string } | null, limit) =>
      otorisasiPage(shop, q, after, limit),
    (r) => ({ tanggal: String(r.tanggal), at_us: Number(r.at_us), id: String(r.id) }),
  );
});
