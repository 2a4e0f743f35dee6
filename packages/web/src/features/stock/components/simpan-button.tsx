import { SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The full-width 'Simpan' under a stock form. */
export function SimpanButton({
  loading,
  disabled,
  onClick,
}: {
  loading: boolean;
  disabled?: boolean;
  onClick: () => Promise<unknown>;
}) {
  return (
    <Button
      type="primary"
      block
      icon={<SaveOutlined />}
      loading={loading}
      disabled={disabled}
      onClick={() => void onClick().catch(() => undefined)}
    >
      Simpan
    </Button>
  );
}
