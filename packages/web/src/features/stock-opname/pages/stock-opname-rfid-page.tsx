import { WifiOutlined } from '@ant-design/icons';
import { formatMoney, formatTanggal } from '@emas/contract';
import type { RfidSession } from '@emas/contract/api/stock-opname-rfid';
import { RFID_MSG } from '@emas/contract/api/stock-opname-rfid';
import { Alert, Button, Flex, Form, List, Typography } from 'antd';
import { useState } from 'react';
import { ask, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import {
  finishRfidSession,
  RFID_POLL_MS,
  startRfidSession,
  useOpenRfidSessions,
  useRfidSession,
} from '../api/rfid-calls.ts';
import { CountHeader, countPlaceText } from '../components/count-header.tsx';
import { type CountPlace, CountPlaceForm, startCount } from '../components/count-place-form.tsx';
import { RfidCountCards, RfidRowsTable } from '../components/rfid-result.tsx';

/**
 * stock-opname-rfid: choose a warehouse (and tray), Mulai opens a session of the tagged READY items
 * there; the RFID reader posts its tags to the session's address and the figures follow live (read
 * again every two seconds); Selesai stores the result.
 */
export function StockOpnameRfidPage() {
  const [form] = Form.useForm<CountPlace>();
  const [id, setId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const session = useRfidSession(id);
  const d = session.data;
  const open = d?.status === 'OPEN';
  const openList = useOpenRfidSessions(id === null);

  const mulai = async () => {
    setBusy(true);
    try {
      await startCount(form, {
        start: startRfidSession,
        started: (data) => setId(data.id),
        resume: setId,
        startedText: RFID_MSG.started,
        resumeQuestion: 'Lanjutkan Stock Opname RFID Yang Masih Berjalan?',
      });
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
        <CountPlaceForm
          form={form}
          name="stock-opname-rfid"
          locked={id !== null}
          busy={busy}
          onStart={() => void mulai().catch(() => undefined)}
        />

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
                No. {s.id} — {formatTanggal(s.tanggal)} — {countPlaceText(s)} — {s.created_by}
              </List.Item>
            )}
          />
        )}

        {d && (
          <>
            <CountHeader
              count={d}
              open={open}
              busy={busy}
              onFinish={() => void selesai()}
              onNew={reset}
              newText="Stock Opname RFID Baru"
              testIdPrefix="rfid"
            />
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
