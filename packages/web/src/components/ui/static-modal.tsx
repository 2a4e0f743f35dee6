import { Modal, type ModalProps } from 'antd';
import { useRef } from 'react';
import { focusFirstField } from './dialog-focus.ts';

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
