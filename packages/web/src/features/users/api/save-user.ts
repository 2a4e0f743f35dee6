import { api, MSG } from '@emas/contract';
import { useMutation } from '@tanstack/react-query';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { type BodyOf, call } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { usersKey } from './get-users.ts';

export type AddUserInput = BodyOf<typeof api.addUser>;
export type EditUserInput = BodyOf<typeof api.editUser>;

const done = (fallback: string) => (res: { message?: string }) => {
  showSuccess(res.message ?? fallback);
  void queryClient.invalidateQueries({ queryKey: usersKey });
};

export const useAddUser = () =>
  useMutation({
    mutationFn: (body: AddUserInput) => call(api.addUser, { body }),
    onSuccess: done(MSG.added),
  });

export const useEditUser = () =>
  useMutation({
    mutationFn: ({ user_id, ...body }: EditUserInput & { user_id: string }) =>
      call(api.editUser, { params: { user_id }, body }),
    onSuccess: done(MSG.edited),
  });

export const useSetUserStatus = () =>
  useMutation({
    mutationFn: ({ user_id, status }: { user_id: string; status: 'ACTIVE' | 'INACTIVE' }) =>
      call(api.setUserStatus, { params: { user_id }, body: { status } }),
    onSuccess: done(MSG.edited),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ user_id, password }: { user_id: string; password: string }) =>
      call(api.resetPassword, { params: { user_id }, body: { password } }),
    onSuccess: (res) => showSuccess(res.message ?? 'Password Berhasil Direset'),
  });
