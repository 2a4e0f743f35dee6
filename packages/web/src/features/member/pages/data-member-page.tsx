import { EditOutlined, GiftOutlined, HistoryOutlined } from '@ant-design/icons';
import { type api, formatNumber, formatTanggal } from '@emas/contract';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { fetchMemberPage, MEMBER_KEY, refreshMembers } from '../api/member-calls.ts';
import { MemberFormModal } from '../components/member-form-modal.tsx';
import { TukarPointModal } from '../components/tukar-point-modal.tsx';

type Member = api.MemberRow;

export const memberAddress = (m: Member) =>
  [m.alamat_customer, m.kelurahan, m.kecamatan, m.kota].filter(Boolean).join(', ');

/** data-member: the members with search, add and edit, and the point-exchange modal. */
export function DataMemberPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<{ open: boolean; editing: Member | null }>({ open: false, editing: null });
  const [exchange, setExchange] = useState<Member | null>(null);

  const columns: DataColumn<Member>[] = [
    { key: 'kode_member', title: 'Kode Member', field: 'kode_member' },
    { key: 'nama_customer', title: 'Nama Customer', field: 'nama_customer' },
    { key: 'alamat', title: 'Alamat', render: memberAddress, exportValue: memberAddress },
    { key: 'no_hp', title: 'No HP', field: 'no_hp' },
    { key: 'nik', title: 'NIK', field: 'nik' },
    {
      key: 'tgl_lahir',
      title: 'Tgl Lahir',
      render: (m) => (m.tgl_lahir ? formatTanggal(m.tgl_lahir) : '-'),
      exportValue: (m) => m.tgl_lahir ?? '',
      exportFormat: 'date',
    },
    { key: 'kode_cabang_daftar', title: 'Daftar Di', field: 'kode_cabang_daftar' },
    {
      key: 'point',
      title: 'Point',
      align: 'right',
      render: (m) => <span data-testid={`point-${m.kode_member}`}>{formatNumber(m.point)}</span>,
      exportValue: (m) => m.point,
    },
    {
      key: 'status',
      title: 'Status',
      render: (m) => <Tag color={m.status === 'ACTIVE' ? 'green' : 'default'}>{m.status}</Tag>,
      exportValue: (m) => m.status,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      render: (m) => (
        <Space>
          <Tooltip title="Edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${m.kode_member}`}
              onClick={() => setForm({ open: true, editing: m })}
            />
          </Tooltip>
          <Tooltip title="Tukar Point">
            <Button
              size="small"
              icon={<GiftOutlined />}
              aria-label={`Tukar Point ${m.kode_member}`}
              disabled={m.status !== 'ACTIVE'}
              onClick={() => setExchange(m)}
            />
          </Tooltip>
          <Tooltip title="Lihat Transaksi">
            <Button
              size="small"
              icon={<HistoryOutlined />}
              aria-label={`Lihat Transaksi ${m.kode_member}`}
              onClick={() =>
                navigate(`/lihat-transaksi-member?kode_member=${encodeURIComponent(m.kode_member)}`)
              }
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title="Data Member" onRefresh={() => void refreshMembers()}>
      <DataTable<Member>
        testId="data-member-table"
        queryKey={[...MEMBER_KEY, 'list']}
        fetchPage={fetchMemberPage}
        columns={columns}
        rowKey={(m) => m.kode_member}
        searchPlaceholder="Cari kode, nama atau no HP"
        onAdd={() => setForm({ open: true, editing: null })}
        addLabel="Tambah Member"
        exportCsv={{ fileName: 'DATA MEMBER.csv' }}
        cardTitle={(m) => `${m.kode_member} — ${m.nama_customer}`}
      />
      <MemberFormModal
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
      />
      <TukarPointModal member={exchange} onClose={() => setExchange(null)} />
    </PageFrame>
  );
}
