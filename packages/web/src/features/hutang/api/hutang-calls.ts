import { api, HUTANG } from '@emas/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData, upload } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { documentKey } from '../../dokumen/api/dokumen-calls.ts';

/** The calls of the pawn-loan screens (transaksi, pelunasan / perpanjangan, batal lunas, lelang). */
export const HUTANG_KEY = documentKey(HUTANG);
export const refreshHutang = () => queryClient.invalidateQueries({ queryKey: HUTANG_KEY });

/**
 * The plafond, suggested principal, rate band and default due date of the pieces and the amount, as
 * the server computes them (null while no piece is complete). Keeps the last answer while a new one loads.
 */
export const useHutangPlafond = (body: api.HutangPlafondBody | null) =>
  useQuery({
    queryKey: [...HUTANG_KEY, 'plafond', body],
    queryFn: ({ signal }) => callData(api.hutangPlafond, { body: body as api.HutangPlafondBody, signal }),
    enabled: !!body,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

export const saveHutang = (body: api.CreateHutangBody) => call(api.createHutang, { body });

/** Uploads a piece's photo to the image store (foto_hutang); answers its key for `gambar`. */
export async function uploadHutangFoto(file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return (await upload(api.uploadHutangFoto, form, { timeoutMs: 60_000 })).data;
}

/** The redemption quote of a loan for the business day (the server's message when not found). */
export const useHutangQuote = (no: string | null) =>
  useQuery({
    queryKey: [...HUTANG_KEY, 'penebusan', no],
    queryFn: ({ signal }) =>
      callData(api.hutangPenebusan, { query: { no_faktur_hutang: no as string }, signal }),
    enabled: !!no,
    staleTime: 0,
    retry: false,
  });

export const lunasHutang = (body: api.LunasHutangBody) => call(api.lunasHutang, { body });
export const perpanjangHutang = (body: api.PerpanjangHutangBody) => call(api.perpanjangHutang, { body });
export const batalLunasHutang = (body: api.BatalLunasHutangBody) => call(api.batalLunasHutang, { body });

export type LelangPage = { rows: api.HutangLelang[]; count: number };

/** One page of the loans that may be auctioned (document 3: 50 a page from `skip`). */
export const useLelangHutang = (q: api.LelangHutangQuery | null) =>
  useQuery<LelangPage>({
    queryKey: [...HUTANG_KEY, 'lelang', q],
    queryFn: ({ signal }) =>
      call(api.listLelangHutang, { query: q as api.LelangHutangQuery, signal }).then(
        (r): LelangPage => ({ rows: r.data, count: r.count ?? r.data.length }),
      ),
    enabled: !!q,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const simpanLelangHutang = (body: api.SimpanLelangBody) => call(api.simpanLelangHutang, { body });
