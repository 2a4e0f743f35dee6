import { Modal, type ModalProps } from 'antd';

/** The generic modal: static, i.e. clicking the backdrop does not close it. */
export function StaticModal(props: ModalProps) {
  return <Modal destroyOnHidden centered {...props} maskClosable={false} />;
}
