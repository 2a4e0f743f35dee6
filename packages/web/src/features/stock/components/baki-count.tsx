import { formatGram, formatMoney } from '@emas/contract';
import { Form, Input } from 'antd';
import { useCountBaki } from '../api/barang-calls.ts';

/** Qty and Berat of the ready goods in a tray, read-only, filled from barang/count-baki. */
export function BakiCount({ kodeBaki }: { kodeBaki: string | undefined }) {
  const count = useCountBaki(kodeBaki);
  const ready = kodeBaki && count.data;
  return (
    <>
      <Form.Item label="Qty">
        <Input
          aria-label="Qty"
          readOnly
          value={ready ? formatMoney(count.data?.qty) : ''}
          placeholder={count.isFetching ? 'Menghitung...' : '0'}
          suffix="pcs"
        />
      </Form.Item>
      <Form.Item label="Berat">
        <Input
          aria-label="Berat"
          readOnly
          value={ready ? formatGram(count.data?.berat) : ''}
          placeholder={count.isFetching ? 'Menghitung...' : '0.000'}
          suffix="gr"
        />
      </Form.Item>
    </>
  );
}
