import {
  createStockSepuhManual,
  kirimBarangCuci,
  listRefiningStock,
  pindahSortir,
  type RefiningStockQuery,
  type SortirBody,
  type StockSepuhManualBody,
  sortirPembelian,
  type TerimaCuciBody,
  terimaBarangCuci,
  terimaSepuhan,
} from '@emas/contract/api/sepuhan';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Every refining write changes what lies in BELI and CUCI: the lists are read afresh after it. */
export const SEPUHAN_KEY = ['sepuhan'] as const;
const refresh = () => queryClient.invalidateQueries({ queryKey: SEPUHAN_KEY });
const after = async <T>(p: Promise<T>) => {
  const res = await p;
  await refresh();
  return res;
};

export const useRefiningStock = (q: RefiningStockQuery) =>
  useQuery({
    queryKey: [...SEPUHAN_KEY, 'barang', q],
    queryFn: ({ signal }) => callData(listRefiningStock, { query: q, signal }),
    staleTime: 0,
  });

export const saveSortir = (mode: 'SORTIR' | 'PINDAH', body: SortirBody) =>
  after(call(mode === 'SORTIR' ? sortirPembelian : pindahSortir, { body }));
export const saveKirimCuci = (kode_barcodes: string[], keterangan?: string) =>
  after(call(kirimBarangCuci, { body: { kode_barcodes, keterangan } }));
export const saveTerima = (jenis: 'CUCI' | 'SEPUH', body: TerimaCuciBody) =>
  after(call(jenis === 'CUCI' ? terimaBarangCuci : terimaSepuhan, { body }));
export const saveStockSepuhManual = (body: StockSepuhManualBody) => call(createStockSepuhManual, { body });
