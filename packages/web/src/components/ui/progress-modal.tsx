import { formatMoney } from '@emas/contract';
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

/** Before the first progress report the total is not known: say so rather than '0 / 0'. */
export const PREPARING = 'Menyiapkan…';

/**
 * Blocks the screen while a progress-type operation runs, showing progress against total; until the
 * operation reports its total the bar waits without a number.
 */
export function ProgressModal({
  open,
  title = 'Mohon Menunggu',
  progress,
  total,
  message,
}: ProgressModalProps) {
  const known = total > 0;
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
        <Progress
          percent={known ? percentOf(progress, total) : 100}
          status="active"
          showInfo={known}
          strokeColor={known ? undefined : '#d9d9d9'}
        />
        <Typography.Text type="secondary" data-testid="progress-text">
          {known ? `${formatMoney(progress)} / ${formatMoney(total)}` : PREPARING}
          {message ? ` — ${message}` : ''}
        </Typography.Text>
      </div>
    </Modal>
  );
}
