import {
  ExportOutlined,
  EyeOutlined,
  FileTextOutlined,
  PrinterOutlined,
  SearchOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import {
  api,
  type DocumentKind,
  type DocumentRow,
  documentKindByRoute,
  formatGram,
  formatMoney,
  todayJakarta,
} from '@emas/contract';
import { Button, Col, Flex, Row, Select, Space, Tooltip, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { showError, showSuccess, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { receiptPaperFor } from '../../../lib/counter-printer.ts';
import { useSession } from '../../../lib/session.ts';
import {
  type DocumentFilter,
  documentKey,
  fetchDocumentPage,
  OPEN_AT_MOST,
  printDocumentNota,
  printDocumentReceipt,
  refreshDocuments,
  sendDocumentWa,
} from '../api/dokumen-calls.ts';
import { documentColumns } from '../components/document-cell.tsx';
import { DokumenInvoiceModal } from '../components/dokumen-invoice-view.tsx';

/** Lihat {kind}: one page for every document kind of the route table, from its declaration. */
export function LihatDokumenPage() {
  const route = useCurrentRoute();
  const kind = documentKindByRoute(route.path);
  if (!kind) return null;
  return <LihatDokumen key={kind.key} kind={kind} />;
}

/** Reprints invoices (marked COPY when the reprint module is on): one tab for up to 10, a file for more. */
async function reprint(kind: DocumentKind, numbers: readonly string[]) {
  const ok = await printDocumentNota(kind, numbers, true);
  if (ok && numbers.length > OPEN_AT_MOST) toast.success(`${numbers.length} Nota Disimpan Sebagai File`);
}

async function kirimWa(kind: DocumentKind, noFaktur: string) {
  try {
    const res = await sendDocumentWa(kind, noFaktur);
    showSuccess(res.message ?? api.TRANSAKSI_MSG.waSent);
  } catch {
    // the error box showed 'No Wa Tidak Terdaftar' or the server's message
  }
}

/** Page totals of the rows not cancelled (a repair taken, done or picked up counts alike). */
function PageTotals({ kind, rows }: { kind: DocumentKind; rows: readonly DocumentRow[] }) {
  const live = rows.filter((r) => r.status !== kind.cancel.to);
  const sum = (f: string) => live.reduce((s, r) => s + Number(r[f] ?? 0), 0);
  return (
    <Flex gap={24} wrap data-testid={`lihat-${kind.short}-totals`}>
      <Typography.Text type="secondary">Total halaman ini (tanpa {kind.cancel.to}):</Typography.Text>
      <Typography.Text>
        Barang <b>{live.length}</b>
      </Typography.Text>
      <Typography.Text>
        Berat <b>{formatGram(sum(kind.weightField))} gr</b>
      </Typography.Text>
      <Typography.Text>
        Harga <b>Rp {formatMoney(sum(kind.amountField))}</b>
      </Typography.Text>
    </Flex>
  );
}

function LihatDokumen({ kind }: { kind: DocumentKind }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const today = user?.tgl_system ?? todayJakarta();
  const initial: DocumentFilter = { tgl_awal: today, tgl_akhir: today, status: 'ALL' };
  const [filter, setFilter] = useState<DocumentFilter>(initial);
  const [shown, setShown] = useState<DocumentFilter>(initial);
  const [selected, setSelected] = useState<Key[]>([]);
  const [numbers, setNumbers] = useState<Map<Key, string>>(new Map());
  const [detail, setDetail] = useState<string | null>(null);
  const lineNo = (r: DocumentRow) => String(r[kind.lineNumberField]);
  const docNo = (r: DocumentRow) => String(r[kind.numberField]);

  const search = () => {
    if (filter.tgl_awal > filter.tgl_akhir)
      return showError('Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir');
    setSelected([]);
    setShown({ ...filter });
  };

  const chosen = [...new Set(selected.map((k) => numbers.get(k)).filter((g): g is string => !!g))];

  // Issue 43: a counter with a receipt printer prints the kind's receipt ('Cetak Struk').
  const struk = kind.actions.includes('cetak') && !!kind.api.nota && !!receiptPaperFor(kind.api.nota.path);
  const columns: DataColumn<DocumentRow>[] = [
    ...documentColumns(kind),
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      width: 16 + 28 * (kind.actions.length + (kind.links?.length ?? 0) + (struk ? 1 : 0)),
      render: (r) => (
        <Space size={4}>
          {kind.actions.includes('detail') && (
            <Tooltip title="Detail">
              <Button
                size="small"
                aria-label={`Detail ${lineNo(r)}`}
                icon={<EyeOutlined />}
                onClick={() => setDetail(docNo(r))}
              />
            </Tooltip>
          )}
          {kind.actions.includes('cetak') && (
            <Tooltip title="Cetak Ulang">
              <Button
                size="small"
                aria-label={`Cetak Ulang ${lineNo(r)}`}
                icon={<PrinterOutlined />}
                onClick={() => void reprint(kind, [docNo(r)])}
              />
            </Tooltip>
          )}
          {struk && (
            <Tooltip title="Cetak Struk">
              <Button
                size="small"
                aria-label={`Cetak Struk ${lineNo(r)}`}
                icon={<FileTextOutlined />}
                onClick={() => void printDocumentReceipt(kind, [docNo(r)], true)}
              />
            </Tooltip>
          )}
          {kind.actions.includes('wa') && (
            <Tooltip title="Kirim WA">
              <Button
                size="small"
                aria-label={`Kirim WA ${lineNo(r)}`}
                icon={<WhatsAppOutlined />}
                disabled={r.status === kind.cancel.to}
                onClick={() => void kirimWa(kind, docNo(r))}
              />
            </Tooltip>
          )}
          {kind.links?.map((l) => (
            <Tooltip key={l.route} title={l.label}>
              <Button
                size="small"
                aria-label={`${l.label} ${lineNo(r)}`}
                icon={<ExportOutlined />}
                disabled={!l.states.includes(String(r.status))}
                onClick={() => void navigate(`${l.route}?no=${encodeURIComponent(docNo(r))}`)}
              />
            </Tooltip>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title={`Lihat ${kind.title}`} onRefresh={() => void refreshDocuments(kind)}>
      <Row gutter={[12, 12]} align="bottom" style={{ marginBottom: 12 }}>
        {kind.filters.map((f) =>
          f.kind === 'date' ? (
            <Col key={f.key} xs={12} md={5}>
              <Typography.Text type="secondary">{f.label}</Typography.Text>
              <DatePickerField
                id={`lihat-${kind.short}-${f.key === 'tgl_awal' ? 'awal' : f.key === 'tgl_akhir' ? 'akhir' : f.key}`}
                value={filter[f.key as 'tgl_awal' | 'tgl_akhir']}
                onChange={(v) => setFilter((old) => ({ ...old, [f.key]: v }))}
              />
            </Col>
          ) : f.kind === 'select' ? (
            <Col key={f.key} xs={12} md={4}>
              <Typography.Text type="secondary">{f.label}</Typography.Text>
              <Select
                aria-label={f.label}
                style={{ width: '100%' }}
                value={filter[f.key as 'status']}
                options={[...f.options]}
                onChange={(v) => setFilter((old) => ({ ...old, [f.key]: v }))}
              />
            </Col>
          ) : null,
        )}
        <Col xs={12} md={4}>
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>
            Cari Data
          </Button>
        </Col>
      </Row>
      <DataTable<DocumentRow>
        testId={`lihat-${kind.short}-table`}
        fit
        queryKey={[...documentKey(kind), 'list', shown]}
        fetchPage={async (r) => {
          const page = await fetchDocumentPage(kind, shown, r);
          setNumbers((m) => new Map([...m, ...page.data.map((l) => [lineNo(l), docNo(l)] as const)]));
          return page;
        }}
        columns={columns}
        rowKey={lineNo}
        searchPlaceholder={kind.searchPlaceholder}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        extraButtons={
          kind.actions.includes('cetak')
            ? [
                {
                  label: chosen.length ? `Cetak Ulang Terpilih (${chosen.length})` : 'Cetak Ulang Terpilih',
                  icon: <PrinterOutlined />,
                  disabled: !chosen.length,
                  onClick: () => void reprint(kind, chosen),
                },
              ]
            : []
        }
        exportCsv={{ fileName: `LIHAT ${kind.title.toUpperCase()}.csv` }}
        footer={(rows) => <PageTotals kind={kind} rows={rows} />}
        cardTitle={(r) => `${docNo(r)} — ${String(r.nama_barang ?? '')}`}
      />
      <DokumenInvoiceModal kind={kind} noFaktur={detail} onClose={() => setDetail(null)} />
    </PageFrame>
  );
}
