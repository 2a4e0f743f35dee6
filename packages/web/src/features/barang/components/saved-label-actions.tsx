import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { usePrintLabels } from './print-labels.ts';

/** Beside what was just saved: 'Cetak Label' for its barcodes, and 'Tutup'. */
export function SavedLabelActions({ barcodes, onClose }: { barcodes: string[]; onClose: () => void }) {
  const { print, printing } = usePrintLabels();
  return (
    <Flex gap={8}>
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        loading={printing}
        onClick={() => void print(barcodes)}
      >
        Cetak Label
      </Button>
      <Button onClick={onClose}>Tutup</Button>
    </Flex>
  );
}
