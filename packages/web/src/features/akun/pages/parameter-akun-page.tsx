import { api } from '@emas/contract';
import { Button, Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { showSuccess, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { paraAkunKey, saveParaAkun, useAkuns, useParaAkun } from '../api/akun-calls.ts';

type Para = api.ParaAkunTransaksi;
const keyOf = (p: Para) => `${p.trx}/${p.type}`;

/**
 * Parameter Akun (AKUN_MODULE): the list of transaction kinds and their journal accounts; Edit opens
 * one parameter, whose account numbers are chosen from the chart of accounts; Simpan saves ('Data
 * Berhasil Diedit') and returns to the list. A failure shows the server's text or 'Data Gagal Diedit'
 * in a toast.
 */
export function ParameterAkunPage() {
  const para = useParaAkun();
  const akuns = useAkuns();
  const [editing, setEditing] = useState<Para | null>(null);
  const [saving, setSaving] = useState(false);
  const names = new Map((akuns.data ?? []).map((a) => [a.nomor_akun, a.nama_akun]));
  const akunLabel = (n: string) => `${n} - ${names.get(n) ?? ''}`;

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      const res = await saveParaAkun(editing, {
        detail_akun: editing.detail_akun.map(({ kode_akun, jenis_akun, nomor_akun }) => ({
          kode_akun,
          jenis_akun,
          nomor_akun,
        })),
      });
      showSuccess(res.message ?? api.AKUN_MSG.edited);
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: paraAkunKey });
    } catch (e) {
      toast.success(e instanceof ApiError && e.status ? e.message : api.AKUN_MSG.failed);
    } finally {
      setSaving(false);
    }
  };

  if (editing)
    return (
      <PageFrame title="Parameter Akun" breadcrumb={['Keuangan', 'Parameter Akun', 'Edit']}>
        <Card size="small" title={`${editing.trx} - ${editing.type}`} data-testid="para-akun-edit">
          <Table
            size="small"
            pagination={false}
            rowKey="_id"
            dataSource={editing.detail_akun}
            columns={[
              { key: 'kode_akun', title: 'Kode Akun', dataIndex: 'kode_akun' },
              { key: 'jenis_akun', title: 'Jenis Akun', dataIndex: 'jenis_akun' },
              {
                key: 'nomor_akun',
                title: 'Nomor Akun',
                render: (_, d, i) => (
                  <Select
                    aria-label={`Nomor Akun ${d.kode_akun} ${d.jenis_akun}`}
                    style={{ minWidth: 320 }}
                    showSearch={{ optionFilterProp: 'label' }}
                    value={d.nomor_akun}
                    loading={akuns.isFetching}
                    options={(akuns.data ?? []).map((a) => ({
                      value: a.nomor_akun,
                      label: akunLabel(a.nomor_akun),
                    }))}
                    onChange={(v: string) =>
                      setEditing({
                        ...editing,
                        detail_akun: editing.detail_akun.map((x, j) =>
                          j === i ? { ...x, nomor_akun: v } : x,
                        ),
                      })
                    }
                  />
                ),
              },
            ]}
          />
          <Space style={{ marginTop: 12 }}>
            <Button onClick={() => setEditing(null)}>Kembali</Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              Simpan
            </Button>
          </Space>
        </Card>
      </PageFrame>
    );

  return (
    <PageFrame
      title="Parameter Akun"
      breadcrumb={['Keuangan', 'Parameter Akun']}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: paraAkunKey })}
    >
      <Table<Para>
        data-testid="para-akun-table"
        size="small"
        rowKey={keyOf}
        loading={para.isFetching}
        dataSource={para.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Tidak Ada Data' }}
        columns={[
          { key: 'trx', title: 'Transaksi', dataIndex: 'trx' },
          { key: 'type', title: 'Type', dataIndex: 'type' },
          {
            key: 'detail_akun',
            title: 'Akun',
            render: (_, p) => (
              <Space wrap>
                {p.detail_akun.map((d) => (
                  <Tag key={d._id} color={d.jenis_akun === 'DEBET' ? 'blue' : 'gold'}>
                    {d.jenis_akun} {d.kode_akun}: {akunLabel(d.nomor_akun)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'aksi',
            title: 'Aksi',
            render: (_, p) => (
              <Button size="small" onClick={() => setEditing(p)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
