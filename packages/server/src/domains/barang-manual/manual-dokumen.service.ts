import {
  api,
  type DocumentKind,
  formatGram,
  PEMBELIAN_MANUAL,
  PENJUALAN_MANUAL,
  sumRupiah,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { resolveAccounts } from '../dokumen/document-cash.ts';
import { cancellationOfRow, partyOfRow } from '../dokumen/document-row.ts';
import { type DocumentTableOf, markCancelled } from '../dokumen/dokumen.api.ts';
import {
  type CancelContext,
  cancelDocument,
  findDocument,
  listDocuments,
  reverseDocumentCash,
} from '../dokumen/dokumen.service.ts';
import { guardDrawerOut } from '../kas/drawer.service.ts';
import { cashRowsOfTrx, insertCashRows } from '../kas/kas.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { printNota } from '../nota/nota.service.ts';
import { checkPayments, ensureSales, partyOf } from '../pembelian/pembelian.service.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { addStock, gramText, insertMutasi, type Place, takeStock } from './barang-manual.queries.ts';
import { checkPlaces, placeOf } from './barang-manual.service.ts';

const MSG = api.BARANG_MANUAL_MSG;
const J = api.JENIS_MUTASI_MANUAL;

type StoredJual = typeof import('../../db/schema/index.ts').penjualanManual.$inferSelect;
type StoredBeli = typeof import('../../db/schema/index.ts').pembelianManual.$inferSelect;

/** Where the document kit finds manual sales: one row per line under the invoice group. */
export const PENJUALAN_MANUAL_TABLE: DocumentTableOf = (shop) => {
  const t = shop.t.penjualanManual;
  return {
    table: t,
    id: t.id,
    tanggal: t.tanggal,
    status: t.status,
    number: t.no_faktur_group,
    lineNumber: t.no_faktur_jual,
    searchIn: [t.no_faktur_group, t.no_faktur_jual, t.kode_group, t.kode_dept, t.nama_customer],
    amount: t.harga,
    weight: t.berat,
  };
};
export const PEMBELIAN_MANUAL_TABLE: DocumentTableOf = (shop) => {
  const t = shop.t.pembelianManual;
  return {
    table: t,
    id: t.id,
    tanggal: t.tanggal,
    status: t.status,
    number: t.no_faktur_group,
    lineNumber: t.no_faktur_beli,
    searchIn: [t.no_faktur_group, t.no_faktur_beli, t.kode_group, t.kode_dept, t.nama_customer],
    amount: t.harga_beli,
    weight: t.berat,
  };
};

const lineCommon = (r: StoredJual | StoredBeli) => ({
  no_faktur_group: r.no_faktur_group,
  ...partyOfRow(r),
  kode_gudang: r.kode_gudang,
  kode_toko: r.kode_baki,
  kode_group: r.kode_group,
  kode_dept: r.kode_dept,
  berat: Number(r.berat),
  ...cancellationOfRow<'OPEN' | 'BATAL'>(r),
});

export const toPenjualanManual = (r: StoredJual): api.PenjualanManual => ({
  ...lineCommon(r),
  no_faktur_jual: r.no_faktur_jual,
  deskripsi: r.deskripsi,
  qty: r.qty,
  harga_gram: r.harga_gram,
  harga: r.harga,
});

export const toPembelianManual = (r: StoredBeli): api.PembelianManual => ({
  ...lineCommon(r),
  harga_gram: r.berat === '0' ? 0 : Math.round(r.harga_beli / Number(r.berat)),
  no_faktur_beli: r.no_faktur_beli,
  deskripsi_beli: r.deskripsi_beli,
  stock: r.stock,
  konversi_berat: Number(r.konversi_berat),
  berat_atribut: Number(r.berat_atribut),
  harga_beli: r.harga_beli,
});

type Payment = { jenis: string; jumlah: number; kode_bank?: string; no_rekening?: string };
const cashRowsOf = (
  payments: readonly Payment[],
  c: { tanggal: string; kategori: string; no: string; input_by: string; out: boolean },
) =>
  payments.map((p) => ({
    tanggal: c.tanggal,
    kategori: c.kategori,
    deskripsi: c.no,
    jenis: p.jenis,
    jumlah_in: c.out ? 0 : p.jumlah,
    jumlah_out: c.out ? p.jumlah : 0,
    kode_bank: p.kode_bank ?? '',
    no_rekening: p.no_rekening ?? '',
    input_by: c.input_by,
    id_trx: c.no,
  }));

type PlaceIn = { kode_gudang: string; kode_toko: string; kode_group: string; kode_dept: string };
type ManualInput<L extends PlaceIn> = {
  kode_sales: string;
  kode_member?: string;
  nama_customer?: string;
  alamat_customer?: string;
  no_hp?: string;
  pembayaran: Payment[];
  detail_barang: L[];
  id_otorisasi?: string;
};
type LineWork<L> = (c: {
  tx: Db;
  tanggal: string;
  group: string;
  no: string;
  line: L;
  place: Place;
}) => Promise<{
  qty: number;
  berat: number;
  harga: number;
}>;

/**
 * A manual document in one transaction: the business day, the sales code, the trays, the accounts of
 * the payments, the invoice number (money out through the cashier's drawer guard), each line numbered
 * and done by `work` (its stock move and row) with its ledger row, then the payments as cash rows of
 * the kind's category.
 */
async function saveManualDocument<L extends PlaceIn>(
  shop: ShopContext,
  user: SessionUser,
  input: ManualInput<L>,
  doc: {
    kind: DocumentKind;
    prefix: { document: string; line?: string };
    total: number;
    out: boolean;
    jenis: string;
  },
  work: LineWork<L>,
): Promise<api.ManualSaved> {
  checkPayments(input.pembayaran, doc.total);
  const places = input.detail_barang.map(placeOf);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    await ensureSales(shop, tx, input.kode_sales);
    await checkPlaces(shop, tx, places);
    const payments = await resolveAccounts(shop, tx, input.pembayaran);
    const group = await nextDocumentNumber(shop, tx, doc.prefix.document, tanggal);
    if (doc.out)
      await guardDrawerOut(shop, tx, {
        tanggal,
        input_by: user.user_id,
        jumlah: sumRupiah(payments.filter((p) => p.jenis === 'CASH').map((p) => p.jumlah)),
        id_otorisasi: input.id_otorisasi,
        usedFor: group,
      });
    const lines: string[] = [];
    for (const [i, line] of input.detail_barang.entries()) {
      const place = places[i] as Place;
      const no = await nextDocumentNumber(shop, tx, doc.prefix.line as string, tanggal);
      lines.push(no);
      const moved = await work({ tx, tanggal, group, no, line, place });
      await insertMutasi(shop, tx, [
        {
          tanggal,
          no_ref: no,
          jenis: doc.jenis,
          ...place,
          qty: moved.qty,
          berat: gramText(moved.berat),
          harga: moved.harga,
          input_by: user.user_id,
        },
      ]);
    }
    await insertCashRows(
      shop,
      tx,
      cashRowsOf(payments, {
        tanggal,
        kategori: doc.kind.cash.bayar as string,
        no: group,
        input_by: user.user_id,
        out: doc.out,
      }),
    );
    return { no_faktur_group: group, lines, total: doc.total };
  });
}

