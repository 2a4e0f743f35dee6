import { api, formatTanggal, mayBeAuctioned, quoteInterest, shareByWeight, sumRupiah } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import { lockHutang, piecesOf, type StoredHutang, updateHutang } from './hutang.queries.ts';
import { moveTitipItems } from './hutang-moves.ts';
import { interestTermsOf, toPiece } from './hutang-rows.ts';
import { lelangPage, overdueLoans, piecesToStock } from './lelang.queries.ts';

const { LELANG_MSG: MSG, HUTANG_MSG, BARANG_STATUS_HUTANG: ITEM } = api;
const KETERANGAN = 'LELANG HUTANG';

const dayDiff = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Lelang Hutang's list: a page of the loans that may be auctioned today, and how many match. */
export async function listLelangHutang(
  shop: ShopContext,
  query: api.LelangHutangQuery,
): Promise<{ rows: api.HutangLelang[]; total: number }> {
  const f = api.lelangHutangQuery.parse(query);
  const today = await findBusinessDay(shop);
  const { rows, total } = await lelangPage(shop, f, today, api.LELANG_PAGE_SIZE);
  const pieces = await piecesOf(
    shop,
    rows.map((r) => r.no_faktur_hutang),
  );
  return {
    total,
    rows: rows.map((r) => ({
      no_faktur_hutang: r.no_faktur_hutang,
      no_faktur_manual: r.no_faktur_manual,
      tgl_hutang: r.tanggal,
      tgl_tempo: r.tgl_tempo,
      terlambat: dayDiff(r.tgl_tempo, today),
      kode_sales: r.kode_sales,
      kode_member: r.kode_member,
      nama_customer: r.nama_customer,
      alamat_customer: r.alamat_customer,
      no_hp: r.no_hp,
      jumlah_hutang: r.jumlah_hutang,
      berat: Number(r.berat),
      bunga: Number(r.bunga),
      sisa_rp: quoteInterest(interestTermsOf(r), today).total_bayar,
      detail_barang: pieces
        .filter((p) => p.no_faktur_hutang === r.no_faktur_hutang)
        .map(toPiece)
        .map((p) => ({
          kode_barcode: p.kode_barcode,
          kode_group: p.kode_group,
          nama_barang: p.nama_barang,
          kadar: p.kadar,
          berat: p.berat,
          jumlah: p.jumlah,
          foto: p.foto,
        })),
    })),
  };
}

/** Why a loan cannot be auctioned on `tanggal` (undefined: it can). */
function refusal(row: StoredHutang, tanggal: string) {
  if (row.status === 'LELANG') return conflict(MSG.already);
  if (row.status === 'LUNAS') return conflict(MSG.lunas);
  if (row.status === 'BATAL') return conflict(MSG.batal);
  if (row.status !== 'AKTIF') return conflict(HUTANG_MSG.notAktif(row.status));
  if (!mayBeAuctioned(row.status, row.tgl_tempo, tanggal))
    return badRequest(MSG.notOverdue(formatTanggal(row.tgl_tempo)));
  return undefined;
}

/**
 * Auctions an overdue loan (PUT hutang/simpan/lelang-hutang), in one transaction under the loan's row
 * lock, so a redemption and an auction of the same loan never both happen: the loan becomes LELANG
 * (tgl_lelang, lelang_by, the LELANG HUTANG authorisation used once), its pieces leave TITIP (ledger
 * row) and enter GUDANG_HASIL_LELANG as READY stock (ledger row), each at its share of the principal
 * by weight as cost. No money moves: the shop keeps the pieces for the principal it lent.
 */
