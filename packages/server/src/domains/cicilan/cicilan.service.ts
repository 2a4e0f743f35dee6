import {
  api,
  CICILAN,
  contractState,
  contractTotals,
  DOC_PREFIX,
  formatMoney,
  mayBeAuctionedCicilan,
  minimumDp,
  parameterFitsGroup,
  REFUND_BATAL_CICILAN,
  schedule,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterData, findBarang, lockBarang, updateBarang } from '../barang/barang.api.ts';
import { toPayment, writePayments } from '../dokumen/document-cash.ts';
import { documentKit } from '../dokumen/dokumen.service.ts';
import { refundSplit } from '../dokumen/refund-rule.ts';
import { getDay } from '../harga-emas/harga-emas.service.ts';
import { cashRowsOfTrxs } from '../kas/kas.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { checkPayments, ensureMember, ensureSales, partyOf } from '../pembelian/pembelian.service.ts';
import { type CounterSettings, counterSettings } from '../penjualan/counter-settings.ts';
import { quoteItem, saleInTransaction } from '../penjualan/penjualan.service.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import { findToko } from '../system/system.api.ts';
import {
  activeContracts,
  bayarOf,
  CICILAN_TABLE,
  insertBayarCicilan,
  insertCicilan,
  markCicilan,
  type StoredCicilan,
} from './cicilan.queries.ts';
import { buildJadwalPdf } from './cicilan-jadwal.ts';
import { detailOf, termsOf, toBayar, toCicilan } from './cicilan-rows.ts';

const { CICILAN_MSG: MSG, KATEGORI_KAS_CICILAN: KAS, BARANG_CICILAN } = api;
const num = (v: unknown) => Number(v ?? 0) || 0;

/** The document kit bound to instalment contracts. */
const kit = documentKit(CICILAN, CICILAN_TABLE, toCicilan);

/**
 * Prices a contract on `tanggal` inside `tx`: the item (locked when `lock`) must be READY; it is
 * priced as a sale of that day (quoteItem: the group's price, ongkos, attributes, the counter's
 * rounding); the parameter row must be active and fit the item's group; the down payment must stay
 * below the price and, for the contract itself (`lock`), reach the parameter's minimum; a price below
 * the item's cost is refused.
 */
async function priceContract(
  shop: ShopContext,
  tx: Db,
  input: ReturnType<typeof api.cicilanQuoteBody.parse>,
  tanggal: string,
  settings: CounterSettings,
  lock: boolean,
) {
  const item = lock
    ? (await lockBarang(shop, tx, [input.kode_barcode]))[0]
    : await findBarang(shop, input.kode_barcode);
  if (!item) throw notFound(api.BARANG_MSG.barcodeMissing(input.kode_barcode));
  if (item.status !== 'READY') throw conflict(api.BARANG_MSG.notReady(input.kode_barcode));
  const param = (await activeMasterData(shop, tx, 'parameter-cicilan', [input.kode_cicilan])).get(
    input.kode_cicilan,
  );
  if (!param) throw badRequest(MSG.parameterUnknown(input.kode_cicilan));
  if (!parameterFitsGroup(param, item.kode_group))
    throw badRequest(MSG.parameterNotForGroup(input.kode_cicilan, item.kode_group));
  const group = (await getDay(shop, tanggal, tx)).groups.find((g) => g.kode_group === item.kode_group);
  const q = quoteItem(item, group, settings);
  if (q.harga_total < q.harga_modal) throw badRequest(api.TRANSAKSI_MSG.belowCost(q.kode_barcode));
  const dp_minimal = num(param.dp_minimal);
  const min = minimumDp(q.harga_total, dp_minimal);
  // The quote shows the minimum; only the contract itself is refused below it.
  if (lock && input.dp_rp < min) throw badRequest(MSG.dpTooSmall(formatMoney(min)));
  if (input.dp_rp >= q.harga_total) throw badRequest(MSG.dpTooBig);
  const terms = {
    harga: q.harga_total,
    dp: input.dp_rp,
    bunga: num(param.bunga),
    tenor: num(param.tenor),
    pembulatan: settings.pembulatan,
    tgl_cicilan: tanggal,
  };
  const totals = contractTotals(terms);
  const biaya_admin = num(param.biaya_admin);
  const quote: api.CicilanQuote = {
    kode_barcode: q.kode_barcode,
    nama_barang: q.nama_barang,
    kode_group: q.kode_group,
    berat: q.berat,
    harga_gram: q.harga_gram,
    harga: q.harga_total,
    kode_cicilan: input.kode_cicilan,
    tenor: terms.tenor,
    bunga: terms.bunga,
    dp_minimal,
    dp_min: min,
    dp_rp: input.dp_rp,
    biaya_admin,
    denda_per_hari: num(param.denda_per_hari),
    ...totals,
    bayar_awal: input.dp_rp + biaya_admin,
    jadwal: schedule(terms),
  };
  return { item, q, quote };
}

