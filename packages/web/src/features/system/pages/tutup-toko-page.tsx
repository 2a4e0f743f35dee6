import { LockOutlined } from '@ant-design/icons';
import {
  addDays,
  CLOSING_MSG,
  type ClosedStoreProgress,
  formatTanggal,
  kasNeedsNote,
  LIVE_EVENTS,
  MSG,
} from '@emas/contract';
import { Alert, Button, Descriptions, Flex, Progress, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ask, showError, showSuccess, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ProgressModal, percentOf } from '../../../components/ui/progress-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live-channel.tsx';
import { endSession, setClosingHere } from '../../../lib/session.ts';
import { closeStore, useClosingChecklist, warnClosing } from '../api/close-store.ts';
import { ClosingChecklistView, type Counted, type Notes } from '../components/closing-checklist.tsx';

/** After the closing message the user goes to the login page after 1 s. */
export const LEAVE_AFTER_MS = 1000;

type Phase = 'idle' | 'running' | 'done';
type Progressing = { uid?: string; progress: number; total: number; message?: string };

const closedByOther = (message: string) => message === MSG.closingBusy || /invalid token/i.test(message);

/**
 * tutup-toko: the checklist first (users still logged in and their unsaved carts, non-cash not
 * validated, each drawer counted), then the closing of the business day; every session of the shop
 * ends, this one after 1 s. A day the server refuses to close (the date may not pass tomorrow) says
 * why and cannot be started.
 */
export function TutupTokoPage() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const checklist = useClosingChecklist(phase === 'idle');
  const [job, setJob] = useState<Progressing>({ progress: 0, total: 0 });
  const [counted, setCounted] = useState<Counted>({});
  const [notes, setNotes] = useState<Notes>({});
  const [warning, setWarning] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(leaveTimer.current);
      setClosingHere(false);
    },
    [],
  );

  useLiveEvent<{ uid: string }>(LIVE_EVENTS.startClosedStore, (p) => {
    setJob((j) => ({ ...j, uid: p.uid }));
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

  const warn = async () => {
    setWarning(true);
    try {
      const r = await warnClosing();
      if (r.message) toast.success(r.message);
    } finally {
      setWarning(false);
    }
  };

  const run = async (tgl: string) => {
    // A short drawer needs its note first (the server refuses it too): every one named at once.
    const unexplained = (checklist.data?.kas ?? []).filter((k) => {
      const c = counted[k.input_by];
      return c !== undefined && kasNeedsNote(k.saldo, c, notes[k.input_by]);
    });
    if (unexplained.length) {
      showError(CLOSING_MSG.shortageNote(unexplained.map((k) => k.input_by)));
      return;
    }
    const ok = await ask({
      title: `Apakah Anda Yakin Ingin Menutup Toko Tanggal ${formatTanggal(tgl)}?`,
      content: `Tanggal sistem akan berganti ke ${formatTanggal(addDays(tgl, 1))} dan semua user akan keluar dari aplikasi.`,
      okText: 'OK',
      cancelText: 'Tidak',
      danger: true,
    });
    if (!ok) return;
    setClosingHere(true);
    setPhase('running');
    setRefused(null);
    setJob({ progress: 0, total: 0 });
    const kasHitung = Object.entries(counted).flatMap(([input_by, jumlah]) => {
      const keterangan = notes[input_by]?.trim();
      return jumlah === undefined ? [] : [{ input_by, jumlah, ...(keterangan ? { keterangan } : {}) }];
    });
    try {
      await closeStore(tgl, kasHitung);
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
      // 422: a rule of the day refused it; the page stays ready once the reason is gone.
      if (e instanceof ApiError && e.status === 422) setRefused(message);
      void checklist.refetch();
      if (e instanceof ApiError && e.kind === 'timeout') return; // the client showed its toast
      showError(message);
    }
  };

  const data = checklist.data;
  const reason = data?.ditolak ?? refused;
  const blocked = !!reason || (!!data && data.non_cash.wajib && data.non_cash.jumlah > 0);
  return (
    <PageFrame title="Tutup Toko" onRefresh={() => void checklist.refetch()}>
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Tanggal Sistem Saat Ini">
              {formatTanggal(data.tgl_system)}
            </Descriptions.Item>
            <Descriptions.Item label="Tanggal Sistem Berikutnya">
              {formatTanggal(data.tgl_system_baru)}
            </Descriptions.Item>
            <Descriptions.Item label="Batas Tanggal Sistem">{formatTanggal(data.batas)}</Descriptions.Item>
          </Descriptions>
          {reason ? (
            <Alert type="error" showIcon title={reason} data-testid="closing-refused" />
          ) : (
            <Alert
              type="warning"
              showIcon
              title="Periksa daftar di bawah. Setelah toko ditutup, semua user harus login kembali."
            />
          )}
          <ClosingChecklistView
            data={data}
            counted={counted}
            onCount={(kasir, jumlah) => setCounted((c) => ({ ...c, [kasir]: jumlah }))}
            notes={notes}
            onNote={(kasir, keterangan) => setNotes((n) => ({ ...n, [kasir]: keterangan }))}
            onWarn={() => void warn()}
            warning={warning}
            disabled={phase !== 'idle'}
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
            disabled={phase === 'done' || blocked}
            onClick={() => void run(data.tgl_system)}
            style={{ alignSelf: 'flex-start', minWidth: 240 }}
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
