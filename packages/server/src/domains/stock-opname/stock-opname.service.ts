import { api } from '@emas/contract';
import type {
  OpnameCounts,
  OpnameDetail,
  OpnameItem,
  OpnameReportRow,
  OpnameScan,
  OpnameSession,
  ScanResult,
} from '@emas/contract/api/stock-opname';
import { STOCK_OPNAME_MSG } from '@emas/contract/api/stock-opname';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterData } from '../barang/barang.api.ts';
import { openBusinessDay } from '../system/business-day.ts';
import {
  barangInTx,
  differingItems,
  findItem,
  findSessionRow,
  finishSession,
  insertExpectedItems,
  insertItem,
  insertSession,
  itemCountsOf,
  lockPlace,
  markItemScanned,
  openSessionsAt,
  type StoredSession,
  sessionsBetween,
} from './stock-opname.queries.ts';

const { BARANG_MSG } = api;
const asDb = (tx: unknown) => tx as Db;
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
const round3 = (v: number) => Math.round(v * 1000) / 1000;

const toSession = (r: StoredSession): OpnameSession => ({
  id: r.id,
  tanggal: r.tanggal,
  kode_gudang: r.kode_gudang,
  kode_baki: r.kode_baki,
  status: r.status === 'DONE' ? 'DONE' : 'OPEN',
  created_by: r.created_by,
  created_at: r.created_at.toISOString(),
  finished_by: r.finished_by,
  finished_at: r.finished_at ? r.finished_at.toISOString() : null,
});

/** The counts of several sessions at once (one grouped query). */
async function countsOf(
  shop: ShopContext,
  db: Db,
  ids: readonly number[],
): Promise<Map<number, OpnameCounts>> {
  const out = new Map<number, OpnameCounts>();
  if (!ids.length) return out;
  const rows = await itemCountsOf(shop, db, ids);
  const zero = () => ({ qty: 0, berat: 0 });
  for (const id of ids)
    out.set(id, { expected: zero(), scanned: zero(), found: zero(), missing: zero(), extra: zero() });
  for (const r of rows) {
    const c = out.get(r.id);
    if (!c) continue;
    const qty = Number(r.qty);
    const berat = num(r.berat);
    const add = (k: keyof OpnameCounts) => {
      c[k].qty += qty;
      c[k].berat = round3(c[k].berat + berat);
    };
    if (r.expected) add('expected');
    if (r.scanned) add('scanned');
    if (r.expected && r.scanned) add('found');
    if (r.expected && !r.scanned) add('missing');
    if (!r.expected && r.scanned) add('extra');
  }
  return out;
}

async function findSession(shop: ShopContext, db: Db, id: number, lock = false): Promise<StoredSession> {
  const row = await findSessionRow(shop, db, id, lock);
  if (!row) throw notFound(STOCK_OPNAME_MSG.notFound);
  return row;
}

async function detailOf(shop: ShopContext, db: Db, session: StoredSession): Promise<OpnameDetail> {
  const items = await differingItems(shop, db, session.id);
  const toItem = (r: (typeof items)[number]): OpnameItem => ({
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    kode_gudang: r.kode_gudang,
    kode_baki: r.kode_baki,
    status: r.status,
    berat: num(r.berat),
  });
  const counts = (await countsOf(shop, db, [session.id])).get(session.id) as OpnameCounts;
  return {
    ...toSession(session),
    ...counts,
    missing_items: items.filter((r) => r.expected).map(toItem),
    extra_items: items.filter((r) => !r.expected).map(toItem),
  };
}

/**
 * The place of a count: an active warehouse and, when given, an active tray of it. Starts of counts
 * of the same place (`kind`: one kind of count) are serialised for the transaction (the partial
 * unique index of OPEN counts is the last guard).
 */
export async function lockCountPlace(
  shop: ShopContext,
  tx: Db,
  kind: string,
  gudang: string,
  bakiKode: string,
): Promise<void> {
  if (!(await activeMasterData(shop, tx, 'gudang', [gudang])).has(gudang))
    throw badRequest(BARANG_MSG.unknownGudang(gudang));
  if (bakiKode) {
    const baki = (await activeMasterData(shop, tx, 'baki', [bakiKode])).get(bakiKode);
    if (!baki) throw badRequest(BARANG_MSG.unknownBaki(bakiKode));
    if (baki.kode_gudang !== gudang) throw badRequest(BARANG_MSG.bakiNotInGudang(bakiKode, gudang));
  }
  await lockPlace(shop, tx, kind, gudang, bakiKode);
}

