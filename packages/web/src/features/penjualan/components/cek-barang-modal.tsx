import { SearchOutlined } from '@ant-design/icons';
import { type api, formatGram, formatMoney } from '@emas/contract';
import { Alert, Button, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { cekBarang } from '../api/penjualan-calls.ts';

export const CEK_BARANG_INPUT_ID = 'cek-barang-cari';

/**
 * Cek Harga & Stok (F6): the cashier looks up any item by barcode or part of its name and sees its
 * status, place and today's price, read only; no cost, no profit, no Data Barang screen needed.
 */
export function CekBarangModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [cari, setCari] = useState('');
  const [result, setResult] = useState<api.CekBarang | null>(null);
  const [loading, setLoading] = useState(false);

  const search = async () => {
    if (!cari.trim()) return;
    setLoading(true);
    try {
      setResult(await cekBarang({ cari: cari.trim() }));
    } catch {
      // the error box showed the server's message
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      destroyOnHidden
      width={980}
      title="Cek Harga & Stok (F6)"
      afterClose={() => {
        setCari('');
        setResult(null);
      }}
    >
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          id={CEK_BARANG_INPUT_ID}
          autoFocus
          autoComplete="off"
          aria-label="Cari Barang"
          placeholder="Scan barcode atau ketik nama barang (min. 3 huruf), Enter"
          value={cari}
          onChange={(e) => setCari(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            void search();
          }}
        />
        <Button type="primary" icon={<SearchOutlined />} loading={loading} onClick={() => void search()}>
          Cari
        </Button>
      </Space.Compact>
      {result && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="cek-barang-stok"
          title={`Stok siap jual: ${result.ready} barang, ${formatGram(result.ready_berat)} gr`}
        />
      )}
      <Table<api.CekBarangRow>
        size="small"
        rowKey="kode_barcode"
        loading={loading}
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={result?.rows ?? []}
        data-testid="cek-barang-table"
        locale={{ emptyText: result ? 'Barang Tidak Ditemukan' : 'Cari barang untuk melihat harga dan stok' }}
        columns={[
          { title: 'Barcode', dataIndex: 'kode_barcode', width: 100 },
          { title: 'Nama Barang', dataIndex: 'nama_barang', ellipsis: true },
          { title: 'Group', dataIndex: 'kode_group', width: 110 },
          { title: 'Kadar', dataIndex: 'kadar_cetak', width: 70 },
          {
            title: 'Berat',
            dataIndex: 'berat',
            align: 'right',
            width: 80,
            render: (v: number) => formatGram(v),
          },
          {
            title: 'Tempat',
            width: 110,
            render: (_: unknown, r) => `${r.kode_gudang}${r.kode_baki ? ` / ${r.kode_baki}` : ''}`,
          },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 90,
            render: (v: string) => <Tag color={v === 'READY' ? 'green' : 'default'}>{v}</Tag>,
          },
          {
            title: 'Harga Hari Ini',
            dataIndex: 'harga',
            align: 'right',
            width: 130,
            render: (v: number | null) =>
              v === null ? <Typography.Text type="secondary">-</Typography.Text> : <b>Rp {formatMoney(v)}</b>,
          },
        ]}
      />
    </Modal>
  );
}
