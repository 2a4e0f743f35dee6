import { SaveOutlined } from '@ant-design/icons';
import { api } from '@emas/contract';
import { Button, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useOpenCart } from '../../../lib/open-cart.ts';
import { pindahBarang } from '../api/barang-calls.ts';
import { BarcodeScanList } from '../components/barcode-scan-list.tsx';
import { BakiSelect, GudangSelect, useGudangHasBaki } from '../components/location-select.tsx';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG, GUDANG_HANCUR } = api;
type Tujuan = { kode_gudang_tujuan?: string; kode_baki_tujuan?: string };

/** Goods go to HANCUR only through the Hancur Barang screens. */
const notHancur = (kode: string) => kode !== GUDANG_HANCUR;

/** pindah-barang: scanned items to one warehouse and tray (PUT barang/pindah). */
export function PindahBarangPage() {
  const [items, setItems] = useState<api.BarangRow[]>([]);
  const [form] = Form.useForm<Tujuan>();
  const gudang = Form.useWatch('kode_gudang_tujuan', form);
  const needsBaki = useGudangHasBaki(gudang);
  const [saving, setSaving] = useState(false);
  // Scanned, not moved yet: listed at the store closing and kept if the closing ends the session.
  useOpenCart('Pindah Barang', items.length, items, setItems);

  const save = async () => {
    const v = await form.validateFields();
    const body = api.pindahBarangBody.safeParse({
      kode_barcodes: items.map((i) => i.kode_barcode),
      kode_gudang_tujuan: v.kode_gudang_tujuan,
      kode_baki_tujuan: v.kode_baki_tujuan,
    });
    if (!body.success) {
      showError(body.error.issues[0]?.message ?? STOCK_TEXT.listEmpty);
      return;
    }
    setSaving(true);
    try {
      const res = await pindahBarang(body.data);
      showSuccess(res.message ?? BARANG_MSG.moved);
      setItems([]);
      form.resetFields();
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title="Pindah Barang">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={16}>
          <BarcodeScanList items={items} onChange={setItems} disabled={saving} testId="pindah-barang-list" />
        </Col>
        <Col xs={24} lg={8}>
          <Form<Tujuan>
            form={form}
            layout="vertical"
            name="pindah-barang"
            autoComplete="off"
            onValuesChange={(changed) => {
              if ('kode_gudang_tujuan' in changed) form.setFieldValue('kode_baki_tujuan', undefined);
            }}
          >
            <Form.Item
              name="kode_gudang_tujuan"
              label="Gudang Tujuan"
              rules={[{ required: true, message: STOCK_TEXT.pickGudangTujuan }]}
            >
              <GudangSelect allow={notHancur} />
            </Form.Item>
            <Form.Item
              name="kode_baki_tujuan"
              label="Baki Tujuan"
              dependencies={['kode_gudang_tujuan']}
              rules={[
                {
                  required: needsBaki,
                  message: gudang ? BARANG_MSG.bakiRequired(gudang) : STOCK_TEXT.pickBakiTujuan,
                },
              ]}
            >
              <BakiSelect gudang={gudang} />
            </Form.Item>
            <Button
              type="primary"
              block
              icon={<SaveOutlined />}
              loading={saving}
              disabled={!items.length}
              onClick={() => void save().catch(() => undefined)}
            >
              Simpan
            </Button>
          </Form>
        </Col>
      </Row>
    </PageFrame>
  );
}
