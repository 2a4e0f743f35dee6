import {
  api,
  DOC_PREFIX,
  type HargaEmasRow,
  PENJUALAN,
  priceSaleLine,
  roundMoney,
  sumRupiah,
} from '@emas/contract';
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  barcodesIn,
  findBarang,
  JENIS_JUAL,
  ledgerFromItems,
  lockAndSetStatus,
  lockBarang,
  type StoredBarang,
  updateBarang,
  writeLedgerFromItems,
} from '../barang/barang.api.ts';
import { diamondLinesInsert, isDiamondItem, quoteDiamondItem } from '../berlian/berlian-penjualan.ts';
import { contractOfSaleLines } from '../cicilan/cicilan.api.ts';
import { resolveAccounts } from '../dokumen/document-cash.ts';
import { cancellationOfRow, itemOfRow, partyOfRow } from '../dokumen/document-row.ts';
import { cancelDocument, listDocuments } from '../dokumen/dokumen.service.ts';
import { counterDay } from '../harga-emas/harga-emas.service.ts';
import { cashRowsInsert } from '../kas/kas.api.ts';
import { type NumberText, writeNumbered } from '../kas/nomor-dokumen.ts';
import { cancelSaleKupon, redeemSaleKupon } from '../kupon/kupon.service.ts';
import { addPoints, reversePoints } from '../member/member.service.ts';
import { USED_FOR_NUMBER_PENDING, usedForNumber } from '../otorisasi/otorisasi.api.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { boughtBackFrom } from '../pembelian/pembelian.api.ts';
import {
  ensureSales,
  partyOf,
  preparePurchases,
  pricePurchases,
  reversePurchases,
} from '../pembelian/pembelian.service.ts';
import { BARANG_PESANAN, reopenPickedUpOrders } from '../pesanan/pesanan-barang.ts';
import { findBusinessDay, openBusinessDayCheckingLater } from '../system/business-day.ts';
import { type CounterSettings, counterSettings } from './counter-settings.ts';
import { saleCashRows, settleSalePayments } from './pembayaran.ts';
import {
  insertPenjualan,
  type NewPenjualan,
  openSaleLinesFor,
  SALE_TABLE,
  type StoredPenjualan,
} from './penjualan.queries.ts';

const { TRANSAKSI_MSG: MSG, BARANG_MSG } = api;
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

/** The counter's price of an item on the business day (DESIGN.md section 6, Sale line). */
export function quoteItem(
  item: StoredBarang,
  group: HargaEmasRow | undefined,
  s: CounterSettings,
): api.SaleQuote {
  if (isDiamondItem(item)) return quoteDiamondItem(item, s);
  const berat = num(item.berat);
  const harga_gram = group?.harga_jual ?? 0;
  // Accessories (kadar 0) have no gold price: ongkos and attributes make their price.
  if (!harga_gram && num(item.kadar) > 0) throw badRequest(MSG.noPrice(item.kode_group));
  const harga_total = priceSaleLine({
    berat,
    harga_gram,
    ongkos: item.ongkos,
    harga_atribut: item.harga_atribut,
    pembulatan: s.pembulatan,
    arah: s.arahJual,
  });
  // Cost: the item's own modal, else what the shop would pay for its gold back today.
  const harga_modal =
    item.harga_modal ?? roundMoney(new Decimal(berat).times(group?.harga_beli ?? 0), s.pembulatan, 'up');
  return {
    kode_barcode: item.kode_barcode,
    nama_barang: item.nama_barang,
    kode_group: item.kode_group,
    kode_dept: item.kode_dept,
    kode_gudang: item.kode_gudang,
    kode_baki: item.kode_baki,
    kadar: num(item.kadar),
    kadar_cetak: item.kadar_cetak,
    berat,
    nama_atribut: item.nama_atribut,
    berat_atribut: num(item.berat_atribut),
    harga_atribut: item.harga_atribut,
    ongkos: item.ongkos,
    harga_gram,
    harga_total,
    harga_modal,
    pembulatan: s.pembulatan,
    arah: s.arahJual,
  };
}

