import { api, DOC_PREFIX, HEAD_OFFICE_KODE_TOKO, PUSAT_USER_ID } from '@emas/contract';
import Decimal from 'decimal.js';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  barangByTags,
  barcodesIn,
  insertBarangWithLedger,
  lockReadyInBaki,
  lockTags,
  type NewBarang,
  type StoredBarang,
  updateBarang,
  writeLedgerFromItems,
} from '../barang/barang.api.ts';
import { checkLocation, lockReady, toBarangRow } from '../barang/barang.service.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { callShop, envelopeOf } from '../toko/fan-out.ts';
import { findShop, listShops } from '../toko/toko.api.ts';
import { findShopTarget, shopLimits } from '../toko/toko.service.ts';
import { makeRoomForArrivals } from './kirim-arrival.ts';
import {
  countKirimTransit,
  decideTerimaDetails,
  findKirim,
  incomingTransit,
  insertKirim,
  insertKirimDetails,
  insertOutbox,
  insertTerimaOnce,
  kirimDetailsOf,
  kirimInPeriod,
  lockKirim,
  lockKirimDetails,
  lockTerima,
  outgoingTransit,
  releaseTags,
  type StoredKirim,
  type StoredKirimDetail,
  type StoredTerima,
  type StoredTerimaDetail,
  setKirimDetailStatus,
  setKirimStatus,
  setTerimaStatus,
  terimaDetailsOf,
  terimaHeaders,
} from './kirim-barang.queries.ts';
import { kickOutbox, onDelivered } from './shop-outbox.ts';

const { KIRIM_MSG, TAG_MSG } = api;
const asDb = (tx: unknown) => tx as Db;

/** Ledger kinds of shipping: out of the sender's stock, back into it (refused), into the receiver's. */
export const JENIS_KIRIM = 'KIRIM';
export const JENIS_KIRIM_KEMBALI = 'KIRIM_KEMBALI';
export const JENIS_TERIMA_KIRIM = 'TERIMA_KIRIM';
/** The note of a received piece's ledger row: where it came from, by which shipment. */
export const terimaKeterangan = (asal: string, noKirim: string) => `DARI ${asal} ${noKirim}`;
/** Item status at the sender: on the road, then gone for good once the receiver accepted it. */
export const STATUS_BARANG_KIRIM = 'KIRIM';
export const STATUS_BARANG_TERKIRIM = 'TERKIRIM';

export const PATH_MASUK = api.kirimMasuk.path;
export const PATH_KONFIRMASI = api.kirimKonfirmasi.path;

/** The shop a service credential was issued for (its name), as the receiving shop knows it. */
export const callerShop = (u: SessionUser): string | undefined =>
  u.kind === 'SERVICE' ? u.credential : undefined;

/**
 * The calling shop must be the one the document names: a credential issued under that shop's code,
 * or head office's own credential (named PUSAT, as Master Toko at head office holds it) for PST.
 */
function mustBeShop(u: SessionUser, kode: string) {
  const name = callerShop(u);
  const ok = name === kode || (name === PUSAT_USER_ID && kode === HEAD_OFFICE_KODE_TOKO);
  if (!ok) throw forbidden(KIRIM_MSG.senderMismatch);
}

/** The item as it travels: the stored row's own fields (toBarangRow), those the receiver needs. */
export function toKirimItem(r: StoredBarang): api.KirimItem {
  const row = toBarangRow(r) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(api.kirimItem.shape).map((k) => [k, row[k]])) as api.KirimItem;
}

/**
 * The items as they travel, each checked against what the receiver accepts (api.kirimItem): an item
 * the receiver would refuse would stay in transit for good, so the whole shipment is refused,
 * naming the item and the first broken rule.
 */
function sendableItems(items: readonly StoredBarang[]): api.KirimItem[] {
  return items.map((r) => {
    const res = api.kirimItem.safeParse(toKirimItem(r));
    if (!res.success)
      throw badRequest(KIRIM_MSG.notSendable(r.kode_barcode, res.error.issues[0]?.message ?? ''));
    return res.data;
  });
}

const sumBerat = (items: readonly { berat: number }[]) =>
  items.reduce((s, i) => s.plus(i.berat), new Decimal(0)).toNumber();

