import { api, formatWaktu, randomId } from '@emas/contract';
import Decimal from 'decimal.js';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { runJob } from '../../platform/jobs.ts';
import type { Live } from '../../platform/live.ts';
import type { SessionUser } from '../../platform/session.ts';
import { checkDiamondItems, diamondFieldsOfRow } from '../berlian/berlian-barang.ts';
import { isReferenced } from '../master/master.api.ts';
import { deliverOrderItems } from '../pesanan/pesanan-barang.ts';
import { openBusinessDay } from '../system/business-day.ts';
import {
  activeMasterData,
  barangByTags,
  barcodesIn,
  countReadyInBaki,
  findBarang,
  insertBarangWithLedger,
  insertBarcodePrints,
  insertTimbang,
  insertTimbangActivity,
  lockBarang,
  lockReadyInBaki,
  lockTags,
  type NewBarang,
  nextBarcodes,
  openTimbang,
  pageBarang,
  readyInRange,
  resetTimbang,
  type StoredBarang,
  type StoredTimbang,
  timbangActivities,
  updateBarang,
  updateProfits,
  writeLedgerFromItems,
} from './barang.queries.ts';

const { BARANG_COUNT_LIMIT, BARANG_MSG, GUDANG_HANCUR, TAG_MSG, isHancurDestination, isHancurSource } = api;

/** The most items a profit range search answers. */
const PROFIT_RANGE_LIMIT = 2000;
/** Items per step of a long job (one progress event each). */
const JOB_CHUNK = 100;

const num = (v: string | number | null | undefined): number =>
  v === null || v === undefined ? 0 : Number(v);

export const toBarangRow = (r: StoredBarang): api.BarangRow => ({
  kode_barcode: r.kode_barcode,
  kode_intern: r.kode_intern,
  nama_barang: r.nama_barang,
  kode_group: r.kode_group,
  kode_dept: r.kode_dept,
  kode_gudang: r.kode_gudang,
  kode_baki: r.kode_baki,
  kadar: num(r.kadar),
  kadar_cetak: r.kadar_cetak,
  kadar_modal: num(r.kadar_modal),
  berat: num(r.berat),
  berat_asli: num(r.berat_asli),
  berat_plastik: num(r.berat_plastik),
  nama_atribut: r.nama_atribut,
  berat_atribut: num(r.berat_atribut),
  harga_atribut: r.harga_atribut,
  ongkos: r.ongkos,
  profit: r.profit,
  harga_modal: r.harga_modal,
  markis: r.markis === 'YA' ? 'YA' : 'TIDAK',
  size: r.size,
  keterangan: r.keterangan,
  supplier_barang: r.supplier_barang,
  tag_id: r.tag_id,
  foto: r.foto,
  status: r.status as api.BarangStatus,
  kondisi: r.kondisi,
  tgl_input: r.tgl_input,
  no_tambah: r.no_tambah,
  created_by: r.created_by,
  created_at: r.created_at.toISOString(),
  data_berlian: (r.data_berlian as api.BarangRow['data_berlian']) ?? null,
  ongkos_berlian: r.ongkos_berlian,
  total_usd: num(r.total_usd),
  curr: r.curr === 'USD' || r.curr === 'IDR' ? r.curr : '',
  kurs: r.kurs,
  total_harga: r.total_harga,
});

/** A reference for the ledger rows of one call: kind, business day, random part (never repeats). */
const newRef = (prefix: string, tanggal: string) =>
  `${prefix}-${tanggal.replaceAll('-', '')}-${randomId(8).toUpperCase()}`;

const sumBerat = (items: readonly { berat: string }[]) =>
  items.reduce((s, i) => s.plus(i.berat), new Decimal(0)).toNumber();

const asDb = (tx: unknown) => tx as Db;

// ---------------------------------------------------------------------------------------------
// Locations and codes

/**
 * The warehouse must be an active gudang; the tray, when given, an active baki of that warehouse.
 * Without a tray, a warehouse that has trays refuses (an item on the shop floor always lies in one).
 */
