import {
  CSV_EXPORT_SETS,
  type CsvExportData,
  type CsvExportRow,
  EXPORT_CSV_MSG,
  maxCsvExportDate,
} from '@emas/contract/api/export-csv';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { computeBalances, isClosed, storedBalances } from '../barang/barang.api.ts';
import { servicesOfDay } from '../service/service.api.ts';
import { findToko } from '../system/system.api.ts';
import {
  dataBarang,
  dataCash,
  dataGroup,
  dataHancur,
  dataHutang,
  dataJual,
  dataMember,
  dataPembelian,
  dataTukar,
} from './export-csv.queries.ts';

/**
 * Export Csv: the twelve sets of one past business day, read in one transaction (one snapshot). The
 * day may be at most the business date minus one; a day with nothing in any set but the system date
 * is 'Invalid data'.
 */
export async function exportCsv(shop: ShopContext, tanggal: string): Promise<CsvExportData> {
  return shop.db.transaction(async (tx) => {
    const toko = await findToko(shop, tx);
    if (!toko) throw new AppError(500, 'Toko Tidak Ditemukan');
    const max = maxCsvExportDate(toko.tgl_system);
    if (tanggal > max) throw badRequest(EXPORT_CSV_MSG.tooLate(max));

    // The day's balances per warehouse, tray, group and jenis: stored by its closing, else computed.
    const balances = (await isClosed(shop, tx, tanggal))
      ? await storedBalances(shop, tx, tanggal)
      : await computeBalances(shop, tx, tanggal);
    const data: CsvExportData = {
      data_barang: await dataBarang(shop, tx, tanggal),
      data_saldo: balances.map(
        (b): CsvExportRow => ({
          berat_akhir: b.berat_akhir,
          berat_awal: b.berat_awal,
          berat_in: b.berat_in,
          berat_out: b.berat_out,
          // Balances are kept per tray, not per item: the tray code stands in the barcode column.
          kode_barcode: b.kode_baki,
          kode_dept: b.kode_dept,
          kode_group: b.kode_group,
          kode_gudang: b.kode_gudang,
          kode_toko: shop.kode_toko,
          stock_akhir: b.stock_akhir,
          stock_awal: b.stock_awal,
          stock_in: b.qty_in,
          stock_jual: b.qty_jual,
          stock_out: b.qty_out,
          tanggal: b.tanggal,
        }),
      ),
      data_hancur: await dataHancur(shop, tx, tanggal),
      data_cash: await dataCash(shop, tx, tanggal),
      data_system: [{ tgl_system: toko.tgl_system }],
      data_group: await dataGroup(shop, tx, tanggal),
      data_hutang: await dataHutang(shop, tx, tanggal),
      data_jual: await dataJual(shop, tx, tanggal),
      data_member: await dataMember(shop, tx, tanggal),
      data_pembelian: await dataPembelian(shop, tx, tanggal),
      data_service: (await servicesOfDay(shop, tx, tanggal)).map(
        (r): CsvExportRow => ({
          berat: r.berat,
          deskripsi: r.deskripsi,
          dp_rp: r.dp_rp,
          nama_barang: r.nama_barang,
          nama_customer: r.nama_customer,
          no_faktur_service: r.no_faktur_service,
          status_proses: r.status,
          tgl_ambil: r.tgl_ambil ?? '',
          tgl_system: r.tanggal,
          total: r.total,
        }),
      ),
      data_tukar: await dataTukar(shop, tx, tanggal),
    };
    const hasData = CSV_EXPORT_SETS.some((s) => s.key !== 'data_system' && data[s.key].length > 0);
    if (!hasData) throw new AppError(404, EXPORT_CSV_MSG.noData);
    return data;
  });
}
