import { api, formatRupiah } from '@emas/contract';
import type { NotaDocument } from '@emas/contract/nota-sample';
import type { ShopContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { cashRowsOfTrx } from '../kas/kas.api.ts';
import { printNota } from '../nota/nota.service.ts';
import { hutangInvoices, pledgeNotaLines } from './hutang-invoice.service.ts';

const MSG = api.HUTANG_MSG;

/**
 * The note of a loan's redemption or extension (issue 43), from the stored layout of PELUNASAN
 * HUTANG or PERPANJANGAN HUTANG: the payment named by `no_bayar`, else the loan's latest redemption
 * or extension still standing (a reversed redemption is not printed unless named).
 */
export function pickBayar(
  bayar: readonly api.HutangBayar[],
  no_bayar?: string,
): (api.HutangBayar & { type: 'PELUNASAN HUTANG' | 'PERPANJANGAN HUTANG' }) | null {
  const candidates = bayar.filter((b) => api.notaTypeOfBayar(b.jenis) !== null);
  const chosen = no_bayar
    ? candidates.find((b) => b.no_bayar === no_bayar)
    : candidates.filter((b) => b.status === 'OK').at(-1);
  const type = chosen ? api.notaTypeOfBayar(chosen.jenis) : null;
  return chosen && type ? { ...chosen, type } : null;
}

type CashIn = { jenis: string; kode_bank: string; jumlah_in: number };

/** 'CASH Rp 5,150,000 / TRANSFER BCA Rp 100,000': what came in for the payment. */
export const paymentTextOf = (rows: readonly CashIn[]): string =>
  rows
    .filter((r) => Number(r.jumlah_in) > 0)
    .map((r) => `${r.jenis}${r.kode_bank ? ` ${r.kode_bank}` : ''} ${formatRupiah(Number(r.jumlah_in))}`)
    .join(' / ');

/** The note's fields and lines of one payment of a loan (the fields of README.md in ../nota). */
export function bayarNotaDocument(
  h: api.HutangInvoice,
  b: api.HutangBayar,
  pembayaran: string,
  user: SessionUser,
): NotaDocument {
  return {
    fields: {
      no_faktur: h.no_faktur_hutang,
      no_bayar: b.no_bayar,
      tanggal: b.tanggal,
      jam: b.jam.slice(11, 16),
      kode_sales: h.kode_sales,
      input_by: (b.input_by || user.user_id).toUpperCase(),
      nama_customer: h.nama_customer,
      alamat_customer: h.alamat_customer,
      no_hp: h.no_hp,
      kode_member: h.kode_member,
      no_ktp: h.no_ktp,
      tgl_hutang: h.tgl_hutang,
      tgl_tempo: b.tgl_tempo_baru,
      tgl_tempo_lama: b.tgl_tempo_lama,
      tgl_tempo_baru: b.tgl_tempo_baru,
      tgl_dari: b.tgl_dari,
      tgl_sampai: b.tgl_sampai,
      lama_pinjam: b.lama_pinjam,
      bunga: String(b.bunga),
      total_berat: h.berat,
      pokok: b.jenis === 'LUNAS' ? b.pokok : h.jumlah_hutang,
      bunga_pinjam: b.bunga_pinjam,
      bunga_rp: b.bunga_rp,
      total_bayar: b.total_bayar,
      status: b.jenis === 'LUNAS' ? (b.status === 'OK' ? 'LUNAS' : 'BATAL LUNAS') : 'DIPERPANJANG',
      pembayaran,
      keterangan: b.keterangan,
    },
    lines: pledgeNotaLines(h),
  };
}

/** `hutang/nota-bayar`: the PDF and its file name. */
export async function hutangBayarNota(
  shop: ShopContext,
  user: SessionUser,
  q: { no_faktur: string; no_bayar?: string; reprint: boolean },
): Promise<{ pdf: Buffer; fileName: string }> {
  const [h] = await hutangInvoices(shop, [q.no_faktur]);
  if (!h) throw notFound(MSG.notFound);
  const b = pickBayar(h.bayar, q.no_bayar || undefined);
  if (!b) throw notFound(MSG.bayarNotFound);
  const cash = await cashRowsOfTrx(shop, shop.db, b.no_bayar);
  const pdf = await printNota(
    shop,
    b.type,
    [
      bayarNotaDocument(
        h,
        b,
        paymentTextOf(cash.filter((c) => c.kategori === api.KATEGORI_KAS_HUTANG.lunas)),
        user,
      ),
    ],
    { reprint: q.reprint },
  );
  return { pdf, fileName: `NOTA ${b.type} ${h.no_faktur_hutang}.pdf` };
}
