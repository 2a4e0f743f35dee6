import type { MasterOption } from '@emas/contract';
import { Input, Select } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { PieceDraft } from './piece-draft.ts';

type PieceLine = PieceDraft;
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
