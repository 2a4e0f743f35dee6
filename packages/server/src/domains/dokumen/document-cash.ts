import type { api } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { insertCashRows, type NewKas, type StoredKas } from '../kas/kas.queries.ts';

export type PaymentIn = { jenis: string; jumlah: number; kode_bank?: string; no_rekening?: string };

/**
 * The cash rows of a document's payments (money in): one row per payment under the document's
 * number and the movement's category (DESIGN.md section 6, Cash).
 */
export const paymentCashRows = (
  payments: readonly PaymentIn[],
  ctx: { tanggal: string; kategori: string; no: string; input_by: string },
): NewKas[] =>
  payments.map((p) => ({
    tanggal: ctx.tanggal,
    kategori: ctx.kategori,
    deskripsi: ctx.no,
    jenis: p.jenis,
    jumlah_in: p.jumlah,
    kode_bank: p.kode_bank ?? '',
    no_rekening: p.no_rekening ?? '',
    input_by: ctx.input_by,
    id_trx: ctx.no,
  }));

/** Writes a document's payments as its cash rows, inside the document's transaction. */
export const writePayments = (
  shop: ShopContext,
  tx: Db,
  payments: readonly PaymentIn[],
  ctx: Parameters<typeof paymentCashRows>[1],
) => insertCashRows(shop, tx, paymentCashRows(payments, ctx));

/** A document's cash row as its invoice lists it (a payment line). */
export const toPayment = (c: StoredKas): api.Payment => ({
  kategori: c.kategori,
  jenis: c.jenis,
  jumlah_in: c.jumlah_in,
  jumlah_out: c.jumlah_out,
  kode_bank: c.kode_bank,
  no_rekening: c.no_rekening,
});
