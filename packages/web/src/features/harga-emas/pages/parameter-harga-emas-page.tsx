import { SaveOutlined } from '@ant-design/icons';
import {
  addDays,
  BASE_24K,
  formatMoney,
  formatPercent,
  formatTanggal,
  formatWaktu,
  type HargaEmasHistoryRow,
  type HargaEmasRow,
  KATEGORI_HARGA_100,
} from '@emas/contract';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { useHargaEmasDay, useHargaEmasHistory, useSetHargaEmas } from '../api/harga-emas.ts';

type Draft = Record<string, { harga_jual?: number; harga_beli?: number }>;

const moneyInput = (
  value: number | undefined,
  onChange: (v: number | undefined) => void,
  label: string,
  disabled: boolean,
) => (
  <RupiahInput
    aria-label={label}
    style={{ width: 160 }}
    value={value}
    disabled={disabled}
    onChange={onChange}
  />
);

/** parameter-harga-emas: the business day's gold prices (24K base or per group) and their history. */
export function ParameterHargaEmasPage() {
  const { user } = useSession();
  const tglSystem = user?.tgl_system;
  const [tanggal, setTanggal] = useState<string | undefined>(tglSystem);
  const day = useHargaEmasDay(tanggal);
  const save = useSetHargaEmas();
  const [draft, setDraft] = useState<Draft>({});
  const editable = !!tanggal && tanggal === tglSystem;
  const hundred = day.data?.kategori_harga === KATEGORI_HARGA_100;

  useEffect(() => {
    const d = day.data;
    if (!d) return;
    const next: Draft = {};
    if (d.base)
      next[BASE_24K] = {
        harga_jual: d.base.harga_jual || undefined,
        harga_beli: d.base.harga_beli || undefined,
      };
    else
      for (const g of d.groups)
        next[g.kode_group] = { harga_jual: g.harga_jual || undefined, harga_beli: g.harga_beli || undefined };
    setDraft(next);
  }, [day.data]);

  const setPrice = (kode: string, key: 'harga_jual' | 'harga_beli', v: number | undefined) =>
    setDraft((d) => ({ ...d, [kode]: { ...d[kode], [key]: v } }));

  const submit = () => {
    if (!tanggal) return;
    const harga = Object.entries(draft)
      .filter(([, p]) => p.harga_jual || p.harga_beli)
      .map(([kode_group, p]) => ({
        kode_group,
        harga_jual: p.harga_jual ?? 0,
        harga_beli: p.harga_beli ?? 0,
      }));
    save.mutate({ tanggal, harga });
  };

  const columns: DataColumn<HargaEmasRow>[] = [
    { key: 'kode_group', title: 'Kode Group', field: 'kode_group' },
    { key: 'nama_group', title: 'Nama Group', field: 'nama_group' },
    { key: 'kadar', title: 'Kadar', align: 'right', render: (g) => `${formatPercent(g.kadar)} %` },
    {
      key: 'harga_jual',
      title: 'Harga Jual / gr',
      align: 'right',
      exportValue: (g) => g.harga_jual,
      exportFormat: 'rupiah',
      render: (g) =>
        hundred
          ? formatMoney(g.harga_jual)
          : moneyInput(
              draft[g.kode_group]?.harga_jual,
              (v) => setPrice(g.kode_group, 'harga_jual', v),
              `Harga Jual ${g.kode_group}`,
              !editable,
            ),
    },
    {
      key: 'harga_beli',
      title: 'Harga Beli / gr',
      align: 'right',
      exportValue: (g) => g.harga_beli,
      exportFormat: 'rupiah',
      render: (g) =>
        hundred
          ? formatMoney(g.harga_beli)
          : moneyInput(
              draft[g.kode_group]?.harga_beli,
              (v) => setPrice(g.kode_group, 'harga_beli', v),
              `Harga Beli ${g.kode_group}`,
              !editable,
            ),
    },
    { key: 'berlaku_sejak', title: 'Berlaku Sejak', render: (g) => g.berlaku_sejak ?? <Tag>BELUM ADA</Tag> },
  ];

  return (
    <PageFrame
      title="Parameter Harga Emas"
      onRefresh={() => void day.refetch()}
      extra={
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!editable}
          loading={save.isPending}
          onClick={submit}
        >
          Simpan
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={16} wrap align="center">
          <Typography.Text strong>Tanggal</Typography.Text>
          <DatePickerField value={tanggal} onChange={setTanggal} maxDate={tglSystem} style={{ width: 160 }} />
          <Tag color="gold">Kategori Harga: {day.data?.kategori_harga ?? '-'}</Tag>
        </Flex>
        {!editable && (
          <Alert
            type="info"
            showIcon
            title={`Harga hanya bisa diubah untuk tanggal sistem ${tglSystem ?? ''}.`}
          />
        )}
        {!day.data ? (
          <Skeleton active />
        ) : (
          <>
            {hundred && (
              <Card size="small" title="Harga Emas 24K (per gram)">
                <Descriptions column={{ xs: 1, md: 2 }} size="small">
                  <Descriptions.Item label="Harga Jual">
                    {moneyInput(
                      draft[BASE_24K]?.harga_jual,
                      (v) => setPrice(BASE_24K, 'harga_jual', v),
                      'Harga Jual 24K',
                      !editable,
                    )}
                  </Descriptions.Item>
                  <Descriptions.Item label="Harga Beli">
                    {moneyInput(
                      draft[BASE_24K]?.harga_beli,
                      (v) => setPrice(BASE_24K, 'harga_beli', v),
                      'Harga Beli 24K',
                      !editable,
                    )}
                  </Descriptions.Item>
                </Descriptions>
                <Typography.Text type="secondary">
                  Harga setiap group = harga 24K x kadar / 100. Berlaku sejak{' '}
                  {day.data.base?.berlaku_sejak ?? '-'}.
                </Typography.Text>
              </Card>
            )}
            <DataTable<HargaEmasRow>
              testId="harga-emas-table"
              rows={day.data.groups}
              loading={day.isFetching}
              columns={columns}
              rowKey={(g) => g.kode_group}
              pageSize={50}
              exportCsv={{ fileName: `HARGA EMAS ${day.data.tanggal}.csv` }}
              cardTitle={(g) => `${g.kode_group} - ${g.nama_group}`}
            />
          </>
        )}
        <HistoryTable until={tglSystem} />
      </Flex>
    </PageFrame>
  );
}

