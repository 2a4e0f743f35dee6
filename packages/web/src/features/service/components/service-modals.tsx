import { api, formatMoney } from '@emas/contract';
import { Descriptions, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { completeService, pickUpService, refreshServices } from '../api/service-calls.ts';
import { PaymentFields, type PaymentValues, toPayments } from './payment-fields.tsx';

type Props = { service: api.Service | null; onClose: () => void };

/** 'Service selesai' (document 1): the goldsmith's work is done, the final cost and weight. */
export function CompleteServiceModal({ service, onClose }: Props) {
  const [form] = Form.useForm<{ total: number; berat_selesai: number }>();
  const [saving, setSaving] = useState(false);
  const onOk = async () => {
    if (!service) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      const res = await completeService({ no_faktur_service: service.no_faktur_service, ...v });
      showSuccess(res.message ?? api.SERVICE_MSG.completed);
      void refreshServices();
      onClose();
    } catch {
      // The client shows the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <StaticModal
      open={!!service}
      title={`Service Selesai ${service?.no_faktur_service ?? ''}`}
      okText="Simpan"
      confirmLoading={saving}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
    >
      {service && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ total: service.total, berat_selesai: service.berat }}
          data-testid="service-selesai-form"
        >
          <ServiceSummary service={service} />
          <Form.Item
            name="total"
            label="Total Service"
            rules={[{ required: true, message: 'Total Service Tidak Boleh Kosong' }]}
          >
            <InputNumber<number> aria-label="Total Service" min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="berat_selesai"
            label="Berat Setelah Service"
            rules={[{ required: true, message: 'Berat Setelah Service Tidak Boleh Kosong' }]}
          >
            <InputNumber<number>
              aria-label="Berat Setelah Service"
              min={0}
              step={0.001}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      )}
    </StaticModal>
  );
}

/** 'Ambil service' (document 1): the rest is paid and the item handed back. */
export function PickUpServiceModal({ service, onClose }: Props) {
  const [form] = Form.useForm<PaymentValues>();
  const [saving, setSaving] = useState(false);
  const sisa = service ? service.total - service.dp_rp : 0;
  const onOk = async () => {
    if (!service) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      const res = await pickUpService({
        no_faktur_service: service.no_faktur_service,
        pembayaran: toPayments(v, sisa),
      });
      showSuccess(res.message ?? api.SERVICE_MSG.pickedUp);
      void refreshServices();
      onClose();
    } catch {
      // The client shows the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <StaticModal
      open={!!service}
      title={`Ambil Service ${service?.no_faktur_service ?? ''}`}
      okText="Ambil"
      confirmLoading={saving}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
    >
      {service && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ jenis: 'CASH' }}
          data-testid="service-ambil-form"
        >
          <ServiceSummary service={service} />
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Sisa Bayar">
              <b data-testid="service-sisa">{formatMoney(sisa)}</b>
            </Descriptions.Item>
          </Descriptions>
          {sisa > 0 && <PaymentFields />}
        </Form>
      )}
    </StaticModal>
  );
}

function ServiceSummary({ service }: { service: api.Service }) {
  return (
    <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Customer">{service.nama_customer}</Descriptions.Item>
      <Descriptions.Item label="Barang">
        {service.nama_barang} ({service.deskripsi})
      </Descriptions.Item>
      <Descriptions.Item label="Total">{formatMoney(service.total)}</Descriptions.Item>
      <Descriptions.Item label="DP">{formatMoney(service.dp_rp)}</Descriptions.Item>
    </Descriptions>
  );
}