export function perGroup(items: readonly { kode_group: string; berat: number }[]): api.KirimGroupTotal[] {
  const m = new Map<string, { qty: number; berat: Decimal }>();
  for (const i of items) {
    const g = m.get(i.kode_group) ?? { qty: 0, berat: new Decimal(0) };
    g.qty += 1;
    g.berat = g.berat.plus(i.berat);
    m.set(i.kode_group, g);
  }
  return [...m.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kode_group, g]) => ({ kode_group, qty: g.qty, berat: g.berat.toNumber() }));
}

type DetailLike = { barang: unknown; status: string; kode_barcode_baru?: string | null };
const toDetail = (d: DetailLike): api.KirimDetail => ({
  ...(d.barang as api.KirimItem),
  status: d.status as api.StatusItemKirim,
  kode_barcode_baru: d.kode_barcode_baru ?? null,
});

function toKirimBarang(
  h: {
    no_kirim: string;
    kode_toko_asal: string;
    kode_toko_tujuan: string;
    nama_toko_tujuan: string;
    tanggal: string;
    status: api.StatusKirim;
    keterangan: string;
    input_by: string;
  },
  details: readonly DetailLike[],
): api.KirimBarang {
  const detail = details.map(toDetail);
  return { ...h, qty: detail.length, berat: sumBerat(detail), detail, per_group: perGroup(detail) };
}

const fromKirim = (shop: ShopContext, h: StoredKirim, details: readonly StoredKirimDetail[]) =>
  toKirimBarang(
    {
      no_kirim: h.no_kirim,
      kode_toko_asal: shop.kode_toko,
      kode_toko_tujuan: h.kode_toko_tujuan,
      nama_toko_tujuan: h.nama_toko_tujuan,
      tanggal: h.tanggal,
      status: h.status as api.StatusKirim,
      keterangan: h.keterangan,
      input_by: h.input_by,
    },
    details,
  );

const fromTerima = (shop: ShopContext, h: StoredTerima, details: readonly StoredTerimaDetail[]) =>
  toKirimBarang(
    {
      no_kirim: h.no_kirim,
      kode_toko_asal: h.kode_toko_asal,
      kode_toko_tujuan: shop.kode_toko,
      nama_toko_tujuan: shop.kode_toko,
      tanggal: h.tanggal_kirim,
      status: h.status === 'OPEN' ? 'TERKIRIM' : 'SELESAI',
      keterangan: h.keterangan,
      input_by: h.kirim_by,
    },
    details,
  );

// ---------------------------------------------------------------------------------------------
// Sender

/** The shops this shop may ship to: its master-toko, itself excluded. */
export async function tokoTujuan(shop: ShopContext): Promise<api.TokoTujuan[]> {
  return (await listShops(shop))
    .filter((r) => r.kode_toko !== shop.kode_toko)
    .map((r) => ({ kode_toko: r.kode_toko, nama_toko: r.nama_toko }));
}

/**
 * Sends items (by barcode and/or every ready item of a tray) to another shop in one transaction: each
 * leaves the stock (ledger row KIRIM, status KIRIM), the shipment and its items are recorded, and the
 * call that hands it to the receiver is queued in the outbox. Nothing is sent when any item is not ready,
 * or is one the receiver would refuse (sendableItems).
 */
