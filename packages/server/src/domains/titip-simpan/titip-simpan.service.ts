import {
  addDays,
  api,
  DOC_PREFIX,
  formatGram,
  formatMoney,
  parsePembulatan,
  TITIP_SIMPAN,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterData, insertBarangWithLedger, nextBarcodes } from '../barang/barang.api.ts';
import { paymentOfCashRow } from '../dokumen/document-row.ts';
import { documentKit } from '../dokumen/dokumen.service.ts';
import { cashOf, moveTitipItems, paymentsOr, titipItem, writeCashRows } from '../hutang/hutang-moves.ts';
import { piecesPlafond } from '../hutang/hutang-terms.ts';
import { guardPayout, pledgeParty } from '../hutang/pledge.ts';
import { cashRowsOfTrxs } from '../kas/kas.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { findMember } from '../member/member.api.ts';
import { notaShop, printNota } from '../nota/nota.service.ts';
import type { NotaPaperChoice } from '../nota/nota-receipt.ts';
import { checkPayments, ensureSales } from '../pembelian/pembelian.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import { findParaSystem } from '../system/system.api.ts';
import {
  findTitips,
  insertTitip,
  insertTitipPieces,
  type StoredTitip,
  TITIP_TABLE,
  titipBayarOf,
  titipPiecesOf,
} from './titip-simpan.queries.ts';
import { toTitip, toTitipBayar } from './titip-simpan-rows.ts';

const { TITIP_MSG: MSG, KATEGORI_KAS_TITIP: KAS, BARANG_STATUS_TITIP: ITEM } = api;

/** The document kit bound to deposits (rows without pieces: readers add them). */
export const titipKit = documentKit(TITIP_SIMPAN, TITIP_TABLE, (r: StoredTitip) => r);

/** The deposit's pieces moved in or out of TITIP (each must lie there with `from`). */
export async function moveTitipPieces(
  shop: ShopContext,
  tx: Db,
  no: string,
  move: { from: string; to: string; sign: 1 | -1; tanggal: string; jenis: string; keterangan?: string },
  user: SessionUser,
) {
  const kodes = (await titipPiecesOf(shop, [no], tx)).map((p) => p.kode_barcode);
  await moveTitipItems(shop, tx, { no_ref: no, kodes, moved: MSG.itemMoved }, move.from, move.to, move.sign, {
    tanggal: move.tanggal,
    jenis: move.jenis,
    keterangan: move.keterangan,
    user,
  });
}

/** A member (found, the empty fields filled from the member) or a walk-in with a name. */
async function partyOf(shop: ShopContext, tx: Db, input: api.CreateTitipBody) {
  const member = input.kode_member ? await findMember(shop, tx, input.kode_member) : undefined;
  return pledgeParty(input, member, MSG);
}

const sum3 = (values: readonly number[]) =>
  String(Math.round(values.reduce((s, v) => s + v * 1000, 0)) / 1000);

/**
 * Takes a deposit in one transaction: the business day, the sales code, the customer (member or a
 * walk-in with a name), the pieces' groups, the due date after the day (default +30 days), the
 * rounding unit snapshotted, the pieces as items in TITIP with ledger rows, the deposit row, and the
 * money out as TITIP SIMPAN through the cashier's drawer guard.
 */
/** A deposit's pieces as the plafond rule reads them (no condition: taksiran 100 %). */
const plafondPieces = (pieces: readonly { kode_group: string; kadar: number; berat_emas: number }[]) =>
  pieces.map((p) => ({
    kode_group: p.kode_group,
    kadar: p.kadar,
    berat: p.berat_emas,
    berat_emas: p.berat_emas,
  }));

/** POST titip-simpan/plafond: the screen's plafond of the pieces for an amount (reads only). */
export async function titipPlafondQuote(
  shop: ShopContext,
  body: api.TitipPlafondBody,
): Promise<api.TitipPlafond> {
  const input = api.titipPlafondBody.parse(body);
  const tanggal = await findBusinessDay(shop);
  const r = await piecesPlafond(shop, shop.db, tanggal, plafondPieces(input.detail_barang));
  return {
    harga_24k: r.harga_24k,
    pieces: r.pieces.map((p) => ({
      kode_group: p.kode_group,
      kadar: p.kadar,
      berat_emas: p.berat_emas,
      plafond_gram: p.plafond_gram,
      plafond: p.plafond,
    })),
    plafond: r.plafond,
    melebihi_plafond: input.jumlah_titip_simpan > r.plafond,
  };
}