export async function checkLocation(
  shop: ShopContext,
  tx: Db,
  kodeGudang: string,
  kodeBaki: string | undefined,
): Promise<{ kode_gudang: string; kode_baki: string; baki?: Record<string, unknown> }> {
  const gudang = await activeMasterData(shop, tx, 'gudang', [kodeGudang]);
  if (!gudang.has(kodeGudang)) throw badRequest(BARANG_MSG.unknownGudang(kodeGudang));
  if (!kodeBaki) {
    if (await isReferenced(shop, tx, 'baki', 'kode_gudang', kodeGudang))
      throw badRequest(BARANG_MSG.bakiRequired(kodeGudang));
    return { kode_gudang: kodeGudang, kode_baki: '' };
  }
  const baki = (await activeMasterData(shop, tx, 'baki', [kodeBaki])).get(kodeBaki);
  if (!baki) throw badRequest(BARANG_MSG.unknownBaki(kodeBaki));
  if (baki.kode_gudang !== kodeGudang) throw badRequest(BARANG_MSG.bakiNotInGudang(kodeBaki, kodeGudang));
  return { kode_gudang: kodeGudang, kode_baki: kodeBaki, baki };
}

/** Checks every row's codes against the masters and fills the defaults; a wrong row names its number. */
export async function prepareNewItems(
  shop: ShopContext,
  tx: Db,
  input: readonly api.BarangInput[],
): Promise<Omit<NewBarang, 'kode_barcode'>[]> {
  const bakiOf = (r: api.BarangInput) => (r.kode_baki ?? r.kode_toko) as string;
  // One after another: a transaction holds one connection.
  const gudang = await activeMasterData(
    shop,
    tx,
    'gudang',
    input.map((r) => r.kode_gudang),
  );
  const baki = await activeMasterData(shop, tx, 'baki', input.map(bakiOf));
  const group = await activeMasterData(
    shop,
    tx,
    'group',
    input.map((r) => r.kode_group),
  );
  const jenis = await activeMasterData(
    shop,
    tx,
    'jenis',
    input.map((r) => r.kode_dept),
  );
  const where = (i: number) => (input.length > 1 ? `Baris ${i + 1}: ` : '');
  return input.map((r, i) => {
    const kodeBaki = bakiOf(r);
    const fail = (message: string) => badRequest(`${where(i)}${message}`);
    if (!gudang.has(r.kode_gudang)) throw fail(BARANG_MSG.unknownGudang(r.kode_gudang));
    const b = baki.get(kodeBaki);
    if (!b) throw fail(BARANG_MSG.unknownBaki(kodeBaki));
    if (b.kode_gudang !== r.kode_gudang) throw fail(BARANG_MSG.bakiNotInGudang(kodeBaki, r.kode_gudang));
    const g = group.get(r.kode_group);
    if (!g) throw fail(BARANG_MSG.unknownGroup(r.kode_group));
    const j = jenis.get(r.kode_dept);
    if (!j) throw fail(BARANG_MSG.unknownJenis(r.kode_dept));
    if (j.kode_group !== r.kode_group) throw fail(BARANG_MSG.jenisNotInGroup(r.kode_dept, r.kode_group));
    // Group ACC (accessories) has no gold content: kadar jual and modal are 0 (reports document section 5).
    const acc = g.jenis_group === 'ACC';
    if (r.kadar === undefined && !acc) throw fail(BARANG_MSG.kadarRequired);
    const kadar = acc ? 0 : (r.kadar as number);
    return {
      kode_intern: r.kode_intern ?? '',
      nama_barang: r.nama_barang,
      kode_group: r.kode_group,
      kode_dept: r.kode_dept,
      kode_gudang: r.kode_gudang,
      kode_baki: kodeBaki,
      kadar,
      kadar_cetak: r.kadar_cetak,
      kadar_modal: acc ? 0 : (r.kadar_modal ?? kadar),
      berat: r.berat,
      berat_asli: r.berat_asli ?? r.berat,
      berat_plastik: r.berat_plastik ?? 0,
      nama_atribut: r.nama_atribut ?? '',
      berat_atribut: r.berat_atribut ?? 0,
      harga_atribut: r.harga_atribut ?? 0,
      ongkos: r.ongkos ?? 0,
      profit: r.profit ?? 0,
      harga_modal: r.harga_modal ?? null,
      markis: r.markis ?? 'TIDAK',
      size: r.size ?? '',
      keterangan: r.keterangan ?? '',
      supplier_barang: r.supplier_barang ?? '',
      tag_id: r.tag_id ?? null,
      ...diamondFieldsOfRow(r, g.jenis_group, fail),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Adding

/**
 * The RFID tags of new items: each once in the payload and not on any item of the shop. Each tag is
 * locked for the transaction first (sorted, one statement), so two adds of the same tag at once
 * cannot both pass the check; the partial unique index is the last guard.
 */
async function claimTags(shop: ShopContext, tx: Db, input: readonly api.BarangInput[]) {
  const where = (i: number) => (input.length > 1 ? `Baris ${i + 1}: ` : '');
  const seen = new Map<string, number>();
  input.forEach((r, i) => {
    if (!r.tag_id) return;
    if (seen.has(r.tag_id)) throw badRequest(`${where(i)}${TAG_MSG.tagTwice(r.tag_id)}`);
    seen.set(r.tag_id, i);
  });
  if (!seen.size) return;
  const tags = [...seen.keys()];
  await lockTags(shop, tx, tags);
  const [taken] = await barangByTags(shop, tx, tags);
  if (taken?.tag_id) {
    const i = seen.get(taken.tag_id) ?? 0;
    throw conflict(`${where(i)}${TAG_MSG.tagTaken(taken.tag_id, taken.kode_barcode)}`);
  }
}

/**
 * Adds items in one transaction: every code checked first, then one barcode each from the shop's
 * sequence, the items and their TAMBAH ledger rows in one statement. A row with no_pesanan is the
 * goldsmith's delivery for that order: it goes through the same delivery as Terima Pesanan (tied to
 * the order, reserved for it, the order SIAP). Any failure adds nothing.
 */
export async function addBarang(
  shop: ShopContext,
  user: SessionUser,
  input: readonly api.BarangInput[],
): Promise<{ no_tambah: string; items: { id_foto: string | number | null; kode_barcode: string }[] }> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    await checkDiamondItems(shop, tx, input);
    const prepared = await prepareNewItems(shop, tx, input);
    await claimTags(shop, tx, input);
    const barcodes = await nextBarcodes(shop, tx, prepared.length);
    const items = prepared.map((p, i) => ({ ...p, kode_barcode: barcodes[i] as string }));
    const no_tambah = newRef('TB', tanggal);
    const forOrder = (i: number) => input[i]?.no_pesanan;
    const stock = items.filter((_, i) => !forOrder(i));
    if (stock.length)
      await insertBarangWithLedger(shop, tx, stock, { tanggal, no_tambah, input_by: user.user_id });
    const deliveries = items.flatMap((item, i) => {
      const no_pesanan = forOrder(i);
      if (!no_pesanan) return [];
      const { id_barang_pesanan } = input[i] as api.BarangInput;
      return [
        { no_pesanan, id_barang_pesanan, item: { ...item, keterangan: item.keterangan || no_pesanan } },
      ];
    });
    await deliverOrderItems(shop, tx, { tanggal, input_by: user.user_id }, deliveries);
    return {
      no_tambah,
      items: items.map((it, i) => ({
        id_foto: input[i]?.id_foto ?? input[i]?.id ?? null,
        kode_barcode: it.kode_barcode,
      })),
    };
  });
}

export async function addOneBarang(shop: ShopContext, user: SessionUser, input: api.BarangInput) {
  const { items } = await addBarang(shop, user, [input]);
  return getBarang(shop, items[0]?.kode_barcode as string);
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listBarang(shop: ShopContext, q: api.ListBarangQuery) {
  const { rows, total } = await pageBarang(shop, q, BARANG_COUNT_LIMIT);
  return { rows: rows.map(toBarangRow), total };
}

export async function getBarang(shop: ShopContext, kode: string): Promise<api.BarangRow> {
  const row = await findBarang(shop, kode);
  if (!row) throw notFound(BARANG_MSG.barcodeNotFound);
  return toBarangRow(row);
}

export async function countBaki(shop: ShopContext, kodeBaki: string): Promise<api.CountBaki> {
  const c = await countReadyInBaki(shop, shop.db, kodeBaki);
  return { qty: c.qty, berat: Number(c.berat) };
}

// ---------------------------------------------------------------------------------------------
// Moving and destroying

/** Locks the items; every one must exist and be READY (a concurrent move, sale or destroy won). */
export async function lockReady(
  shop: ShopContext,
  tx: Db,
  kodes: readonly string[],
): Promise<StoredBarang[]> {
  const rows = await lockBarang(shop, tx, kodes);
  const found = new Map(rows.map((r) => [r.kode_barcode, r]));
  for (const k of kodes) {
    const r = found.get(k);
    if (!r) throw notFound(BARANG_MSG.barcodeMissing(k));
    if (r.status !== 'READY') throw conflict(BARANG_MSG.notReady(k));
  }
  return rows;
}

type Step = (done: number, total: number) => void;

/**
 * Moves locked items to a place: ledger row out at the old place, the move, ledger row in at the
 * new one; in chunks so a long job can report progress.
 */
export async function relocate(
  shop: ShopContext,
  tx: Db,
  items: readonly StoredBarang[],
  to: { kode_gudang: string; kode_baki: string; status?: 'HANCUR'; kondisi?: string },
  e: {
    tanggal: string;
    no_ref: string;
    jenisOut: string;
    jenisIn: string;
    input_by: string;
    keterangan?: string;
  },
  step?: Step,
): Promise<api.StockChange> {
  const kodes = items.map((i) => i.kode_barcode);
  for (let i = 0; i < kodes.length; i += JOB_CHUNK) {
    const chunk = kodes.slice(i, i + JOB_CHUNK);
    const where = barcodesIn(shop, chunk);
    const base = { tanggal: e.tanggal, no_ref: e.no_ref, input_by: e.input_by, keterangan: e.keterangan };
    await writeLedgerFromItems(shop, tx, where, { ...base, jenis: e.jenisOut, sign: -1 });
    await updateBarang(
      shop,
      tx,
      chunk,
      {
        kode_gudang: to.kode_gudang,
        kode_baki: to.kode_baki,
        ...(to.status ? { status: to.status, kondisi: to.kondisi ?? null } : {}),
      },
      e.input_by,
    );
    await writeLedgerFromItems(shop, tx, where, { ...base, jenis: e.jenisIn, sign: 1 });
    step?.(Math.min(i + JOB_CHUNK, kodes.length), kodes.length);
  }
  return { no_ref: e.no_ref, qty: items.length, berat: sumBerat(items), kode_barcodes: kodes };
}

export async function pindahBarang(
  shop: ShopContext,
  user: SessionUser,
  body: { kode_barcodes: string[]; kode_gudang_tujuan: string; kode_baki_tujuan?: string },
): Promise<api.StockChange> {
  if (body.kode_gudang_tujuan === GUDANG_HANCUR) throw badRequest(BARANG_MSG.noMoveToHancur);
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const to = await checkLocation(shop, tx, body.kode_gudang_tujuan, body.kode_baki_tujuan);
    const items = await lockReady(shop, tx, body.kode_barcodes);
    const there = items.find((i) => i.kode_gudang === to.kode_gudang && i.kode_baki === to.kode_baki);
    if (there) throw badRequest(BARANG_MSG.alreadyThere(there.kode_barcode));
    return relocate(shop, tx, items, to, {
      tanggal,
      no_ref: newRef('PB', tanggal),
      jenisOut: 'PINDAH_KELUAR',
      jenisIn: 'PINDAH_MASUK',
      input_by: user.user_id,
    });
  });
}