export async function kirimBarang(
  shop: ShopContext,
  user: SessionUser,
  body: api.KirimBarangBody,
): Promise<api.KirimBarang> {
  if (body.kode_toko_tujuan === shop.kode_toko) throw badRequest(KIRIM_MSG.tujuanSelf);
  const out = await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const tujuan = await findShop(shop, body.kode_toko_tujuan, tx);
    if (!tujuan) throw badRequest(KIRIM_MSG.tujuanUnknown(body.kode_toko_tujuan));
    const byBarcode = body.kode_barcodes?.length ? await lockReady(shop, tx, body.kode_barcodes) : [];
    let items = byBarcode;
    if (body.kode_baki) {
      const tray = await lockReadyInBaki(shop, tx, body.kode_baki);
      if (!tray.length) throw badRequest(KIRIM_MSG.bakiEmpty(body.kode_baki));
      const seen = new Set(items.map((i) => i.kode_barcode));
      items = [...items, ...tray.filter((i) => !seen.has(i.kode_barcode))];
    }
    items.sort((a, b) => a.kode_barcode.localeCompare(b.kode_barcode));
    const snapshot = sendableItems(items);
    const kodes = items.map((i) => i.kode_barcode);
    const no_kirim = await nextDocumentNumber(shop, tx, DOC_PREFIX.KIRIM_BARANG, tanggal);
    await writeLedgerFromItems(shop, tx, barcodesIn(shop, kodes), {
      tanggal,
      jenis: JENIS_KIRIM,
      sign: -1,
      no_ref: no_kirim,
      keterangan: `KIRIM KE ${tujuan.kode_toko}`,
      input_by: user.user_id,
    });
    await updateBarang(shop, tx, kodes, { status: STATUS_BARANG_KIRIM }, user.user_id);
    const header = {
      no_kirim,
      kode_toko_tujuan: tujuan.kode_toko,
      nama_toko_tujuan: tujuan.nama_toko,
      tanggal,
      status: 'KIRIM' as const,
      keterangan: body.keterangan ?? '',
      input_by: user.user_id,
    };
    await insertKirim(shop, tx, header);
    await insertKirimDetails(
      shop,
      tx,
      snapshot.map((b) => ({ no_kirim, kode_barcode: b.kode_barcode, barang: b })),
    );
    const masuk: api.KirimMasukBody = {
      kode_toko_asal: shop.kode_toko,
      no_kirim,
      tanggal,
      keterangan: header.keterangan,
      input_by: user.user_id,
      detail_barang: snapshot,
    };
    await insertOutbox(shop, tx, {
      kode_toko: tujuan.kode_toko,
      path: PATH_MASUK,
      body: masuk,
      ref: no_kirim,
    });
    return toKirimBarang(
      { ...header, kode_toko_asal: shop.kode_toko },
      snapshot.map((b) => ({ barang: b, status: 'TRANSIT' })),
    );
  });
  kickOutbox(shop);
  return out;
}

// The receiver holds the surat jalan: the shipment is no longer only on this side.
onDelivered(PATH_MASUK, async (shop, tx, row) => {
  await setKirimStatus(shop, tx, row.ref, 'TERKIRIM', 'KIRIM');
});

/**
 * The receiver's own record of the delivery (its terima detail, keyed by this shop and the document
 * number), read from its portal as this shop's master-toko knows it, with the credential the receiver
 * issued to this shop. A receiver without a record of the document answers none: nothing of it was
 * decided there. Anything else (down, refused, not a record) leaves the confirmation to be sent again.
 */
async function receiverRecord(
  shop: ShopContext,
  tujuan: string,
  noKirim: string,
): Promise<Map<string, api.StatusItemKirim>> {
  const target = await findShopTarget(shop, tujuan);
  if (!target) throw new AppError(502, KIRIM_MSG.recordUnreadable);
  let status: number;
  let body: unknown;
  try {
    const res = await callShop(
      target,
      {
        method: 'GET',
        path: api.catatanTerima.path,
        query: { kode_toko_asal: shop.kode_toko, no_kirim: noKirim },
      },
      shopLimits(shop),
    );
    status = res.status;
    body = envelopeOf(res);
  } catch {
    throw new AppError(502, KIRIM_MSG.recordUnreadable);
  }
  if (status === 404) return new Map();
  const parsed = api.catatanTerimaData.safeParse((body as { data?: unknown } | null)?.data);
  if (
    status !== 200 ||
    !parsed.success ||
    parsed.data.kode_toko_asal !== shop.kode_toko ||
    parsed.data.no_kirim !== noKirim
  )
    throw new AppError(502, KIRIM_MSG.recordUnreadable);
  return new Map(parsed.data.detail.map((d) => [d.kode_barcode, d.status]));
}

/**
 * The receiver's decision on items (service call from the receiving shop). Only the shop the document
 * was sent to may confirm, only pieces of that document, each once, and only as the receiver's own
 * record of the delivery says (read back from it, receiverRecord): a credential alone cannot return a
 * piece the receiver took into stock, nor settle one it has not decided. Each item still in transit is
 * settled once: accepted, it is gone from this shop for good; refused, it is back in stock where it lay
 * (ledger KIRIM_KEMBALI). Items already settled the same way are skipped, so a repeated call is harmless.
 */
