import { BarcodeOutlined } from '@ant-design/icons';
import { BARCODE_MAX, barcodeChars, formatGram, formatMoney, MSG } from '@emas/contract';
import type {
  OpnameCounts,
  OpnameDetail,
  OpnameItem,
  QtyBerat,
  ScanResult,
} from '@emas/contract/api/stock-opname';
import { STOCK_OPNAME_MSG } from '@emas/contract/api/stock-opname';
import { Card, Col, Flex, Form, Input, type InputRef, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ask, showError, showSuccess, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  fetchStockOpname,
  finishStockOpname,
  scanStockOpname,
  startStockOpname,
} from '../api/stock-opname-calls.ts';
import { CountHeader } from '../components/count-header.tsx';
import { type CountPlace, CountPlaceForm, startCount } from '../components/count-place-form.tsx';

type LastScan = { hasil: ScanResult; item: OpnameItem; message: string };

const HASIL_TAG: Record<ScanResult, { color: string; text: string }> = {
  FOUND: { color: 'green', text: 'DITEMUKAN' },
  NOT_EXPECTED: { color: 'red', text: 'TIDAK SESUAI LOKASI' },
  ALREADY: { color: 'gold', text: 'SUDAH DISCAN' },
};

const itemColumns: ColumnsType<OpnameItem> = [
  { key: 'no', title: 'No', width: 56, render: (_, __, i) => i + 1 },
  { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
  { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
  { key: 'kode_group', title: 'Group', dataIndex: 'kode_group' },
  {
    key: 'lokasi',
    title: 'Lokasi',
    render: (_, r) => `${r.kode_gudang}${r.kode_baki ? ` / ${r.kode_baki}` : ''}`,
  },
  { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_, r) => formatGram(r.berat) },
];

function Count({ title, value, testId }: { title: string; value: QtyBerat; testId: string }) {
  return (
    <Card size="small" data-testid={testId}>
      <Statistic title={title} value={formatMoney(value.qty)} suffix="pcs" />
      <Typography.Text type="secondary">{formatGram(value.berat)} gr</Typography.Text>
    </Card>
  );
}

/**
 * stock-opname-global: choose a warehouse (and tray), Mulai lists the READY items expected there;
 * each scanned barcode answers found / not expected / already, the counts follow live; Selesai
 * closes the count.
 */
export function StockOpnameGlobalPage() {
  const [form] = Form.useForm<CountPlace>();
  const [session, setSession] = useState<OpnameDetail | null>(null);
  const [counts, setCounts] = useState<OpnameCounts | null>(null);
  const [last, setLast] = useState<LastScan | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);

  const load = (d: OpnameDetail) => {
    setSession(d);
    setCounts(d);
    setLast(null);
    window.setTimeout(() => input.current?.focus(), 0);
  };
  const refresh = async (id: number) => load(await fetchStockOpname(id));

  const mulai = async () => {
    setBusy(true);
    try {
      await startCount(form, {
        start: startStockOpname,
        started: load,
        resume: refresh,
        startedText: STOCK_OPNAME_MSG.started,
        resumeQuestion: 'Lanjutkan Stock Opname Yang Masih Berjalan?',
      });
    } finally {
      setBusy(false);
    }
  };

  const scan = async () => {
    if (!session || !text) return;
    setBusy(true);
    try {
      const res = await scanStockOpname(session.id, text);
      setCounts(res.data.counts);
      setLast({ hasil: res.data.hasil, item: res.data.barang, message: res.message ?? '' });
      if (res.data.hasil === 'FOUND') toast.success(res.message ?? STOCK_OPNAME_MSG.found);
      else if (res.data.hasil === 'ALREADY') toast.warning(res.message ?? '');
      else showError(res.message ?? '');
      setText('');
      if (res.data.hasil !== 'ALREADY') void fetchStockOpname(session.id).then(setSession, () => undefined);
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'timeout') return;
      showError(e instanceof ApiError ? e.message : MSG.requestFailed);
    } finally {
      setBusy(false);
      window.setTimeout(() => input.current?.focus(), 0);
    }
  };

  const selesai = async () => {
    if (!session) return;
    const ok = await ask({
      title: 'Selesaikan Stock Opname?',
      content: counts?.missing.qty
        ? `Masih Ada ${formatMoney(counts.missing.qty)} Barang Belum Discan`
        : undefined,
      okText: 'Selesai',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await finishStockOpname(session.id);
      showSuccess(res.message ?? STOCK_OPNAME_MSG.finished);
      load(res.data);
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setSession(null);
    setCounts(null);
    setLast(null);
    form.resetFields();
  };

  const open = session?.status === 'OPEN';
  const c = counts;

  return (
    <PageFrame title="Stock Opname Global">
      <Flex vertical gap={16}>
        <CountPlaceForm
          form={form}
          name="stock-opname-global"
          locked={!!session}
          busy={busy}
          onStart={() => void mulai().catch(() => undefined)}
        />

        {session && c && (
          <>
            <CountHeader
              count={session}
              open={open}
              busy={busy}
              onFinish={() => void selesai()}
              onNew={reset}
              newText="Stock Opname Baru"
              testIdPrefix="opname"
            />
            <Row gutter={[12, 12]}>
              <Col xs={12} md={6}>
                <Count title="Seharusnya" value={c.expected} testId="opname-expected" />
              </Col>
              <Col xs={12} md={6}>
                <Count title="Discan" value={c.scanned} testId="opname-scanned" />
              </Col>
              <Col xs={12} md={6}>
                <Count title="Belum Ditemukan" value={c.missing} testId="opname-missing" />
              </Col>
              <Col xs={12} md={6}>
                <Count title="Tidak Sesuai Lokasi" value={c.extra} testId="opname-extra" />
              </Col>
            </Row>
            {open && (
              <Flex gap={8} align="center" wrap>
                <Input
                  ref={input}
                  aria-label="Kode Barcode"
                  prefix={<BarcodeOutlined />}
                  placeholder="Scan Atau Ketik Barcode, Tekan Enter"
                  value={text}
                  maxLength={BARCODE_MAX}
                  autoFocus
                  disabled={busy}
                  onChange={(e) => setText(barcodeChars(e.target.value))}
                  onPressEnter={() => void scan()}
                  style={{ maxWidth: 320 }}
                />
                {last && (
                  <Typography.Text data-testid="opname-last-scan">
                    <Tag color={HASIL_TAG[last.hasil].color}>{HASIL_TAG[last.hasil].text}</Tag>
                    {last.item.kode_barcode} {last.item.nama_barang} ({formatGram(last.item.berat)} gr)
                  </Typography.Text>
                )}
              </Flex>
            )}
            <Typography.Title level={5}>Barang Belum Ditemukan</Typography.Title>
            <Table<OpnameItem>
              size="small"
              columns={itemColumns}
              dataSource={session.missing_items}
              rowKey={(r) => r.kode_barcode}
              pagination={{ pageSize: 50, showSizeChanger: false }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <EmptyState text="Semua Barang Sudah Ditemukan" /> }}
              data-testid="opname-missing-list"
            />
            {session.extra_items.length > 0 && (
              <>
                <Typography.Title level={5}>Barang Tidak Sesuai Lokasi</Typography.Title>
                <Table<OpnameItem>
                  size="small"
                  columns={itemColumns}
                  dataSource={session.extra_items}
                  rowKey={(r) => r.kode_barcode}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                />
              </>
            )}
          </>
        )}
      </Flex>
    </PageFrame>
  );
}
