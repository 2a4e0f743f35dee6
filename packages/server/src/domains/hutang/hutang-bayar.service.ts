import { api, extensionBase, formatMoney, quoteInterest, sumRupiah, termDays } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { guardDrawerOut } from '../kas/drawer.service.ts';
import { cashRowsOfTrx } from '../kas/kas.api.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { checkPayments } from '../pembelian/pembelian.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import {
  bayarOf,
  findHutang,
  insertBayar,
  lockHutang,
  markBayar,
  piecesOf,
  type StoredHutang,
  updateHutang,
} from './hutang.queries.ts';
import { movePieces, paymentsOr, writeCashRows, writeMirrorRows } from './hutang-moves.ts';
import { interestTermsOf, toHutang, toPenebusan } from './hutang-rows.ts';
import { maxTermOf } from './hutang-terms.ts';

const { HUTANG_MSG: MSG, KATEGORI_KAS_HUTANG: KAS, BARANG_STATUS_HUTANG: ITEM, OTORISASI } = api;

// ---------------------------------------------------------------------------------------------
// Redemption, extension, reversal

const lockExisting = async (shop: ShopContext, tx: Db, no: string) => {
  const row = await lockHutang(shop, tx, no);
  if (!row) throw notFound(MSG.notFound);
  return row;
};

const requireAktif = (row: StoredHutang) => {
  if (row.status === 'LELANG') throw conflict(MSG.auctioned);
  if (row.status !== 'AKTIF') throw conflict(MSG.notAktif(row.status));
};

/** The interest charged: the computed one unless another is sent; never above it; below it authorised. */
async function chargedInterest(
  shop: ShopContext,
  tx: Db,
  c: {
    computed: number;
    sent?: number;
    id_otorisasi?: string;
    usedFor: string;
    tanggal: string;
    user: string;
    no_faktur_hutang: string;
  },
): Promise<{ bunga_rp: number; id_otorisasi: string | null }> {
  const bunga_rp = c.sent ?? c.computed;
  if (bunga_rp > c.computed) throw badRequest(MSG.interestAbove(formatMoney(c.computed)));
  if (bunga_rp === c.computed) return { bunga_rp, id_otorisasi: null };
  if (!c.id_otorisasi) throw forbidden(MSG.interestBelow(formatMoney(c.computed)));
  const id = await consumeOtorisasi(
    shop,
    tx,
    c.id_otorisasi,
    OTORISASI.BUNGA_DI_BAWAH_PERHITUNGAN,
    c.usedFor,
    c.tanggal,
    { user: c.user, no_faktur: c.no_faktur_hutang, jumlah: bunga_rp },
  );
  return { bunga_rp, id_otorisasi: id };
}

const nextBayar = async (shop: ShopContext, tx: Db, no: string) => {
  const urut = (await bayarOf(shop, [no], tx)).reduce((m, b) => Math.max(m, b.urut), 0) + 1;
  return { urut, no_bayar: `${no}/${urut}` };
};

type InterestInput = {
  no_faktur_hutang: string;
  bunga_rp?: number;
  id_otorisasi?: string;
  keterangan?: string;
};

/**
 * The start of a payment of interest (a redemption or an extension), inside its transaction: the
 * business day, the loan locked and AKTIF (and the caller's own check), the interest computed for the
 * day, the history row's number, the interest charged (with its authorisation).
 */
async function openInterestPayment(
  shop: ShopContext,
  tx: Db,
  user: SessionUser,
  input: InterestInput,
  check?: (row: StoredHutang, tanggal: string) => void | Promise<void>,
) {
  const tanggal = await openBusinessDay(shop, tx, user);
  const row = await lockExisting(shop, tx, input.no_faktur_hutang);
  requireAktif(row);
  await check?.(row, tanggal);
  const quote = quoteInterest(interestTermsOf(row), tanggal);
  const { urut, no_bayar } = await nextBayar(shop, tx, row.no_faktur_hutang);
  const charged = await chargedInterest(shop, tx, {
    computed: quote.bunga_pinjam,
    sent: input.bunga_rp,
    id_otorisasi: input.id_otorisasi,
    usedFor: no_bayar,
    tanggal,
    user: user.user_id,
    no_faktur_hutang: row.no_faktur_hutang,
  });
  const history = {
    no_bayar,
    no_faktur_hutang: row.no_faktur_hutang,
    urut,
    tanggal,
    tgl_dari: row.tgl_bunga,
    tgl_sampai: tanggal,
    lama_pinjam: quote.lama_pinjam,
    bunga: row.bunga,
    bunga_pinjam: quote.bunga_pinjam,
    bunga_rp: charged.bunga_rp,
    tgl_tempo_lama: row.tgl_tempo,
    id_otorisasi: charged.id_otorisasi,
    keterangan: input.keterangan ?? '',
    input_by: user.user_id,
  };
  return { tanggal, row, no: row.no_faktur_hutang, quote, no_bayar, charged, history };
}

