import { api, MSG } from '@emas/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { type BodyOf, call, callData } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getPickedShop, updateUser } from '../../../lib/session.ts';

const tokoSettingKey = ['toko', 'setting'] as const;

export type TokoSettingInput = BodyOf<typeof api.setTokoSetting>;

export const useTokoSetting = () =>
  useQuery({ queryKey: tokoSettingKey, queryFn: ({ signal }) => callData(api.getTokoSetting, { signal }) });

export const useSaveTokoSetting = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof api.setTokoSetting>) => call(api.setTokoSetting, { body }),
    onSuccess: (res) => {
      showSuccess(res.message ?? MSG.saved);
      queryClient.setQueryData(tokoSettingKey, res.data);
      if (!getPickedShop()) {
        const { nama_toko, alamat_toko, no_telp, no_whatsapp } = res.data;
        updateUser({ nama_toko, alamat_toko, no_telp, no_whatsapp });
      }
    },
  });

/** A service credential for head office (shown once; head office stores it in master-toko). */
export const useIssueServiceToken = () =>
  useMutation({ mutationFn: () => callData(api.issueServiceToken, { body: {} }) });