export async function pindahBaki(
  shop: ShopContext,
  user: SessionUser,
  body: { kode_baki_asal: string; kode_gudang_tujuan: string; kode_baki_tujuan: string },
): Promise<api.StockChange> {
  if (body.kode_baki_asal === body.kode_baki_tujuan) throw badRequest(BARANG_MSG.sameBaki);
  if (body.kode_gudang_tujuan === GUDANG_HANCUR) throw badRequest(BARANG_MSG.noMoveToHancur);
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const to = await checkLocation(shop, tx, body.kode_gudang_tujuan, body.kode_baki_tujuan);
    const items = await lockReadyInBaki(shop, tx, body.kode_baki_asal);
    if (!items.length) throw badRequest(BARANG_MSG.bakiEmpty(body.kode_baki_asal));
    return relocate(shop, tx, items, to, {
      tanggal,
      no_ref: newRef('PK', tanggal),
      jenisOut: 'PINDAH_KELUAR',
      jenisIn: 'PINDAH_MASUK',
      input_by: user.user_id,
      keterangan: `PINDAH BAKI ${body.kode_baki_asal}`,
    });
  });
}

/** The destination of destroyed goods: HANCUR unless another allowed, active warehouse is chosen. */
async function hancurDestination(shop: ShopContext, tx: Db, kode: string | undefined) {
  const dest = kode ?? GUDANG_HANCUR;
  if (!isHancurDestination(dest)) throw badRequest(BARANG_MSG.hancurDestinationRefused(dest));
  const gudang = await activeMasterData(shop, tx, 'gudang', [dest]);
  if (!gudang.has(dest)) throw badRequest(BARANG_MSG.unknownGudang(dest));
  return dest;
}

