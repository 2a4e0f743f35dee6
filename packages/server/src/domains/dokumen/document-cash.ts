import { api, JENIS_BAYAR_REKENING, rekeningTakes } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { activeMasterData } from '../barang/barang.api.ts';
import { insertCashRows, type NewKas, type StoredKas } from '../kas/kas.api.ts';
import type { NumberText } from '../kas/nomor-dokumen.ts';

const { TRANSAKSI_MSG: MSG } = api;

export type PaymentIn = { jenis: string; jumlah: number; kode_bank?: string; no_rekening?: string };

/**
 * The cash rows of a document's payments (money in): one row per payment under the document's
 * number and the movement's category (DESIGN.md section 6, Cash).
 */
export const paymentCashRows = <N extends NumberText = string>(
  payments: readonly PaymentIn[],
  ctx: { tanggal: string; kategori: string; no: N; input_by: string },
): (Omit<NewKas, 'deskripsi' | 'id_trx'> & { deskripsi: N; id_trx: N })[] =>
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

/**
 * Writes a document's payments as its cash rows, inside the document's transaction; payments into
 * the shop's accounts must name one (resolveAccounts).
 */
export const writePayments = async (
  shop: ShopContext,
  tx: Db,
  payments: readonly PaymentIn[],
  ctx: Parameters<typeof paymentCashRows>[1],
) => insertCashRows(shop, tx, paymentCashRows(await resolveAccounts(shop, tx, payments), ctx));

const needsAccount = (jenis: string) => (JENIS_BAYAR_REKENING as readonly string[]).includes(jenis);

/**
 * Payments into the shop's accounts (TRANSFER, QRIS, E-WALLET) name an active account of the rekening
 * master of that kind; its bank is taken from the master, whatever the counter sent.
 */
export async function resolveAccounts<P extends PaymentIn>(
  shop: ShopContext,
  tx: Db,
  payments: readonly P[],
): Promise<P[]> {
  for (const p of payments)
    if (needsAccount(p.jenis) && !p.no_rekening) throw badRequest(MSG.accountRequired(p.jenis));
  const nos = payments.filter((p) => needsAccount(p.jenis)).map((p) => p.no_rekening as string);
  const accounts = nos.length ? await activeMasterData(shop, tx, 'rekening', nos) : new Map();
  return payments.map((p) => {
    if (!needsAccount(p.jenis)) return p;
    const no = p.no_rekening as string;
    const acc = accounts.get(no);
    if (!acc) throw badRequest(MSG.rekeningUnknown(no));
    if (!rekeningTakes(String(acc.jenis_rekening ?? ''), p.jenis))
      throw badRequest(MSG.rekeningWrongKind(no, p.jenis));
    return { ...p, kode_bank: String(acc.kode_bank ?? '') };
  });
}

/** A document's cash row as its invoice lists it (a payment line). */
export const toPayment = (c: StoredKas): api.Payment => ({
  kategori: c.kategori,
  jenis: c.jenis,
  jumlah_in: c.jumlah_in,
  jumlah_out: c.jumlah_out,
  kode_bank: c.kode_bank,
  no_rekening: c.no_rekening,
});
