import {
  type DocumentColumn,
  type DocumentKind,
  type DocumentRow,
  documentState,
  formatCell,
  formatTanggal,
} from '@emas/contract';
import { Tag, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { DataColumn } from '../../../components/ui/data-table.tsx';

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

/** One line of a cell: cut with an ellipsis where the column is narrower, the whole text on hover. */
const LINE: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const SUB: CSSProperties = { ...LINE, fontSize: 12 };

/**
 * A column's cell on screen: the value (strong, tag, state) and its smaller sub-fields. `clip`: in a
 * table of fixed column widths each line is cut with an ellipsis instead of wrapping.
 */
export function DocumentCell({
  kind,
  col,
  row,
  clip,
}: {
  kind: DocumentKind;
  col: DocumentColumn;
  row: DocumentRow;
  clip?: boolean;
}): ReactNode {
  if (col.state) return <StateTag kind={kind} state={text(row[col.key])} />;
  const value = cellText(col, row);
  const tagged = col.tag && row[col.tag.field] === col.tag.equals;
  if (tagged && col.key === col.tag?.field) return <Tag color="blue">{col.tag.equals}</Tag>;
  if (!col.sub && !col.strong && !clip) return value;
  const subs = (col.sub ?? []).map((k) => {
    const sub = kind.columns.find((c) => c.key === k);
    if (!sub) return text(row[k]);
    const shown = cellText(sub, row);
    // An amount under another is named: 'DP 10,000'.
    return shown && sub.format !== 'text' && sub.format !== 'date' ? `${sub.caption} ${shown}` : shown;
  });
  const subText = subs.filter(Boolean).join(' · ');
  return (
    <>
      <div style={clip ? LINE : undefined} title={clip ? value : undefined}>
        {col.strong ? <Typography.Text strong>{value}</Typography.Text> : value}
      </div>
      {(subText || tagged) && (
        <div style={clip ? SUB : undefined} title={clip ? subText : undefined}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {subText}
          </Typography.Text>
          {tagged && (
            <Tag color="blue" style={{ marginLeft: 6 }}>
              {col.tag?.equals}
            </Tag>
          )}
        </div>
      )}
    </>
  );
}

/** Money and grams are right-aligned. */
export const alignOf = (col: DocumentColumn): 'left' | 'right' =>
  col.align ?? (col.format === 'rupiah' || col.format === 'gram' ? 'right' : 'left');

/** Screen width of a column: declared, or by its format; plain texts share what is left (undefined). */
export function columnWidth(col: DocumentColumn): number | undefined {
  if (col.width) return col.width;
  if (col.state) return 92;
  if (col.strong) return 184;
  if (col.join) return 120;
  if (col.format === 'date') return col.withTime ? 136 : 100;
  if (col.format === 'rupiah') return 112;
  if (col.format === 'text') return undefined;
  return 80;
}

/** The table columns of a kind's declared columns (the list's, or a validasi's). */
export const documentColumns = (
  kind: DocumentKind,
  columns: readonly DocumentColumn[] = kind.columns,
): DataColumn<DocumentRow>[] =>
  columns.map((c) => ({
    key: c.key,
    title: c.caption,
    hidden: c.hidden,
    align: alignOf(c),
    width: columnWidth(c),
    render: (r) => <DocumentCell kind={kind} col={c} row={r} clip />,
    exportValue: (r) => cellExport(c, r),
  }));