export async function kirimKonfirmasi(
  shop: ShopContext,
  user: SessionUser,
  body: api.KirimKonfirmasiBody,
): Promise<{ diproses: number }> {
  mustBeShop(user, body.kode_toko_tujuan);
  const found = await findKirim(shop, body.no_kirim);
  if (!found || found.kode_toko_tujuan !== body.kode_toko_tujuan) throw notFound(KIRIM_MSG.notFound);
  const inDocument = new Set((await kirimDetailsOf(shop, [body.no_kirim])).map((d) => d.kode_barcode));
  for (const d of body.detail_barang)
    if (!inDocument.has(d.kode_barcode)) throw badRequest(KIRIM_MSG.notInShipment(d.kode_barcode));
  // The network call is made outside the transaction: no row is held while the other shop answers.
  const record = await receiverRecord(shop, body.kode_toko_tujuan, body.no_kirim);
  const recorded = [...record.keys()];
  const stray = [...inDocument].find((k) => !record.has(k)) ?? recorded.find((k) => !inDocument.has(k));
  for (const d of body.detail_barang)
    if (stray !== undefined || record.get(d.kode_barcode) !== d.status)
      throw conflict(KIRIM_MSG.notAsRecorded(d.kode_barcode));
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const header = await lockKirim(shop, tx, body.no_kirim);
    if (!header || header.kode_toko_tujuan !== body.kode_toko_tujuan) throw notFound(KIRIM_MSG.notFound);
    const details = new Map(
      (
        await lockKirimDetails(
          shop,
          tx,
          body.no_kirim,
          body.detail_barang.map((d) => d.kode_barcode),
        )
      ).map((d) => [d.kode_barcode, d.status]),
    );
    // Settled the other way here than the receiver recorded: never flipped (a piece in two shops).
    for (const d of body.detail_barang) {
      const now = details.get(d.kode_barcode);
      if (now !== 'TRANSIT' && now !== d.status) throw conflict(KIRIM_MSG.notAsRecorded(d.kode_barcode));
    }
    const pick = (s: 'DITERIMA' | 'DITOLAK') =>
      body.detail_barang
        .filter((d) => d.status === s && details.get(d.kode_barcode) === 'TRANSIT')
        .map((d) => d.kode_barcode);
    const diterima = pick('DITERIMA');
    const ditolak = pick('DITOLAK');
    if (diterima.length) {
      await updateBarang(shop, tx, diterima, { status: STATUS_BARANG_TERKIRIM }, user.user_id);
      await releaseTags(shop, tx, diterima);
      await setKirimDetailStatus(shop, tx, body.no_kirim, diterima, 'DITERIMA');
    }
    if (ditolak.length) {
      await updateBarang(shop, tx, ditolak, { status: 'READY' }, user.user_id);
      await writeLedgerFromItems(shop, tx, barcodesIn(shop, ditolak), {
        tanggal,
        jenis: JENIS_KIRIM_KEMBALI,
        sign: 1,
        no_ref: body.no_kirim,
        keterangan: `DITOLAK ${body.kode_toko_tujuan}`,
        input_by: user.user_id,
      });
      await setKirimDetailStatus(shop, tx, body.no_kirim, ditolak, 'DITOLAK');
    }
    const left = await countKirimTransit(shop, tx, body.no_kirim);
    await setKirimStatus(shop, tx, body.no_kirim, left === 0 ? 'SELESAI' : 'TERKIRIM');
    return { diproses: diterima.length + ditolak.length };
  });
}

export async function listKirim(shop: ShopContext, q: { tgl_awal: string; tgl_akhir: string }) {
  const headers = await kirimInPeriod(shop, q.tgl_awal, q.tgl_akhir);
  const details = await kirimDetailsOf(
    shop,
    headers.map((h) => h.no_kirim),
  );
  return headers.map((h) =>
    fromKirim(
      shop,
      h,
      details.filter((d) => d.no_kirim === h.no_kirim),
    ),
  );
}

export async function getKirim(shop: ShopContext, noKirim: string): Promise<api.KirimBarang> {
  const h = await findKirim(shop, noKirim);
  if (!h) throw notFound(KIRIM_MSG.notFound);
  return fromKirim(shop, h, await kirimDetailsOf(shop, [noKirim]));
}

// ---------------------------------------------------------------------------------------------
// Receiver

/**
 * This shop's record of a delivery, for the shop that sent it (service call from the sender, which
 * checks a confirmation against it before applying it): what was received and how each item was decided.
 */
export async function catatanTerima(
  shop: ShopContext,
  user: SessionUser,
  q: { kode_toko_asal: string; no_kirim: string },
): Promise<api.CatatanTerima> {
  mustBeShop(user, q.kode_toko_asal);
  const details = await terimaDetailsOf(shop, shop.db, q.kode_toko_asal, q.no_kirim);
  if (!details.length) throw notFound(KIRIM_MSG.notFound);
  return {
    kode_toko_asal: q.kode_toko_asal,
    no_kirim: q.no_kirim,
    detail: details.map((d) => ({ kode_barcode: d.kode_barcode, status: d.status as api.StatusItemKirim })),
  };
}

