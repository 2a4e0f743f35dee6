import { api, MSG } from '@emas/contract';
import { useMutation } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { type BodyOf, call } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { masterTokoKey } from './get-master-toko.ts';

export type AddMasterTokoInput = BodyOf<typeof api.addMasterToko>;
export type EditMasterTokoInput = BodyOf<typeof api.editMasterToko>;

const done = (fallback: string) => (res: { message?: string }) => {
  showSuccess(res.message ?? fallback);
  void queryClient.invalidateQueries({ queryKey: masterTokoKey });
};

export const useAddMasterToko = () =>
  useMutation({
    mutationFn: (body: AddMasterTokoInput) => call(api.addMasterToko, { body }),
    onSuccess: done(MSG.added),
  });

export const useEditMasterToko = () =>
  useMutation({
    mutationFn: ({ kode_toko, ...body }: EditMasterTokoInput & { kode_toko: string }) =>
      call(api.editMasterToko, { params: { kode_toko }, body }),
    onSuccess: done(MSG.edited),
  });

export const useDeleteMasterToko = () =>
  useMutation({
    mutationFn: (kode_toko: string) => call(api.deleteMasterToko, { params: { kode_toko } }),
    onSuccess: done(MSG.deleted),
  });
