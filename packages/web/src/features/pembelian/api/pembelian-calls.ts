import { api, masterApi, masterByKey } from '@emas/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AuthorizationInput } from '../../../components/ui/authorization-modal.tsx';
import type { PageRequest, PageResult } from '../../../components/ui/data-table.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The buy-back screens' calls: counter, Lihat Pembelian, Batal Pembelian. */
export const PEMBELIAN_KEY = ['pembelian'] as const;
export const refreshPembelian = () => queryClient.invalidateQueries({ queryKey: PEMBELIAN_KEY });

/** Drop-down choices of a master (the same query key as the master screens). */
export const useMasterOptions = (key: 'kondisi-pembelian' | 'sales' | 'rekening' | 'group' | 'jenis') => {
  const def = masterByKey(key);
  return useQuery({
    queryKey: ['master', key, 'options'],
    queryFn: ({ signal }) => {
      if (!def) throw new Error(`master ${key} is not declared`);
      return callData(masterApi(def).options, { signal });
    },
    staleTime: 60_000,
  });
};

/** Sold lines of an invoice (line or group) or a barcode; the error box shows the server's message. */
export const findSoldLines = (kode: string) => callData(api.findSoldLines, { query: { kode } });

export type QuoteKey = { kode_group: string; kode_kondisi: string };
export const quoteKey = (k: QuoteKey) => `${k.kode_group}|${k.kode_kondisi}`;

/** The price rule of each group and condition on the counter (fetched once per pair). */
export function usePurchaseQuotes(pairs: readonly QuoteKey[]) {
  const unique = [...new Map(pairs.map((p) => [quoteKey(p), p])).values()];
  const results = useQueries({
    queries: unique.map((p) => ({
      queryKey: [...PEMBELIAN_KEY, 'harga', p.kode_group, p.kode_kondisi],
      queryFn: ({ signal }: { signal: AbortSignal }) => callData(api.getPurchaseQuote, { query: p, signal }),
      staleTime: 60_000,
    })),
  });
  const quotes = new Map<string, api.PurchaseQuote>();
  const loading = new Set<string>();
  unique.forEach((p, i) => {
    const r = results[i];
    if (r?.data) quotes.set(quoteKey(p), r.data);
    if (r?.isFetching) loading.add(quoteKey(p));
  });
  return { quotes, loading };
}

export const savePurchase = (body: api.CreatePurchaseBody) => call(api.createPurchase, { body });

export const fetchPurchasePage = (
  f: { tgl_awal: string; tgl_akhir: string; status: 'ALL' | 'OPEN' | 'BATAL' },
  r: PageRequest,
): Promise<PageResult<api.PurchaseLine>> =>
  call(api.listPurchases, {
    query: { ...f, search: r.search || undefined, page: r.page, limit: r.limit },
    signal: r.signal,
  }).then((res) => ({ data: res.data, count: res.count ?? res.data.length }));

export const usePurchaseInvoice = (noFaktur: string | null) =>
  useQuery({
    queryKey: [...PEMBELIAN_KEY, 'invoice', noFaktur],
    queryFn: ({ signal }) =>
      callData(api.purchaseInvoiceSingle, { body: { no_faktur: noFaktur as string }, signal }),
    enabled: !!noFaktur,
    staleTime: 0,
  });

/** More than this many invoices are saved as one file (the server sends them as an attachment). */
export const OPEN_AT_MOST = 10;

/**
 * The purchase invoices as a PDF (reprint: 'COPY' when the reprint module is on); more than 10 are
 * saved as a file. `win`: a window opened inside the key press when the call follows an await.
 */
export const printPurchaseNota = (numbers: readonly string[], reprint: boolean, win?: Window | null) =>
  openApiPdf(
    api.purchaseNotaPdf.path,
    { no_faktur: numbers.join(','), reprint: reprint ? '1' : '0' },
    `NOTA PEMBELIAN ${numbers[0] ?? ''}.pdf`,
    { asFile: numbers.length > OPEN_AT_MOST, win },
  );

/** An SPV/OWN authorisation of a kind; the error box shows 'Otorisasi Gagal..'. */
export const authorise = (
  kind: (typeof api.OTORISASI)[keyof typeof api.OTORISASI],
  input: AuthorizationInput,
) =>
  callData(api.authorize, {
    body: {
      user_id: input.username,
      password: input.password ?? '',
      kategori: kind.kategori,
      description: kind.description,
      keterangan: api.normaliseKeterangan(input.keterangan),
    },
  });

export const cancelPurchase = (body: api.CancelBody) => call(api.cancelPurchase, { body });
