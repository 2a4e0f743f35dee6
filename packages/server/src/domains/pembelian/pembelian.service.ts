import {
  api,
  DOC_PREFIX,
  JENIS_BAYAR_REKENING,
  maxPricePerGram,
  maxPurchasePrice,
  PEMBELIAN,
  pricePurchaseLine,
  sumRupiah,
  umumSellerMessage,
  umumSellerMissing,
  umumSellerRequired,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import { readAll } from '../../db/read-all.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { cachedReference } from '../../platform/reference-cache.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  activeMasterData,
  barangWithLedgerWrites,
  barcodesIn,
  lockBarang,
  nextBarcodes,
  updateBarang,
  writeLedgerFromItems,
} from '../barang/barang.api.ts';
import { resolveAccounts } from '../dokumen/document-cash.ts';
import { cancellationOfRow, itemOfRow, partyOfRow } from '../dokumen/document-row.ts';
import { documentRows, markCancelled } from '../dokumen/dokumen.api.ts';
import { cancelDocument, listDocuments } from '../dokumen/dokumen.service.ts';
import { counterDay } from '../harga-emas/harga-emas.service.ts';
import { guardDrawerOut } from '../kas/drawer.service.ts';
import { cashRowsInsert } from '../kas/kas.api.ts';
import { type NumberedWrite, type NumberRefs, type NumberText, writeNumbered } from '../kas/nomor-dokumen.ts';
import { activeMasterRows } from '../master/master.api.ts';
import { findMember } from '../member/member.api.ts';
import { USED_FOR_NUMBER_PENDING, usedForNumber } from '../otorisasi/otorisasi.api.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { type CounterSettings, counterSettings } from '../penjualan/counter-settings.ts';
import { lockSaleLines } from '../penjualan/penjualan.api.ts';
import { findBusinessDay, openBusinessDay } from '../system/business-day.ts';
import {
  boughtBackFrom,
  insertPembelian,
  PURCHASE_TABLE,
  type StoredPembelian,
} from './pembelian.queries.ts';

const { TRANSAKSI_MSG: MSG } = api;
/** Bought gold waits here for sorting, washing or melting (DESIGN.md section 6). */
export const GUDANG_BELI = 'BELI';

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

export type Party = {
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
};

export type PricedPurchase = {
  input: api.PurchaseLineInput;
  kadar: number;
  kode_dept: string;
  berat_nota: number;
  harga_nota: number;
  harga_gram: number;
  potongan_persen: number;
  potongan_per_gram: number;
  harga_hitung: number;
  harga: number;
  /** The most it may be bought for without an authorisation. */
  harga_maks: number;
  tipe_kondisi: string;
};

/** The purchase rule of one group and condition on a day: price per gram, cuts, rounding. */
async function purchaseRules(shop: ShopContext, tx: Db, tanggal: string) {
  const [day, potongan] = await readAll(tx, [
    () => counterDay(shop, tanggal, tx),
    () => activeMasterRows(shop, 'master-potongan-pembelian', tx),
  ]);
  const groups = new Map(day.groups.map((g) => [g.kode_group, g]));
  const cut = (kodeGroup: string, kondisi: string) => {
    const row = potongan.find((p) => p.data.kode_group === kodeGroup && p.data.kondisi === kondisi);
    return {
      persen: num(row?.data.potongan_persen as number),
      perGram: num(row?.data.potongan_per_gram as number),
      maksGram: num(row?.data.harga_maks_gram as number),
    };
  };
  return { groups, cut };
}

