import { type AksesNode, api, MSG } from '@emas/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The whole access tree (Hak Akses Users) or only its news part (Hak Akses News). */
export type AksesScope = 'all' | 'news';
const CALLS = {
  all: { get: api.getUserAkses, set: api.setUserAkses },
  news: { get: api.getUserAksesNews, set: api.setUserAksesNews },
} as const;
const aksesKey = (userId: string, scope: AksesScope) => ['users', userId, 'akses', scope] as const;

export const useUserAkses = (userId: string | undefined, scope: AksesScope = 'all') =>
  useQuery({
    queryKey: aksesKey(userId ?? '', scope),
    enabled: !!userId,
    queryFn: ({ signal }) => callData(CALLS[scope].get, { params: { user_id: userId ?? '' }, signal }),
  });

export const useSaveUserAkses = (scope: AksesScope = 'all') =>
  useMutation({
    mutationFn: ({ user_id, akses }: { user_id: string; akses: AksesNode[] }) =>
      call(CALLS[scope].set, { params: { user_id }, body: { akses } }),
    onSuccess: (res, { user_id }) => {
      showSuccess(res.message ?? MSG.saved);
      // The other view of the same tree is stale now.
      void queryClient.invalidateQueries({ queryKey: ['users', user_id, 'akses'] });
      queryClient.setQueryData(aksesKey(user_id, scope), res.data);
    },
  });
