import { KAS_MSG } from '@emas/contract/api/kas';
import { Form, Select } from 'antd';
import { useRekeningOptions } from '../api/kas-calls.ts';
import { rekeningChoices } from './kas-choices.ts';

/** The required 'No Rekening' choice of the shop's accounts; `withAll` puts ALL first. */
export function RekeningField({ placeholder, withAll }: { placeholder?: string; withAll?: boolean }) {
  const rekening = useRekeningOptions();
  const choices = rekeningChoices(rekening.data);
  return (
    <Form.Item
      name="no_rekening"
      label="No Rekening"
      rules={[{ required: true, message: KAS_MSG.noRekeningEmpty }]}
    >
      <Select
        id="no_rekening"
        placeholder={placeholder}
        loading={rekening.isFetching}
        showSearch={{ optionFilterProp: 'label' }}
        options={withAll ? [{ value: 'ALL', label: 'ALL' }, ...choices] : choices}
      />
    </Form.Item>
  );
}
