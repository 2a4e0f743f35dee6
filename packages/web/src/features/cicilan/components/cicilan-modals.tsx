import { api, CICILAN } from '@emas/contract';
import { Alert } from 'antd';
import type { SummaryRow } from '../../dokumen/components/amount-summary.tsx';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { StateChangeModal } from '../../dokumen/components/state-change-modal.tsx';
import { bayarCicilan, lunasCicilan, useCicilanDetail } from '../api/cicilan-calls.ts';

type Props = { cicilan: api.Cicilan | null; onClose: () => void };
type PaidIn = PaymentValues<(typeof api.JENIS_BAYAR_CICILAN)[number]>;

const rupiah = (label: string, value: number, strong = false, testId?: string): SummaryRow => ({
  label,
  value,
  format: 'rupiah',
  strong,
  testId,
});

/**
 * 'Bayar Angsuran' (the next instalment and its late fee) or 'Pelunasan' (every open instalment and
 * the late fees; the item is delivered as a sale): the amounts as the server computes them today,
 * paid in one payment.
 */
function PayModal({ cicilan, onClose, lunas }: Props & { lunas: boolean }) {
  const detail = useCicilanDetail(cicilan?.no_cicilan ?? null);
  const d = detail.data;
  const next = d?.berikut;
  const amount = lunas ? (d?.pelunasan ?? 0) : (next?.total ?? 0);
  const summary: SummaryRow[] = d
    ? lunas
      ? [
          rupiah('Sisa Angsuran', d.sisa_rp),
          rupiah(`Denda (${d.telat} Angsuran Telat)`, d.denda_rp),
          rupiah('Total Pelunasan', amount, true, 'cicilan-bayar-total'),
        ]
      : next
        ? [
            { label: 'Angsuran Ke', value: `${next.ke} dari ${d.tenor}` },
            { label: 'Jatuh Tempo', value: next.tgl_tempo, format: 'date' },
            rupiah('Angsuran', next.jumlah),
            rupiah('Denda', next.denda),
            rupiah('Total Bayar', amount, true, 'cicilan-bayar-total'),
          ]
        : []
    : [];
  return (
    <StateChangeModal<PaidIn, api.Cicilan>
      kind={CICILAN}
      doc={cicilan}
      title={lunas ? 'Pelunasan Cicilan' : 'Bayar Angsuran'}
      okText={lunas ? 'Lunasi' : 'Bayar'}
      okDisabled={!d || amount <= 0}
      testId={lunas ? 'cicilan-lunas-form' : 'cicilan-bayar-form'}
      initialValues={{ jenis: 'CASH' }}
      summary={summary}
      successMessage={lunas ? api.CICILAN_MSG.paidOff : api.CICILAN_MSG.paid}
      submit={(no_cicilan, v) =>
        lunas
          ? lunasCicilan({ no_cicilan, pembayaran: toPayments(v, amount) })
          : // Names the instalment shown: a second click of the same form is refused, not paid again.
            bayarCicilan({ no_cicilan, angsuran_ke: next?.ke ?? 0, pembayaran: toPayments(v, amount) })
      }
      onClose={onClose}
    >
      {detail.isLoading && <Alert type="info" title="Menghitung angsuran..." style={{ marginBottom: 12 }} />}
      {amount > 0 && <PaymentFields kinds={api.JENIS_BAYAR_CICILAN} />}
    </StateChangeModal>
  );
}

export const BayarCicilanModal = (p: Props) => <PayModal {...p} lunas={false} />;
export const LunasCicilanModal = (p: Props) => <PayModal {...p} lunas />;
