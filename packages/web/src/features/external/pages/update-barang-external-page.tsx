import { SearchOutlined, SendOutlined } from '@ant-design/icons';
import { formatTanggal } from '@emas/contract';
import { type BarangExternal, EXTERNAL_MSG, type MemberExternal } from '@emas/contract/api/external';
import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { findActiveMembers, findSoldExternal, processExternal } from '../api/external-calls.ts';
import { type Range, RangeForm } from '../components/range-form.tsx';
import { BARANG_EXTERNAL_COLUMNS } from './kirim-barang-external-page.tsx';

/** An empty list (404) is an empty table; any other failure shows the server's text. */
async function listOrEmpty<T>(load: () => Promise<{ data: T[] }>, empty: string): Promise<T[] | string> {
  try {
    return (await load()).data;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return e.status === 404 ? [] : e.message || empty;
  }
}

/**
 * Update Barang External: a date range; UPDATE STOCK BARANG WEB (the web's sales of those days) and
 * UPDATE MEMBER WEB (its new members); Kirim marks the items sold here (once) and adds the members.
 */
export function UpdateBarangExternalPage() {
  const { user } = useSession();
  const [range, setRange] = useState<Range>({ from: user?.tgl_system, to: user?.tgl_system });
  const { from, to } = range;
  const [barang, setBarang] = useState<BarangExternal[]>([]);
  const [members, setMembers] = useState<MemberExternal[]>([]);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);

  const search = async () => {
    if (!from || !to) return;
    setLoading(true);
    try {
      const range = { tgl_from: from, tgl_to: to };
      const [b, m] = await Promise.all([
        listOrEmpty(() => findSoldExternal(range), EXTERNAL_MSG.sendFailed),
        listOrEmpty(() => findActiveMembers(range), EXTERNAL_MSG.sendFailed),
      ]);
      if (typeof b === 'string' || typeof m === 'string') {
        showError(typeof b === 'string' ? b : (m as string));
        return;
      }
      setBarang(b.filter((r) => r.status_external !== 'SOLD'));
      setMembers(m);
      if (!b.length) showError(EXTERNAL_MSG.barangKosong);
      else if (!m.length) showError(EXTERNAL_MSG.memberKosong);
      else toast.success(EXTERNAL_MSG.tersedia);
    } finally {
      setLoading(false);
    }
  };

  const send = async () => {
    setSending(true);
    try {
      const r = await processExternal({
        data_barangs: barang.map((b) => b.id_ext).filter((id): id is string => !!id),
        data_members: members.map((m) => ({ ...m, tgl_lahir: m.tgl_lahir ?? null })),
      });
      toast.success(r.message ?? EXTERNAL_MSG.tersimpan);
      setBarang([]);
      setMembers([]);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title="Update Barang External">
      <RangeForm id="update-external" range={range} onChange={setRange} onSubmit={() => void search()}>
        <Button htmlType="submit" icon={<SearchOutlined />} loading={loading}>
          Cari Data
        </Button>
      </RangeForm>
      <Flex vertical gap={16}>
        <Typography.Title level={5}>UPDATE STOCK BARANG WEB</Typography.Title>
        <Table<BarangExternal>
          size="small"
          rowKey="kode_barcode"
          data-testid="update-external-barang"
          loading={loading}
          dataSource={barang}
          pagination={false}
          scroll={{ x: 700 }}
          locale={{ emptyText: <EmptyState text={EXTERNAL_MSG.barangKosong} /> }}
          columns={BARANG_EXTERNAL_COLUMNS}
        />
        <Typography.Title level={5}>UPDATE MEMBER WEB</Typography.Title>
        <Table<MemberExternal>
          size="small"
          rowKey="kode_member"
          data-testid="update-external-member"
          loading={loading}
          dataSource={members}
          pagination={false}
          scroll={{ x: 700 }}
          locale={{ emptyText: <EmptyState text={EXTERNAL_MSG.memberKosong} /> }}
          columns={[
            { key: 'kode_member', title: 'Kode Member', dataIndex: 'kode_member' },
            { key: 'nama_customer', title: 'Nama Customer', dataIndex: 'nama_customer' },
            { key: 'alamat', title: 'Alamat', dataIndex: 'alamat_customer' },
            {
              key: 'tgl_lahir',
              title: 'Tanggal Lahir',
              render: (_, r) => (r.tgl_lahir ? formatTanggal(r.tgl_lahir) : '-'),
            },
          ]}
        />
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={<SendOutlined />}
            data-testid="update-external-kirim"
            loading={sending}
            disabled={!barang.length && !members.length}
            onClick={() => void send()}
          >
            Kirim
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
