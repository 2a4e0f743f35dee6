import { BarcodeOutlined, DeleteOutlined } from '@ant-design/icons';
import { api, BARCODE_MAX, barcodeChars, formatGram, formatMoney, MSG } from '@emas/contract';
import { Button, Flex, Input, type InputRef, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { findBarang } from '../api/barang-calls.ts';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG } = api;
type Row = api.BarangRow;

export type BarcodeScanListProps = {
  items: readonly Row[];
  onChange: (items: Row[]) => void;
  /** A screen's own refusal of a found, ready item (e.g. a warehouse that cannot be destroyed from). */
  refuse?: (row: Row) => string | null;
  disabled?: boolean;
  testId?: string;
};

/**
 * Scan or type a barcode, Enter adds the item: unknown barcodes and items that are not READY are
 * refused with the server's message; the list shows name, weight and where each item lies now.
 */
export function BarcodeScanList({ items, onChange, refuse, disabled, testId }: BarcodeScanListProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);

  const add = async () => {
    const parsed = api.barcode().safeParse(text);
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? BARANG_MSG.barcodeNotFound);
      return;
    }
    const kode = parsed.data;
    if (items.some((i) => i.kode_barcode === kode)) {
      toast.warning(STOCK_TEXT.alreadyListed(kode));
      setText('');
      return;
    }
    setBusy(true);
    try {
      const row = await findBarang(kode);
      const refused = row.status !== 'READY' ? BARANG_MSG.notReady(kode) : (refuse?.(row) ?? null);
      if (refused) {
        showError(refused);
        return;
      }
      onChange([...items, row]);
      setText('');
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'timeout') return; // the client showed its toast
      showError(e instanceof ApiError ? e.message : MSG.requestFailed);
    } finally {
      setBusy(false);
      window.setTimeout(() => input.current?.focus(), 0);
    }
  };

  const remove = (kode: string) => onChange(items.filter((i) => i.kode_barcode !== kode));
  const totalBerat = items.reduce((s, i) => s + i.berat, 0);

  const columns: ColumnsType<Row> = [
    { key: 'no', title: 'No', width: 56, render: (_, __, i) => i + 1 },
    { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
    { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'kode_group', title: 'Group', dataIndex: 'kode_group' },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_, r) => formatGram(r.berat) },
    { key: 'kode_gudang', title: 'Gudang', render: (_, r) => <Tag>{r.kode_gudang}</Tag> },
    { key: 'kode_baki', title: 'Baki', render: (_, r) => r.kode_baki || '-' },
    {
      key: 'aksi',
      title: '',
      width: 56,
      render: (_, r) => (
        <Button
          type="text"
          danger
          size="small"
          aria-label={`Hapus ${r.kode_barcode}`}
          icon={<DeleteOutlined />}
          disabled={disabled}
          onClick={() => remove(r.kode_barcode)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex gap={8} wrap>
        <Input
          ref={input}
          aria-label="Kode Barcode"
          prefix={<BarcodeOutlined />}
          placeholder={STOCK_TEXT.scanPlaceholder}
          value={text}
          maxLength={BARCODE_MAX}
          autoFocus
          disabled={disabled}
          onChange={(e) => setText(barcodeChars(e.target.value))}
          onPressEnter={() => void add()}
          style={{ maxWidth: 320 }}
        />
        <Button loading={busy} disabled={disabled || !text} onClick={() => void add()}>
          Tambah
        </Button>
        {items.length > 0 && (
          <Button danger disabled={disabled} onClick={() => onChange([])}>
            Kosongkan
          </Button>
        )}
      </Flex>
      <Table<Row>
        size="small"
        columns={columns}
        dataSource={[...items]}
        rowKey={(r) => r.kode_barcode}
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        locale={{ emptyText: <EmptyState text="Belum Ada Barang, Scan Barcode" /> }}
        summary={() =>
          items.length ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  <Typography.Text strong>Total {formatMoney(items.length)} Barang</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <Typography.Text strong data-testid="scan-total-berat">
                    {formatGram(totalBerat)}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} colSpan={3} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : undefined
        }
      />
    </Flex>
  );
}
