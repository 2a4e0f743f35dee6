import { SearchOutlined } from '@ant-design/icons';
import {
  type api,
  formatJam,
  formatMoney,
  formatPercent,
  formatTanggal,
  type KuponState,
} from '@emas/contract';
import { Descriptions, Flex, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useCekKupon } from '../api/kupon-calls.ts';

const STATE_COLOR: Record<KuponState, string> = {
  AKTIF: 'green',
  'BELUM BERLAKU': 'blue',
  KADALUARSA: 'orange',
  HABIS: 'red',
  'TIDAK DITEMUKAN': 'default',
};

const potonganText = (k: NonNullable<api.KuponInfo['kupon']>) =>
  k.jenis_potongan === 'PERSEN'
    ? `${formatPercent(k.nilai_potongan)} %${k.maksimal_potongan ? ` (maks. Rp ${formatMoney(k.maksimal_potongan)})` : ''}`
    : `Rp ${formatMoney(k.nilai_potongan)}`;

/** Cek Kupon: type a code, see the coupon, its state on the business day, the quota left and its usages. */
export function CekKuponPage() {
  const [kode, setKode] = useState<string | null>(null);
  const info = useCekKupon(kode);
  const d = info.data;
  return (
    <PageFrame title="Cek Kupon" onRefresh={() => void info.refetch()}>
      <Flex vertical gap={16}>
        <Input.Search
          aria-label="Kode Kupon"
          placeholder="Ketik kode kupon lalu Enter"
          enterButton={<SearchOutlined />}
          allowClear
          autoFocus
          size="large"
          style={{ maxWidth: 420 }}
          loading={info.isFetching}
          onSearch={(v) => setKode(v.trim().toUpperCase() || null)}
        />
        {d && (
          <>
            <Flex align="center" gap={12}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {d.kode_kupon}
              </Typography.Title>
              <Tag color={STATE_COLOR[d.state]} data-testid="kupon-state" style={{ fontSize: 14 }}>
                {d.state}
              </Tag>
              <Typography.Text type="secondary">per {formatTanggal(d.tanggal)}</Typography.Text>
            </Flex>
            {d.kupon && (
              <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} data-testid="kupon-detail">
                <Descriptions.Item label="Nama Kupon">{d.kupon.nama_kupon}</Descriptions.Item>
                <Descriptions.Item label="Potongan">{potonganText(d.kupon)}</Descriptions.Item>
                <Descriptions.Item label="Minimal Belanja">
                  Rp {formatMoney(d.kupon.minimal_belanja)}
                </Descriptions.Item>
                <Descriptions.Item label="Berlaku">
                  {formatTanggal(d.kupon.tgl_awal)} s/d {formatTanggal(d.kupon.tgl_akhir)}
                </Descriptions.Item>
                <Descriptions.Item label="Kuota">
                  {formatMoney(d.terpakai)} terpakai dari {formatMoney(d.kupon.kuota)} · sisa{' '}
                  <b data-testid="kupon-sisa">{formatMoney(d.sisa_kuota)}</b>
                </Descriptions.Item>
                <Descriptions.Item label="Member">
                  {d.kupon.kode_member || 'UMUM (semua pelanggan)'}
                </Descriptions.Item>
              </Descriptions>
            )}
            <Table<api.KuponPakai>
              size="small"
              rowKey="no_faktur_group"
              data-testid="kupon-riwayat"
              title={() => 'Riwayat Pemakaian'}
              dataSource={d.riwayat}
              pagination={{ pageSize: 20 }}
              locale={{ emptyText: <EmptyState /> }}
              columns={[
                { key: 'no', title: 'No Faktur', dataIndex: 'no_faktur_group' },
                {
                  key: 'jam',
                  title: 'Tanggal',
                  render: (_, r) => `${formatTanggal(r.tanggal)} ${formatJam(r.jam)}`,
                },
                {
                  key: 'member',
                  title: 'Member / Customer',
                  render: (_, r) => [r.kode_member, r.nama_customer].filter(Boolean).join(' - '),
                },
                {
                  key: 'belanja',
                  title: 'Total Belanja',
                  align: 'right',
                  render: (_, r) => formatMoney(r.total_belanja),
                },
                {
                  key: 'potongan',
                  title: 'Potongan',
                  align: 'right',
                  render: (_, r) => formatMoney(r.potongan),
                },
                {
                  key: 'status',
                  title: 'Status',
                  render: (_, r) => <Tag color={r.status === 'BATAL' ? 'red' : 'green'}>{r.status}</Tag>,
                },
                { key: 'input_by', title: 'Input By', dataIndex: 'input_by' },
              ]}
            />
          </>
        )}
      </Flex>
    </PageFrame>
  );
}
