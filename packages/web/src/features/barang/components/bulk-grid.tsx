import { DeleteOutlined } from '@ant-design/icons';
import type { MasterOption } from '@emas/contract';
import { Button, Input, Select, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { memo, useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { groupOfJenis, gudangOfBaki, isDiamondGroup } from '../api/barang-options.ts';
import { BULK_CELL_TEXT, type BulkCellKind, groupedDigits } from './bulk-cell-text.ts';
import { type BulkField, type BulkRow, isPlaceholder, PLACEHOLDER } from './bulk-rows.ts';

/** The grid's height (reports document section 2). */
export const GRID_HEIGHT = 500;

/** A text cell: typed freely, kept on blur or Enter (one edit, not one per key). */
const TextCell = memo(function TextCell(p: {
  value: string;
  kind: BulkCellKind;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  onCommit: (v: string) => void;
}) {
  const [draft, setDraft] = useState(p.value);
  useEffect(() => setDraft(p.value), [p.value]);
  const commit = () => {
    if (draft !== p.value) p.onCommit(draft);
  };
  return (
    <Input
      size="small"
      aria-label={p.label}
      value={p.kind === 'rupiah' ? groupedDigits(draft) : draft}
      placeholder={p.placeholder}
      disabled={p.disabled}
      onChange={(e) => setDraft(BULK_CELL_TEXT[p.kind](e.target.value))}
      onBlur={commit}
      onPressEnter={commit}
      style={{ textAlign: p.kind === 'upper' ? 'left' : 'right' }}
    />
  );
});

const SelectCell = memo(function SelectCell(p: {
  value: string;
  label: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <Select
      size="small"
      aria-label={p.label}
      value={p.value || undefined}
      options={p.options}
      disabled={p.disabled}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(v: string | undefined) => p.onChange(v ?? '')}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
});

export type BulkGridProps = {
  rows: readonly BulkRow[];
  onEdit: (id: string, patch: Partial<Omit<BulkRow, 'id'>>) => void;
  onRemove: (id: string) => void;
  /** Kadar jual and kadar modal are edited only with the harga_100% price category. */
  kadarEditable: boolean;
  masters: {
    gudang: readonly MasterOption[];
    baki: readonly MasterOption[];
    group: readonly MasterOption[];
    jenis: readonly MasterOption[];
  };
  page: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
};

const MARKIS = [
  { value: 'YA', label: 'YA' },
  { value: 'TIDAK', label: 'TIDAK' },
];

/** The editable grid of Tambah Barang Banyak: paged, 500 px high, codes and names upper case. */
export function BulkGrid({
  rows,
  onEdit,
  onRemove,
  kadarEditable,
  masters,
  page,
  pageSize,
  onPage,
}: BulkGridProps) {
  const gudang = useMemo(
    () => masters.gudang.map((o) => ({ value: o.value, label: o.value })),
    [masters.gudang],
  );
  const group = useMemo(
    () => masters.group.filter((o) => !isDiamondGroup(o)).map((o) => ({ value: o.value, label: o.value })),
    [masters.group],
  );
  const accGroups = useMemo(
    () => new Set(masters.group.filter((o) => o.row.jenis_group === 'ACC').map((o) => o.value)),
    [masters.group],
  );
  const bakiOf = useMemo(() => {
    const m = new Map<string, { value: string; label: string }[]>();
    for (const o of masters.baki) {
      const g = gudangOfBaki(o);
      m.set(g, [...(m.get(g) ?? []), { value: o.value, label: o.value }]);
    }
    return m;
  }, [masters.baki]);
  const jenisOf = useMemo(() => {
    const m = new Map<string, { value: string; label: string }[]>();
    for (const o of masters.jenis) {
      const g = groupOfJenis(o);
      m.set(g, [...(m.get(g) ?? []), { value: o.value, label: `${o.value} - ${o.row.nama_jenis ?? ''}` }]);
    }
    return m;
  }, [masters.jenis]);

  const text = (field: BulkField, title: string, kind: BulkCellKind, width: number) => ({
    key: field,
    title,
    width,
    render: (_: unknown, r: BulkRow, i: number) => {
      const n = (page - 1) * pageSize + i + 1;
      const ph = isPlaceholder(r);
      const disabled = !ph && (field === 'kadar' || field === 'kadar_modal') && accGroups.has(r.kode_group);
      return (
        <TextCell
          value={ph ? '' : r[field]}
          kind={kind}
          label={`${title} Baris ${n}`}
          placeholder={ph && field === 'kode_intern' ? PLACEHOLDER : undefined}
          disabled={disabled}
          onCommit={(v) => onEdit(r.id, { [field]: v })}
        />
      );
    },
  });
  const select = (
    field: BulkField,
    title: string,
    width: number,
    options: (r: BulkRow) => { value: string; label: string }[],
    patch: (r: BulkRow, v: string) => Partial<Omit<BulkRow, 'id'>> = (_, v) => ({ [field]: v }),
  ) => ({
    key: field,
    title,
    width,
    render: (_: unknown, r: BulkRow, i: number) => (
      <SelectCell
        value={isPlaceholder(r) ? '' : r[field]}
        label={`${title} Baris ${(page - 1) * pageSize + i + 1}`}
        options={options(r)}
        onChange={(v) => onEdit(r.id, patch(r, v))}
      />
    ),
  });

  const columns: ColumnsType<BulkRow> = [
    {
      key: 'no',
      title: 'No',
      width: 52,
      fixed: 'left',
      render: (_: unknown, r: BulkRow, i: number) => (isPlaceholder(r) ? '' : (page - 1) * pageSize + i + 1),
    },
    { ...text('kode_intern', 'Kode Intern', 'upper', 170), fixed: 'left' as const },
    text('nama_barang', 'Nama Barang', 'upper', 200),
    select(
      'kode_gudang',
      'Gudang',
      110,
      () => gudang,
      (r, v) => ({
        kode_gudang: v,
        kode_toko: (bakiOf.get(v) ?? []).some((b) => b.value === r.kode_toko) ? r.kode_toko : '',
      }),
    ),
    select('kode_toko', 'Baki', 110, (r) => bakiOf.get(r.kode_gudang) ?? []),
    select(
      'kode_group',
      'Group',
      130,
      () => group,
      (r, v) => ({
        kode_group: v,
        kode_dept: (jenisOf.get(v) ?? []).some((j) => j.value === r.kode_dept) ? r.kode_dept : '',
        ...(accGroups.has(v) ? { kadar: '0', kadar_modal: '0' } : {}),
      }),
    ),
    select('kode_dept', 'Jenis', 150, (r) => jenisOf.get(r.kode_group) ?? []),
    select('markis', 'Markis', 96, () => MARKIS),
    text('berat_asli', 'Berat Asli', 'gram', 100),
    text('berat', 'Berat', 'gram', 100),
    ...(kadarEditable ? [text('kadar', 'Kadar Jual', 'percent', 90)] : []),
    text('kadar_cetak', 'Kadar Cetak', 'upper', 100),
    ...(kadarEditable ? [text('kadar_modal', 'Kadar Modal', 'percent', 90)] : []),
    text('nama_atribut', 'Nama Atribut', 'upper', 140),
    text('berat_atribut', 'Berat Atribut', 'gram', 100),
    text('harga_atribut', 'Harga Atribut', 'rupiah', 120),
    text('berat_plastik', 'Berat Plastik', 'gram', 100),
    text('size', 'Size', 'upper', 80),
    text('tag_id', 'Tag RFID', 'upper', 140),
    {
      key: 'aksi',
      title: 'Aksi',
      width: 60,
      fixed: 'right',
      render: (_: unknown, r: BulkRow, i: number) =>
        isPlaceholder(r) ? null : (
          <Tooltip title="Hapus Baris">
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Hapus Baris ${(page - 1) * pageSize + i + 1}`}
              onClick={() => onRemove(r.id)}
            />
          </Tooltip>
        ),
    },
  ];

  return (
    <div data-testid="bulk-grid">
      <Table<BulkRow>
        size="small"
        bordered
        columns={columns}
        dataSource={rows as BulkRow[]}
        rowKey={(r) => r.id}
        rowClassName={(r) => (isPlaceholder(r) ? 'bulk-placeholder-row' : '')}
        scroll={{ x: 'max-content', y: GRID_HEIGHT }}
        pagination={{
          current: page,
          pageSize,
          total: rows.length,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100],
          showTotal: (t) => `Total ${Math.max(0, t - rows.filter(isPlaceholder).length)} barang`,
          onChange: onPage,
        }}
        locale={{ emptyText: <EmptyState /> }}
      />
    </div>
  );
}
