import {
  formatTanggal,
  LAPORAN_HANCUR_BARANG,
  LAPORAN_OVERRIDE_HARGA_PEMBELIAN,
  LAPORAN_PEMBELIAN_PER_FAKTUR,
  LAPORAN_PEMBELIAN_PER_KONDISI,
  LAPORAN_PEMBELIAN_TRANSFER,
  LAPORAN_PENJUALAN_REKAP_PAJAK,
  LAPORAN_PINDAH_BARANG,
  LAPORAN_REKAP_PEMBELIAN,
  LAPORAN_REKAP_SALES,
  LAPORAN_SALDO_STOCK,
  LAPORAN_TRANSAKSI_PEMBELIAN,
  LAPORAN_TRANSAKSI_PENJUALAN,
  OMSET_GROUPS,
  PPN_PARAM,
  ppnOf,
  ppnPercent,
  type ReportParams,
  type ReportRow,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { stockSaldo } from '../barang/stock.service.ts';
import { findParaSystem } from '../system/system.api.ts';
import { keysetPages, registerOneBatchSource, registerReportSource } from './report-registry.ts';
import {
  hancurBarangPage,
  isAll,
  overrideHargaPembelianPage,
  pembelianPage,
  pembelianPerFakturPage,
  pembelianPerKondisi,
  pembelianTransferPage,
  penjualanLines,
  pindahBarangPage,
  rekapJualPajak,
  rekapPembelianPage,
  rekapSales,
  type SaleCursor,
  type SaleLineRead,
  saleReportRows,
} from './transaksi-report.queries.ts';

/** The sources of the sales, purchase and stock reports (contract report/definitions penjualan, pembelian, stock). */

const str = (v: unknown) => String(v ?? '');
const asRows = <T>(rows: T[]) => rows as unknown as ReportRow[];

// ---------------------------------------------------------------------------------------------
// Sales

/**
 * Nine rows per sales person (one per turnover group, zeros included), ordered by turnover group so
 * that each group's subtotal is the global turnover of that group. No sale in the period: no rows.
 */
export async function rekapSalesRows(shop: ShopContext, params: ReportParams): Promise<ReportRow[]> {
  const found = await rekapSales(shop, {
    from: str(params.tgl_from),
    to: str(params.tgl_to),
    kode_sales: params.kode_sales,
    kode_jenis: params.kode_jenis,
  });
  const names = new Map<string, string>();
  const byKey = new Map<string, (typeof found)[number]>();
  for (const r of found) {
    names.set(r.kode_sales, r.nama_sales);
    byKey.set(`${r.omset}|${r.kode_sales}`, r);
  }
  const sales = [...names.keys()].sort();
  const rows: ReportRow[] = [];
  for (const g of OMSET_GROUPS)
    for (const kode of sales) {
      const r = byKey.get(`${g.key}|${kode}`);
      rows.push({
        omset: g.key,
        omset_label: g.label,
        kode_sales: kode,
        nama_sales: names.get(kode) || kode,
        jumlah: r?.jumlah ?? 0,
        berat: r?.berat ?? '0.000',
        ongkos: r?.ongkos ?? 0,
        rupiah: r?.rupiah ?? 0,
      });
    }
  return rows;
}

registerOneBatchSource(LAPORAN_REKAP_SALES, rekapSalesRows);

/** The tax parameters of the shop (system parameters, defaults 10 % and 11 %). */
export async function ppnParams(shop: ShopContext): Promise<{ dppPersen: number; tarifPersen: number }> {
  const [dpp, tarif] = await Promise.all([
    findParaSystem(shop, PPN_PARAM.dppPersen.key),
    findParaSystem(shop, PPN_PARAM.tarifPersen.key),
  ]);
  return {
    dppPersen: ppnPercent(dpp?.value, PPN_PARAM.dppPersen.initial),
    tarifPersen: ppnPercent(tarif?.value, PPN_PARAM.tarifPersen.initial),
  };
}

registerOneBatchSource(LAPORAN_PENJUALAN_REKAP_PAJAK, async (shop, params) => {
  const [days, ppn] = await Promise.all([
    rekapJualPajak(shop, { from: str(params.tgl_from), to: str(params.tgl_to) }),
    ppnParams(shop),
  ]);
  return days.map((d) => ({
    ...d,
    ...ppnOf(Number(d.harga_total), ppn.dppPersen, ppn.tarifPersen),
  }));
});

registerReportSource(LAPORAN_TRANSAKSI_PENJUALAN.key, ({ shop, params, batchSize }) => {
  const q = {
    from: str(params.tgl_awal),
    to: str(params.tgl_akhir),
    kode_sales: params.kode_sales,
    kode_group: params.kode_group,
    status: params.status,
  };
  return keysetPages(
    batchSize,
    (after: SaleCursor | null, limit) => penjualanLines(shop, q, after, limit),
    (r) => ({ tanggal: str(r.tgl_system), no_faktur_group: r.no_faktur_group, id: r.id }),
    (lines: SaleLineRead[]) => asRows(saleReportRows(lines)),
  );
});

// ---------------------------------------------------------------------------------------------
// Purchases

/** The header of a purchase group: the invoice with its day and customer, or the grouping value. */
export function grupHeader(groupBy: string | undefined, row: ReportRow): string {
  switch (groupBy) {
    case 'kode_sales':
      return `SALES ${str(row.grup)}`;
    case 'kode_group':
      return `GROUP ${str(row.grup)}`;
    case 'kode_kondisi':
      return `KONDISI ${str(row.grup)}`;
    case 'tanggal':
      return `TANGGAL ${formatTanggal(str(row.grup))}`;
    default:
      return `${str(row.grup)} | ${formatTanggal(str(row.tgl_system))} | ${str(row.nama_customer) || '-'}`;
  }
}

registerReportSource(LAPORAN_TRANSAKSI_PEMBELIAN.key, ({ shop, params, batchSize }) => {
  const q = {
    from: str(params.tgl_awal),
    to: str(params.tgl_akhir),
    group_by: params.group_by,
    kode_group: params.kode_group,
    jenis_group: params.jenis_group,
    kondisi: params.kondisi,
    valid_by: params.valid_by,
    kode_sales: params.kode_sales,
    is_consignment: params.is_consignment,
    type: params.type,
  };
  // The header of a group is taken from its first row: later rows of the same group repeat it.
  let current: { grup: string; header: string } | null = null;
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; grup: string; id: number } | null, limit) =>
      asRows(await pembelianPage(shop, q, after, limit)).map((r) => {
        const grup = str(r.grup);
        if (current?.grup !== grup) current = { grup, header: grupHeader(q.group_by, r) };
        return { ...r, grup_header: current.header };
      }),
    (r) => ({ tanggal: str(r.day_key), grup: str(r.grup), id: Number(r.id) }),
  );
});

