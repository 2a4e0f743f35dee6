import { KeyOutlined } from '@ant-design/icons';
import { type api, formatWaktu } from '@emas/contract';
import { Alert, Button, Card, Checkbox, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ask } from '../../../components/ui/notify.tsx';
import {
  useIssueServiceToken,
  useRevokeServiceCredential,
  useServiceCredentials,
} from '../api/toko-setting.ts';

/**
 * Head office reaches this shop with a service credential: issued here once (only its hash is kept
 * by the shop), then typed into head office's master-toko entry for this shop. The list shows each
 * credential by its fingerprint; a credential can be revoked, or the old ones revoked with a new one.
 */
export function ServiceTokenCard({ forBranch = false }: { forBranch?: boolean }) {
  const issue = useIssueServiceToken();
  const list = useServiceCredentials();
  const revoke = useRevokeServiceCredential();
  const [revokeOthers, setRevokeOthers] = useState(false);
  // At head office: a credential under a new branch's code, which that branch pastes in Setup Toko
  // to copy head office's masters (read only; issue 39).
  const [branch, setBranch] = useState('');

  const onRevoke = async (c: api.ServiceCredential) => {
    const ok = await ask({ title: `Cabut Token Layanan ${c.fingerprint}?`, okText: 'Cabut', danger: true });
    if (ok) revoke.mutate(c.id);
  };

  return (
    <Card
      size="small"
      title={forBranch ? 'Token Layanan Untuk Cabang' : 'Token Layanan Kantor Pusat'}
      style={{ marginTop: 16 }}
    >
      <Typography.Paragraph type="secondary">
        {forBranch
          ? 'Cabang baru memakai token ini di Setup Toko untuk menyalin data master kantor pusat.'
          : 'Kantor pusat memakai token ini untuk membuka data toko ini.'}
      </Typography.Paragraph>
      {issue.data ? (
        <Alert
          type="success"
          showIcon
          title="Salin token ini ke Master Toko di kantor pusat. Token hanya ditampilkan sekali."
          description={
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {issue.data.service_token}
            </Typography.Text>
          }
        />
      ) : forBranch ? (
        <Space wrap>
          <Input
            aria-label="Kode Toko Cabang"
            placeholder="Kode Toko Cabang"
            value={branch}
            maxLength={20}
            onChange={(e) => setBranch(e.target.value.toUpperCase())}
            style={{ width: 180 }}
          />
          <Button
            icon={<KeyOutlined />}
            loading={issue.isPending}
            disabled={!branch.trim()}
            onClick={() => issue.mutate({ name: branch.trim() })}
          >
            Buat Token Layanan
          </Button>
        </Space>
      ) : (
        <Space wrap>
          <Button
            icon={<KeyOutlined />}
            loading={issue.isPending}
            onClick={() => issue.mutate({ revoke_others: revokeOthers })}
          >
            Buat Token Layanan
          </Button>
          <Checkbox checked={revokeOthers} onChange={(e) => setRevokeOthers(e.target.checked)}>
            Cabut Token Lama
          </Checkbox>
        </Space>
      )}
      <Table<api.ServiceCredential>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="id"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        columns={[
          { title: 'Nama', dataIndex: 'name' },
          {
            title: 'Sidik',
            dataIndex: 'fingerprint',
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          { title: 'Dibuat Oleh', dataIndex: 'created_by' },
          { title: 'Dibuat', dataIndex: 'created_at', render: (v: string) => formatWaktu(v) },
          {
            title: 'Status',
            dataIndex: 'revoked_at',
            render: (v: string | null) => (v ? <Tag>DICABUT</Tag> : <Tag color="green">AKTIF</Tag>),
          },
          {
            title: '',
            key: 'aksi',
            render: (_: unknown, c) =>
              c.revoked_at ? null : (
                <Button size="small" danger loading={revoke.isPending} onClick={() => void onRevoke(c)}>
                  Cabut
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
