import { formatGram, formatMoney } from '@emas/contract';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** Right-aligned grams and Rupiah columns of the local lists. */
export const gramColumn = <T,>(key: string, title = 'Berat'): ColumnType<T> => ({
  title,
  dataIndex: key,
  align: 'right',
  render: (v: number) => formatGram(v),
});
export const moneyColumn = <T,>(key: string, title: string): ColumnType<T> => ({
  title,
  dataIndex: key,
  align: 'right',
  render: (v: number) => formatMoney(v),
});

/** The delete button of a local list's row. */
export const removeColumn = <T,>(remove: (index: number) => void): ColumnType<T> => ({
  title: '',
  key: 'hapus',
  render: (_, __, i) => (
    <Button danger size="small" onClick={() => remove(i)}>
      Hapus
    </Button>
  ),
});
