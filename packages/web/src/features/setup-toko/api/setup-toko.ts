import { api, type Endpoint } from '@emas/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const statusKey = ['setup-toko', 'status'] as const;

export const useSetupStatus = () =>
  useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => callData(api.getSetupStatus, { signal, own: true }),
  });

/** Saves one step (one call, one transaction on the server); the status follows its answer. */
export function useSaveStep<B>(endpoint: Endpoint<B, undefined, undefined, api.SetupStatus>) {
  return useMutation({
    mutationFn: (body: B) =>
      call(
        endpoint as Endpoint<unknown, undefined, undefined, api.SetupStatus>,
        { body, own: true } as never,
      ),
    onSuccess: (res) => {
      if (res.message) showSuccess(res.message);
      queryClient.setQueryData(statusKey, res.data);
    },
  });
}

export const useFinishSetup = () =>
  useMutation({
    mutationFn: () => call(api.finishSetup, { own: true }),
    onSuccess: (res) => {
      if (res.message) showSuccess(res.message);
      queryClient.setQueryData(statusKey, res.data);
    },
  });
