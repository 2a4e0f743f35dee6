import { api, formatMoney, type MasterOption } from '@emas/contract';
import { Select, Spin, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GramInput, PercentInput, QtyInput } from '../../../components/ui/number-inputs.tsx';
import { noColumn, numberColumn, removeColumn } from '../../dokumen/components/line-columns.tsx';
import { groupColumn, namaColumn } from '../../dokumen/components/piece-columns.tsx';
import { type PieceDraft, pieceBase } from '../../dokumen/components/piece-draft.ts';
import { type PledgePhoto, PledgePhotoCell } from './pledge-photo.tsx';

/** A pledged piece as the cashier fills it (every field may still be empty). */
export type PledgeDraft = PieceDraft & {
  berat?: number;
  jumlah?: number;
  kondisi?: string;
  foto?: PledgePhoto;
};

/** The id of a line's field (focus after adding a line, labels). */
export const pledgeFieldId = (field: string, key: string) => `hutang-${field}-${key}`;

/** The piece as the contract takes it (detail_barang[]). */
export const toPieceInput = (d: PledgeDraft): api.HutangPieceInput => ({
  ...pieceBase(d),
  berat: d.berat as number,
  jumlah: d.jumlah ?? 1,
  kondisi: d.kondisi ?? '',
  gambar: d.foto?.gambar,
});

/** A line the contract accepts (its plafond can be computed). */
export const isComplete = (d: PledgeDraft) => api.hutangPieceInput.safeParse(toPieceInput(d)).success;

type Props = {
  lines: readonly PledgeDraft[];
  /** The plafond of each line (by key) from the server's answer; undefined while unknown. */
  plafonds: ReadonlyMap<string, api.HutangPiecePlafond>;
  quoting: boolean;
  groups: readonly MasterOption[];
  kondisi: readonly MasterOption[];
  onChange: (key: string, patch: Partial<PledgeDraft>) => void;
  onRemove: (key: string) => void;
  /** What each line still lacks (by line key, then by the piece's field), shown under the field. */
  errors?: ReadonlyMap<string, Readonly<Record<string, string>>>;
};

/** The piece's field each column holds (its errors are shown under it). */
const FIELD_OF_COLUMN: Record<string, string> = {
  group: 'kode_group',
  nama: 'nama_barang',
  kadar: 'kadar',
  berat: 'berat',
  bruto: 'berat_bruto',
  jumlah: 'jumlah',
  kondisi: 'kondisi',
};

type Column = ColumnType<PledgeDraft>;
/** The columns, each with the line's error of its field under the control, in red. */
const withErrors = (errors: Props['errors'], columns: Column[]): Column[] => columns.map(withError(errors));
const withError =
  (errors: Props['errors']) =>
  (c: Column): Column => {
    const field = FIELD_OF_COLUMN[String(c.key)];
    const render = c.render;
    if (!field || !render || !errors?.size) return c;
    return {
      ...c,
      render: (v, l, i) => {
        const message = errors.get(l.key)?.[field];
        return (
          <>
            {render(v, l, i) as ReactNode}
            {message && (
              <Typography.Text
                type="danger"
                role="alert"
                style={{ display: 'block', fontSize: 12, lineHeight: '16px', marginTop: 2 }}
                data-testid={`hutang-error-${field}-${i + 1}`}
              >
                {message}
              </Typography.Text>
            )}
          </>
        );
      },
    };
  };

const SOURCE: Record<api.HutangPiecePlafond['sumber'], string> = {
  GROUP: 'per gram group',
  KADAR: 'harga kadar',
  NONE: 'tanpa plafond',
};

/**
 * The pledged pieces (Barang Jaminan): group (its kadar filled in), name, kadar, weight and gross
 * weight, quantity, condition (kondisi-pinjaman), a photo, and each piece's plafond as computed.
 */
export function PledgeLines({
  lines,
  plafonds,
  quoting,
  groups,
  kondisi,
  onChange,
  onRemove,
  errors,
}: Props) {
  return (
    <Table<PledgeDraft>
      size="small"
      rowKey="key"
      data-testid="hutang-pieces"
      pagination={false}
      dataSource={[...lines]}
      tableLayout="fixed"
      locale={{ emptyText: <EmptyState text="Belum Ada Barang Jaminan: Tambah Barang (F4)" /> }}
      columns={withErrors(errors, [
        noColumn<PledgeDraft>(),
        groupColumn(groups, pledgeFieldId, onChange),
        namaColumn(pledgeFieldId, onChange),
        numberColumn(
          { key: 'kadar', field: 'kadar', title: 'Kadar', width: 100, Input: PercentInput },
          pledgeFieldId,
          onChange,
        ),
        numberColumn(
          { key: 'berat', field: 'berat', title: 'Berat', width: 100, Input: GramInput },
          pledgeFieldId,
          onChange,
        ),
        numberColumn(
          { key: 'bruto', field: 'berat_bruto', title: 'Berat Bruto', width: 100, Input: GramInput },
          pledgeFieldId,
          onChange,
        ),
        numberColumn(
          { key: 'jumlah', field: 'jumlah', title: 'Qty', width: 56, Input: QtyInput, max: 1000 },
          pledgeFieldId,
          onChange,
        ),
        {
          key: 'kondisi',
          title: 'Kondisi',
          width: 128,
          render: (_, l, i) => (
            <Select
              id={pledgeFieldId('kondisi', l.key)}
              aria-label={`Kondisi ${i + 1}`}
              style={{ width: '100%' }}
              placeholder="Kondisi"
              showSearch={{ optionFilterProp: 'label' }}
              value={l.kondisi}
              popupMatchSelectWidth={false}
              labelRender={(o) => o.value}
              options={kondisi.map((k) => ({
                value: k.value,
                label: `${k.value} (${Number(k.row.persentase_taksiran ?? 100)}%)`,
              }))}
              onChange={(v: string) => onChange(l.key, { kondisi: v })}
            />
          ),
        },
        {
          key: 'foto',
          title: 'Foto',
          width: 64,
          render: (_, l, i) => (
            <PledgePhotoCell
              label={`Foto ${i + 1}`}
              value={l.foto}
              onChange={(foto) => onChange(l.key, { foto })}
            />
          ),
        },
        {
          key: 'plafond',
          title: 'Plafond',
          width: 100,
          align: 'right',
          render: (_, l, i) => {
            const p = plafonds.get(l.key);
            if (!p) return quoting && isComplete(l) ? <Spin size="small" /> : '-';
            return (
              <div data-testid={`hutang-plafond-${i + 1}`}>
                <div>{formatMoney(p.plafond)}</div>
                <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                  {SOURCE[p.sumber]}
                </Typography.Text>
              </div>
            );
          },
        },
        removeColumn(32, onRemove),
      ])}
    />
  );
}
