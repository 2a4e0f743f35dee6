import { type MasterOption, masterApi, masterByKey } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';

/**
 * The active rows of a master as choices. Same query key and call as the master screens, so a change
 * made there (which invalidates ['master', key]) refreshes these choices too.
 */
const useChoices = (key: 'gudang' | 'baki' | 'kondisi-barang') => {
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
};

export const useGudangChoices = () => useChoices('gudang');
export const useBakiChoices = () => useChoices('baki');
export const useKondisiChoices = () => useChoices('kondisi-barang');

/** The warehouse a tray belongs to. */
export const gudangOfBaki = (o: MasterOption): string => String(o.row.kode_gudang ?? '');

export type Choice = { value: string; label: string };
export const toChoices = (options: readonly MasterOption[] | undefined): Choice[] =>
  (options ?? []).map((o) => ({ value: o.value, label: o.label }));
