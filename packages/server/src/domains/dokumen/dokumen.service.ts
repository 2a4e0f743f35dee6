import {
  api,
  type DocumentKind,
  type DocumentRow,
  documentListQuery,
  documentMessages,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { registerDashboardSource } from '../dashboard/dashboard.service.ts';
import { guardDrawerOut } from '../kas/drawer.service.ts';
import { cashRowsOfTrx, insertCashRows } from '../kas/kas.api.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { findUser } from '../users/users.api.ts';
import {
  type DocumentTableOf,
  documentNumberOf,
  documentRows,
  markCancelled,
  markDocumentsValid,
  pageDocuments,
  pendingDocuments,
  totalsByDay,
} from './dokumen.queries.ts';

const MSG = api.TRANSAKSI_MSG;

/** One page of a kind's list (lihat): the query checked against the kind's states, rows mapped for the API. */
export async function listDocuments<R, Out>(
  shop: ShopContext,
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  toRow: (r: R) => Out,
  query: unknown,
): Promise<{ rows: Out[]; total: number }> {
  const states = kind.states.map((s) => s.key) as [string, ...string[]];
  const f = documentListQuery(states).parse(query);
  const { rows, total } = await pageDocuments<R>(shop, tableOf(shop), f);
  return { rows: rows.map(toRow), total };
}

/** A document with its rows, by any of its numbers; undefined when there is none. */
export async function findDocument<R>(
  shop: ShopContext,
  tx: Db,
  tableOf: DocumentTableOf,
  no: string,
  lock = false,
): Promise<{ number: string; rows: R[] } | undefined> {
  const d = tableOf(shop);
  const number = await documentNumberOf(tx, d, no);
  if (!number) return undefined;
  return { number, rows: await documentRows<R>(tx, d, [number], lock) };
}

/** One document as the API answers it (its first row), by any of its numbers; unknown: the kind's 404. */
export async function getDocument<R, Out>(
  shop: ShopContext,
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  toRow: (r: R) => Out,
  no: string,
): Promise<Out> {
  const row = (await findDocument<R>(shop, shop.db, tableOf, no.toUpperCase()))?.rows[0];
  if (!row) throw notFound(kind.messages.notFound ?? MSG.fakturNotFound);
  return toRow(row);
}

/**
 * A one-row document locked for a state change inside the caller's transaction (concurrent changes
 * of one document queue here); unknown: the kind's 404.
 */
export async function lockDocument<R>(
  shop: ShopContext,
  tx: Db,
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  no: string,
): Promise<R> {
  const row = (await findDocument<R>(shop, tx, tableOf, no, true))?.rows[0];
  if (!row) throw notFound(kind.messages.notFound ?? MSG.fakturNotFound);
  return row;
}

/** The kind's declared refusal of a cancel (messages.cancelBlocked) on its document, as a 409. */
export const refuseBlockedCancel =
  (kind: DocumentKind) =>
  ({ rows }: { rows: readonly unknown[] }) => {
    const blocked = rows[0] ? kind.messages.cancelBlocked?.(rows[0] as DocumentRow) : undefined;
    if (blocked) throw conflict(blocked);
  };

/** What a cancel's hooks see: inside the cancel's transaction, the rows locked. */
export type CancelContext<R> = {
  tx: Db;
  kind: DocumentKind;
  /** The business day of the cancellation (reversal rows are written on it). */
  tanggal: string;
  number: string;
  rows: R[];
  user: SessionUser;
  alasan: string;
  /** The consumed authorisation's id (a later day's document), else null. */
  otorisasi: string | null;
};

export type CancelHooks<R> = {
  /** The kind's own refusals (throw an AppError), before the state check. */
  beforeCancel?: (ctx: Omit<CancelContext<R>, 'otorisasi'>) => unknown;
  /** Undo the kind's stock, points, linked documents... (cash is reversed by the kit). */
  reverse?: (ctx: CancelContext<R>) => Promise<unknown>;
  /**
   * How much of the document's money the reversal gives back (a shop's refund rule); without it, all.
   * The rows are mirrored in the order they were paid until this amount is reached.
   */
  cashBack?: (ctx: CancelContext<R>) => Promise<number> | number;
  /** After the rows are marked and the cash reversed. */
  afterCancel?: (ctx: CancelContext<R>) => Promise<unknown>;
};

type Stateful = { status: string; tanggal: string };

/**
 * Cancels a document of a kind in one transaction: the business day is locked, the document's rows
 * locked FOR UPDATE (so of two concurrent cancels the second sees it cancelled), the kind's own check,
 * the state must be one the kind cancels from, a later business day's document needs an authorisation
 * of the kind's authorisation kind (consumed), the kind's reverse hook undoes stock and the like, the
 * rows are marked with who, why and the authorisation, and the money is reversed by the kind's
 * `reversal` categories on the day of the cancellation.
 */
export async function cancelDocument<R extends Stateful>(
  shop: ShopContext,
  user: SessionUser,
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  hooks: CancelHooks<R>,
  body: api.CancelBody,
): Promise<{ number: string }> {
  const input = api.cancelBody.parse(body);
  const d = tableOf(shop);
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    const doc = await findDocument<R>(shop, tx, tableOf, input.no_faktur, true);
    if (!doc?.rows.length) throw notFound(kind.messages.notFound ?? MSG.fakturNotFound);
    const base = { tx, kind, tanggal, number: doc.number, rows: doc.rows, user, alasan: input.alasan };
    await hooks.beforeCancel?.(base);
    if (!doc.rows.some((r) => kind.cancel.from.includes(r.status)))
      throw conflict(kind.messages.alreadyCancelled ?? MSG.alreadyCancelled);
    const first = doc.rows[0] as R;
    const otorisasi =
      first.tanggal < tanggal
        ? await consumeOtorisasi(
            shop,
            tx,
            input.id_otorisasi,
            kind.cancel.laterDay.otorisasi,
            doc.number,
            tanggal,
            { user: user.user_id, no_faktur: [doc.number, input.no_faktur] },
          )
        : null;
    const ctx: CancelContext<R> = { ...base, otorisasi };
    await hooks.reverse?.(ctx);
    await markCancelled(tx, d, doc.number, kind.cancel, {
      batal_by: user.user_id,
      batal_alasan: input.alasan,
      batal_otorisasi: otorisasi,
    });
    const limit = hooks.cashBack ? await hooks.cashBack(ctx) : undefined;
    // One authorisation field: a later day's document has used it for the cancel itself.
    const drawerOtorisasi = otorisasi ? undefined : input.id_otorisasi;
    await reverseDocumentCash(shop, tx, kind, doc.number, tanggal, limit, drawerOtorisasi, user.user_id);
    await hooks.afterCancel?.(ctx);
    return { number: doc.number };
  });
}

