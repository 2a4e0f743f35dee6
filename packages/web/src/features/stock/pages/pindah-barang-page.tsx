import { api } from '@emas/contract';
import { Col, Form, Row } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useOpenCart } from '../../../lib/open-cart.ts';
import { pindahBarang } from '../api/barang-calls.ts';
import { BarcodeScanList } from '../components/barcode-scan-list.tsx';
import { checkedBody } from '../components/checked-body.ts';
import { GudangTujuanItem, notHancur } from '../components/gudang-tujuan-item.tsx';
import { BakiSelect, useGudangHasBaki } from '../components/location-select.tsx';
import { SimpanButton } from '../components/simpan-button.tsx';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG } = api;
type Tujuan = { kode_gudang_tujuan?: string; kode_baki_tujuan?: string };

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
    const body = checkedBody(
      api.pindahBarangBody.safeParse({
        kode_barcodes: items.map((i) => i.kode_barcode),
        kode_gudang_tujuan: v.kode_gudang_tujuan,
        kode_baki_tujuan: v.kode_baki_tujuan,
      }),
      STOCK_TEXT.listEmpty,
    );
    if (!body) return;
    setSaving(true);
    try {
      const res = await pindahBarang(body);
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
            <GudangTujuanItem allow={notHancur} />
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
            <SimpanButton loading={saving} disabled={!items.length} onClick={save} />
          </Form>
        </Col>
      </Row>
    </PageFrame>
  );
}
