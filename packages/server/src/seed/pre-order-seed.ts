import { type CreatePreOrderBody, createPreOrderBody, MODULE } from '@emas/contract';
import {
  cancelPreOrder,
  closePreOrders,
  insertPreOrderInputs,
  validatePreOrders,
} from '../domains/pre-order/pre-order.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { upsertModule } from '../platform/modules.queries.ts';
import { forgetModules } from '../platform/modules.ts';
import { systemUser as user } from '../platform/session.ts';

const line = (deskripsi: string, berat: number, harga_gram: number) => ({
  kode_barcode: '-',
  deskripsi,
  berat,
  harga_gram,
  harga_estimasi: Math.round(berat * harga_gram),
});

/** A PO of the demo: goods lines, their weight and price summed into the header. */
function po(
  kode: string,
  nama_customer: string,
  marketplace: string,
  lines: ReturnType<typeof line>[],
  qty_estimasi = lines.length,
): CreatePreOrderBody {
  const berat = Math.round(lines.reduce((a, l) => a + l.berat, 0) * 1000) / 1000;
  const harga = lines.reduce((a, l) => a + l.harga_estimasi, 0);
  return {
    kode_member: `MBPO${kode}`,
    nama_customer,
    alamat_customer: 'JAKARTA',
    kode_sales: 'S01',
    kode_marketplace: marketplace,
    no_order: marketplace === '-' ? '-' : `${marketplace}-${kode}`,
    no_rekening: '5271234567',
    qty_estimasi,
    berat_estimasi: berat,
    harga_estimasi: harga,
    harga_gram: Math.round(harga / berat),
    detail_barang: lines,
  };
}

/**
 * The demo's pre-orders on the business day, through the real services (cash rows follow), with the
 * pre-order module switched on: two OPEN (one a marketplace order), one VALID (paid, nothing sent),
 * one VALID partly sent by KIRIM, one finished (KIRIM then AMBIL: a sale at its payments) and one
 * cancelled, so Lihat Pre Order, Closing Barang Pre Order and the PO reports have rows in every state.
 */
export async function seedPreOrder(shop: ShopContext): Promise<void> {
  await upsertModule(shop, shop.db, MODULE.PRE_ORDER, true, 'SEED');
  forgetModules(shop);
  const kasir = user('kasir1', 'KASIR');
  const spv = user('spv1', 'SPV');
  const k = shop.kode_toko;
  const bodies = [
    po(`${k}01`, 'SITI AMINAH', '-', [line('CINCIN POLOS 2 GR', 2, 1_150_000)]),
    po(`${k}02`, 'DEDI KURNIAWAN', 'SHOPEE', [line('KALUNG RANTAI ITALY', 5.5, 1_200_000)]),
    po(`${k}03`, 'NUR HASANAH', 'TOKOPEDIA', [
      line('GELANG KERONCONG', 10, 1_180_000),
      line('ANTING TINDIK', 1.5, 1_200_000),
    ]),
    po(
      `${k}04`,
      'YULIANTI',
      'SHOPEE',
      [line('LIONTIN HURUF', 1.2, 1_250_000), line('KALUNG NORI', 3, 1_200_000)],
      3,
    ),
    po(`${k}05`, 'HENDRA SETIAWAN', '-', [
      line('CINCIN KAWIN', 4, 1_150_000),
      line('CINCIN KAWIN', 3.5, 1_150_000),
    ]),
    po(`${k}06`, 'RUDI HARTONO', 'LAZADA', [line('GELANG BANGLE', 8, 1_180_000)]),
  ];
  const [, , valid, partial, finished, batal] = await insertPreOrderInputs(
    shop,
    kasir,
    bodies.map((b) => createPreOrderBody.parse(b)),
  );
  if (!valid || !partial || !finished || !batal) throw new Error('pre-order seed incomplete');
  await validatePreOrders(shop, spv, {
    data_transaksi: [valid, partial, finished, batal].map((p) => ({
      no_po: p.no_po,
      nominal_bayar: p.harga_total,
    })),
  });
  await closePreOrders(shop, kasir, {
    detail_po: [
      { no_po: partial.no_po, status_kirim: 'KIRIM', no_resi: `JNE${k}0001`, qty: 1 },
      { no_po: finished.no_po, status_kirim: 'KIRIM', no_resi: `JNE${k}0002`, qty: 1 },
      { no_po: finished.no_po, status_kirim: 'AMBIL', qty: 1 },
    ],
  });
  await cancelPreOrder(shop, kasir, batal.no_po);
}