/** The sender's surat jalan arrives (service call from the sending shop): recorded once. */
export async function kirimMasuk(
  shop: ShopContext,
  user: SessionUser,
  body: api.KirimMasukBody,
): Promise<{ diterima: boolean; qty: number }> {
  mustBeShop(user, body.kode_toko_asal);
  const barcodes = body.detail_barang.map((d) => d.kode_barcode);
  if (new Set(barcodes).size !== barcodes.length) throw badRequest('Kode Barcode Tidak Boleh Ganda');
  const diterima = await shop.db.transaction(async (t) => insertTerimaOnce(shop, asDb(t), body));
  return { diterima, qty: body.detail_barang.length };
}

/**
 * The received item in this shop's stock: the item as it left the sender (its diamond part and RFID
 * tag too) under its own barcode (a piece keeps it for life), at the place chosen.
 */
function toNewBarang(
  b: api.KirimItem,
  place: { kode_gudang: string; kode_baki: string; asal: string; no_kirim: string },
): NewBarang {
  // The photo is set after the insert (it is no column of the insert).
  const { foto: _foto, ...item } = b;
  return {
    ...item,
    kode_gudang: place.kode_gudang,
    kode_baki: place.kode_baki,
    keterangan: b.keterangan || `DARI ${place.asal} ${place.no_kirim}`,
  };
}

/**
 * The RFID tags of received items must be free in this shop (locked first, as adding goods does);
 * a tag another item here carries refuses the receipt, naming both.
 */
async function claimTags(shop: ShopContext, tx: Db, items: readonly api.KirimItem[]) {
  const tags = items.flatMap((i) => (i.tag_id ? [i.tag_id] : []));
  if (!tags.length) return;
  await lockTags(shop, tx, tags);
  const [taken] = await barangByTags(shop, tx, tags);
  if (taken?.tag_id) throw conflict(TAG_MSG.tagTaken(taken.tag_id, taken.kode_barcode));
}

/**
 * Terima Barang: accepts or refuses items of a shipment this shop holds, in one transaction under a
 * lock on the shipment (two receipts at once: the second finds the items settled and is refused).
 * Accepted items enter this shop's stock under their own barcodes (kirim-arrival.ts: a code another
 * piece holds here refuses the receipt), their ledger row naming the sending shop and the shipment;
 * the decision is queued for the sender.
 */
