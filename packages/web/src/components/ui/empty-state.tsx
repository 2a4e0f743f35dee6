import { Empty } from 'antd';

export const EMPTY_TABLE_TEXT = 'Tidak Ada Data';

/** The generic empty state: the 'Empty' picture and a short text. */
export function EmptyState({ text = EMPTY_TABLE_TEXT }: { text?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
