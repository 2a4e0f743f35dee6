import { api, formatGram, formatRupiah, isValidPhone, toWhatsappNumber } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { toPayment } from '../dokumen/document-cash.ts';
import { cashRowsOfTrxs } from '../kas/kas.api.ts';
import { notaShop, printNota } from '../nota/nota.service.ts';
import { insertOutbox } from '../penjualan/penjualan.api.ts';
import { findServices } from './service.queries.ts';
import { toService } from './service.service.ts';

const MSG = api.SERVICE_MSG;

/** Whole services with their payment lines (down payment, pick-up, refund), in the order asked. */
export async function serviceInvoices(
  shop: ShopContext,
  numbers: readonly string[],
): Promise<api.ServiceInvoice[]> {
  const wanted = [...new Set(numbers.map((n) => n.toUpperCase()))];
  const [toko, rows, cash] = await Promise.all([
    notaShop(shop),
    findServices(shop, wanted),
    cashRowsOfTrxs(shop, wanted),
  ]);
  const byNo = new Map(rows.map((r) => [r.no_faktur_service, r]));
  return wanted.map((no) => {
    const r = byNo.get(no);
    if (!r) throw notFound(MSG.notFound);
    return {
      ...toService(r),
      kode_toko: toko.kode_toko,
      nama_toko: toko.nama_toko,
      alamat_toko: toko.alamat_toko,
      pembayaran: cash.filter((c) => c.id_trx === no).map(toPayment),
    };
  });
}

/** The invoice view's answer: the service and its item as the one line. */
export async function serviceInvoice(shop: ShopContext, no: string) {
  const [inv] = await serviceInvoices(shop, [no]);
  if (!inv) throw notFound(MSG.notFound);
  return { ...inv, barang: [inv] };
}

/**
 * The balance as the note prints it: picked up (DIAMBIL), the rest was paid at pick-up, so 0 and
 * 'LUNAS'; before that the amount still owed.
 */
export const serviceBalance = (s: Pick<api.Service, 'status' | 'sisa_rp' | 'bayar_ambil'>) =>
  s.status === 'DIAMBIL'
    ? { sisa_rp: 0, sisa_bayar: 'LUNAS', bayar_ambil: s.bayar_ambil }
    : { sisa_rp: s.sisa_rp, sisa_bayar: formatRupiah(s.sisa_rp), bayar_ambil: 0 };

/** SERVICE invoices from the stored layout (NOTA_SERVICE_RANGKAP repeats it three times a page). */
export async function serviceNota(shop: ShopContext, user: SessionUser, numbers: string[], reprint: boolean) {
  const list = await serviceInvoices(shop, numbers);
  return printNota(
    shop,
    'SERVICE',
    list.map((s) => ({
      fields: {
        no_faktur: s.no_faktur_service,
        tanggal: s.tanggal,
        jam: s.jam.slice(11, 16),
        kode_sales: s.kode_sales,
        input_by: (s.input_by || user.user_id).toUpperCase(),
        nama_customer: s.nama_customer,
        alamat_customer: s.alamat_customer,
        no_hp: s.no_hp,
        kode_member: s.kode_member,
        tgl_ambil: s.tgl_ambil ?? s.tgl_janji,
        total: s.total,
        dp_rp: s.dp_rp,
        // Issue 43: once picked up (and paid) nothing is left to pay: LUNAS instead of the old balance.
        ...serviceBalance(s),
      },
      lines: [
        {
          nama_barang: s.nama_barang,
          berat: formatGram(s.berat),
          deskripsi: s.deskripsi,
          harga: s.total,
        },
      ],
    })),
    { reprint },
  );
}

/** Puts the service invoice in the WhatsApp outbox for the customer's number. */
export async function sendServiceWa(shop: ShopContext, user: SessionUser, no: string) {
  const [s] = await serviceInvoices(shop, [no]);
  if (!s) throw notFound(MSG.notFound);
  if (!isValidPhone(s.no_hp)) throw badRequest(api.TRANSAKSI_MSG.waUnknown);
  const tujuan = toWhatsappNumber(s.no_hp);
  await insertOutbox(shop, {
    channel: 'WHATSAPP',
    tujuan,
    isi: [
      s.nama_toko,
      `Service ${s.no_faktur_service} (${s.tanggal}) ${s.status_proses}`,
      `${s.nama_barang} ${formatGram(s.berat)} gr: ${s.deskripsi}`,
      `Total ${formatRupiah(s.total)} DP ${formatRupiah(s.dp_rp)} Sisa ${formatRupiah(s.sisa_rp)}`,
      `Janji Ambil ${s.tgl_janji}`,
    ].join('\n'),
    ref: s.no_faktur_service,
    created_by: user.user_id,
  });
  return { no_hp: tujuan };
}
