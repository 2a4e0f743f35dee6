import {
  api,
  DOC_PREFIX,
  formatGram,
  formatRupiah,
  PESANAN,
  priceSaleLine,
  REFUND_BATAL_PESANAN,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterData, findBarang, nextBarcodes } from '../barang/barang.api.ts';
import { prepareNewItems } from '../barang/barang.service.ts';
import { toPayment, writePayments } from '../dokumen/document-cash.ts';
import { cancellationOfRow, partyOfRow } from '../dokumen/document-row.ts';
import { documentKit } from '../dokumen/dokumen.service.ts';
import { refundSplit } from '../dokumen/refund-rule.ts';
import { getDay } from '../harga-emas/harga-emas.service.ts';
import { cashRowsOfTrxs } from '../kas/kas.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { printNota } from '../nota/nota.service.ts';
import { checkPayments, ensureMember, ensureSales, partyOf } from '../pembelian/pembelian.service.ts';
import { counterSettings } from '../penjualan/counter-settings.ts';
import { quoteItem, saleInTransaction } from '../penjualan/penjualan.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import { insertPesanan, markPesanan, PESANAN_TABLE, type StoredPesanan } from './pesanan.queries.ts';
import { deliverOrderItems, releaseOrderItem } from './pesanan-barang.ts';

const { PESANAN_MSG: MSG, KATEGORI_KAS_PESANAN: KAS } = api;
const orNull = (v: string | number | null) => (v === null ? null : Number(v));

export const toPesanan = (r: StoredPesanan): api.Pesanan => ({
  no_pesanan: r.no_pesanan,
  ...partyOfRow(r),
  nama_barang: r.nama_barang,
  kode_group: r.kode_group,
  kadar: Number(r.kadar),
  berat: Number(r.berat),
  harga_kunci: r.harga_kunci as 'PESAN' | 'AMBIL',
  id_barang_pesanan: r.id,
  kode_barcode: r.kode_barcode ?? '',
  harga_gram: r.harga_gram,
  ongkos: r.ongkos,
  total_harga: r.total_harga,
  total_estimasi: r.total_estimasi,
  dp_rp: r.dp_rp,
  jumlah_bayar: r.jumlah_bayar,
  sisa_rp: r.total_harga - r.jumlah_bayar,
  status_valid: r.status_valid as 'OPEN' | 'VALID',
  ...cancellationOfRow<api.StatusPesanan>(r),
  persen_refund: orNull(r.persen_refund),
  refund_rp: orNull(r.refund_rp),
  hangus_rp: orNull(r.hangus_rp),
});

/** The document kit bound to orders. */
const kit = documentKit(PESANAN, PESANAN_TABLE, toPesanan);

/**
 * Takes an order: the group's selling price of the business day priced as a sale line (estimated
 * weight x price per gram + ongkos, the counter's rounding) is the estimate; with the price locked at
 * pick-up (AMBIL) the price is stored as 0 and the estimate is today's. The down payment is written
 * as PESANAN cash rows in the same transaction.
 */
export async function createPesanan(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreatePesananBody,
): Promise<api.Pesanan> {
  const input = api.createPesananBody.parse(body);
  checkPayments(input.pembayaran, input.dp_rp);
  const settings = await counterSettings(shop);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    await ensureSales(shop, tx, input.kode_sales);
    await ensureMember(shop, tx, input.kode_member);
    const group = (await activeMasterData(shop, tx, 'group', [input.kode_group])).get(input.kode_group);
    if (!group) throw badRequest(MSG.groupUnknown(input.kode_group));
    const price = (await getDay(shop, tanggal, tx)).groups.find((g) => g.kode_group === input.kode_group);
    const harga_gram = price?.harga_jual ?? 0;
    if (!harga_gram) throw badRequest(MSG.noPrice(input.kode_group));
    const total_harga = priceSaleLine({
      berat: input.berat,
      harga_gram,
      ongkos: input.ongkos,
      harga_atribut: 0,
      pembulatan: settings.pembulatan,
      arah: settings.arahJual,
    });
    if (input.dp_rp > total_harga) throw badRequest(MSG.dpTooBig);
    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.PESANAN, tanggal);
    const row = await insertPesanan(shop, tx, {
      tanggal,
      no_pesanan: no,
      ...partyOf(input),
      nama_barang: input.nama_barang,
      kode_group: input.kode_group,
      kadar: String(Number(group.kadar ?? price?.kadar ?? 0)),
      berat: String(input.berat),
      harga_kunci: input.harga_kunci,
      harga_gram: input.harga_kunci === 'PESAN' ? harga_gram : 0,
      ongkos: input.ongkos,
      total_harga,
      total_estimasi: total_harga,
      pembulatan: settings.pembulatan,
      dp_rp: input.dp_rp,
      jumlah_bayar: input.dp_rp,
      input_by: user.user_id,
    });
    await writePayments(shop, tx, input.pembayaran, {
      tanggal,
      kategori: KAS.dp,
      no,
      input_by: user.user_id,
    });
    return toPesanan(row);
  });
}

