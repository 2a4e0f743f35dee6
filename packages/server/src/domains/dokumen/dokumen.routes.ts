import {
  api,
  type DocumentKind,
  type DocumentListQuery,
  type DocumentRow,
  documentMessages,
  type Endpoint,
  type PendingDocumentQuery,
  VALIDASI_MSG,
} from '@emas/contract';
import type { FastifyReply } from 'fastify';
import type { ShopContext } from '../../platform/context.ts';
import type { Rights } from '../../platform/rights.ts';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import type { SessionUser } from '../../platform/session.ts';
import { type NotaPaperChoice, notaPaperOf, sendNota } from '../nota/nota-receipt.ts';

/** More than this many invoices download as a file instead of opening (document 1 section 9). */
export const SAVE_AS_FILE_OVER = 10;

/** A comma-separated list of document numbers (at most 500, each once). */
export const splitNumbers = (v: string): string[] =>
  [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 500);

export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string, asFile: boolean): void {
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${asFile ? 'attachment' : 'inline'}; filename="${filename}"`)
    .send(pdf);
}

/** Which screens a kind's calls belong to (the rights of its routes). */
export type DocumentScreens = { lihat: Rights; batal: Rights; validasi?: Rights };

/** A kind's own work behind the kit's routes; the kit registers them from the kind's declaration. */
export type DocumentRouteImpl<B> = {
  /** The kind's list query (its own states): the kit's query schema checked it, the kind parses it again. */
  list(shop: ShopContext, query: DocumentListQuery): Promise<{ rows: DocumentRow[]; total: number }>;
  invoice: (shop: ShopContext, no: string) => Promise<DocumentRow>;
  /** `paper`: the counter's receipt printer (issue 43), for the kinds that print one. */
  nota: (
    shop: ShopContext,
    user: SessionUser,
    numbers: string[],
    reprint: boolean,
    paper?: NotaPaperChoice,
  ) => Promise<Buffer>;
  cancel: (shop: ShopContext, user: SessionUser, body: api.CancelBody) => Promise<unknown>;
  wa?: (shop: ShopContext, user: SessionUser, no: string) => Promise<unknown>;
  /** Validasi (document 2): its two calls and the kind's pending list and marking. */
  validasi?: {
    /** Its query's kode_sales (Validasi Pesanan / Service require it; another kind may default to ALL). */
    pending: Endpoint<undefined, Partial<PendingDocumentQuery>, undefined, unknown[]>;
    validate: Endpoint<B, undefined, undefined, { validated: number }>;
    list: (shop: ShopContext, kodeSales: string) => Promise<unknown[]>;
    mark: (shop: ShopContext, body: B) => Promise<{ validated: number }>;
  };
};

/**
 * The kit's routes of a kind, from its declaration (DESIGN.md section 5, Document kinds): the list
 * (lihat), the invoice view, the printed nota, the cancel (batal), WhatsApp where the kind sends it,
 * and validasi where the kind is validated. Messages are the kind's own.
 */
export function registerDocumentRoutes<B>(
  { app, shop, routes }: RouteDeps,
  kind: DocumentKind,
  screens: DocumentScreens,
  impl: DocumentRouteImpl<B>,
): void {
  const { list, invoice, cancel, nota, wa } = kind.api;
  defineRoute(app, shop, routes, list, screens.lihat, async ({ query }) => {
    const { rows, total } = await impl.list(shop, query);
    return { data: rows, count: total };
  });
  defineRoute(app, shop, routes, invoice, screens.lihat, async ({ body }) => ({
    data: await impl.invoice(shop, body.no_faktur),
  }));
  if (nota)
    defineRoute(app, shop, routes, nota, screens.lihat, async ({ query, user, reply }) => {
      const numbers = splitNumbers(query.no_faktur);
      const paper = notaPaperOf(query);
      const pdf = await impl.nota(shop, user, numbers, query.reprint === '1', paper);
      const name = kind.printName ?? `NOTA ${kind.nota}`;
      sendNota(reply, pdf, paper, `${name} ${numbers[0]}.pdf`, numbers.length > SAVE_AS_FILE_OVER);
      return REPLY_SENT;
    });
  if (cancel)
    defineRoute(app, shop, routes, cancel, screens.batal, async ({ body, user }) => ({
      data: await impl.cancel(shop, user, body),
      message: kind.messages.cancelled,
    }));
  const sendWa = impl.wa;
  if (wa && sendWa)
    defineRoute(app, shop, routes, wa, screens.lihat, async ({ body, user }) => ({
      data: await sendWa(shop, user, body.no_faktur),
      message: api.TRANSAKSI_MSG.waSent,
    }));
  const v = impl.validasi;
  if (v && screens.validasi) {
    defineRoute(app, shop, routes, v.pending, screens.validasi, async ({ query }) => {
      const rows = await v.list(shop, query.kode_sales ?? 'ALL');
      return { data: rows, count: rows.length, ...(rows.length ? {} : { message: VALIDASI_MSG.empty }) };
    });
    defineRoute(app, shop, routes, v.validate, screens.validasi, async ({ body }) => ({
      data: await v.mark(shop, body),
      message: documentMessages(kind.title).validated,
    }));
  }
}
