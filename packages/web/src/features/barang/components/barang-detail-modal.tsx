import { PrinterOutlined } from '@ant-design/icons';
import { type api, formatWaktu } from '@emas/contract';
import { Button, Descriptions, Tag } from 'antd';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { DiamondStones, diamondDetailItems } from './diamond-detail.tsx';
import { barcodeText, dateText, gramText, percentText, rupiahText, STATUS_COLOR } from './format.ts';
import { usePrintLabels } from './print-labels.ts';

/** One item in full, with its label print. */
export function BarangDetailModal({ row, onClose }: { row: api.BarangRow | null; onClose: () => void }) {
  const { print, printing } = usePrintLabels();
  const items: { label: string; value: React.ReactNode }[] = row
    ? [
        { label: 'Kode Barcode', value: barcodeText(row.kode_barcode) },
        { label: 'Status', value: <Tag color={STATUS_COLOR[row.status]}>{row.status}</Tag> },
        { label: 'Nama Barang', value: row.nama_barang },
        { label: 'Kode Intern', value: row.kode_intern || '-' },
        { label: 'Group', value: row.kode_group },
        { label: 'Jenis', value: row.kode_dept },
        { label: 'Gudang', value: row.kode_gudang },
        { label: 'Baki', value: row.kode_baki || '-' },
        { label: 'Berat', value: `${gramText(row.berat)} gr` },
        { label: 'Berat Asli', value: `${gramText(row.berat_asli)} gr` },
        { label: 'Berat Plastik', value: `${gramText(row.berat_plastik)} gr` },
        { label: 'Kadar Cetak', value: row.kadar_cetak },
        { label: 'Kadar Jual', value: `${percentText(row.kadar)} %` },
        { label: 'Kadar Modal', value: `${percentText(row.kadar_modal)} %` },
        { label: 'Ongkos', value: rupiahText(row.ongkos) },
        { label: 'Profit', value: rupiahText(row.profit) },
        { label: 'Harga Modal', value: row.harga_modal === null ? '-' : rupiahText(row.harga_modal) },
        { label: 'Markis', value: row.markis },
        { label: 'Nama Atribut', value: row.nama_atribut || '-' },
        { label: 'Berat Atribut', value: `${gramText(row.berat_atribut)} gr` },
        { label: 'Harga Atribut', value: rupiahText(row.harga_atribut) },
        { label: 'Size', value: row.size || '-' },
        { label: 'Supplier', value: row.supplier_barang || '-' },
        { label: 'Tag RFID', value: row.tag_id || '-' },
        { label: 'Keterangan', value: row.keterangan || '-' },
        { label: 'Kondisi', value: row.kondisi || '-' },
        { label: 'Tanggal Input', value: dateText(row.tgl_input) },
        { label: 'No Tambah', value: row.no_tambah },
        { label: 'Input By', value: row.created_by },
        { label: 'Waktu Input', value: formatWaktu(row.created_at) },
        ...diamondDetailItems(row),
      ]
    : [];
  return (
    <StaticModal
      open={!!row}
      title={row ? `Detail Barang ${barcodeText(row.kode_barcode)}` : 'Detail Barang'}
      onCancel={onClose}
      width={760}
      footer={[
        <Button
          key="print"
          icon={<PrinterOutlined />}
          loading={printing}
          onClick={() => row && void print([row.kode_barcode])}
        >
          Cetak Label
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Tutup
        </Button>,
      ]}
    >
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={items.map((i) => ({ key: i.label, label: i.label, children: i.value }))}
        data-testid="barang-detail"
      />
      {row && <DiamondStones row={row} />}
    </StaticModal>
  );
}
