import { api } from '@emas/contract';
import { useQueries } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The buy-back screens' calls: counter, Lihat Pembelian, Batal Pembelian. */
export const PEMBELIAN_KEY = ['pembelian'] as const;
export const refreshPembelian = () => queryClient.invalidateQueries({ queryKey: PEMBELIAN_KEY });

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
