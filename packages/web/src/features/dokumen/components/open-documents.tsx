import { PrinterOutlined } from '@ant-design/icons';
import { type DocumentKind, type DocumentRow, documentState, todayJakarta } from '@emas/contract';
import { Button, Card, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { fetchOpenDocuments, printDocumentNota } from '../api/dokumen-calls.ts';
import { documentColumns } from './document-cell.tsx';

type Props<R extends DocumentRow> = {
  kind: DocumentKind;
  title: string;
  /** How many days back the list looks. */
  days: number;
  /** A row's move (the `action` of one of the kind's labelled transitions) was asked for. */
  onAction: (action: string, row: R) => void;
};

/**
 * The documents still under way, under a transaksi page's form: one state at a time (the states the
 * kind's labelled transitions start from), the kind's list columns, a button per move the row's
 * state allows (Selesai, Terima, Ambil) and a reprint.
 */
export function OpenDocuments<R extends DocumentRow>({ kind, title, days, onAction }: Props<R>) {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const moves = kind.transitions.filter((t) => t.label && t.from.length);
  const states = [...new Set(moves.flatMap((t) => t.from))];
  /** Room for the most buttons a row shows (a contract's Bayar and Lunasi) and the reprint. */
  const buttons = Math.max(...states.map((st) => moves.filter((t) => t.from.includes(st)).length), 1);
  const [state, setState] = useState(states[0] ?? kind.initial);
  const no = (r: DocumentRow) => String(r[kind.numberField]);

  const columns: DataColumn<DocumentRow>[] = [
    ...documentColumns(kind),
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      width: Math.max(124, 44 + 64 * buttons),
      render: (r) => (
        <Space size={4}>
          {moves
            .filter((t) => t.from.includes(String(r.status)))
            .map((t) => (
              <Button
                key={t.action}
                size="small"
                type="primary"
                aria-label={`${t.label} ${no(r)}`}
                onClick={() => onAction(t.action, r as R)}
              >
                {t.label}
              </Button>
            ))}
          <Tooltip title="Cetak Ulang">
            <Button
              size="small"
              icon={<PrinterOutlined />}
              aria-label={`Cetak ${no(r)}`}
              onClick={() => void printDocumentNota(kind, [no(r)], true)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={title}
      extra={
        <Select
          aria-label={`Status ${kind.title}`}
          value={state}
          onChange={setState}
          style={{ minWidth: 120 }}
          options={states.map((s) => ({ value: s, label: documentState(kind, s).label }))}
        />
      }
    >
      <DataTable<DocumentRow>
        testId={`${kind.short}-open-table`}
        queryKey={[kind.key, 'open', state, today, days]}
        fetchPage={(r) => fetchOpenDocuments(kind, { state, today, days }, r)}
        columns={columns}
        rowKey={no}
        searchPlaceholder={kind.searchPlaceholder}
        cardTitle={(r) => `${no(r)} — ${String(r.nama_customer ?? '')}`}
        fit
      />
    </Card>
  );
}