function checkHancurSources(items: readonly StoredBarang[], dest: string) {
  for (const i of items) {
    if (!isHancurSource(i.kode_gudang)) throw badRequest(BARANG_MSG.hancurSourceRefused(i.kode_gudang));
    if (i.kode_gudang === dest) throw badRequest(BARANG_MSG.hancurSameGudang);
  }
}

export async function hancurBarang(
  shop: ShopContext,
  user: SessionUser,
  body: { kode_barcodes: string[]; kondisi: string; kode_gudang_tujuan?: string },
): Promise<api.StockChange> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const dest = await hancurDestination(shop, tx, body.kode_gudang_tujuan);
    const items = await lockReady(shop, tx, body.kode_barcodes);
    checkHancurSources(items, dest);
    return relocate(
      shop,
      tx,
      items,
      { kode_gudang: dest, kode_baki: '', status: 'HANCUR', kondisi: body.kondisi },
      {
        tanggal,
        no_ref: newRef('HB', tanggal),
        jenisOut: 'HANCUR',
        jenisIn: 'HANCUR_MASUK',
        input_by: user.user_id,
        keterangan: body.kondisi,
      },
    );
  });
}

/**
 * Hancur Barang Perbaki: destroys every ready item of a tray as a job (progress to the user, with the
 * screen's own uid on `hancur-barang-progress`), all in one transaction. Answers 'berhasil'.
 */
