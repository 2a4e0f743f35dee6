import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

type Props = { onBack?: () => void; saving?: boolean; label?: string };

/** The foot of a step: Kembali, and the submit button Enter presses (Simpan & Lanjut). */
export function StepActions({ onBack, saving, label = 'Simpan & Lanjut' }: Props) {
  return (
    <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
      {onBack && (
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          Kembali
        </Button>
      )}
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
        {label}
      </Button>
    </Flex>
  );
}
