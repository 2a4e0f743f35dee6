import {
  addDays,
  api,
  type DocumentKind,
  type DocumentRow,
  type DocumentValidation,
  VALIDASI_MSG,
} from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type AuthorizationInput,
  authorizerCredentials,
} from '../../../components/ui/authorization-modal.tsx';
import type { PageRequest, PageResult } from '../../../components/ui/data-table.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { receiptPaperFor } from '../../../lib/counter-printer.ts';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import { printApiPdf } from '../../../lib/print-frame.ts';
import { printReceipt } from '../../../lib/print-receipt.ts';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * The calls of the generic document screens (lihat, batal, validasi, invoice view, the transaksi
 * pages' open list), by the kind's declaration.
 */
export const documentKey = (kind: DocumentKind) => [kind.key, 'lihat'] as const;
/** After any write of the kind: every list of it (lihat, open, pending) is asked again. */
export const refreshDocuments = (kind: DocumentKind) =>
  queryClient.invalidateQueries({ queryKey: [kind.key] });

export type DocumentFilter = { tgl_awal: string; tgl_akhir: string; status: string };

export const fetchDocumentPage = (
  kind: DocumentKind,
  f: DocumentFilter,
  r: PageRequest,
): Promise<PageResult<DocumentRow>> =>
  call(kind.api.list, {
    query: { ...f, search: r.search || undefined, page: r.page, limit: r.limit },
    signal: r.signal,
  }).then((res) => ({ data: res.data, count: res.count ?? res.data.length }));

export const useDocumentInvoice = (kind: DocumentKind, noFaktur: string | null) =>
  useQuery({
    queryKey: [...documentKey(kind), 'invoice', noFaktur],
    queryFn: ({ signal }) => callData(kind.api.invoice, { body: { no_faktur: noFaktur as string }, signal }),
    enabled: !!noFaktur,
    staleTime: 0,
  });

/** More than this many invoices are saved as one file (the server sends them as an attachment). */
export const OPEN_AT_MOST = 10;

/**
 * The kind's invoices as a PDF of its stored nota layout (reprint: 'COPY' when the reprint module is
 * on); more than 10 are saved as a file. `win`: a window opened inside the key press when the call
 * follows an await. On a counter with a receipt printer, up to 10 print as receipts ('Cetak Struk').
 */
export const printDocumentNota = (
  kind: DocumentKind,
  numbers: readonly string[],
  reprint: boolean,
  win?: Window | null,
) => {
  if (!kind.api.nota) return Promise.resolve(false);
  const paper = receiptPaperFor(kind.api.nota.path);
  if (paper && numbers.length <= OPEN_AT_MOST) {
    win?.close();
    return printDocumentReceipt(kind, numbers, reprint);
  }
  return openApiPdf(
    kind.api.nota.path,
    { no_faktur: numbers.join(','), reprint: reprint ? '1' : '0' },
    `${kind.printName ?? `NOTA ${kind.title.toUpperCase()}`} ${numbers[0] ?? ''}.pdf`,
    { asFile: numbers.length > OPEN_AT_MOST, win },
  );
};

/** 'Cetak Struk': the kind's notes on the counter's receipt printer (A4 counters: the invoice). */
export function printDocumentReceipt(kind: DocumentKind, numbers: readonly string[], reprint: boolean) {
  if (!kind.api.nota) return Promise.resolve(false);
  const { path } = kind.api.nota;
  const paper = receiptPaperFor(path);
  const query = { no_faktur: numbers.join(','), reprint: reprint ? '1' : '0' };
  return paper ? printReceipt(path, query, paper) : printApiPdf(path, query);
}

/** Puts the invoice in the WhatsApp outbox: 'Invoice Berhasil Dikirim' / 'No Wa Tidak Terdaftar'. */
export const sendDocumentWa = (kind: DocumentKind, no_faktur: string) => {
  if (!kind.api.wa) throw new Error(`${kind.key} has no WhatsApp call`);
  return call(kind.api.wa, { body: { no_faktur } });
};

/** What an authorisation is for: the document (absent: not numbered yet) and the amount it allows. */
export type AuthorisationFor = { no_faktur?: string; jumlah?: number };

/**
 * An SPV/OWN authorisation of a kind for a document and an amount (the protected call checks both, and
 * that this user makes it); the error box shows 'Otorisasi Gagal..'.
 */
export const authorise = (
  kind: (typeof api.OTORISASI)[keyof typeof api.OTORISASI],
  input: AuthorizationInput,
  target: AuthorisationFor = {},
) =>
  callData(api.authorize, {
    body: {
      ...authorizerCredentials(input),
      kategori: kind.kategori,
      description: kind.description,
      keterangan: api.normaliseKeterangan(input.keterangan),
      ...target,
    },
  });

export const cancelDocument = (kind: DocumentKind, body: api.CancelBody) => {
  if (!kind.api.cancel) throw new Error(`${kind.key} cannot be cancelled`);
  return call(kind.api.cancel, { body });
};

/** A transaksi page's open documents: those of one state taken in the last `days` business days. */
export const fetchOpenDocuments = (
  kind: DocumentKind,
  open: { state: string; today: string; days: number },
  r: PageRequest,
) =>
  fetchDocumentPage(
    kind,
    { tgl_awal: addDays(open.today, -open.days), tgl_akhir: open.today, status: open.state },
    r,
  );

/** The kind's unvalidated documents of a sales code ('ALL'); none is asked before a search (null). */
export const usePendingDocuments = (kind: DocumentKind, v: DocumentValidation, kode_sales: string | null) =>
  useQuery({
    queryKey: [kind.key, 'pending', kode_sales],
    queryFn: ({ signal }) =>
      callData(v.pending, { query: { kode_sales: kode_sales ?? 'ALL' }, signal, quiet: true }),
    enabled: kode_sales !== null,
    staleTime: 0,
    retry: false,
  });

/** Validates the chosen documents under a user id; the page shows the server's message itself. */
export const validateDocuments = (v: DocumentValidation, numbers: readonly string[], user_id: string) =>
  call(v.validate, { body: { [v.numbersField]: numbers, user_id }, quiet: true });

/** A document's payment lines (validasi's Detail Pembayaran). */
export const documentPayments = (v: DocumentValidation, no: string) => {
  if (!v.payments) throw new Error(VALIDASI_MSG.paymentsFailed);
  return callData(v.payments, { query: { deskripsi: no }, quiet: true });
};
