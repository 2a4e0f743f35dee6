import { type PlatformOption, RECEIPT_PLATFORMS } from '@emas/contract/nota-template';
import { Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';

/**
 * The dialog to pick a receipt platform: Desktop or Mobile unless other options are given (a card's
 * FRONT / BACK). Static like every generic modal: it closes by its buttons only.
 */
export function PlatformDialog({
  open,
  value,
  options = RECEIPT_PLATFORMS,
  title = 'Pilih Platform',
  onPick,
  onCancel,
}: {
  open: boolean;
  value: string;
  options?: readonly PlatformOption[];
  title?: string;
  onPick: (value: string) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState(value);
  useEffect(() => {
    if (open) setPicked(value);
  }, [open, value]);
  return (
    <Modal
      open={open}
      title={title}
      okText="Pilih"
      cancelText="Batal"
      maskClosable={false}
      onOk={() => onPick(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Radio.Group
        aria-label={title}
        value={picked}
        onChange={(e) => setPicked(e.target.value)}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
        optionType="button"
        buttonStyle="solid"
      />
    </Modal>
  );
}
