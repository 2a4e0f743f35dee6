import {
  type ClosingLine,
  type CreatePreOrderInput,
  closingQtyProblem,
  createPreOrderBody,
  DOC_PREFIX,
  emptyPoPage,
  formatDocumentNumber,
  KATEGORI_KAS_PO,
  noResiOf,
  type PaymentMatch,
  PO_MSG,
  type PoPage,
  PRE_ORDER,
  type PreOrder,
  type PreOrderClosingBody,
  type PreOrderListQuery,
  type PreOrderValidationBody,
  poOffset,
  preOrderClosingBody,
  preOrderListQuery,
  preOrderValidationBody,
  remainingQty,
  STATUS_PO_LABEL,
  type StatusPo,
  sisaBayar,
  type TransactionByPaymentBody,
  transactionByPaymentBody,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { paymentCashRows } from '../dokumen/document-cash.ts';
import { reverseDocumentCash } from '../dokumen/dokumen.service.ts';
import { insertCashRows } from '../kas/kas.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { ensureSales } from '../pembelian/pembelian.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import {
  findByOrders,
  insertClosings,
  insertPoLines,
  insertPreOrders,
  lastSequence,
  linesOf,
  lockPreOrders,
  type NewPreOrder,
  pagePreOrders,
  preOrdersNumbered,
  readyBarcodes,
  type StoredPoLine,
  type StoredPreOrder,
  updatePreOrder,
} from './pre-order.queries.ts';
import { namedBarcodes, releaseNamedItems, reserveNamedItems, sellNamedItems } from './pre-order-barang.ts';

export const toPreOrder = (r: StoredPreOrder, lines: readonly StoredPoLine[]): PreOrder => ({
  no_po: r.no_po,
  tgl_po: r.tanggal,
  tgl_system: r.tanggal,
  no_order: r.no_order,
  kode_marketplace: r.kode_marketplace,
  kode_intern: r.kode_intern,
  kode_member: r.kode_member,
  nama_customer: r.nama_customer,
  no_hp: r.no_hp,
  alamat_customer: r.alamat_customer,
  kode_sales: r.kode_sales,
  no_rekening: r.no_rekening,
  no_rekening_customer: r.no_rekening_customer,
  qty_estimasi: r.qty_estimasi,
  berat_estimasi: Number(r.berat_estimasi),
  harga_estimasi: r.harga_estimasi,
  harga_gram: r.harga_gram,
  harga_total: r.harga_total,
  nominal_bayar: r.nominal_bayar,
  dibayar_rp: r.dibayar_rp,
  sisa_bayar: sisaBayar(r.harga_total, r.dibayar_rp),
  sisa_rp: sisaBayar(r.harga_total, r.dibayar_rp),
  qty_kirim: r.qty_kirim,
  qty_input: r.qty_input,
  berat_input: Number(r.berat_input),
  harga_penjualan: r.harga_penjualan,
  status: r.status as StatusPo,
  status_label: STATUS_PO_LABEL[r.status as StatusPo] ?? r.status,
  selesai: r.qty_kirim >= r.qty_estimasi,
  input_by: r.input_by,
  detail_barang: lines
    .filter((l) => l.no_po === r.no_po)
    .map((l) => ({
      kode_barcode: l.kode_barcode,
      berat: Number(l.berat),
      deskripsi: l.deskripsi,
      harga_estimasi: l.harga_estimasi,
      harga_gram: l.harga_gram,
    })),
});

/** POs with their goods lines, as the API answers them. */
export async function withLines(shop: ShopContext, db: Db, rows: readonly StoredPreOrder[]) {
  const lines = await linesOf(
    shop,
    db,
    rows.map((r) => r.no_po),
  );
  return rows.map((r) => toPreOrder(r, lines));
}

/** GET pre-order/latest-number: the number the next PO of the business day will take. */
export async function latestNumber(shop: ShopContext) {
  const tanggal = await findBusinessDay(shop);
  const last = await lastSequence(shop, DOC_PREFIX.PRE_ORDER, tanggal);
  return { no_po: formatDocumentNumber(DOC_PREFIX.PRE_ORDER, shop.kode_toko, tanggal, last + 1) };
}

/** A PO's row from the parsed form, numbered inside the caller's transaction. */
async function rowOf(
  shop: ShopContext,
  tx: Db,
  user: SessionUser,
  tanggal: string,
  v: CreatePreOrderInput,
): Promise<NewPreOrder> {
  return {
    tanggal,
    no_po: await nextDocumentNumber(shop, tx, DOC_PREFIX.PRE_ORDER, tanggal),
    no_order: v.no_order,
    kode_marketplace: v.kode_marketplace,
    kode_intern: v.kode_intern,
    kode_member: v.kode_member,
    nama_customer: v.nama_customer,
    alamat_customer: v.alamat_customer,
    no_hp: v.no_hp,
    kode_sales: v.kode_sales,
    no_rekening: v.no_rekening,
    no_rekening_customer: v.no_rekening_customer,
    qty_estimasi: v.qty_estimasi,
    berat_estimasi: String(v.berat_estimasi),
    harga_estimasi: v.harga_estimasi,
    harga_gram: v.harga_gram,
    harga_total: v.harga_estimasi,
    input_by: user.user_id,
  };
}

const lineRows = (no_po: string, v: CreatePreOrderInput) =>
  v.detail_barang.map((l) => ({
    no_po,
    kode_barcode: l.kode_barcode,
    deskripsi: l.deskripsi,
    berat: String(l.berat),
    harga_estimasi: l.harga_estimasi,
    harga_gram: l.harga_gram,
  }));

/**
 * Creates POs in one transaction on the business day: every sales code known, every named stock item
 * READY and reserved for its PO (status PRE ORDER; of two POs naming one item exactly one gets it),
 * every marketplace order new (the partial unique index settles two at once). Used by POST pre-order
 * (one) and the import (many).
 */
export async function insertPreOrderInputs(
  shop: ShopContext,
  user: SessionUser,
  inputs: readonly CreatePreOrderInput[],
): Promise<PreOrder[]> {
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    for (const kode of new Set(inputs.map((v) => v.kode_sales))) await ensureSales(shop, tx, kode);
    await reserveNamedItems(
      shop,
      tx,
      user.user_id,
      inputs.flatMap((v) => namedBarcodes(v.detail_barang)),
    );
    const rows: NewPreOrder[] = [];
    for (const v of inputs) rows.push(await rowOf(shop, tx, user, tanggal, v));
    const saved = new Map((await insertPreOrders(shop, tx, rows)).map((r) => [r.no_po, r]));
    const taken = rows.find((r) => !saved.has(r.no_po));
    if (taken) throw conflict(PO_MSG.orderExists(taken.kode_marketplace ?? '-', taken.no_order ?? '-'));
    await insertPoLines(
      shop,
      tx,
      inputs.flatMap((v, i) => lineRows(rows[i]?.no_po as string, v)),
    );
    // In the order of the inputs.
    return withLines(
      shop,
      tx,
      rows.map((r) => saved.get(r.no_po) as StoredPreOrder),
    );
  });
}

