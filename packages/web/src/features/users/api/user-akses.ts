import { type AksesNode, api, MSG } from '@emas/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const aksesKey = (userId: string) => ['users', userId, 'akses'] as const;

export const useUserAkses = (userId: string | undefined) =>
  useQuery({
    queryKey: aksesKey(userId ?? ''),
    enabled: !!userId,
    queryFn: ({ signal }) => callData(api.getUserAkses, { params: { user_id: userId ?? '' }, signal }),
  });

export const useSaveUserAkses = () =>
  useMutation({
    mutationFn: ({ user_id, akses }: { user_id: string; akses: AksesNode[] }) =>
      call(api.setUserAkses, { params: { user_id }, body: { akses } }),
    onSuccess: (res, { user_id }) => {
      showSuccess(res.message ?? MSG.saved);
      queryClient.setQueryData(aksesKey(user_id), res.data);
    },
  });
