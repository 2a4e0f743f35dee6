import { api, TITIP_SIMPAN } from '@emas/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { documentKey } from '../../dokumen/api/dokumen-calls.ts';

/** The calls of the deposit screens (transaksi, pelunasan / peremajaan, batal lunas, lelang). */
export const TITIP_KEY = documentKey(TITIP_SIMPAN);
export const refreshTitip = () => queryClient.invalidateQueries({ queryKey: TITIP_KEY });

export const saveTitip = (body: api.CreateTitipBody) => call(api.createTitipSimpan, { body });

/** The pieces' plafond for the amount (the pawn loan's rule), live while the form is filled. */
export const useTitipPlafond = (body: api.TitipPlafondBody | null) =>
  useQuery({
    queryKey: [...TITIP_KEY, 'plafond', body],
    queryFn: ({ signal }) => callData(api.titipPlafond, { body: body as api.TitipPlafondBody, signal }),
    enabled: !!body,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

/** What paying off or renewing the deposit on the business day costs (the server's rule). */
export const usePelunasanQuote = (no: string | null) =>
  useQuery({
    queryKey: [...TITIP_KEY, 'pelunasan', no],
    queryFn: ({ signal }) =>
      callData(api.titipPelunasan, { query: { no_faktur_titip_simpan: no as string }, signal }),
    enabled: !!no,
    staleTime: 0,
    retry: false,
  });

export const lunasTitip = (body: api.LunasTitipBody) => call(api.lunasTitipSimpan, { body });
export const batalLunasTitip = (body: api.BatalLunasTitipBody) => call(api.batalLunasTitipSimpan, { body });

/** The AKTIF deposits past their due date (Lelang Titip Simpan). */
export const useLelangTitip = () =>
  useQuery({
    queryKey: [...TITIP_KEY, 'lelang'],
    queryFn: ({ signal }) => callData(api.listLelangTitip, { signal }),
    staleTime: 0,
  });

export const simpanLelangTitip = (no_faktur_titip_simpan: string, id_otorisasi: string) =>
  call(api.simpanLelangTitip, { body: { no_faktur_titip_simpan, id_otorisasi } });
