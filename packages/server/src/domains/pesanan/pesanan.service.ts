import { api, DOC_PREFIX, formatGram, formatWaktuJakarta, PESANAN, priceSaleLine } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  activeMasterData,
  findBarang,
  findBusinessDay,
  insertBarangWithLedger,
  lockBusinessDay,
  nextBarcodes,
} from '../barang/barang.queries.ts';
import { prepareNewItems } from '../barang/barang.service.ts';
import { cancelDocument, listDocuments, validateDocuments } from '../dokumen/dokumen.service.ts';
import { getDay } from '../harga-emas/harga-emas.service.ts';
import { cashRowsOfTrxs, insertCashRows } from '../kas/kas.queries.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { printNota } from '../nota/nota.service.ts';
import { checkPayments, ensureSales, partyOf } from '../pembelian/pembelian.service.ts';
import { counterSettings } from '../penjualan/counter-settings.ts';
import { quoteItem, saleInTransaction } from '../penjualan/penjualan.service.ts';
import { findUser } from '../users/users.queries.ts';
import {
  findPesanan,
  insertPesanan,
  lockPesanan,
  markPesanan,
  markPesananValid,
  PESANAN_TABLE,
  pendingPesanan,
  type StoredPesanan,
} from './pesanan.queries.ts';

const { PESANAN_MSG: MSG, KATEGORI_KAS_PESANAN: KAS } = api;

export const toPesanan = (r: StoredPesanan): api.Pesanan => ({
  no_pesanan: r.no_pesanan,
  tanggal: r.tanggal,
  jam: formatWaktuJakarta(r.jam),
  kode_sales: r.kode_sales,
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  alamat_customer: r.alamat_customer,
  no_hp: r.no_hp,
  nama_barang: r.nama_barang,
  kode_group: r.kode_group,
  kadar: Number(r.kadar),
  berat: Number(r.berat),
  harga_kunci: r.harga_kunci as 'PESAN' | 'AMBIL',
  kode_barcode: r.kode_barcode ?? '',
  harga_gram: r.harga_gram,
  ongkos: r.ongkos,
  total_harga: r.total_harga,
  dp_rp: r.dp_rp,
  jumlah_bayar: r.jumlah_bayar,
  sisa_rp: r.total_harga - r.jumlah_bayar,
  status: r.status as api.StatusPesanan,
  status_valid: r.status_valid as 'OPEN' | 'VALID',
  input_by: r.input_by,
  batal_by: r.batal_by,
  batal_alasan: r.batal_alasan,
});

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
    const tanggal = await lockBusinessDay(shop, tx);
    await ensureSales(shop, tx, input.kode_sales);
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
      pembulatan: settings.pembulatan,
      dp_rp: input.dp_rp,
      jumlah_bayar: input.dp_rp,
      input_by: user.user_id,
    });
    await insertCashRows(
      shop,
      tx,
      input.pembayaran.map((p) => ({
        tanggal,
        kategori: KAS.dp,
        deskripsi: no,
        jenis: p.jenis,
        jumlah_in: p.jumlah,
        kode_bank: p.kode_bank ?? '',
        no_rekening: p.no_rekening ?? '',
        input_by: user.user_id,
        id_trx: no,
      })),
    );
    return toPesanan(row);
  });
}

/**
 * Cancels an order through the document kit: the down payment is refunded in full (BATAL PESANAN
 * rows mirroring its PESANAN rows: the shop's rule); an order of an earlier day needs an SPV/OWN
 * authorisation; a picked-up order cannot be cancelled.
 */
export async function cancelPesanan(shop: ShopContext, user: SessionUser, body: api.CancelBody) {
  const { number } = await cancelDocument<StoredPesanan>(
    shop,
    user,
    PESANAN,
    PESANAN_TABLE,
    {
      beforeCancel: ({ rows }) => {
        if (rows[0]?.status === 'DIAMBIL') throw conflict(MSG.cannotCancel('DIAMBIL'));
      },
    },
    body,
  );
  return getPesanan(shop, number);
}

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
  return shop.db.transaction(async (tx) => {
    const tanggal = await lockBusinessDay(shop, tx);
    const order = await lockPesanan(shop, tx, input.no_pesanan);
    if (!order) throw notFound(MSG.notFound);
    if (order.status !== 'PESAN') throw conflict(MSG.notOrdered(order.no_pesanan));
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
    await insertBarangWithLedger(shop, tx, [{ ...item, kode_barcode }], {
      tanggal,
      no_tambah: order.no_pesanan,
      input_by: user.user_id,
      status: 'PESANAN',
    });
    return toPesanan(await markPesanan(shop, tx, order.no_pesanan, { status: 'SIAP', kode_barcode }));
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
  return shop.db.transaction(async (tx) => {
    // The day first (as every document call), then the order row.
    const tanggal = await lockBusinessDay(shop, tx);
    const order = await lockPesanan(shop, tx, input.no_pesanan);
    if (!order) throw notFound(MSG.notFound);
    if (order.status !== 'SIAP' || !order.kode_barcode) throw conflict(MSG.notReady(order.no_pesanan));
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
  const order = await findPesanan(shop, no.toUpperCase());
  if (!order) throw notFound(MSG.notFound);
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

export async function getPesanan(shop: ShopContext, no: string): Promise<api.Pesanan> {
  const row = await findPesanan(shop, no.toUpperCase());
  if (!row) throw notFound(MSG.notFound);
  return toPesanan(row);
}

export const listPesanan = (shop: ShopContext, q: api.PesananListQuery) =>
  listDocuments(shop, PESANAN, PESANAN_TABLE, toPesanan, q);

export async function pesananInvoice(shop: ShopContext, no: string): Promise<api.PesananInvoice> {
  const p = await getPesanan(shop, no);
  const cash = await cashRowsOfTrxs(shop, [p.no_pesanan]);
  return {
    ...p,
    lines: [p],
    pembayaran: cash.map((c) => ({
      kategori: c.kategori,
      jenis: c.jenis,
      jumlah_in: c.jumlah_in,
      jumlah_out: c.jumlah_out,
      kode_bank: c.kode_bank,
      no_rekening: c.no_rekening,
    })),
  };
}

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
        dp_rp: p.jumlah_bayar,
        sisa_rp: p.sisa_rp,
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

export async function listPendingPesanan(
  shop: ShopContext,
  kodeSales: string,
): Promise<api.PendingPesanan[]> {
  return (await pendingPesanan(shop, kodeSales)).map((r) => ({
    kode_sales: r.kode_sales,
    no_pesanan: r.no_pesanan,
    nama_customer: r.nama_customer,
    alamat: r.alamat_customer,
    no_hp: r.no_hp,
    total_harga: r.total_harga,
    jumlah_bayar: r.jumlah_bayar,
  }));
}

export async function validatePesanan(shop: ShopContext, body: api.ValidatePesananBody) {
  const input = api.validatePesananBody.parse(body);
  return validateDocuments(
    shop,
    input.user_id,
    input.no_pesanans,
    (tx, nos, by) => markPesananValid(shop, tx, nos, by),
    MSG,
  );
}
