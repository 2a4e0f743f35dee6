import { Form, Select } from 'antd';
import { toChoices, useKondisiChoices } from '../api/stock-options.ts';
import { STOCK_TEXT } from '../messages.ts';

/** The required 'Kondisi Barang' of destroyed goods (master kondisi-barang), under the form's `name`. */
export function KondisiBarangItem({ name }: { name: string }) {
  const kondisi = useKondisiChoices();
  return (
    <Form.Item
      name={name}
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
  );
}
