import { Modal, Progress, Typography } from 'antd';

export type ProgressModalProps = {
  open: boolean;
  title?: string;
  progress: number;
  total: number;
  message?: string;
};

export const percentOf = (progress: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((100 * progress) / total))) : 0;

/** Blocks the screen while a progress-type operation runs, showing progress against total. */
export function ProgressModal({
  open,
  title = 'Mohon Menunggu',
  progress,
  total,
  message,
}: ProgressModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      centered
    >
      <div data-testid="progress-modal">
        <Progress percent={percentOf(progress, total)} status="active" />
        <Typography.Text type="secondary">
          {progress} / {total}
          {message ? ` — ${message}` : ''}
        </Typography.Text>
      </div>
    </Modal>
  );
}