const ensureSellable = (kode: string, item: StoredBarang | undefined, reserved?: Reserved): StoredBarang => {
  if (!item) throw notFound(BARANG_MSG.barcodeMissing(kode));
  const mine = reserved?.kode_barcode === kode && item.status === (reserved.status ?? BARANG_PESANAN);
  if (item.status !== 'READY' && !mine) throw conflict(BARANG_MSG.notReady(kode));
  return item;
};

/**
 * A sale that picks up a customer order (or delivers a paid-off instalment contract): its reserved
 * item may be sold, at the locked price per gram when it has one, and what was paid on the order or
 * contract counts towards the total.
 */
export type Reserved = {
  /** The order the sale picks up ('' for an instalment contract: its sale is an ordinary one). */
  no_pesanan: string;
  kode_barcode: string;
  /** The status the reserved item is held in: PESANAN (default) or CICILAN. */
  status?: string;
  /** The price per gram locked at the order; undefined: the day's price. */
  harga_gram?: number;
  /** The cost stored when the price was agreed (an instalment contract's); undefined: the item's. */
  harga_modal?: number;
  /** Already paid on the order (its down payment). */
  paid: number;
};

/** The reserved line costs what was stored when its price was agreed (DESIGN.md section 6, snapshots). */
const agreedCost = (q: api.SaleQuote, reserved?: Reserved): api.SaleQuote =>
  reserved?.harga_modal !== undefined && reserved.kode_barcode === q.kode_barcode
    ? { ...q, harga_modal: reserved.harga_modal }
    : q;

export const groupPrices = async (shop: ShopContext, tx: Db, tanggal: string) =>
  new Map((await counterDay(shop, tanggal, tx)).groups.map((g) => [g.kode_group, g]));

export async function saleQuote(shop: ShopContext, kode: string): Promise<api.SaleQuote> {
  const kodeBarcode = kode.trim().padStart(8, '0');
  const item = ensureSellable(kodeBarcode, await findBarang(shop, kodeBarcode));
  // A quote only reads: no transaction, no lock (the sale itself prices again under its locks).
  const [settings, tanggal] = await Promise.all([counterSettings(shop), findBusinessDay(shop)]);
  return quoteItem(item, (await groupPrices(shop, shop.db, tanggal)).get(item.kode_group), settings);
}

/**
 * A sale: items, trade-ins and payments in one transaction. Each item is locked and must be READY,
 * so of concurrent sales of one barcode exactly one succeeds; payments (trade-in included) must cover
 * the total, cash may be more (the change is recorded and only the net cash enters the drawer); a
 * line below cost must carry an unused authorisation.
 */
export async function createSale(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreateSaleBody,
): Promise<api.SaleSaved> {
  const input = api.createSaleBody.parse(body);
  const kodes = input.detail_barang.map((d) => d.kode_barcode.padStart(8, '0'));
  const dup = kodes.find((k, i) => kodes.indexOf(k) !== i);
  if (dup) throw badRequest(MSG.duplicateItem(dup));
  const settings = await counterSettings(shop);
  return shop.db.transaction((tx) => saleInTransaction(shop, tx, user, input, settings));
}

