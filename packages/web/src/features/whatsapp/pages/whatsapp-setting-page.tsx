import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { type OutboxRow, WA_MSG } from '@emas/contract/api/whatsapp';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { showSuccess, showWarning } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { updateUser, useSession } from '../../../lib/session.ts';
import { saveNoWhatsapp, sendChat } from '../api/whatsapp-calls.ts';
import { OutboxStatusTag } from './outbox-pesan-page.tsx';

/** Reload delay after the number is saved (operations document, section 8). */
const RELOAD_MS = 3_000;

/**
 * WhatsApp Setting: a fieldset to save the shop's number (a leading 0 becomes 62, the page reloads
 * after 3 s); once saved, a test fieldset (destination, message, Kirim) whose message goes through the
 * outbox; its status is shown here and on /outbox-pesan.
 */
export function WhatsappSettingPage() {
  const { user } = useSession();
  const [no, setNo] = useState(user?.no_whatsapp ?? '');
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [last, setLast] = useState<OutboxRow | null>(null);
  const [form] = Form.useForm<{ receiver: string; message: string }>();

  const save = async () => {
    if (!user) return;
    setSaving(true);
    try {
      const r = await saveNoWhatsapp(user.kode_toko, no);
      updateUser({ no_whatsapp: r.data.no_whatsapp });
      showSuccess(r.message ?? WA_MSG.updated);
      window.setTimeout(() => window.location.reload(), RELOAD_MS);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setSaving(false);
    }
  };

  const send = async (v: { receiver: string; message: string }) => {
    setSending(true);
    try {
      const r = await sendChat({ receiver: v.receiver, message: v.message, type: 'text' });
      setLast(r.data);
      if (r.data.status === 'SENT') showSuccess(r.message ?? WA_MSG.sent);
      else showWarning(r.message ?? WA_MSG.queued);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title="WhatsApp Setting">
      <Card title="No WhatsApp Toko" size="small" data-testid="wa-number" style={{ marginBottom: 16 }}>
        <Form layout="vertical" component="div">
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={12} md={8}>
              <Form.Item label="No WhatsApp" htmlFor="wa-no">
                <Input id="wa-no" value={no} inputMode="tel" onChange={(e) => setNo(e.target.value)} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={8}>
              <Form.Item>
                <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                  Simpan
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      {user?.no_whatsapp ? (
        <Card title="Tes Kirim Pesan" size="small" data-testid="wa-test">
          <Form form={form} layout="vertical" onFinish={(v) => void send(v)}>
            <Row gutter={16}>
              <Col xs={24} sm={12} md={8}>
                <Form.Item
                  label="No Tujuan"
                  name="receiver"
                  rules={[{ required: true, message: 'No Tujuan Tidak Boleh Kosong' }]}
                >
                  <Input inputMode="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item
                  label="Pesan"
                  name="message"
                  rules={[{ required: true, message: 'Pesan Tidak Boleh Kosong' }]}
                >
                  <Input.TextArea rows={3} />
                </Form.Item>
              </Col>
            </Row>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
              Kirim
            </Button>
          </Form>
          {last ? (
            <Typography.Paragraph style={{ marginTop: 16 }} data-testid="wa-last">
              Pesan ke {last.ref}: <OutboxStatusTag row={last} /> (percobaan {last.attempts}
              {last.last_error ? `, ${last.last_error}` : ''}) —{' '}
              <Link to="/outbox-pesan">Lihat Outbox Pesan</Link>
            </Typography.Paragraph>
          ) : null}
        </Card>
      ) : null}
    </PageFrame>
  );
}
