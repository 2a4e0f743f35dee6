import {
  type DocumentColumn,
  type DocumentKind,
  type DocumentRow,
  documentState,
  formatCell,
  formatTanggal,
} from '@emas/contract';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A document's (or line's) state as a coloured tag. */
export const StateTag = ({ kind, state }: { kind: DocumentKind; state: string }) => {
  const s = documentState(kind, state);
  return (
    <Tag color={s.color === 'default' ? undefined : s.color} data-testid="status-tag">
      {s.label}
    </Tag>
  );
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The plain value of a column (also the CSV value): formatted, joined, or its empty text. */
export function cellText(col: DocumentColumn, row: DocumentRow): string {
  const v = row[col.key];
  if (col.withTime) return `${formatTanggal(text(v))} ${text(row.jam).slice(11, 16)}`;
  const shown = formatCell(col.format, v) || col.empty || '';
  if (!col.join) return shown;
  const other = text(row[col.join]);
  // The customer with the member code in brackets; otherwise 'a / b' (sales / cashier).
  if (col.join === 'kode_member') return other ? `${shown} (${other})` : shown;
  return `${shown} / ${other}`;
}

/** The value a CSV export takes: dates and numbers raw, texts as shown. */
export function cellExport(col: DocumentColumn, row: DocumentRow): unknown {
  if (col.format === 'text' && !col.join) return row[col.key] || col.empty || '';
  return col.join ? cellText(col, row) : row[col.key];
}

/** A column's cell on screen: the value (strong, tag, state) and its smaller sub-fields. */
export function DocumentCell({
  kind,
  col,
  row,
}: {
  kind: DocumentKind;
  col: DocumentColumn;
  row: DocumentRow;
}): ReactNode {
  if (col.state) return <StateTag kind={kind} state={text(row[col.key])} />;
  const value = cellText(col, row);
  const tagged = col.tag && row[col.tag.field] === col.tag.equals;
  if (tagged && col.key === col.tag?.field) return <Tag color="blue">{col.tag.equals}</Tag>;
  if (!col.sub && !col.strong) return value;
  const subs = (col.sub ?? []).map((k) => {
    const sub = kind.columns.find((c) => c.key === k);
    return sub ? cellText(sub, row) : text(row[k]);
  });
  return (
    <div>
      {col.strong ? <Typography.Text strong>{value}</Typography.Text> : value}
      {(subs.length > 0 || tagged) && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {subs.join(' · ')}
          </Typography.Text>
          {tagged && (
            <Tag color="blue" style={{ marginLeft: 6 }}>
              {col.tag?.equals}
            </Tag>
          )}
        </div>
      )}
    </div>
  );
}

/** Money and grams are right-aligned. */
export const alignOf = (col: DocumentColumn): 'left' | 'right' =>
  col.align ?? (col.format === 'rupiah' || col.format === 'gram' ? 'right' : 'left');