/** 'TOKO / A01', or the warehouse alone for a whole-warehouse count. */
export const lokasi = (gudang: string, baki: string) => (baki ? `${gudang} / ${baki}` : gudang);

/**
 * Opens a count of a warehouse (and tray) for the business date, listing the READY items lying
 * there. A place with an open count refuses a second one (the open count's id is sent along).
 */
export async function startOpname(
  shop: ShopContext,
  user: SessionUser,
  body: { kode_gudang: string; kode_baki?: string },
): Promise<OpnameDetail> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const gudang = body.kode_gudang;
    const bakiKode = body.kode_baki ?? '';
    await lockCountPlace(shop, tx, 'opname', gudang, bakiKode);
    const open = await openSessionsAt(shop, tx, gudang, bakiKode);
    if (open[0]) {
      throw new AppError(409, STOCK_OPNAME_MSG.alreadyOpen(lokasi(gudang, bakiKode)), undefined, {
        id: open[0].id,
      });
    }
    const session = await insertSession(shop, tx, {
      tanggal,
      kode_gudang: gudang,
      kode_baki: bakiKode,
      created_by: user.user_id,
    });
    if (!session) throw new Error('stock opname not inserted');
    // One statement: the expected list may be large.
    await insertExpectedItems(shop, tx, session.id, gudang, bakiKode);
    return detailOf(shop, tx, session);
  });
}

/** One scan: FOUND (expected, first time), NOT_EXPECTED (elsewhere or not READY), ALREADY. */
export async function scanOpname(
  shop: ShopContext,
  user: SessionUser,
  id: number,
  kodeBarcode: string,
): Promise<OpnameScan & { message: string }> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const session = await findSession(shop, tx, id, true);
    if (session.status !== 'OPEN') throw badRequest(STOCK_OPNAME_MSG.closed);
    const known = await findItem(shop, tx, id, kodeBarcode);
    let hasil: ScanResult;
    let row: typeof known;
    if (known) {
      if (known.scanned) {
        hasil = 'ALREADY';
        row = known;
      } else {
        hasil = 'FOUND';
        row = await markItemScanned(shop, tx, id, kodeBarcode, user.user_id);
      }
    } else {
      const item = await barangInTx(shop, tx, kodeBarcode);
      if (!item) throw notFound(BARANG_MSG.barcodeMissing(kodeBarcode));
      hasil = 'NOT_EXPECTED';
      row = await insertItem(shop, tx, {
        opname_id: id,
        kode_barcode: item.kode_barcode,
        nama_barang: item.nama_barang,
        kode_group: item.kode_group,
        kode_gudang: item.kode_gudang,
        kode_baki: item.kode_baki,
        status: item.status,
        berat: item.berat,
        expected: false,
        scanned: true,
        scanned_by: user.user_id,
        scanned_at: new Date(),
      });
    }
    if (!row) throw new Error('stock opname item not written');
    const counts = (await countsOf(shop, tx, [id])).get(id) as OpnameCounts;
    const message =
      hasil === 'FOUND'
        ? STOCK_OPNAME_MSG.found
        : hasil === 'ALREADY'
          ? STOCK_OPNAME_MSG.already(kodeBarcode)
          : STOCK_OPNAME_MSG.notExpected(kodeBarcode);
    return {
      hasil,
      message,
      counts,
      barang: {
        kode_barcode: row.kode_barcode,
        nama_barang: row.nama_barang,
        kode_group: row.kode_group,
        kode_gudang: row.kode_gudang,
        kode_baki: row.kode_baki,
        status: row.status,
        berat: num(row.berat),
      },
    };
  });
}

export async function finishOpname(shop: ShopContext, user: SessionUser, id: number): Promise<OpnameDetail> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const session = await findSession(shop, tx, id, true);
    if (session.status !== 'OPEN') throw badRequest(STOCK_OPNAME_MSG.closed);
    const done = await finishSession(shop, tx, id, user.user_id);
    if (!done) throw new Error('stock opname not updated');
    return detailOf(shop, tx, done);
  });
}

export async function getOpname(shop: ShopContext, id: number): Promise<OpnameDetail> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    return detailOf(shop, tx, await findSession(shop, tx, id));
  });
}

/** The counts started between two business dates, newest first. */
export async function opnameReport(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string },
): Promise<OpnameReportRow[]> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const sessions = await sessionsBetween(shop, tx, q.tgl_awal, q.tgl_akhir);
    const counts = await countsOf(
      shop,
      tx,
      sessions.map((r) => r.id),
    );
    return sessions.map((r) => ({ ...toSession(r), ...(counts.get(r.id) as OpnameCounts) }));
  });
}
