import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';
import { STOCK_KEY } from './barang-calls.ts';

export type SaldoFilter = { tanggal: string; kode_gudang?: string };

/** The daily balances of a day (stored by its closing, or computed for the open day). */
export const useStockSaldo = (f: SaldoFilter | null) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'saldo', f],
    queryFn: ({ signal }) =>
      callData(api.stockSaldo, {
        query: { tanggal: (f as SaldoFilter).tanggal, kode_gudang: f?.kode_gudang || undefined },
        signal,
      }),
    enabled: !!f,
    staleTime: 0,
  });

/** The stored balances of a closed day against the ledger. */
export const checkStock = (tanggal: string) => callData(api.stockCheck, { query: { tanggal } });
