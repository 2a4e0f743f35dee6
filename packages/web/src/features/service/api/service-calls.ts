import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The calls of the service screens (take a repair, complete, pick up, validasi service). */
export const SERVICE_KEY = ['service'] as const;
export const refreshServices = () => queryClient.invalidateQueries({ queryKey: SERVICE_KEY });

export const useServices = (q: api.ServiceListQuery | null) =>
  useQuery({
    queryKey: [...SERVICE_KEY, 'list', q],
    queryFn: ({ signal }) =>
      call(api.listServices, { query: q as api.ServiceListQuery, signal }).then((r) => r.data),
    enabled: !!q,
    staleTime: 0,
  });

export const saveService = (body: api.CreateServiceBody) => call(api.createService, { body });
export const completeService = (body: api.CompleteServiceBody) => call(api.completeService, { body });
export const pickUpService = (body: api.PickUpServiceBody) => call(api.pickUpService, { body });

/** The SERVICE invoice from the stored layout (reprint: 'COPY' when the reprint module is on). */
export const printServiceNota = (no: string, reprint: boolean, win?: Window | null) =>
  openApiPdf(
    api.serviceNotaPdf.path,
    { no_faktur: no, reprint: reprint ? '1' : '0' },
    `NOTA SERVICE ${no}.pdf`,
    { asFile: false, win },
  );

export const usePendingServices = (kode_sales: string | null) =>
  useQuery({
    queryKey: [...SERVICE_KEY, 'pending', kode_sales],
    queryFn: ({ signal }) =>
      callData(api.listPendingServices, { query: { kode_sales: kode_sales ?? 'ALL' }, signal, quiet: true }),
    enabled: kode_sales !== null,
    staleTime: 0,
    retry: false,
  });

/** The page shows the server's message itself. */
export const validateServices = (body: api.ValidateServiceBody) =>
  call(api.validateServices, { body, quiet: true });

export const servicePayments = (deskripsi: string) =>
  callData(api.servicePayments, { query: { deskripsi }, quiet: true });
