import { api, formatGram, formatRupiah, isValidPhone, toWhatsappNumber } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { paymentOfCashRow } from '../dokumen/document-row.ts';
import { notaShop, printNota } from '../nota/nota.service.ts';
import type { NotaPaperChoice } from '../nota/nota-receipt.ts';
import { insertOutbox } from '../penjualan/penjualan.api.ts';
import { bayarOf, findHutangs, piecesOf } from './hutang.queries.ts';
import { hutangCashRows } from './hutang.service.ts';
import { toBayar, toHutang } from './hutang-rows.ts';

const MSG = api.HUTANG_MSG;

/** Whole loans with their pieces, payment history and cash rows, in the order asked. */
export async function hutangInvoices(
  shop: ShopContext,
  numbers: readonly string[],
): Promise<api.HutangInvoice[]> {
  const wanted = [...new Set(numbers.map((n) => n.toUpperCase()))];
  const [toko, rows, pieces, bayar] = await Promise.all([
    notaShop(shop),
    findHutangs(shop, wanted),
    piecesOf(shop, wanted),
    bayarOf(shop, wanted),
  ]);
  const byNo = new Map(rows.map((r) => [r.no_faktur_hutang, r]));
  return Promise.all(
    wanted.map(async (no) => {
      const r = byNo.get(no);
      if (!r) throw notFound(MSG.notFound);
      return {
        ...toHutang(r, pieces),
        kode_toko: toko.kode_toko,
        nama_toko: toko.nama_toko,
        alamat_toko: toko.alamat_toko,
        bayar: bayar.filter((b) => b.no_faktur_hutang === no).map(toBayar),
        pembayaran: (await hutangCashRows(shop, no)).map(paymentOfCashRow),
      };
    }),
  );
}

/** The invoice view's answer (lines: detail_barang and bayar). */
export async function hutangInvoice(shop: ShopContext, no: string): Promise<api.HutangInvoice> {
  const [inv] = await hutangInvoices(shop, [no]);
  if (!inv) throw notFound(MSG.notFound);
  return inv;
}

/** HUTANG notas from the stored layout (a second copy with DUPLIKAT_NOTA_HUTANG_MODULE). */
/** A loan's pledged pieces as the lines of its notes (the loan note, its redemption and extension notes). */
export const pledgeNotaLines = (h: api.HutangInvoice) =>
  h.detail_barang.map((p) => ({
    kode_barcode: p.kode_barcode,
    nama_barang: p.nama_barang,
    kadar: `${p.kadar}%`,
    jumlah: p.jumlah,
    berat: p.berat,
    berat_bruto: p.berat_bruto,
    kondisi: p.kondisi,
    harga: p.plafond,
  }));

export async function hutangNota(
  shop: ShopContext,
  user: SessionUser,
  numbers: string[],
  reprint: boolean,
  paper?: NotaPaperChoice,
) {
  const list = await hutangInvoices(shop, numbers);
  return printNota(
    shop,
    'HUTANG',
    list.map((h) => ({
      fields: {
        no_faktur: h.no_faktur_hutang,
        tanggal: h.tgl_hutang,
        jam: h.jam.slice(11, 16),
        kode_sales: h.kode_sales,
        input_by: (h.input_by || user.user_id).toUpperCase(),
        nama_customer: h.nama_customer,
        alamat_customer: h.alamat_customer,
        no_hp: h.no_hp,
        kode_member: h.kode_member,
        no_ktp: h.no_ktp,
        no_faktur_manual: h.no_faktur_manual,
        tgl_tempo: h.tgl_tempo,
        lama_pinjam: h.lama_pinjam,
        total_berat: h.berat,
        bunga: String(h.bunga),
        bunga_bulan: String(h.bunga_bulan),
        total: h.jumlah_hutang,
        plafond: h.plafond,
        tgl_lunas: h.tgl_lunas,
        total_bayar: h.total_bayar,
      },
      lines: pledgeNotaLines(h),
    })),
    { reprint, paper },
  );
}

/** Puts the loan's summary in the WhatsApp outbox for the customer's number. */
export async function sendHutangWa(shop: ShopContext, user: SessionUser, no: string) {
  const [h] = await hutangInvoices(shop, [no]);
  if (!h) throw notFound(MSG.notFound);
  if (!isValidPhone(h.no_hp)) throw badRequest(api.TRANSAKSI_MSG.waUnknown);
  const tujuan = toWhatsappNumber(h.no_hp);
  await insertOutbox(shop, {
    channel: 'WHATSAPP',
    tujuan,
    isi: [
      h.nama_toko,
      `Hutang ${h.no_faktur_hutang} (${h.tgl_hutang}) ${h.status_hutang}`,
      ...h.detail_barang.map((p) => `${p.nama_barang} ${p.kadar}% ${formatGram(p.berat)} gr`),
      `Jumlah Hutang ${formatRupiah(h.jumlah_hutang)}, bunga ${h.bunga}% per hari`,
      `Jatuh Tempo ${h.tgl_tempo}`,
      ...(h.tgl_lunas ? [`Lunas ${h.tgl_lunas}: ${formatRupiah(h.total_bayar ?? 0)}`] : []),
    ].join('\n'),
    ref: h.no_faktur_hutang,
    created_by: user.user_id,
  });
  return { no_hp: tujuan };
}
