import { type api, formatNumber } from '@emas/contract';
import { tukarPointBody } from '@emas/contract/api/member';
import { Alert, Descriptions, Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useHadiahStock, useTukarPoint } from '../api/member-calls.ts';
import { parseForm } from './zod-form.ts';

type Props = { member: api.MemberRow | null; onClose: () => void };
type Values = { kode_hadiah?: string; qty?: number; keterangan?: string };

const num = (n: number) => formatNumber(n);

/** Point exchange: the member gives qty x the gift's points for qty gifts out of the gift stock. */
export function TukarPointModal({ member, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const gifts = useHadiahStock();
  const tukar = useTukarPoint();
  const kode = Form.useWatch('kode_hadiah', form);
  const qty = Form.useWatch('qty', form) ?? 1;
  const gift = gifts.data?.find((g) => g.kode_hadiah === kode);
  const total = gift ? gift.poin * (qty || 0) : 0;

  useEffect(() => {
    if (member) form.setFieldsValue({ kode_hadiah: undefined, qty: 1, keterangan: undefined });
  }, [member, form]);

  const submit = async () => {
    if (!member) return;
    const body = parseForm(form, tukarPointBody, {
      ...form.getFieldsValue(true),
      kode_member: member.kode_member,
    });
    if (!body) return;
    await tukar.mutateAsync(body);
    onClose();
  };

  return (
    <StaticModal
      open={member !== null}
      title={member ? `Tukar Point ${member.kode_member}` : 'Tukar Point'}
      okText="Tukar"
      cancelText="Batal"
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={tukar.isPending}
      onCancel={onClose}
    >
      {member && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Nama">{member.nama_customer}</Descriptions.Item>
          <Descriptions.Item label="Point">
            <span data-testid="tukar-point-saldo">{num(member.point)}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" autoComplete="off" name="tukar-point-form">
        <Form.Item name="kode_hadiah" label="Hadiah" htmlFor="tukar-hadiah">
          <Select
            id="tukar-hadiah"
            aria-label="Hadiah"
            placeholder="Pilih Hadiah"
            loading={gifts.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            options={(gifts.data ?? []).map((g) => ({
              value: g.kode_hadiah,
              label: `${g.kode_hadiah} - ${g.nama_hadiah} (${num(g.poin)} poin, stock ${num(g.stock)})`,
              disabled: g.stock <= 0,
            }))}
          />
        </Form.Item>
        <Form.Item name="qty" label="Qty" htmlFor="tukar-qty">
          <InputNumber id="tukar-qty" min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="keterangan" label="Keterangan">
          <Input maxLength={200} aria-label="Keterangan" />
        </Form.Item>
      </Form>
      {gift && member && (
        <Alert
          type={total > member.point ? 'warning' : 'info'}
          showIcon
          message={`Total ${num(total)} poin, sisa point ${num(member.point - total)}, stock hadiah ${num(gift.stock)}`}
        />
      )}
    </StaticModal>
  );
}
