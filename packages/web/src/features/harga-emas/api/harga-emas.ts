import { hargaEmasApi } from '@emas/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const KEY = ['harga-emas'] as const;

export const useHargaEmasDay = (tanggal: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'day', tanggal],
    queryFn: ({ signal }) => callData(hargaEmasApi.getHargaEmas, { query: { tanggal }, signal }),
    placeholderData: keepPreviousData,
  });

export const useHargaEmasHistory = (q: { tgl_awal: string; tgl_akhir: string }) =>
  useQuery({
    queryKey: [...KEY, 'history', q],
    queryFn: ({ signal }) => callData(hargaEmasApi.hargaEmasHistory, { query: q, signal }),
  });

export type SetHargaEmasInput = Parameters<typeof hargaEmasApi.setHargaEmasBody.parse>[0];

export const useSetHargaEmas = () =>
  useMutation({
    mutationFn: (body: {
      tanggal: string;
      harga: { kode_group: string; harga_jual: number; harga_beli: number }[];
    }) => call(hargaEmasApi.setHargaEmas, { body }),
    onSuccess: (res) => showSuccess(res.message ?? 'Harga Emas Berhasil Disimpan'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
