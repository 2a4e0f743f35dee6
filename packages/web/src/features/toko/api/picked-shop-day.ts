import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';

/** The business date of the shop head office picked (its own tgl_system, through head office). */
export const usePickedShopDay = (picked: string | null) =>
  useQuery({
    queryKey: ['toko', 'setting', picked],
    enabled: !!picked,
    queryFn: ({ signal }) => callData(api.getTokoSetting, { signal, quiet: true }),
    select: (s) => s.tgl_system,
    staleTime: 60_000,
  });
