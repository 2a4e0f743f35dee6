import { api, MSG } from '@emas/contract';
import { cariBarangCetak, cetakBarcodePdf } from '@emas/contract/api/cetak-barcode';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiBase, call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getUser, invalidateSession } from '../../../lib/session.ts';
import { BARANG_TEXT } from '../messages.ts';

/** Every goods query sits under this key; adding or changing goods refreshes them all. */
export const BARANG_KEY = ['barang'] as const;
export const refreshBarang = () => queryClient.invalidateQueries({ queryKey: BARANG_KEY });

/** A long call (a big bulk save, a big label sheet). */
const LONG_MS = 5 * 60_000;

export type BarangFilters = {
  kode_barcode?: string;
  nama_barang?: string;
  kode_group?: string;
  kode_dept?: string;
  kode_gudang?: string;
  kode_baki?: string;
  status?: api.BarangStatus | 'ALL';
};

const clean = (f: BarangFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as BarangFilters;

/** One page of the goods list (the server pages and counts, the count capped at 10,000). */
export async function fetchBarangPage(
  r: { page: number; limit: number; signal: AbortSignal },
  filters: BarangFilters,
) {
  const res = await call(api.listBarang, {
    query: { page: r.page, limit: r.limit, ...clean(filters) } as api.ListBarangQuery,
    signal: r.signal,
  });
  return { data: res.data, count: res.count ?? res.data.length };
}

/** Every item matching the filters (for the CSV), read in pages of 500 by keyset, at most `max`. */
export async function fetchAllBarang(
  filters: BarangFilters,
  max = api.BARANG_COUNT_LIMIT,
  onProgress?: (done: number, total: number) => void,
): Promise<api.BarangRow[]> {
  const out: api.BarangRow[] = [];
  let after: string | undefined;
  for (;;) {
    const res = await call(api.listBarang, {
      query: { page: 1, limit: 500, ...clean(filters), after } as api.ListBarangQuery,
      timeoutMs: LONG_MS,
    });
    out.push(...res.data);
    onProgress?.(out.length, Math.min(res.count ?? out.length, max));
    if (res.data.length < 500 || out.length >= max) return out.slice(0, max);
    after = res.data.at(-1)?.kode_barcode;
  }
}

/** One item by barcode; the caller shows the message. */
export const findBarang = (kode_barcode: string) =>
  callData(api.getBarangByBarcode, { params: { kode_barcode }, quiet: true });

export const barangDetailQuery = (kode: string) =>
  queryOptions({
    queryKey: [...BARANG_KEY, 'detail', kode],
    queryFn: () => findBarang(kode),
  });

/** Tambah Data Barang; the page shows success and failure. */
export async function createBarang(body: api.BarangInput) {
  try {
    return await call(api.createBarang, { body, quiet: true });
  } finally {
    void refreshBarang();
  }
}

/** Tambah Barang Banyak: one call, all or nothing; the page shows success and failure. */
export async function createBarangBulk(detail_barang: api.BarangInput[]) {
  try {
    return await call(api.createBarangBulk, { body: { detail_barang }, quiet: true, timeoutMs: LONG_MS });
  } finally {
    void refreshBarang();
  }
}

/** Update profit: the ready items of a barcode range; the page shows 'Data Tersedia' / 'Data Tidak Ada'. */
export const readyEditProfit = (kode_awal: string, kode_akhir: string) =>
  call(api.readyEditProfit, { query: { kode_awal, kode_akhir }, quiet: true });

export async function editProfit(data: { kode_barcode: string; profit: number }[]) {
  try {
    return await call(api.editProfit, { body: { data }, quiet: true });
  } finally {
    void refreshBarang();
  }
}

export const recordBarcodePrints = (kode_barcodes: string[]) =>
  call(api.cetakBarcodeHistories, { body: { kode_barcodes }, quiet: true });

/** Cetak Barcode: the ready items of a range or a tray. */
export const findBarangToPrint = (q: { kode_awal?: string; kode_akhir?: string; kode_baki?: string }) =>
  call(cariBarangCetak, { query: q, quiet: true });

/**
 * The label sheet (application/pdf). Not through `call`: the answer is a file. An error answer is
 * the usual JSON `{ status, message }`; a rejected token ends the session as the client does.
 */
export async function fetchLabelPdf(kode_barcodes: string[]): Promise<Blob> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/pdf' };
  const token = getUser()?.token;
  if (token) headers.token = token;
  const timeout = AbortSignal.timeout(LONG_MS);
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${cetakBarcodePdf.path}`, {
      method: cetakBarcodePdf.method,
      headers,
      body: JSON.stringify({ kode_barcodes }),
      signal: timeout,
    });
  } catch {
    throw new ApiError(timeout.aborted ? MSG.timeoutToast : MSG.connectionProblem, 0, 'network');
  }
  if (res.ok && (res.headers.get('Content-Type') ?? '').includes('application/pdf')) {
    void refreshBarang();
    return res.blob();
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  const message = body.message || BARANG_TEXT.printFailed;
  if (res.status === 401 && getUser()) {
    invalidateSession();
    window.location.reload();
  }
  throw new ApiError(message, res.status, 'http');
}
