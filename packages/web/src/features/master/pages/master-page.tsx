import {
  formatCell,
  type MasterDef,
  type MasterRow,
  masterByKey,
  masterByRoute,
  masterFilterLookup,
} from '@emas/contract';
import { Flex, Select } from 'antd';
import { useState } from 'react';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { confirmDelete } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import {
  fetchMasterPage,
  type MasterFilters,
  masterKey,
  useDeleteMaster,
  useMasterOptions,
} from '../api/master-calls.ts';
import { MasterFormModal } from '../components/master-form-modal.tsx';

/** Every master of the route table: one page from its contract definition. */
export function MasterPage() {
  const route = useCurrentRoute();
  const def = masterByRoute(route.path);
  if (!def) return null;
  return <MasterScreen key={def.key} def={def} title={route.title} />;
}

function MasterScreen({ def, title }: { def: MasterDef; title: string }) {
  const [modal, setModal] = useState<{ open: boolean; editing: MasterRow | null }>({
    open: false,
    editing: null,
  });
  const [filters, setFilters] = useState<MasterFilters>({});
  const remove = useDeleteMaster(def);

  const onDelete = async (row: MasterRow) => {
    const kode = def.keyFields.map((k) => row[k]).join(' / ');
    if (await confirmDelete(kode)) remove.mutate(row._id);
  };

  const columns: DataColumn<MasterRow>[] = [
    ...def.fields
      .filter((f) => f.list !== false)
      .map(
        (f): DataColumn<MasterRow> => ({
          key: f.key,
          title: f.label,
          align: f.format ? 'right' : undefined,
          exportValue: (r) => r[f.key],
          render: (r) => {
            const v = r[f.key];
            if (v === null || v === undefined) return '';
            if (f.type === 'boolean') return v ? 'YA' : 'TIDAK';
            return f.format ? formatCell(f.format, v) : String(v);
          },
        }),
      ),
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      width: 96,
      render: (r) => {
        const kode = def.keyFields.map((k) => r[k]).join(' / ');
        return (
          <EditDeleteActions
            kode={kode}
            onEdit={() => setModal({ open: true, editing: r })}
            onDelete={() => void onDelete(r)}
          />
        );
      },
    },
  ];

  return (
    <PageFrame
      title={title}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: masterKey(def) })}
      extra={
        def.filters?.length ? (
          <Flex gap={8} wrap>
            {def.filters.map((f) => (
              <FilterSelect
                key={f}
                def={def}
                field={f}
                value={filters[f]}
                onChange={(v) => setFilters((cur) => ({ ...cur, [f]: v }))}
              />
            ))}
          </Flex>
        ) : undefined
      }
    >
      <DataTable<MasterRow>
        testId={`master-${def.key}-table`}
        queryKey={[...masterKey(def), 'list', filters]}
        fetchPage={(r) => fetchMasterPage(def, r, filters)}
        columns={columns}
        rowKey={(r) => r._id}
        onAdd={() => setModal({ open: true, editing: null })}
        searchPlaceholder={`Cari ${def.title}`}
        exportCsv={{ fileName: `${title}.csv` }}
        cardTitle={(r) => def.keyFields.map((k) => r[k]).join(' / ')}
      />
      <MasterFormModal
        def={def}
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
      />
    </PageFrame>
  );
}

function FilterSelect(props: {
  def: MasterDef;
  field: string;
  value?: string;
  onChange: (v?: string) => void;
}) {
  // A select filters by its fixed options, a ref by the rows of its master (contract: masterFilterLookup).
  const lookup = masterFilterLookup(props.def, props.field);
  const options = useMasterOptions(lookup.kind === 'ref' ? masterByKey(lookup.ref) : undefined);
  const choices =
    lookup.kind === 'ref'
      ? (options.data ?? []).map((o) => ({ value: o.value, label: o.label }))
      : lookup.options.map((o) => ({ value: o, label: o }));
  return (
    <Select
      aria-label={`Filter ${lookup.field.label}`}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={`Semua ${lookup.field.label}`}
      style={{ minWidth: 180 }}
      value={props.value}
      onChange={props.onChange}
      options={choices}
    />
  );
}
