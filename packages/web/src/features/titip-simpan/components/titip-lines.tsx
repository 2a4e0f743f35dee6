import { DeleteOutlined } from '@ant-design/icons';
import type { api, MasterOption } from '@emas/contract';
import { Button, Table } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GramInput, PercentInput, QtyInput } from '../../../components/ui/number-inputs.tsx';
import { groupColumn, namaColumn } from '../../dokumen/components/piece-columns.tsx';

/** A deposited piece as the cashier fills it (every field may still be empty). */
export type TitipDraft = {
  key: string;
  kode_group?: string;
  nama_barang?: string;
  kadar?: number;
  berat_emas?: number;
  berat_bruto?: number;
  qty?: number;
};

export const titipFieldId = (field: string, key: string) => `titip-${field}-${key}`;

export const toTitipPiece = (d: TitipDraft): api.TitipPieceInput => ({
  kode_group: d.kode_group ?? '',
  nama_barang: d.nama_barang ?? '',
  kadar: d.kadar as number,
  berat_emas: d.berat_emas as number,
  berat_bruto: d.berat_bruto ?? undefined,
  qty: d.qty ?? 1,
});

type Props = {
  lines: readonly TitipDraft[];
  groups: readonly MasterOption[];
  onChange: (key: string, patch: Partial<TitipDraft>) => void;
  onRemove: (key: string) => void;
};

/** Barang Titipan: group (its kadar filled in), name, kadar, gold weight, weight with plastic, qty. */
export function TitipLines({ lines, groups, onChange, onRemove }: Props) {
  const num = (field: 'kadar' | 'berat_emas' | 'berat_bruto', title: string, Comp: typeof GramInput) => ({
    key: field,
    title,
    width: 120,
    render: (_: unknown, l: TitipDraft, i: number) => (
      <Comp
        id={titipFieldId(field, l.key)}
        aria-label={`${title} ${i + 1}`}
        value={l[field]}
        onChange={(v) => onChange(l.key, { [field]: v })}
      />
    ),
  });
  return (
    <Table<TitipDraft>
      size="small"
      rowKey="key"
      data-testid="titip-pieces"
      pagination={false}
      dataSource={[...lines]}
      tableLayout="fixed"
      locale={{ emptyText: <EmptyState text="Belum Ada Barang Titipan: Tambah Barang (F4)" /> }}
      columns={[
        { key: 'no', title: 'No', width: 40, render: (_, _l, i) => i + 1 },
        groupColumn(groups, titipFieldId, onChange),
        namaColumn(titipFieldId, onChange),
        num('kadar', 'Kadar', PercentInput),
        num('berat_emas', 'Berat Emas', GramInput),
        num('berat_bruto', 'Berat + Plastik', GramInput),
        {
          key: 'qty',
          title: 'Qty',
          width: 64,
          render: (_, l, i) => (
            <QtyInput
              id={titipFieldId('qty', l.key)}
              aria-label={`Qty ${i + 1}`}
              max={1000}
              value={l.qty}
              onChange={(v) => onChange(l.key, { qty: v })}
            />
          ),
        },
        {
          key: 'hapus',
          title: '',
          width: 40,
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
        },
      ]}
    />
  );
}
