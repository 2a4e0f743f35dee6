import { EditOutlined, KeyOutlined, PoweroffOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { ask } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { fetchUsersPage, type UserRow, usersKey } from '../api/get-users.ts';
import { useSetUserStatus } from '../api/save-user.ts';
import { FingerprintCard } from '../components/fingerprint-card.tsx';
import { ResetPasswordModal } from '../components/reset-password-modal.tsx';
import { UserFormModal } from '../components/user-form-modal.tsx';

/** data-users: the shop's users, add/edit, deactivate/activate and reset password. */
export function DataUsersPage() {
  const [modal, setModal] = useState<{ open: boolean; editing: UserRow | null }>({
    open: false,
    editing: null,
  });
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const setStatus = useSetUserStatus();

  const toggleStatus = async (u: UserRow) => {
    const activate = u.status !== 'ACTIVE';
    const ok = await ask({
      title: `Apakah Anda Yakin Ingin ${activate ? 'Mengaktifkan' : 'Menonaktifkan'} User ${u.user_id}?`,
      okText: 'OK',
      cancelText: 'Tidak',
      danger: !activate,
    });
    if (ok) setStatus.mutate({ user_id: u.user_id, status: activate ? 'ACTIVE' : 'INACTIVE' });
  };

  const columns: DataColumn<UserRow>[] = [
    { key: 'user_id', title: 'User ID', field: 'user_id' },
    { key: 'user_name', title: 'Nama User', field: 'user_name' },
    { key: 'level', title: 'Level', field: 'level' },
    { key: 'no_hp', title: 'No HP', field: 'no_hp' },
    {
      key: 'status',
      title: 'Status',
      field: 'status',
      render: (u) =>
        u.status === 'ACTIVE' ? <Tag color="green">AKTIF</Tag> : <Tag color="red">TIDAK AKTIF</Tag>,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      render: (u) => (
        <Space size={4}>
          <Tooltip title="Edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${u.user_id}`}
              onClick={() => setModal({ open: true, editing: u })}
            />
          </Tooltip>
          <Tooltip title={u.status === 'ACTIVE' ? 'Nonaktifkan' : 'Aktifkan'}>
            <Button
              size="small"
              danger={u.status === 'ACTIVE'}
              icon={<PoweroffOutlined />}
              aria-label={`${u.status === 'ACTIVE' ? 'Nonaktifkan' : 'Aktifkan'} ${u.user_id}`}
              onClick={() => void toggleStatus(u)}
            />
          </Tooltip>
          <Tooltip title="Reset Password">
            <Button
              size="small"
              icon={<KeyOutlined />}
              aria-label={`Reset Password ${u.user_id}`}
              onClick={() => setResetting(u)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title="Data Users"
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: usersKey })}
    >
      <DataTable<UserRow>
        testId="users-table"
        queryKey={[...usersKey, 'page']}
        fetchPage={fetchUsersPage}
        columns={columns}
        rowKey={(u) => u.user_id}
        onAdd={() => setModal({ open: true, editing: null })}
        exportCsv={{ fileName: 'data-users.csv' }}
        cardTitle={(u) => u.user_id}
      />
      <UserFormModal
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <FingerprintCard />
    </PageFrame>
  );
}