/**
 * Mirror rows of a document's cash rows whose category the kind reverses (kind.reversal), on the
 * business day of the cancellation, so the drawer and non-cash validation follow the cancel. With a
 * `limit`, only that much is given back: the rows in the order they were paid, the last one in part.
 * A mirror row is on the drawer of the row it mirrors (its input_by): cash given back comes out of
 * the drawer it went into, whoever cancels, and must be there (guardDrawerOut, net of cash taken
 * back, each drawer locked in name order; `id_otorisasi` for a shop that allows overdrawing).
 */
export async function reverseDocumentCash(
  shop: ShopContext,
  tx: Db,
  kind: Pick<DocumentKind, 'reversal'>,
  number: string,
  tanggal: string,
  limit = Number.POSITIVE_INFINITY,
  id_otorisasi?: string,
  by?: string,
) {
  const rows = (await cashRowsOfTrx(shop, tx, number)).filter((r) => kind.reversal[r.kategori]);
  let left = limit;
  const back = rows.map((r) => {
    const jumlah_in = Math.min(r.jumlah_out, left);
    left -= jumlah_in;
    const jumlah_out = Math.min(r.jumlah_in, left);
    left -= jumlah_out;
    return { r, jumlah_in, jumlah_out };
  });
  const cashOut = new Map<string, number>();
  for (const { r, jumlah_in, jumlah_out } of back)
    if (r.jenis === 'CASH') cashOut.set(r.input_by, (cashOut.get(r.input_by) ?? 0) + jumlah_out - jumlah_in);
  for (const [input_by, jumlah] of [...cashOut].sort(([a], [b]) => a.localeCompare(b)))
    await guardDrawerOut(shop, tx, { tanggal, input_by, jumlah, id_otorisasi, usedFor: number, by });
  await insertCashRows(
    shop,
    tx,
    back.map(({ r, jumlah_in, jumlah_out }) => ({
      tanggal,
      kategori: kind.reversal[r.kategori] as string,
      deskripsi: number,
      jenis: r.jenis,
      jumlah_in,
      jumlah_out,
      kode_bank: r.kode_bank,
      no_rekening: r.no_rekening,
      keterangan: 'BATAL',
      input_by: r.input_by,
      id_trx: number,
    })),
  );
}

