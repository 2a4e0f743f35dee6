import { formatGram, formatMoney } from '@emas/contract';
import { Button, Col, Form } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Field } from '../../../components/ui/form-field.tsx';
import { GramInput, QtyInput } from '../../../components/ui/number-inputs.tsx';

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

/** Right-aligned grams and Rupiah columns of the local lists. */
export const gramColumn = <T,>(key: string, title = 'Berat'): ColumnType<T> => ({
  title,
  dataIndex: key,
  align: 'right',
  render: (v: number) => formatGram(v),
});
export const moneyColumn = <T,>(key: string, title: string): ColumnType<T> => ({
  title,
  dataIndex: key,
  align: 'right',
  render: (v: number) => formatMoney(v),
});

/** The delete button of a local list's row. */
export const removeColumn = <T,>(remove: (index: number) => void): ColumnType<T> => ({
  title: '',
  key: 'hapus',
  render: (_, __, i) => (
    <Button danger size="small" onClick={() => remove(i)}>
      Hapus
    </Button>
  ),
});
