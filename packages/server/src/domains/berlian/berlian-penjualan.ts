import { type api, type BatuBerlian, describeStones, MODULE, MSG, priceDiamondLine } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import type { StoredBarang } from '../barang/barang.api.ts';
import type { CounterSettings } from '../penjualan/counter-settings.ts';
import type { NumberedPenjualan } from '../penjualan/penjualan.api.ts';
import { insertPenjualanBerlian, penjualanBerlianOf } from './berlian.queries.ts';

/**
 * The diamond sale (note type PENJUALAN BERLIAN): an item with stones is sold at its tag price, the
 * stones in Rupiah (total_usd x the kurs it was tagged with, or its fixed Rupiah price) plus
 * ongkos_berlian, rounded like every sale line; its gold weight is not priced. The line is an
 * ordinary sale line (so the sales recap counts it under omset_berlian, or omset_pesanan_berlian for
 * an order's pick-up, by its group's kind BERLIAN) with its diamond part stored beside it.
 */

const stonesOf = (item: Pick<StoredBarang, 'data_berlian'>): BatuBerlian[] =>
  Array.isArray(item.data_berlian) ? (item.data_berlian as BatuBerlian[]) : [];

export const isDiamondItem = (item: Pick<StoredBarang, 'data_berlian'>): boolean => stonesOf(item).length > 0;

/** The counter's price of a diamond item; refused while BERLIAN_MODULE is off. */
export function quoteDiamondItem(item: StoredBarang, s: CounterSettings): api.SaleQuote {
  if (!s.modules.has(MODULE.BERLIAN)) throw forbidden(MSG.moduleOff);
  const curr = item.curr === 'USD' ? 'USD' : 'IDR';
  const total_usd = Number(item.total_usd);
  const { total_berlian_rp, harga_total } = priceDiamondLine({
    curr,
    total_usd,
    kurs: item.kurs,
    total_harga: item.total_harga,
    ongkos_berlian: item.ongkos_berlian,
    pembulatan: s.pembulatan,
    arah: s.arahJual,
  });
  return {
    kode_barcode: item.kode_barcode,
    nama_barang: item.nama_barang,
    kode_group: item.kode_group,
    kode_dept: item.kode_dept,
    kode_gudang: item.kode_gudang,
    kode_baki: item.kode_baki,
    kadar: Number(item.kadar),
    kadar_cetak: item.kadar_cetak,
    berat: Number(item.berat),
    nama_atribut: item.nama_atribut,
    berat_atribut: Number(item.berat_atribut),
    harga_atribut: 0,
    ongkos: item.ongkos_berlian,
    harga_gram: 0,
    harga_total,
    // A diamond's cost is its own modal; unknown, nothing is below it.
    harga_modal: item.harga_modal ?? 0,
    pembulatan: s.pembulatan,
    arah: s.arahJual,
    berlian: {
      curr,
      total_usd,
      kurs: item.kurs,
      ongkos_berlian: item.ongkos_berlian,
      total_berlian_rp,
      keterangan: describeStones(stonesOf(item)),
    },
  };
}

/**
 * The INSERT storing the diamond part of the sale's diamond lines (sent in the sale's numbered write,
 * so the numbers may be SQL); undefined when no line is a diamond.
 */
export function diamondLinesInsert(
  shop: ShopContext,
  tx: Db,
  rows: readonly NumberedPenjualan[],
  items: ReadonlyMap<string, StoredBarang>,
  quotes: readonly api.SaleQuote[],
) {
  const lines = rows.flatMap((r, i) => {
    const item = items.get(r.kode_barcode);
    const b = quotes[i]?.berlian;
    if (!item || !b) return [];
    return [
      {
        no_faktur_jual: r.no_faktur_jual,
        no_faktur_group: r.no_faktur_group,
        tanggal: r.tanggal,
        kode_barcode: r.kode_barcode,
        kode_intern: item.kode_intern,
        supplier_barang: item.supplier_barang,
        data_berlian: stonesOf(item),
        ongkos_berlian: b.ongkos_berlian,
        total_usd: String(b.total_usd),
        curr: b.curr,
        kurs: b.kurs,
        total_berlian_rp: b.total_berlian_rp,
      },
    ];
  });
  return lines.length ? insertPenjualanBerlian(shop, tx, lines) : undefined;
}

/** 'Keterangan Berlian' of printed sale lines, by no_faktur_jual (gold lines have none). */
export async function diamondNotesOf(
  shop: ShopContext,
  noFakturJual: readonly string[],
): Promise<Map<string, string>> {
  const rows = await penjualanBerlianOf(shop, noFakturJual);
  return new Map(rows.map((r) => [r.no_faktur_jual, describeStones(r.data_berlian as BatuBerlian[])]));
}