/** POST pre-order: one PO (status OPEN, nothing paid yet); the answer's data holds it with no_po. */
export async function createPreOrder(shop: ShopContext, user: SessionUser, body: unknown): Promise<PreOrder> {
  const v = createPreOrderBody.parse(body);
  const [po] = await insertPreOrderInputs(shop, user, [v]);
  return po as PreOrder;
}

/**
 * GET pre-order: a page of POs over a date range (default the business day), newest first; status
 * 'finish' lists the validated POs with pieces left to send (the closing form), over every day
 * unless a range is given. Empty: count 0, skip 1, limit 50, page 1.
 */
export async function listPreOrders(shop: ShopContext, query: PreOrderListQuery): Promise<PoPage<PreOrder>> {
  const q = preOrderListQuery.parse(query);
  const finish = q.status === 'finish';
  const day = finish ? undefined : await findBusinessDay(shop);
  const from = q.tgl_from ?? day;
  const to = q.tgl_to ?? q.tgl_from ?? day;
  if (from && to && from > to) throw badRequest('Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir');
  const offset = poOffset(q.page, q.limit);
  const { rows, total } = await pagePreOrders(shop, {
    from,
    to,
    status: q.status,
    search: q.search,
    offset,
    limit: q.limit,
  });
  if (!total) return emptyPoPage();
  return {
    preorders: await withLines(shop, shop.db, rows),
    count: total,
    page: q.page,
    limit: q.limit,
    skip: offset,
  };
}

/** One PO by its number, or 404. */
export async function getPreOrder(shop: ShopContext, no: string): Promise<PreOrder> {
  const rows = await preOrdersNumbered(shop, no.toUpperCase());
  const [po] = await withLines(shop, shop.db, rows);
  if (!po) throw notFound(PO_MSG.notFound);
  return po;
}