registerReportSource(LAPORAN_REKAP_PEMBELIAN.key, ({ shop, params, batchSize }) => {
  const q = { from: str(params.tgl_awal), to: str(params.tgl_akhir) };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; no_nota: string } | null, limit) =>
      asRows(await rekapPembelianPage(shop, q, after, limit)),
    (r) => ({ tanggal: str(r.tanggal), no_nota: str(r.no_nota) }),
  );
});

registerOneBatchSource(LAPORAN_PEMBELIAN_PER_KONDISI, async (shop, params) =>
  asRows(await pembelianPerKondisi(shop, str(params.tanggal))),
);

registerReportSource(LAPORAN_PEMBELIAN_PER_FAKTUR.key, ({ shop, params, batchSize }) => {
  const q = {
    from: str(params.tgl_from),
    to: str(params.tgl_to),
    kode_group: params.kode_group,
    kondisi: params.kondisi,
    kelompok_harga: params.kelompok_harga,
  };
  return keysetPages(
    batchSize,
    async (after: { no_faktur_group: string; id: number } | null, limit) =>
      asRows(await pembelianPerFakturPage(shop, q, after, limit)).map((r) => ({
        ...r,
        faktur_header: `${str(r.no_faktur_group)} | ${formatTanggal(str(r.tanggal))} | ${str(r.nama_customer) || '-'}`,
      })),
    (r) => ({ no_faktur_group: str(r.no_faktur_group), id: Number(r.id) }),
  );
});

registerReportSource(LAPORAN_PEMBELIAN_TRANSFER.key, ({ shop, params, batchSize }) => {
  const q = { from: str(params.tgl_from), to: str(params.tgl_to) };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; id: number } | null, limit) =>
      asRows(await pembelianTransferPage(shop, q, after, limit)),
    (r) => ({ tanggal: str(r.tanggal), id: Number(r.id) }),
  );
});

registerReportSource(LAPORAN_OVERRIDE_HARGA_PEMBELIAN.key, ({ shop, params, batchSize }) => {
  const q = { from: str(params.tgl_from), to: str(params.tgl_to) };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; id: number } | null, limit) =>
      asRows(await overrideHargaPembelianPage(shop, q, after, limit)),
    (r) => ({ tanggal: str(r.tanggal), id: Number(r.id) }),
  );
});

// ---------------------------------------------------------------------------------------------
// Stock

const stockFilter = (params: ReportParams) => ({
  from: str(params.tgl_awal),
  to: str(params.tgl_akhir),
  kode_gudang: params.kode_gudang,
  kode_group: params.kode_group,
});

registerReportSource(LAPORAN_PINDAH_BARANG.key, ({ shop, params, batchSize }) =>
  keysetPages(
    batchSize,
    async (after: { key: string; id: number } | null, limit) =>
      asRows(await pindahBarangPage(shop, stockFilter(params), after, limit)),
    (r) => ({ key: str(r.no_pindah), id: Number(r.id) }),
  ),
);

registerReportSource(LAPORAN_HANCUR_BARANG.key, ({ shop, params, batchSize }) =>
  keysetPages(
    batchSize,
    async (after: { key: string; id: number } | null, limit) =>
      asRows(await hancurBarangPage(shop, stockFilter(params), after, limit)),
    (r) => ({ key: str(r.kode_group), id: Number(r.id) }),
  ),
);

registerOneBatchSource(LAPORAN_SALDO_STOCK, async (shop, params) => {
  const saldo = await stockSaldo(shop, {
    tanggal: str(params.tanggal),
    kode_gudang: isAll(params.kode_gudang) ? undefined : params.kode_gudang,
  });
  return asRows(saldo.rows.filter((r) => isAll(params.kode_group) || r.kode_group === params.kode_group));
});
