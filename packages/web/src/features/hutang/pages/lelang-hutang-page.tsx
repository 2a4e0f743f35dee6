import { PictureOutlined, SearchOutlined } from '@ant-design/icons';
import { api, formatGram, formatMoney, formatTanggal, sumRupiah, todayJakarta } from '@emas/contract';
import { Button, Col, Descriptions, Flex, Image, Input, Row, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useApiImage } from '../../../lib/api-image.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { auctionColumn, TotalRow, useAuction } from '../../dokumen/components/auction.tsx';
import { simpanLelangHutang, useLelangHutang } from '../api/hutang-calls.ts';

const MSG = api.LELANG_MSG;
const PHOTO = 200;
const ALL_GROUPS = 'SEMUA';

/** The text filters of document 3, upper-cased before sending. */
const TEXT_FILTERS = [
  { key: 'no_faktur_manual', label: 'No Faktur Manual' },
  { key: 'no_faktur_hutang', label: 'No Faktur Hutang' },
  { key: 'deskripsi', label: 'Deskripsi' },
  { key: 'kode_member', label: 'Kode Member' },
  { key: 'nama_customer', label: 'Nama Customer' },
  { key: 'alamat_customer', label: 'Alamat Customer' },
] as const;
/** The period on tgl_hutang (the hidden type_tgl), both days required by the call. */
const DATE_FILTERS = [
  { key: 'tgl_awal', label: 'Tanggal Awal' },
  { key: 'tgl_akhir', label: 'Tanggal Akhir' },
] as const;
type TextKey = (typeof TEXT_FILTERS)[number]['key'];
type Filter = { tgl_awal: string; tgl_akhir: string; kode_group: string } & Partial<Record<TextKey, string>>;

const queryOf = (f: Filter, page: number): api.LelangHutangQuery => ({
  tgl_awal: f.tgl_awal,
  tgl_akhir: f.tgl_akhir,
  type_tgl: 'tgl_hutang',
  ...Object.fromEntries(
    TEXT_FILTERS.map(({ key }) => [key, f[key]?.trim() ? f[key]?.trim().toUpperCase() : undefined]),
  ),
  'detail_barang.kode_group': f.kode_group === ALL_GROUPS ? undefined : f.kode_group,
  skip: (page - 1) * api.LELANG_PAGE_SIZE,
});

/** A pledged piece's photo, 200 x 200, or the placeholder. */
function PiecePhoto({ src, alt }: { src: string; alt: string }) {
  const shown = useApiImage(src || undefined);
  return shown ? (
    <Image src={shown} width={PHOTO} height={PHOTO} alt={alt} style={{ objectFit: 'cover' }} />
  ) : (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        width: PHOTO,
        height: PHOTO,
        background: '#f5f5f5',
        color: '#bfbfbf',
        border: '1px dashed #d9d9d9',
      }}
    >
      <PictureOutlined style={{ fontSize: 40 }} />
      <Typography.Text type="secondary">Tidak Ada Foto</Typography.Text>
    </Flex>
  );
}