/** The POs of these numbers locked for a change, every one known (else 404), in number order. */
async function lockKnown(shop: ShopContext, tx: Db, nos: readonly string[]) {
  const rows = await lockPreOrders(shop, tx, [...new Set(nos)]);
  const byNo = new Map(rows.map((r) => [r.no_po, r]));
  for (const no of nos) if (!byNo.has(no)) throw notFound(PO_MSG.notFound);
  return byNo;
}

/**
 * POST pre-order/cancel/{no_po}: an OPEN or VALID PO with nothing sent yet becomes BATAL; the stock
 * items it names are reserved no more (READY); the payments recorded by validation are given back
 * (BATAL PRE ORDER rows) on the day of the cancellation. The PO row is locked: of two cancels at once
 * the second is refused.
 */
export async function cancelPreOrder(shop: ShopContext, user: SessionUser, no: string): Promise<PreOrder> {
  const number = no.toUpperCase();
  await shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const po = (await lockKnown(shop, tx, [number])).get(number) as StoredPreOrder;
    if (po.status === 'BATAL') throw conflict(PO_MSG.alreadyCancelled);
    if (po.qty_kirim > 0) throw conflict(PO_MSG.shipped(number));
    await updatePreOrder(shop, tx, number, {
      status: 'BATAL',
      batal_by: user.user_id,
      batal_at: new Date(),
      batal_alasan: 'BATAL PO',
    });
    await releaseNamedItems(shop, tx, user.user_id, namedBarcodes(await linesOf(shop, tx, [number])));
    await reverseDocumentCash(shop, tx, PRE_ORDER, number, tanggal);
  });
  return getPreOrder(shop, number);
}

/**
 * POST pre-order/validation: each chosen PO (OPEN) becomes VALID and its payment nominal_bayar is
 * recorded as a PRE ORDER cash row (TRANSFER to the PO's account, waiting for non-cash validation).
 * All or nothing, in one transaction: an unknown PO, one already validated or named twice refuses
 * the whole call ('Data Gagal Divalidasi' when none is left to validate).
 */
export async function validatePreOrders(shop: ShopContext, user: SessionUser, body: PreOrderValidationBody) {
  const v = preOrderValidationBody.parse(body);
  const nos = v.data_transaksi.map((d) => d.no_po);
  if (new Set(nos).size !== nos.length) throw badRequest(PO_MSG.validateFailed);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const byNo = await lockKnown(shop, tx, nos);
    for (const d of v.data_transaksi) {
      const po = byNo.get(d.no_po) as StoredPreOrder;
      if (po.status !== 'OPEN') throw conflict(PO_MSG.notOpen(po.no_po));
      await updatePreOrder(shop, tx, po.no_po, {
        status: 'VALID',
        status_valid: 'VALID',
        nominal_bayar: d.nominal_bayar,
        dibayar_rp: po.dibayar_rp + d.nominal_bayar,
        validated_by: user.user_id,
        validated_at: new Date(),
      });
      // The PO's account is the one its marketplace order names (free text), not a master's.
      await insertCashRows(
        shop,
        tx,
        paymentCashRows([{ jenis: 'TRANSFER', jumlah: d.nominal_bayar, no_rekening: po.no_rekening }], {
          tanggal,
          kategori: KATEGORI_KAS_PO.bayar,
          no: po.no_po,
          input_by: user.user_id,
        }),
      );
    }
    return { validated: v.data_transaksi.length };
  });
}

/**
 * POST pre-order/transaction-by-payment: matches incoming payments (a bank or marketplace statement)
 * to POs by marketplace and order number; reads only. Each answer row tells the PO found, or why not.
 */
export async function matchPayments(
  shop: ShopContext,
  body: TransactionByPaymentBody,
): Promise<PaymentMatch[]> {
  const v = transactionByPaymentBody.parse(body);
  const found = await findByOrders(
    shop,
    v.data_transaksi.map((d) => d.no_order).filter((o) => o !== '-'),
  );
  return v.data_transaksi.map((d) => {
    const po = found.find((p) => p.no_order === d.no_order && p.kode_marketplace === d.kode_marketplace);
    const base = { ...d, no_po: '', nama_customer: '', harga_total: 0, sisa_bayar: 0, status: '' as const };
    if (!po) return { ...base, keterangan: 'Data Tidak Ditemukan' };
    const sisa = sisaBayar(po.harga_total, po.dibayar_rp);
    return {
      ...base,
      no_po: po.no_po,
      nama_customer: po.nama_customer,
      harga_total: po.harga_total,
      sisa_bayar: sisa,
      status: po.status as StatusPo,
      keterangan:
        po.status === 'VALID'
          ? STATUS_PO_LABEL.VALID
          : d.nominal < sisa
            ? 'Nominal Kurang'
            : STATUS_PO_LABEL.OPEN,
    };
  });
}

