import { api } from '@emas/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { confirmDelete } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { useSession } from '../../../lib/session.ts';
import { type MasterToko, useMasterToko } from '../api/get-master-toko.ts';
import { useDeleteMasterToko } from '../api/save-master-toko.ts';
import { MasterTokoModal } from '../components/master-toko-modal.tsx';

/** master-toko (head office): the shops, their portals and whether a service credential is set. */
export function MasterTokoPage() {
  const shops = useMasterToko();
  const remove = useDeleteMasterToko();
  // Removing a shop removes its portal and credential: owners only (the server refuses the others).
  const { user } = useSession();
  const canRemove = api.PORTAL_MANAGER_LEVELS.includes(user?.level ?? '');
  const [modal, setModal] = useState<{ open: boolean; editing: MasterToko | null }>({
    open: false,
    editing: null,
  });

  const onDelete = async (t: MasterToko) => {
    if (await confirmDelete(t.kode_toko)) remove.mutate(t.kode_toko);
  };

  const columns: DataColumn<MasterToko>[] = [
    { key: 'kode_toko', title: 'Kode Toko', field: 'kode_toko' },
    { key: 'nama_toko', title: 'Nama Toko', field: 'nama_toko' },
    { key: 'portal', title: 'Portal', field: 'portal' },
    {
      key: 'token',
      title: 'Token Layanan',
      exportValue: (t) => (t.has_service_token ? 'ADA' : 'BELUM ADA'),
      render: (t) =>
        t.has_service_token ? <Tag color="green">ADA</Tag> : <Tag color="orange">BELUM ADA</Tag>,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      render: (t) => (
        <EditDeleteActions
          kode={t.kode_toko}
          onEdit={() => setModal({ open: true, editing: t })}
          onDelete={canRemove ? () => void onDelete(t) : undefined}
        />
      ),
    },
  ];

  return (
    <PageFrame title="Master Toko" onRefresh={() => void shops.refetch()}>
      <DataTable<MasterToko>
        testId="master-toko-table"
        rows={shops.data}
        loading={shops.isFetching}
        columns={columns}
        rowKey={(t) => t.kode_toko}
        onAdd={() => setModal({ open: true, editing: null })}
        exportCsv
        cardTitle={(t) => `${t.kode_toko} - ${t.nama_toko}`}
      />
      <MasterTokoModal
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
      />
    </PageFrame>
  );
}
