import { Modal, type ModalProps } from 'antd';
import { useRef } from 'react';

/** The fields a dialog may start on: enabled inputs, selects and date pickers, in page order. */
const FIELDS = [
  'input:not([disabled]):not([type="hidden"]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  '.ant-select:not(.ant-select-disabled) input',
  '.ant-picker:not(.ant-picker-disabled) input',
]
  .map((f) => `.ant-modal-body ${f}`)
  .join(', ');

/** Puts the cursor in the dialog's first field, unless the dialog already chose one. */
function focusFirstField(root: HTMLElement | null): void {
  if (!root) return;
  const active = document.activeElement;
  if (active && root.contains(active) && active.matches('input, textarea')) return;
  root.querySelector<HTMLElement>(FIELDS)?.focus();
}

/**
 * The generic modal: static, i.e. clicking the backdrop does not close it; it opens with the cursor in
 * its first field.
 */
export function StaticModal({ afterOpenChange, modalRender, ...props }: ModalProps) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <Modal
      destroyOnHidden
      centered
      {...props}
      maskClosable={false}
      modalRender={(node) => <div ref={root}>{modalRender ? modalRender(node) : node}</div>}
      afterOpenChange={(open) => {
        if (open) focusFirstField(root.current);
        afterOpenChange?.(open);
      }}
    />
  );
}
