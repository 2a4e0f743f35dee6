import { SaveOutlined } from '@ant-design/icons';
import { api } from '@emas/contract';
import { Button, Col, Form, Row } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { pindahBaki, useCountBaki } from '../api/barang-calls.ts';
import { BakiCount } from '../components/baki-count.tsx';
import { BakiSelect, GudangSelect } from '../components/location-select.tsx';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG, GUDANG_HANCUR } = api;
type Values = { kode_baki_asal?: string; kode_gudang_tujuan?: string; kode_baki_tujuan?: string };

const notHancur = (kode: string) => kode !== GUDANG_HANCUR;

/** pindah-barang-satu-baki: every ready item of one tray to another tray (PUT barang/pindah-baki). */
export function PindahBarangSatuBakiPage() {
  const [form] = Form.useForm<Values>();
  const asal = Form.useWatch('kode_baki_asal', form);
  const gudang = Form.useWatch('kode_gudang_tujuan', form);
  const count = useCountBaki(asal);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const v = await form.validateFields();
    if (count.data && count.data.qty === 0) {
      showError(BARANG_MSG.bakiEmpty(v.kode_baki_asal ?? ''));
      return;
    }
    const body = api.pindahBakiBody.safeParse(v);
    if (!body.success) {
      showError(body.error.issues[0]?.message ?? STOCK_TEXT.pickBakiAsal);
      return;
    }
    setSaving(true);
    try {
      const res = await pindahBaki(body.data);
      showSuccess(res.message ?? BARANG_MSG.moved);
      form.resetFields();
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title="Pindah Barang Satu Baki">
      <Form<Values>
        form={form}
        layout="vertical"
        name="pindah-barang-satu-baki"
        autoComplete="off"
        onValuesChange={(changed) => {
          if ('kode_gudang_tujuan' in changed) form.setFieldValue('kode_baki_tujuan', undefined);
        }}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="kode_baki_asal"
              label="Baki Asal"
              rules={[{ required: true, message: STOCK_TEXT.pickBakiAsal }]}
            >
              <BakiSelect anyGudang allowGudang={notHancur} />
            </Form.Item>
            <BakiCount kodeBaki={asal} />
          </Col>
          <Col xs={24} md={12}>
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
              dependencies={['kode_baki_asal']}
              rules={[
                { required: true, message: STOCK_TEXT.pickBakiTujuan },
                {
                  validator: async (_, v) => {
                    if (v && v === form.getFieldValue('kode_baki_asal')) throw new Error(BARANG_MSG.sameBaki);
                  },
                },
              ]}
            >
              <BakiSelect gudang={gudang} exclude={asal} />
            </Form.Item>
            <Button
              type="primary"
              block
              icon={<SaveOutlined />}
              loading={saving}
              onClick={() => void save().catch(() => undefined)}
            >
              Simpan
            </Button>
          </Col>
        </Row>
      </Form>
    </PageFrame>
  );
}
