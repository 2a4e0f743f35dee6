import { CheckOutlined, CloseOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import {
  type DocumentKind,
  type DocumentPaymentLine,
  type DocumentRow,
  type DocumentValidation,
  documentKindByRoute,
  formatMoney,
  VALIDASI_MSG,
} from '@emas/contract';
import { Button, Col, Flex, Form, Row, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { documentPayments, usePendingDocuments, validateDocuments } from '../api/dokumen-calls.ts';
import { documentColumns } from '../components/document-cell.tsx';

/** The list is asked again 1 s after a validation (operations document section 4). */
const REFETCH_MS = 1000;
type Filter = { kode_sales: string };

/** Validasi {kind}: one page for every validated document kind of the route table. */
export function ValidasiDokumenPage() {
  const route = useCurrentRoute();
  const kind = documentKindByRoute(route.path);
  if (!kind?.validasi) return null;
  return <ValidasiDokumen key={kind.key} kind={kind} v={kind.validasi} />;
}

/**
 * The unvalidated documents by sales code (default ALL): Cari Data lists them, rows are ticked and
 * Validasi validates them under the user's id; Batal Validasi clears the ticks and reloads the page.
 * A kind with payment lines shows them behind an eye button (Detail Pembayaran).
 */
function ValidasiDokumen({ kind, v }: { kind: DocumentKind; v: DocumentValidation }) {
  const { user } = useSession();
  const [form] = Form.useForm<Filter>();
  const [kodeSales, setKodeSales] = useState<string | null>(null);
  const list = usePendingDocuments(kind, v, kodeSales);
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [detail, setDetail] = useState<DocumentPaymentLine[] | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A search that finds nothing (or fails) says 'Data Tidak Ada'; the reload after a validation does not.
  const searched = useRef(false);
  useEffect(() => {
    if (!searched.current || list.isFetching) return;
    if (list.isError || (list.isSuccess && !list.data.length)) showError(VALIDASI_MSG.empty);
    if (list.isError || list.isSuccess) searched.current = false;
  }, [list.isError, list.isSuccess, list.isFetching, list.data]);
  const no = (r: DocumentRow) => String(r[v.rowKey]);

  const onSearch = ({ kode_sales }: Filter) => {
    searched.current = true;
    setSelected([]);
    if (kodeSales === kode_sales) void list.refetch();
    setKodeSales(kode_sales);
  };

  const onValidate = async () => {
    if (!selected.length) return showError(VALIDASI_MSG.noneChosen);
    setSending(true);
    try {
      const res = await validateDocuments(v, selected, user?.user_id ?? '');
      showSuccess(res.message ?? VALIDASI_MSG.validated);
      setSelected([]);
      timer.current = window.setTimeout(() => void list.refetch(), REFETCH_MS);
    } catch (e) {
      showError(e instanceof ApiError && e.status < 500 && e.message ? e.message : VALIDASI_MSG.failed);
    } finally {
      setSending(false);
    }
  };

  const onDetail = async (n: string) => {
    try {
      setDetail(await documentPayments(v, n));
    } catch {
      showError(VALIDASI_MSG.paymentsFailed);
    }
  };

  const columns: DataColumn<DocumentRow>[] = [
    ...documentColumns(kind, v.columns),
    ...(v.payments
      ? [
          {
            key: 'detail',
            title: 'Detail',
            align: 'center' as const,
            noExport: true,
            width: 72,
            render: (r: DocumentRow) => (
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label={`Detail ${no(r)}`}
                onClick={() => void onDetail(no(r))}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <PageFrame title={`Validasi ${kind.title}`} onRefresh={() => void list.refetch()}>
      <Flex vertical gap={16}>
        <Form<Filter> form={form} layout="vertical" initialValues={{ kode_sales: 'ALL' }} onFinish={onSearch}>
          <Row gutter={12} align="bottom">
            <Col xs={24} md={8}>
              <Field name="kode_sales" label="Kode Sales" required={VALIDASI_MSG.salesRequired}>
                <MasterSelect master="sales" withAll />
              </Field>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block>
                  Cari Data
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <DataTable<DocumentRow>
          testId={`validasi-${kind.short}-list`}
          rows={kodeSales !== null ? (list.data ?? []) : []}
          loading={list.isFetching}
          columns={columns}
          rowKey={no}
          search={false}
          pageSize={20}
          selection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          cardTitle={(r) => `${no(r)} — ${String(r.nama_customer ?? '')}`}
          fit
        />
        <Flex justify="end" gap={8}>
          <Button
            icon={<CloseOutlined />}
            onClick={() => {
              setSelected([]);
              window.location.reload();
            }}
          >
            Batal Validasi
          </Button>
          <Button type="primary" icon={<CheckOutlined />} loading={sending} onClick={() => void onValidate()}>
            Validasi
          </Button>
        </Flex>
      </Flex>
      <StaticModal open={!!detail} title="Detail Pembayaran" onCancel={() => setDetail(null)} footer={null}>
        {detail && (
          <Table<DocumentPaymentLine>
            size="small"
            rowKey={(r) => `${r.jenis}-${r.jumlah_in}-${r.jumlah_out}`}
            data-testid="detail-pembayaran"
            pagination={false}
            dataSource={detail}
            columns={[
              { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
              {
                key: 'total',
                title: 'Total',
                align: 'right',
                render: (_, r) => formatMoney(r.jumlah_in || r.jumlah_out),
              },
            ]}
          />
        )}
      </StaticModal>
    </PageFrame>
  );
}
