import { Alert, Button, Result, Skeleton, Steps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { homePath } from '../../../lib/session.ts';
import { useSetupStatus } from '../api/setup-toko.ts';
import { HargaStep } from '../components/harga-step.tsx';
import { MasterStep } from '../components/master-step.tsx';
import { ModulStep } from '../components/modul-step.tsx';
import { ProfilStep } from '../components/profil-step.tsx';
import { SelesaiStep } from '../components/selesai-step.tsx';
import { UsersStep } from '../components/users-step.tsx';

const STEPS = ['Profil Toko', 'Data Master', 'Harga Emas', 'User', 'Module', 'Selesai'] as const;

/**
 * setup-toko (chosen path): the first-run set-up of a new shop, one step per screen, each saved on
 * the server as it is left (issue 39). A shop already set up sees that it is.
 */
export function SetupTokoPage() {
  const status = useSetupStatus();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const next = () => setCurrent((c) => Math.min(c + 1, STEPS.length - 1));
  const back = () => setCurrent((c) => Math.max(c - 1, 0));
  const s = status.data;
  return (
    <PageFrame title="Setup Toko" onRefresh={() => void status.refetch()}>
      {!s ? (
        <Skeleton active />
      ) : !s.perlu_setup ? (
        <Result
          status="success"
          title="Toko Sudah Siap"
          subTitle="Setup toko sudah selesai. Data master, harga emas, user dan module diubah di menunya masing-masing."
          extra={
            <Button type="primary" onClick={() => navigate(homePath())}>
              Ke Halaman Utama
            </Button>
          }
        />
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Selamat datang! Toko ini belum punya data. Ikuti langkah berikut agar toko bisa langsung berjualan."
          />
          <Steps
            current={current}
            onChange={setCurrent}
            size="small"
            style={{ marginBottom: 24 }}
            items={STEPS.map((title, i) => ({
              title,
              status: i === current ? 'process' : stepDone(s.langkah, i) ? 'finish' : 'wait',
            }))}
          />
          {current === 0 && <ProfilStep onDone={next} />}
          {current === 1 && <MasterStep appType={s.app_type} onBack={back} onDone={next} />}
          {current === 2 && <HargaStep onBack={back} onDone={next} />}
          {current === 3 && <UsersStep onBack={back} onDone={next} />}
          {current === 4 && <ModulStep onBack={back} onDone={next} />}
          {current === 5 && (
            <SelesaiStep status={s} onBack={back} onDone={() => navigate(homePath(), { replace: true })} />
          )}
        </>
      )}
    </PageFrame>
  );
}

const stepDone = (langkah: Record<string, boolean>, i: number) =>
  !!langkah[['profil', 'master', 'harga', 'users', 'modul'][i] ?? ''];
