import { ClearOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { saveBarKeyOf } from './counter-save-keys.ts';

/**
 * The counter's keys (sale, buy-back, loan): function keys by their lower-case name ('f2', 'f4'); 'f9'
 * is Simpan and answers Ctrl+S (Cmd+S) too. The handlers may change every render; the listener stays.
 */
export function useCounterKeys(keys: Readonly<Record<string, () => void>>): void {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const run = current.current[saveBarKeyOf(e)];
      if (!run) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Simpan (F9) and Reset of a counter page, with the line naming its keys. */
export function CounterSaveBar({
  saving,
  onSave,
  onReset,
  keysHint,
}: {
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
  /** 'F2 ... · F9 atau Ctrl+S Simpan'. */
  keysHint: string;
}) {
  return (
    <>
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button
          type="primary"
          size="large"
          icon={<SaveOutlined />}
          loading={saving}
          onClick={onSave}
          style={{ flex: 1 }}
        >
          Simpan (F9)
        </Button>
        <Button size="large" icon={<ClearOutlined />} onClick={onReset}>
          Reset
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {keysHint}
      </Typography.Text>
    </>
  );
}