/** The sale's work inside a caller's transaction (a counter sale, or an order's pick-up). */
export async function saleInTransaction(
  shop: ShopContext,
  tx: Db,
  user: SessionUser,
  input: ReturnType<typeof api.createSaleBody.parse>,
  settings: CounterSettings,
  reserved?: Reserved,
): Promise<api.SaleSaved> {
  const kodes = input.detail_barang.map((d) => d.kode_barcode.padStart(8, '0'));
  const day = await openBusinessDayCheckingLater(shop, tx, user);
  const { tanggal } = day;
  // Locked and marked SOLD in one statement (the session checked in it), answered as they were: a
  // refusal below rolls it back.
  const { items, also: live } = await lockAndSetStatus(shop, tx, kodes, 'SOLD', user.user_id, day.live);
  await day.confirm(live);
  // A reserved item's sales person was checked when the order or contract was taken.
  if (!reserved) await ensureSales(shop, tx, input.kode_sales);
  const locked = new Map(items.map((b) => [b.kode_barcode, b]));
  const prices = await groupPrices(shop, tx, tanggal);
  const priceOf = (b: StoredBarang | undefined) => {
    const day = prices.get(b?.kode_group ?? '');
    const locked = reserved?.kode_barcode === b?.kode_barcode ? reserved?.harga_gram : undefined;
    return locked && day ? { ...day, harga_jual: locked } : day;
  };
  const quotes = kodes.map((k) =>
    agreedCost(
      quoteItem(ensureSellable(k, locked.get(k), reserved), priceOf(locked.get(k)), settings),
      reserved,
    ),
  );
  const charged = quotes.map((q, i) => input.detail_barang[i]?.harga_total ?? q.harga_total);
  const total_jual = sumRupiah(charged);

  const tukar = await pricePurchases(shop, tx, tanggal, input.tukar, settings);
  const total_tukar = sumRupiah(tukar.map((t) => t.harga));
  const tukarPaid = sumRupiah(input.pembayaran.filter((p) => p.jenis === 'TUKAR').map((p) => p.jumlah));
  if (tukarPaid !== total_tukar) throw badRequest(MSG.tukarMismatch);
  if (total_tukar > total_jual) throw badRequest(MSG.tukarTooBig);
  const settled = settleSalePayments(input.pembayaran, total_jual - (reserved?.paid ?? 0));
  const payments = await resolveAccounts(shop, tx, input.pembayaran);

  const party = partyOf(input);
  // The coupon is checked now; its usage row goes with the sale's writes below.
  const kuponUsage = await redeemSaleKupon(shop, tx, {
    kode_kupon: input.kode_kupon,
    pembayaran: input.pembayaran,
    belanja: total_jual,
    sisa: total_jual - total_tukar - (reserved?.paid ?? 0),
    party,
    tanggal,
    input_by: user.user_id,
  });
  // A line below cost uses its authorisation now; the numbered write gives it the line's number.
  const otorisasi: (string | null)[] = [];
  for (const [i, q] of quotes.entries()) {
    const id = input.detail_barang[i]?.id_otorisasi;
    const belowCost = (charged[i] as number) < q.harga_modal;
    if (belowCost && !id) throw forbidden(MSG.belowCost(q.kode_barcode));
    otorisasi.push(
      belowCost
        ? await consumeOtorisasi(
            shop,
            tx,
            id,
            api.OTORISASI.JUAL_DI_BAWAH_MODAL,
            USED_FOR_NUMBER_PENDING,
            tanggal,
            { user: user.user_id, no_faktur: q.kode_barcode, jumlah: charged[i] as number },
          )
        : null,
    );
  }
  const purchases = await preparePurchases(
    shop,
    tx,
    { tanggal, jenis: 'TUKAR', party, user, settings },
    tukar,
  );
  const rowsOf = <N extends NumberText>(group: N, no: (i: number) => N) =>
    quotes.map((q, i) =>
      saleRow(
        q,
        {
          tanggal,
          group,
          no: no(i),
          party,
          settings,
          id_otorisasi: otorisasi[i] ?? null,
          user,
          reserved,
          berat_awal: locked.get(q.kode_barcode)?.berat_asli,
        },
        charged[i],
      ),
    );
  // The numbers in the statement that writes the sale (kas/nomor-dokumen.ts): their counter rows are
  // locked from that statement to the COMMIT only, so concurrent sales queue on them for one round trip.
  const [[group = ''] = [], nos = [], no_faktur_beli = []] = await writeNumbered(
    shop,
    tx,
    tanggal,
    [
      { prefix: DOC_PREFIX.PENJUALAN_GROUP, count: 1 },
      { prefix: DOC_PREFIX.PENJUALAN, count: quotes.length },
      ...(purchases.count ? [{ prefix: DOC_PREFIX.PEMBELIAN, count: purchases.count }] : []),
    ],
    (no) => {
      const g = no.nth(DOC_PREFIX.PENJUALAN_GROUP);
      const rows = rowsOf<NumberText>(g, (i) => no.nth(DOC_PREFIX.PENJUALAN, i));
      return [
        ledgerFromItems(shop, barcodesIn(shop, kodes), {
          tanggal,
          jenis: JENIS_JUAL,
          sign: -1,
          no_ref: g,
          input_by: user.user_id,
        }),
        insertPenjualan(shop, tx, rows),
        diamondLinesInsert(shop, tx, rows, locked, quotes),
        cashRowsInsert(shop, tx, [
          // Only the net cash enters the drawer; the cash handed over and the change are kept beside it.
          ...saleCashRows(payments, settled, {
            tanggal,
            kategori: 'PENJUALAN',
            no: g,
            input_by: user.user_id,
          }),
          // The trade-in is a purchase paid by the sale: its money leaves as TUKAR, never the drawer.
          {
            tanggal,
            kategori: 'PEMBELIAN',
            deskripsi: g,
            jenis: 'TUKAR',
            jumlah_out: total_tukar,
            input_by: user.user_id,
            id_trx: g,
          },
        ]),
        kuponUsage?.(g),
        ...otorisasi.map((id, i) =>
          id ? usedForNumber(shop, tx, id, no.nth(DOC_PREFIX.PENJUALAN, i)) : undefined,
        ),
        ...purchases.writes(no, g),
      ];
    },
  );
  const rows = rowsOf<string>(group, (i) => nos[i] as string);
  if (party.kode_member)
    await addPoints(shop, tx, {
      kode_member: party.kode_member,
      no_faktur: group,
      tanggal,
      lines: quotes.map((q, i) => ({ kode_group: q.kode_group, total: charged[i] as number })),
      input_by: user.user_id,
    });
  return {
    no_faktur_group: group,
    no_faktur_jual: rows.map((r) => r.no_faktur_jual),
    no_faktur_beli,
    total_jual,
    total_tukar,
    tunai_diterima: settled.tunai_diterima,
    kembalian: settled.kembalian,
  };
}

