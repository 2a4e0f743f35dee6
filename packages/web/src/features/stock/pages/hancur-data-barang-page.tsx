import { api } from '@emas/contract';
import { Col, Form, Row } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { hancurBarang } from '../api/barang-calls.ts';
import { BarcodeScanList } from '../components/barcode-scan-list.tsx';
import { checkedBody } from '../components/checked-body.ts';
import { GudangTujuanItem } from '../components/gudang-tujuan-item.tsx';
import { HancurButton } from '../components/hancur-button.tsx';
import { KondisiBarangItem } from '../components/kondisi-item.tsx';
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
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const v = await form.validateFields();
    const dest = v.kode_gudang_tujuan ?? GUDANG_HANCUR;
    const same = items.find((i) => i.kode_gudang === dest);
    if (same) {
      showError(BARANG_MSG.hancurSameGudang);
      return;
    }
    const body = checkedBody(
      api.hancurBarangBody.safeParse({
        kode_barcodes: items.map((i) => i.kode_barcode),
        kondisi: v.kondisi,
        kode_gudang_tujuan: dest,
      }),
      STOCK_TEXT.listEmpty,
    );
    if (!body) return;
    setSaving(true);
    try {
      const res = await hancurBarang(body);
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
            <KondisiBarangItem name="kondisi" />
            <GudangTujuanItem allow={isHancurDestination} />
            <HancurButton loading={saving} disabled={!items.length} onClick={save} />
          </Form>
        </Col>
      </Row>
    </PageFrame>
  );
}