/** Prices purchase lines on the business day (inside the caller's transaction; locks the sale lines bought back). */
export async function pricePurchases(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  lines: readonly api.PurchaseLineInput[],
  settings: CounterSettings,
): Promise<PricedPurchase[]> {
  if (!lines.length) return [];
  const { groups, cut } = await purchaseRules(shop, tx, tanggal);
  const kondisi = await activeMasterData(
    shop,
    tx,
    'kondisi-pembelian',
    lines.map((l) => l.kode_kondisi),
  );
  const asal = lines.map((l) => l.no_faktur_jual?.toUpperCase()).filter((v): v is string => !!v);
  if (new Set(asal).size !== asal.length) throw badRequest(MSG.duplicateItem(asal.join(', ')));
  const sold = new Map(
    (asal.length ? await lockSaleLines(shop, tx, asal) : []).map((s) => [s.no_faktur_jual, s]),
  );
  if (asal.length) {
    const already = await boughtBackFrom(shop, tx, asal);
    const first = already[0];
    if (first) throw conflict(MSG.alreadyBoughtBack(first.no_faktur_jual));
  }
  return lines.map((l) => {
    const group = groups.get(l.kode_group);
    if (!group) throw badRequest(MSG.groupUnknown(l.kode_group));
    if (!group.harga_beli) throw badRequest(MSG.noPrice(l.kode_group));
    const k = kondisi.get(l.kode_kondisi);
    if (!k) throw badRequest(MSG.kondisiUnknown(l.kode_kondisi));
    const from = l.no_faktur_jual ? sold.get(l.no_faktur_jual.toUpperCase()) : undefined;
    if (l.no_faktur_jual && from?.status !== 'OPEN') throw notFound(MSG.fakturNotFound);
    const c = cut(l.kode_group, l.kode_kondisi);
    const harga_hitung = pricePurchaseLine({
      berat: l.berat,
      harga_gram: group.harga_beli,
      potongan_persen: c.persen,
      potongan_per_gram: c.perGram,
      pembulatan: settings.pembulatan,
      arah: settings.arahBeli,
    });
    const harga = l.harga ?? harga_hitung;
    const harga_maks = maxPurchasePrice({
      berat: l.berat,
      harga_maks_gram: maxPricePerGram(c.maksGram, group.harga_beli),
      pembulatan: settings.pembulatan,
    });
    if (harga > harga_maks && !l.id_otorisasi)
      throw forbidden(MSG.aboveMaximum(l.kode_group, l.kode_kondisi));
    return {
      input: l,
      kadar: from ? num(from.kadar) : group.kadar,
      kode_dept: l.kode_dept || from?.kode_dept || '',
      berat_nota: from ? num(from.berat) : 0,
      harga_nota: from?.harga_total ?? 0,
      harga_gram: group.harga_beli,
      potongan_persen: c.persen,
      potongan_per_gram: c.perGram,
      harga_hitung,
      harga,
      harga_maks,
      tipe_kondisi: String(k.tipe_kondisi ?? ''),
    };
  });
}

/** Purchase lines ready to write: their writes in the document's numbered statement (kas/nomor-dokumen.ts). */
export type PurchaseWrites = {
  /** How many BL numbers the lines take. */
  count: number;
  /** The writes, given the numbers the statement takes and the invoice group's number. */
  writes(no: NumberRefs, group: NumberText): NumberedWrite[];
};

/**
 * Prepares priced purchase lines of an invoice group inside the caller's transaction, everything that
 * needs no number first (barcodes, authorisations): each bought item enters warehouse BELI as a new
 * item (a BELI ledger row, its kondisi set) and one purchase row keeps its snapshot, written by the
 * document's numbered statement with the lines' numbers (BL, in line order).
 */