export async function hancurPerBaki(
  shop: ShopContext,
  live: Live | undefined,
  user: SessionUser,
  body: { kode_toko: string; kondisi: string; gudang_tujuan: string; uid?: string },
): Promise<'berhasil'> {
  const { result } = await runJob(
    live,
    user.user_id,
    (report) =>
      shop.db.transaction(async (t) => {
        const tx = asDb(t);
        const tanggal = await openBusinessDay(shop, tx, user);
        const baki = (await activeMasterData(shop, tx, 'baki', [body.kode_toko])).get(body.kode_toko);
        if (!baki) throw badRequest(BARANG_MSG.unknownBaki(body.kode_toko));
        const source = String(baki.kode_gudang);
        if (!isHancurSource(source)) throw badRequest(BARANG_MSG.hancurSourceRefused(source));
        const dest = await hancurDestination(shop, tx, body.gudang_tujuan);
        const items = await lockReadyInBaki(shop, tx, body.kode_toko);
        if (!items.length) throw badRequest(BARANG_MSG.bakiEmpty(body.kode_toko));
        checkHancurSources(items, dest);
        report(0, items.length, `Menghancurkan ${items.length} Barang Baki ${body.kode_toko}`);
        await relocate(
          shop,
          tx,
          items,
          { kode_gudang: dest, kode_baki: '', status: 'HANCUR', kondisi: body.kondisi },
          {
            tanggal,
            no_ref: newRef('HP', tanggal),
            jenisOut: 'HANCUR',
            jenisIn: 'HANCUR_MASUK',
            input_by: user.user_id,
            keterangan: body.kondisi,
          },
          (done, total) => report(done, total),
        );
        return BARANG_MSG.perBakiDone;
      }),
    {
      event: api.HANCUR_PER_BAKI_EVENT,
      decorate: (p) => ({ ...p, uid: body.uid ?? p.uid }),
    },
  );
  return result;
}

// ---------------------------------------------------------------------------------------------
// Tray weighing

const toTimbangRow = (r: StoredTimbang): api.TimbangBakiRow => ({
  id: r.id,
  tanggal: r.tanggal,
  kode_gudang: r.kode_gudang,
  kode_toko: r.kode_baki,
  qty: r.qty,
  berat: num(r.berat),
  berat_baki: num(r.berat_baki),
  berat_total: num(r.berat_total),
  input_by: r.input_by,
  created_at: r.created_at.toISOString(),
});

