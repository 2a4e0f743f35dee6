import {
  checkPayment,
  formatGram,
  formatRupiah,
  formatTanggal,
  PO_MSG,
  PO_PAGE,
  type PreOrder,
  todayJakarta,
} from '@emas/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Flex, Form, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { paymentAccepted } from '../../../components/ui/amount-limits.ts';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { ask, toast } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { cancelPo, fetchPreOrders, validatePo } from '../api/pre-order-calls.ts';
import { PoInvoice, PoLines } from '../components/po-invoice.tsx';

const quietly = async (f: () => Promise<unknown>) => {
  try {
    await f();
    return true;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return false;
  }
};

/**
 * Lihat Pre Order (document 2): a date range (the business day first), the POs 50 a page with their
 * goods as an expandable detail, and per row Cetak (reprint), Validasi (an OPEN PO's payment: OPEN ->
 * VALID) and Batal after 'Apakah Anda Yakin Ingin Membatalkan No Po Ini {no_po} ???'.
 */
export function LihatPreOrderPage() {
  const { user } = useSession();
  const day = user?.tgl_system ?? todayJakarta();
  const [range, setRange] = useState({ tgl_from: day, tgl_to: day });
  const [page, setPage] = useState(1);
  const [reprint, setReprint] = useState<PreOrder | null>(null);
  const [valid, setValid] = useState<PreOrder | null>(null);
  const [nominal, setNominal] = useState<number | undefined>();
  const qc = useQueryClient();
  const key = ['pre-order', range, page];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      fetchPreOrders({ ...range, page, limit: PO_PAGE.limit, skip: (page - 1) * PO_PAGE.limit }, signal).then(
        (r) => r.data,
      ),
  });
  const reload = () => void qc.invalidateQueries({ queryKey: ['pre-order'] });

  const batal = async (po: PreOrder) => {
    if (!(await ask({ title: PO_MSG.confirmCancel(po.no_po), danger: true, okText: 'Ya' }))) return;
    if (await quietly(() => cancelPo(po.no_po))) {
      toast.success(PO_MSG.cancelled);
      reload();
    }
  };
  const validasi = async () => {
    if (!valid) return;
    if (!(await paymentAccepted(nominal, valid.sisa_bayar))) return;
    if (await quietly(() => validatePo([{ no_po: valid.no_po, nominal_bayar: nominal ?? 0 }]))) {
      toast.success(PO_MSG.validated);
      setValid(null);
      reload();
    }
  };

  const check = valid ? checkPayment(nominal, valid.sisa_bayar) : null;
  const overDue = check?.kind === 'over' ? check : null;
  const data = list.data;
  return (
    <PageFrame title="Lihat Pre Order" onRefresh={reload}>
      <Flex vertical gap={12}>
        <Form layout="vertical" name="lihat-pre-order-filter" onFinish={() => setPage(1)}>
          <Row gutter={12} align="bottom">
            <Col xs={12} md={6}>
              <Form.Item label="Tanggal Awal" htmlFor="po-tgl-from">
                <DatePickerField
                  id="po-tgl-from"
                  value={range.tgl_from}
                  onChange={(v) => setRange((r) => ({ ...r, tgl_from: v }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Tanggal Akhir" htmlFor="po-tgl-to">
                <DatePickerField
                  id="po-tgl-to"
                  value={range.tgl_to}
                  onChange={(v) => setRange((r) => ({ ...r, tgl_to: v }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <Table<PreOrder>
          size="small"
          rowKey="no_po"
          data-testid="lihat-po-table"
          loading={list.isFetching}
          dataSource={data?.preorders ?? []}
          locale={{ emptyText: PO_MSG.empty }}
          scroll={{ y: 420 }}
          pagination={{
            current: data?.page ?? 1,
            pageSize: PO_PAGE.limit,
            total: data?.count ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          expandable={{ expandedRowRender: (po) => <PoLines po={po} /> }}
          columns={[
            { title: 'No Po', dataIndex: 'no_po', width: 150 },
            { title: 'Tanggal', dataIndex: 'tgl_po', width: 95, render: (v: string) => formatTanggal(v) },
            {
              title: 'Customer / No Order',
              key: 'customer',
              ellipsis: true,
              // The marketplace's order number under the name, so the row stays one line wide.
              render: (_, po) => (
                <>
                  <div>{po.nama_customer}</div>
                  {po.no_order && po.no_order !== '-' && (
                    <Typography.Text type="secondary">{po.no_order}</Typography.Text>
                  )}
                </>
              ),
            },
            { title: 'Qty', dataIndex: 'qty_estimasi', align: 'right', width: 50 },
            {
              title: 'Berat',
              dataIndex: 'berat_estimasi',
              align: 'right',
              width: 80,
              render: (v: number) => formatGram(v),
            },
            {
              title: 'Total',
              dataIndex: 'harga_total',
              align: 'right',
              width: 120,
              render: (v: number) => formatRupiah(v),
            },
            {
              title: 'Status',
              dataIndex: 'status_label',
              width: 140,
              render: (v: string, po) => <Tag color={po.status === 'VALID' ? 'green' : 'orange'}>{v}</Tag>,
            },
            {
              title: 'Aksi',
              key: 'aksi',
              width: 200,
              render: (_, po) => (
                <Space size={4}>
                  <Button size="small" onClick={() => setReprint(po)}>
                    Cetak
                  </Button>
                  {po.status === 'OPEN' && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => {
                        setNominal(po.sisa_bayar);
                        setValid(po);
                      }}
                    >
                      Validasi
                    </Button>
                  )}
                  {po.qty_kirim === 0 && (
                    <Button size="small" danger onClick={() => void batal(po)}>
                      Batal
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Flex>
      <StaticModal
        open={!!reprint}
        width={900}
        footer={null}
        onCancel={() => setReprint(null)}
        title="Cetak Ulang"
      >
        {reprint && <PoInvoice po={reprint} />}
      </StaticModal>
      <StaticModal
        open={!!valid}
        title={`Validasi ${valid?.no_po ?? ''}`}
        okText="Validasi"
        cancelText="Batal"
        onOk={() => void validasi()}
        onCancel={() => setValid(null)}
      >
        <Form layout="vertical">
          <Form.Item
            label="Nominal Bayar"
            htmlFor="po-nominal-bayar"
            validateStatus={overDue ? 'error' : undefined}
            help={overDue?.message}
          >
            <RupiahInput id="po-nominal-bayar" value={nominal} onChange={setNominal} />
          </Form.Item>
        </Form>
      </StaticModal>
    </PageFrame>
  );
}
