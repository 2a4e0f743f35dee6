import { formatMoney } from '@emas/contract';
import { Col, Descriptions, Form, Row, Select } from 'antd';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { optionText, useMasterOptions } from '../../../lib/master-options.ts';

export type PaymentValues = {
  cash?: number;
  transfer?: number;
  no_rekening?: string;
  debet?: number;
  bank_debet?: string;
  credit?: number;
  bank_credit?: string;
};

/** The non-trade-in payments of a sale; the trade-in pays its own part. */
export function PaymentPanel({ total, tukar, paid }: { total: number; tukar: number; paid: number }) {
  const rekening = useMasterOptions('rekening');
  const bank = useMasterOptions('bank');
  const sisa = total - tukar - paid;
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 't',
            label: 'Total Penjualan',
            children: <b data-testid="total-jual">Rp {formatMoney(total)}</b>,
          },
          { key: 'k', label: 'Tukar', children: `Rp ${formatMoney(tukar)}` },
          {
            key: 's',
            label: 'Sisa Bayar',
            children: (
              <b data-testid="sisa-bayar" style={{ color: sisa === 0 ? '#389e0d' : '#cf1322' }}>
                Rp {formatMoney(sisa)}
              </b>
            ),
          },
        ]}
      />
      <Row gutter={8} style={{ marginTop: 12 }}>
        <Col span={24}>
          <Form.Item name="cash" label="Cash (F8 = sisa)">
            <RupiahInput aria-label="Cash" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="transfer" label="Transfer">
            <RupiahInput aria-label="Transfer" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="no_rekening" label="Rekening">
            <Select
              allowClear
              aria-label="Rekening"
              options={(rekening.data ?? []).map((o) => ({
                value: o.value,
                label: `${optionText(o, 'kode_bank')} ${o.value}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="debet" label="Debet">
            <RupiahInput aria-label="Debet" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="bank_debet" label="Bank Debet">
            <Select allowClear options={bank.data ?? []} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="credit" label="Kartu Kredit">
            <RupiahInput aria-label="Kartu Kredit" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="bank_credit" label="Bank Kredit">
            <Select allowClear options={bank.data ?? []} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The payments of the form as the sale call takes them (zero amounts left out). */
export function paymentsOf(v: PaymentValues, rekeningBank: (no: string) => string, tukar: number) {
  const out: {
    jenis: 'CASH' | 'TRANSFER' | 'DEBET' | 'CREDIT' | 'TUKAR';
    jumlah: number;
    kode_bank?: string;
    no_rekening?: string;
  }[] = [];
  if (tukar > 0) out.push({ jenis: 'TUKAR', jumlah: tukar });
  if (v.cash) out.push({ jenis: 'CASH', jumlah: v.cash });
  if (v.transfer)
    out.push({
      jenis: 'TRANSFER',
      jumlah: v.transfer,
      no_rekening: v.no_rekening,
      kode_bank: v.no_rekening ? rekeningBank(v.no_rekening) : undefined,
    });
  if (v.debet) out.push({ jenis: 'DEBET', jumlah: v.debet, kode_bank: v.bank_debet });
  if (v.credit) out.push({ jenis: 'CREDIT', jumlah: v.credit, kode_bank: v.bank_credit });
  return out;
}
