import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Moves and destroys change what lies in a tray: counts and balances are read afresh after them. */
export const STOCK_KEY = ['stock'] as const;
const refreshStock = () => queryClient.invalidateQueries({ queryKey: STOCK_KEY });

/** A long tray job: far longer than the usual 30 s. */
const JOB_TIMEOUT_MS = 10 * 60_000;

/** One item by barcode; the page shows the server's message itself. */
export const findBarang = (kode_barcode: string) =>
  callData(api.getBarangByBarcode, { params: { kode_barcode }, quiet: true });

/** qty and berat of the ready goods in a tray (none asked while no tray is chosen). */
export const useCountBaki = (kodeBaki: string | undefined) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'count-baki', kodeBaki],
    queryFn: ({ signal }) =>
      callData(api.countBaki, { query: { kode_toko: kodeBaki as string }, signal, quiet: true }),
    enabled: !!kodeBaki,
    staleTime: 0,
  });

export async function pindahBarang(body: {
  kode_barcodes: string[];
  kode_gudang_tujuan: string;
  kode_baki_tujuan?: string;
}) {
  try {
    return await call(api.pindahBarang, { body });
  } finally {
    void refreshStock();
  }
}

export async function pindahBaki(body: {
  kode_baki_asal: string;
  kode_gudang_tujuan: string;
  kode_baki_tujuan: string;
}) {
  try {
    return await call(api.pindahBaki, { body });
  } finally {
    void refreshStock();
  }
}

export async function hancurBarang(body: {
  kode_barcodes: string[];
  kondisi: string;
  kode_gudang_tujuan?: string;
}) {
  try {
    return await call(api.hancurBarang, { body });
  } finally {
    void refreshStock();
  }
}

/** Hancur Barang Perbaki: the page shows success and failure itself (server data or its default). */
export async function hancurPerBaki(body: {
  kode_toko: string;
  kondisi: string;
  gudang_tujuan: string;
  uid: string;
}) {
  try {
    return await call(api.hancurPerBaki, { body, quiet: true, timeoutMs: JOB_TIMEOUT_MS });
  } finally {
    void refreshStock();
  }
}
