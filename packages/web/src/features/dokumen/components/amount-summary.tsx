import { type CellType, formatCell } from '@emas/contract';
import { Descriptions } from 'antd';

/** One line of a summary: a caption and its value, formatted as a table cell of that format. */
export type SummaryRow = {
  label: string;
  value: unknown;
  format?: CellType;
  /** Shown bold (what is to be paid now). */
  strong?: boolean;
  testId?: string;
};

/** What a document is and what it amounts to (total, paid, rest), above a modal's or a form's fields. */
export function AmountSummary({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginBottom: 12 }}
      items={rows.map((r) => {
        const text = formatCell(r.format ?? 'text', r.value) || '-';
        return {
          key: r.label,
          label: r.label,
          children: r.strong ? (
            <b data-testid={r.testId}>{text}</b>
          ) : (
            <span data-testid={r.testId}>{text}</span>
          ),
        };
      })}
    />
  );
}
