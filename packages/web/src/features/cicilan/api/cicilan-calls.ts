import { api, CICILAN } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { documentKey } from '../../dokumen/api/dokumen-calls.ts';

/** The instalment sale's own calls; list, print (the schedule), invoice and cancel are the kit's. */
export const CICILAN_KEY = documentKey(CICILAN);

/**
 * The quote's query, keyed on its inputs (item, parameter, down payment) only: a quote is shown for the
 * inputs it was asked with, an answer to older inputs is dropped (and its request aborted when nothing
 * watches it any more). Outside the kind's keys, so saving (which asks the kind's lists again) does not
 * ask the quote of the item just sold again. Quiet: its error shows beside the item, not as a box.
 */
const quoteQuery = (body: api.CicilanQuoteBody) => ({
  queryKey: ['cicilan-quote', body.kode_barcode, body.kode_cicilan, body.dp_rp] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callData(api.cicilanQuote, { body, signal, quiet: true }),
  staleTime: 15_000,
  retry: false,
});

/** The contract as priced today for an item, parameter and down payment (null until both are chosen). */
export const useCicilanQuote = (body: api.CicilanQuoteBody | null) =>
  useQuery({
    ...quoteQuery(body ?? { kode_barcode: '', kode_cicilan: '', dp_rp: 0 }),
    enabled: !!body,
  });

/** The quote of exactly these inputs (the cached one when it is fresh), for saving. */
export const fetchCicilanQuote = (body: api.CicilanQuoteBody) => queryClient.fetchQuery(quoteQuery(body));

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