/**
 * A manual sale: invoice FJM of lines JM, each line's qty and weight taken out of its tray under the
 * tray row's lock (never below zero, also under concurrent sales), a JUAL ledger row each.
 */
export function createPenjualanManual(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreatePenjualanManualBody,
): Promise<api.ManualSaved> {
  const input = api.createPenjualanManualBody.parse(body);
  const total = sumRupiah(input.detail_barang.map((l) => l.harga));
  const party = partyOf(input);
  return saveManualDocument(
    shop,
    user,
    input,
    { kind: PENJUALAN_MANUAL, prefix: PENJUALAN_MANUAL.prefix, total, out: false, jenis: J.jual },
    async ({ tx, tanggal, group, no, line: l, place }) => {
      const taken = await takeStock(shop, tx, place, l.qty, l.berat);
      await tx.insert(shop.t.penjualanManual).values({
        tanggal,
        no_faktur_group: group,
        no_faktur_jual: no,
        ...party,
        ...place,
        deskripsi: l.deskripsi,
        qty: l.qty,
        berat: gramText(l.berat),
        harga_gram: Math.round(l.harga / l.berat),
        harga: l.harga,
        harga_modal: Math.round(taken.harga_modal * l.berat),
        input_by: user.user_id,
      });
      return { qty: -l.qty, berat: -l.berat, harga: l.harga };
    },
  );
}

