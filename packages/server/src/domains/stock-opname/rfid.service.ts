import type {
  RfidCounts,
  RfidDetail,
  RfidReadsAnswer,
  RfidRow,
  RfidSession,
} from '@emas/contract/api/stock-opname-rfid';
import { RFID_HASIL, RFID_MSG } from '@emas/contract/api/stock-opname-rfid';
import { and, asc, desc, eq, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { countRfid, type ExpectedItem, matchRfid, type TaggedItem } from './rfid-match.ts';
import { lockCountPlace, lokasi } from './stock-opname.service.ts';

const asDb = (tx: unknown) => tx as Db;
type StoredSession = typeof import('../../db/schema/index.ts').rfidSession.$inferSelect;

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
  const s = shop.t.rfidSession;
  const q = db.select().from(s).where(eq(s.id, id));
  const rows = lock ? await q.for(lock) : await q;
  const row = rows[0];
  if (!row) throw notFound(RFID_MSG.notFound);
  return row;
}

/** The live match of an OPEN session: its expected items, its reads and the shop's items of those tags. */
async function liveRows(shop: ShopContext, db: Db, id: number): Promise<RfidRow[]> {
  const e = shop.t.rfidExpected;
  const r = shop.t.rfidRead;
  const b = shop.t.barang;
  const expected = await db
    .select({
      tag_id: e.tag_id,
      kode_barcode: e.kode_barcode,
      nama_barang: e.nama_barang,
      kode_gudang: e.kode_gudang,
      kode_baki: e.kode_baki,
      berat: sql<number>`${e.berat}::float8`,
    })
    .from(e)
    .where(eq(e.session_id, id));
  const reads = await db.select({ tag_id: r.tag_id }).from(r).where(eq(r.session_id, id));
  const tagged = rowsOf<TaggedItem>(
    await db.execute(sql`
      select ${b.tag_id} as tag_id, ${b.kode_barcode} as kode_barcode, ${b.nama_barang} as nama_barang,
        ${b.kode_gudang} as kode_gudang, ${b.kode_baki} as kode_baki, ${b.status} as status,
        ${b.berat}::float8 as berat
      from ${r} join ${b} on ${b.tag_id} = ${r.tag_id}
      where ${r.session_id} = ${id}
        and not exists (select 1 from ${e} where ${e.session_id} = ${id} and ${e.tag_id} = ${r.tag_id})`),
  );
  return matchRfid(
    expected.map((x): ExpectedItem => ({ ...x, berat: Number(x.berat) })),
    reads.map((x) => x.tag_id),
    new Map(tagged.map((t) => [t.tag_id, { ...t, berat: Number(t.berat) }])),
  );
}

/** Orders result rows as the match does: FOUND, MISSING, UNKNOWN, ELSEWHERE. */
export const hasilOrder = (col: SQLWrapper) =>
  sql`array_position(${sql.raw(`array[${RFID_HASIL.map((h) => `'${h}'`).join(',')}]`)}::text[], ${col})`;

/** The stored result of a finished session (without FOUND rows unless asked). */
async function storedRows(shop: ShopContext, db: Db, id: number, withFound: boolean): Promise<RfidRow[]> {
  const x = shop.t.rfidResult;
  const rows = await db
    .select({
      hasil: x.hasil,
      tag_id: x.tag_id,
      kode_barcode: x.kode_barcode,
      nama_barang: x.nama_barang,
      kode_gudang: x.kode_gudang,
      kode_baki: x.kode_baki,
      status: x.status,
      berat: x.berat,
    })
    .from(x)
    .where(withFound ? eq(x.session_id, id) : and(eq(x.session_id, id), ne(x.hasil, 'FOUND')))
    .orderBy(hasilOrder(x.hasil), asc(x.tag_id));
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
    const s = shop.t.rfidSession;
    const [open] = await tx
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.kode_gudang, gudang), eq(s.kode_baki, baki), eq(s.status, 'OPEN')));
    if (open) throw new AppError(409, RFID_MSG.alreadyOpen(lokasi(gudang, baki)), undefined, { id: open.id });
    const b = shop.t.barang;
    const place = baki
      ? and(eq(b.status, 'READY'), eq(b.kode_gudang, gudang), eq(b.kode_baki, baki))
      : and(eq(b.status, 'READY'), eq(b.kode_gudang, gudang));
    const [untagged] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(b)
      .where(and(place, sql`${b.tag_id} is null`));
    const [session] = await tx
      .insert(s)
      .values({
        tanggal,
        kode_gudang: gudang,
        kode_baki: baki,
        tanpa_tag: Number(untagged?.n ?? 0),
        created_by: user.user_id,
      })
      .returning();
    if (!session) throw new Error('rfid session not inserted');
    const e = shop.t.rfidExpected;
    // One statement: a whole warehouse may hold thousands of items.
    await tx.execute(sql`
      insert into ${e} (session_id, tag_id, kode_barcode, nama_barang, kode_gudang, kode_baki, berat)
      select ${session.id}, ${b.tag_id}, ${b.kode_barcode}, ${b.nama_barang}, ${b.kode_gudang}, ${b.kode_baki}, ${b.berat}
      from ${b} where ${place} and ${b.tag_id} is not null`);
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
    const r = shop.t.rfidRead;
    const inserted = rowsOf<{ tag_id: string }>(
      await tx.execute(sql`
        insert into ${r} (session_id, tag_id, read_by)
        select ${id}, t, ${user.user_id}
        from (select distinct t from jsonb_array_elements_text(${JSON.stringify(tags)}::jsonb) as u(t) order by t) x
        on conflict (session_id, tag_id) do nothing
        returning tag_id`),
    );
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(r).where(eq(r.session_id, id));
    return { received: tags.length, baru: inserted.length, total: Number(total?.n ?? 0) };
  });
}

/** Closes an OPEN session: the match is stored row by row with its counts (OPEN -> SELESAI). */
export async function finishRfid(shop: ShopContext, user: SessionUser, id: number): Promise<RfidDetail> {
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const session = await findSession(shop, tx, id, 'update');
    if (session.status !== 'OPEN') throw badRequest(RFID_MSG.closed);
    const rows = await liveRows(shop, tx, id);
    const x = shop.t.rfidResult;
    if (rows.length)
      await tx.execute(sql`
        insert into ${x} (session_id, tag_id, hasil, kode_barcode, nama_barang, kode_gudang, kode_baki, status, berat)
        select ${id}, tag_id, hasil, kode_barcode, nama_barang, kode_gudang, kode_baki, status, berat
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(tag_id text, hasil text, kode_barcode text,
          nama_barang text, kode_gudang text, kode_baki text, status text, berat numeric)`);
    const s = shop.t.rfidSession;
    const [done] = await tx
      .update(s)
      .set({
        status: 'SELESAI',
        hasil: countRfid(rows, session.tanpa_tag),
        finished_by: user.user_id,
        finished_at: new Date(),
      })
      .where(eq(s.id, id))
      .returning();
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
  const s = shop.t.rfidSession;
  const rows = await shop.db.select().from(s).where(eq(s.status, 'OPEN')).orderBy(desc(s.id));
  return rows.map(toSession);
}
