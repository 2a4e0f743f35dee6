import { api, formatGram, formatRupiah, isValidPhone, MODULE, toWhatsappNumber } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { activeModules } from '../../platform/modules.ts';
import type { SessionUser } from '../../platform/session.ts';
import { diamondNotesOf } from '../berlian/berlian-penjualan.ts';
import { toPayment } from '../dokumen/document-cash.ts';
import { documentNumberOf, documentRows } from '../dokumen/dokumen.api.ts';
import { cashRowsOfTrxs } from '../kas/kas.api.ts';
import { notaShop, printNota } from '../nota/nota.service.ts';
import type { NotaPaperChoice } from '../nota/nota-receipt.ts';
import { PURCHASE_TABLE, type StoredPembelian } from '../pembelian/pembelian.api.ts';
import { toPurchaseLine } from '../pembelian/pembelian.service.ts';
import { insertOutbox, SALE_TABLE, type StoredPenjualan } from './penjualan.queries.ts';
import { toSaleLine } from './penjualan.service.ts';

const { TRANSAKSI_MSG: MSG } = api;

/** The invoice group of any of its numbers (group, sale line or purchase line). */
async function groupOf(shop: ShopContext, noFaktur: string): Promise<string> {
  const g =
    (await documentNumberOf(shop.db, SALE_TABLE(shop), noFaktur)) ??
    (await documentNumberOf(shop.db, PURCHASE_TABLE(shop), noFaktur));
  if (!g) throw notFound(MSG.fakturNotFound);
  return g;
}

/** Whole invoices (sale lines, trade-in or purchase lines, payments) by any of their numbers. */
export async function invoices(shop: ShopContext, numbers: readonly string[]): Promise<api.Invoice[]> {
  const groups = [...new Set(await Promise.all(numbers.map((n) => groupOf(shop, n))))];
  const [toko, sales, purchases, cash] = await Promise.all([
    notaShop(shop),
    documentRows<StoredPenjualan>(shop.db, SALE_TABLE(shop), groups),
    documentRows<StoredPembelian>(shop.db, PURCHASE_TABLE(shop), groups),
    cashRowsOfTrxs(shop, groups),
  ]);
  return groups.map((g) => {
    const penjualan = sales.filter((s) => s.no_faktur_group === g).map(toSaleLine);
    const pembelian = purchases.filter((p) => p.no_faktur_group === g).map(toPurchaseLine);
    const head = penjualan[0] ?? pembelian[0];
    if (!head) throw notFound(MSG.fakturNotFound);
    const kategori = penjualan.length ? 'PENJUALAN' : 'PEMBELIAN';
    return {
      no_faktur_group: g,
      tanggal: head.tanggal,
      jam: head.jam,
      kode_toko: toko.kode_toko,
      nama_toko: toko.nama_toko,
      alamat_toko: toko.alamat_toko,
      kode_sales: head.kode_sales,
      kode_member: head.kode_member,
      nama_customer: head.nama_customer,
      alamat_customer: head.alamat_customer,
      no_hp: head.no_hp,
      penjualan,
      pembelian,
      pembayaran: cash
        .filter((c) => c.id_trx === g && c.kategori === kategori)
        .map((c) => ({ ...toPayment(c), tunai_diterima: c.tunai_diterima, kembalian: c.kembalian })),
      total_jual: penjualan.reduce((s, l) => s + l.harga_total, 0),
      total_beli: pembelian.reduce((s, l) => s + l.harga, 0),
      status: [...penjualan, ...pembelian].every((l) => l.status === 'BATAL') ? 'BATAL' : 'OPEN',
    };
  });
}

/** 'CASH Rp 7,065,500 (TUNAI Rp 10,000,000 KEMBALI Rp 2,934,500) / QRIS BCA Rp ...'. */
const paymentText = (inv: api.Invoice) =>
  inv.pembayaran
    .map(
      (p) =>
        `${p.jenis}${p.kode_bank ? ` ${p.kode_bank}` : ''} ${formatRupiah(p.jumlah_in || p.jumlah_out)}` +
        (p.kembalian
          ? ` (TUNAI ${formatRupiah(p.tunai_diterima ?? 0)} KEMBALI ${formatRupiah(p.kembalian)})`
          : ''),
    )
    .join(' / ');

