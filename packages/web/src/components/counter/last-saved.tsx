import { PrinterOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';

/** The counter's last saved document, with what the cashier still needs (the change) and its reprint. */
export function LastSaved({
  noFaktur,
  testId,
  onReprint,
  children,
}: {
  noFaktur: string;
  testId: string;
  onReprint: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={testId}
      title={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <span>
            Tersimpan <b>{noFaktur}</b>
            {children}
          </span>
          <Button icon={<PrinterOutlined />} onClick={onReprint}>
            Cetak Ulang (Ctrl+P)
          </Button>
        </Flex>
      }
    />
  );
}

/** The button of the counter's key overlay (F1 or ?). */
export const HelpButton = ({ onClick }: { onClick: () => void }) => (
  <Button
    size="large"
    icon={<QuestionCircleOutlined />}
    aria-label="Bantuan"
    title="Tombol pintas (F1)"
    onClick={onClick}
  />
);
