import {
  GRAM_KATEGORI,
  gramLedger,
  LAPORAN_CUCIAN_HARIAN,
  LAPORAN_KIRIM_BARANG_KEPUSAT,
  LAPORAN_MUTASI_GRAM,
  LAPORAN_PINDAH_SORTIR,
  LAPORAN_SALDO_BARANG_AKTIF,
  LAPORAN_SORTIR_PEMBELIAN,
  LAPORAN_STOCK_CUCI_MANUAL,
  LAPORAN_WASTING_SEPUHAN,
  mg24k,
  REKAP_WASTING_SEPUHAN,
  REPORT_ALL,
  type ReportParams,
  type ReportRow,
  totalKeluar,
  totalMasuk,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { registerOneBatchSource } from './report-registry.ts';
import {
  type CuciOnly,
  cuciReportRows,
  gramMoveRows,
  gramOpeningRows,
  type Row,
  saldoBarangAktifRows,
  sortirReportRows,
  stockCuciManualRows,
} from './sepuhan-report.queries.ts';

/** The sources of the refining reports (contract report/definitions/sepuhan.ts). */

const str = (v: unknown) => String(v ?? '');
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const period = (p: ReportParams) => ({ from: str(p.tgl_awal), to: str(p.tgl_akhir) });
const chosen = (v: unknown) => (v && v !== REPORT_ALL ? String(v) : null);
const GRAMS = ['kadar', 'berat', 'berat_kirim', 'berat_terima', 'susut', 'persen', 'qty'];
const numbers = (r: Row): ReportRow => {
  const out: ReportRow = { ...r };
  for (const k of GRAMS) if (k in r) out[k] = n(r[k]);
  return out;
};

const cuciRows = (
  shop: ShopContext,
  params: ReportParams,
  by: 'tgl_kirim' | 'tgl_terima',
  only: CuciOnly = 'ALL',
) => cuciReportRows(shop, { ...period(params), jenis: chosen(params.jenis) }, by, only);

registerOneBatchSource(LAPORAN_CUCIAN_HARIAN, async (shop, params) =>
  (await cuciRows(shop, params, 'tgl_kirim')).map(numbers),
);
registerOneBatchSource(LAPORAN_KIRIM_BARANG_KEPUSAT, async (shop, params) =>
  (await cuciRows(shop, params, 'tgl_kirim', 'PUSAT')).map(numbers),
);
registerOneBatchSource(LAPORAN_WASTING_SEPUHAN, async (shop, params) =>
  (await cuciRows(shop, params, 'tgl_terima', 'TERIMA')).map(numbers),
);

type Rekap = {
  jenis: string;
  kode_group: string;
  kadar: number;
  qty: number;
  kirim: number;
  terima: number;
  susut: number;
  susut24k: number;
};
const mgOf = (v: unknown) => Math.round(Number(v) * 1000);

registerOneBatchSource(REKAP_WASTING_SEPUHAN, async (shop, params) => {
  const rows = await cuciRows(shop, params, 'tgl_terima', 'TERIMA');
  const groups = new Map<string, Rekap>();
  for (const r of rows) {
    const key = `${r.jenis}|${r.kode_group}|${r.kadar}`;
    const g = groups.get(key) ?? {
      jenis: str(r.jenis),
      kode_group: str(r.kode_group),
      kadar: Number(r.kadar),
      qty: 0,
      kirim: 0,
      terima: 0,
      susut: 0,
      susut24k: 0,
    };
    g.qty += 1;
    g.kirim += mgOf(r.berat_kirim);
    g.terima += mgOf(r.berat_terima);
    g.susut += mgOf(r.susut);
    g.susut24k += mg24k(Number(r.susut), g.kadar);
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => a.jenis.localeCompare(b.jenis) || a.kode_group.localeCompare(b.kode_group))
    .map((g) => ({
      jenis: g.jenis,
      kode_group: g.kode_group,
      kadar: g.kadar,
      qty: g.qty,
      berat_kirim: g.kirim / 1000,
      berat_terima: g.terima / 1000,
      susut: g.susut / 1000,
      persen: g.kirim ? Math.round((g.susut * 10_000) / g.kirim) / 100 : 0,
      susut_24k: g.susut24k / 1000,
    }));
});

const sortirRows = (jenis: 'SORTIR' | 'PINDAH') => async (shop: ShopContext, params: ReportParams) => {
  const { from, to } = period(params);
  const rows = await sortirReportRows(shop, jenis, from, to, chosen(params.tujuan));
  return rows.map(numbers);
};
registerOneBatchSource(LAPORAN_SORTIR_PEMBELIAN, sortirRows('SORTIR'));
registerOneBatchSource(LAPORAN_PINDAH_SORTIR, sortirRows('PINDAH'));

registerOneBatchSource(LAPORAN_SALDO_BARANG_AKTIF, async (shop, params) => {
  const group = chosen(params.kode_group);
  const rows = await saldoBarangAktifRows(shop, group);
  return rows.map(({ mg24k: mg, ...r }) => ({ ...numbers(r), berat_24k: Number(mg) / 1000 }));
});

registerOneBatchSource(LAPORAN_STOCK_CUCI_MANUAL, async (shop, params) => {
  const { from, to } = period(params);
  const rows = await stockCuciManualRows(shop, from, to);
  return rows.map((r) => numbers(r));
});

/** The 24K milligrams of the stock ledger: before the period per kadar, and per day, kadar and kind. */
export async function gramLedgerRows(shop: ShopContext, from: string, to: string) {
  const opening = await gramOpeningRows(shop, from);
  const moves = await gramMoveRows(shop, from, to);
  return gramLedger(
    opening.map((o) => ({ kadar: Number(o.kadar), mg: Number(o.mg) })),
    moves.map((m) => ({
      tanggal: str(m.tanggal),
      kadar: Number(m.kadar),
      jenis: str(m.jenis),
      mg: Number(m.mg),
    })),
    from,
    to,
  );
}

registerOneBatchSource(LAPORAN_MUTASI_GRAM, async (shop, params) => {
  const { from, to } = period(params);
  const days = await gramLedgerRows(shop, from, to);
  const g = (mg: number) => mg / 1000;
  return days
    .filter((d) => d.awal !== 0 || totalMasuk(d) !== 0 || totalKeluar(d) !== 0)
    .sort((a, b) => b.kadar - a.kadar || a.tanggal.localeCompare(b.tanggal))
    .map((d) => {
      const row: ReportRow = { kadar: d.kadar, tanggal: d.tanggal, awal: g(d.awal) };
      // Each kind's net; moves inside the shop (PINDAH, HANCUR to its warehouse) net to nothing.
      let masuk = 0;
      let keluar = 0;
      for (const k of GRAM_KATEGORI) {
        if (k === 'SUSUT') continue;
        const net = d.masuk[k] - d.keluar[k];
        row[`net_${k.toLowerCase()}`] = g(net);
        if (net > 0) masuk += net;
        else keluar -= net;
      }
      row.masuk = g(masuk);
      row.keluar = g(keluar);
      row.susut = g(d.keluar.SUSUT - d.masuk.SUSUT);
      row.akhir = g(d.akhir);
      return row;
    });
});