/** One stored sale line: the quote, what was charged, and the invoice's numbers and party. */
function saleRow<N extends NumberText>(
  q: api.SaleQuote,
  ctx: {
    tanggal: string;
    group: N;
    no: N;
    party: ReturnType<typeof partyOf>;
    settings: CounterSettings;
    id_otorisasi: string | null;
    user: SessionUser;
    reserved?: Reserved;
    /** The item's berat_asli (null or undefined: its weight). */
    berat_awal?: string | number | null;
  },
  harga_total = q.harga_total,
): Omit<NewPenjualan, 'no_faktur_group' | 'no_faktur_jual'> & { no_faktur_group: N; no_faktur_jual: N } {
  return {
    tanggal: ctx.tanggal,
    no_faktur_group: ctx.group,
    no_faktur_jual: ctx.no,
    ...ctx.party,
    kode_barcode: q.kode_barcode,
    nama_barang: q.nama_barang,
    kode_group: q.kode_group,
    kode_dept: q.kode_dept,
    kode_gudang: q.kode_gudang,
    kode_baki: q.kode_baki,
    kadar: String(q.kadar),
    kadar_cetak: q.kadar_cetak,
    berat: String(q.berat),
    berat_awal: String(ctx.berat_awal ?? q.berat),
    nama_atribut: q.nama_atribut,
    berat_atribut: String(q.berat_atribut),
    harga_gram: q.harga_gram,
    ongkos: q.ongkos,
    harga_atribut: q.harga_atribut,
    harga_hitung: q.harga_total,
    harga_total,
    harga_modal: q.harga_modal,
    pembulatan: ctx.settings.pembulatan,
    arah_pembulatan: ctx.settings.arahJual,
    id_otorisasi: ctx.id_otorisasi,
    no_pesanan: ctx.reserved?.no_pesanan ?? '',
    input_by: ctx.user.user_id,
  };
}

/**
 * Cancels a whole sale invoice through the document kit: its trade-ins leave warehouse BELI again,
 * its items go back to stock where they lay, its money is reversed and its points taken back. The
 * pick-up of a customer order (a line with no_pesanan) puts the order back to SIAP and its item back
 * to reserved for it (status PESANAN), not free stock. A past day's sale needs an SPV/OWN authorisation.
 */