export async function simpanLelangHutang(
  shop: ShopContext,
  user: SessionUser,
  body: api.SimpanLelangBody,
): Promise<api.LelangResult> {
  const input = api.simpanLelangBody.parse(body);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const row = await lockHutang(shop, tx, input.no_faktur_hutang);
    if (!row) throw notFound(HUTANG_MSG.notFound);
    const refused = refusal(row, tanggal);
    if (refused) throw refused;
    const no = row.no_faktur_hutang;
    const otorisasi = await consumeOtorisasi(
      shop,
      tx,
      input.id_otorisasi,
      api.OTORISASI.LELANG_HUTANG,
      no,
      tanggal,
      { user: user.user_id, no_faktur: no },
    );

    // Out of TITIP (the pieces must still lie there as pledged), then into stock at their cost.
    const pieces = await piecesOf(shop, [no], tx);
    const shares = await auctionPieces(shop, tx, {
      no,
      jumlah: row.jumlah_hutang,
      pieces,
      status: ITEM.dijaminkan,
      moved: HUTANG_MSG.itemMoved,
      tanggal,
      keterangan: KETERANGAN,
      user,
    });
    const done = await updateHutang(shop, tx, no, {
      status: 'LELANG',
      tgl_lelang: tanggal,
      lelang_by: user.user_id,
      lelang_otorisasi: otorisasi,
    });
    if (sumRupiah(shares) !== done.jumlah_hutang) throw new Error(`lelang ${no}: shares do not add up`);
    return {
      no_faktur_hutang: no,
      status: 'LELANG',
      tgl_lelang: tanggal,
      lelang_by: user.user_id,
      lelang_otorisasi: otorisasi,
      jumlah_hutang: done.jumlah_hutang,
      barang: pieces.map((p, i) => ({
        kode_barcode: p.kode_barcode,
        nama_barang: p.nama_barang,
        berat: Number(p.berat),
        kode_gudang: api.GUDANG_HASIL_LELANG,
        harga_modal: shares[i] as number,
      })),
    };
  });
}

/** The dashboard's flag: overdue open loans on the business day, their principal and what they owe. */
export async function hutangJatuhTempo(shop: ShopContext): Promise<api.HutangJatuhTempo> {
  const tanggal = await findBusinessDay(shop);
  const loans = await overdueLoans(shop, tanggal);
  let jumlah_hutang = 0;
  let sisa_rp = 0;
  for (const l of loans) {
    const terms = {
      jumlah_hutang: Number(l.jumlah_hutang),
      bunga: l.bunga,
      minimal_hari: l.minimal_hari,
      pembulatan: l.pembulatan,
      tgl_bunga: l.tgl_bunga,
    };
    jumlah_hutang += terms.jumlah_hutang;
    sisa_rp += quoteInterest(terms, tanggal).total_bayar;
  }
  return { tanggal, jumlah: loans.length, jumlah_hutang, sisa_rp };
}

/**
 * An auction's pieces become stock (in one transaction of the caller): each must lie in TITIP with
 * `status` (else `moved(kode)`, a 409) and leaves it with a ledger row out; the principal is shared by
 * weight as their cost (summing exactly to it); they enter GUDANG_HASIL_LELANG with a ledger row in.
 * Answers the shares.
 */
export async function auctionPieces(
  shop: ShopContext,
  tx: Db,
  a: {
    no: string;
    jumlah: number;
    pieces: readonly { kode_barcode: string; berat: string | number }[];
    status: string;
    moved: (kode: string) => string;
    tanggal: string;
    user: SessionUser;
    keterangan: string;
  },
): Promise<number[]> {
  const kodes = a.pieces.map((p) => p.kode_barcode);
  await moveTitipItems(shop, tx, { no_ref: a.no, kodes, moved: a.moved }, a.status, 'READY', -1, {
    tanggal: a.tanggal,
    jenis: api.LEDGER_LELANG.keluar,
    keterangan: a.keterangan,
    user: a.user,
  });
  const shares = shareByWeight(
    a.jumlah,
    a.pieces.map((p) => p.berat),
  );
  const stock = a.pieces.map((p, i) => ({ kode_barcode: p.kode_barcode, harga_modal: shares[i] as number }));
  await piecesToStock(shop, tx, stock, {
    tanggal: a.tanggal,
    gudang: api.GUDANG_HASIL_LELANG,
    no_ref: a.no,
    input_by: a.user.user_id,
    jenis: api.LEDGER_LELANG.masuk,
    keterangan: a.keterangan,
  });
  return shares;
}
