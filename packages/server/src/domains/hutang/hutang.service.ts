import { addDays, api, DOC_PREFIX, formatMoney, HUTANG, termDays } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { imageStore } from '../../platform/image-store/image-store.ts';
import type { SessionUser } from '../../platform/session.ts';
import { insertBarangWithLedger, nextBarcodes } from '../barang/barang.api.ts';
import {
  cancelDocument,
  listDocuments,
  listPendingDocuments,
  validateDocuments,
} from '../dokumen/dokumen.service.ts';
import { cashRowsOfTrxs } from '../kas/kas.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { findMember } from '../member/member.api.ts';
import { checkPayments, ensureSales } from '../pembelian/pembelian.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import {
  bayarOf,
  findHutang,
  HUTANG_TABLE,
  insertHutang,
  insertPieces,
  piecesOf,
  type StoredHutang,
} from './hutang.queries.ts';
import { cashOf, movePieces, paymentsOr, titipItem, writeCashRows } from './hutang-moves.ts';
import { toHutang } from './hutang-rows.ts';
import { loanTerms, requireBand, toPlafondAnswer } from './hutang-terms.ts';
import { guardPayout, type PledgeParty, pledgeParty } from './pledge.ts';

const { HUTANG_MSG: MSG, KATEGORI_KAS_HUTANG: KAS, BARANG_STATUS_HUTANG: ITEM, OTORISASI } = api;

// ---------------------------------------------------------------------------------------------
// Taking a loan

type Party = PledgeParty & { no_ktp: string };

/** A member (found, the empty fields filled from the member) or a walk-in with a name and an ID number. */
async function partyOf(shop: ShopContext, tx: Db, input: api.CreateHutangBody): Promise<Party> {
  const member = input.kode_member ? await findMember(shop, tx, input.kode_member) : undefined;
  const party = pledgeParty(input, member, MSG);
  if (member) return { ...party, no_ktp: input.no_ktp || member.nik };
  if (!input.no_ktp) throw badRequest(MSG.ktpRequired);
  return { ...party, no_ktp: input.no_ktp };
}

/** A photo must be one this shop uploaded through hutang/foto. */
async function checkPhotos(shop: ShopContext, keys: readonly string[]) {
  const prefix = `${shop.kode_toko}/${api.HUTANG_PHOTO_FOLDER}/`;
  for (const key of keys) {
    if (!key.startsWith(prefix) || !(await imageStore().exists(key))) throw badRequest(MSG.fotoUnknown);
  }
}

/** The screen's plafond, suggested principal, rate and due date for pieces and an amount (reads only). */
export async function hutangPlafondQuote(
  shop: ShopContext,
  body: api.HutangPlafondBody,
): Promise<api.HutangPlafond> {
  const input = api.hutangPlafondBody.parse(body);
  const tanggal = await findBusinessDay(shop);
  const terms = await loanTerms(shop, shop.db, tanggal, input.jumlah_hutang, input.detail_barang);
  return toPlafondAnswer(tanggal, input.jumlah_hutang, terms);
}

/**
 * Takes a loan in one transaction: the business day, the customer (member or walk-in with ID), the
 * plafond of the pieces (above it: an unused HUTANG MELEBIHI PLAFOND authorisation), the rate band of
 * the amount, rounding unit and plafond snapshotted, the due date after the loan day and within the
 * longest term, the pieces as items in TITIP with ledger rows, and the money out as HUTANG through the
 * cashier's drawer guard.
 */
export async function createHutang(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreateHutangBody,
): Promise<api.Hutang> {
  const input = api.createHutangBody.parse(body);
  const payments = paymentsOr(input.pembayaran, input.jumlah_hutang);
  checkPayments(payments, input.jumlah_hutang);
  await checkPhotos(shop, input.detail_barang.map((p) => p.gambar ?? '').filter(Boolean));
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    await ensureSales(shop, tx, input.kode_sales);
    const party = await partyOf(shop, tx, input);
    const terms = await loanTerms(shop, tx, tanggal, input.jumlah_hutang, input.detail_barang);
    const band = requireBand(terms, input.jumlah_hutang);
    const tgl_tempo = input.tgl_tempo ?? addDays(tanggal, terms.lama_pinjam);
    if (tgl_tempo <= tanggal) throw badRequest(MSG.tempoNotAfter);
    if (terms.lama_pinjam_maks !== null && termDays(tanggal, tgl_tempo) > terms.lama_pinjam_maks)
      throw badRequest(MSG.tempoTooLong(terms.lama_pinjam_maks));

    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.HUTANG, tanggal);
    const id_otorisasi = await guardPayout(shop, tx, {
      no,
      tanggal,
      user,
      jumlah: input.jumlah_hutang,
      cash: cashOf(payments),
      plafond: terms.plafond,
      kind: OTORISASI.HUTANG_MELEBIHI_PLAFOND,
      overPlafond: MSG.overPlafond(formatMoney(terms.plafond)),
      id_otorisasi: input.id_otorisasi,
      id_otorisasi_kas: input.id_otorisasi_kas,
    });

    const barcodes = await nextBarcodes(shop, tx, terms.pieces.length);
    const pieces = terms.pieces.map((p, i) => ({ ...p, kode_barcode: barcodes[i] as string, urut: i + 1 }));
    await insertBarangWithLedger(
      shop,
      tx,
      pieces.map((p) => titipItem(p, no)),
      { tanggal, no_tambah: no, input_by: user.user_id, jenis: 'HUTANG', status: ITEM.dijaminkan },
    );
    const sum3 = (f: (p: (typeof pieces)[number]) => number) =>
      String(Math.round(pieces.reduce((s, p) => s + f(p) * 1000, 0)) / 1000);
    const row = await insertHutang(shop, tx, {
      tanggal,
      no_faktur_hutang: no,
      no_faktur_manual: input.no_faktur_manual ?? '',
      kode_sales: input.kode_sales,
      ...party,
      keterangan: input.keterangan ?? '',
      tgl_tempo,
      tgl_bunga: tanggal,
      jumlah_hutang: input.jumlah_hutang,
      plafond: terms.plafond,
      id_otorisasi,
      kode_bunga: band.kode_bunga,
      bunga: String(band.bunga),
      minimal_hari: band.minimal_hari,
      pembulatan: terms.pembulatan,
      berat: sum3((p) => p.berat),
      berat_bruto: sum3((p) => p.berat_bruto),
      jumlah: pieces.reduce((s, p) => s + p.jumlah, 0),
      input_by: user.user_id,
    });
    const stored = await insertPieces(
      shop,
      tx,
      pieces.map((p) => ({
        no_faktur_hutang: no,
        urut: p.urut,
        kode_barcode: p.kode_barcode,
        kode_group: p.kode_group,
        nama_barang: p.nama_barang,
        kadar: String(p.kadar),
        berat: String(p.berat),
        berat_bruto: String(p.berat_bruto),
        jumlah: p.jumlah,
        kondisi: p.kondisi,
        taksiran_persen: String(p.taksiran_persen),
        gambar: p.gambar ?? '',
        kelompok_harga: p.kelompok_harga ?? '',
        plafond_sumber: p.sumber,
        plafond_gram: p.plafond_gram,
        plafond: p.plafond,
      })),
    );
    await writeCashRows(shop, tx, payments, {
      tanggal,
      kategori: KAS.pinjam,
      deskripsi: no,
      idTrx: no,
      user,
      out: true,
    });
    return toHutang(row, stored);
  });
}

