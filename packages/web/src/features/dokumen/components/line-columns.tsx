import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

type IdOf = (field: string, key: string) => string;

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
