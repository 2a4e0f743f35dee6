import { DeleteOutlined } from '@ant-design/icons';
import { type api, formatGram, formatMoney } from '@emas/contract';
import { Button, Grid, Table, Tag, Typography } from 'antd';
import { memo, useEffect, useRef } from 'react';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';

export type SaleLineState = api.SaleQuote & { harga_jual: number };

export const isBelowCost = (l: SaleLineState) => l.harga_jual < l.harga_modal;

/** The items on the counter: priced by the server, the charged price editable. */
export const SaleLines = memo(function SaleLines({
  lines,
  onPrice,
  onRemove,
}: {
  lines: SaleLineState[];
  onPrice: (kode: string, harga: number) => void;
  onRemove: (kode: string) => void;
}) {
  const wide = Grid.useBreakpoint().xxl === true;
  // The newest line is scrolled into view above the sticky totals bar (after ~8 lines it was below).
  const count = useRef(lines.length);
  useEffect(() => {
    const grew = lines.length > count.current;
    count.current = lines.length;
    const newest = lines.at(-1);
    if (!grew || !newest) return;
    const row = document.querySelector(
      `[data-testid="sale-lines"] tr[data-row-key="${CSS.escape(newest.kode_barcode)}"]`,
    );
    row?.scrollIntoView({ block: 'nearest' });
  }, [lines]);
  return (
    <Table<SaleLineState>
      size="small"
      rowKey="kode_barcode"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: 'Scan barcode barang untuk mulai' }}
      data-testid="sale-lines"
      // Room for the sticky totals bar when a row is scrolled into view.
      onRow={() => ({ style: { scrollMarginBottom: 140 } })}
      columns={[
        { title: 'Barcode', dataIndex: 'kode_barcode', width: 92 },
        {
          title: 'Nama Barang',
          dataIndex: 'nama_barang',
          render: (v: string, l) => (
            <>
              {v}
              {/* A diamond item is priced by its tag: its stones and price in words. */}
              {l.berlian && (
                <Typography.Text
                  type="secondary"
                  style={{ display: 'block', fontSize: 12 }}
                  data-testid="sale-line-berlian"
                >
                  <Tag color="geekblue">BERLIAN</Tag>
                  {l.berlian.keterangan}
                  {l.berlian.curr === 'USD'
                    ? ` · USD ${l.berlian.total_usd.toFixed(2)} x ${formatMoney(l.berlian.kurs)}`
                    : ` · Rp ${formatMoney(l.berlian.total_berlian_rp)}`}
                </Typography.Text>
              )}
              {/* Below xxl the rate and ongkos columns fold into the name's second line. */}
              {!wide && !l.berlian && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {formatMoney(l.harga_gram)}/gr · ongkos {formatMoney(l.ongkos)}
                </Typography.Text>
              )}
            </>
          ),
        },
        { title: 'Kadar', dataIndex: 'kadar_cetak', width: 64 },
        {
          title: 'Berat',
          dataIndex: 'berat',
          align: 'right',
          width: 76,
          render: (v: number) => formatGram(v),
        },
        {
          title: 'Harga/Gr',
          dataIndex: 'harga_gram',
          responsive: ['xxl'],
          align: 'right',
          width: 96,
          render: (v: number) => formatMoney(v),
        },
        {
          title: 'Ongkos',
          dataIndex: 'ongkos',
          responsive: ['xxl'],
          align: 'right',
          width: 84,
          render: (v: number) => formatMoney(v),
        },
        {
          title: 'Harga Jual',
          dataIndex: 'harga_jual',
          width: 160,
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
});
