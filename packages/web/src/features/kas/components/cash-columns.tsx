import { formatJam, formatMoney } from '@emas/contract';
import type { CashRow } from '@emas/contract/api/kas';
import type { ColumnsType } from 'antd/es/table';

/** The columns every cash-row list shows. */
export const cashColumns = (extra: ColumnsType<CashRow> = []): ColumnsType<CashRow> => [
  { key: 'waktu', title: 'Waktu', render: (_, r) => formatJam(r.created_at) },
  { key: 'kategori', title: 'Kategori', dataIndex: 'kategori' },
  { key: 'deskripsi', title: 'Deskripsi', dataIndex: 'deskripsi' },
  ...extra,
  { key: 'jumlah_in', title: 'Masuk', align: 'right', render: (_, r) => formatMoney(r.jumlah_in) },
  { key: 'jumlah_out', title: 'Keluar', align: 'right', render: (_, r) => formatMoney(r.jumlah_out) },
  { key: 'input_by', title: 'Input By', dataIndex: 'input_by' },
];

/** 'Jumlah In' and 'Jumlah Out' in Rupiah. */
export const inOutColumns = <T extends { jumlah_in: number; jumlah_out: number }>(): ColumnsType<T> => [
  { key: 'jumlah_in', title: 'Jumlah In', align: 'right', render: (_, r) => formatMoney(r.jumlah_in) },
  { key: 'jumlah_out', title: 'Jumlah Out', align: 'right', render: (_, r) => formatMoney(r.jumlah_out) },
];
