import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { formatGram } from '@emas/contract';
import { SEPUHAN_MSG, stockSepuhManualSlip } from '@emas/contract/api/sepuhan';
import { Button, Col, Form, Row, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { downloadText } from '../../../components/ui/csv.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { GramInput, QtyInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { saveStockSepuhManual } from '../api/sepuhan-calls.ts';

type Line = { kode_group: string; kode_dept: string; qty: number; berat: number };
type Values = { kode_group?: string; kode_dept?: string; qty?: number; berat?: number };
/** The slip is downloaded for auto-print shortly after the save (document 2). */
const SLIP_DELAY_MS = 100;

/** Stock Cuci Manual (group Sepuhan): counted wash stock by group and jenis, saved as one list. */
export function StockCuciManualPage() {
  const [form] = Form.useForm<Values>();
  const group = Form.useWatch('kode_group', form);
  const [lines, setLines] = useState<Line[]>([]);
  const [saving, setSaving] = useState(false);
  const session = useSession();

  const add = () => {
    const v = form.getFieldsValue();
    if (!v.kode_group) return showError(SEPUHAN_MSG.kategoriEmpty);
    if (!v.kode_dept) return showError(SEPUHAN_MSG.jenisEmpty);
    if (lines.some((l) => l.kode_group === v.kode_group && l.kode_dept === v.kode_dept))
      return showError(SEPUHAN_MSG.jenisSame);
    setLines((l) => [
      ...l,
      {
        kode_group: v.kode_group as string,
        kode_dept: v.kode_dept as string,
        qty: v.qty ?? 0,
        berat: v.berat ?? 0,
      },
    ]);
    form.setFieldsValue({ kode_dept: undefined, qty: undefined, berat: undefined });
  };

  const save = async () => {
    setSaving(true);
    try {
      const res = await saveStockSepuhManual({ detail_barang: lines });
      showSuccess(res.message ?? SEPUHAN_MSG.manualSaved);
      const rows = res.data.datasortirbeli;
      const toko = session.user?.kode_toko ?? '';
      window.setTimeout(
        () =>
          downloadText(
            stockSepuhManualSlip(rows, toko),
            `STOCK CUCI MANUAL ${rows[0]?.no_tambah_stock ?? ''}.txt`,
            'text/plain;charset=utf-8',
          ),
        SLIP_DELAY_MS,
      );
      setLines([]);
      form.resetFields();
    } catch {
      // The message is shown by the call.
    } finally {
      setSaving(false);
    }
  };

  const qty = lines.reduce((s, l) => s + l.qty, 0);
  const berat = lines.reduce((s, l) => s + Math.round(l.berat * 1000), 0) / 1000;

  return (
    <PageFrame title="Stock Cuci Manual" breadcrumb={['Sepuhan', 'Stock Cuci Manual']}>
      <Form<Values> form={form} layout="vertical" name="stock-cuci-manual" autoComplete="off">
        <Row gutter={16} align="bottom">
          <Col xs={24} md={6}>
            <Form.Item name="kode_group" label="Kategori">
              <MasterSelect
                master="group"
                aria-label="Kategori"
                placeholder="Pilih Kategori"
                onChange={() => form.setFieldsValue({ kode_dept: undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="kode_dept" label="Jenis">
              <MasterSelect
                master="jenis"
                aria-label="Jenis"
                placeholder="Pilih Jenis"
                disabled={!group}
                filter={(o) => String(o.row.kode_group ?? '') === group}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="qty" label="Jumlah">
              <QtyInput aria-label="Jumlah" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="berat" label="Berat">
              <GramInput aria-label="Berat" />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item>
              <Button block icon={<PlusOutlined />} onClick={add}>
                Tambah
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Table<Line>
          data-testid="stock-cuci-manual-list"
          size="small"
          rowKey={(l) => `${l.kode_group}|${l.kode_dept}`}
          dataSource={lines}
          pagination={false}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            { key: 'kode_group', dataIndex: 'kode_group', title: 'Kategori' },
            { key: 'kode_dept', dataIndex: 'kode_dept', title: 'Jenis' },
            { key: 'qty', dataIndex: 'qty', title: 'Jumlah', align: 'right' },
            { key: 'berat', title: 'Berat', align: 'right', render: (_, l) => formatGram(l.berat) },
            {
              key: 'hapus',
              title: '',
              width: 60,
              render: (_, l) => (
                <Button
                  danger
                  size="small"
                  aria-label={`Hapus ${l.kode_dept}`}
                  icon={<DeleteOutlined />}
                  onClick={() => setLines((all) => all.filter((x) => x !== l))}
                />
              ),
            },
          ]}
        />
        <Row justify="space-between" align="middle">
          <Typography.Text>
            Total: {qty} Pcs, {formatGram(berat)} gr
          </Typography.Text>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={!lines.length}
            onClick={() => void save()}
          >
            Simpan Barang
          </Button>
        </Row>
      </Space>
    </PageFrame>
  );
}
