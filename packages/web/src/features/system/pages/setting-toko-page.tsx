import { SaveOutlined } from '@ant-design/icons';
import { toWhatsappNumber } from '@emas/contract';
import { Button, Col, Descriptions, Form, Input, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { digitsOnly } from '../../../components/ui/input-formatters.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { getPickedShop, useSession } from '../../../lib/session.ts';
import { type TokoSettingInput, useSaveTokoSetting, useTokoSetting } from '../api/toko-setting.ts';
import { ServiceTokenCard } from '../components/service-token-card.tsx';

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
              <Form.Item
                name="nama_toko"
                label="Nama Toko"
                rules={[{ required: true, whitespace: true, message: 'Nama Toko Tidak Boleh Kosong' }]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name="alamat_toko"
                label="Alamat Toko"
                rules={[{ required: true, whitespace: true, message: 'Alamat Toko Tidak Boleh Kosong' }]}
              >
                <Input.TextArea rows={3} maxLength={255} />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="no_telp" label="No Telp" normalize={digitsOnly}>
                    <Input maxLength={20} inputMode="numeric" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="no_whatsapp"
                    label="No WhatsApp"
                    normalize={digitsOnly}
                    extra="Awalan 0 otomatis menjadi 62"
                  >
                    <Input maxLength={20} inputMode="numeric" />
                  </Form.Item>
                </Col>
              </Row>
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