/** The redemption quote: the interest computed for `tanggal` (default the business day); reads only. */
export async function quotePenebusan(
  shop: ShopContext,
  q: { no_faktur_hutang: string; tanggal?: string },
): Promise<api.Penebusan> {
  const row = await findHutang(shop, q.no_faktur_hutang);
  if (!row) throw notFound(MSG.notFound);
  const tanggal = q.tanggal ?? (await findBusinessDay(shop));
  if (tanggal < row.tgl_bunga) throw badRequest(MSG.quoteBeforeLoan);
  const quote = quoteInterest(interestTermsOf(row), tanggal);
  const pieces = await piecesOf(shop, [row.no_faktur_hutang]);
  return toPenebusan(row, pieces, tanggal, { ...quote, bunga_rp: quote.bunga_pinjam });
}

/**
 * Redeems (lunas) an AKTIF loan on the business day: the interest computed by the rule and the one
 * charged are both stored; less than computed needs BUNGA DI BAWAH PERHITUNGAN; principal + charged
 * interest comes in as HUTANG LUNAS; the pieces leave TITIP. The loan row lock makes a second
 * concurrent redemption (or a cancel, an auction) see the new state and refuse.
 */
export async function lunasHutang(
  shop: ShopContext,
  user: SessionUser,
  body: api.LunasHutangBody,
): Promise<api.Penebusan> {
  const input = api.lunasHutangBody.parse(body);
  return shop.db.transaction(async (tx) => {
    const { tanggal, row, no, quote, no_bayar, charged, history } = await openInterestPayment(
      shop,
      tx,
      user,
      input,
    );
    const total = row.jumlah_hutang + charged.bunga_rp;
    const payments = paymentsOr(input.pembayaran, total);
    checkPayments(payments, total);
    await movePieces(shop, tx, row, ITEM.dijaminkan, ITEM.ditebus, -1, {
      tanggal,
      jenis: 'LUNAS HUTANG',
      user,
    });
    await insertBayar(shop, tx, {
      ...history,
      jenis: 'LUNAS',
      pokok: row.jumlah_hutang,
      total_bayar: total,
      tgl_tempo_baru: row.tgl_tempo,
    });
    const done = await updateHutang(shop, tx, no, {
      status: 'LUNAS',
      tgl_lunas: tanggal,
      lama_pinjam_lunas: quote.lama_pinjam,
      bunga_pinjam: quote.bunga_pinjam,
      bunga_rp: charged.bunga_rp,
      total_bayar: total,
      lunas_by: user.user_id,
    });
    await writeCashRows(shop, tx, payments, {
      tanggal,
      kategori: KAS.lunas,
      deskripsi: no,
      idTrx: no_bayar,
      user,
      out: false,
    });
    return toPenebusan(done, await piecesOf(shop, [no], tx), tanggal, {
      lama_pinjam: quote.lama_pinjam,
      bunga_pinjam: quote.bunga_pinjam,
      bunga_rp: charged.bunga_rp,
    });
  });
}

/**
 * Extends (perpanjangan) an AKTIF loan: the interest so far (computed by the rule, charged as for a
 * redemption) comes in as HUTANG LUNAS 'PERPANJANGAN HUTANG {no}', the interest restarts on the
 * business day (a new period, its first day counted) and the due date moves to a later day: at most
 * the longest term of the pieces' groups (Lama Pinjam Maksimal, as when the loan was taken) beyond the
 * later of the old due date and that day.
 */
