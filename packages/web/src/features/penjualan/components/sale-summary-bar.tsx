import { InboxOutlined, PauseCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { formatMoney, settleCash } from '@emas/contract';
import { Badge, Button, Form, type FormInstance } from 'antd';
import { CounterBar, type CounterFigure } from '../../../components/counter/counter-bar.tsx';
import { type PaymentValues, paymentsOf } from './payment-panel.tsx';

const rp = (v: number) => `Rp ${formatMoney(v)}`;

/**
 * The sale's totals and actions, always on screen: total, trade-in, paid, and the rest to pay or the
 * change to give back (large), with Tahan and Simpan. It watches the payment fields itself, so typing
 * an amount re-renders this bar only.
 */
export function SaleSummaryBar<T extends PaymentValues>({
  form,
  total,
  tukar,
  kupon = 0,
  count,
  busy,
  held,
  onSave,
  onHold,
  onHeldList,
}: {
  form: FormInstance<T>;
  total: number;
  tukar: number;
  /** The coupon's discount (a KUPON payment). */
  kupon?: number;
  count: number;
  busy: boolean;
  /** How many sales of the shop wait on hold. */
  held: number;
  onSave: () => void;
  onHold: () => void;
  onHeldList: () => void;
}) {
  const v = (Form.useWatch([], form) ?? {}) as PaymentValues;
  const payments = paymentsOf(v, tukar, kupon);
  // What the customer paid besides the trade-in and the coupon.
  const paid = payments.reduce((s, p) => s + (p.jenis === 'TUKAR' || p.jenis === 'KUPON' ? 0 : p.jumlah), 0);
  const settled = settleCash(payments, total);
  const kembalian = settled.ok ? settled.kembalian : 0;
  const sisa = Math.max(0, total - tukar - kupon - paid);
  const figures: CounterFigure[] = [
    { label: `Total Penjualan (${count} barang)`, value: rp(total), testId: 'total-jual' },
    ...(tukar ? [{ label: 'Tukar', value: rp(tukar), testId: 'total-tukar' }] : []),
    ...(kupon ? [{ label: 'Kupon', value: rp(kupon), testId: 'total-kupon' }] : []),
    { label: 'Dibayar', value: rp(paid), testId: 'dibayar' },
    kembalian > 0
      ? { label: 'Kembalian', value: rp(kembalian), testId: 'kembalian', tone: 'change' }
      : {
          label: 'Sisa Bayar',
          value: rp(sisa),
          testId: 'sisa-bayar',
          tone: sisa === 0 && count ? 'done' : 'due',
        },
  ];
  return (
    <CounterBar figures={figures}>
      {!settled.ok && settled.reason === 'non-tunai-lebih' && (
        <span style={{ color: '#cf1322', maxWidth: 180 }}>Non tunai melebihi total</span>
      )}
      <Badge count={held} size="small">
        <Button size="large" icon={<InboxOutlined />} onClick={onHeldList} aria-label="Penjualan Ditahan">
          Ditahan
        </Button>
      </Badge>
      <Button size="large" icon={<PauseCircleOutlined />} onClick={onHold}>
        Tahan (F10)
      </Button>
      <Button
        type="primary"
        size="large"
        icon={<SaveOutlined />}
        loading={busy}
        disabled={!count}
        onClick={onSave}
        style={{ minWidth: 150 }}
      >
        Simpan (F9)
      </Button>
    </CounterBar>
  );
}