/** POST cicilan/quote: what a contract on this item, parameter and down payment would be today. */
export async function quoteCicilan(shop: ShopContext, body: api.CicilanQuoteBody): Promise<api.CicilanQuote> {
  const input = api.cicilanQuoteBody.parse(body);
  const [settings, tanggal] = await Promise.all([counterSettings(shop), findBusinessDay(shop)]);
  return (await priceContract(shop, shop.db, input, tanggal, settings, false)).quote;
}

/**
 * POST cicilan: takes a contract in one transaction. The item is locked and must be READY (of two
 * contracts or a sale of one item at once exactly one wins); it is priced as a sale of the business
 * day and the price, the parameter's rate, tenor and fees are stored on the contract; the item is
 * reserved (status CICILAN, not sellable); the down payment and the admin fee are CICILAN cash rows.
 */
export async function createCicilan(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreateCicilanBody,
): Promise<api.CicilanDetail> {
  const input = api.createCicilanBody.parse(body);
  const settings = await counterSettings(shop);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    await ensureSales(shop, tx, input.kode_sales);
    await ensureMember(shop, tx, input.kode_member);
    const { item, q, quote } = await priceContract(shop, tx, input, tanggal, settings, true);
    checkPayments(input.pembayaran, quote.bayar_awal);
    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.CICILAN, tanggal);
    const row = await insertCicilan(shop, tx, {
      tanggal,
      no_cicilan: no,
      ...partyOf(input),
      kode_barcode: q.kode_barcode,
      nama_barang: q.nama_barang,
      kode_group: q.kode_group,
      kadar: String(q.kadar),
      berat: String(q.berat),
      harga_gram: q.harga_gram,
      ongkos: q.ongkos,
      harga: q.harga_total,
      harga_modal: q.harga_modal,
      kode_cicilan: quote.kode_cicilan,
      tenor: quote.tenor,
      bunga: String(quote.bunga),
      biaya_admin: quote.biaya_admin,
      denda_per_hari: quote.denda_per_hari,
      pembulatan: settings.pembulatan,
      dp_rp: quote.dp_rp,
      pokok: quote.pokok,
      bunga_rp: quote.bunga_rp,
      total_kontrak: quote.total_kontrak,
      angsuran: quote.angsuran,
      angsuran_akhir: quote.angsuran_akhir,
      jumlah_bayar: quote.dp_rp,
      input_by: user.user_id,
    });
    await updateBarang(shop, tx, [item.kode_barcode], { status: BARANG_CICILAN }, user.user_id);
    await writePayments(shop, tx, input.pembayaran, {
      tanggal,
      kategori: KAS.dp,
      no,
      input_by: user.user_id,
    });
    return detailOf(row, [], tanggal);
  });
}

/**
 * The item is delivered: a sale of the reserved item at the contract's snapshot (its price per gram,
 * its price and the cost it was priced against; its sales person as checked when it was taken),
 * inside the payment's transaction, paid by the contract (no new cash rows: the money came in as
 * CICILAN rows). The contract becomes LUNAS with the sale's number.
 */
async function deliver(
  shop: ShopContext,
  tx: Db,
  user: SessionUser,
  c: StoredCicilan,
  tanggal: string,
  settings: CounterSettings,
) {
  // The sale body as the counter's, checked by its schema; it carries no payment (paid: the price).
  const body = api.createSaleBody.parse({
    kode_sales: c.kode_sales,
    kode_member: c.kode_member || undefined,
    nama_customer: c.nama_customer || undefined,
    alamat_customer: c.alamat_customer || undefined,
    no_hp: c.no_hp || undefined,
    detail_barang: [{ kode_barcode: c.kode_barcode, harga_total: c.harga }],
    pembayaran: [{ jenis: 'CASH', jumlah: c.harga }],
  });
  const sale = await saleInTransaction(shop, tx, user, { ...body, pembayaran: [] }, settings, {
    no_pesanan: '',
    kode_barcode: c.kode_barcode,
    harga_gram: c.harga_gram,
    harga_modal: c.harga_modal,
    paid: c.harga,
    status: BARANG_CICILAN,
  });
  await markCicilan(shop, tx, c.no_cicilan, {
    status: 'LUNAS',
    tgl_lunas: tanggal,
    no_faktur_jual: sale.no_faktur_jual[0] ?? sale.no_faktur_group,
  });
  return sale.no_faktur_group;
}

