import { FireOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** 'Hancur Barang': the destroy button of both destroy screens. */
export function HancurButton({
  loading,
  disabled,
  onClick,
}: {
  loading: boolean;
  disabled: boolean;
  onClick: () => Promise<unknown>;
}) {
  return (
    <Button
      type="primary"
      danger
      block
      icon={<FireOutlined />}
      disabled={disabled}
      loading={loading}
      onClick={() => void onClick().catch(() => undefined)}
    >
      Hancur Barang
    </Button>
  );
}
