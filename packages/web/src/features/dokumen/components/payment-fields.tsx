import { api, rekeningTakes } from '@emas/contract';
import { Form, Select } from 'antd';
import { paymentRule } from '../../../components/ui/amount-limits.ts';
import { Field } from '../../../components/ui/form-field.tsx';
import { MasterSelect } from '../../../components/ui/master-select.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { optionText } from '../../../lib/master-options.ts';

/** The kind of payment chosen on the form and, when it is not cash, the shop's account. */
export type PaymentValues<J extends string = string> = { jenis?: J; no_rekening?: string };

type Props = {
  /** The kinds the document takes, CASH first (the contract's JENIS_BAYAR_* of the kind). */
  kinds: readonly string[];
  /** The amount's own field (DP, the loan), when the payment has one on the form. */
  amount?: { name: string; label: string };
};

/**
 * How one amount is paid: its kind (CASH, TRANSFER, DEBET, CREDIT) and, for a non-cash one, the shop's
 * account of that kind (required for a transfer). Lives inside the page's or the modal's Form.
 */
export function PaymentFields({ kinds, amount }: Props) {
  const jenis = Form.useWatch<string | undefined>('jenis');
  return (
    <>
      {amount && (
        <Field name={amount.name} label={amount.label} rules={[paymentRule()]}>
          <RupiahInput />
        </Field>
      )}
      <Field name="jenis" label="Jenis Pembayaran">
        <Select options={kinds.map((j) => ({ value: j, label: j }))} />
      </Field>
      {jenis && jenis !== 'CASH' && (
        <Field
          name="no_rekening"
          label="No Rekening"
          required={jenis === 'TRANSFER' ? api.TRANSAKSI_MSG.accountRequired(jenis) : undefined}
        >
          {/* The accounts that take the chosen kind, as the server checks. */}
          <MasterSelect
            master="rekening"
            filter={(o) => rekeningTakes(optionText(o, 'jenis_rekening'), jenis)}
          />
        </Field>
      )}
    </>
  );
}

/** One payment line of `jumlah` in the chosen kind, CASH by default (none when nothing is paid). */
export const toPayments = <J extends string>(v: PaymentValues<J>, jumlah: number) =>
  jumlah > 0 ? [{ jenis: v.jenis ?? ('CASH' as J), jumlah, no_rekening: v.no_rekening }] : [];
