import { message as antMessage, Modal } from 'antd';
import { useEffect } from 'react';
import type { NotifyImpl } from './notify-impl.ts';

/** The antd instances behind the notify helpers (themed and localised by the ConfigProvider). */
export function NotifyHost({ onReady }: { onReady: (impl: NotifyImpl) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antMessage.useMessage();
  useEffect(() => onReady({ modal, message }), [modal, message, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
