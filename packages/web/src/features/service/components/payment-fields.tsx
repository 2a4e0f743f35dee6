import { api } from '@emas/contract';
import { Form, Select } from 'antd';
import { useMasterOptions } from '../../../lib/master-options.ts';

export type PaymentValues = { jenis?: (typeof api.JENIS_BAYAR_SERVICE)[number]; no_rekening?: string };

/** How a service's money is paid: one kind, and the shop's account for a non-cash payment. */
export function PaymentFields({ prefix = '' }: { prefix?: string }) {
  const rekening = useMasterOptions('rekening');
  const jenis = Form.useWatch<string | undefined>('jenis');
  return (
    <>
      <Form.Item name="jenis" label={`${prefix}Jenis Pembayaran`}>
        <Select
          aria-label="Jenis Pembayaran"
          options={api.JENIS_BAYAR_SERVICE.map((j) => ({ value: j, label: j }))}
        />
      </Form.Item>
      {jenis && jenis !== 'CASH' && (
        <Form.Item
          name="no_rekening"
          label="No Rekening"
          rules={[{ required: jenis === 'TRANSFER', message: api.TRANSAKSI_MSG.accountRequired(jenis) }]}
        >
          <Select
            aria-label="No Rekening"
            showSearch
            optionFilterProp="label"
            loading={rekening.isLoading}
            options={(rekening.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
          />
        </Form.Item>
      )}
    </>
  );
}

/** One payment line of `jumlah` (none when there is nothing to pay). */
export const toPayments = (
  v: PaymentValues,
  jumlah: number,
): NonNullable<api.CreateServiceBody['pembayaran']> =>
  jumlah > 0 ? [{ jenis: v.jenis ?? 'CASH', jumlah, no_rekening: v.no_rekening }] : [];