export async function preparePurchases(
  shop: ShopContext,
  tx: Db,
  ctx: {
    tanggal: string;
    jenis: 'BELI' | 'TUKAR';
    party: Party;
    /** The seller's KTP (a walk-in seller's buy-back). */
    no_ktp?: string;
    user: SessionUser;
    settings: CounterSettings;
  },
  priced: readonly PricedPurchase[],
): Promise<PurchaseWrites> {
  if (!priced.length) return { count: 0, writes: () => [] };
  const barcodes = await nextBarcodes(shop, tx, priced.length);
  // A price above the maximum uses its PEMBELIAN DI ATAS MAKSIMUM authorisation, once, for its line:
  // used now, its used_for set to the line's number by the numbered write.
  const otorisasi: (string | null)[] = [];
  for (const p of priced)
    otorisasi.push(
      p.harga > p.harga_maks
        ? await consumeOtorisasi(
            shop,
            tx,
            p.input.id_otorisasi,
            api.OTORISASI.BELI_DI_ATAS_MAKSIMUM,
            USED_FOR_NUMBER_PENDING,
            ctx.tanggal,
            { user: ctx.user.user_id, no_faktur: null, jumlah: p.harga },
          )
        : null,
    );
  const items = priced.map((p, i) => ({
    kode_barcode: barcodes[i] as string,
    kode_intern: '',
    nama_barang: p.input.nama_barang as string,
    kode_group: p.input.kode_group,
    kode_dept: p.kode_dept,
    kode_gudang: GUDANG_BELI,
    kode_baki: '',
    kadar: p.kadar,
    kadar_cetak: `${p.kadar}%`,
    kadar_modal: p.kadar,
    berat: p.input.berat,
    berat_asli: p.input.berat,
    berat_plastik: 0,
    nama_atribut: '',
    berat_atribut: 0,
    harga_atribut: 0,
    ongkos: 0,
    profit: 0,
    harga_modal: p.harga,
    markis: 'TIDAK',
    size: '',
    // The item's note is its purchase number (set by the numbered write).
    keterangan: '',
    supplier_barang: '',
    kondisi: p.tipe_kondisi,
  }));
  const writes = (no: NumberRefs, group: NumberText): NumberedWrite[] => [
    ...barangWithLedgerWrites(shop, items, {
      tanggal: ctx.tanggal,
      no_tambah: group,
      input_by: ctx.user.user_id,
      jenis: 'BELI',
      keteranganAt: (i) => no.nth(DOC_PREFIX.PEMBELIAN, i),
    }),
    insertPembelian(
      shop,
      tx,
      priced.map((p, i) => ({
        tanggal: ctx.tanggal,
        no_faktur_group: group,
        no_faktur_beli: no.nth(DOC_PREFIX.PEMBELIAN, i),
        jenis_pembelian: ctx.jenis,
        ...ctx.party,
        no_ktp: ctx.no_ktp ?? '',
        no_faktur_jual: p.input.no_faktur_jual?.toUpperCase() ?? '',
        kode_barcode: barcodes[i] as string,
        nama_barang: p.input.nama_barang as string,
        kode_group: p.input.kode_group,
        kode_dept: p.kode_dept,
        kadar: String(p.kadar),
        berat: String(p.input.berat),
        berat_nota: String(p.berat_nota),
        harga_nota: p.harga_nota,
        harga_gram: p.harga_gram,
        potongan_persen: String(p.potongan_persen),
        potongan_per_gram: p.potongan_per_gram,
        harga_hitung: p.harga_hitung,
        harga: p.harga,
        harga_maks: p.harga_maks,
        id_otorisasi: otorisasi[i] ?? null,
        pembulatan: ctx.settings.pembulatan,
        arah_pembulatan: ctx.settings.arahBeli,
        kode_kondisi: p.input.kode_kondisi,
        tipe_kondisi: p.tipe_kondisi,
        input_by: ctx.user.user_id,
      })),
    ),
    ...otorisasi.map((id, i) =>
      id ? usedForNumber(shop, tx, id, no.nth(DOC_PREFIX.PEMBELIAN, i)) : undefined,
    ),
  ];
  return { count: priced.length, writes };
}

/** The sales person must be an active row of the sales master (read from the reference cache). */
export async function ensureSales(shop: ShopContext, tx: Db, kodeSales: string): Promise<void> {
  const active = await cachedReference(
    shop,
    'master:sales',
    async () => new Set((await activeMasterRows(shop, 'sales', tx)).map((r) => r.kode)),
  );
  if (!active.has(kodeSales)) throw badRequest(MSG.salesUnknown(kodeSales));
}

/**
 * A document's member, when one is named, must be an active member: an order's or a contract's
 * closing sale earns it points, and an unknown member would refuse that sale for good.
 */
export async function ensureMember(shop: ShopContext, tx: Db, kodeMember: string | undefined): Promise<void> {
  if (kodeMember && (await findMember(shop, tx, kodeMember))?.status !== 'ACTIVE')
    throw badRequest(MSG.memberNotFound);
}

export const partyOf = (b: {
  kode_sales: string;
  kode_member?: string;
  nama_customer?: string;
  alamat_customer?: string;
  no_hp?: string;
}): Party => ({
  kode_sales: b.kode_sales,
  kode_member: b.kode_member ?? '',
  nama_customer: b.nama_customer || 'UMUM',
  alamat_customer: b.alamat_customer ?? '',
  no_hp: b.no_hp ?? '',
});

