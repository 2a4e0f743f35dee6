import { api } from '@emas/contract';
import { Form } from 'antd';
import { STOCK_TEXT } from '../messages.ts';
import { GudangSelect } from './location-select.tsx';

/** Goods go to HANCUR only through the Hancur Barang screens. */
export const notHancur = (kode: string) => kode !== api.GUDANG_HANCUR;

/** The required 'Gudang Tujuan' (field kode_gudang_tujuan) among the warehouses `allow` lets through. */
export function GudangTujuanItem({ allow }: { allow: (kode: string) => boolean }) {
  return (
    <Form.Item
      name="kode_gudang_tujuan"
      label="Gudang Tujuan"
      rules={[{ required: true, message: STOCK_TEXT.pickGudangTujuan }]}
    >
      <GudangSelect allow={allow} />
    </Form.Item>
  );
}
