import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';

/** The calls of Transaksi Pesanan and Validasi Pesanan (lihat and batal are the document kit's). */
export const PESANAN_KEY = ['pesanan'] as const;

export const savePesanan = (body: api.CreatePesananBody) => call(api.createPesanan, { body });

export const usePendingPesanan = (kode_sales: string | null) =>
  useQuery({
    queryKey: [...PESANAN_KEY, 'pending', kode_sales],
    queryFn: ({ signal }) =>
      callData(api.listPendingPesanan, { query: { kode_sales: kode_sales ?? 'ALL' }, signal, quiet: true }),
    enabled: kode_sales !== null,
    staleTime: 0,
    retry: false,
  });

/** The page shows the server's message itself. */
export const validatePesanan = (body: api.ValidatePesananBody) =>
  call(api.validatePesanan, { body, quiet: true });
