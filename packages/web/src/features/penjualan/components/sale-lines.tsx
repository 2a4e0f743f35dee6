import { DeleteOutlined } from '@ant-design/icons';
import { type api, formatGram, formatMoney } from '@emas/contract';
import { Button, Table, Tag } from 'antd';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';

export type SaleLineState = api.SaleQuote & { harga_jual: number };

export const isBelowCost = (l: SaleLineState) => l.harga_jual < l.harga_modal;

/** The items on the counter: priced by the server, the charged price editable. */
export function SaleLines({
  lines,
  onPrice,
  onRemove,
}: {
  lines: SaleLineState[];
  onPrice: (kode: string, harga: number) => void;
  onRemove: (kode: string) => void;
}) {
  return (
    <Table<SaleLineState>
      size="small"
      rowKey="kode_barcode"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: 'Scan barcode barang untuk mulai' }}
      data-testid="sale-lines"
      columns={[
        { title: 'Barcode', dataIndex: 'kode_barcode', width: 100 },
        { title: 'Nama Barang', dataIndex: 'nama_barang' },
        { title: 'Kadar', dataIndex: 'kadar_cetak', width: 70 },
        {
          title: 'Berat',
          dataIndex: 'berat',
          align: 'right',
          width: 80,
          render: (v: number) => formatGram(v),
        },
        {
          title: 'Harga/Gr',
          dataIndex: 'harga_gram',
          align: 'right',
          width: 100,
          render: (v: number) => formatMoney(v),
        },
        {
          title: 'Ongkos',
          dataIndex: 'ongkos',
          align: 'right',
          width: 90,
          render: (v: number) => formatMoney(v),
        },
        {
          title: 'Harga Jual',
          dataIndex: 'harga_jual',
          width: 170,
          render: (_: number, l) => (
            <>
              <RupiahInput
                aria-label={`Harga ${l.kode_barcode}`}
                value={l.harga_jual}
                onChange={(v) => onPrice(l.kode_barcode, v ?? 0)}
              />
              {isBelowCost(l) && <Tag color="red">Di Bawah Modal</Tag>}
            </>
          ),
        },
        {
          title: '',
          width: 40,
          render: (_: unknown, l) => (
            <Button
              type="text"
              danger
              aria-label={`Hapus ${l.kode_barcode}`}
              icon={<DeleteOutlined />}
              onClick={() => onRemove(l.kode_barcode)}
            />
          ),
        },
      ]}
    />
  );
}
