import { api, formatWaktu, MODULE } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ask, showSuccess } from '../../../components/ui/notify.tsx';
import { call, callData } from '../../../lib/api-client.ts';
import { useFingerprintOutcome } from '../../../lib/fingerprint-scan.ts';
import { useSession } from '../../../lib/session.ts';

const KEY = ['user-fingerprint', 'users'] as const;

/**
 * Data Users' fingerprint section (FINGERPRINT_MODULE): the SPV and OWN users, whether each has a
 * template enrolled, and enrolment by a scan on this counter's reader, or removal.
 */
export function FingerprintCard() {
  const { user } = useSession();
  const on = !!user?.module.some((m) => m.key === MODULE.FINGERPRINT && m.active);
  const users = useQuery({
    queryKey: KEY,
    enabled: on,
    queryFn: ({ signal }) => callData(api.listFingerprintUsers, { signal }),
  });
  const outcome = useFingerprintOutcome();
  const [enrolling, setEnrolling] = useState<{ user_id: string; failed: boolean } | null>(null);
  if (!on) return null;

  const enrol = async (userId: string) => {
    const request = await callData(api.enrolFingerprint, { body: { user_id: userId } });
    setEnrolling({ user_id: userId, failed: false });
    const result = await outcome.waitFor(request.id);
    if (result?.status === 'SUCCESS') {
      setEnrolling(null);
      showSuccess(api.FINGERPRINT_MSG.enrolled);
      void users.refetch();
    } else setEnrolling({ user_id: userId, failed: true });
  };
  const remove = async (userId: string) => {
    if (
      !(await ask({ title: `Hapus Fingerprint ${userId}?`, okText: 'OK', cancelText: 'Tidak', danger: true }))
    )
      return;
    const res = await call(api.removeFingerprint, { params: { user_id: userId } });
    showSuccess(res.message ?? api.FINGERPRINT_MSG.removed);
    void users.refetch();
  };

  return (
    <Card title="Fingerprint Otorisasi" size="small" style={{ marginTop: 16 }} data-testid="fingerprint-card">
      {enrolling && (
        <Alert
          style={{ marginBottom: 12 }}
          type={enrolling.failed ? 'error' : 'info'}
          showIcon
          title={`${enrolling.user_id}: ${enrolling.failed ? api.FINGERPRINT_MSG.failed : api.FINGERPRINT_MSG.enrolWaiting}`}
          closable={{ onClose: () => setEnrolling(null) }}
        />
      )}
      <Table<api.FingerprintUser>
        size="small"
        rowKey="user_id"
        loading={users.isFetching}
        pagination={false}
        dataSource={users.data ?? []}
        columns={[
          { key: 'user_id', title: 'User ID', dataIndex: 'user_id' },
          { key: 'user_name', title: 'Nama User', dataIndex: 'user_name' },
          { key: 'level', title: 'Level', dataIndex: 'level' },
          {
            key: 'enrolled_at',
            title: 'Fingerprint',
            render: (_, u) =>
              u.enrolled_at ? (
                <Tag color="green">Terdaftar {formatWaktu(u.enrolled_at)}</Tag>
              ) : (
                <Tag>Belum Terdaftar</Tag>
              ),
          },
          {
            key: 'aksi',
            title: 'Aksi',
            render: (_, u) => (
              <Space>
                <Button size="small" onClick={() => void enrol(u.user_id)}>
                  {u.enrolled_at ? 'Daftarkan Ulang' : 'Daftarkan'}
                </Button>
                {u.enrolled_at && (
                  <Button size="small" danger onClick={() => void remove(u.user_id)}>
                    Hapus
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
