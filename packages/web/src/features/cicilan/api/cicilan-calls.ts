import { api, CICILAN } from '@emas/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { documentKey } from '../../dokumen/api/dokumen-calls.ts';

/** The instalment sale's own calls; list, print (the schedule), invoice and cancel are the kit's. */
export const CICILAN_KEY = documentKey(CICILAN);

/** The contract as priced today for an item, parameter and down payment (null until both are chosen). */
export const useCicilanQuote = (body: api.CicilanQuoteBody | null) =>
  useQuery({
    queryKey: [...CICILAN_KEY, 'quote', body],
    queryFn: ({ signal }) => callData(api.cicilanQuote, { body: body as api.CicilanQuoteBody, signal }),
    enabled: !!body,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });

/** A contract on the business day: schedule, overdue, late fees, the next instalment and the pay-off. */
export const useCicilanDetail = (no: string | null) =>
  useQuery({
    queryKey: [...CICILAN_KEY, 'detail', no],
    queryFn: ({ signal }) => callData(api.cicilanDetail, { body: { no_faktur: no as string }, signal }),
    enabled: !!no,
    staleTime: 0,
    retry: false,
  });

/** The defaulted contracts (the next instalment overdue) on the business day. */
export const useLelangCicilan = () =>
  useQuery({
    queryKey: [...CICILAN_KEY, 'lelang'],
    queryFn: ({ signal }) => callData(api.listLelangCicilan, { signal }),
  });

export const saveCicilan = (body: api.CreateCicilanBody) => call(api.createCicilan, { body });
export const bayarCicilan = (body: api.BayarCicilanBody) => call(api.bayarCicilan, { body });
export const lunasCicilan = (body: api.LunasCicilanBody) => call(api.lunasCicilan, { body });
export const lelangCicilan = (body: api.SimpanLelangCicilanBody) => call(api.simpanLelangCicilan, { body });
export const fetchCicilan = (no: string) => callData(api.cicilanDetail, { body: { no_faktur: no } });
