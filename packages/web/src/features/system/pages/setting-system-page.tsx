import { SaveOutlined } from '@ant-design/icons';
import type { api } from '@emas/contract';
import { Button, Flex, Switch, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useModules, useSaveModules } from '../api/modules.ts';

type Row = api.ModuleSettingRow;

/** settingsystem: the shop's modules, each with a switch; saved together. */
export function SettingSystemPage() {
  const modules = useModules();
  const save = useSaveModules();
  const [draft, setDraft] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (modules.data) setDraft(Object.fromEntries(modules.data.map((m) => [m.key, m.active])));
  }, [modules.data]);

  const changed = useMemo(
    () => (modules.data ?? []).filter((m) => draft[m.key] !== undefined && draft[m.key] !== m.active),
    [modules.data, draft],
  );

  const columns: DataColumn<Row>[] = [
    {
      key: 'key',
      title: 'Kode Module',
      field: 'key',
      render: (m) => <Typography.Text code>{m.key}</Typography.Text>,
    },
    { key: 'description', title: 'Keterangan', field: 'description' },
    {
      key: 'active',
      title: 'Aktif',
      exportValue: (m) => (draft[m.key] ? 'AKTIF' : 'TIDAK AKTIF'),
      render: (m) => (
        <Switch
          checked={!!draft[m.key]}
          aria-label={m.key}
          checkedChildren="ON"
          unCheckedChildren="OFF"
          onChange={(on) => setDraft((d) => ({ ...d, [m.key]: on }))}
        />
      ),
    },
    {
      key: 'updated',
      title: 'Diubah',
      exportValue: (m) => (m.updated_by ? `${m.updated_by} ${m.updated_at ?? ''}` : ''),
      render: (m) =>
        m.updated_by ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.updated_by} · {m.updated_at?.slice(0, 16).replace('T', ' ')}
          </Typography.Text>
        ) : null,
    },
  ];

  return (
    <PageFrame
      title="Setting System"
      onRefresh={() => void modules.refetch()}
      extra={
        <Flex gap={8} align="center">
          {changed.length > 0 && <Tag color="orange">{changed.length} perubahan</Tag>}
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!changed.length}
            loading={save.isPending}
            onClick={() =>
              save.mutate({ modules: changed.map((m) => ({ key: m.key, active: !!draft[m.key] })) })
            }
          >
            Simpan
          </Button>
        </Flex>
      }
    >
      <DataTable<Row>
        testId="modules-table"
        rows={modules.data}
        loading={modules.isFetching}
        columns={columns}
        rowKey={(m) => m.key}
        pageSize={50}
        searchPlaceholder="Cari Module"
        cardTitle={(m) => m.key}
      />
    </PageFrame>
  );
}
