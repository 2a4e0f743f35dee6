import { api, checkServiceTotal, SERVICE } from '@emas/contract';
import { amountAccepted } from '../../../components/ui/amount-limits.ts';
import { Field, limitRule } from '../../../components/ui/form-field.tsx';
import { GramInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { StateChangeModal } from '../../dokumen/components/state-change-modal.tsx';
import { completeService, pickUpService } from '../api/service-calls.ts';

type Props = { service: api.Service | null; onClose: () => void };

/** 'Service selesai' (document 1): the goldsmith's work is done, the final cost and weight. */
export function CompleteServiceModal({ service, onClose }: Props) {
  return (
    <StateChangeModal<{ total: number; berat_selesai: number }, api.Service>
      kind={SERVICE}
      doc={service}
      title="Service Selesai"
      okText="Simpan"
      testId="service-selesai-form"
      initialValues={{ total: service?.total, berat_selesai: service?.berat }}
      successMessage={api.SERVICE_MSG.completed}
      submit={async (no, v) => {
        // Far above the estimate: asked first (No keeps the modal open to correct it).
        const check = checkServiceTotal(v.total, service?.total);
        if (check.kind === 'outlier' && !(await amountAccepted(check))) throw new Error('dibatalkan');
        return completeService({ no_faktur_service: no, ...v });
      }}
      onClose={onClose}
    >
      <Field
        name="total"
        label="Total Service"
        required="Total Service Tidak Boleh Kosong"
        rules={[limitRule((v) => checkServiceTotal(v))]}
      >
        <RupiahInput />
      </Field>
      <Field
        name="berat_selesai"
        label="Berat Setelah Service"
        required="Berat Setelah Service Tidak Boleh Kosong"
      >
        <GramInput />
      </Field>
    </StateChangeModal>
  );
}

/** 'Ambil service' (document 1): the rest is paid and the item handed back. */
export function PickUpServiceModal({ service, onClose }: Props) {
  const sisa = service ? service.total - service.dp_rp : 0;
  return (
    <StateChangeModal<PaymentValues<(typeof api.JENIS_BAYAR_SERVICE)[number]>, api.Service>
      kind={SERVICE}
      doc={service}
      title="Ambil Service"
      okText="Ambil"
      testId="service-ambil-form"
      initialValues={{ jenis: 'CASH' }}
      summary={[{ label: 'Sisa Bayar', value: sisa, format: 'rupiah', strong: true, testId: 'service-sisa' }]}
      successMessage={api.SERVICE_MSG.pickedUp}
      submit={(no, v) => pickUpService({ no_faktur_service: no, pembayaran: toPayments(v, sisa) })}
      onClose={onClose}
    >
      {sisa > 0 && <PaymentFields kinds={api.JENIS_BAYAR_SERVICE} />}
    </StateChangeModal>
  );
}
