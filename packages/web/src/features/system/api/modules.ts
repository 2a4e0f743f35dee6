import { api, MSG } from '@emas/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { type BodyOf, call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getPickedShop, mergeModules } from '../../../lib/session.ts';

const modulesKey = ['system-setting', 'modules'] as const;

export const useModules = () =>
  useQuery({ queryKey: modulesKey, queryFn: ({ signal }) => callData(api.listModules, { signal }) });

export const useSaveModules = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof api.setModules>) => call(api.setModules, { body }),
    onSuccess: (res) => {
      showSuccess(res.message ?? MSG.saved);
      queryClient.setQueryData(modulesKey, res.data);
      // This shop's own modules: the menu follows at once (other users get the settings-changed prompt).
      if (!getPickedShop()) mergeModules(res.data.map((m) => ({ key: m.key, active: m.active })));
    },
  });
