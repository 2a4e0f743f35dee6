import { Button, Col, Form } from 'antd';
import { Field } from '../../../components/ui/form-field.tsx';
import { GramInput, QtyInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';

/** The qty and weight of a manual line (both required). */
export function QtyBeratFields({ qtyMd = 2, beratMd = 3 }: { qtyMd?: number; beratMd?: number }) {
  return (
    <>
      <Col xs={8} md={qtyMd}>
        <Field name="qty" label="Qty" required="Qty Harus Diisi">
          <QtyInput />
        </Field>
      </Col>
      <Col xs={8} md={beratMd}>
        <Field name="berat" label="Berat" required="Berat Harus Diisi">
          <GramInput />
        </Field>
      </Col>
    </>
  );
}

/** The form's submit button in its own column (Tambah, Pindah Barang, ...). */
export function SubmitCol({
  label,
  md = 4,
  ...button
}: {
  label: string;
  md?: number;
  type?: 'primary';
  loading?: boolean;
}) {
  return (
    <Col xs={24} md={md}>
      <Form.Item>
        <Button htmlType="submit" {...button}>
          {label}
        </Button>
      </Form.Item>
    </Col>
  );
}

/** The Rupiah price of a manual line in its own column. */
export function HargaCol({
  name,
  label,
  md,
  required,
}: {
  name: string;
  label: string;
  md: number;
  required?: string;
}) {
  return (
    <Col xs={8} md={md}>
      <Field name={name} label={label} required={required}>
        <RupiahInput />
      </Field>
    </Col>
  );
}