/** Payments must add up to the total; a payment into an account (transfer, QRIS, e-wallet) names it. */
export function checkPayments(
  payments: readonly { jenis: string; jumlah: number; no_rekening?: string }[],
  total: number,
) {
  const paid = sumRupiah(payments.map((p) => p.jumlah));
  if (paid !== total)
    throw badRequest(MSG.paymentsMismatch(total.toLocaleString('en-US'), paid.toLocaleString('en-US')));
  for (const p of payments)
    if ((JENIS_BAYAR_REKENING as readonly string[]).includes(p.jenis) && !p.no_rekening)
      throw badRequest(MSG.accountRequired(p.jenis));
}

/** A buy-back on its own: the shop pays the customer in cash or by transfer. */
export async function createPurchase(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreatePurchaseBody,
): Promise<api.PurchaseSaved> {
  const input = api.createPurchaseBody.parse(body);
  const settings = await counterSettings(shop);
  // Issue 43: the ownership statement names a walk-in (UMUM) seller: name and KTP, unless relaxed.
  const missing = umumSellerRequired(settings.modules) ? umumSellerMissing(input) : [];
  if (missing.length) throw badRequest(umumSellerMessage(missing));
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    await ensureSales(shop, tx, input.kode_sales);
    const priced = await pricePurchases(shop, tx, tanggal, input.detail_barang, settings);
    const total = sumRupiah(priced.map((p) => p.harga));
    checkPayments(input.pembayaran, total);
    const payments = await resolveAccounts(shop, tx, input.pembayaran);
    // An overdraw authorisation is used now; the numbered write gives it the invoice's number.
    const overdraw = await guardDrawerOut(shop, tx, {
      tanggal,
      input_by: user.user_id,
      jumlah: sumRupiah(input.pembayaran.filter((p) => p.jenis === 'CASH').map((p) => p.jumlah)),
      id_otorisasi: input.id_otorisasi,
      usedFor: USED_FOR_NUMBER_PENDING,
    });
    const lines = await preparePurchases(
      shop,
      tx,
      { tanggal, jenis: 'BELI', party: partyOf(input), no_ktp: input.no_ktp, user, settings },
      priced,
    );
    // The numbers in the statement that writes the purchase (kas/nomor-dokumen.ts): group then lines,
    // the counter rows locked only from here to the COMMIT.
    const [[group = ''] = [], numbers = []] = await writeNumbered(
      shop,
      tx,
      tanggal,
      [
        { prefix: DOC_PREFIX.PEMBELIAN_GROUP, count: 1 },
        { prefix: DOC_PREFIX.PEMBELIAN, count: lines.count },
      ],
      (no) => {
        const g = no.nth(DOC_PREFIX.PEMBELIAN_GROUP);
        return [
          ...lines.writes(no, g),
          cashRowsInsert(
            shop,
            tx,
            payments.map((p) => ({
              tanggal,
              kategori: 'PEMBELIAN',
              deskripsi: g,
              jenis: p.jenis,
              jumlah_out: p.jumlah,
              kode_bank: p.kode_bank ?? '',
              no_rekening: p.no_rekening ?? '',
              input_by: user.user_id,
              id_trx: g,
            })),
          ),
          overdraw ? usedForNumber(shop, tx, overdraw, g) : undefined,
        ];
      },
    );
    return { no_faktur_group: group, no_faktur_beli: numbers, total_beli: total };
  });
}

export async function purchaseQuote(
  shop: ShopContext,
  q: { kode_group: string; kode_kondisi: string },
): Promise<api.PurchaseQuote> {
  // A quote only reads: no transaction, no lock (the purchase prices again under its locks).
  const [settings, tanggal] = await Promise.all([counterSettings(shop), findBusinessDay(shop)]);
  const { groups, cut } = await purchaseRules(shop, shop.db, tanggal);
  const group = groups.get(q.kode_group);
  if (!group) throw badRequest(MSG.groupUnknown(q.kode_group));
  const k = (await activeMasterData(shop, shop.db, 'kondisi-pembelian', [q.kode_kondisi])).get(
    q.kode_kondisi,
  );
  if (!k) throw badRequest(MSG.kondisiUnknown(q.kode_kondisi));
  const c = cut(q.kode_group, q.kode_kondisi);
  return {
    kode_group: q.kode_group,
    kode_kondisi: q.kode_kondisi,
    tipe_kondisi: String(k.tipe_kondisi ?? ''),
    harga_gram: group.harga_beli,
    potongan_persen: c.persen,
    potongan_per_gram: c.perGram,
    harga_maks_gram: maxPricePerGram(c.maksGram, group.harga_beli),
    pembulatan: settings.pembulatan,
    arah: settings.arahBeli,
  };
}

