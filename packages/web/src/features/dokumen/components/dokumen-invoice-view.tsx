import {
  type api,
  type DocumentKind,
  type DocumentLineSet,
  type DocumentRow,
  formatCell,
  formatMoney,
  sumRupiah,
} from '@emas/contract';
import { Button, Descriptions, Flex, Spin, Table, Typography } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useDocumentInvoice } from '../api/dokumen-calls.ts';
import { alignOf, DocumentCell } from './document-cell.tsx';

const rowsOf = (invoice: DocumentRow, field: string) =>
  (Array.isArray(invoice[field]) ? invoice[field] : []) as DocumentRow[];

/** One line table; its totals row's caption spans the columns before the first summed column. */
function LineTable({
  kind,
  set,
  invoice,
}: {
  kind: DocumentKind;
  set: DocumentLineSet;
  invoice: DocumentRow;
}) {
  const rows = rowsOf(invoice, set.source);
  const firstSum = set.columns.findIndex((c) => c.total === 'sum');
  const total = set.total;
  return (
    <>
      {set.title && <Typography.Text strong>{set.title}</Typography.Text>}
      <Table<DocumentRow>
        size="small"
        pagination={false}
        rowKey={(l) => String(l[set.rowKey])}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        columns={set.columns.map((c) => ({
          key: c.key,
          title: c.caption,
          align: alignOf(c),
          render: (_: unknown, l: DocumentRow) => <DocumentCell kind={kind} col={c} row={l} />,
        }))}
        summary={
          total?.as === 'summary' && firstSum > 0
            ? () => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={firstSum}>
                    <Typography.Text strong>{total.caption}</Typography.Text>
                  </Table.Summary.Cell>
                  {set.columns.slice(firstSum).map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={firstSum + i} align={alignOf(c)}>
                      {c.total === 'sum' && (
                        <Typography.Text
                          strong
                          data-testid={c.format === 'rupiah' ? 'invoice-total' : undefined}
                        >
                          {c.format === 'rupiah'
                            ? formatMoney(Number(invoice[total.field] ?? 0))
                            : formatCell(
                                c.format,
                                rows.reduce((s, l) => s + Number(l[c.key] ?? 0), 0),
                              )}
                        </Typography.Text>
                      )}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
        footer={
          total?.as === 'footer'
            ? () => (
                <Typography.Text>
                  {total.caption} {formatMoney(Number(invoice[total.field] ?? 0))}
                </Typography.Text>
              )
            : undefined
        }
      />
    </>
  );
}

/** A document's invoice: its head, its line tables and its payments, as the kind declares them. */
export function DokumenInvoiceView({ kind, invoice }: { kind: DocumentKind; invoice: DocumentRow }) {
  const payments = rowsOf(invoice, 'pembayaran') as unknown as api.Payment[];
  const sign = kind.invoice.paymentSign;
  const paid = sumRupiah(payments.map((p) => sign * (p.jumlah_in - p.jumlah_out)));
  const main = kind.invoice.lines[0];
  const batal = main && rowsOf(invoice, main.source).find((l) => l.status === kind.cancel.to);
  return (
    <Flex vertical gap={12} data-testid="invoice-view">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        {kind.invoice.head.map((c, i, all) => (
          <Descriptions.Item key={c.key} label={c.caption} span={i === all.length - 1 && i % 2 === 0 ? 2 : 1}>
            <DocumentCell kind={kind} col={c} row={invoice} />
          </Descriptions.Item>
        ))}
        {batal && (
          <Descriptions.Item label="Dibatalkan" span={2}>
            {String(batal.batal_by)} — {String(batal.batal_alasan)}
          </Descriptions.Item>
        )}
      </Descriptions>
      {kind.invoice.lines
        .filter((set) => !set.optional || rowsOf(invoice, set.source).length > 0)
        .map((set) => (
          <LineTable key={set.source} kind={kind} set={set} invoice={invoice} />
        ))}
      <Typography.Text strong>Pembayaran</Typography.Text>
      <Table<api.Payment>
        size="small"
        pagination={false}
        rowKey={(p, i) => `${p.jenis}-${p.no_rekening}-${i}`}
        dataSource={payments}
        locale={{ emptyText: <EmptyState text="Tidak Ada Pembayaran" /> }}
        columns={[
          { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
          { key: 'bank', title: 'Bank', render: (_, p) => p.kode_bank || '-' },
          { key: 'rek', title: 'No Rekening', render: (_, p) => p.no_rekening || '-' },
          {
            key: 'jumlah',
            title: 'Jumlah',
            align: 'right',
            render: (_, p) =>
              formatMoney(sign > 0 ? p.jumlah_in || p.jumlah_out : p.jumlah_out || p.jumlah_in),
          },
        ]}
        footer={
          payments.length
            ? () => <Typography.Text>Total Dibayar {formatMoney(paid)}</Typography.Text>
            : undefined
        }
      />
    </Flex>
  );
}

/** The detail of a document's invoice in a modal ('Detail {title} {no}'). */
export function DokumenInvoiceModal({
  kind,
  noFaktur,
  onClose,
}: {
  kind: DocumentKind;
  noFaktur: string | null;
  onClose: () => void;
}) {
  const q = useDocumentInvoice(kind, noFaktur);
  return (
    <StaticModal
      open={!!noFaktur}
      title={`Detail ${kind.title} ${noFaktur ?? ''}`}
      onCancel={onClose}
      width={1000}
      footer={<Button onClick={onClose}>Tutup</Button>}
    >
      {q.isFetching && !q.data ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : q.data ? (
        <DokumenInvoiceView kind={kind} invoice={q.data} />
      ) : (
        <EmptyState />
      )}
    </StaticModal>
  );
}
