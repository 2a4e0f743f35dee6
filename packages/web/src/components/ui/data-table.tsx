import { DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { CellType } from '@emas/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, type ButtonProps, Card, Flex, Input, List, Pagination, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { readItem, STORAGE_KEYS } from '../../lib/storage.ts';
import { DEFAULT_CSV_NAME, downloadText, INVALID_EXPORT, toCsv } from './csv.ts';
import { EMPTY_TABLE_TEXT, EmptyState } from './empty-state.tsx';
import { toast } from './notify.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useNarrowScreen } from './use-media-query.ts';

export type DataColumn<T> = {
  key: string;
  title: string;
  /** The field shown (and exported) when there is no render/exportValue. */
  field?: keyof T & string;
  render?: (row: T, index: number) => ReactNode;
  /** Value written to the CSV; defaults to the field. */
  exportValue?: (row: T) => unknown;
  /** How the CSV writes the value (default text; 'gram' 7,550, 'rupiah' whole, 'date' ISO). */
  exportFormat?: CellType;
  /** Left out of the CSV (action buttons). */
  noExport?: boolean;
  /** Only in the CSV, not on screen (a detail another column shows combined). */
  hidden?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

export type ExtraButton = { label: string; onClick: () => void; icon?: ReactNode } & Pick<
  ButtonProps,
  'type' | 'danger' | 'disabled' | 'loading'
>;

export type PageRequest = { page: number; limit: number; search: string; signal: AbortSignal };
export type PageResult<T> = { data: T[]; count: number };

type Source<T> =
  /** Server-paginated: the table asks for one page at a time. */
  | { queryKey: readonly unknown[]; fetchPage: (r: PageRequest) => Promise<PageResult<T>>; rows?: never }
  /** Rows already loaded (small lists): searched and paged in the browser. */
  | { rows: readonly T[] | undefined; loading?: boolean; queryKey?: never; fetchPage?: never };

export type DataTableProps<T> = Source<T> & {
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => Key;
  /** Search box (default on). */
  search?: boolean;
  searchPlaceholder?: string;
  /** The add button; label 'Tambah Data' unless given. */
  onAdd?: () => void;
  addLabel?: string;
  /** Up to four extra buttons. */
  extraButtons?: readonly [ExtraButton?, ExtraButton?, ExtraButton?, ExtraButton?];
  /** Pagination (default on). */
  pagination?: boolean;
  pageSize?: number;
  /** CSV export; true for spreadsheet.csv. */
  exportCsv?: boolean | { fileName: string };
  /** Customer name (upper case) and type from the temporarily stored customer (sales, service, debt). */
  showCustomer?: boolean;
  /** Title of a row's card on narrow screens. */
  cardTitle?: (row: T) => ReactNode;
  /** Check boxes (wide screens); the keys stay chosen across pages. */
  selection?: { selectedKeys: readonly Key[]; onChange: (keys: Key[]) => void };
  /** A line under the table about the rows shown (page totals). */
  footer?: (rows: readonly T[]) => ReactNode;
  /**
   * Fits the page's width: fixed column widths (numbers), the columns without one share the rest;
   * a horizontal scrollbar only below the sum of the widths (FLEX_MIN for each shared column).
   */
  fit?: boolean;
  testId?: string;
};

type StoredCustomer = { nama_customer?: string; jenis_pelanggan?: string };

/** With `fit`: the least width of a column without a fixed one, and the tick-box column's width. */
const FLEX_MIN = 120;
const SELECTION_WIDTH = 40;

/** The width below which a fitted table scrolls sideways. */
export const fittedWidth = <T,>(columns: readonly DataColumn<T>[], selection: boolean) =>
  columns.reduce((w, c) => w + (typeof c.width === 'number' ? c.width : FLEX_MIN), 0) +
  (selection ? SELECTION_WIDTH : 0);

const cellOf = <T,>(col: DataColumn<T>, row: T, i: number): ReactNode => {
  if (col.render) return col.render(row, i);
  if (!col.field) return null;
  const v = row[col.field];
  return v === null || v === undefined ? '' : String(v);
};

const matches = <T,>(row: T, columns: readonly DataColumn<T>[], q: string) =>
  columns.some((c) => {
    const v = c.exportValue ? c.exportValue(row) : c.field ? row[c.field] : undefined;
    return v !== undefined && v !== null && String(v).toLowerCase().includes(q);
  });

/** The shared data table (foundation document section 2), a card list under 500 px. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { columns, rowKey, search = true, pagination = true, pageSize: initialSize = 10 } = props;
  const shownColumns = columns.filter((c) => !c.hidden);
  const narrow = useNarrowScreen();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialSize);
  const [typed, setTyped] = useState('');
  const searchText = useDebouncedValue(typed.trim(), props.fetchPage ? 400 : 150);

  const server = useQuery({
    queryKey: [...(props.queryKey ?? ['local']), { page, limit, search: searchText }],
    queryFn: ({ signal }) => {
      if (!props.fetchPage) return { data: [], count: 0 };
      return props.fetchPage({ page, limit, search: searchText, signal });
    },
    enabled: !!props.fetchPage,
    placeholderData: keepPreviousData,
  });

  const local = useMemo(() => {
    if (props.fetchPage) return null;
    const all = props.rows ?? [];
    const q = searchText.toLowerCase();
    return q ? all.filter((r) => matches(r, columns, q)) : [...all];
  }, [props.fetchPage, props.rows, searchText, columns]);

  const total = local ? local.length : (server.data?.count ?? 0);
  const rows: T[] = local
    ? pagination
      ? local.slice((page - 1) * limit, page * limit)
      : local
    : (server.data?.data ?? []);
  const loading = local ? 'loading' in props && !!props.loading : server.isFetching;

  const onSearch = (v: string) => {
    setTyped(v);
    setPage(1);
  };

  const exportRows = () => {
    const data = local ?? rows;
    if (!data.length) {
      toast.error(INVALID_EXPORT);
      return;
    }
    const cols = columns
      .filter((c) => !c.noExport && (c.exportValue || c.field))
      .map((c) => ({
        title: c.title,
        value: (r: T) => (c.exportValue ? c.exportValue(r) : c.field ? r[c.field] : ''),
        format: c.exportFormat,
      }));
    const name = typeof props.exportCsv === 'object' ? props.exportCsv.fileName : DEFAULT_CSV_NAME;
    downloadText(toCsv(cols, data), name);
  };

  const customer = props.showCustomer ? readItem<StoredCustomer>(STORAGE_KEYS.customer) : null;
  const extras = (props.extraButtons ?? []).filter((b): b is ExtraButton => !!b).slice(0, 4);

  const hasToolbar = !!(props.onAdd || extras.length || customer?.nama_customer || search || props.exportCsv);
  const toolbar = hasToolbar && (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap>
        {props.onAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
            {props.addLabel ?? 'Tambah Data'}
          </Button>
        )}
        {extras.map(({ label, onClick, icon, ...rest }) => (
          <Button key={label} icon={icon} onClick={onClick} {...rest}>
            {label}
          </Button>
        ))}
        {customer?.nama_customer && (
          <Tag color="gold" style={{ alignSelf: 'center' }}>
            {customer.nama_customer.toUpperCase()}
            {customer.jenis_pelanggan ? ` — ${customer.jenis_pelanggan}` : ''}
          </Tag>
        )}
      </Flex>
      <Flex gap={8} wrap>
        {search && (
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={props.searchPlaceholder ?? 'Cari...'}
            value={typed}
            onChange={(e) => onSearch(e.target.value)}
            style={{ width: narrow ? '100%' : 240 }}
            aria-label="Cari"
          />
        )}
        {props.exportCsv && (
          <Button icon={<DownloadOutlined />} onClick={exportRows}>
            Export CSV
          </Button>
        )}
      </Flex>
    </Flex>
  );

  const pager = pagination
    ? {
        current: page,
        pageSize: limit,
        total,
        showSizeChanger: !narrow,
        showTotal: (t: number) => `Total ${t} data`,
        onChange: (p: number, s: number) => {
          setPage(s !== limit ? 1 : p);
          setLimit(s);
        },
      }
    : false;

  if (narrow) {
    return (
      <div data-testid={props.testId}>
        {toolbar}
        <List
          loading={loading}
          dataSource={rows}
          locale={{ emptyText: <EmptyState text={EMPTY_TABLE_TEXT} /> }}
          rowKey={(r) => rowKey(r)}
          renderItem={(row, i) => (
            <List.Item style={{ padding: '6px 0' }}>
              <Card size="small" style={{ width: '100%' }} title={props.cardTitle?.(row)}>
                {shownColumns.map((c) => (
                  <Flex key={c.key} justify="space-between" gap={8} style={{ padding: '2px 0' }}>
                    <Typography.Text type="secondary">{c.title}</Typography.Text>
                    <span style={{ textAlign: 'right' }}>{cellOf(c, row, i)}</span>
                  </Flex>
                ))}
              </Card>
            </List.Item>
          )}
        />
        {pager && total > 0 && (
          <Pagination size="small" align="center" {...pager} showTotal={undefined} style={{ marginTop: 8 }} />
        )}
        {props.footer && rows.length > 0 && props.footer(rows)}
      </div>
    );
  }

  const tableColumns: ColumnsType<T> = shownColumns.map((c) => ({
    key: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    render: (_: unknown, row: T, i: number) => cellOf(c, row, i),
  }));

  return (
    <div data-testid={props.testId}>
      {toolbar}
      <Table<T>
        size={props.fit ? 'small' : 'middle'}
        columns={tableColumns}
        dataSource={rows}
        rowKey={(r) => rowKey(r)}
        loading={loading}
        pagination={pager}
        scroll={{ x: props.fit ? fittedWidth(shownColumns, !!props.selection) : 'max-content' }}
        tableLayout={props.fit ? 'fixed' : undefined}
        locale={{ emptyText: <EmptyState text={EMPTY_TABLE_TEXT} /> }}
        rowSelection={
          props.selection
            ? {
                selectedRowKeys: [...props.selection.selectedKeys],
                preserveSelectedRowKeys: true,
                columnWidth: props.fit ? SELECTION_WIDTH : undefined,
                onChange: (keys) => props.selection?.onChange(keys),
              }
            : undefined
        }
        footer={props.footer && rows.length > 0 ? () => props.footer?.(rows) : undefined}
      />
    </div>
  );
}
