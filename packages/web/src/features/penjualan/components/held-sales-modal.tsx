import { type api, formatMoney } from '@emas/contract';
import { Button, Modal, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useHeldSales } from '../api/penjualan-calls.ts';

const jam = (iso: string) =>
  new Date(iso).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' });

/**
 * The shop's held sales (F10 with an empty cart): any counter may call one back. By keyboard: the
 * list has the focus, the first row is highlighted, the arrows move the highlight and Enter calls
 * the highlighted sale back (Escape closes).
 */
export function HeldSalesModal({
  open,
  onClose,
  onRecall,
}: {
  open: boolean;
  onClose: () => void;
  onRecall: (held: api.HeldSale) => void;
}) {
  const held = useHeldSales();
  const rows = held.data ?? [];
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) setActive(0);
  }, [open]);
  const latest = useRef({ rows, active, onRecall });
  latest.current = { rows, active, onRecall };
  // While the list is open its keys are the list's, wherever the focus is (the dialog's close button
  // holds it while the dialog opens): the arrows move the highlight, Enter calls the sale back.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      const { rows: all, active: at, onRecall: recall } = latest.current;
      // A focused Panggil button answers Enter itself.
      if (e.target instanceof HTMLButtonElement && list.current?.contains(e.target)) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((i) => Math.max(0, Math.min(all.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))));
      } else if (e.key === 'Enter') {
        e.preventDefault();
        e.stopPropagation();
        const h = all[at];
        if (h) recall(h);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={820}
      title="Penjualan Ditahan (F10)"
      afterOpenChange={(o) => {
        if (o) list.current?.focus();
      }}
    >
      <div
        ref={list}
        role="listbox"
        aria-label="Penjualan Ditahan"
        tabIndex={0}
        data-testid="held-sales-list"
        style={{ outline: 'none' }}
      >
        <Table<api.HeldSale>
          size="small"
          rowKey="id"
          pagination={false}
          loading={held.isFetching}
          dataSource={rows}
          data-testid="held-sales"
          scroll={{ y: 380 }}
          locale={{ emptyText: 'Tidak Ada Penjualan Ditahan' }}
          rowClassName={(_, i) => (i === active ? 'ant-table-row-selected' : '')}
          onRow={(_, i) => ({ onMouseEnter: () => setActive(i ?? 0) })}
          columns={[
            { title: 'Jam', dataIndex: 'created_at', width: 70, render: jam },
            { title: 'Kasir', dataIndex: 'input_by', width: 100 },
            {
              title: 'Customer',
              render: (_: unknown, h) => h.keterangan || h.nama_customer || 'UMUM',
            },
            { title: 'Barang', dataIndex: 'jumlah_barang', width: 70, align: 'right' },
            {
              title: 'Total',
              dataIndex: 'total',
              width: 130,
              align: 'right',
              render: (v: number) => `Rp ${formatMoney(v)}`,
            },
            {
              title: '',
              width: 100,
              render: (_: unknown, h) => (
                <Button
                  type="primary"
                  size="small"
                  aria-label={`Panggil ${h.id}`}
                  onClick={() => onRecall(h)}
                >
                  Panggil
                </Button>
              ),
            },
          ]}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ↑ ↓ pilih · Enter panggil · Esc tutup
        </Typography.Text>
      </div>
    </Modal>
  );
}
