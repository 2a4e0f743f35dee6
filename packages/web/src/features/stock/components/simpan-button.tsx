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
  onClick: () => void;
}) {
  return (
    <Button
      type="primary"
      block
      icon={<SaveOutlined />}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      Simpan
    </Button>
  );
}