/** The row's details: member, address, due date, and the pieces with their photos. */
function LoanDetail({ h }: { h: api.HutangLelang }) {
  return (
    <Flex vertical gap={12} data-testid={`lelang-detail-${h.no_faktur_hutang}`}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'member', label: 'Kode Member', children: h.kode_member || '-' },
          { key: 'alamat', label: 'Alamat', children: h.alamat_customer || '-' },
          {
            key: 'tempo',
            label: 'Jatuh Tempo',
            children: `${formatTanggal(h.tgl_tempo)} (terlambat ${h.terlambat} hari)`,
          },
          { key: 'sisa', label: 'Pokok + Bunga Hari Ini', children: `Rp ${formatMoney(h.sisa_rp)}` },
        ]}
      />
      <Flex gap={16} wrap>
        {h.detail_barang.map((p) => (
          <Flex key={p.kode_barcode} vertical gap={4} style={{ width: PHOTO }}>
            <PiecePhoto src={p.foto} alt={p.nama_barang} />
            <Typography.Text strong ellipsis>
              {p.nama_barang}
            </Typography.Text>
            <Typography.Text type="secondary">
              {p.kode_group} · {formatGram(p.berat)} gr · {p.jumlah} pcs
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * Lelang Hutang (document 3): the overdue loans that may be auctioned, filtered by period (tgl_hutang),
 * numbers, group, description and customer; a row opens to its pieces and photos; 'Lelang Hutang'
 * asks the 'Otorisasi' of an SPV/OWN user (LELANG HUTANG), auctions the loan and reloads the list.
 */
export function LelangHutangPage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const initial: Filter = { tgl_awal: today, tgl_akhir: today, kode_group: ALL_GROUPS };
  const [filter, setFilter] = useState<Filter>(initial);
  const [shown, setShown] = useState<Filter>(initial);
  const [page, setPage] = useState(1);
  const groups = useMasterOptions('group');
  const list = useLelangHutang(queryOf(shown, page));
  const rows = list.data?.rows ?? [];

  const set = (patch: Partial<Filter>) => setFilter((f) => ({ ...f, ...patch }));
  const search = () => {
    if (filter.tgl_awal > filter.tgl_akhir) return showError(MSG.rangeReversed);
    setPage(1);
    setShown({ ...filter });
    if (JSON.stringify(filter) === JSON.stringify(shown)) void list.refetch();
  };

  const { pick, modal } = useAuction<api.HutangLelang>({
    kind: api.OTORISASI.LELANG_HUTANG,
    numberOf: (h) => h.no_faktur_hutang,
    run: (h, id_otorisasi) => simpanLelangHutang({ no_faktur_hutang: h.no_faktur_hutang, id_otorisasi }),
    saved: MSG.saved,
    reload: () => list.refetch(),
  });

  return (
    <PageFrame title="Lelang Hutang" breadcrumb={['Hutang', 'Lelang Hutang']}>
      <Row gutter={[12, 12]} align="bottom" style={{ marginBottom: 12 }}>
        {DATE_FILTERS.map((d) => (
          <Col key={d.key} xs={12} md={6} xl={4}>
            <Typography.Text type="secondary">{d.label}</Typography.Text>
            <DatePickerField
              id={`lelang-${d.key.replace('_', '-')}`}
              value={filter[d.key]}
              onChange={(v) => set({ [d.key]: v })}
            />
          </Col>
        ))}
        <Col xs={12} md={6} xl={4}>
          <Typography.Text type="secondary">Group</Typography.Text>
          <Select
            aria-label="Group"
            style={{ width: '100%' }}
            value={filter.kode_group}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: ALL_GROUPS, label: ALL_GROUPS },
              ...(groups.data ?? []).map((g) => ({ value: g.value, label: g.value })),
            ]}
            onChange={(v: string) => set({ kode_group: v })}
          />
        </Col>
        {TEXT_FILTERS.map((t) => (
          <Col key={t.key} xs={12} md={6} xl={4}>
            <Typography.Text type="secondary">{t.label}</Typography.Text>
            <Input
              id={`lelang-${t.key}`}
              aria-label={t.label}
              allowClear
              value={filter[t.key]}
              style={{ textTransform: 'uppercase' }}
              onChange={(e) => set({ [t.key]: e.target.value })}
              onPressEnter={(e) => {
                e.preventDefault();
                search();
              }}
            />
          </Col>
        ))}
        <Col xs={12} md={6} xl={4}>
          <Button type="primary" icon={<SearchOutlined />} onClick={search} loading={list.isFetching}>
            Cari Data
          </Button>
        </Col>
      </Row>
      <Table<api.HutangLelang>
        size="small"
        rowKey="no_faktur_hutang"
        data-testid="lelang-hutang-table"
        loading={list.isFetching}
        dataSource={rows}
        locale={{ emptyText: <EmptyState text={MSG.empty} /> }}
        expandable={{ expandedRowRender: (h) => <LoanDetail h={h} /> }}
        pagination={{
          current: page,
          pageSize: api.LELANG_PAGE_SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `${n} Hutang`,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'no',
            title: 'No Faktur Hutang',
            dataIndex: 'no_faktur_hutang',
            render: (v: string) => <b>{v}</b>,
          },
          { key: 'tgl', title: 'Tanggal Hutang', render: (_, h) => formatTanggal(h.tgl_hutang) },
          { key: 'sales', title: 'Kode Sales', dataIndex: 'kode_sales' },
          { key: 'nama', title: 'Nama Customer', dataIndex: 'nama_customer', ellipsis: true },
          {
            key: 'jumlah',
            title: 'Jumlah Hutang',
            align: 'right',
            render: (_, h) => formatMoney(h.jumlah_hutang),
          },
          auctionColumn('Lelang Hutang', 150, (h) => h.no_faktur_hutang, pick),
        ]}
        summary={() =>
          rows.length ? (
            <TotalRow at={5} total={sumRupiah(rows.map((h) => h.jumlah_hutang))} testId="lelang-total" />
          ) : null
        }
      />
      {modal}
    </PageFrame>
  );
}
