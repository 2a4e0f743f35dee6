import {
  api,
  LAPORAN_BATAL_PEMBELIAN_MANUAL,
  LAPORAN_BATAL_PENJUALAN_MANUAL,
  LAPORAN_HANCUR_BARANG_MANUAL,
  LAPORAN_PEMBELIAN_MANUAL,
  LAPORAN_PENJUALAN_MANUAL,
  LAPORAN_PINDAH_BARANG_MANUAL,
  LAPORAN_SUMMARY_BARANG_MANUAL,
  LAPORAN_TAMBAH_BARANG_MANUAL,
  REPORT_ALL,
  type ReportParams,
  type ReportRow,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { cashRowsOfTrxs } from '../kas/kas.api.ts';
import { registerReportSource } from '../laporan/report-registry.ts';
import { manualDocumentsOf, mutasiOf, summaryOf } from './barang-manual.queries.ts';
import { toPembelianManual, toPenjualanManual } from './manual-dokumen.service.ts';

const J = api.JENIS_MUTASI_MANUAL;
const str = (v: unknown) => String(v ?? '');
const chosen = (v: string | undefined) => (v && v !== REPORT_ALL ? v : undefined);

const ledger = (jenis: string, sign: number, onlyOut = false) =>
  async function* ({ shop, params }: { shop: ShopContext; params: ReportParams }) {
    const rows = await mutasiOf(shop, [jenis], str(params.tgl_from), str(params.tgl_to), sign);
    const out = onlyOut ? rows.filter((r) => r.qty > 0) : rows;
    if (out.length) yield out as unknown as ReportRow[];
  };

registerReportSource(LAPORAN_TAMBAH_BARANG_MANUAL.key, ledger(J.tambah, 1));
// A move is two ledger rows; the report shows its side out (qty shown positive).
registerReportSource(LAPORAN_PINDAH_BARANG_MANUAL.key, ledger(J.pindah, -1, true));
registerReportSource(LAPORAN_HANCUR_BARANG_MANUAL.key, ledger(J.hancur, -1));

registerReportSource(LAPORAN_SUMMARY_BARANG_MANUAL.key, async function* ({ shop, params }) {
  const layout = api.summaryLayoutOf(shop.kode_toko, params.cetak_report);
  const rows = await summaryOf(shop, str(params.tanggal), layout);
  if (rows.length) yield rows as unknown as ReportRow[];
});

/** The payments of the invoices, by kind, as the export's payment columns (per invoice's first line). */
async function withPayments<T extends { no_faktur_group: string }>(
  shop: ShopContext,
  rows: T[],
  out: boolean,
) {
  const cash = await cashRowsOfTrxs(shop, [...new Set(rows.map((r) => r.no_faktur_group))]);
  const seen = new Set<string>();
  return rows.map((r) => {
    const first = !seen.has(r.no_faktur_group);
    seen.add(r.no_faktur_group);
    const pay = (jenis: string[]) =>
      first
        ? cash
            .filter((c) => c.id_trx === r.no_faktur_group && jenis.includes(c.jenis) && !c.keterangan)
            .reduce((s, c) => s + (out ? c.jumlah_out : c.jumlah_in), 0)
        : 0;
    return {
      ...r,
      cash: pay(['CASH']),
      debet: pay(['DEBET', 'DEBIT']),
      credit: pay(['CREDIT']),
      transfer: pay(['TRANSFER']),
    };
  });
}

function documentReport(kind: 'jual' | 'beli', batal: boolean) {
  return async function* ({ shop, params }: { shop: ShopContext; params: ReportParams }) {
    const stored = await manualDocumentsOf(shop, kind, {
      batal,
      from: str(params.tgl_from),
      to: str(params.tgl_to),
      group: chosen(params.kode_group),
      dept: chosen(params.kode_dept),
    });
    if (!stored.length) return;
    const rows: { no_faktur_group: string }[] =
      kind === 'jual'
        ? stored.map((r) => toPenjualanManual(r as never))
        : stored.map((r) => toPembelianManual(r as never));
    yield (await withPayments(shop, rows, kind === 'beli')) as unknown as ReportRow[];
  };
}

registerReportSource(LAPORAN_PENJUALAN_MANUAL.key, documentReport('jual', false));
registerReportSource(LAPORAN_BATAL_PENJUALAN_MANUAL.key, documentReport('jual', true));
registerReportSource(LAPORAN_PEMBELIAN_MANUAL.key, documentReport('beli', false));
registerReportSource(LAPORAN_BATAL_PEMBELIAN_MANUAL.key, documentReport('beli', true));
