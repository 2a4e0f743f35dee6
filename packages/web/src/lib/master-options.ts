import { type MasterOption, masterApi, masterByKey } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { callData } from './api-client.ts';

/**
 * The active rows of a master as choices. Same query key as the master screens, so a change made
 * there (which invalidates ['master', key]) refreshes these choices too.
 */
export function useMasterOptions(key: string) {
  const def = masterByKey(key);
  return useQuery({
    queryKey: ['master', key, 'options'],
    queryFn: ({ signal }) => {
      if (!def) throw new Error(`master ${key} is not declared`);
      return callData(masterApi(def).options, { signal });
    },
    staleTime: 60_000,
    enabled: !!def,
  });
}

export const optionText = (o: MasterOption | undefined, field: string): string => String(o?.row[field] ?? '');

/** A drop-down choice made of a master row. */
export type Choice = { value: string; label: string };
export const toChoices = (options: readonly MasterOption[] | undefined): Choice[] =>
  (options ?? []).map((o) => ({ value: o.value, label: o.label }));
