import { DeleteOutlined } from '@ant-design/icons';
import { type api, formatGram, formatMoney, pricePurchaseLine, purchasePricePerGram } from '@emas/contract';
import type { MasterOption } from '@emas/contract/master/api';
import { Button, Flex, Input, Select, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GramInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { quoteKey } from '../api/pembelian-calls.ts';

/** One line of gold the customer sells back, as the counter edits it. */
export type PurchaseDraft = {
  key: string;
  /** The sale line it comes from; absent for outside gold (Barang Luar). */
  no_faktur_jual?: string;
  kode_barcode?: string;
  nama_barang: string;
  kode_group?: string;
  kode_dept?: string;
  berat?: number;
  berat_nota?: number;
  harga_nota?: number;
  kode_kondisi?: string;
  /** The agreed price instead of the computed one. */
  harga?: number;
};

export type LinePrice = {
  quote?: api.PurchaseQuote;
  /** Net price per gram after the cuts. */
  perGram?: number;
  /** berat x net price, rounded; undefined until group, condition, weight and price are known. */
  hitung?: number;
  /** What is paid: the agreed price, else the computed one. */
  harga?: number;
};

export function priceOf(line: PurchaseDraft, quotes: ReadonlyMap<string, api.PurchaseQuote>): LinePrice {
  if (!line.kode_group || !line.kode_kondisi) return { harga: line.harga };
  const quote = quotes.get(quoteKey({ kode_group: line.kode_group, kode_kondisi: line.kode_kondisi }));
  if (!quote) return { harga: line.harga };
  const perGram = purchasePricePerGram(quote).toNumber();
  const hitung =
    line.berat && line.berat > 0 ? pricePurchaseLine({ ...quote, berat: line.berat }) : undefined;
  return { quote, perGram, hitung, harga: line.harga ?? hitung };
}

export const lineFieldId = (field: 'nama' | 'group' | 'jenis' | 'berat' | 'kondisi' | 'harga', key: string) =>
  `beli-${field}-${key}`;

type Props = {
  lines: readonly PurchaseDraft[];
  quotes: ReadonlyMap<string, api.PurchaseQuote>;
  quoting: ReadonlySet<string>;
  onChange: (key: string, patch: Partial<PurchaseDraft>) => void;
  onRemove: (key: string) => void;
  kondisi: readonly MasterOption[];
  groups: readonly MasterOption[];
  jenis: readonly MasterOption[];
};

const money = (n: number | undefined) => (n === undefined ? '-' : formatMoney(n));

/** The counter's editable purchase lines with the price shown live (pricePurchaseLine). */
export function PurchaseLines({ lines, quotes, quoting, onChange, onRemove, kondisi, groups, jenis }: Props) {
  const columns: ColumnsType<PurchaseDraft> = [
    { key: 'no', title: 'No', width: 32, render: (_, __, i) => i + 1 },
    {
      key: 'barang',
      title: 'Barang',
      width: 190,
      render: (_, l) => (
        <Flex vertical gap={4}>
          {l.no_faktur_jual ? (
            <Typography.Text strong style={{ fontSize: 12 }}>
              {l.no_faktur_jual}
              {l.kode_barcode && <Typography.Text type="secondary"> · {l.kode_barcode}</Typography.Text>}
            </Typography.Text>
          ) : (
            <Tag color="orange" style={{ alignSelf: 'flex-start' }}>
              BARANG LUAR
            </Tag>
          )}
          <Input
            id={lineFieldId('nama', l.key)}
            aria-label="Nama Barang"
            placeholder="Nama Barang"
            value={l.nama_barang}
            maxLength={100}
            onChange={(e) => onChange(l.key, { nama_barang: e.target.value.toUpperCase() })}
          />
        </Flex>
      ),
    },
    {
      key: 'group',
      title: 'Group / Jenis',
      width: 140,
      render: (_, l) => (
        <Flex vertical gap={4}>
          <Select
            id={lineFieldId('group', l.key)}
            aria-label="Group"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Group"
            style={{ width: '100%' }}
            value={l.kode_group}
            options={groups.map((g) => ({ value: g.value, label: g.value }))}
            onChange={(v) => onChange(l.key, { kode_group: v, kode_dept: undefined })}
          />
          <Select
            id={lineFieldId('jenis', l.key)}
            aria-label="Jenis"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="Jenis"
            style={{ width: '100%' }}
            value={l.kode_dept || undefined}
            options={jenis
              .filter((j) => !l.kode_group || j.row.kode_group === l.kode_group)
              .map((j) => ({ value: j.value, label: j.label }))}
            onChange={(v) => onChange(l.key, { kode_dept: v })}
          />
        </Flex>
      ),
    },
    {
      key: 'berat',
      title: 'Berat (gr)',
      width: 115,
      render: (_, l) => (
        <Flex vertical gap={4}>
          <GramInput
            id={lineFieldId('berat', l.key)}
            aria-label="Berat"
            value={l.berat}
            onChange={(v) => onChange(l.key, { berat: v })}
          />
          {l.berat_nota ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Nota {formatGram(l.berat_nota)} gr
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'kondisi',
      title: 'Kondisi',
      width: 130,
      render: (_, l) => (
        <Select
          id={lineFieldId('kondisi', l.key)}
          aria-label="Kondisi"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Pilih Kondisi"
          style={{ width: '100%' }}
          value={l.kode_kondisi}
          options={kondisi.map((k) => ({ value: k.value, label: k.label }))}
          labelRender={(o) => o.value}
          popupMatchSelectWidth={false}
          onChange={(v) => onChange(l.key, { kode_kondisi: v })}
        />
      ),
    },
    {
      key: 'harga_gram',
      title: 'Harga / gr',
      width: 110,
      align: 'right',
      render: (_, l) => {
        const p = priceOf(l, quotes);
        const k =
          l.kode_group && l.kode_kondisi
            ? quoteKey({ kode_group: l.kode_group, kode_kondisi: l.kode_kondisi })
            : '';
        if (k && quoting.has(k)) return <Spin size="small" />;
        if (!p.quote) return '-';
        const cuts = [
          p.quote.potongan_persen ? `${p.quote.potongan_persen}%` : '',
          p.quote.potongan_per_gram ? `${formatMoney(p.quote.potongan_per_gram)}/gr` : '',
        ].filter(Boolean);
        return (
          <Tooltip
            title={`Harga Beli ${formatMoney(p.quote.harga_gram)}/gr${cuts.length ? `, Potongan ${cuts.join(' + ')}` : ''}`}
          >
            <div>
              <div data-testid={`harga-gram-${l.key}`}>{money(p.perGram)}</div>
              {cuts.length > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatMoney(p.quote.harga_gram)} − {cuts.join(' − ')}
                </Typography.Text>
              )}
            </div>
          </Tooltip>
        );
      },
    },
    {
      key: 'hitung',
      title: 'Harga Hitung',
      width: 105,
      align: 'right',
      render: (_, l) => <span data-testid={`harga-hitung-${l.key}`}>{money(priceOf(l, quotes).hitung)}</span>,
    },
    {
      key: 'harga',
      title: 'Harga Sepakat',
      width: 130,
      render: (_, l) => (
        <RupiahInput
          id={lineFieldId('harga', l.key)}
          aria-label="Harga Sepakat"
          placeholder="Opsional"
          value={l.harga}
          onChange={(v) => onChange(l.key, { harga: v })}
        />
      ),
    },
    {
      key: 'aksi',
      title: '',
      width: 36,
      render: (_, l) => (
        <Tooltip title="Hapus Baris">
          <Button
            danger
            type="text"
            aria-label={`Hapus ${l.nama_barang || 'Baris'}`}
            icon={<DeleteOutlined />}
            onClick={() => onRemove(l.key)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<PurchaseDraft>
      data-testid="beli-lines"
      size="small"
      columns={columns}
      dataSource={[...lines]}
      rowKey={(l) => l.key}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState text="Belum Ada Barang" /> }}
    />
  );
}