export async function perpanjangHutang(
  shop: ShopContext,
  user: SessionUser,
  body: api.PerpanjangHutangBody,
): Promise<api.Hutang> {
  const input = api.perpanjangHutangBody.parse(body);
  return shop.db.transaction(async (tx) => {
    const { tanggal, row, no, no_bayar, charged, history } = await openInterestPayment(
      shop,
      tx,
      user,
      input,
      async (r, day) => {
        if (input.tgl_tempo <= day || input.tgl_tempo <= r.tgl_tempo) throw badRequest(MSG.newTempoNotAfter);
        const pieces = await piecesOf(shop, [r.no_faktur_hutang], tx);
        const maks = await maxTermOf(
          shop,
          tx,
          pieces.map((p) => p.kode_group),
        );
        const base = extensionBase(r.tgl_tempo, day);
        if (maks !== null && termDays(base, input.tgl_tempo) > maks) throw badRequest(MSG.tempoTooLong(maks));
      },
    );
    const payments = paymentsOr(input.pembayaran, charged.bunga_rp);
    checkPayments(payments, charged.bunga_rp);
    await insertBayar(shop, tx, {
      ...history,
      jenis: 'PERPANJANGAN',
      pokok: 0,
      total_bayar: charged.bunga_rp,
      tgl_tempo_baru: input.tgl_tempo,
    });
    const done = await updateHutang(shop, tx, no, {
      tgl_bunga: tanggal,
      tgl_tempo: input.tgl_tempo,
      jumlah_perpanjangan: row.jumlah_perpanjangan + 1,
    });
    await writeCashRows(shop, tx, payments, {
      tanggal,
      kategori: KAS.lunas,
      deskripsi: api.deskripsiPerpanjangan(no),
      idTrx: no_bayar,
      user,
      out: false,
    });
    return toHutang(done, await piecesOf(shop, [no], tx));
  });
}

/**
 * Reverses the redemption of a LUNAS loan (always authorised, BATAL LUNAS HUTANG): the redemption's
 * cash rows are mirrored as HUTANG BATAL (cash out through the drawer guard), the pieces come back to
 * TITIP, the LUNAS history row is marked BATAL with a BATAL LUNAS row after it, and the loan is AKTIF
 * again with its interest period unchanged.
 */
export async function batalLunasHutang(
  shop: ShopContext,
  user: SessionUser,
  body: api.BatalLunasHutangBody,
): Promise<api.Hutang> {
  const input = api.batalLunasHutangBody.parse(body);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const row = await lockExisting(shop, tx, input.no_faktur_hutang);
    if (row.status !== 'LUNAS') throw conflict(MSG.notLunas);
    const no = row.no_faktur_hutang;
    const history = await bayarOf(shop, [no], tx);
    const lunas = history.filter((b) => b.jenis === 'LUNAS' && b.status === 'OK').at(-1);
    if (!lunas) throw conflict(MSG.notLunas);
    const { urut, no_bayar } = await nextBayar(shop, tx, no);
    const id_otorisasi = await consumeOtorisasi(
      shop,
      tx,
      input.id_otorisasi,
      OTORISASI.BATAL_LUNAS_HUTANG,
      no_bayar,
      tanggal,
      { user: user.user_id, no_faktur: no },
    );
    const paid = (await cashRowsOfTrx(shop, tx, lunas.no_bayar)).filter((c) => c.kategori === KAS.lunas);
    await guardDrawerOut(shop, tx, {
      tanggal,
      input_by: user.user_id,
      jumlah: sumRupiah(paid.filter((c) => c.jenis === 'CASH').map((c) => c.jumlah_in)),
      id_otorisasi: input.id_otorisasi_kas,
      usedFor: no_bayar,
    });
    await movePieces(shop, tx, row, ITEM.ditebus, ITEM.dijaminkan, 1, {
      tanggal,
      jenis: 'BATAL LUNAS HUTANG',
      keterangan: input.alasan,
      user,
    });
    await markBayar(shop, tx, lunas.no_bayar, 'BATAL');
    await insertBayar(shop, tx, {
      no_bayar,
      no_faktur_hutang: no,
      urut,
      tanggal,
      jenis: 'BATAL LUNAS',
      tgl_dari: lunas.tgl_dari,
      tgl_sampai: lunas.tgl_sampai,
      lama_pinjam: lunas.lama_pinjam,
      bunga: lunas.bunga,
      bunga_pinjam: lunas.bunga_pinjam,
      bunga_rp: lunas.bunga_rp,
      pokok: lunas.pokok,
      total_bayar: lunas.total_bayar,
      tgl_tempo_lama: row.tgl_tempo,
      tgl_tempo_baru: row.tgl_tempo,
      id_otorisasi,
      ref_bayar: lunas.no_bayar,
      keterangan: input.alasan,
      input_by: user.user_id,
    });
    await writeMirrorRows(shop, tx, paid, {
      tanggal,
      kategori: KAS.batal,
      deskripsi: no,
      keterangan: 'BATAL LUNAS',
      idTrx: no_bayar,
      user,
    });
    const done = await updateHutang(shop, tx, no, {
      status: 'AKTIF',
      tgl_lunas: null,
      lama_pinjam_lunas: null,
      bunga_pinjam: null,
      bunga_rp: null,
      total_bayar: null,
      lunas_by: null,
    });
    return toHutang(done, await piecesOf(shop, [no], tx));
  });
}