export async function terimaBarang(
  shop: ShopContext,
  user: SessionUser,
  body: api.TerimaBarangBody,
): Promise<api.TerimaBarangResult> {
  const out = await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const header = await lockTerima(shop, tx, body.kode_toko_asal, body.no_kirim);
    if (!header) throw notFound(KIRIM_MSG.notFound);
    const at = await checkLocation(shop, tx, body.kode_gudang, body.kode_baki);
    const details = new Map(
      (await terimaDetailsOf(shop, tx, body.kode_toko_asal, body.no_kirim)).map((d) => [d.kode_barcode, d]),
    );
    for (const d of body.detail_barang) {
      const row = details.get(d.kode_barcode);
      if (!row) throw badRequest(KIRIM_MSG.notInShipment(d.kode_barcode));
      if (row.status !== 'TRANSIT') throw conflict(KIRIM_MSG.alreadyDone(d.kode_barcode));
    }
    const accepted = body.detail_barang.filter((d) => d.status === 'TERIMA');
    const refused = body.detail_barang.filter((d) => d.status === 'TOLAK').map((d) => d.kode_barcode);
    const sent = accepted.map(
      (d) => (details.get(d.kode_barcode) as StoredTerimaDetail).barang as api.KirimItem,
    );
    await makeRoomForArrivals(
      shop,
      tx,
      body.kode_toko_asal,
      sent.map((b) => b.kode_barcode),
    );
    await claimTags(shop, tx, sent);
    const baru = sent.map((b) => b.kode_barcode);
    const place = {
      kode_gudang: at.kode_gudang,
      kode_baki: at.kode_baki,
      asal: body.kode_toko_asal,
      no_kirim: body.no_kirim,
    };
    const items = sent.map((b) => toNewBarang(b, place));
    if (items.length) {
      await insertBarangWithLedger(shop, tx, items, {
        tanggal,
        no_tambah: body.no_kirim,
        input_by: user.user_id,
        jenis: JENIS_TERIMA_KIRIM,
        keterangan: terimaKeterangan(body.kode_toko_asal, body.no_kirim),
      });
      // The photo reference travels with the item.
      for (const [i, b] of sent.entries())
        if (b.foto)
          await tx
            .update(shop.t.barang)
            .set({ foto: b.foto })
            .where(barcodesIn(shop, [baru[i] as string]));
    }
    const diterima = accepted.map((d, i) => ({
      kode_barcode: d.kode_barcode,
      kode_barcode_baru: baru[i] as string,
    }));
    await decideTerimaDetails(
      shop,
      tx,
      { asal: body.kode_toko_asal, no_kirim: body.no_kirim, tanggal, by: user.user_id },
      [
        ...diterima.map((d) => ({ ...d, status: 'DITERIMA' as const })),
        ...refused.map((k) => ({ kode_barcode: k, status: 'DITOLAK' as const, kode_barcode_baru: null })),
      ],
    );
    const decided = new Set(body.detail_barang.map((d) => d.kode_barcode));
    const left = [...details.values()].filter((d) => d.status === 'TRANSIT' && !decided.has(d.kode_barcode));
    if (!left.length) await setTerimaStatus(shop, tx, body.kode_toko_asal, body.no_kirim, 'SELESAI');
    const konfirmasi: api.KirimKonfirmasiBody = {
      kode_toko_tujuan: shop.kode_toko,
      no_kirim: body.no_kirim,
      detail_barang: [
        ...diterima.map((d) => ({ kode_barcode: d.kode_barcode, status: 'DITERIMA' as const })),
        ...refused.map((k) => ({ kode_barcode: k, status: 'DITOLAK' as const })),
      ],
    };
    await insertOutbox(shop, tx, {
      kode_toko: body.kode_toko_asal,
      path: PATH_KONFIRMASI,
      body: konfirmasi,
      ref: body.no_kirim,
    });
    return { no_kirim: body.no_kirim, diterima, ditolak: refused };
  });
  kickOutbox(shop);
  return out;
}

export async function listTerima(shop: ShopContext, q: { status: 'OPEN' | 'ALL' }) {
  const headers = await terimaHeaders(shop, q.status);
  const out: api.KirimBarang[] = [];
  for (const h of headers)
    out.push(fromTerima(shop, h, await terimaDetailsOf(shop, shop.db, h.kode_toko_asal, h.no_kirim)));
  return out;
}

/** What is on the road as this shop knows it (see api.listTransit). */
export async function listTransit(shop: ShopContext): Promise<api.TransitRow[]> {
  const [outgoing, incoming] = await Promise.all([outgoingTransit(shop), incomingTransit(shop)]);
  const row = (
    asal: string,
    tujuan: string,
    no_kirim: string,
    tanggal: string,
    barang: unknown,
    posisi: api.TransitRow['posisi'],
  ): api.TransitRow => {
    const b = barang as api.KirimItem;
    return {
      kode_toko_asal: asal,
      kode_toko_tujuan: tujuan,
      no_kirim,
      tanggal,
      kode_barcode: b.kode_barcode,
      nama_barang: b.nama_barang,
      kode_group: b.kode_group,
      berat: b.berat,
      posisi,
    };
  };
  return [
    ...outgoing.map((r) =>
      row(
        shop.kode_toko,
        r.kirim.kode_toko_tujuan,
        r.kirim.no_kirim,
        r.kirim.tanggal,
        r.detail.barang,
        'DIKIRIM',
      ),
    ),
    ...incoming.map((r) =>
      row(
        r.terima.kode_toko_asal,
        shop.kode_toko,
        r.terima.no_kirim,
        r.terima.tanggal_kirim,
        r.detail.barang,
        'MENUNGGU',
      ),
    ),
  ];
}

/**
 * Head office's merge of every shop's transit list: an item the receiver already holds is listed
 * once, as MENUNGGU (the sender may not have heard yet that its call arrived).
 */
export function mergeTransit(lists: readonly api.TransitRow[][]): api.TransitRow[] {
  const m = new Map<string, api.TransitRow>();
  for (const r of lists.flat()) {
    const key = `${r.kode_toko_asal}|${r.no_kirim}|${r.kode_barcode}`;
    const had = m.get(key);
    if (!had || r.posisi === 'MENUNGGU') m.set(key, r);
  }
  return [...m.values()];
}
