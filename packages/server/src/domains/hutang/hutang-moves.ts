import { api, sumRupiah } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  barcodesIn,
  lockBarang,
  type NewBarang,
  updateBarang,
  writeLedgerFromItems,
} from '../barang/barang.api.ts';
import { customerItem } from '../barang/customer-item.ts';
import { resolveAccounts } from '../dokumen/document-cash.ts';
import { insertCashRows } from '../kas/kas.api.ts';
import { piecesOf, type StoredHutang } from './hutang.queries.ts';

const { HUTANG_MSG: MSG, GUDANG_TITIP } = api;

// Money and pieces moved by a loan, a redemption, an extension or a reversal.

/** The money moved: the payments sent, or all of it in cash. */
export const paymentsOr = <P extends { jenis: string; jumlah: number }>(
  sent: P[] | undefined,
  total: number,
) => (sent?.length ? sent : total > 0 ? [{ jenis: 'CASH', jumlah: total } as P] : []);

export const cashOf = (payments: readonly { jenis: string; jumlah: number }[]) =>
  sumRupiah(payments.filter((p) => p.jenis === 'CASH').map((p) => p.jumlah));

type PaymentRow = { jenis: string; jumlah: number; kode_bank?: string; no_rekening?: string };
type CashRowsOf = {
  tanggal: string;
  kategori: string;
  deskripsi: string;
  idTrx: string;
  user: SessionUser;
  out: boolean;
};
const cashRows = (payments: readonly PaymentRow[], c: CashRowsOf) =>
  payments.map((p) => ({
    tanggal: c.tanggal,
    kategori: c.kategori,
    deskripsi: c.deskripsi,
    jenis: p.jenis,
    jumlah_in: c.out ? 0 : p.jumlah,
    jumlah_out: c.out ? p.jumlah : 0,
    kode_bank: p.kode_bank ?? '',
    no_rekening: p.no_rekening ?? '',
    input_by: c.user.user_id,
    id_trx: c.idTrx,
  }));

/**
 * Writes the cash rows of a loan's or a deposit's payments (money out when `c.out`), inside its
 * transaction; payments through the shop's accounts must name one (resolveAccounts).
 */
export const writeCashRows = async (
  shop: ShopContext,
  tx: Db,
  payments: readonly PaymentRow[],
  c: CashRowsOf,
) => insertCashRows(shop, tx, cashRows(await resolveAccounts(shop, tx, payments), c));

type CashRow = {
  jenis: string;
  jumlah_in: number;
  jumlah_out: number;
  kode_bank: string;
  no_rekening: string;
};
/** The mirror of a payment's cash rows (a settlement reversed): money in goes out, in the same kinds. */
const mirrorCashRows = (
  paid: readonly CashRow[],
  c: {
    tanggal: string;
    kategori: string;
    deskripsi: string;
    keterangan: string;
    idTrx: string;
    user: SessionUser;
  },
) =>
  paid.map((r) => ({
    tanggal: c.tanggal,
    kategori: c.kategori,
    deskripsi: c.deskripsi,
    jenis: r.jenis,
    jumlah_in: r.jumlah_out,
    jumlah_out: r.jumlah_in,
    kode_bank: r.kode_bank,
    no_rekening: r.no_rekening,
    keterangan: c.keterangan,
    input_by: c.user.user_id,
    id_trx: c.idTrx,
  }));

/** Writes the mirror of a reversed settlement's cash rows (see mirrorCashRows), inside its transaction. */
export const writeMirrorRows = (
  shop: ShopContext,
  tx: Db,
  paid: readonly CashRow[],
  c: Parameters<typeof mirrorCashRows>[1],
) => insertCashRows(shop, tx, mirrorCashRows(paid, c));

// ---------------------------------------------------------------------------------------------
// The pieces leaving TITIP and coming back

/** A customer's piece (pledged or deposited) as an item of warehouse TITIP, no tray, no price. */
export const titipItem = (
  p: {
    kode_barcode: string;
    nama_barang: string;
    kode_group: string;
    kadar: number;
    berat: number;
    berat_bruto: number;
  },
  no: string,
): NewBarang =>
  customerItem({
    ...p,
    kode_gudang: GUDANG_TITIP,
    berat_plastik: Math.round((p.berat_bruto - p.berat) * 1000) / 1000,
    keterangan: no,
  });

export type PieceMove = { tanggal: string; jenis: string; keterangan?: string; user: SessionUser };

/** The loan's pieces must lie in TITIP with `status`; each gets a ledger row and the new status. */
export async function movePieces(
  shop: ShopContext,
  tx: Db,
  row: StoredHutang,
  from: string,
  to: string,
  sign: 1 | -1,
  e: PieceMove,
) {
  const kodes = (await piecesOf(shop, [row.no_faktur_hutang], tx)).map((p) => p.kode_barcode);
  await moveTitipItems(
    shop,
    tx,
    { no_ref: row.no_faktur_hutang, kodes, moved: MSG.itemMoved },
    from,
    to,
    sign,
    e,
  );
}

/**
 * Items of a document held in warehouse TITIP (a loan's or a deposit's pieces) moved: each must lie in
 * TITIP with status `from` (else `moved(kode)`), gets a ledger row (sign 1 in, -1 out) and status `to`.
 */
export async function moveTitipItems(
  shop: ShopContext,
  tx: Db,
  ref: { no_ref: string; kodes: readonly string[]; moved: (kode: string) => string },
  from: string,
  to: string,
  sign: 1 | -1,
  e: PieceMove,
) {
  const kodes = [...ref.kodes];
  const items = await lockBarang(shop, tx, kodes);
  for (const kode of kodes) {
    const item = items.find((i) => i.kode_barcode === kode);
    if (!item || item.kode_gudang !== GUDANG_TITIP || item.status !== from) throw conflict(ref.moved(kode));
  }
  if (sign === 1) await updateBarang(shop, tx, kodes, { status: to }, e.user.user_id);
  await writeLedgerFromItems(shop, tx, barcodesIn(shop, kodes), {
    tanggal: e.tanggal,
    jenis: e.jenis,
    sign,
    no_ref: ref.no_ref,
    keterangan: e.keterangan,
    input_by: e.user.user_id,
  });
  if (sign === -1) await updateBarang(shop, tx, kodes, { status: to }, e.user.user_id);
}
