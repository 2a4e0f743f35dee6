import { SaveOutlined } from '@ant-design/icons';
import { toWhatsappNumber } from '@emas/contract';
import { Button, Col, Descriptions, Form, Input, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { getPickedShop, useSession } from '../../../lib/session.ts';
import { type TokoSettingInput, useSaveTokoSetting, useTokoSetting } from '../api/toko-setting.ts';
import { ServiceTokenCard } from '../components/service-token-card.tsx';
import { NamaTokoItem, ShopPhoneFields } from '../components/shop-profile-fields.tsx';

/** settingtoko: the shop's name, address and numbers; code and business date are shown only. */
export function SettingTokoPage() {
  const setting = useTokoSetting();
  const save = useSaveTokoSetting();
  const { user } = useSession();
  const [form] = Form.useForm<TokoSettingInput>();
  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  const onFinish = (v: TokoSettingInput) =>
    save.mutate({
      nama_toko: v.nama_toko,
      alamat_toko: v.alamat_toko,
      no_telp: v.no_telp || undefined,
      no_whatsapp: v.no_whatsapp ? toWhatsappNumber(v.no_whatsapp) : undefined,
    });

  const canIssueToken = !getPickedShop() && (user?.level === 'OWN' || user?.level === 'SU');

  return (
    <PageFrame title="Setting Toko" onRefresh={() => void setting.refetch()}>
      {!setting.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={14}>
            <Form<TokoSettingInput> form={form} layout="vertical" onFinish={onFinish}>
              <NamaTokoItem />
              <Form.Item
                name="alamat_toko"
                label="Alamat Toko"
                rules={[{ required: true, whitespace: true, message: 'Alamat Toko Tidak Boleh Kosong' }]}
              >
                <Input.TextArea rows={3} maxLength={255} />
              </Form.Item>
              <ShopPhoneFields />
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
                Simpan
              </Button>
            </Form>
          </Col>
          <Col xs={24} lg={10}>
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label="Kode Toko">{setting.data.kode_toko}</Descriptions.Item>
              <Descriptions.Item label="Tanggal Sistem">{setting.data.tgl_system}</Descriptions.Item>
              <Descriptions.Item label="Jenis Aplikasi">
                {setting.data.app_type === 'PUSAT' ? 'PUSAT (Kantor Pusat)' : 'TOKO (Cabang)'}
              </Descriptions.Item>
            </Descriptions>
            {canIssueToken && <ServiceTokenCard forBranch={setting.data.app_type === 'PUSAT'} />}
          </Col>
        </Row>
      )}
    </PageFrame>
  );
}
