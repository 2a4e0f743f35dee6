import { FireOutlined } from '@ant-design/icons';
import { api } from '@emas/contract';
import { Button, Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { hancurBarang } from '../api/barang-calls.ts';
import { toChoices, useKondisiChoices } from '../api/stock-options.ts';
import { BarcodeScanList } from '../components/barcode-scan-list.tsx';
import { GudangSelect } from '../components/location-select.tsx';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG, GUDANG_HANCUR, isHancurDestination, isHancurSource } = api;
type Values = { kondisi?: string; kode_gudang_tujuan?: string };

/** Items in DBM or RETUR cannot be destroyed: refused when scanned, before the server says so. */
const refuseSource = (row: api.BarangRow) =>
  isHancurSource(row.kode_gudang) ? null : BARANG_MSG.hancurSourceRefused(row.kode_gudang);

/** hancur-data-barang: scanned items destroyed with a condition, to HANCUR or another allowed warehouse. */
export function HancurDataBarangPage() {
  const [items, setItems] = useState<api.BarangRow[]>([]);
  const [form] = Form.useForm<Values>();
  const kondisi = useKondisiChoices();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const v = await form.validateFields();
    const dest = v.kode_gudang_tujuan ?? GUDANG_HANCUR;
    const same = items.find((i) => i.kode_gudang === dest);
    if (same) {
      showError(BARANG_MSG.hancurSameGudang);
      return;
    }
    const body = api.hancurBarangBody.safeParse({
      kode_barcodes: items.map((i) => i.kode_barcode),
      kondisi: v.kondisi,
      kode_gudang_tujuan: dest,
    });
    if (!body.success) {
      showError(body.error.issues[0]?.message ?? STOCK_TEXT.listEmpty);
      return;
    }
    setSaving(true);
    try {
      const res = await hancurBarang(body.data);
      showSuccess(res.message ?? BARANG_MSG.destroyed);
      setItems([]);
      form.resetFields();
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title="Hancur Barang">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={16}>
          <BarcodeScanList
            items={items}
            onChange={setItems}
            refuse={refuseSource}
            disabled={saving}
            testId="hancur-barang-list"
          />
        </Col>
        <Col xs={24} lg={8}>
          <Form<Values>
            form={form}
            layout="vertical"
            name="hancur-data-barang"
            autoComplete="off"
            initialValues={{ kode_gudang_tujuan: GUDANG_HANCUR }}
          >
            <Form.Item
              name="kondisi"
              label="Kondisi Barang"
              rules={[{ required: true, message: STOCK_TEXT.pickKondisi }]}
            >
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={kondisi.isFetching}
                placeholder="Pilih Kondisi Barang"
                options={toChoices(kondisi.data)}
              />
            </Form.Item>
            <Form.Item
              name="kode_gudang_tujuan"
              label="Gudang Tujuan"
              rules={[{ required: true, message: STOCK_TEXT.pickGudangTujuan }]}
            >
              <GudangSelect allow={isHancurDestination} />
            </Form.Item>
            <Button
              type="primary"
              danger
              block
              icon={<FireOutlined />}
              loading={saving}
              disabled={!items.length}
              onClick={() => void save().catch(() => undefined)}
            >
              Hancur Barang
            </Button>
          </Form>
        </Col>
      </Row>
    </PageFrame>
  );
}
