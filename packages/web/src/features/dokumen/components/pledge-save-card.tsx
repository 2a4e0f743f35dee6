import { Card, Col } from 'antd';
import type { ReactNode } from 'react';
import { CounterSaveBar } from '../../../components/ui/counter-save-bar.tsx';

type Props = { title: string; saving: boolean; onSave: () => void; onReset: () => void; children: ReactNode };

/** The last column of a pledge form: its card, then Simpan (F9) and Batal with the keys named. */
export function PledgeSaveCard({ title, saving, onSave, onReset, children }: Props) {
  return (
    <Col xs={24} lg={8}>
      <Card size="small" title={title}>
        {children}
        <CounterSaveBar
          saving={saving}
          onSave={onSave}
          onReset={onReset}
          keysHint="Enter pindah kolom · F4 Tambah Barang · F9 atau Ctrl+S Simpan"
        />
      </Card>
    </Col>
  );
}
