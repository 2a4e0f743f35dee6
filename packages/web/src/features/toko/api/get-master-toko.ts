import { api } from '@emas/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';

export type MasterToko = api.MasterToko;

export const masterTokoKey = ['master-toko'] as const;

export const masterTokoQuery = () =>
  queryOptions({
    queryKey: masterTokoKey,
    queryFn: ({ signal }): Promise<MasterToko[]> => callData(api.listMasterToko, { signal }),
  });

export const useMasterToko = (enabled = true) => useQuery({ ...masterTokoQuery(), enabled });
