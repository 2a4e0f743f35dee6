import { ArrowLeftOutlined, LinkOutlined, SaveOutlined } from '@ant-design/icons';
import { MARKETPLACE_CARDS, MARKETPLACE_MSG, type MarketplaceBody } from '@emas/contract/api/marketplace';
import { Button, Card, Col, Empty, Flex, Form, Input, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loadMarketplace, saveMarketplace } from '../api/marketplace-calls.ts';

type Fields = Omit<MarketplaceBody, 'k_m'>;

/** The first integration's form: app id, client id, client secret and bearer token (hidden, with a show toggle), shop id. */
function IntegrationForm({ k_m, onBack }: { k_m: string; onBack: () => void }) {
  const [form] = Form.useForm<Fields>();
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void loadMarketplace(k_m).then((row) => {
      if (row) form.setFieldsValue(row);
      setLoading(false);
    });
  }, [k_m, form]);
  const save = async (v: Fields) => {
    setSaving(true);
    try {
      const r = await saveMarketplace({ k_m, ...v });
      form.setFieldsValue(r.data);
      showSuccess(r.message ?? MARKETPLACE_MSG.saved);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Spin spinning={loading}>
      <Card title={`Integrasi ${k_m}`} size="small">
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="marketplace-form">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="App Id" name="a_i">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Client Id" name="c_i">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Client Secret" name="c_s">
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Bearer Token" name="b_t">
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Shop Id" name="s_i">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Flex gap={8}>
            <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
              Kembali
            </Button>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
              Simpan Data
            </Button>
          </Flex>
        </Form>
      </Card>
    </Spin>
  );
}

/**
 * Marketplace Setting: a card per integration of the module text list, each with Koneksikan Sekarang;
 * the first opens the credentials form, the others a placeholder. Back returns to the cards.
 */
export function MarketplaceSettingPage() {
  const [open, setOpen] = useState<string | null>(null);
  const first = MARKETPLACE_CARDS[0];
  return (
    <PageFrame title="Marketplace Setting">
      {open === null ? (
        <Row gutter={[16, 16]}>
          {MARKETPLACE_CARDS.map((k) => (
            <Col key={k} xs={24} sm={12} lg={8}>
              <Card title={k} size="small" data-testid={`marketplace-card-${k}`}>
                <Button type="primary" icon={<LinkOutlined />} onClick={() => setOpen(k)}>
                  Koneksikan Sekarang
                </Button>
              </Card>
            </Col>
          ))}
        </Row>
      ) : open === first ? (
        <IntegrationForm k_m={open} onBack={() => setOpen(null)} />
      ) : (
        <Card title={`Integrasi ${open}`} size="small">
          <Empty description="Integrasi Ini Segera Hadir" />
          <Button icon={<ArrowLeftOutlined />} onClick={() => setOpen(null)}>
            Kembali
          </Button>
        </Card>
      )}
    </PageFrame>
  );
}
