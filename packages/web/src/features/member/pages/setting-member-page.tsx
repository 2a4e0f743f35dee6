import { memberSettingBody } from '@emas/contract/api/member';
import { Button, Card, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useMemberSetting, useSaveMemberSetting } from '../api/member-calls.ts';
import { parseForm } from '../components/zod-form.ts';

/** Setting Member: how new member codes are numbered, what a point is worth, what must stay after a gift. */
export function SettingMemberPage() {
  const [form] = Form.useForm();
  const setting = useMemberSetting();
  const save = useSaveMemberSetting();
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  const submit = async () => {
    const body = parseForm(form, memberSettingBody, form.getFieldsValue(true));
    if (body) await save.mutateAsync(body).catch(() => undefined);
  };

  return (
    <PageFrame title="Setting Member">
      <Card style={{ maxWidth: 560 }} loading={setting.isLoading}>
        <Form
          form={form}
          layout="vertical"
          autoComplete="off"
          name="setting-member"
          onFinish={() => void submit()}
        >
          <Form.Item
            name="prefix_kode"
            label="Prefix Kode Member"
            extra="Awal kode member baru yang dinomori otomatis"
          >
            <Input maxLength={6} aria-label="Prefix Kode Member" />
          </Form.Item>
          <Form.Item name="panjang_kode" label="Panjang Kode Member (8 - 13)" htmlFor="setting-panjang">
            <InputNumber id="setting-panjang" min={8} max={13} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="nilai_point" label="Nilai 1 Point (Rp) Untuk Bayar Point" htmlFor="setting-nilai">
            <InputNumber id="setting-nilai" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="minimal_sisa_poin" label="Minimal Sisa Poin Setelah Tukar" htmlFor="setting-sisa">
            <InputNumber id="setting-sisa" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Simpan
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
