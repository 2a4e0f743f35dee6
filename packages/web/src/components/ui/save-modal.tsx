import type { ReactNode } from 'react';
import { StaticModal } from './static-modal.tsx';

type Props = {
  open: boolean;
  title: string;
  saving: boolean;
  /** Runs on Simpan; a refusal it throws was already shown. */
  onSave: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog with Simpan (spinning while it saves) and Batal; its content is dropped when it closes. */
export function SaveModal({ open, title, saving, onSave, onClose, children }: Props) {
  return (
    <StaticModal
      open={open}
      title={title}
      okText="Simpan"
      cancelText="Batal"
      onOk={() => void onSave().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
    >
      {children}
    </StaticModal>
  );
}