/**
 * One payment of a contract under its row lock (of two payments at once the second sees the first):
 * the next instalment with its late fee (ANGSURAN), or every open instalment with their late fees
 * (PELUNASAN). The payments must cover it exactly; they are CICILAN cash rows under the contract's
 * number. Paying the last instalment pays the contract off and delivers the item.
 */
async function pay(
  shop: ShopContext,
  user: SessionUser,
  input: ReturnType<typeof api.lunasCicilanBody.parse> & { angsuran_ke?: number },
  jenis: 'ANGSURAN' | 'PELUNASAN',
): Promise<api.BayarCicilanResult> {
  const settings = await counterSettings(shop);
  const refused = (c: StoredCicilan) => MSG.notActive(c.no_cicilan);
  return kit.move(
    shop,
    user,
    jenis === 'ANGSURAN' ? 'bayar' : 'lunas',
    input.no_cicilan,
    refused,
    async ({ tx, tanggal, row: c }) => {
      const terms = termsOf(c);
      const state = contractState(terms, c.angsuran_ke, tanggal);
      if (!state.berikut) throw conflict(MSG.nothingOpen(c.no_cicilan));
      // The instalment the request names must be the next one: a repeated request pays nothing.
      const ke = input.angsuran_ke;
      if (ke !== undefined && ke <= c.angsuran_ke) throw conflict(MSG.instalmentPaid(ke, c.no_cicilan));
      if (ke !== undefined && ke !== c.angsuran_ke + 1)
        throw conflict(MSG.instalmentNotNext(c.angsuran_ke + 1));
      const open = schedule(terms).slice(c.angsuran_ke);
      const paying = jenis === 'ANGSURAN' ? open.slice(0, 1) : open;
      const pokok = paying.reduce((s, a) => s + a.jumlah, 0);
      const denda = jenis === 'ANGSURAN' ? state.berikut.denda : state.denda_rp;
      checkPayments(input.pembayaran, pokok + denda);
      const no_bayar = await nextDocumentNumber(shop, tx, DOC_PREFIX.BAYAR_CICILAN, tanggal);
      const bayar = await insertBayarCicilan(shop, tx, {
        no_bayar,
        no_cicilan: c.no_cicilan,
        tanggal,
        jenis,
        ke_dari: (paying[0]?.ke ?? 0) as number,
        ke_sampai: (paying[paying.length - 1]?.ke ?? 0) as number,
        pokok,
        denda,
        total_bayar: pokok + denda,
        input_by: user.user_id,
      });
      await writePayments(shop, tx, input.pembayaran, {
        tanggal,
        kategori: jenis === 'ANGSURAN' ? KAS.angsuran : KAS.lunas,
        no: c.no_cicilan,
        input_by: user.user_id,
      });
      let updated = await markCicilan(shop, tx, c.no_cicilan, {
        angsuran_ke: c.angsuran_ke + paying.length,
        jumlah_bayar: c.jumlah_bayar + pokok,
        denda_bayar: c.denda_bayar + denda,
      });
      let no_faktur_jual: string | undefined;
      if (updated.angsuran_ke === updated.tenor) {
        no_faktur_jual = await deliver(shop, tx, user, updated, tanggal, settings);
        updated = (await kit.lock(shop, tx, c.no_cicilan)) as StoredCicilan;
      }
      const rows = await bayarOf(shop, [c.no_cicilan], tx);
      return { detail: detailOf(updated, rows, tanggal), bayar: toBayar(bayar), no_faktur_jual };
    },
  );
}

/** POST cicilan/bayar: the next instalment and its late fee. */
export const bayarCicilan = (shop: ShopContext, user: SessionUser, body: api.BayarCicilanBody) =>
  pay(shop, user, api.bayarCicilanBody.parse(body), 'ANGSURAN');
/** POST cicilan/lunas: every open instalment and the late fees; the item is delivered as a sale. */
export const lunasCicilan = (shop: ShopContext, user: SessionUser, body: api.LunasCicilanBody) =>
  pay(shop, user, api.lunasCicilanBody.parse(body), 'PELUNASAN');

/** The reserved item becomes ordinary stock again (it must still be held for the contract). */
async function releaseItem(shop: ShopContext, tx: Db, c: StoredCicilan, by: string) {
  const [item] = await lockBarang(shop, tx, [c.kode_barcode]);
  if (item?.status !== BARANG_CICILAN) throw conflict(api.BARANG_MSG.notReady(c.kode_barcode));
  await updateBarang(shop, tx, [c.kode_barcode], { status: 'READY' }, by);
}

/**
 * POST cicilan/batal: cancels an AKTIF contract through the document kit (an SPV/OWN authorisation
 * after the day it was taken). The item goes back to stock (READY); of what the customer paid on the
 * contract (down payment and instalments; not the admin fee nor late fees) the shop's rule
 * PERSEN_REFUND_BATAL_CICILAN (default 100 %) is refunded as BATAL CICILAN rows, the rest kept
 * (rounded with the contract's unit).
 */
