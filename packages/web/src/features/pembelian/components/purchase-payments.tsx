import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { api, formatMoney, sumRupiah } from '@emas/contract';
import type { MasterOption } from '@emas/contract/master/api';
import { Button, Flex, Select, Typography } from 'antd';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';

export type JenisBayarBeli = (typeof api.JENIS_BAYAR_BELI)[number];

/** A payment to the customer. The first row takes the balance: total less the other rows. */
export type PaymentDraft = { key: string; jenis: JenisBayarBeli; jumlah?: number; no_rekening?: string };

/** The payment rows with the balance row filled in. */
export function settledPayments(rows: readonly PaymentDraft[], total: number): PaymentDraft[] {
  const others = sumRupiah(rows.slice(1).map((r) => r.jumlah ?? 0));
  return rows.map((r, i) => (i === 0 ? { ...r, jumlah: total - others } : r));
}

/** The body's payments; kode_bank comes from the chosen account. */
export function paymentBody(
  rows: readonly PaymentDraft[],
  rekening: readonly MasterOption[],
): api.CreatePurchaseBody['pembayaran'] {
  return rows.map((r) => {
    const acc = rekening.find((o) => o.value === r.no_rekening);
    return {
      jenis: r.jenis,
      jumlah: r.jumlah ?? 0,
      ...(r.jenis === 'TRANSFER'
        ? { no_rekening: r.no_rekening, kode_bank: acc ? String(acc.row.kode_bank ?? '') : undefined }
        : {}),
    };
  });
}

type Props = {
  rows: readonly PaymentDraft[];
  total: number;
  rekening: readonly MasterOption[];
  onChange: (rows: PaymentDraft[]) => void;
};

let seq = 0;
export const newPaymentKey = () => `bayar-${++seq}`;

/** CASH / TRANSFER rows adding up to the total (the first row follows the total). */
export function PurchasePayments({ rows, total, rekening, onChange }: Props) {
  const settled = settledPayments(rows, total);
  const set = (key: string, patch: Partial<PaymentDraft>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const transferAccounts = rekening
    .filter((o) => !o.row.jenis_rekening || o.row.jenis_rekening === 'TRANSFER')
    .map((o) => ({ value: o.value, label: `${String(o.row.kode_bank ?? '')} ${o.value} - ${o.label}` }));

  return (
    <Flex vertical gap={8} data-testid="beli-payments">
      {settled.map((r, i) => (
        <Flex key={r.key} gap={8} align="center" wrap>
          <Select
            aria-label={`Jenis Pembayaran ${i + 1}`}
            id={`bayar-jenis-${i}`}
            style={{ width: 120 }}
            value={r.jenis}
            options={api.JENIS_BAYAR_BELI.map((j) => ({ value: j, label: j }))}
            onChange={(v) =>
              set(r.key, { jenis: v, no_rekening: v === 'TRANSFER' ? r.no_rekening : undefined })
            }
          />
          <div style={{ flex: 1, minWidth: 150 }}>
            {i === 0 ? (
              <RupiahInput aria-label="Jumlah Pembayaran 1" id="bayar-jumlah-0" value={r.jumlah} disabled />
            ) : (
              <RupiahInput
                aria-label={`Jumlah Pembayaran ${i + 1}`}
                id={`bayar-jumlah-${i}`}
                min={1}
                value={r.jumlah}
                onChange={(v) => set(r.key, { jumlah: v })}
              />
            )}
          </div>
          {i > 0 && (
            <Button
              danger
              type="text"
              aria-label={`Hapus Pembayaran ${i + 1}`}
              icon={<DeleteOutlined />}
              onClick={() => onChange(rows.filter((x) => x.key !== r.key))}
            />
          )}
          {r.jenis === 'TRANSFER' && (
            <Select
              aria-label={`Rekening ${i + 1}`}
              id={`bayar-rekening-${i}`}
              placeholder="Pilih Rekening"
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              value={r.no_rekening}
              options={transferAccounts}
              onChange={(v) => set(r.key, { no_rekening: v })}
            />
          )}
        </Flex>
      ))}
      {(settled[0]?.jumlah ?? 0) < 0 && (
        <Typography.Text type="danger">
          Pembayaran melebihi total sebesar {formatMoney(-(settled[0]?.jumlah ?? 0))}
        </Typography.Text>
      )}
      {rows.length < 5 && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange([...rows, { key: newPaymentKey(), jenis: 'TRANSFER' }])}
        >
          Tambah Pembayaran
        </Button>
      )}
    </Flex>
  );
}