/**
 * Cancels an order (PESAN or SIAP) through the document kit. The down payment is refunded per the
 * shop's rule (PERSEN_REFUND_BATAL_PESANAN, default 100 %: all of it): the shop keeps the rest,
 * rounded with the rounding module (splitRefund); the BATAL PESANAN rows give back the refund only,
 * and the order records the percent, the refund and the part kept. An order of an earlier day needs
 * an SPV/OWN authorisation; a picked-up order cannot be cancelled. A delivered order's item becomes
 * ordinary stock (READY) where it lies.
 */
export const cancelPesanan = (shop: ShopContext, user: SessionUser, body: api.CancelBody) =>
  kit.cancel(
    shop,
    user,
    {
      reverse: ({ tx, rows }) => releaseOrderItem(shop, tx, rows[0] as StoredPesanan, user.user_id),
      // Decides and records the split; the kit then gives back the refund.
      cashBack: async ({ tx, rows }) => {
        const order = rows[0] as StoredPesanan;
        const split = await refundSplit(shop, tx, REFUND_BATAL_PESANAN, order.jumlah_bayar, order.pembulatan);
        await markPesanan(shop, tx, order.no_pesanan, split);
        return split.refund_rp;
      },
    },
    body,
  );

/**
 * The goldsmith delivers: the item (the order's model and group, its actual weight, the tray it lies
 * in) is added as stock with status PESANAN, reserved for the order, with its TAMBAH ledger row
 * (reference = the order number); the order moves PESAN -> SIAP. The order row is locked first, so
 * of two deliveries at once one adds the item and the other is refused.
 */
export async function terimaPesanan(
  shop: ShopContext,
  user: SessionUser,
  body: api.TerimaPesananBody,
): Promise<api.Pesanan> {
  const input = api.terimaPesananBody.parse(body);
  const refused = (o: StoredPesanan) => MSG.notOrdered(o.no_pesanan);
  return kit.move(shop, user, 'terima', input.no_pesanan, refused, async ({ tx, tanggal, row: order }) => {
    const [item] = await prepareNewItems(shop, tx, [
      {
        nama_barang: order.nama_barang,
        kode_group: order.kode_group,
        kode_dept: input.kode_dept,
        kode_gudang: input.kode_gudang,
        kode_baki: input.kode_baki,
        berat: input.berat,
        kadar: Number(order.kadar),
        kadar_cetak: input.kadar_cetak ?? String(Number(order.kadar)),
        ongkos: order.ongkos,
        keterangan: order.no_pesanan,
      },
    ]);
    const [kode_barcode] = await nextBarcodes(shop, tx, 1);
    if (!item || !kode_barcode) throw badRequest(MSG.notFound);
    const [ready] = await deliverOrderItems(shop, tx, { tanggal, input_by: user.user_id }, [
      { no_pesanan: order.no_pesanan, item: { ...item, kode_barcode } },
    ]);
    return toPesanan(ready as StoredPesanan);
  });
}

/**
 * Pick-up: a sale of the reserved item through the sale service (its pricing, stock, ledger, points),
 * at the price per gram locked at the order when it was locked (PESAN), else the day's; the order's
 * down payment counts, the payments cover the rest (category PENJUALAN, the sale's own). The order
 * row is locked first: of two pick-ups at once exactly one sells.
 */
export async function ambilPesanan(
  shop: ShopContext,
  user: SessionUser,
  body: api.AmbilPesananBody,
): Promise<api.PesananDiambil> {
  const input = api.ambilPesananBody.parse(body);
  const settings = await counterSettings(shop);
  const refused = (o: StoredPesanan) => MSG.notReady(o.no_pesanan);
  return kit.move(shop, user, 'ambil', input.no_pesanan, refused, async ({ tx, tanggal, row: order }) => {
    if (!order.kode_barcode) throw conflict(refused(order));
    const sale = await saleInTransaction(
      shop,
      tx,
      user,
      api.createSaleBody.parse({
        kode_sales: order.kode_sales,
        kode_member: order.kode_member || undefined,
        nama_customer: order.nama_customer || undefined,
        alamat_customer: order.alamat_customer || undefined,
        no_hp: order.no_hp || undefined,
        detail_barang: [{ kode_barcode: order.kode_barcode }],
        pembayaran: input.pembayaran,
      }),
      settings,
      {
        no_pesanan: order.no_pesanan,
        kode_barcode: order.kode_barcode,
        harga_gram: order.harga_kunci === 'PESAN' ? order.harga_gram : undefined,
        paid: order.jumlah_bayar,
      },
    );
    if (sale.total_jual < order.jumlah_bayar) throw badRequest(MSG.dpTooBig);
    const row = await markPesanan(shop, tx, order.no_pesanan, {
      status: 'DIAMBIL',
      tgl_ambil: tanggal,
      total_harga: sale.total_jual,
      jumlah_bayar: sale.total_jual,
    });
    return { ...toPesanan(row), no_faktur_group: sale.no_faktur_group, total_jual: sale.total_jual };
  });
}

