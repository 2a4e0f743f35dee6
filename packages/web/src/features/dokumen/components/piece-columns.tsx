import { DeleteOutlined } from '@ant-design/icons';
import type { MasterOption } from '@emas/contract';
import { Button, Input, Select } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** A piece line the customer brings (a pledge, a deposit) as the cashier fills it. */
type PieceLine = { key: string; kode_group?: string; nama_barang?: string; kadar?: number };
type IdOf = (field: string, key: string) => string;

/** The kadar of a group of the group master, when it has one. */
const groupKadar = (groups: readonly MasterOption[], kode: string) => {
  const k = Number(groups.find((g) => g.value === kode)?.row.kadar);
  return Number.isFinite(k) && k > 0 ? k : undefined;
};

/** The line's group (searchable); choosing it fills the kadar when the line has none yet. */
export const groupColumn = <L extends PieceLine>(
  groups: readonly MasterOption[],
  idOf: IdOf,
  onChange: (key: string, patch: Partial<L>) => void,
): ColumnType<L> => ({
  key: 'group',
  title: 'Group',
  width: 128,
  render: (_, l, i) => (
    <Select
      id={idOf('group', l.key)}
      aria-label={`Group ${i + 1}`}
      style={{ width: '100%' }}
      placeholder="Group"
      showSearch={{ optionFilterProp: 'label' }}
      value={l.kode_group}
      options={groups.map((g) => ({ value: g.value, label: g.value }))}
      onChange={(v: string) =>
        onChange(l.key, { kode_group: v, kadar: l.kadar ?? groupKadar(groups, v) } as Partial<L>)
      }
    />
  ),
});

/** The line's item name, upper-cased as typed. */
export const namaColumn = <L extends PieceLine>(
  idOf: IdOf,
  onChange: (key: string, patch: Partial<L>) => void,
): ColumnType<L> => ({
  key: 'nama',
  title: 'Nama Barang',
  render: (_, l, i) => (
    <Input
      id={idOf('nama', l.key)}
      aria-label={`Nama Barang ${i + 1}`}
      maxLength={100}
      value={l.nama_barang}
      style={{ textTransform: 'uppercase' }}
      onChange={(e) => onChange(l.key, { nama_barang: e.target.value.toUpperCase() } as Partial<L>)}
    />
  ),
});

/** The line's number, from 1. */
export const noColumn = <L,>(): ColumnType<L> => ({
  key: 'no',
  title: 'No',
  width: 40,
  render: (_, _l, i) => i + 1,
});

type NumberInput = (p: {
  id?: string;
  'aria-label'?: string;
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  max?: number;
}) => ReactNode;

/** A numeric field of the line (kadar, weights, qty); its id and label carry the line's place. */
export const numberColumn = <L extends { key: string }, F extends keyof L & string>(
  c: { key: string; field: F; title: string; width: number; Input: NumberInput; max?: number },
  idOf: IdOf,
  onChange: (key: string, patch: Partial<L>) => void,
): ColumnType<L> => ({
  key: c.key,
  title: c.title,
  width: c.width,
  render: (_, l, i) => (
    <c.Input
      id={idOf(c.key, l.key)}
      aria-label={`${c.title} ${i + 1}`}
      max={c.max}
      value={l[c.field] as number | undefined}
      onChange={(v) => onChange(l.key, { [c.field]: v } as Partial<L>)}
    />
  ),
});

/** The bin that takes the line out. */
export const removeColumn = <L extends { key: string }>(
  width: number,
  onRemove: (key: string) => void,
): ColumnType<L> => ({
  key: 'hapus',
  title: '',
  width,
  render: (_, l, i) => (
    <Button
      size="small"
      danger
      type="text"
      icon={<DeleteOutlined />}
      aria-label={`Hapus Barang ${i + 1}`}
      onClick={() => onRemove(l.key)}
    />
  ),
});
