import type {
  RfidCounts,
  RfidDetail,
  RfidReadsAnswer,
  RfidRow,
  RfidSession,
} from '@emas/contract/api/stock-opname-rfid';
import { RFID_MSG } from '@emas/contract/api/stock-opname-rfid';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { openBusinessDay } from '../system/business-day.ts';
import {
  countReads,
  expectedItems,
  findRfidSessionRow,
  finishRfidSession,
  insertExpectedTagged,
  insertReads,
  insertResultRows,
  insertRfidSession,
  openRfidSessionAt,
  openRfidSessions,
  readTags,
  type StoredRfidSession as StoredSession,
  storedResultRows,
  unexpectedTaggedItems,
  untaggedCount,
} from './rfid.queries.ts';
import { countRfid, type ExpectedItem, matchRfid, type TaggedItem } from './rfid-match.ts';
import { lockCountPlace, lokasi } from './stock-opname.service.ts';

const asDb = (tx: unknown) => tx as Db;

const toSession = (r: StoredSession): RfidSession => ({
  id: r.id,
  tanggal: r.tanggal,
  kode_gudang: r.kode_gudang,
  kode_baki: r.kode_baki,
  status: r.status === 'SELESAI' ? 'SELESAI' : 'OPEN',
  created_by: r.created_by,
  created_at: r.created_at.toISOString(),
  finished_by: r.finished_by,
  finished_at: r.finished_at ? r.finished_at.toISOString() : null,
});

/** The session row; `lock`: 'update' (finishing) or 'share' (posting reads: many at once, none while finishing). */
async function findSession(
  shop: ShopContext,
  db: Db,
  id: number,
  lock?: 'update' | 'share',
): Promise<StoredSession> {
  const row = await findRfidSessionRow(shop, db, id, lock);
  if (!row) throw notFound(RFID_MSG.notFound);
  return row;
}

/** The live match of an OPEN session: its expected items, its reads and the shop's items of those tags. */
async function liveRows(shop: ShopContext, db: Db, id: number): Promise<RfidRow[]> {
  const expected = await expectedItems(shop, db, id);
  const reads = await readTags(shop, db, id);
  const tagged = rowsOf<TaggedItem>(await unexpectedTaggedItems(shop, db, id));
  return matchRfid(
    expected.map((x): ExpectedItem => ({ ...x, berat: Number(x.berat) })),
    reads.map((x) => x.tag_id),
    new Map(tagged.map((t) => [t.tag_id, { ...t, berat: Number(t.berat) }])),
  );
}

/** The stored result of a finished session (without FOUND rows unless asked). */
async function storedRows(shop: ShopContext, db: Db, id: number, withFound: boolean): Promise<RfidRow[]> {
  const rows = await storedResultRows(shop, db, id, withFound);
  return rows.map((r) => ({ ...r, hasil: r.hasil as RfidRow['hasil'], berat: Number(r.berat) }));
}

async function detailOf(shop: ShopContext, db: Db, session: StoredSession): Promise<RfidDetail> {
  if (session.status === 'SELESAI') {
    return {
      ...toSession(session),
      counts: session.hasil as RfidCounts,
      rows: await storedRows(shop, db, session.id, false),
    };
  }
  const rows = await liveRows(shop, db, session.id);
  return {
    ...toSession(session),
    counts: countRfid(rows, session.tanpa_tag),
    rows: rows.filter((r) => r.hasil !== 'FOUND'),
  };
}

/**
 * Opens a session of a warehouse (and tray) for the business date: the READY items lying there with
 * a tag are expected; those without a tag are counted apart. One OPEN session per place (409 with its id).
 */
export async function startRfid(
  shop: ShopContext,
  user: SessionUser,
  body: { kode_gudang: string; kode_baki?: string },
): Promise<RfidDetail> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const tanggal = await openBusinessDay(shop, tx, user);
    const gudang = body.kode_gudang;
    const baki = body.kode_baki ?? '';
    await lockCountPlace(shop, tx, 'rfid', gudang, baki);
    const open = await openRfidSessionAt(shop, tx, gudang, baki);
    if (open) throw new AppError(409, RFID_MSG.alreadyOpen(lokasi(gudang, baki)), undefined, { id: open.id });
    const session = await insertRfidSession(shop, tx, {
      tanggal,
      kode_gudang: gudang,
      kode_baki: baki,
      tanpa_tag: await untaggedCount(shop, tx, gudang, baki),
      created_by: user.user_id,
    });
    if (!session) throw new Error('rfid session not inserted');
    // One statement: a whole warehouse may hold thousands of items.
    await insertExpectedTagged(shop, tx, session.id, gudang, baki);
    return detailOf(shop, tx, session);
  });
}

/**
 * A batch of tags from the reader: each stored once per session (a tag read again, in this batch or
 * an earlier one, is not stored twice). Posts share the session row; finishing locks it, so a batch
 * lands either before the result is stored or is refused as closed.
 */
export async function postReads(
  shop: ShopContext,
  user: SessionUser,
  id: number,
  tags: readonly string[],
): Promise<RfidReadsAnswer> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const session = await findSession(shop, tx, id, 'share');
    if (session.status !== 'OPEN') throw badRequest(RFID_MSG.closed);
    const inserted = rowsOf<{ tag_id: string }>(await insertReads(shop, tx, id, tags, user.user_id));
    const total = await countReads(shop, tx, id);
    return { received: tags.length, baru: inserted.length, total };
  });
}

/** Closes an OPEN session: the match is stored row by row with its counts (OPEN -> SELESAI). */
export async function finishRfid(shop: ShopContext, user: SessionUser, id: number): Promise<RfidDetail> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const session = await findSession(shop, tx, id, 'update');
    if (session.status !== 'OPEN') throw badRequest(RFID_MSG.closed);
    const rows = await liveRows(shop, tx, id);
    if (rows.length) await insertResultRows(shop, tx, id, rows);
    const done = await finishRfidSession(shop, tx, id, countRfid(rows, session.tanpa_tag), user.user_id);
    if (!done) throw new Error('rfid session not updated');
    return detailOf(shop, tx, done);
  });
}

export async function getRfid(shop: ShopContext, id: number): Promise<RfidDetail> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    return detailOf(shop, tx, await findSession(shop, tx, id));
  });
}

/** The sessions still OPEN, newest first. */
export async function openSessions(shop: ShopContext): Promise<RfidSession[]> {
  const rows = await openRfidSessions(shop);
  return rows.map(toSession);
}