export const cancelCicilan = (shop: ShopContext, user: SessionUser, body: api.CancelBody) =>
  kit.cancel(
    shop,
    user,
    {
      reverse: ({ tx, rows }) => releaseItem(shop, tx, rows[0] as StoredCicilan, user.user_id),
      cashBack: async ({ tx, rows }) => {
        const c = rows[0] as StoredCicilan;
        const split = await refundSplit(shop, tx, REFUND_BATAL_CICILAN, c.jumlah_bayar, c.pembulatan);
        await markCicilan(shop, tx, c.no_cicilan, split);
        return split.refund_rp;
      },
    },
    body,
  );

/** Why a contract cannot be auctioned on `tanggal` (undefined: it can). */
function lelangRefusal(c: StoredCicilan, tanggal: string) {
  if (c.status !== 'AKTIF') return conflict(MSG.notActive(c.no_cicilan));
  if (!mayBeAuctionedCicilan(c.status, termsOf(c), c.angsuran_ke, tanggal))
    return badRequest(MSG.notDefaulted(c.no_cicilan));
  return undefined;
}

/**
 * PUT cicilan/simpan/lelang-cicilan: a defaulted contract (its next instalment overdue) is auctioned
 * under its row lock with the LELANG CICILAN authorisation (used once): the item goes back to stock
 * (READY) for the shop to sell; the money paid is kept (no cash row).
 */
export async function simpanLelangCicilan(
  shop: ShopContext,
  user: SessionUser,
  body: api.SimpanLelangCicilanBody,
): Promise<api.Cicilan> {
  const input = api.simpanLelangCicilanBody.parse(body);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const c = await kit.lock(shop, tx, input.no_cicilan);
    const refused = lelangRefusal(c as StoredCicilan, tanggal);
    if (refused) throw refused;
    const otorisasi = await consumeOtorisasi(
      shop,
      tx,
      input.id_otorisasi,
      api.OTORISASI.LELANG_CICILAN,
      c.no_cicilan,
      tanggal,
      { user: user.user_id, no_faktur: c.no_cicilan },
    );
    await releaseItem(shop, tx, c as StoredCicilan, user.user_id);
    return toCicilan(
      await markCicilan(shop, tx, c.no_cicilan, {
        status: 'LELANG',
        tgl_lelang: tanggal,
        lelang_by: user.user_id,
        lelang_otorisasi: otorisasi,
      }),
    );
  });
}

/** GET cicilan/get/lelang-cicilan: the defaulted contracts on the business day. */
export async function listLelangCicilan(shop: ShopContext): Promise<api.CicilanDetail[]> {
  const tanggal = await findBusinessDay(shop);
  const due = (await activeContracts(shop)).filter((c) => !lelangRefusal(c, tanggal));
  const bayar = await bayarOf(
    shop,
    due.map((c) => c.no_cicilan),
  );
  return due.map((c) =>
    detailOf(
      c,
      bayar.filter((b) => b.no_cicilan === c.no_cicilan),
      tanggal,
    ),
  );
}

/** POST cicilan/detail: a contract on the business day (schedule, overdue, late fees, pay-off). */
export async function cicilanDetail(shop: ShopContext, no: string): Promise<api.CicilanDetail> {
  const c = await kit.row(shop, no);
  const [bayar, tanggal] = await Promise.all([bayarOf(shop, [c.no_cicilan]), findBusinessDay(shop)]);
  return detailOf(c, bayar, tanggal);
}

export async function cicilanInvoice(shop: ShopContext, no: string): Promise<api.CicilanInvoice> {
  const d = await cicilanDetail(shop, no);
  const [bayar, cash] = await Promise.all([
    bayarOf(shop, [d.no_cicilan]),
    cashRowsOfTrxs(shop, [d.no_cicilan]),
  ]);
  return {
    ...d,
    lines: [toCicilan(await kit.row(shop, no))],
    bayar: bayar.map(toBayar),
    pembayaran: cash.map(toPayment),
  };
}

export const listCicilan = kit.list;

/** GET cicilan/jadwal: the schedules of the contracts as one PDF, a page each. */
export async function cicilanJadwal(shop: ShopContext, user: SessionUser, numbers: readonly string[]) {
  const list = await Promise.all(numbers.map((n) => cicilanDetail(shop, n)));
  const toko = await findToko(shop);
  return buildJadwalPdf(
    list,
    { nama_toko: toko?.nama_toko ?? shop.kode_toko, alamat_toko: toko?.alamat_toko ?? '' },
    user.user_id,
  );
}
