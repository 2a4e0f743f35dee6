import { api, formatRupiah, STARTER_HARGA_24K } from '@emas/contract';
import { Alert, Col, Form, Row } from 'antd';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { useSaveStep } from '../api/setup-toko.ts';
import { StepActions } from './step-actions.tsx';

type Values = { harga_jual: number; harga_beli: number };

/** Step 3: today's 24K price (Parameter Harga Emas); every group follows it by its kadar. */
export function HargaStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const save = useSaveStep(api.saveSetupHarga);
  return (
    <Form<Values>
      layout="vertical"
      initialValues={STARTER_HARGA_24K}
      onFinish={(v) => save.mutate(v, { onSuccess: onDone })}
      style={{ maxWidth: 720 }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`Harga emas 24K per gram hari ini. Harga tiap group = harga 24K x kadar group / 100 (contoh: kadar 42% dari ${formatRupiah(STARTER_HARGA_24K.harga_jual)}). Harga diubah setiap hari di Parameter Harga Emas.`}
      />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="harga_jual"
            label="Harga Jual 24K / Gram"
            rules={[{ required: true, message: 'Harga Jual Tidak Boleh Kosong' }]}
          >
            <RupiahInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="harga_beli"
            label="Harga Beli 24K / Gram"
            rules={[{ required: true, message: 'Harga Beli Tidak Boleh Kosong' }]}
          >
            <RupiahInput />
          </Form.Item>
        </Col>
      </Row>
      <StepActions onBack={onBack} saving={save.isPending} />
    </Form>
  );
}
