import { api, CICILAN, formatGram, formatMoney, formatTanggal } from '@emas/contract';
import { Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { StateChangeModal } from '../../dokumen/components/state-change-modal.tsx';
import { CICILAN_KEY, lelangCicilan, useLelangCicilan } from '../api/cicilan-calls.ts';

const right = { align: 'right' as const };

/**
 * Lelang Cicilan: the defaulted contracts of the business day (AKTIF, the next instalment overdue),
 * with what was paid, what remains and the late fees; 'Lelang' asks an SPV/OWN authorisation (LELANG
 * CICILAN) and puts the item back to stock, the money paid kept.
 */
export function LelangCicilanPage() {
  const list = useLelangCicilan();
  const [doc, setDoc] = useState<api.CicilanDetail | null>(null);
  const rows = list.data ?? [];
  return (
    <PageFrame title="Lelang Cicilan" onRefresh={() => void list.refetch()}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Cicilan AKTIF yang angsuran berikutnya sudah lewat jatuh tempo.
      </Typography.Paragraph>
      <Table<api.CicilanDetail>
        data-testid="lelang-cicilan-table"
        size="small"
        rowKey="no_cicilan"
        loading={list.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content', y: 460 }}
        locale={{ emptyText: <EmptyState text={api.CICILAN_MSG.empty} /> }}
        columns={[
          {
            key: 'no',
            title: 'No Cicilan',
            render: (_, r) => (
              <>
                <b>{r.no_cicilan}</b>
                <div style={{ fontSize: 12 }}>{formatTanggal(r.tanggal)}</div>
              </>
            ),
          },
          {
            key: 'customer',
            title: 'Customer',
            render: (_, r) => (
              <>
                {r.nama_customer}
                <div style={{ fontSize: 12 }}>{r.no_hp || '-'}</div>
              </>
            ),
          },
          {
            key: 'barang',
            title: 'Barang',
            render: (_, r) => (
              <>
                {r.nama_barang}
                <div style={{ fontSize: 12 }}>
                  {r.kode_barcode} · {formatGram(r.berat)} gr
                </div>
              </>
            ),
          },
          { key: 'tempo', title: 'Jatuh Tempo', render: (_, r) => formatTanggal(r.berikut?.tgl_tempo ?? '') },
          { key: 'telat', title: 'Angsuran Telat', ...right, render: (_, r) => r.telat },
          { key: 'bayar', title: 'Dibayar', ...right, render: (_, r) => formatMoney(r.jumlah_bayar) },
          { key: 'sisa', title: 'Sisa', ...right, render: (_, r) => formatMoney(r.sisa_rp) },
          { key: 'denda', title: 'Denda', ...right, render: (_, r) => formatMoney(r.denda_rp) },
          {
            key: 'aksi',
            title: 'Aksi',
            render: (_, r) => (
              <Button size="small" danger aria-label={`Lelang ${r.no_cicilan}`} onClick={() => setDoc(r)}>
                Lelang
              </Button>
            ),
          },
        ]}
      />
      <StateChangeModal<object, api.CicilanDetail>
        kind={CICILAN}
        doc={doc}
        title="Lelang Cicilan"
        okText="Lelang"
        testId="cicilan-lelang-form"
        otorisasi={api.OTORISASI.LELANG_CICILAN}
        summary={
          doc
            ? [
                { label: 'Sisa', value: doc.sisa_rp, format: 'rupiah' },
                { label: 'Angsuran Telat', value: doc.telat },
              ]
            : []
        }
        successMessage={api.CICILAN_MSG.auctioned}
        submit={(no_cicilan, _v, id_otorisasi) => lelangCicilan({ no_cicilan, id_otorisasi })}
        onClose={() => {
          setDoc(null);
          void queryClient.invalidateQueries({ queryKey: CICILAN_KEY });
        }}
      />
    </PageFrame>
  );
}
