import { api } from '@emas/contract';
import { Col, Form, Row } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { pindahBaki, useCountBaki } from '../api/barang-calls.ts';
import { BakiCount } from '../components/baki-count.tsx';
import { checkedBody } from '../components/checked-body.ts';
import { GudangTujuanItem, notHancur } from '../components/gudang-tujuan-item.tsx';
import { BakiSelect } from '../components/location-select.tsx';
import { SimpanButton } from '../components/simpan-button.tsx';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG } = api;
type Values = { kode_baki_asal?: string; kode_gudang_tujuan?: string; kode_baki_tujuan?: string };

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
    const body = checkedBody(api.pindahBakiBody.safeParse(v), STOCK_TEXT.pickBakiAsal);
    if (!body) return;
    setSaving(true);
    try {
      const res = await pindahBaki(body);
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
            <GudangTujuanItem allow={notHancur} />
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
            <SimpanButton loading={saving} onClick={save} />
          </Col>
        </Row>
      </Form>
    </PageFrame>
  );
}
