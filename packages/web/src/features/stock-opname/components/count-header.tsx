import { CheckOutlined } from '@ant-design/icons';
import { formatTanggal } from '@emas/contract';
import { Button, Flex, Tag, Typography } from 'antd';

type CountOf = { id: number; tanggal: string; kode_gudang: string; kode_baki: string };

/** 'TOKO / A01', or 'TOKO (Semua Baki)' for a whole-warehouse count. */
export const countPlaceText = (s: Pick<CountOf, 'kode_gudang' | 'kode_baki'>) =>
  `${s.kode_gudang}${s.kode_baki ? ` / ${s.kode_baki}` : ' (Semua Baki)'}`;

/** The shown count: number, date, place, BERJALAN / SELESAI, then Selesai or a new count. */
export function CountHeader({
  count,
  open,
  busy,
  onFinish,
  onNew,
  newText,
  testIdPrefix,
}: {
  count: CountOf;
  open: boolean;
  busy: boolean;
  onFinish: () => void;
  onNew: () => void;
  newText: string;
  /** `{prefix}-session` and `{prefix}-status` for the tests. */
  testIdPrefix: string;
}) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text strong data-testid={`${testIdPrefix}-session`}>
        No. {count.id} — {formatTanggal(count.tanggal)} — {countPlaceText(count)}
      </Typography.Text>
      <Tag color={open ? 'blue' : 'green'} data-testid={`${testIdPrefix}-status`}>
        {open ? 'BERJALAN' : 'SELESAI'}
      </Tag>
      {open ? (
        <Button type="primary" danger icon={<CheckOutlined />} loading={busy} onClick={onFinish}>
          Selesai
        </Button>
      ) : (
        <Button onClick={onNew}>{newText}</Button>
      )}
    </Flex>
  );
}
