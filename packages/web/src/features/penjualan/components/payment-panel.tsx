import { type api, formatMoney, quickCashAmounts, rekeningTakes, sumRupiah } from '@emas/contract';
import { Button, Col, Flex, Form, type FormInstance, Row, Select, Typography } from 'antd';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { optionText, useMasterOptions } from '../../../lib/master-options.ts';

export type PaymentValues = {
  /** Cash handed over by the customer (may be more than due: the rest is change). */
  cash?: number;
  transfer?: number;
  no_rekening?: string;
  debet?: number;
  bank_debet?: string;
  credit?: number;
  bank_credit?: string;
  qris?: number;
  rekening_qris?: string;
  ewallet?: number;
  rekening_ewallet?: string;
};

/** The non-cash amounts of the form. */
export const nonCashOf = (v: PaymentValues) =>
  sumRupiah([v.transfer ?? 0, v.debet ?? 0, v.credit ?? 0, v.qris ?? 0, v.ewallet ?? 0]);

/** The cash field's id (F8 fills it, the quick amounts too). */
export const CASH_FIELD_ID = 'bayar-tunai';

/**
 * The payments of a sale beside its trade-in: cash tendered with its quick amounts (Uang Pas and
 * round notes), then the non-cash kinds, each with the shop's account (QRIS and e-wallet from the
 * rekening master like a transfer, cards by bank).
 */
export function PaymentPanel<T extends PaymentValues>({ form, due }: { form: FormInstance<T>; due: number }) {
  const rekening = useMasterOptions('rekening');
  const bank = useMasterOptions('bank');
  const watched = (Form.useWatch([], form) ?? {}) as PaymentValues;
  const cashLeft = Math.max(0, due - nonCashOf(watched));
  const accounts = (jenis: string) =>
    (rekening.data ?? [])
      .filter((o) => rekeningTakes(optionText(o, 'jenis_rekening'), jenis))
      .map((o) => ({ value: o.value, label: `${optionText(o, 'kode_bank')} ${o.value}` }));
  const setCash = (v: number) => form.setFieldValue('cash' as never, v as never);

  const nonCash: {
    name: keyof PaymentValues;
    label: string;
    account: keyof PaymentValues;
    options: { value: string; label: string }[];
    accountLabel: string;
  }[] = [
    {
      name: 'transfer',
      label: 'Transfer',
      account: 'no_rekening',
      options: accounts('TRANSFER'),
      accountLabel: 'Rekening',
    },
    {
      name: 'qris',
      label: 'QRIS',
      account: 'rekening_qris',
      options: accounts('QRIS'),
      accountLabel: 'Rekening QRIS',
    },
    {
      name: 'ewallet',
      label: 'E-Wallet',
      account: 'rekening_ewallet',
      options: accounts('E-WALLET'),
      accountLabel: 'Rekening E-Wallet',
    },
    {
      name: 'debet',
      label: 'Debet',
      account: 'bank_debet',
      options: bank.data ?? [],
      accountLabel: 'Bank Debet',
    },
    {
      name: 'credit',
      label: 'Kartu Kredit',
      account: 'bank_credit',
      options: bank.data ?? [],
      accountLabel: 'Bank Kredit',
    },
  ];

  return (
    <>
      <Form.Item
        name="cash"
        label="Tunai Diterima (F8 = uang pas)"
        htmlFor={CASH_FIELD_ID}
        style={{ marginBottom: 8 }}
      >
        <RupiahInput id={CASH_FIELD_ID} aria-label="Cash" size="large" />
      </Form.Item>
      <Flex gap={6} wrap style={{ marginBottom: 12 }} data-testid="quick-cash">
        {quickCashAmounts(cashLeft).map((v, i) => (
          <Button key={v} size="small" onClick={() => setCash(v)}>
            {i === 0 ? `Uang Pas ${formatMoney(v)}` : formatMoney(v)}
          </Button>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
        Non Tunai
      </Typography.Text>
      {nonCash.map((n) => (
        <Row gutter={8} key={n.name}>
          <Col span={12}>
            <Form.Item name={n.name} style={{ marginBottom: 6 }}>
              <RupiahInput aria-label={n.label} placeholder={n.label} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={n.account} style={{ marginBottom: 6 }}>
              <Select
                allowClear
                aria-label={n.accountLabel}
                placeholder={n.accountLabel}
                showSearch={{ optionFilterProp: 'label' }}
                options={n.options}
              />
            </Form.Item>
          </Col>
        </Row>
      ))}
    </>
  );
}

type Payment = api.CreateSaleBody['pembayaran'][number];

/** The payments of the form as the sale call takes them, trade-in and coupon first (zero amounts left out). */
export function paymentsOf(v: PaymentValues, tukar: number, kupon = 0): Payment[] {
  const out: Payment[] = [];
  if (tukar > 0) out.push({ jenis: 'TUKAR', jumlah: tukar });
  // The coupon's discount (the server checks it is exactly the coupon's on this sale).
  if (kupon > 0) out.push({ jenis: 'KUPON', jumlah: kupon });
  if (v.cash) out.push({ jenis: 'CASH', jumlah: v.cash });
  // The server takes the bank of an account from the rekening master.
  if (v.transfer) out.push({ jenis: 'TRANSFER', jumlah: v.transfer, no_rekening: v.no_rekening });
  if (v.qris) out.push({ jenis: 'QRIS', jumlah: v.qris, no_rekening: v.rekening_qris });
  if (v.ewallet) out.push({ jenis: 'E-WALLET', jumlah: v.ewallet, no_rekening: v.rekening_ewallet });
  if (v.debet) out.push({ jenis: 'DEBET', jumlah: v.debet, kode_bank: v.bank_debet });
  if (v.credit) out.push({ jenis: 'CREDIT', jumlah: v.credit, kode_bank: v.bank_credit });
  return out;
}
