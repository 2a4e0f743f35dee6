import { api, toWhatsappNumber } from '@emas/contract';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTokoSetting } from '../../system/api/toko-setting.ts';
import { NamaTokoItem, ShopPhoneFields } from '../../system/components/shop-profile-fields.tsx';
import { useSaveStep } from '../api/setup-toko.ts';
import { StepActions } from './step-actions.tsx';

type Values = { nama_toko: string; alamat_toko: string; no_telp?: string; no_whatsapp?: string };

/** Step 1: the name, address and numbers printed on every invoice. */
export function ProfilStep({ onDone }: { onDone: () => void }) {
  const setting = useTokoSetting();
  const save = useSaveStep(api.saveSetupProfil);
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);
  const onFinish = (v: Values) =>
    save.mutate(
      {
        nama_toko: v.nama_toko,
        alamat_toko: v.alamat_toko,
        no_telp: v.no_telp || undefined,
        no_whatsapp: v.no_whatsapp ? toWhatsappNumber(v.no_whatsapp) : undefined,
      },
      { onSuccess: onDone },
    );
  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 720 }}>
      <NamaTokoItem autoFocus />
      <Form.Item
        name="alamat_toko"
        label="Alamat Toko"
        rules={[{ required: true, whitespace: true, message: 'Alamat Toko Tidak Boleh Kosong' }]}
      >
        <Input maxLength={255} />
      </Form.Item>
      <ShopPhoneFields />
      <StepActions saving={save.isPending} />
    </Form>
  );
}
