import { formatMoney } from '@emas/contract';
import { GESEK_FEE_DEFAULT, type GesekResult, gesekTunai, KAS_MSG } from '@emas/contract/api/kas';
import { Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { paymentAccepted, paymentRule } from '../../../components/ui/amount-limits.ts';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PercentInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { findCardCustomer, useAddGesek, useBankOptions } from '../api/kas-calls.ts';

type Values = {
  kode_bank?: string;
  no_credit_card?: string;
  valid_until?: string;
  nama_customer?: string;
  no_ktp?: string;
  alamat_customer?: string;
  no_hp?: string;
  gesek?: number;
  fee?: number;
};

/** The card look-up waits until the number stops changing for 2 s (operations document section 9). */
const LOOKUP_DEBOUNCE_MS = 2000;

/** Add a card cash-out: fee and cash are read-only and follow gesek and fee as typed. */
export function GesekModal({ open, onClose }: { open: boolean; onClose: (saved?: GesekResult) => void }) {
  const [form] = Form.useForm<Values>();
  const banks = useBankOptions();
  const add = useAddGesek();
  const gesek = Form.useWatch('gesek', form) ?? 0;
  const fee = Form.useWatch('fee', form) ?? 0;
  const card = (Form.useWatch('no_credit_card', form) ?? '').replace(/[\s-]/g, '');
  const settledCard = useDebouncedValue(card, LOOKUP_DEBOUNCE_MS);
  const hitung = gesek > 0 ? gesekTunai(gesek, fee) : { fee_rp: 0, cash: 0 };

  useEffect(() => {
    if (!open || !/^\d{12,19}$/.test(settledCard)) return;
    const ctl = new AbortController();
    findCardCustomer(settledCard, ctl.signal)
      .then((c) => form.setFieldsValue(c))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [settledCard, open, form]);

  const onOk = async () => {
    const v = await form.validateFields();
    if (!(await paymentAccepted(v.gesek))) return;
    try {
      const res = await add.mutateAsync({
        kode_bank: v.kode_bank as string,
        gesek: v.gesek as number,
        fee: v.fee ?? GESEK_FEE_DEFAULT,
        cash: hitung.cash,
        credit_card: [
          {
            no_credit_card: v.no_credit_card as string,
            valid_until: v.valid_until as string,
            nama_customer: v.nama_customer as string,
            no_ktp: v.no_ktp as string,
            alamat_customer: v.alamat_customer as string,
            no_hp: v.no_hp as string,
          },
        ],
      });
      showSuccess(res.message ?? KAS_MSG.gesekSaved);
      form.resetFields();
      onClose(res.data);
    } catch (e) {
      if (!(e instanceof ApiError && e.kind === 'timeout'))
        showError(e instanceof ApiError ? e.message : KAS_MSG.kirimFailed);
    }
  };

  const req = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <StaticModal
      open={open}
      title="Tambah Gesek Tunai"
      okText="Simpan"
      cancelText="Batal"
      width={760}
      confirmLoading={add.isPending}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={() => onClose()}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        autoComplete="off"
        initialValues={{ fee: GESEK_FEE_DEFAULT }}
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="kode_bank"
              label="Bank"
              rules={[{ required: true, message: KAS_MSG.kodeBankEmpty }]}
            >
              <Select
                id="kode_bank"
                placeholder="Pilih Bank"
                loading={banks.isFetching}
                options={(banks.data ?? []).map((o) => ({
                  value: o.value,
                  label: o.label,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="no_credit_card"
              label="No Kartu Kredit"
              rules={req('No Kartu Kredit Harus Diisi')}
            >
              <Input id="no_credit_card" inputMode="numeric" maxLength={23} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="valid_until"
              label="Valid Until (YY/MM)"
              rules={[
                ...req('Valid Until Harus Diisi'),
                { pattern: /^\d{2}\/(0[1-9]|1[0-2])$/, message: 'Valid Until Harus Berformat YY/MM' },
              ]}
            >
              <Input id="valid_until" placeholder="YY/MM" maxLength={5} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="no_ktp"
              label="No KTP"
              rules={[
                ...req('No KTP Harus Diisi'),
                { pattern: /^\d{16}$/, message: 'No KTP Harus 16 Angka' },
              ]}
            >
              <Input id="no_ktp" inputMode="numeric" maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nama_customer" label="Nama Customer" rules={req('Nama Customer Harus Diisi')}>
              <Input id="nama_customer" maxLength={100} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="alamat_customer"
              label="Alamat Customer"
              rules={req('Alamat Customer Harus Diisi')}
            >
              <Input id="alamat_customer" maxLength={255} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="no_hp" label="No HP" rules={req('No HP Harus Diisi')}>
              <Input id="no_hp" inputMode="tel" maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="gesek"
              label="Gesek"
              rules={[{ required: true, message: 'Nominal Gesek Harus Diisi' }, paymentRule()]}
            >
              <RupiahInput id="gesek" min={1} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="fee" label="Fee">
              <PercentInput id="fee" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Fee (Rp)">
              <Input id="fee_rp" readOnly value={formatMoney(hitung.fee_rp)} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Cash">
              <Input id="cash" readOnly value={formatMoney(hitung.cash)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </StaticModal>
  );
}
