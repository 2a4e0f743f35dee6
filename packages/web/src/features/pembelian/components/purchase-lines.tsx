import { DeleteOutlined } from '@ant-design/icons';
import { type api, formatGram, formatMoney, pricePurchaseLine, purchasePricePerGram } from '@emas/contract';
import type { MasterOption } from '@emas/contract/master/api';
import { Button, Input, Select, Spin, Table, Tag, Tooltip, Typography } from 'antd';
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
    { key: 'no', title: 'No', width: 44, render: (_, __, i) => i + 1 },
    {
      key: 'asal',
      title: 'Asal',
      width: 170,
      render: (_, l) =>
        l.no_faktur_jual ? (
          <div>
            <Typography.Text strong>{l.no_faktur_jual}</Typography.Text>
            {l.kode_barcode && (
              <div>
                <Typography.Text type="secondary">Barcode {l.kode_barcode}</Typography.Text>
              </div>
            )}
          </div>
        ) : (
          <Tag color="orange">BARANG LUAR</Tag>
        ),
    },
    {
      key: 'nama',
      title: 'Nama Barang',
      width: 200,
      render: (_, l) => (
        <Input
          id={lineFieldId('nama', l.key)}
          aria-label="Nama Barang"
          value={l.nama_barang}
          maxLength={100}
          onChange={(e) => onChange(l.key, { nama_barang: e.target.value.toUpperCase() })}
        />
      ),
    },
    {
      key: 'group',
      title: 'Group',
      width: 150,
      render: (_, l) => (
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
      ),
    },
    {
      key: 'jenis',
      title: 'Jenis',
      width: 150,
      render: (_, l) => (
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
      ),
    },
    {
      key: 'berat_nota',
      title: 'Berat Nota',
      width: 100,
      align: 'right',
      render: (_, l) => (l.berat_nota ? formatGram(l.berat_nota) : '-'),
    },
    {
      key: 'berat',
      title: 'Berat (gr)',
      width: 130,
      render: (_, l) => (
        <GramInput
          id={lineFieldId('berat', l.key)}
          aria-label="Berat"
          value={l.berat}
          onChange={(v) => onChange(l.key, { berat: v })}
        />
      ),
    },
    {
      key: 'kondisi',
      title: 'Kondisi',
      width: 170,
      render: (_, l) => (
        <Select
          id={lineFieldId('kondisi', l.key)}
          aria-label="Kondisi"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Pilih Kondisi"
          style={{ width: '100%' }}
          value={l.kode_kondisi}
          options={kondisi.map((k) => ({ value: k.value, label: `${k.value} - ${k.label}` }))}
          onChange={(v) => onChange(l.key, { kode_kondisi: v })}
        />
      ),
    },
    {
      key: 'harga_gram',
      title: 'Harga / gr',
      width: 150,
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
            <div data-testid={`harga-gram-${l.key}`}>{money(p.perGram)}</div>
            {cuts.length > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatMoney(p.quote.harga_gram)} − {cuts.join(' − ')}
              </Typography.Text>
            )}
          </Tooltip>
        );
      },
    },
    {
      key: 'hitung',
      title: 'Harga Hitung',
      width: 130,
      align: 'right',
      render: (_, l) => <span data-testid={`harga-hitung-${l.key}`}>{money(priceOf(l, quotes).hitung)}</span>,
    },
    {
      key: 'harga',
      title: 'Harga Sepakat',
      width: 160,
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
      width: 48,
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