export const toPurchaseLine = (r: StoredPembelian): api.PurchaseLine => ({
  no_faktur_group: r.no_faktur_group,
  no_faktur_beli: r.no_faktur_beli,
  jenis_pembelian: r.jenis_pembelian as 'BELI' | 'TUKAR',
  no_ktp: r.no_ktp,
  ...partyOfRow(r),
  no_faktur_jual: r.no_faktur_jual,
  ...itemOfRow(r),
  berat_nota: num(r.berat_nota),
  harga_nota: r.harga_nota,
  harga_gram: r.harga_gram,
  potongan_persen: num(r.potongan_persen),
  potongan_per_gram: r.potongan_per_gram,
  harga_hitung: r.harga_hitung,
  harga: r.harga,
  harga_maks: r.harga_maks,
  id_otorisasi: r.id_otorisasi,
  kode_kondisi: r.kode_kondisi,
  tipe_kondisi: r.tipe_kondisi,
  ...cancellationOfRow<'OPEN' | 'BATAL'>(r),
});

export const listPurchases = (shop: ShopContext, q: api.TransaksiListQuery) =>
  listDocuments(shop, PEMBELIAN, PURCHASE_TABLE, toPurchaseLine, q);

type ReverseContext = {
  tanggal: string;
  group: string;
  user: SessionUser;
  alasan: string;
  otorisasi: string | null;
  movedMessage?: (kode: string) => string;
};

/** Takes the bought items of the open lines out of warehouse BELI again (they must still lie there, READY). */
async function returnBoughtItems(
  shop: ShopContext,
  tx: Db,
  lines: readonly StoredPembelian[],
  ctx: Omit<ReverseContext, 'otorisasi'>,
) {
  const moved = ctx.movedMessage ?? MSG.boughtItemMoved;
  const kodes = lines.filter((l) => l.status === 'OPEN').map((l) => l.kode_barcode);
  if (!kodes.length) return;
  const items = await lockBarang(shop, tx, kodes);
  for (const it of items)
    if (it.status !== 'READY' || it.kode_gudang !== GUDANG_BELI) throw conflict(moved(it.kode_barcode));
  await writeLedgerFromItems(shop, tx, barcodesIn(shop, kodes), {
    tanggal: ctx.tanggal,
    jenis: 'BATAL BELI',
    sign: -1,
    no_ref: ctx.group,
    keterangan: ctx.alasan,
    input_by: ctx.user.user_id,
  });
  await updateBarang(shop, tx, kodes, { status: 'BATAL' }, ctx.user.user_id);
}

/**
 * Cancels the purchase lines of an invoice group (a sale's trade-ins) inside the caller's
 * transaction: their items leave warehouse BELI and the lines are marked BATAL.
 */
export async function reversePurchases(shop: ShopContext, tx: Db, ctx: ReverseContext) {
  const lines = await documentRows<StoredPembelian>(tx, PURCHASE_TABLE(shop), [ctx.group], true);
  await returnBoughtItems(shop, tx, lines, ctx);
  await markCancelled(tx, PURCHASE_TABLE(shop), ctx.group, PEMBELIAN.cancel, {
    batal_by: ctx.user.user_id,
    batal_alasan: ctx.alasan,
    batal_otorisasi: ctx.otorisasi,
  });
}

/** Cancels a purchase invoice (not a trade-in: that goes with its sale) through the document kit. */
export async function cancelPurchase(shop: ShopContext, user: SessionUser, body: api.CancelBody) {
  const { number } = await cancelDocument<StoredPembelian>(
    shop,
    user,
    PEMBELIAN,
    PURCHASE_TABLE,
    {
      beforeCancel: ({ rows }) => {
        if (rows.some((l) => l.jenis_pembelian === 'TUKAR')) throw badRequest(MSG.cancelTukarWithSale);
      },
      reverse: ({ tx, rows, tanggal, number, alasan }) =>
        returnBoughtItems(shop, tx, rows, { tanggal, group: number, user, alasan }),
    },
    body,
  );
  return { no_faktur_group: number };
}