/**
 * Cancels (batal hutang) an AKTIF loan without extensions through the document kit: the same business
 * day freely, a later day with BATAL HUTANG HARI SEBELUMNYA; the money comes back as HUTANG BATAL
 * (mirroring its HUTANG rows) and the pieces leave TITIP.
 */
export async function cancelHutang(
  shop: ShopContext,
  user: SessionUser,
  body: api.CancelBody,
): Promise<api.Hutang> {
  const { number } = await cancelDocument<StoredHutang>(
    shop,
    user,
    HUTANG,
    HUTANG_TABLE,
    {
      beforeCancel: ({ rows }) => {
        const r = rows[0];
        if (r?.status === 'LUNAS' || r?.status === 'LELANG') throw conflict(MSG.cannotCancel(r.status));
        if (r && r.status === 'AKTIF' && r.jumlah_perpanjangan > 0) throw conflict(MSG.hasPayments);
      },
      reverse: ({ tx, tanggal, rows, alasan }) =>
        movePieces(shop, tx, rows[0] as StoredHutang, ITEM.dijaminkan, ITEM.batal, -1, {
          tanggal,
          jenis: 'BATAL HUTANG',
          keterangan: alasan,
          user,
        }),
    },
    body,
  );
  return getHutang(shop, number);
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function getHutang(shop: ShopContext, no: string): Promise<api.Hutang> {
  const row = await findHutang(shop, no.toUpperCase());
  if (!row) throw notFound(MSG.notFound);
  return toHutang(row, await piecesOf(shop, [row.no_faktur_hutang]));
}

/** Lihat Hutang: a page of loans with their pieces. */
export async function listHutang(shop: ShopContext, q: api.HutangListQuery) {
  const page = await listDocuments(shop, HUTANG, HUTANG_TABLE, (r: StoredHutang) => r, q);
  const pieces = await piecesOf(
    shop,
    page.rows.map((r) => r.no_faktur_hutang),
  );
  return { rows: page.rows.map((r) => toHutang(r, pieces)), total: page.total };
}

// ---------------------------------------------------------------------------------------------
// Validasi Hutang

export async function listPendingHutang(shop: ShopContext, kodeSales: string): Promise<api.PendingHutang[]> {
  return listPendingDocuments(shop, HUTANG, HUTANG_TABLE, kodeSales, (r: StoredHutang) => ({
    kode_sales: r.kode_sales,
    no_faktur_hutang: r.no_faktur_hutang,
    tgl_hutang: r.tanggal,
    nama_customer: r.nama_customer,
    alamat_customer: r.alamat_customer,
    no_hp: r.no_hp,
    jumlah_hutang: r.jumlah_hutang,
    status_hutang: r.status as api.StatusHutang,
  }));
}

/** Validates the chosen loans in one transaction; none of them validatable: 'Data Gagal Divalidasi'. */
export async function validateHutang(shop: ShopContext, body: api.ValidateHutangBody) {
  const input = api.validateHutangBody.parse(body);
  return validateDocuments(shop, HUTANG, HUTANG_TABLE, input.user_id, input.no_hutangs);
}

/** The cash rows of a loan and of its payments (the loan, redemptions, extensions, reversals). */
export async function hutangCashRows(shop: ShopContext, no: string, tx: Db = shop.db) {
  const history = await bayarOf(shop, [no], tx);
  return cashRowsOfTrxs(shop, [no, ...history.map((b) => b.no_bayar)], tx);
}

export async function hutangPayments(shop: ShopContext, no: string): Promise<api.HutangPaymentLine[]> {
  const row = await findHutang(shop, no.toUpperCase());
  if (!row) throw notFound(MSG.notFound);
  return (await hutangCashRows(shop, row.no_faktur_hutang)).map((r) => ({
    kategori: r.kategori,
    jenis: r.jenis,
    jumlah_in: r.jumlah_in,
    jumlah_out: r.jumlah_out,
  }));
}
