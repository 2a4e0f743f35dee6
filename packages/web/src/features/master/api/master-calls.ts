import { type MasterDef, type MasterRow, type MasterValues, masterApi, masterMessages } from '@emas/contract';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import {
  confirmReactivate,
  isDeletedMessage,
  showError,
  showSuccess,
} from '../../../components/ui/notify.tsx';
import { ApiError, call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const masterKey = (def: MasterDef) => ['master', def.key] as const;

export type MasterFilters = Record<string, string | undefined>;

export const fetchMasterPage = async (
  def: MasterDef,
  r: { page: number; limit: number; search: string; signal: AbortSignal },
  filters: MasterFilters,
) => {
  const res = await call(masterApi(def).list, {
    query: { page: r.page, limit: r.limit, search: r.search || undefined, status: 'ACTIVE', ...filters },
    signal: r.signal,
  });
  return { data: res.data, count: res.count ?? res.data.length };
};

/** The active rows of a master as choices (for `ref` fields and filters). */
export const masterOptionsQuery = (def: MasterDef) =>
  queryOptions({
    queryKey: [...masterKey(def), 'options'],
    queryFn: ({ signal }) => callData(masterApi(def).options, { signal }),
    staleTime: 60_000,
  });

/** No master (a field without `ref`): no call, and no key read from an absent definition. */
export const useMasterOptions = (def: MasterDef | undefined) =>
  useQuery(
    def
      ? masterOptionsQuery(def)
      : { queryKey: ['master', '', 'options'], queryFn: skipToken, staleTime: 60_000 },
  );

const refresh = (def: MasterDef) => queryClient.invalidateQueries({ queryKey: masterKey(def) });

/**
 * Add: a key held by a deleted row answers with DELETED; the user may reactivate it
 * ('Warning !!!', Batal / Aktifkan).
 */
export function useAddMaster(def: MasterDef) {
  const msg = masterMessages(def);
  return useMutation({
    mutationFn: async (body: MasterValues): Promise<MasterRow | null> => {
      try {
        const res = await call(masterApi(def).add, { body, quiet: true });
        showSuccess(res.message ?? msg.added);
        return res.data;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        const id = (e.data as { _id?: string } | undefined)?._id;
        if (e.kind === 'http' && isDeletedMessage(e.message) && id) {
          if (!(await confirmReactivate(e.message))) return null;
          const res = await call(masterApi(def).reactivate, { params: { _id: id } });
          showSuccess(res.message ?? msg.reactivated);
          return res.data;
        }
        if (e.kind === 'http') showError(e.message || msg.addFailed);
        throw e;
      }
    },
    onSettled: () => refresh(def),
  });
}

export function useEditMaster(def: MasterDef) {
  const msg = masterMessages(def);
  return useMutation({
    mutationFn: ({ _id, body }: { _id: string; body: MasterValues }) =>
      call(masterApi(def).edit, { params: { _id }, body }),
    onSuccess: (res) => showSuccess(res.message ?? msg.edited),
    onSettled: () => refresh(def),
  });
}

export function useDeleteMaster(def: MasterDef) {
  const msg = masterMessages(def);
  return useMutation({
    mutationFn: (_id: string) => call(masterApi(def).remove, { params: { _id } }),
    onSuccess: (res) => showSuccess(res.message ?? msg.deleted),
    onSettled: () => refresh(def),
  });
}
