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

const credentialsKey = ['service-credentials'] as const;

/** This shop's service credentials, without their secrets. */
export const useServiceCredentials = () =>
  useQuery({
    queryKey: credentialsKey,
    queryFn: ({ signal }) => callData(api.listServiceCredentials, { signal }),
  });

/** A service credential for head office (shown once; head office stores it in master-toko). */
export const useIssueServiceToken = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof api.issueServiceToken>) => callData(api.issueServiceToken, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialsKey }),
  });

export const useRevokeServiceCredential = () =>
  useMutation({
    mutationFn: (id: number) => call(api.revokeServiceCredential, { params: { id } }),
    onSuccess: (res) => {
      showSuccess(res.message ?? MSG.saved);
      void queryClient.invalidateQueries({ queryKey: credentialsKey });
    },
  });
