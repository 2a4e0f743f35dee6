import { USER_LEVELS } from '@emas/contract';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { digitsOnly } from '../../../components/ui/input-formatters.ts';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import type { UserRow } from '../api/get-users.ts';
import { type AddUserInput, useAddUser, useEditUser } from '../api/save-user.ts';

type Props = { open: boolean; editing: UserRow | null; onClose: () => void };

const LEVEL_LABEL: Record<string, string> = {
  KASIR: 'KASIR - Kasir',
  SPV: 'SPV - Supervisor',
  OWN: 'OWN - Owner',
  SU: 'SU - Super User',
  MU: 'MU',
  DEV: 'DEV',
};

/** Add or edit a user: with a user open, saving edits it; otherwise it adds one. */
export function UserFormModal({ open, editing, onClose }: Props) {
  const [form] = Form.useForm<AddUserInput>();
  const add = useAddUser();
  const edit = useEditUser();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        user_id: editing.user_id,
        user_name: editing.user_name,
        level: editing.level,
        no_hp: editing.no_hp,
      });
  }, [open, editing, form]);

  const save = async () => {
    const v = await form.validateFields();
    const no_hp = v.no_hp?.trim() || undefined;
    if (editing)
      await edit.mutateAsync({ user_id: editing.user_id, user_name: v.user_name, level: v.level, no_hp });
    else await add.mutateAsync({ ...v, no_hp });
    onClose();
  };

  return (
    <StaticModal
      open={open}
      title={editing ? `Edit User ${editing.user_id}` : 'Tambah User'}
      okText="Simpan"
      cancelText="Batal"
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={add.isPending || edit.isPending}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item
          name="user_id"
          label="User ID"
          rules={[
            { required: true, whitespace: true, message: 'User ID Tidak Boleh Kosong' },
            {
              pattern: /^[A-Za-z0-9_.-]+$/,
              message: 'User ID Hanya Boleh Huruf, Angka, Titik, Strip Atau Garis Bawah',
            },
          ]}
        >
          <Input disabled={!!editing} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="user_name"
          label="Nama User"
          rules={[{ required: true, whitespace: true, message: 'Nama User Tidak Boleh Kosong' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="level"
          label="Level"
          rules={[{ required: true, message: 'Level Tidak Boleh Kosong' }]}
        >
          <Select
            placeholder="Pilih Level"
            options={USER_LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] ?? l }))}
          />
        </Form.Item>
        <Form.Item name="no_hp" label="No HP" normalize={digitsOnly}>
          <Input maxLength={20} inputMode="numeric" />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="password"
            label="Password"
            rules={[
              { required: true, message: 'Password Tidak Boleh Kosong' },
              { min: 6, message: 'Password Minimal 6 Karakter' },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </StaticModal>
  );
}