export async function cancelSale(shop: ShopContext, user: SessionUser, body: api.CancelBody) {
  const { number } = await cancelDocument<StoredPenjualan>(
    shop,
    user,
    PENJUALAN,
    SALE_TABLE,
    {
      // The lines are locked: a buy-back of one of them has committed before, or waits and then sees BATAL.
      beforeCancel: async ({ tx, rows }) => {
        const [bought] = await boughtBackFrom(
          shop,
          tx,
          rows.map((l) => l.no_faktur_jual),
        );
        if (bought) throw conflict(MSG.saleBoughtBack(bought.no_faktur_jual));
        // An instalment contract's pay-off: its sale stands (the contract is LUNAS, its money CICILAN).
        const contract = await contractOfSaleLines(
          shop,
          tx,
          rows.map((l) => l.no_faktur_jual),
        );
        if (contract) throw conflict(api.CICILAN_MSG.saleOfContract(contract.no_cicilan));
      },
      reverse: async ({ tx, tanggal, number: group, rows, alasan, otorisasi }) => {
        await reversePurchases(shop, tx, {
          tanggal,
          group,
          user,
          alasan,
          otorisasi,
          movedMessage: MSG.tukarItemMoved,
        });
        const open = rows.filter((l) => l.status === 'OPEN');
        // An order's pick-up: the order goes back to SIAP (locked before the items, as the pick-up
        // does), its item back to reserved for it.
        const pickedUp = open.filter((l) => l.no_pesanan);
        await reopenPickedUpOrders(shop, tx, pickedUp);
        const kodes = open.map((l) => l.kode_barcode);
        await lockBarang(shop, tx, kodes);
        const free = open.filter((l) => !l.no_pesanan).map((l) => l.kode_barcode);
        if (free.length) await updateBarang(shop, tx, free, { status: 'READY' }, user.user_id);
        const reserved = pickedUp.map((l) => l.kode_barcode);
        if (reserved.length) await updateBarang(shop, tx, reserved, { status: BARANG_PESANAN }, user.user_id);
        await writeLedgerFromItems(shop, tx, barcodesIn(shop, kodes), {
          tanggal,
          jenis: 'BATAL JUAL',
          sign: 1,
          no_ref: group,
          keterangan: alasan,
          input_by: user.user_id,
        });
      },
      afterCancel: async ({ tx, tanggal, number: group }) => {
        await reversePoints(shop, tx, {
          no_faktur: group,
          tanggal,
          input_by: user.user_id,
          deskripsi: 'BATAL PENJUALAN',
        });
        await cancelSaleKupon(shop, tx, group, user.user_id);
      },
    },
    body,
  );
  return { no_faktur_group: number };
}

export const toSaleLine = (r: StoredPenjualan): api.SaleLine => ({
  no_faktur_group: r.no_faktur_group,
  no_faktur_jual: r.no_faktur_jual,
  ...partyOfRow(r),
  ...itemOfRow(r),
  kode_gudang: r.kode_gudang,
  kode_baki: r.kode_baki,
  kadar_cetak: r.kadar_cetak,
  nama_atribut: r.nama_atribut,
  berat_atribut: num(r.berat_atribut),
  harga_gram: r.harga_gram,
  ongkos: r.ongkos,
  harga_atribut: r.harga_atribut,
  harga_hitung: r.harga_hitung,
  harga_total: r.harga_total,
  harga_modal: r.harga_modal,
  pembulatan: r.pembulatan,
  id_otorisasi: r.id_otorisasi,
  ...cancellationOfRow<'OPEN' | 'BATAL'>(r),
});

export const listSales = (shop: ShopContext, q: api.TransaksiListQuery) =>
  listDocuments(shop, PENJUALAN, SALE_TABLE, toSaleLine, q);

export async function soldLines(shop: ShopContext, kode: string): Promise<api.SaleLine[]> {
  const rows = await openSaleLinesFor(shop, kode);
  if (!rows.length) throw notFound(MSG.fakturNotFound);
  return rows.map(toSaleLine);
}
