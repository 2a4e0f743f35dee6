import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';

export const paraAkunKey = ['para-akun-transaksi'] as const;

export const useParaAkun = () =>
  useQuery({ queryKey: paraAkunKey, queryFn: ({ signal }) => callData(api.listParaAkun, { signal }) });

export const useAkuns = () =>
  useQuery({ queryKey: ['akuns'], queryFn: ({ signal }) => callData(api.listAkuns, { signal }) });

/** The failure is the caller's to show ('Data Gagal Diedit' in a toast, as the screen does). */
export const saveParaAkun = (p: { trx: string; type: string }, body: api.EditParaAkunBody) =>
  call(api.editParaAkun, { params: p, body, quiet: true });
