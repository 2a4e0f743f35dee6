import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';

/** A coupon, its state on the business day and its usages (null: nothing asked yet). */
export const useCekKupon = (kode: string | null) =>
  useQuery({
    queryKey: ['kupon', 'cek', kode],
    enabled: !!kode,
    queryFn: ({ signal }) => callData(api.cekKupon, { params: { kode_kupon: kode as string }, signal }),
  });
