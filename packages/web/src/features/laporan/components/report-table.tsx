import {
  formatMoney,
  type ReportColumn,
  type ReportData,
  type ReportDef,
  type ReportRow,
  reportCellText,
  withShopColumn,
} from '@emas/contract';
import { Alert, Descriptions, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useMemo, useState } from 'react';
import { FailedShopsAlert } from './failed-shops-alert.tsx';
import {
  groupCellSpan,
  type Line,
  numeric,
  reportLines,
  reportTableLayout,
  totalText,
} from './report-lines.ts';

/** Groups expand to their rows by default while the page stays light. */
const EXPAND_ALL_UP_TO = 500;

/**
 * Which groups show their rows: every group while the answer is light (on every page, not only the
 * first one shown), less those the user folded; none of a heavy answer but those the user opened. A new
 * answer starts over.
 */
function useGroupExpansion(lines: readonly Line[], openAll: boolean) {
  const [toggled, setToggled] = useState<{ of: readonly Line[]; keys: ReadonlySet<Key> }>({
    of: lines,
    keys: new Set(),
  });
  const keys = toggled.of === lines ? toggled.keys : new Set<Key>();
  const expandedRowKeys = lines
    .filter((l) => l.children && openAll !== keys.has(l.__key))
    .map((l) => l.__key);
  const onExpand = (_open: boolean, line: Line) => {
    const next = new Set(keys);
    if (next.has(line.__key)) next.delete(line.__key);
    else next.add(line.__key);
    setToggled({ of: lines, keys: next });
  };
  return { expandedRowKeys, onExpand };
}

/** A row's opened detail: the columns the report shows there (`expand`). */
function RowDetail({ columns, row }: { columns: readonly ReportColumn[]; row: ReportRow }) {
  return (
    <Descriptions
      size="small"
      column={columns.length}
      items={columns.map((c) => ({ key: c.key, label: c.caption, children: reportCellText(c, row[c.key]) }))}
    />
  );
}

/**
 * The report's table: columns from the definition (merged over every shop, the Toko column first),
 * expandable groups with subtotals, a totals row.
 */
export function ReportTable({
  def: declared,
  data,
  count,
}: {
  def: ReportDef;
  data: ReportData;
  count: number;
}) {
  const def = useMemo(() => (data.merged ? withShopColumn(declared) : declared), [declared, data.merged]);
  const grouped = !!def.group && !!data.groups;
  const lines = useMemo<Line[]>(() => reportLines(def, data), [data, def]);
  const expansion = useGroupExpansion(lines, grouped && data.rows.length <= EXPAND_ALL_UP_TO);
  const { shown, details, firstTotal, headerSpan, groupSpan } = reportTableLayout(def);

  const columns: ColumnsType<Line> = shown.map((c, i) => ({
    key: c.key,
    title: c.caption,
    align: numeric(c) ? 'right' : 'left',
    onCell: (line: Line) => (line.group ? { colSpan: groupCellSpan(i, groupSpan) } : {}),
    render: (_: unknown, line: Line) => {
      if (line.group) {
        if (i === 0)
          return (
            <Typography.Text strong>
              {line.group.header} ({formatMoney(line.group.count)} data)
            </Typography.Text>
          );
        return c.total ? (
          <Typography.Text strong>{totalText(c, line.group.subtotals[c.key])}</Typography.Text>
        ) : null;
      }
      return reportCellText(c, line.row?.[c.key]);
    },
  }));

  return (
    <div data-testid="laporan-table">
      <FailedShopsAlert failed={data.failed} />
      {data.replica?.map((r) => (
        <Alert
          key={`replika-${r.kode_toko}`}
          type={r.stale ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid={`laporan-replika-${r.kode_toko}`}
          title={`${r.kode_toko} (${r.nama_toko}): ${r.label}${r.stale ? ' (terlambat)' : ''}`}
        />
      ))}
      {data.truncated && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Menampilkan ${formatMoney(data.rows.length)} dari ${formatMoney(count)} data. Total dan export mencakup semua data.`}
        />
      )}
      <Table<Line>
        size="small"
        bordered
        columns={columns}
        dataSource={lines}
        rowKey={(l) => l.__key}
        expandable={
          grouped
            ? expansion
            : details.length
              ? { expandedRowRender: (line) => <RowDetail columns={details} row={line.row ?? {}} /> }
              : undefined
        }
        pagination={{
          defaultPageSize: grouped ? 20 : 50,
          showSizeChanger: true,
          showTotal: (t) => (grouped ? `${formatMoney(t)} group` : `Total ${formatMoney(t)} data`),
        }}
        scroll={def.fitScreen ? undefined : { x: 'max-content' }}
        summary={() =>
          firstTotal < 0 ? null : (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {/* The rows' expand column has no total: its cell keeps the totals under their columns. */}
                {details.length > 0 && <Table.Summary.Cell key="__expand" index={0} />}
                {shown.map((c, i) => {
                  if (i > 0 && i < headerSpan) return null;
                  return (
                    <Table.Summary.Cell
                      key={c.key}
                      index={i + (details.length > 0 ? 1 : 0)}
                      colSpan={i === 0 ? headerSpan : 1}
                      align={i === 0 && !c.total ? 'left' : 'right'}
                    >
                      <Typography.Text strong>
                        {i === 0 && !c.total
                          ? (def.totalLabel ?? 'TOTAL')
                          : c.total
                            ? totalText(c, data.totals[c.key])
                            : ''}
                      </Typography.Text>
                    </Table.Summary.Cell>
                  );
                })}
              </Table.Summary.Row>
            </Table.Summary>
          )
        }
      />
    </div>
  );
}
