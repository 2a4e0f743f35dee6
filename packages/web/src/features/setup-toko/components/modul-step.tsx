import { api } from '@emas/contract';
import { Alert, Skeleton, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { getUser, mergeModules } from '../../../lib/session.ts';
import { useModules } from '../../system/api/modules.ts';
import { useSaveStep } from '../api/setup-toko.ts';
import { StepActions } from './step-actions.tsx';

/** Step 5: the module switches that exist, as the shop wants them (changed later in Setting System). */
export function ModulStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const modules = useModules();
  const save = useSaveStep(api.saveSetupModul);
  const [active, setActive] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (modules.data) setActive(Object.fromEntries(modules.data.map((m) => [m.key, m.active])));
  }, [modules.data]);
  if (!modules.data) return <Skeleton active />;
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const chosen = modules.data.map((m) => ({ key: m.key, active: active[m.key] ?? m.active }));
    const before = getUser()?.module ?? [];
    // Merged before the call: the live push of this very change may come before its answer.
    mergeModules(chosen);
    save.mutate({ modules: chosen }, { onSuccess: onDone, onError: () => mergeModules(before) });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Module">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="Nyalakan fitur yang dipakai toko. Bisa diubah kapan saja di Setting System."
      />
      <Table
        size="small"
        rowKey="key"
        dataSource={modules.data}
        pagination={false}
        scroll={{ y: 380 }}
        columns={[
          {
            key: 'active',
            title: 'Aktif',
            width: 90,
            render: (_: unknown, m: api.ModuleSettingRow) => (
              <Switch
                aria-label={m.description}
                checked={active[m.key] ?? m.active}
                onChange={(v) => setActive((a) => ({ ...a, [m.key]: v }))}
                checkedChildren="YA"
                unCheckedChildren="TIDAK"
              />
            ),
          },
          { key: 'description', title: 'Module', dataIndex: 'description' },
          { key: 'key', title: 'Kode', dataIndex: 'key', width: 320 },
        ]}
      />
      <StepActions onBack={onBack} saving={save.isPending} />
    </form>
  );
}