function HistoryTable({ until }: { until?: string }) {
  const end = until ?? '';
  const [range, setRange] = useState({ tgl_awal: end ? addDays(end, -30) : '', tgl_akhir: end });
  const history = useHargaEmasHistory(range);
  const columns: DataColumn<HargaEmasHistoryRow>[] = [
    {
      key: 'changed_at',
      title: 'Waktu',
      render: (h) => formatWaktu(h.changed_at),
      exportValue: (h) => h.changed_at,
    },
    { key: 'tanggal', title: 'Tanggal', field: 'tanggal' },
    { key: 'kode_group', title: 'Group', field: 'kode_group' },
    {
      key: 'jual_lama',
      title: 'Jual Lama',
      align: 'right',
      exportValue: (h) => h.harga_jual_lama,
      render: (h) => (h.harga_jual_lama === null ? '-' : formatMoney(h.harga_jual_lama)),
    },
    {
      key: 'jual_baru',
      title: 'Jual Baru',
      align: 'right',
      exportValue: (h) => h.harga_jual_baru,
      render: (h) => formatMoney(h.harga_jual_baru),
    },
    {
      key: 'beli_lama',
      title: 'Beli Lama',
      align: 'right',
      exportValue: (h) => h.harga_beli_lama,
      render: (h) => (h.harga_beli_lama === null ? '-' : formatMoney(h.harga_beli_lama)),
    },
    {
      key: 'beli_baru',
      title: 'Beli Baru',
      align: 'right',
      exportValue: (h) => h.harga_beli_baru,
      render: (h) => formatMoney(h.harga_beli_baru),
    },
    { key: 'changed_by', title: 'Diubah Oleh', field: 'changed_by' },
  ];
  return (
    <Card size="small" title="Riwayat Perubahan Harga">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <DatePickerField
          style={{ width: 160 }}
          value={range.tgl_awal}
          onChange={(v) => setRange((r) => ({ ...r, tgl_awal: v }))}
        />
        <span>s/d</span>
        <DatePickerField
          value={range.tgl_akhir}
          onChange={(v) => setRange((r) => ({ ...r, tgl_akhir: v }))}
        />
      </Flex>
      <DataTable<HargaEmasHistoryRow>
        testId="harga-emas-history"
        rows={history.data}
        loading={history.isFetching}
        columns={columns}
        rowKey={(h) => h.id}
        exportCsv={{ fileName: 'RIWAYAT HARGA EMAS.csv' }}
        cardTitle={(h) => `${formatTanggal(h.tanggal)} ${h.kode_group}`}
      />
    </Card>
  );
}