/** The pick-up's price, as ambilPesanan will charge it today (read only, no lock). */
export async function ambilHarga(shop: ShopContext, no: string): Promise<api.PesananAmbilHarga> {
  const order = await kit.row(shop, no);
  const item = order.kode_barcode ? await findBarang(shop, order.kode_barcode) : undefined;
  if (order.status !== 'SIAP' || !item) throw conflict(MSG.notReady(order.no_pesanan));
  const [settings, tanggal] = await Promise.all([counterSettings(shop), findBusinessDay(shop)]);
  const day = (await getDay(shop, tanggal)).groups.find((g) => g.kode_group === item.kode_group);
  const price = order.harga_kunci === 'PESAN' && day ? { ...day, harga_jual: order.harga_gram } : day;
  const { harga_total } = quoteItem(item, price, settings);
  return {
    total_harga: harga_total,
    jumlah_bayar: order.jumlah_bayar,
    sisa_rp: harga_total - order.jumlah_bayar,
  };
}

export const getPesanan = kit.get;
export const listPesanan = kit.list;

export async function pesananInvoice(shop: ShopContext, no: string): Promise<api.PesananInvoice> {
  const p = await getPesanan(shop, no);
  const cash = await cashRowsOfTrxs(shop, [p.no_pesanan]);
  return {
    ...p,
    lines: [p],
    pembayaran: cash.map(toPayment),
  };
}

/**
 * The balance as the note prints it: picked up (DIAMBIL), the rest was paid at pick-up, so 0 and
 * 'LUNAS' beside the down payment; before that the amount still owed.
 */
export const pesananBalance = (p: Pick<api.Pesanan, 'status' | 'dp_rp' | 'jumlah_bayar' | 'total_harga'>) =>
  p.status === 'DIAMBIL'
    ? { dp_rp: p.dp_rp, sisa_rp: 0, sisa_bayar: 'LUNAS', bayar_ambil: p.total_harga - p.dp_rp }
    : {
        dp_rp: p.jumlah_bayar,
        sisa_rp: p.total_harga - p.jumlah_bayar,
        sisa_bayar: formatRupiah(p.total_harga - p.jumlah_bayar),
        bayar_ambil: 0,
      };

/** PESANAN invoices from the stored layout: the order as its one line, the down payment and the rest. */
export async function pesananNota(shop: ShopContext, user: SessionUser, numbers: string[], reprint: boolean) {
  const list = await Promise.all(numbers.map((n) => getPesanan(shop, n)));
  return printNota(
    shop,
    'PESANAN',
    list.map((p) => ({
      fields: {
        no_faktur: p.no_pesanan,
        tanggal: p.tanggal,
        jam: p.jam.slice(11, 16),
        kode_sales: p.kode_sales,
        input_by: (p.input_by || user.user_id).toUpperCase(),
        nama_customer: p.nama_customer,
        alamat_customer: p.alamat_customer,
        no_hp: p.no_hp,
        kode_member: p.kode_member,
        tgl_ambil: p.tanggal,
        total: p.total_harga,
        // Issue 43: once picked up (and paid) nothing is left to pay: LUNAS instead of the old balance.
        ...pesananBalance(p),
      },
      lines: [
        {
          nama_barang: p.nama_barang,
          kadar: p.kode_group,
          berat: formatGram(p.berat),
          ongkos: p.ongkos,
          harga: p.total_harga,
        },
      ],
    })),
    { reprint },
  );
}

export const listPendingPesanan = (shop: ShopContext, kodeSales: string): Promise<api.PendingPesanan[]> =>
  kit.pending(shop, kodeSales, (r) => ({
    kode_sales: r.kode_sales,
    no_pesanan: r.no_pesanan,
    nama_customer: r.nama_customer,
    alamat: r.alamat_customer,
    no_hp: r.no_hp,
    total_harga: r.total_harga,
    jumlah_bayar: r.jumlah_bayar,
  }));

/** Validates the chosen orders in one transaction; none of them validatable: 'Data Gagal Divalidasi'. */
export async function validatePesanan(shop: ShopContext, body: api.ValidatePesananBody) {
  const input = api.validatePesananBody.parse(body);
  return kit.validate(shop, input.user_id, input.no_pesanans);
}
