import { FilePdfOutlined, SendOutlined } from '@ant-design/icons';
import { formatMoney, formatTanggal, formatWaktu, type ShopResult } from '@emas/contract';
import { KAS_MSG, type KirimUang, type KirimUangQuery } from '@emas/contract/api/kas';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { paymentAccepted, paymentRule } from '../../../components/ui/amount-limits.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, showSuccess, toast } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isHeadOffice, useSession } from '../../../lib/session.ts';
import { afterKasChange, sendKirimUang, useKirimUang, useShopsOfPusat } from '../api/kas-calls.ts';
import { openNotaBase64, openNotaKirim } from '../api/nota-pdf.ts';
import { SearchButtonCol } from '../components/search-button-col.tsx';

type Filter = { status?: 'ALL' | 'DONE'; ip_cabang?: string };
type SendValues = { jumlah_rp?: number; tujuan?: string; keterangan?: string };

/**
 * Kirim Uang Pusat: the transfers per shop by status (ALL or DONE); head office picks a shop (or
 * every shop), a branch sees its own and sends money to head office, printing the nota_kirim PDF.
 */
export function KirimUangPage() {
  const { user } = useSession();
  const pusat = isHeadOffice(user);
  const shops = useShopsOfPusat(pusat);
  const [form] = Form.useForm<Filter>();
  const [query, setQuery] = useState<KirimUangQuery | null>(null);
  const list = useKirimUang(query);
  const [sendOpen, setSendOpen] = useState(false);

  useEffect(() => {
    if (!list.data) return;
    if (list.data.every((s) => s.status === 'success' && s.data.length === 0))
      toast.info(KAS_MSG.dataNotFound);
  }, [list.data]);
  useEffect(() => {
    if (list.isError) showError(KAS_MSG.reportError);
  }, [list.isError]);

  const onSearch = async () => {
    const v = await form.validateFields();
    setQuery({ status: v.status ?? 'ALL', ip_cabang: v.ip_cabang as string });
  };

  const tokoOptions = pusat
    ? [
        { value: 'ALL', label: 'SEMUA TOKO' },
        ...(shops.data ?? []).map((s) => ({ value: s.kode_toko, label: s.nama_toko })),
      ]
    : [{ value: user?.kode_toko ?? '', label: user?.nama_toko ?? user?.kode_toko ?? '' }];

  const results = list.data?.every((s) => s.status === 'success' && s.data.length === 0)
    ? []
    : (list.data ?? []);

  return (
    <PageFrame
      title="Kirim Uang Pusat"
      onRefresh={() => void list.refetch()}
      extra={
        !pusat && (
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSendOpen(true)}>
            Kirim Uang
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        <Form<Filter>
          form={form}
          layout="vertical"
          initialValues={{ status: 'ALL', ip_cabang: pusat ? undefined : user?.kode_toko }}
        >
          <Row gutter={12}>
            <Col xs={24} md={6}>
              <Form.Item name="status" label="Status">
                <Select
                  id="status"
                  options={[
                    { value: 'ALL', label: 'ALL' },
                    { value: 'DONE', label: 'DONE' },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="ip_cabang"
                label="Toko"
                rules={[{ required: true, message: KAS_MSG.pilihToko }]}
              >
                <Select
                  id="ip_cabang"
                  placeholder="Pilih Toko"
                  loading={shops.isFetching}
                  options={tokoOptions}
                />
              </Form.Item>
            </Col>
            <SearchButtonCol onSearch={onSearch} loading={list.isFetching} />
          </Row>
        </Form>
        {query && !list.isFetching && results.length === 0 && <EmptyState text={KAS_MSG.dataNotFound} />}
        {results.map((s) => (
          <ShopTransfers key={s.kode_toko} result={s} />
        ))}
      </Flex>
      <SendModal
        open={sendOpen}
        onClose={() => {
          setSendOpen(false);
          if (query) void list.refetch();
        }}
      />
    </PageFrame>
  );
}

function ShopTransfers({ result }: { result: ShopResult<KirimUang[]> }) {
  return (
    <Card
      size="small"
      title={`${result.kode_toko} - ${result.nama_toko}`}
      data-testid={`kirim-${result.kode_toko}`}
    >
      {result.status === 'error' ? (
        <Alert type="error" showIcon message={result.message} />
      ) : (
        <Table<KirimUang>
          size="small"
          rowKey="no_reff"
          dataSource={result.data}
          pagination={{ pageSize: 10 }}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            { key: 'no_reff', title: 'No Referensi', dataIndex: 'no_reff' },
            { key: 'tgl', title: 'Tanggal', render: (_, r) => formatTanggal(r.tgl_system) },
            { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_, r) => formatMoney(r.jumlah_rp) },
            { key: 'tujuan', title: 'Tujuan', dataIndex: 'tujuan' },
            { key: 'keterangan', title: 'Keterangan', dataIndex: 'keterangan' },
            { key: 'input_by', title: 'Input By', dataIndex: 'input_by' },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => <Tag color={r.status === 'DONE' ? 'green' : 'orange'}>{r.status}</Tag>,
            },
            {
              key: 'terima',
              title: 'Diterima',
              render: (_, r) => (r.received_at ? formatWaktu(r.received_at) : '-'),
            },
            {
              key: 'nota',
              title: 'Nota',
              render: (_, r) => (
                <Button
                  size="small"
                  aria-label={`Nota ${r.no_reff}`}
                  icon={<FilePdfOutlined />}
                  onClick={() => void openNotaKirim(r.no_reff)}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

function SendModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<SendValues>();
  const [busy, setBusy] = useState(false);
  const onOk = async () => {
    const v = await form.validateFields();
    if (!(await paymentAccepted(v.jumlah_rp))) return;
    const win = window.open('', '_blank');
    setBusy(true);
    try {
      const res = await sendKirimUang({
        jumlah_rp: v.jumlah_rp as number,
        tujuan: v.tujuan,
        keterangan: v.keterangan as string,
      });
      showSuccess(res.message ?? KAS_MSG.kirimSaved);
      openNotaBase64(win, res.data.nota_kirim, res.data.no_reff);
      void afterKasChange();
      form.resetFields();
      onClose();
    } catch (e) {
      win?.close();
      if (!(e instanceof ApiError && e.kind === 'timeout'))
        showError(e instanceof ApiError && e.status === 400 ? e.message : KAS_MSG.kirimFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <StaticModal
      open={open}
      title="Kirim Uang Ke Pusat"
      okText="Kirim"
      cancelText="Batal"
      confirmLoading={busy}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<SendValues> form={form} layout="vertical" initialValues={{ tujuan: 'PUSAT' }} autoComplete="off">
        <Form.Item
          name="jumlah_rp"
          label="Jumlah"
          rules={[{ required: true, message: 'Jumlah Harus Diisi' }, paymentRule()]}
        >
          <RupiahInput id="jumlah_rp" min={1} />
        </Form.Item>
        <Form.Item
          name="tujuan"
          label="Tujuan"
          rules={[{ required: true, whitespace: true, message: 'Tujuan Harus Diisi' }]}
        >
          <Input id="tujuan" maxLength={100} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item
          name="keterangan"
          label="Keterangan"
          rules={[{ required: true, whitespace: true, message: 'Keterangan Harus Diisi' }]}
        >
          <Input id="keterangan" maxLength={255} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Form>
    </StaticModal>
  );
}