/**
 * The closing's pieces sent (qty_kirim by PO) stored on the locked POs. A PO whose pieces are all sent
 * is finished: a sale of its goods (qty_input, berat_input) at the price its payments made
 * (harga_penjualan = dibayar_rp) on the closing's day, and the stock items it names are sold.
 */
async function recordSent(
  shop: ShopContext,
  tx: Db,
  e: { tanggal: string; input_by: string },
  byNo: ReadonlyMap<string, StoredPreOrder>,
  sent: ReadonlyMap<string, number>,
) {
  const goods = await linesOf(shop, tx, [...sent.keys()]);
  const linesOfPo = (no: string) => goods.filter((g) => g.no_po === no);
  const done = (no: string) => (sent.get(no) ?? 0) >= (byNo.get(no) as StoredPreOrder).qty_estimasi;
  const finished = [...sent.keys()].filter(done);
  await sellNamedItems(shop, tx, e, new Map(finished.map((no) => [no, namedBarcodes(linesOfPo(no))])));
  for (const [no, qty_kirim] of sent) {
    const po = byNo.get(no) as StoredPreOrder;
    const berat = linesOfPo(no).reduce((a, g) => a + Math.round(Number(g.berat) * 1000), 0);
    await updatePreOrder(shop, tx, no, {
      qty_kirim,
      ...(done(no)
        ? {
            qty_input: qty_kirim,
            berat_input: (berat / 1000).toFixed(3),
            harga_penjualan: po.dibayar_rp,
            tgl_selesai: e.tanggal,
          }
        : {}),
    });
  }
}

/**
 * POST pre-order/closing: ships (KIRIM, with a receipt number) or hands over (AMBIL, receipt '-')
 * pieces of validated POs, in one transaction. The POs are locked in number order, so closings of one
 * PO at once queue and each sees what the others sent: a line may take at most the remaining estimated
 * qty (closingQtyProblem), so the pieces sent never exceed the estimate. A PO whose pieces are all sent
 * is finished: it becomes a sale of its goods (qty_input, berat_input) at the price its payments made
 * (harga_penjualan = dibayar_rp), on the business day, and the stock items it names leave the stock
 * (SOLD, a JUAL ledger row each under the PO's number; recordSent).
 */
export async function closePreOrders(
  shop: ShopContext,
  user: SessionUser,
  body: PreOrderClosingBody,
): Promise<ClosingLine[]> {
  const v = preOrderClosingBody.parse(body);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const byNo = await lockKnown(
      shop,
      tx,
      v.detail_po.map((d) => d.no_po),
    );
    const sent = new Map<string, number>();
    const lines: ClosingLine[] = [];
    for (const d of v.detail_po) {
      const po = byNo.get(d.no_po) as StoredPreOrder;
      if (po.status === 'BATAL') throw conflict(PO_MSG.alreadyCancelled);
      if (po.status !== 'VALID') throw conflict(PO_MSG.notValid(po.no_po));
      const before = sent.get(po.no_po) ?? po.qty_kirim;
      const problem = closingQtyProblem(remainingQty(po.qty_estimasi, before), d.qty);
      if (problem) throw badRequest(problem);
      sent.set(po.no_po, before + d.qty);
      lines.push({
        no_po: po.no_po,
        status_kirim: d.status_kirim,
        no_resi: noResiOf(d.status_kirim, d.no_resi),
        qty: d.qty,
      });
    }
    await insertClosings(
      shop,
      tx,
      lines.map((l) => ({ ...l, tanggal, input_by: user.user_id })),
    );
    await recordSent(shop, tx, { tanggal, input_by: user.user_id }, byNo, sent);
    return lines;
  });
}

/** GET barang/ready-po/kode-barcode/{barcode}: the stock item a PO line may name (READY), or 404. */
export async function readyPoBarcode(shop: ShopContext, barcode: string) {
  const rows = await readyBarcodes(shop, shop.db, [barcode.trim().toUpperCase()]);
  if (!rows.length) throw notFound(PO_MSG.barcodeNotFound);
  return rows.map((r) => ({ ...r, berat: Number(r.berat) }));
}
