import { CheckCircleOutlined } from '@ant-design/icons';
import type { api } from '@emas/contract';
import { Alert, List, Result } from 'antd';
import { useFinishSetup } from '../api/setup-toko.ts';
import { StepActions } from './step-actions.tsx';

/** The last step: what the shop still lacks to sell, or Selesai. */
export function SelesaiStep({
  status,
  onBack,
  onDone,
}: {
  status: api.SetupStatus;
  onBack: () => void;
  onDone: () => void;
}) {
  const finish = useFinishSetup();
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    finish.mutate(undefined, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Selesai">
      {status.kurang.length ? (
        <Alert
          type="warning"
          showIcon
          title="Toko belum siap berjualan. Lengkapi dulu:"
          description={
            <List size="small" dataSource={status.kurang} renderItem={(k) => <List.Item>{k}</List.Item>} />
          }
        />
      ) : (
        <Result
          icon={<CheckCircleOutlined />}
          status="success"
          title="Toko siap berjualan"
          subTitle="Simpan untuk menyelesaikan setup. Kasir dapat login dan membuka Transaksi Penjualan."
        />
      )}
      <StepActions onBack={onBack} saving={finish.isPending} label="Selesai" />
    </form>
  );
}
