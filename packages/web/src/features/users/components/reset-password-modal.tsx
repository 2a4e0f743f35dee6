import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import type { UserRow } from '../api/get-users.ts';
import { useResetPassword } from '../api/save-user.ts';

type Props = { user: UserRow | null; onClose: () => void };
type Values = { password: string; confirm: string };

export function ResetPasswordModal({ user, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);
  const save = async () => {
    const v = await form.validateFields();
    if (!user) return;
    await reset.mutateAsync({ user_id: user.user_id, password: v.password });
    onClose();
  };
  return (
    <StaticModal
      open={!!user}
      title={`Reset Password ${user?.user_id ?? ''}`}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={reset.isPending}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label="Password Baru"
          rules={[
            { required: true, message: 'Password Tidak Boleh Kosong' },
            { min: 6, message: 'Password Minimal 6 Karakter' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Ulangi Password"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Ulangi Password Tidak Boleh Kosong' },
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                !v || v === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('Password Tidak Sama')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </StaticModal>
  );
}