/**
 * A manual purchase: invoice FBM of lines BM bought into their trays (a BELI ledger row each), the
 * money out through the cashier's drawer guard.
 */
export function createPembelianManual(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreatePembelianManualBody,
): Promise<api.ManualSaved> {
  const input = api.createPembelianManualBody.parse(body);
  const total = sumRupiah(input.detail_barang.map((l) => l.harga_beli));
  const party = partyOf(input);
  return saveManualDocument(
    shop,
    user,
    input,
    { kind: PEMBELIAN_MANUAL, prefix: PEMBELIAN_MANUAL.prefix, total, out: true, jenis: J.beli },
    async ({ tx, tanggal, group, no, line: l, place }) => {
      await addStock(shop, tx, place, l.stock, l.berat);
      await tx.insert(shop.t.pembelianManual).values({
        tanggal,
        no_faktur_group: group,
        no_faktur_beli: no,
        ...party,
        ...place,
        deskripsi_beli: l.deskripsi_beli,
        stock: l.stock,
        konversi_berat: gramText(l.konversi_berat),
        berat_atribut: gramText(l.berat_atribut),
        berat: gramText(l.berat),
        harga_beli: l.harga_beli,
        input_by: user.user_id,
      });
      return { qty: l.stock, berat: l.berat, harga: l.harga_beli };
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Cancellation: the stock back (a sale's lines into their trays; a purchase's lines out of theirs,
// refused when they were sold or moved meanwhile), the money back by the kit.

type Stocked = StoredJual | StoredBeli;
const qtyOf = (r: Stocked) => ('qty' in r ? r.qty : r.stock);
const lineNoOf = (r: Stocked) => ('no_faktur_jual' in r ? r.no_faktur_jual : r.no_faktur_beli);

async function reverseStock(shop: ShopContext, c: Omit<CancelContext<Stocked>, 'otorisasi'>, sale: boolean) {
  for (const r of c.rows) {
    if (r.status !== 'OPEN') continue;
    const place: Place = {
      kode_gudang: r.kode_gudang,
      kode_baki: r.kode_baki,
      kode_group: r.kode_group,
      kode_dept: r.kode_dept,
    };
    const qty = qtyOf(r);
    const berat = Number(r.berat);
    if (sale) await addStock(shop, c.tx, place, qty, berat);
    else await takeStock(shop, c.tx, place, qty, berat);
    await insertMutasi(shop, c.tx, [
      {
        tanggal: c.tanggal,
        no_ref: lineNoOf(r),
        jenis: sale ? J.batalJual : J.batalBeli,
        ...place,
        qty: sale ? qty : -qty,
        berat: gramText(sale ? berat : -berat),
        keterangan: c.alasan,
        input_by: c.user.user_id,
      },
    ]);
  }
}

/** The kit's cancel of one manual sale (POST batal-penjualan-manual). */
export async function cancelPenjualanManual(shop: ShopContext, user: SessionUser, body: api.CancelBody) {
  const { number } = await cancelDocument<StoredJual>(
    shop,
    user,
    PENJUALAN_MANUAL,
    PENJUALAN_MANUAL_TABLE,
    { reverse: (c) => reverseStock(shop, c as never, true) },
    body,
  );
  return penjualanManualInvoice(shop, number);
}

/** The kit's cancel of one manual purchase (POST pembelian-manual/batal). */
export async function cancelPembelianManualOne(shop: ShopContext, user: SessionUser, body: api.CancelBody) {
  const { number } = await cancelDocument<StoredBeli>(
    shop,
    user,
    PEMBELIAN_MANUAL,
    PEMBELIAN_MANUAL_TABLE,
    { reverse: (c) => reverseStock(shop, c as never, false) },
    body,
  );
  return pembelianManualInvoice(shop, number);
}

/**
 * POST batal-pembelian-manual {no_faktur_belis[]}: every invoice of the listed lines cancelled in one
 * transaction (a group listed twice is refused). Only the business day's purchases: an earlier one is
 * cancelled with an authorisation through the kit's cancel.
 */
export async function batalPembelianManual(
  shop: ShopContext,
  user: SessionUser,
  body: api.BatalPembelianManualBody,
): Promise<{ no_faktur_group: string[] }> {
  const input = api.batalPembelianManualBody.parse(body);
  const d = PEMBELIAN_MANUAL_TABLE(shop);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const groups: string[] = [];
    for (const no of input.no_faktur_belis) {
      const doc = await findDocument<StoredBeli>(shop, tx, PEMBELIAN_MANUAL_TABLE, no, true);
      if (!doc?.rows.length) throw notFound(MSG.notFound);
      if (groups.includes(doc.number)) throw badRequest(MSG.fakturTwice);
      if (!doc.rows.some((r) => r.status === 'OPEN')) throw conflict(MSG.notOpen(no));
      if ((doc.rows[0] as StoredBeli).tanggal < tanggal) throw badRequest(api.OTORISASI_MSG.required);
      groups.push(doc.number);
      const alasan = 'BATAL PEMBELIAN MANUAL';
      await reverseStock(
        shop,
        { tx, kind: PEMBELIAN_MANUAL, tanggal, number: doc.number, rows: doc.rows, user, alasan },
        false,
      );
      await markCancelled(tx, d, doc.number, PEMBELIAN_MANUAL.cancel, {
        batal_by: user.user_id,
        batal_alasan: alasan,
        batal_otorisasi: null,
      });
      await reverseDocumentCash(shop, tx, PEMBELIAN_MANUAL, doc.number, tanggal);
    }
    return { no_faktur_group: groups };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading: lists, invoices, the purchase look-up and reprint, the printed nota.

const paymentsOf = async (shop: ShopContext, tx: Db, no: string) =>
  (await cashRowsOfTrx(shop, tx, no)).map((c) => ({
    jenis: c.jenis,
    jumlah_in: c.jumlah_in,
    jumlah_out: c.jumlah_out,
  }));

async function rowsOf<R>(shop: ShopContext, kind: DocumentKind, tableOf: DocumentTableOf, no: string) {
  const doc = await findDocument<R>(shop, shop.db, tableOf, no.toUpperCase());
  if (!doc?.rows.length) throw notFound(kind.messages.notFound);
  return doc;
}

export async function penjualanManualInvoice(
  shop: ShopContext,
  no: string,
): Promise<api.PenjualanManualInvoice> {
  const doc = await rowsOf<StoredJual>(shop, PENJUALAN_MANUAL, PENJUALAN_MANUAL_TABLE, no);
  const lines = doc.rows.map(toPenjualanManual);
  return {
    ...(lines[0] as api.PenjualanManual),
    penjualan: lines,
    total_jual: sumRupiah(lines.map((l) => l.harga)),
    pembayaran: await paymentsOf(shop, shop.db, doc.number),
  };
}

export async function pembelianManualInvoice(
  shop: ShopContext,
  no: string,
): Promise<api.PembelianManualInvoice> {
  const doc = await rowsOf<StoredBeli>(shop, PEMBELIAN_MANUAL, PEMBELIAN_MANUAL_TABLE, no);
  const lines = doc.rows.map(toPembelianManual);
  return {
    ...(lines[0] as api.PembelianManual),
    pembelian: lines,
    total_beli: sumRupiah(lines.map((l) => l.harga_beli)),
    pembayaran: await paymentsOf(shop, shop.db, doc.number),
  };
}

export const listPenjualanManual = (shop: ShopContext, query: unknown) =>
  listDocuments(shop, PENJUALAN_MANUAL, PENJUALAN_MANUAL_TABLE, toPenjualanManual, query);
export const listPembelianManual = (shop: ShopContext, query: unknown) =>
  listDocuments(shop, PEMBELIAN_MANUAL, PEMBELIAN_MANUAL_TABLE, toPembelianManual, query);

/** GET pembelian-manual/valid: the purchase line Batal Pembelian Manual adds to its list. */
export async function validPembelianManual(
  shop: ShopContext,
  query: unknown,
): Promise<api.PembelianManualValid> {
  const { no_faktur_beli } = api.fakturBeliManualQuery.parse(query);
  const doc = await rowsOf<StoredBeli>(shop, PEMBELIAN_MANUAL, PEMBELIAN_MANUAL_TABLE, no_faktur_beli);
  const line = doc.rows.find((r) => r.no_faktur_beli === no_faktur_beli) ?? (doc.rows[0] as StoredBeli);
  if (line.status !== 'OPEN') throw conflict(MSG.notOpen(line.no_faktur_beli));
  return {
    no_faktur_beli: line.no_faktur_beli,
    kode_dept: line.kode_dept,
    deskripsi_beli: line.deskripsi_beli,
    stock: line.stock,
    berat: Number(line.berat),
    kode_sales: line.kode_sales,
    harga_beli: line.harga_beli,
    no_faktur_group: line.no_faktur_group,
  };
}

/** GET pembelian-manual/reprint: the invoice, its note type and its lines as printed. */
export async function reprintPembelianManual(
  shop: ShopContext,
  query: unknown,
): Promise<api.PembelianManualReprint> {
  const { no_faktur_beli } = api.fakturBeliManualQuery.parse(query);
  const inv = await pembelianManualInvoice(shop, no_faktur_beli);
  return {
    notamanual: inv,
    templatemanual: PEMBELIAN_MANUAL.nota,
    nota_pdf: {
      Faktur: inv.pembelian.map((l) => ({
        no_faktur_beli: l.no_faktur_beli,
        deskripsi_beli: l.deskripsi_beli,
        berat: l.berat,
        harga_beli: l.harga_beli,
      })),
    },
  };
}

type ManualInvoice = api.PenjualanManualInvoice | api.PembelianManualInvoice;
const notaOf = (inv: ManualInvoice, user: SessionUser) => {
  const sale = 'penjualan' in inv;
  const lines = sale ? inv.penjualan : inv.pembelian;
  return {
    fields: {
      no_faktur: inv.no_faktur_group,
      tanggal: inv.tanggal,
      jam: inv.jam.slice(11, 16),
      kode_sales: inv.kode_sales,
      input_by: (inv.input_by || user.user_id).toUpperCase(),
      nama_customer: inv.nama_customer,
      alamat_customer: inv.alamat_customer,
      no_hp: inv.no_hp,
      kode_member: inv.kode_member,
      total_berat: formatGram(lines.reduce((s, l) => s + l.berat, 0)),
      total: sale ? inv.total_jual : inv.total_beli,
    },
    lines: lines.map((l) => ({
      kode_barcode: `${l.kode_group}/${l.kode_dept}`,
      nama_barang: 'deskripsi' in l ? l.deskripsi || l.kode_dept : l.deskripsi_beli || l.kode_dept,
      kadar: l.kode_group,
      berat: formatGram(l.berat),
      harga: 'harga' in l ? l.harga : l.harga_beli,
    })),
  };
};

export async function penjualanManualNota(
  shop: ShopContext,
  user: SessionUser,
  numbers: string[],
  reprint: boolean,
) {
  const list = await Promise.all(numbers.map((n) => penjualanManualInvoice(shop, n)));
  return printNota(
    shop,
    PENJUALAN_MANUAL.nota,
    list.map((i) => notaOf(i, user)),
    { reprint },
  );
}

export async function pembelianManualNota(
  shop: ShopContext,
  user: SessionUser,
  numbers: string[],
  reprint: boolean,
) {
  const list = await Promise.all(numbers.map((n) => pembelianManualInvoice(shop, n)));
  return printNota(
    shop,
    PEMBELIAN_MANUAL.nota,
    list.map((i) => notaOf(i, user)),
    { reprint },
  );
}