export async function createTitipSimpan(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreateTitipBody,
): Promise<api.TitipSimpan> {
  const input = api.createTitipBody.parse(body);
  const payments = paymentsOr(input.pembayaran, input.jumlah_titip_simpan);
  checkPayments(payments, input.jumlah_titip_simpan);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    await ensureSales(shop, tx, input.kode_sales);
    const party = await partyOf(shop, tx, input);
    const groups = await activeMasterData(
      shop,
      tx,
      'group',
      input.detail_barang.map((p) => p.kode_group),
    );
    for (const p of input.detail_barang)
      if (!groups.has(p.kode_group)) throw badRequest(MSG.groupUnknown(p.kode_group));
    const tgl_tempo = input.tgl_tempo ?? addDays(tanggal, api.LAMA_TITIP_DEFAULT);
    if (tgl_tempo <= tanggal) throw badRequest(MSG.tempoNotAfter);
    const pembulatan = parsePembulatan((await findParaSystem(shop, 'PEMBULATAN', tx))?.value);

    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.TITIP_SIMPAN, tanggal);
    // The payout follows a pawn loan's plafond: above it, an SPV/OWN authorisation.
    const { plafond } = await piecesPlafond(shop, tx, tanggal, plafondPieces(input.detail_barang));
    await guardPayout(shop, tx, {
      no,
      tanggal,
      user,
      jumlah: input.jumlah_titip_simpan,
      cash: cashOf(payments),
      plafond,
      kind: api.OTORISASI.TITIP_MELEBIHI_PLAFOND,
      overPlafond: MSG.overPlafond(formatMoney(plafond)),
      id_otorisasi: input.id_otorisasi,
      id_otorisasi_kas: input.id_otorisasi_kas,
    });
    const barcodes = await nextBarcodes(shop, tx, input.detail_barang.length);
    const pieces = input.detail_barang.map((p, i) => ({
      ...p,
      berat_bruto: p.berat_bruto ?? p.berat_emas,
      kode_barcode: barcodes[i] as string,
      urut: i + 1,
    }));
    await insertBarangWithLedger(
      shop,
      tx,
      pieces.map((p) => titipItem({ ...p, berat: p.berat_emas }, no)),
      { tanggal, no_tambah: no, input_by: user.user_id, jenis: 'TITIP SIMPAN', status: ITEM.disimpan },
    );
    const row = await insertTitip(shop, tx, {
      tanggal,
      no_faktur_titip_simpan: no,
      kode_sales: input.kode_sales,
      ...party,
      keterangan: input.keterangan ?? '',
      tgl_bunga: tanggal,
      tgl_tempo,
      jumlah_titip_simpan: input.jumlah_titip_simpan,
      bunga: String(input.bunga),
      pembulatan,
      surat_pantes: input.surat_pantes,
      biaya_admin: input.biaya_admin,
      asuransi: input.asuransi,
      sewa_brankas: input.sewa_brankas,
      biaya_jasa_pencarian: input.biaya_jasa_pencarian,
      denda_per_hari: input.denda_per_hari,
      berat_emas: sum3(pieces.map((p) => p.berat_emas)),
      berat_bruto: sum3(pieces.map((p) => p.berat_bruto)),
      qty: pieces.reduce((s, p) => s + p.qty, 0),
      input_by: user.user_id,
    });
    const stored = await insertTitipPieces(
      shop,
      tx,
      pieces.map((p) => ({
        no_faktur_titip_simpan: no,
        urut: p.urut,
        kode_barcode: p.kode_barcode,
        kode_group: p.kode_group,
        nama_barang: p.nama_barang,
        kadar: String(p.kadar),
        berat_emas: String(p.berat_emas),
        berat_bruto: String(p.berat_bruto),
        qty: p.qty,
      })),
    );
    await writeCashRows(shop, tx, payments, {
      tanggal,
      kategori: KAS.titip,
      deskripsi: no,
      idTrx: no,
      user,
      out: true,
    });
    return toTitip(row, stored);
  });
}

/**
 * Batal Titip Simpan through the document kit: an AKTIF deposit without a settlement, the same day
 * freely, a later day with BATAL TITIP SIMPAN HARI SEBELUMNYA; the money back as TITIP SIMPAN BATAL,
 * the pieces out of TITIP.
 */