/** Weighs a tray: the ready goods in it plus the empty tray is what the scale should show. */
export async function startTimbang(
  shop: ShopContext,
  user: SessionUser,
  body: { kode_gudang: string; kode_toko: string },
): Promise<{ data_timbang: api.TimbangBakiRow[] }> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const place = await checkLocation(shop, tx, body.kode_gudang, body.kode_toko);
    const c = await countReadyInBaki(shop, tx, body.kode_toko);
    const beratBaki = new Decimal(String(place.baki?.berat_baki ?? 0) || 0);
    const [row] = await insertTimbang(shop, tx, {
      tanggal,
      kode_gudang: body.kode_gudang,
      kode_baki: body.kode_toko,
      qty: c.qty,
      berat: c.berat,
      berat_baki: beratBaki.toFixed(3),
      berat_total: beratBaki.plus(c.berat).toFixed(3),
      input_by: user.user_id,
    });
    await insertTimbangActivity(shop, tx, {
      tanggal,
      input_by: user.user_id,
      message: `TIMBANG BAKI ${body.kode_toko} GUDANG ${body.kode_gudang}: ${c.qty} PCS, ${new Decimal(c.berat).toFixed(3)} GR`,
    });
    return { data_timbang: [toTimbangRow(row as StoredTimbang)] };
  });
}

export async function listTimbang(shop: ShopContext, user: SessionUser) {
  return (await openTimbang(shop, user.user_id)).map(toTimbangRow);
}

export async function resetTimbangBaki(shop: ShopContext, user: SessionUser): Promise<{ reset: number }> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const reset = await resetTimbang(shop, tx, user.user_id);
    await insertTimbangActivity(shop, tx, { tanggal, input_by: user.user_id, message: 'RESET TIMBANG BAKI' });
    return { reset };
  });
}

/** The weighing activity of a day, of one user (any case) or all: the rows of its report. */
export async function timbangActivity(shop: ShopContext, q: { tgl_system?: string; user_id?: string }) {
  return (await timbangActivities(shop, q.tgl_system ?? '', q.user_id)).map(
    (a): api.TimbangActivity => ({ input_by: a.input_by, datetime: formatWaktu(a.at), message: a.message }),
  );
}

// ---------------------------------------------------------------------------------------------
// Profit and barcode printing

export async function readyForProfit(shop: ShopContext, q: { kode_awal: string; kode_akhir: string }) {
  if (q.kode_akhir < q.kode_awal) throw badRequest(BARANG_MSG.rangeReversed);
  const rows = await readyInRange(shop, q.kode_awal, q.kode_akhir, PROFIT_RANGE_LIMIT + 1);
  if (rows.length > PROFIT_RANGE_LIMIT) throw badRequest(BARANG_MSG.rangeTooWide);
  return rows.map(toBarangRow);
}

/** Sets the profit of ready items; the old and new values go to the audit log. */
export async function editProfit(
  shop: ShopContext,
  user: SessionUser,
  data: readonly { kode_barcode: string; profit: number }[],
): Promise<{ updated: number }> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const items = await lockReady(
      shop,
      tx,
      data.map((d) => d.kode_barcode),
    );
    const updated = await updateProfits(shop, tx, data, user.user_id);
    if (updated !== data.length) throw new AppError(409, BARANG_MSG.profitFailed);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT_PROFIT',
      entity: 'barang',
      entity_key: data.length === 1 ? (data[0]?.kode_barcode as string) : `${data.length} BARANG`,
      old_value: items.map((i) => ({ kode_barcode: i.kode_barcode, profit: i.profit })),
      new_value: data,
    });
    return { updated };
  });
}

export async function cetakBarcode(
  shop: ShopContext,
  user: SessionUser,
  kodes: readonly string[],
): Promise<{ printed: number }> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const found = new Set((await lockBarang(shop, tx, kodes)).map((r) => r.kode_barcode));
    const missing = kodes.find((k) => !found.has(k));
    if (missing) throw notFound(BARANG_MSG.barcodeMissing(missing));
    await insertBarcodePrints(shop, tx, kodes, { tanggal, printed_by: user.user_id });
    return { printed: kodes.length };
  });
}
