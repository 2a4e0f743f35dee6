import { api, formatGram, formatMoney, formatTanggal, sumRupiah } from '@emas/contract';
import { Table } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { auctionColumn, TotalRow, useAuction } from '../../dokumen/components/auction.tsx';
import { simpanLelangTitip, useLelangTitip } from '../api/titip-calls.ts';

const MSG = api.TITIP_MSG;
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
  const { pick, modal } = useAuction<api.TitipLelang>({
    kind: api.OTORISASI.LELANG_TITIP_SIMPAN,
    numberOf: (t) => t.no_faktur_titip_simpan,
    run: (t, id) => simpanLelangTitip(t.no_faktur_titip_simpan, id),
    saved: MSG.lelangSaved,
    reload: () => list.refetch(),
  });

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
          auctionColumn('Lelang Titip Simpan', 170, (t) => t.no_faktur_titip_simpan, pick),
        ]}
        summary={() =>
          rows.length ? (
            <TotalRow at={7} total={sumRupiah(rows.map((t) => t.jumlah_titip_simpan))} rest={2} />
          ) : null
        }
      />
      {modal}
    </PageFrame>
  );
}
