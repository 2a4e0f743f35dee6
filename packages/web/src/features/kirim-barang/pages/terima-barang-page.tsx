import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { api, formatGram, formatTanggal } from '@emas/contract';
import { Button, Card, Col, Flex, Form, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { BakiSelect, GudangSelect, useGudangHasBaki } from '../../stock/components/location-select.tsx';
import { terimaBarang, useTerimaList } from '../api/kirim-calls.ts';

const { KIRIM_MSG } = api;
type Place = { kode_gudang?: string; kode_baki?: string };

const ITEMS: ColumnsType<api.KirimDetail> = [
  { title: 'Barcode Asal', dataIndex: 'kode_barcode', width: 110 },
  { title: 'Nama Barang', dataIndex: 'nama_barang', ellipsis: true },
  { title: 'Group', dataIndex: 'kode_group', width: 80 },
  { title: 'Kadar', dataIndex: 'kadar_cetak', width: 70 },
  { title: 'Berat', dataIndex: 'berat', width: 90, align: 'right', render: (v: number) => formatGram(v) },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 170,
    render: (v: api.StatusItemKirim, r) =>
      v === 'TRANSIT' ? (
        <Tag color="orange">BELUM DITERIMA</Tag>
      ) : v === 'DITERIMA' ? (
        <Tag color="green">DITERIMA {r.kode_barcode_baru}</Tag>
      ) : (
        <Tag color="red">DITOLAK</Tag>
      ),
  },
];

/** One shipment waiting here: the items to accept (into the chosen place) or refuse. */
function Kiriman({ k }: { k: api.KirimBarang }) {
  const [form] = Form.useForm<Place>();
  const gudang = Form.useWatch('kode_gudang', form);
  const needsBaki = useGudangHasBaki(gudang);
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const open = k.detail.filter((d) => d.status === 'TRANSIT');

  const decide = async (kodes: string[], status: 'TERIMA' | 'TOLAK') => {
    if (!kodes.length) {
      showError(KIRIM_MSG.barangRequired);
      return;
    }
    const place = await form.validateFields();
    if (
      status === 'TOLAK' &&
      !(await ask({
        title: 'Tolak Barang',
        content: `Tolak ${kodes.length} barang? Barang kembali ke ${k.kode_toko_asal}.`,
      }))
    )
      return;
    const body = api.terimaBarangBody.safeParse({
      kode_toko_asal: k.kode_toko_asal,
      no_kirim: k.no_kirim,
      kode_gudang: place.kode_gudang,
      kode_baki: place.kode_baki,
      detail_barang: kodes.map((kode_barcode) => ({ kode_barcode, status })),
    });
    if (!body.success) {
      showError(body.error.issues[0]?.message ?? KIRIM_MSG.barangRequired);
      return;
    }
    setSaving(true);
    try {
      const res = await terimaBarang(body.data);
      showSuccess(res.message ?? KIRIM_MSG.received);
      setPicked([]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid={`kiriman-${k.no_kirim}`}
      title={
        <Space wrap>
          <Typography.Text strong>{k.no_kirim}</Typography.Text>
          <span>
            dari {k.kode_toko_asal}, {formatTanggal(k.tanggal)}
          </span>
          <span>
            {k.qty} pcs / {formatGram(k.berat)} gr
          </span>
          {k.keterangan ? <span>({k.keterangan})</span> : null}
        </Space>
      }
    >
      <Form<Place>
        form={form}
        layout="inline"
        name={`terima-${k.no_kirim}`}
        autoComplete="off"
        onValuesChange={(changed) => {
          if ('kode_gudang' in changed) form.setFieldValue('kode_baki', undefined);
        }}
      >
        <Form.Item
          name="kode_gudang"
          label="Gudang"
          style={{ minWidth: 220 }}
          rules={[{ required: true, message: 'Gudang Harus Dipilih' }]}
        >
          <GudangSelect aria-label="Gudang" />
        </Form.Item>
        <Form.Item
          name="kode_baki"
          label="Baki"
          style={{ minWidth: 220 }}
          rules={[
            {
              required: needsBaki,
              message: gudang ? api.BARANG_MSG.bakiRequired(gudang) : 'Baki Harus Dipilih',
            },
          ]}
        >
          <BakiSelect gudang={gudang} aria-label="Baki" />
        </Form.Item>
      </Form>
      <Table<api.KirimDetail>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="kode_barcode"
        columns={ITEMS}
        dataSource={k.detail}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 700 }}
        rowSelection={{
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(String)),
          getCheckboxProps: (r) => ({ disabled: r.status !== 'TRANSIT' }),
        }}
      />
      <Flex gap={8} wrap justify="flex-end">
        <Button
          icon={<CloseOutlined />}
          danger
          disabled={!picked.length}
          loading={saving}
          onClick={() => void decide(picked, 'TOLAK').catch(() => undefined)}
        >
          Tolak Yang Dipilih
        </Button>
        <Button
          icon={<CheckOutlined />}
          disabled={!picked.length}
          loading={saving}
          onClick={() => void decide(picked, 'TERIMA').catch(() => undefined)}
        >
          Terima Yang Dipilih
        </Button>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={saving}
          onClick={() =>
            void decide(
              open.map((d) => d.kode_barcode),
              'TERIMA',
            ).catch(() => undefined)
          }
        >
          Terima Semua ({open.length})
        </Button>
      </Flex>
    </Card>
  );
}

/** Terima Barang: the shipments sent to this shop that wait for a decision on their items. */
export function TerimaBarangPage() {
  const list = useTerimaList();
  const rows = list.data ?? [];
  return (
    <PageFrame title="Terima Barang" onRefresh={() => void list.refetch()}>
      {list.isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : rows.length === 0 ? (
        <EmptyState text="Tidak Ada Kiriman Yang Menunggu Diterima" />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((k) => (
            <Col span={24} key={`${k.kode_toko_asal}|${k.no_kirim}`}>
              <Kiriman k={k} />
            </Col>
          ))}
        </Row>
      )}
    </PageFrame>
  );
}
