import { api } from '@emas/contract';
import { Col, Flex, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { Field } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { refreshStock, saveHancur, savePindah } from '../api/barang-manual-calls.ts';
import { QtyBeratFields, SubmitCol } from '../components/line-fields.tsx';
import { GroupDeptFields, TrayFields } from '../components/place-fields.tsx';
import { StockTable } from '../components/stock-table.tsx';

const MSG = api.BARANG_MANUAL_MSG;
type Values = {
  kode_gudang: string;
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang_tujuan: string;
  kode_toko_tujuan: string;
  qty: number;
  berat: number;
  keterangan?: string;
};

/**
 * Pindah and Hancur Barang Manual: a qty and weight of one group and type out of a tray, into another
 * tray (pindah) or destroyed (hancur, with a note). The tray's stock of the chosen type shows below.
 */
function MutasiPage({ mode }: { mode: 'pindah' | 'hancur' }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const place = Form.useWatch([], form) as Partial<Values> | undefined;
  const simpan = async (v: Values) => {
    setBusy(true);
    try {
      const res = mode === 'pindah' ? await savePindah(v) : await saveHancur(v);
      toast.success(`${mode === 'pindah' ? MSG.moved : MSG.destroyed} (${res.data.no_ref})`);
      form.setFieldsValue({ qty: undefined, berat: undefined, keterangan: undefined });
      void refreshStock();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const title = mode === 'pindah' ? 'Pindah Barang Manual' : 'Hancur Barang Manual';
  return (
    <PageFrame title={title}>
      <Flex vertical gap={12}>
        <Form<Values>
          form={form}
          layout="vertical"
          name={`${mode}-barang-manual`}
          onFinish={simpan}
          autoComplete="off"
        >
          <Row gutter={12} align="bottom">
            <TrayFields label=" Asal" />
            <GroupDeptFields />
            {mode === 'pindah' && <TrayFields suffix="_tujuan" label=" Tujuan" />}
            <QtyBeratFields qtyMd={2} beratMd={3} />
            {mode === 'hancur' && (
              <Col xs={24} md={5}>
                <Field name="keterangan" label="Keterangan">
                  <Input maxLength={100} />
                </Field>
              </Col>
            )}
            <SubmitCol
              md={3}
              type="primary"
              loading={busy}
              label={mode === 'pindah' ? 'Pindah Barang' : 'Hancur Barang'}
            />
          </Row>
        </Form>
        <StockTable
          filter={{
            kode_gudang: place?.kode_gudang,
            kode_toko: place?.kode_toko,
            kode_group: place?.kode_group,
          }}
        />
      </Flex>
    </PageFrame>
  );
}

export const PindahBarangManualPage = () => <MutasiPage mode="pindah" />;
export const HancurBarangManualPage = () => <MutasiPage mode="hancur" />;