export async function cancelTitipSimpan(shop: ShopContext, user: SessionUser, body: api.CancelBody) {
  const row = await titipKit.cancel(
    shop,
    user,
    {
      reverse: ({ tx, tanggal, number, alasan }) =>
        moveTitipPieces(
          shop,
          tx,
          number,
          {
            from: ITEM.disimpan,
            to: ITEM.batal,
            sign: -1,
            tanggal,
            jenis: 'BATAL TITIP SIMPAN',
            keterangan: alasan,
          },
          user,
        ),
    },
    body,
  );
  return getTitipSimpan(shop, row.no_faktur_titip_simpan);
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function getTitipSimpan(shop: ShopContext, no: string): Promise<api.TitipSimpan> {
  const row = await titipKit.row(shop, no);
  return toTitip(row, await titipPiecesOf(shop, [row.no_faktur_titip_simpan]));
}

export async function listTitipSimpan(shop: ShopContext, query: unknown) {
  const page = await titipKit.list(shop, query);
  const pieces = await titipPiecesOf(
    shop,
    page.rows.map((r) => r.no_faktur_titip_simpan),
  );
  return { rows: page.rows.map((r) => toTitip(r, pieces)), total: page.total };
}

/** The cash rows of a deposit and of its settlements and their reversals, in the order written. */
export async function titipCashRows(shop: ShopContext, no: string, tx: Db = shop.db) {
  const history = await titipBayarOf(shop, [no], tx);
  const ids = [no, ...history.flatMap((b) => [b.no_bayar, b.no_batal ?? []].flat())];
  return cashRowsOfTrxs(shop, ids, tx);
}

export async function titipInvoices(
  shop: ShopContext,
  numbers: readonly string[],
): Promise<api.TitipInvoice[]> {
  const wanted = [...new Set(numbers.map((n) => n.toUpperCase()))];
  const [toko, rows, pieces, bayar] = await Promise.all([
    notaShop(shop),
    findTitips(shop, wanted),
    titipPiecesOf(shop, wanted),
    titipBayarOf(shop, wanted),
  ]);
  const byNo = new Map(rows.map((r) => [r.no_faktur_titip_simpan, r]));
  return Promise.all(
    wanted.map(async (no) => {
      const r = byNo.get(no);
      if (!r) throw notFound(MSG.notFound);
      return {
        ...toTitip(r, pieces),
        kode_toko: toko.kode_toko,
        nama_toko: toko.nama_toko,
        alamat_toko: toko.alamat_toko,
        bayar: bayar.filter((b) => b.no_faktur_titip_simpan === no).map(toTitipBayar),
        pembayaran: (await titipCashRows(shop, no)).map(paymentOfCashRow),
      };
    }),
  );
}

export async function titipInvoice(shop: ShopContext, no: string): Promise<api.TitipInvoice> {
  await titipKit.row(shop, no);
  return (await titipInvoices(shop, [no]))[0] as api.TitipInvoice;
}

/** TITIPAN notas from the stored layout. */
export async function titipNota(
  shop: ShopContext,
  user: SessionUser,
  numbers: string[],
  reprint: boolean,
  paper?: NotaPaperChoice,
) {
  for (const n of numbers) await titipKit.row(shop, n);
  const list = await titipInvoices(shop, numbers);
  return printNota(
    shop,
    'TITIPAN',
    list.map((t) => ({
      fields: {
        no_faktur: t.no_faktur_titip_simpan,
        tanggal: t.tgl_titip_simpan,
        jam: t.jam.slice(11, 16),
        kode_sales: t.kode_sales,
        input_by: (t.input_by || user.user_id).toUpperCase(),
        nama_customer: t.nama_customer,
        alamat_customer: t.alamat_customer,
        no_hp: t.no_hp,
        kode_member: t.kode_member,
        tgl_tempo: t.tgl_tempo,
        lama_pinjam: t.lama_pinjam,
        bunga: String(t.bunga),
        bunga_bulan: String(t.bunga_bulan),
        total_berat: formatGram(t.berat_emas),
        // Issue 43: the amount deposited on its own; the fees apart (no longer mixed into one total).
        jumlah_titip: t.jumlah_titip_simpan,
        biaya: t.total_titip_simpan - t.jumlah_titip_simpan,
        total: t.jumlah_titip_simpan,
        total_dengan_biaya: t.total_titip_simpan,
      },
      // No value per piece (the shop does not price a deposited piece): weights only, never 'Nilai 0'.
      lines: t.detail_barang.map((p) => ({
        kode_barcode: p.kode_barcode,
        nama_barang: p.nama_barang,
        kadar: `${p.kadar}%`,
        jumlah: p.qty,
        berat: formatGram(p.berat_emas),
        berat_bruto: formatGram(p.berat_bruto),
      })),
    })),
    { reprint, paper },
  );
}

// ---------------------------------------------------------------------------------------------
// Validasi Titip Simpan

export const listPendingTitip = (shop: ShopContext, kodeSales: string): Promise<api.PendingTitip[]> =>
  titipKit.pending(shop, kodeSales, (r) => ({
    kode_sales: r.kode_sales,
    no_faktur_titip_simpan: r.no_faktur_titip_simpan,
    tgl_titip_simpan: r.tanggal,
    nama_customer: r.nama_customer,
    no_hp: r.no_hp,
    jumlah_titip_simpan: r.jumlah_titip_simpan,
    status_titip_simpan: r.status as api.StatusTitipSimpan,
  }));

export async function validateTitip(shop: ShopContext, body: unknown) {
  const input = api.validateTitipBody.parse(body);
  return titipKit.validate(shop, input.user_id, input.no_titip_simpans);
}

export async function titipPayments(shop: ShopContext, no: string): Promise<api.TitipPaymentLine[]> {
  const row = await titipKit.row(shop, no);
  return (await titipCashRows(shop, row.no_faktur_titip_simpan)).map((r) => ({
    kategori: r.kategori,
    jenis: r.jenis,
    jumlah_in: r.jumlah_in,
    jumlah_out: r.jumlah_out,
  }));
}
