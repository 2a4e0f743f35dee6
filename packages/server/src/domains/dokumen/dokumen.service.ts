import { api, type DocumentKind, documentListQuery } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { registerDashboardSource } from '../dashboard/dashboard.service.ts';
import { cashRowsOfTrx, insertCashRows } from '../kas/kas.queries.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { findUser } from '../users/users.queries.ts';
import {
  type DocumentTableOf,
  documentNumberOf,
  documentRows,
  markCancelled,
  pageDocuments,
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
          )
        : null;
    const ctx: CancelContext<R> = { ...base, otorisasi };
    await hooks.reverse?.(ctx);
    await markCancelled(tx, d, doc.number, kind.cancel, {
      batal_by: user.user_id,
      batal_alasan: input.alasan,
      batal_otorisasi: otorisasi,
    });
    await reverseDocumentCash(shop, tx, kind, doc.number, tanggal, user);
    await hooks.afterCancel?.(ctx);
    return { number: doc.number };
  });
}

/**
 * Mirror rows of a document's cash rows whose category the kind reverses (kind.reversal), on the
 * business day of the cancellation, so the drawer and non-cash validation follow the cancel.
 */
export async function reverseDocumentCash(
  shop: ShopContext,
  tx: Db,
  kind: DocumentKind,
  number: string,
  tanggal: string,
  user: SessionUser,
) {
  const rows = (await cashRowsOfTrx(shop, tx, number)).filter((r) => kind.reversal[r.kategori]);
  await insertCashRows(
    shop,
    tx,
    rows.map((r) => ({
      tanggal,
      kategori: kind.reversal[r.kategori] as string,
      deskripsi: number,
      jenis: r.jenis,
      jumlah_in: r.jumlah_out,
      jumlah_out: r.jumlah_in,
      kode_bank: r.kode_bank,
      no_rekening: r.no_rekening,
      keterangan: 'BATAL',
      input_by: user.user_id,
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
 * Validasi of a kind's documents (document 2): the validating user must exist; the chosen numbers are
 * marked in one transaction by the kind's own query; none validatable: 'Data Gagal Divalidasi'.
 */
export async function validateDocuments(
  shop: ShopContext,
  userId: string,
  numbers: readonly string[],
  mark: (tx: Db, numbers: readonly string[], by: string) => Promise<string[]>,
  messages: { userUnknown: (id: string) => string; validateFailed: string },
): Promise<{ validated: number }> {
  if (!(await findUser(shop, userId))) throw badRequest(messages.userUnknown(userId));
  const done = await shop.db.transaction((tx) => mark(tx, [...new Set(numbers)], userId));
  if (!done.length) throw badRequest(messages.validateFailed);
  return { validated: done.length };
}
