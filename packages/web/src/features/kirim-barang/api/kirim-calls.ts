import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { STOCK_KEY } from '../../stock/api/barang-calls.ts';

/** Shipments, transit and the goods they move: read afresh after a send or a receipt. */
export const KIRIM_KEY = ['kirim-barang'] as const;
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: KIRIM_KEY }),
    queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
  ]);

export const useTokoTujuan = () =>
  useQuery({
    queryKey: [...KIRIM_KEY, 'tujuan'],
    queryFn: ({ signal }) => callData(api.listTokoTujuan, { signal }),
  });

export const useKirimList = (tanggal: { tgl_awal: string; tgl_akhir: string }) =>
  useQuery({
    queryKey: [...KIRIM_KEY, 'list', tanggal],
    queryFn: ({ signal }) => callData(api.listKirimBarang, { query: tanggal, signal }),
  });

/** What is on the road: head office merges every shop's list, a shop answers its own. */
export const useTransit = (headOffice: boolean) =>
  useQuery({
    queryKey: [...KIRIM_KEY, 'transit', headOffice],
    queryFn: async ({ signal }) =>
      headOffice
        ? callData(api.listTransitSemua, { signal, own: true })
        : { rows: await callData(api.listTransit, { signal }), gagal: [] as string[] },
  });

export const useTerimaList = () =>
  useQuery({
    queryKey: [...KIRIM_KEY, 'terima'],
    queryFn: ({ signal }) => callData(api.listTerimaBarang, { query: { status: 'OPEN' }, signal }),
  });

export async function kirimBarang(body: api.KirimBarangBody) {
  try {
    return await call(api.kirimBarang, { body });
  } finally {
    void refresh();
  }
}

export async function terimaBarang(body: api.TerimaBarangBody) {
  try {
    return await call(api.terimaBarang, { body });
  } finally {
    void refresh();
  }
}
