import { LockOutlined } from '@ant-design/icons';
import { addDays, type ClosedStoreProgress, LIVE_EVENTS, MSG } from '@emas/contract';
import { Alert, Button, Descriptions, Flex, Progress, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ProgressModal, percentOf } from '../../../components/ui/progress-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live-channel.tsx';
import { endSession, setClosingHere } from '../../../lib/session.ts';
import { closeStore, useCurrentBusinessDate } from '../api/close-store.ts';

/** After the closing message the user goes to the login page after 1 s. */
export const LEAVE_AFTER_MS = 1000;

type Phase = 'idle' | 'running' | 'done';
type Progressing = { uid?: string; progress: number; total: number; message?: string };

const closedByOther = (message: string) => message === MSG.closingBusy || /invalid token/i.test(message);

/** tutup-toko: closes the business day; every session of the shop ends, this one after 1 s. */
export function TutupTokoPage() {
  const navigate = useNavigate();
  const date = useCurrentBusinessDate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [job, setJob] = useState<Progressing>({ progress: 0, total: 0 });
  const leaveTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(leaveTimer.current);
      setClosingHere(false);
    },
    [],
  );

  useLiveEvent<{ uid: string }>(LIVE_EVENTS.startClosedStore, (p) => {
    setJob({ uid: p.uid, progress: 0, total: 0 });
  });
  useLiveEvent<ClosedStoreProgress>(LIVE_EVENTS.closedStoreProgress, (p) => {
    setJob((j) =>
      j.uid && j.uid !== p.uid ? j : { uid: p.uid, progress: p.progress, total: p.total, message: p.message },
    );
  });

  const leave = () => {
    leaveTimer.current = window.setTimeout(() => {
      endSession();
      setClosingHere(false);
      navigate('/', { replace: true });
    }, LEAVE_AFTER_MS);
  };

  const run = async (tgl: string) => {
    const ok = await ask({
      title: `Apakah Anda Yakin Ingin Menutup Toko Tanggal ${tgl}?`,
      content: `Tanggal sistem akan berganti ke ${addDays(tgl, 1)} dan semua user akan keluar dari aplikasi.`,
      okText: 'OK',
      cancelText: 'Tidak',
      danger: true,
    });
    if (!ok) return;
    setClosingHere(true);
    setPhase('running');
    setJob({ progress: 0, total: 0 });
    try {
      await closeStore(tgl);
      setJob((j) => ({ ...j, progress: Math.max(j.total, 1), total: Math.max(j.total, 1) }));
      setPhase('done');
      showSuccess(MSG.closingDone);
      leave();
    } catch (e) {
      const message = e instanceof ApiError ? e.message : MSG.requestFailed;
      if (closedByOther(message)) {
        setPhase('done');
        showError(MSG.closingByOther);
        leave();
        return;
      }
      setClosingHere(false);
      setPhase('idle');
      if (e instanceof ApiError && e.kind === 'timeout') return; // the client showed its toast
      showError(message);
    }
  };

  const tgl = date.data;
  return (
    <PageFrame title="Tutup Toko" onRefresh={() => void date.refetch()}>
      {!tgl ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 560 }}>
          <Descriptions bordered column={1} size="middle">
            <Descriptions.Item label="Tanggal Sistem Saat Ini">{tgl}</Descriptions.Item>
            <Descriptions.Item label="Tanggal Sistem Berikutnya">{addDays(tgl, 1)}</Descriptions.Item>
          </Descriptions>
          <Alert
            type="warning"
            showIcon
            title="Pastikan semua transaksi hari ini sudah selesai. Setelah toko ditutup, semua user harus login kembali."
          />
          {phase !== 'idle' && (
            <Progress
              percent={phase === 'done' ? 100 : percentOf(job.progress, job.total)}
              status={phase === 'done' ? 'success' : 'active'}
              data-testid="closing-progress"
            />
          )}
          <Button
            type="primary"
            danger
            size="large"
            icon={<LockOutlined />}
            loading={phase === 'running'}
            disabled={phase === 'done'}
            onClick={() => void run(tgl)}
          >
            Tutup Toko
          </Button>
        </Flex>
      )}
      <ProgressModal
        open={phase === 'running'}
        title="Proses Tutup Toko"
        progress={job.progress}
        total={job.total}
        message={job.message}
      />
    </PageFrame>
  );
}
