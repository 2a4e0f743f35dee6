import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import { queryClient } from '../../../lib/query-client.ts';

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

export const refreshPesanan = () => queryClient.invalidateQueries({ queryKey: PESANAN_KEY });

/** Open orders (PESAN or SIAP) of a period, for the Transaksi Pesanan screen. */
export const usePesananList = (q: api.PesananListQuery | null) =>
  useQuery({
    queryKey: [...PESANAN_KEY, 'list', q],
    queryFn: ({ signal }) =>
      call(api.listPesanan, { query: q as api.PesananListQuery, signal }).then((r) => r.data),
    enabled: !!q,
    staleTime: 0,
  });

export const terimaPesanan = (body: api.TerimaPesananBody) => call(api.terimaPesanan, { body });
export const ambilPesanan = (body: api.AmbilPesananBody) => call(api.ambilPesanan, { body });
export const ambilHarga = (no: string) => callData(api.pesananAmbilHarga, { body: { no_faktur: no } });

/** The PESANAN invoice from the stored layout. */
export const printPesananNota = (no: string, reprint: boolean, win?: Window | null) =>
  openApiPdf(
    api.pesananNotaPdf.path,
    { no_faktur: no, reprint: reprint ? '1' : '0' },
    `NOTA PESANAN ${no}.pdf`,
    { asFile: false, win },
  );
