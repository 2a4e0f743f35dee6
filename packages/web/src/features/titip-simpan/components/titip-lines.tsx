import type { api, MasterOption } from '@emas/contract';
import { Table } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GramInput, PercentInput, QtyInput } from '../../../components/ui/number-inputs.tsx';
import { noColumn, numberColumn, removeColumn } from '../../dokumen/components/line-columns.tsx';
import { groupColumn, namaColumn } from '../../dokumen/components/piece-columns.tsx';
import { type PieceDraft, pieceBase } from '../../dokumen/components/piece-draft.ts';

/** A deposited piece as the cashier fills it (every field may still be empty). */
export type TitipDraft = PieceDraft & { berat_emas?: number; qty?: number };

export const titipFieldId = (field: string, key: string) => `titip-${field}-${key}`;

export const toTitipPiece = (d: TitipDraft): api.TitipPieceInput => ({
  ...pieceBase(d),
  berat_emas: d.berat_emas as number,
  qty: d.qty ?? 1,
});

type NumberField = 'kadar' | 'berat_emas' | 'berat_bruto' | 'qty';

type Props = {
  lines: readonly TitipDraft[];
  groups: readonly MasterOption[];
  onChange: (key: string, patch: Partial<TitipDraft>) => void;
  onRemove: (key: string) => void;
};

/** Barang Titipan: group (its kadar filled in), name, kadar, gold weight, weight with plastic, qty. */
export function TitipLines({ lines, groups, onChange, onRemove }: Props) {
  const num = (c: Omit<Parameters<typeof numberColumn<TitipDraft, NumberField>>[0], 'key'>) =>
    numberColumn<TitipDraft, NumberField>({ key: c.field, ...c }, titipFieldId, onChange);
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
        noColumn<TitipDraft>(),
        groupColumn(groups, titipFieldId, onChange),
        namaColumn(titipFieldId, onChange),
        num({ field: 'kadar', title: 'Kadar', width: 120, Input: PercentInput }),
        num({ field: 'berat_emas', title: 'Berat Emas', width: 120, Input: GramInput }),
        num({ field: 'berat_bruto', title: 'Berat + Plastik', width: 120, Input: GramInput }),
        num({ field: 'qty', title: 'Qty', width: 64, Input: QtyInput, max: 1000 }),
        removeColumn(40, onRemove),
      ]}
    />
  );
}
