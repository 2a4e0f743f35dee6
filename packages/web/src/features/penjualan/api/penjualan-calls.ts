import { api, type DocumentKind } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { receiptPaperFor } from '../../../lib/counter-printer.ts';
import { printApiPdf } from '../../../lib/print-frame.ts';
import { printReceipt } from '../../../lib/print-receipt.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const quoteItem = (kode_barcode: string) => callData(api.getSaleQuote, { params: { kode_barcode } });
export const quotePurchase = (kode_group: string, kode_kondisi: string) =>
  callData(api.getPurchaseQuote, { query: { kode_group, kode_kondisi } });
export const saveSale = (body: api.CreateSaleBody) => call(api.createSale, { body });
export const authorize = (body: api.AuthorizationBody) => call(api.authorize, { body });

// Held sales (penjualan ditahan)
const HELD_KEY = ['penjualan', 'tahan'] as const;
export const useHeldSales = () =>
  useQuery({
    queryKey: HELD_KEY,
    queryFn: ({ signal }) => callData(api.listHeldSales, { signal }),
    // Another counter may hold or recall meanwhile.
    refetchInterval: 30_000,
  });
const refreshHeld = () => queryClient.invalidateQueries({ queryKey: HELD_KEY });
export const holdSale = (body: api.HoldSaleBody) => call(api.holdSale, { body }).finally(refreshHeld);
export const recallHeldSale = (id: number) =>
  call(api.recallHeldSale, { params: { id } }).finally(refreshHeld);

/** The cashier's price and stock look-up. */
export const cekBarang = (query: api.CekBarangQuery, signal?: AbortSignal) =>
  callData(api.cekBarang, { query, signal });

/** Members by code, name or phone; quiet: the search box shows 'not found' itself. */
export const findCounterMembers = (cari: string, signal?: AbortSignal) =>
  callData(api.findCounterMember, { query: { cari }, signal, quiet: true });

/**
 * The invoice of a counter document printed from a hidden frame (no new tab); on a counter with a
 * receipt printer, its receipt (issue 43).
 */
export function printCounterNota(kind: DocumentKind, noFaktur: string, reprint: boolean) {
  if (!kind.api.nota) return Promise.resolve(false);
  const { path } = kind.api.nota;
  const query = { no_faktur: noFaktur, reprint: reprint ? '1' : '0' };
  const paper = receiptPaperFor(path);
  return paper ? printReceipt(path, query, paper) : printApiPdf(path, query);
}
