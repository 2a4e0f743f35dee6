import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type MasterDef, type MasterField, masterByKey, SYSTEM_GUDANG } from '@emas/contract';
import { Button, Select, Table, Tooltip } from 'antd';
import { MasterFieldInput } from '../../master/components/master-field-input.tsx';

export type DraftRow = Record<string, unknown> & { _k: string };
export type Drafts = Record<string, DraftRow[]>;

type Props = {
  def: MasterDef;
  drafts: Drafts;
  onChange: (rows: DraftRow[]) => void;
};

let seq = 0;
export const draftKey = () => `r${++seq}`;

/** A row the code needs by its code (a system warehouse): kept, and its code not changed. */
const isSystemRow = (def: MasterDef, row: DraftRow) =>
  def.key === 'gudang' && SYSTEM_GUDANG.includes(String(row.kode_gudang ?? ''));

/** Choices of a `ref` field: the rows of that master as typed in this wizard (not saved yet). */
function refOptions(field: MasterField, drafts: Drafts) {
  const ref = field.ref ? masterByKey(field.ref) : undefined;
  if (!ref) return [];
  const key = ref.keyFields[0] ?? '';
  return (drafts[ref.key] ?? [])
    .map((r) => String(r[key] ?? ''))
    .filter(Boolean)
    .map((v) => {
      const row = (drafts[ref.key] ?? []).find((r) => r[key] === v);
      const nama = ref.nameField ? String(row?.[ref.nameField] ?? '') : '';
      return { value: v, label: nama && nama !== v ? `${v} - ${nama}` : v };
    });
}

/** The starter rows of one master, editable in place: every field by its type, rows added and removed. */
export function MasterTable({ def, drafts, onChange }: Props) {
  const rows = drafts[def.key] ?? [];
  const set = (k: string, field: string, value: unknown) =>
    onChange(rows.map((r) => (r._k === k ? { ...r, [field]: value } : r)));
  const columns = [
    ...def.fields.map((f) => ({
      key: f.key,
      title: f.label,
      width: f.type === 'code' || f.type === 'ref' ? 150 : f.type === 'text' ? 220 : 140,
      render: (_: unknown, row: DraftRow) => {
        const id = `setup-${def.key}-${row._k}-${f.key}`;
        if (f.type === 'ref')
          return (
            <Select
              id={id}
              aria-label={f.label}
              value={(row[f.key] as string | undefined) || undefined}
              onChange={(v) => set(row._k, f.key, v)}
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={`Pilih ${f.label}`}
              options={refOptions(f, drafts)}
            />
          );
        return (
          <MasterFieldInput
            id={id}
            field={f}
            value={row[f.key]}
            disabled={isSystemRow(def, row) && def.keyFields.includes(f.key)}
            onChange={(v) => set(row._k, f.key, v)}
          />
        );
      },
    })),
    {
      key: '_hapus',
      title: '',
      width: 56,
      render: (_: unknown, row: DraftRow) =>
        isSystemRow(def, row) ? null : (
          <Tooltip title="Hapus Baris">
            <Button
              aria-label="Hapus Baris"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange(rows.filter((r) => r._k !== row._k))}
            />
          </Tooltip>
        ),
    },
  ];
  return (
    <>
      <Table<DraftRow>
        size="small"
        rowKey="_k"
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content', y: 330 }}
      />
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() =>
          onChange([
            ...rows,
            {
              _k: draftKey(),
              ...Object.fromEntries(
                def.fields.filter((f) => f.initial !== undefined).map((f) => [f.key, f.initial]),
              ),
            },
          ])
        }
      >
        Tambah Baris {def.title}
      </Button>
    </>
  );
}