const common = (inv: api.Invoice, user: SessionUser) => ({
  no_faktur: inv.no_faktur_group,
  tanggal: inv.tanggal,
  jam: inv.jam.slice(11, 16),
  kode_sales: inv.kode_sales,
  input_by: (inv.penjualan[0]?.input_by ?? inv.pembelian[0]?.input_by ?? user.user_id).toUpperCase(),
  nama_customer: inv.nama_customer,
  alamat_customer: inv.alamat_customer,
  no_hp: inv.no_hp,
  kode_member: inv.kode_member,
});

/**
 * The sale invoices as a PDF from the stored PENJUALAN layout, or PENJUALAN BERLIAN (with each
 * line's stones as 'Keterangan Berlian') when a line is a diamond item.
 */
export async function saleNota(
  shop: ShopContext,
  user: SessionUser,
  numbers: string[],
  reprint: boolean,
  paper?: NotaPaperChoice,
) {
  const list = (await invoices(shop, numbers)).filter((i) => i.penjualan.length);
  if (!list.length) throw notFound(MSG.fakturNotFound);
  const stones = await diamondNotesOf(
    shop,
    list.flatMap((i) => i.penjualan.map((l) => l.no_faktur_jual)),
  );
  return printNota(
    shop,
    stones.size ? 'PENJUALAN BERLIAN' : 'PENJUALAN',
    list.map((inv) => ({
      fields: {
        ...common(inv, user),
        total_berat: inv.penjualan.reduce((s, l) => s + l.berat, 0).toFixed(3),
        total: inv.total_jual,
        pembayaran: paymentText(inv),
      },
      lines: inv.penjualan.map((l) => ({
        kode_barcode: l.kode_barcode,
        nama_barang: l.nama_barang,
        kadar: l.kadar_cetak || `${l.kadar}%`,
        berat: l.berat,
        ongkos: l.ongkos,
        keterangan: stones.get(l.no_faktur_jual) ?? '',
        harga: l.harga_total,
      })),
    })),
    { reprint, paper },
  );
}

/** The purchase (and trade-in) invoices from the stored PEMBELIAN layout. */
export async function purchaseNota(
  shop: ShopContext,
  user: SessionUser,
  numbers: string[],
  reprint: boolean,
  paper?: NotaPaperChoice,
) {
  const list = (await invoices(shop, numbers)).filter((i) => i.pembelian.length);
  if (!list.length) throw notFound(MSG.fakturNotFound);
  const modules = await activeModules(shop);
  const tukar = list.some((i) => i.pembelian.some((p) => p.jenis_pembelian === 'TUKAR'));
  return printNota(
    shop,
    'PEMBELIAN',
    list.map((inv) => ({
      fields: {
        ...common(inv, user),
        total_berat: inv.pembelian.reduce((s, l) => s + l.berat, 0).toFixed(3),
        total: inv.total_beli,
        pembayaran: inv.penjualan.length ? `TUKAR ${formatRupiah(inv.total_beli)}` : paymentText(inv),
        // The seller's KTP for the ownership statement (issue 43); '-' when none was asked.
        no_ktp: inv.pembelian[0]?.no_ktp || '-',
      },
      lines: inv.pembelian.map((l) => ({
        nama_barang: l.nama_barang,
        kadar: `${l.kadar}%`,
        berat_nota: l.berat_nota || '',
        berat: l.berat,
        kondisi: l.kode_kondisi,
        harga: l.harga,
      })),
    })),
    { reprint, paper, ...(tukar ? { duplicate: modules.has(MODULE.DUPLIKAT_NOTA_TUKAR) } : {}) },
  );
}

/** Puts the invoice in the WhatsApp outbox for the customer's number. */
export async function sendInvoiceWa(shop: ShopContext, user: SessionUser, noFaktur: string) {
  const [inv] = await invoices(shop, [noFaktur]);
  if (!inv) throw notFound(MSG.fakturNotFound);
  if (!isValidPhone(inv.no_hp)) throw badRequest(MSG.waUnknown);
  const tujuan = toWhatsappNumber(inv.no_hp);
  const lines = [
    ...inv.penjualan.map((l) => `${l.nama_barang} ${formatGram(l.berat)} gr ${formatRupiah(l.harga_total)}`),
    ...inv.pembelian.map((l) => `BELI ${l.nama_barang} ${formatGram(l.berat)} gr ${formatRupiah(l.harga)}`),
  ];
  await insertOutbox(shop, {
    channel: 'WHATSAPP',
    tujuan,
    isi: [`${inv.nama_toko}`, `Invoice ${inv.no_faktur_group} (${inv.tanggal})`, ...lines].join('\n'),
    ref: inv.no_faktur_group,
    created_by: user.user_id,
  });
  return { no_hp: tujuan };
}