/**
 * The dashboard's totals of a kind (kind.dashboard keys): amount and weight per business day of its
 * rows in `states` (default: the kind's initial state).
 */
export function registerDocumentDashboard(
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  states: readonly string[] = [kind.initial],
) {
  const keys = kind.dashboard;
  if (!keys) return;
  registerDashboardSource(kind.key, async (shop, from, to) =>
    (await totalsByDay(shop, tableOf(shop), states, from, to)).map((r) => ({
      tanggal: r.tanggal,
      totals: { [keys.total]: Number(r.total), [keys.gram]: Number(r.gram) },
    })),
  );
}

/**
 * The documents of a kind waiting for validasi (document 2), of one sales person or ALL, as the
 * kind's pending row; cancelled ones (the kind's cancel state) never wait.
 */
export async function listPendingDocuments<R, Out>(
  shop: ShopContext,
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  kodeSales: string,
  toRow: (r: R) => Out,
): Promise<Out[]> {
  return (await pendingDocuments<R>(shop, tableOf(shop), kind.cancel.to, kodeSales)).map(toRow);
}

/**
 * Validasi of a kind's documents (document 2): the validating user must exist; the chosen numbers are
 * marked in one transaction; none of them validatable: 'Data Gagal Divalidasi'.
 */
export async function validateDocuments(
  shop: ShopContext,
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  userId: string,
  numbers: readonly string[],
): Promise<{ validated: number }> {
  const messages = documentMessages(kind.title);
  if (!(await findUser(shop, userId))) throw badRequest(messages.userUnknown(userId));
  const wanted = [...new Set(numbers)];
  const done = await shop.db.transaction((tx) =>
    markDocumentsValid(tx, tableOf(shop), kind.cancel.to, wanted, userId),
  );
  if (!done.length) throw badRequest(messages.validateFailed);
  return { validated: done.length };
}

/**
 * The kit bound to one kind and its table (DESIGN.md section 5): the get, list, lock, cancel and
 * validasi every one-row kind (service, pesanan, ...) calls, so that a kind's service says only what
 * is its own. The cancel refuses what the kind declares blocked (messages.cancelBlocked) and answers
 * the cancelled document.
 */
export function documentKit<R extends Stateful, Out>(
  kind: DocumentKind,
  tableOf: DocumentTableOf,
  toRow: (r: R) => Out,
) {
  return {
    get: (shop: ShopContext, no: string) => getDocument(shop, kind, tableOf, toRow, no),
    /** The stored row (for reads that need more than the API answer). */
    row: (shop: ShopContext, no: string) => getDocument(shop, kind, tableOf, (r: R) => r, no),
    list: (shop: ShopContext, query: unknown) => listDocuments(shop, kind, tableOf, toRow, query),
    lock: (shop: ShopContext, tx: Db, no: string) => lockDocument<R>(shop, tx, kind, tableOf, no),
    /**
     * A declared move (kind.transitions, by its action) of one document in one transaction: the
     * business day opened, the document locked, its state one the move starts from (else `refused`,
     * a 409), then the kind's work. Of two moves of one document at once, the second sees the first.
     */
    move<T>(
      shop: ShopContext,
      user: SessionUser,
      action: string,
      no: string,
      refused: (row: R) => string,
      work: (c: { tx: Db; tanggal: string; row: R }) => Promise<T>,
    ): Promise<T> {
      const from = kind.transitions.find((t) => t.action === action)?.from;
      if (!from) throw new Error(`${kind.key} declares no move ${action}`);
      return shop.db.transaction(async (tx) => {
        const tanggal = await openBusinessDay(shop, tx, user);
        const row = await lockDocument<R>(shop, tx, kind, tableOf, no);
        if (!from.includes(row.status)) throw conflict(refused(row));
        return work({ tx, tanggal, row });
      });
    },
    async cancel(shop: ShopContext, user: SessionUser, hooks: CancelHooks<R>, body: api.CancelBody) {
      const all = { beforeCancel: refuseBlockedCancel(kind), ...hooks };
      const { number } = await cancelDocument<R>(shop, user, kind, tableOf, all, body);
      return getDocument(shop, kind, tableOf, toRow, number);
    },
    pending: <P>(shop: ShopContext, kodeSales: string, toPending: (r: R) => P) =>
      listPendingDocuments(shop, kind, tableOf, kodeSales, toPending),
    validate: (shop: ShopContext, userId: string, numbers: readonly string[]) =>
      validateDocuments(shop, kind, tableOf, userId, numbers),
  };
}
