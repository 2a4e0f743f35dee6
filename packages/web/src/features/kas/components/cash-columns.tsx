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
