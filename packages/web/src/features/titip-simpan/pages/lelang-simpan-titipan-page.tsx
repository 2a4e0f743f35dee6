import { ShopOutlined } from '@ant-design/icons';
import { api, formatGram, formatMoney, formatTanggal, sumRupiah } from '@emas/contract';
import { Button, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { authorise } from '../../dokumen/api/dokumen-calls.ts';
import { simpanLelangTitip, useLelangTitip } from '../api/titip-calls.ts';

const MSG = api.TITIP_MSG;
/** As Lelang Hutang (document 3 section 9): the list reloads 300 ms after a saved auction. */
const RELOAD_AFTER_MS = 300;

/** The pieces of a deposit on the lelang list. */
function Pieces({ t }: { t: api.TitipLelang }) {
  return (
    <Table<api.TitipPiece>
      size="small"
      rowKey="kode_barcode"
      pagination={false}
      dataSource={t.detail_barang}
      columns={[
        { key: 'group', title: 'Group', dataIndex: 'kode_group' },
        { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
        { key: 'kadar', title: 'Kadar', align: 'right', render: (_, p) => `${p.kadar}%` },
        { key: 'qty', title: 'Qty', align: 'right', dataIndex: 'qty' },
        { key: 'berat', title: 'Berat', align: 'right', render: (_, p) => formatGram(p.berat_emas) },
      ]}
    />
  );
}

/**
 * Lelang Titip Simpan: the AKTIF deposits past their due date on the business day; a row opens to its
 * pieces; 'Lelang Titip Simpan' asks the 'Otorisasi' of an SPV/OWN user (LELANG TITIP SIMPAN), auctions
 * the deposit (its pieces become stock) and reloads the list.
 */
export function LelangSimpanTitipanPage() {
  const list = useLelangTitip();
  const rows = list.data ?? [];
  const [target, setTarget] = useState<api.TitipLelang | null>(null);
  const reload = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reload.current), []);

  const onAuthorise = async (input: AuthorizationInput) => {
    if (!target) return;
    const { id_otorisasi } = await authorise(api.OTORISASI.LELANG_TITIP_SIMPAN, input, {
      no_faktur: target.no_faktur_titip_simpan,
    });
    try {
      const res = await simpanLelangTitip(target.no_faktur_titip_simpan, id_otorisasi);
      showSuccess(res.message ?? MSG.lelangSaved);
    } finally {
      setTarget(null);
      reload.current = window.setTimeout(() => void list.refetch(), RELOAD_AFTER_MS);
    }
  };

  return (
    <PageFrame title="Lelang Titip Simpan" onRefresh={() => void list.refetch()}>
      <Table<api.TitipLelang>
        size="small"
        rowKey="no_faktur_titip_simpan"
        data-testid="lelang-titip-table"
        loading={list.isFetching}
        dataSource={rows}
        locale={{ emptyText: <EmptyState text={MSG.reportEmpty} /> }}
        expandable={{ expandedRowRender: (t) => <Pieces t={t} /> }}
        pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (n) => `${n} Titip Simpan` }}
        columns={[
          {
            key: 'no',
            title: 'No Faktur Titip Simpan',
            dataIndex: 'no_faktur_titip_simpan',
            render: (v: string) => <b>{v}</b>,
          },
          { key: 'tgl', title: 'Tanggal Titip', render: (_, t) => formatTanggal(t.tgl_titip_simpan) },
          { key: 'tempo', title: 'Jatuh Tempo', render: (_, t) => formatTanggal(t.tgl_tempo) },
          { key: 'sales', title: 'Kode Sales', dataIndex: 'kode_sales' },
          { key: 'nama', title: 'Nama Customer', dataIndex: 'nama_customer', ellipsis: true },
          { key: 'berat', title: 'Berat', align: 'right', render: (_, t) => formatGram(t.berat_emas) },
          {
            key: 'jumlah',
            title: 'Jumlah Titip Simpan',
            align: 'right',
            render: (_, t) => formatMoney(t.jumlah_titip_simpan),
          },
          { key: 'sisa', title: 'Sisa Rp', align: 'right', render: (_, t) => formatMoney(t.sisa_rp) },
          {
            key: 'aksi',
            title: 'Aksi',
            width: 170,
            render: (_, t) => (
              <Button
                size="small"
                danger
                icon={<ShopOutlined />}
                aria-label={`Lelang Titip Simpan ${t.no_faktur_titip_simpan}`}
                onClick={() => setTarget(t)}
              >
                Lelang Titip Simpan
              </Button>
            ),
          },
        ]}
        summary={() =>
          rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}>
                <Typography.Text strong>Total</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                <Typography.Text strong>
                  {formatMoney(sumRupiah(rows.map((t) => t.jumlah_titip_simpan)))}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} colSpan={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
      <AuthorizationModal
        open={!!target}
        title="Otorisasi"
        withNote
        onSubmit={onAuthorise}
        onCancel={() => setTarget(null)}
      />
    </PageFrame>
  );
}
