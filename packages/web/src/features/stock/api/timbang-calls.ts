import { api, LAPORAN_AKTIVITAS_TIMBANG_BAKI } from '@emas/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { STOCK_KEY } from './barang-calls.ts';

const KEY = [...STOCK_KEY, 'timbang'] as const;

/** The user's open weighing rows (until reset). */
export const useTimbangList = () =>
  useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => callData(api.timbangBakiList, { signal }),
    staleTime: 0,
  });

const refreshTimbang = () => queryClient.invalidateQueries({ queryKey: KEY });

/** The page shows a failure itself ('Timbang Baki Tersdia'). */
export const useStartTimbang = () =>
  useMutation({
    mutationFn: (body: { kode_gudang: string; kode_toko: string }) =>
      callData(api.timbangBakiStart, { body, quiet: true }),
    onSettled: refreshTimbang,
  });

export const useResetTimbang = () =>
  useMutation({
    mutationFn: () => call(api.timbangBakiReset),
    onSettled: refreshTimbang,
  });

/** The weighing activity of a day, optionally of one user (asked only once a date is given). */
export const useTimbangActivity = (q: { tgl_system: string; user_id?: string } | null) =>
  useQuery({
    queryKey: [...KEY, 'activity', q],
    queryFn: ({ signal }) =>
      callData(LAPORAN_AKTIVITAS_TIMBANG_BAKI.endpoint, {
        query: {
          tgl_system: (q as { tgl_system: string }).tgl_system,
          user_id: q?.user_id || undefined,
          format: 'json',
        },
        signal,
      }).then((d) => d.rows as api.TimbangActivity[]),
    enabled: !!q,
    staleTime: 0,
  });
