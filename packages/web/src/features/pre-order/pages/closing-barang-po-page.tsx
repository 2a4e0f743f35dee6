import {
  type ClosingLine,
  closingQtyProblem,
  noResiOf,
  PO_CLOSING_MSG,
  remainingQty,
  STATUS_KIRIM,
  type StatusKirim,
} from '@emas/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Flex, Form, Input, Row, Select, Table } from 'antd';
import { useState } from 'react';
import { Field } from '../../../components/ui/form-field.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { QtyInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { WhyDisabled } from '../../../components/ui/why-disabled.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { closePo, fetchPoForClosing } from '../api/pre-order-calls.ts';

type Values = { no_po?: string; status_kirim?: StatusKirim; no_resi?: string; qty?: number };

/**
 * Closing Barang Pre Order (document 2): a PO whose sent qty is below its estimate, KIRIM (with a
 * receipt number) or AMBIL, a qty, and the read-only remaining estimated qty (estimate - sent - queued
 * here); Tambah queues a line, the list shows it with a delete and the total; Simpan Data (disabled
 * while the list is empty) sends them in one call, then the form and list clear and the POs reload.
 */
export function ClosingBarangPoPage() {
  const [form] = Form.useForm<Values>();
  const [queued, setQueued] = useState<ClosingLine[]>([]);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const pos = useQuery({ queryKey: ['pre-order', 'closing'], queryFn: fetchPoForClosing });
  const noPo = Form.useWatch('no_po', form);
  const status = Form.useWatch('status_kirim', form);
  const po = pos.data?.preorders.find((p) => p.no_po === noPo);
  const sisa = po
    ? remainingQty(
        po.qty_estimasi,
        po.qty_kirim,
        queued.filter((q) => q.no_po === po.no_po).map((q) => q.qty),
      )
    : undefined;

  const tambah = (v: Values) => {
    const problem = closingQtyProblem(sisa ?? 0, v.qty ?? 0);
    if (problem) {
      showError(problem);
      return;
    }
    const status_kirim = v.status_kirim as StatusKirim;
    setQueued((q) => [
      ...q,
      {
        no_po: v.no_po as string,
        status_kirim,
        no_resi: noResiOf(status_kirim, v.no_resi),
        qty: v.qty as number,
      },
    ]);
    form.setFieldsValue({ qty: undefined, no_resi: undefined });
  };
  const simpan = async () => {
    setBusy(true);
    try {
      await closePo({ detail_po: queued });
      toast.success(PO_CLOSING_MSG.saved);
      setQueued([]);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['pre-order'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Closing Barang Pre Order">
      <Flex vertical gap={12}>
        <Form<Values> form={form} layout="vertical" name="closing-po" onFinish={tambah} autoComplete="off">
          <Row gutter={12} align="bottom">
            <Col xs={24} md={6}>
              <Field name="no_po" label="No Po" required={PO_CLOSING_MSG.poRequired}>
                <Select
                  showSearch
                  autoFocus
                  loading={pos.isLoading}
                  options={(pos.data?.preorders ?? []).map((p) => ({
                    value: p.no_po,
                    label: `${p.no_po} - ${p.nama_customer}`,
                  }))}
                />
              </Field>
            </Col>
            <Col xs={12} md={4}>
              <Field name="status_kirim" label="Status Kirim" required={PO_CLOSING_MSG.statusRequired}>
                <Select options={STATUS_KIRIM.map((s) => ({ value: s, label: s }))} />
              </Field>
            </Col>
            {status === 'KIRIM' && (
              <Col xs={12} md={4}>
                <Field name="no_resi" label="No Resi" required={PO_CLOSING_MSG.resiRequired}>
                  <Input />
                </Field>
              </Col>
            )}
            <Col xs={8} md={3}>
              <Field name="qty" label="Qty" required={PO_CLOSING_MSG.qtyRequired}>
                <QtyInput />
              </Field>
            </Col>
            <Col xs={8} md={3}>
              <Form.Item label="Sisa Qty Estimasi" htmlFor="po-sisa-qty">
                <Input id="po-sisa-qty" readOnly value={sisa ?? ''} data-testid="po-sisa-qty" />
              </Form.Item>
            </Col>
            <Col xs={8} md={3}>
              <Form.Item>
                <Button htmlType="submit">Tambah</Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <Table<ClosingLine>
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          dataSource={queued}
          data-testid="closing-po-list"
          locale={{ emptyText: 'Tidak Ada Data' }}
          columns={[
            { title: 'No Po', dataIndex: 'no_po' },
            { title: 'Status Kirim', dataIndex: 'status_kirim' },
            { title: 'No Resi', dataIndex: 'no_resi' },
            { title: 'Qty', dataIndex: 'qty', align: 'right' },
            {
              title: '',
              key: 'hapus',
              render: (_, __, i) => (
                <Button danger size="small" onClick={() => setQueued((q) => q.filter((_, j) => j !== i))}>
                  Hapus
                </Button>
              ),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                Total
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {queued.reduce((a, q) => a + q.qty, 0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} />
            </Table.Summary.Row>
          )}
        />
        <Flex justify="end">
          <WhyDisabled reason={!queued.length && 'Belum Ada Barang Dipilih'}>
            <Button type="primary" disabled={!queued.length} loading={busy} onClick={() => void simpan()}>
              Simpan Data
            </Button>
          </WhyDisabled>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
