import {
  type api,
  JENIS_BAYAR_KUPON,
  KUPON_MSG,
  type KuponPakaiStatus,
  type KuponTerms,
  kuponDiscount,
  kuponRefusal,
  kuponState,
  kuponTermsOf,
  MODULE,
  MSG,
  sumRupiah,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { SqlFragment } from '../../db/numbered-write.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { activeModules } from '../../platform/modules.ts';
import type { NumberText } from '../kas/nomor-dokumen.ts';
import { findBusinessDay } from '../system/business-day.ts';
import {
  cancelKuponPakai,
  countKuponUsed,
  findKuponRow,
  insertKuponPakai,
  kuponUsages,
  memberUsedKupon,
  type StoredKuponPakai,
} from './kupon.queries.ts';

const toPakai = (r: StoredKuponPakai): api.KuponPakai => ({
  no_faktur_group: r.no_faktur_group,
  tanggal: r.tanggal,
  jam: r.jam.toISOString(),
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  total_belanja: r.total_belanja,
  potongan: r.potongan,
  status: r.status as KuponPakaiStatus,
  input_by: r.input_by,
  batal_by: r.batal_by,
});

const termsOf = (row: { data: unknown } | undefined): KuponTerms | undefined =>
  row ? kuponTermsOf(row.data as Record<string, unknown>) : undefined;

async function ensureKuponModule(shop: ShopContext, tx: Db) {
  if (!(await activeModules(shop, tx)).has(MODULE.KUPON)) throw forbidden(MSG.moduleOff);
}

/** Cek Kupon: the coupon's terms and state on the business day, the quota left and its usages. */
export async function cekKupon(shop: ShopContext, kode: string): Promise<api.KuponInfo> {
  await ensureKuponModule(shop, shop.db);
  const [tanggal, row, terpakai, usages] = await Promise.all([
    findBusinessDay(shop),
    findKuponRow(shop, shop.db, kode),
    countKuponUsed(shop, shop.db, kode),
    kuponUsages(shop, kode),
  ]);
  const kupon = termsOf(row);
  return {
    kode_kupon: kode,
    tanggal,
    state: kuponState(kupon, tanggal, terpakai),
    kupon: kupon ?? null,
    terpakai,
    sisa_kuota: kupon ? Math.max(0, kupon.kuota - terpakai) : 0,
    riwayat: usages.map(toPakai),
  };
}

/** What the sale tells its coupon (the sale's own numbers, inside its transaction). */
export type SaleKupon = {
  kode_kupon?: string;
  pembayaran: readonly { jenis: string; jumlah: number }[];
  /** The sale's total (the items' prices). */
  belanja: number;
  /** What is left to pay in money: the total less the trade-in and an order's down payment. */
  sisa: number;
  party: { kode_member: string; nama_customer: string };
  tanggal: string;
  input_by: string;
};

/**
 * Redeems the sale's coupon inside the sale's transaction: the coupon row is locked, so of concurrent
 * sales on its last unit of quota one commits and the others are refused and write nothing. The KUPON
 * payment must be exactly the coupon's discount on this sale. Checks before the sale takes its number
 * and answers the usage row's INSERT for the number (the sale's numbered write sends it); undefined
 * without a coupon.
 */
export async function redeemSaleKupon(
  shop: ShopContext,
  tx: Db,
  sale: SaleKupon,
): Promise<((noFakturGroup: NumberText) => SqlFragment) | undefined> {
  const paid = sale.pembayaran.filter((p) => p.jenis === JENIS_BAYAR_KUPON);
  const kode = sale.kode_kupon;
  if (!kode) {
    if (paid.length) throw badRequest(KUPON_MSG.codeRequired);
    return undefined;
  }
  if (paid.length > 1) throw badRequest(KUPON_MSG.oneCoupon);
  await ensureKuponModule(shop, tx);
  const kupon = termsOf(await findKuponRow(shop, tx, kode, true));
  const kodeMember = sale.party.kode_member;
  const refusal = kuponRefusal(kode, kupon, {
    tanggal: sale.tanggal,
    terpakai: kupon ? await countKuponUsed(shop, tx, kode) : 0,
    belanja: sale.belanja,
    kode_member: kodeMember,
    memberSudahPakai: !!kupon?.kode_member && (await memberUsedKupon(shop, tx, kode, kodeMember)),
  });
  if (refusal || !kupon)
    throw new AppError(refusal === KUPON_MSG.usedUp(kode) ? 409 : 400, refusal ?? KUPON_MSG.notFound(kode));
  const potongan = kuponDiscount(kupon, sale.belanja, sale.sisa);
  if (potongan <= 0) throw badRequest(KUPON_MSG.nothingToPay(kode));
  if (sumRupiah(paid.map((p) => p.jumlah)) !== potongan)
    throw badRequest(KUPON_MSG.amountMismatch(kode, potongan));
  return (no_faktur_group) =>
    insertKuponPakai(shop, tx, {
      kode_kupon: kode,
      no_faktur_group,
      tanggal: sale.tanggal,
      kode_member: kodeMember,
      nama_customer: sale.party.nama_customer,
      total_belanja: sale.belanja,
      potongan,
      input_by: sale.input_by,
    }).getSQL();
}

/** Batal Penjualan: the sale's coupon usage becomes BATAL, so its quota (and its member's use) comes back. */
export async function cancelSaleKupon(shop: ShopContext, tx: Db, noFakturGroup: string, by: string) {
  await cancelKuponPakai(shop, tx, noFakturGroup, by);
}
