import { CheckOutlined, PlayCircleOutlined, WifiOutlined } from '@ant-design/icons';
import { formatMoney, formatTanggal, MSG } from '@emas/contract';
import { STOCK_OPNAME_MSG } from '@emas/contract/api/stock-opname';
import type { RfidSession } from '@emas/contract/api/stock-opname-rfid';
import { RFID_MSG } from '@emas/contract/api/stock-opname-rfid';
import { Alert, Button, Flex, Form, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { BakiSelect, GudangSelect } from '../../stock/components/location-select.tsx';
import {
  finishRfidSession,
  RFID_POLL_MS,
  startRfidSession,
  useOpenRfidSessions,
  useRfidSession,
} from '../api/rfid-calls.ts';
import { RfidCountCards, RfidRowsTable } from '../components/rfid-result.tsx';

type Lokasi = { kode_gudang?: string; kode_baki?: string };
const lokasiText = (s: Pick<RfidSession, 'kode_gudang' | 'kode_baki'>) =>
  `${s.kode_gudang}${s.kode_baki ? ` / ${s.kode_baki}` : ' (Semua Baki)'}`;

/**
 * stock-opname-rfid: choose a warehouse (and tray), Mulai opens a session of the tagged READY items
 * there; the RFID reader posts its tags to the session's address and the figures follow live (read
 * again every two seconds); Selesai stores the result.
 */
export function StockOpnameRfidPage() {
  const [form] = Form.useForm<Lokasi>();
  const gudang = Form.useWatch('kode_gudang', form);
  const [id, setId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const session = useRfidSession(id);
  const d = session.data;
  const open = d?.status === 'OPEN';
  const openList = useOpenRfidSessions(id === null);

  const mulai = async () => {
    const v = await form.validateFields();
    if (!v.kode_gudang) return;
    setBusy(true);
    try {
      const res = await startRfidSession({ kode_gudang: v.kode_gudang, kode_baki: v.kode_baki });
      showSuccess(res.message ?? RFID_MSG.started);
      setId(res.data.id);
    } catch (e) {
      if (!(e instanceof ApiError)) return showError(MSG.requestFailed);
      if (e.kind === 'timeout') return;
      const openId = (e.data as { id?: number } | undefined)?.id;
      if (e.status === 409 && openId) {
        const go = await ask({
          title: e.message,
          content: 'Lanjutkan Stock Opname RFID Yang Masih Berjalan?',
          okText: 'Lanjutkan',
        });
        if (go) setId(openId);
      } else showError(e.message);
    } finally {
      setBusy(false);
    }
  };

  const selesai = async () => {
    if (!d) return;
    const ok = await ask({
      title: 'Selesaikan Stock Opname RFID?',
      content: d.counts.missing
        ? `Masih Ada ${formatMoney(d.counts.missing)} Barang Belum Terbaca`
        : undefined,
      okText: 'Selesai',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await finishRfidSession(d.id);
      showSuccess(res.message ?? RFID_MSG.finished);
      await session.refetch();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setId(null);
    form.resetFields();
    void openList.refetch();
  };

  return (
    <PageFrame title="Stock Opname RFID">
      <Flex vertical gap={16}>
        <Form<Lokasi>
          form={form}
          layout="inline"
          name="stock-opname-rfid"
          autoComplete="off"
          disabled={id !== null}
          onValuesChange={(changed) => {
            if ('kode_gudang' in changed) form.setFieldValue('kode_baki', undefined);
          }}
        >
          <Form.Item
            name="kode_gudang"
            label="Gudang"
            style={{ minWidth: 240 }}
            rules={[{ required: true, message: STOCK_OPNAME_MSG.pickGudang }]}
          >
            <GudangSelect />
          </Form.Item>
          <Form.Item name="kode_baki" label="Baki" style={{ minWidth: 240 }}>
            <BakiSelect gudang={gudang} placeholder={gudang ? 'Semua Baki' : undefined} />
          </Form.Item>
          {id === null && (
            <Button
              type="primary"
              icon={<PlayCircleOutlined />}
              loading={busy}
              onClick={() => void mulai().catch(() => undefined)}
            >
              Mulai
            </Button>
          )}
        </Form>

        {id === null && !!openList.data?.length && (
          <List<RfidSession>
            size="small"
            bordered
            header={<Typography.Text strong>Stock Opname RFID Yang Masih Berjalan</Typography.Text>}
            dataSource={openList.data}
            renderItem={(s) => (
              <List.Item
                actions={[
                  <Button key="buka" size="small" onClick={() => setId(s.id)}>
                    Lanjutkan
                  </Button>,
                ]}
              >
                No. {s.id} — {formatTanggal(s.tanggal)} — {lokasiText(s)} — {s.created_by}
              </List.Item>
            )}
          />
        )}

        {d && (
          <>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong data-testid="rfid-session">
                No. {d.id} — {formatTanggal(d.tanggal)} — {lokasiText(d)}
              </Typography.Text>
              <Tag color={open ? 'blue' : 'green'} data-testid="rfid-status">
                {open ? 'BERJALAN' : 'SELESAI'}
              </Tag>
              {open ? (
                <Button
                  type="primary"
                  danger
                  icon={<CheckOutlined />}
                  loading={busy}
                  onClick={() => void selesai()}
                >
                  Selesai
                </Button>
              ) : (
                <Button onClick={reset}>Stock Opname RFID Baru</Button>
              )}
            </Flex>
            {open && (
              <Alert
                type="info"
                showIcon
                icon={<WifiOutlined />}
                message={`Reader RFID: kirim tag ke POST /api/v1/stock-opname-rfid/${d.id}/reads {"tag_ids": [...]}`}
                description={`Data diperbarui otomatis setiap ${RFID_POLL_MS / 1000} detik.`}
              />
            )}
            <RfidCountCards counts={d.counts} />
            <Typography.Title level={5}>Barang Perlu Diperiksa</Typography.Title>
            <RfidRowsTable rows={d.rows} />
          </>
        )}
      </Flex>
    </PageFrame>
  );
}
