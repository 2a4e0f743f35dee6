import { ShopOutlined } from '@ant-design/icons';
import { formatMoney, type OtorisasiKind } from '@emas/contract';
import { Button, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { authorise } from '../api/dokumen-calls.ts';

/** Document 3 section 9: the list reloads 300 ms after a saved auction. */
const RELOAD_AFTER_MS = 300;

type Auction<T> = {
  kind: OtorisasiKind;
  numberOf: (t: T) => string;
  /** Auctions the row with the authorisation's id. */
  run: (t: T, idOtorisasi: string) => Promise<{ message?: string }>;
  saved: string;
  reload: () => unknown;
};

/**
 * Auctioning an overdue pledge: the picked row asks the 'Otorisasi' of an SPV/OWN user (bound to its
 * number), is auctioned and the list reloads. `modal` is the authorisation dialog to render.
 */
export function useAuction<T>(a: Auction<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const reload = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reload.current), []);

  const onAuthorise = async (input: AuthorizationInput) => {
    if (!target) return;
    const { id_otorisasi } = await authorise(a.kind, input, { no_faktur: a.numberOf(target) });
    try {
      const res = await a.run(target, id_otorisasi);
      showSuccess(res.message ?? a.saved);
    } finally {
      setTarget(null);
      reload.current = window.setTimeout(() => void a.reload(), RELOAD_AFTER_MS);
    }
  };
  const modal = (
    <AuthorizationModal
      open={!!target}
      title="Otorisasi"
      withNote
      onSubmit={onAuthorise}
      onCancel={() => setTarget(null)}
    />
  );
  return { pick: (t: T) => setTarget(t), modal };
}

/** The row's auction button ('<label> <number>' for screen readers). */
export const auctionColumn = <T,>(
  label: string,
  width: number,
  numberOf: (t: T) => string,
  pick: (t: T) => void,
): ColumnType<T> => ({
  key: 'aksi',
  title: 'Aksi',
  width,
  render: (_, t) => (
    <Button
      size="small"
      danger
      icon={<ShopOutlined />}
      aria-label={`${label} ${numberOf(t)}`}
      onClick={() => pick(t)}
    >
      {label}
    </Button>
  ),
});

/** 'Total' over the first `at` columns, the amount in column `at`, then `rest` empty columns. */
export function TotalRow({
  at,
  total,
  rest,
  testId,
}: {
  at: number;
  total: number;
  rest?: number;
  testId?: string;
}) {
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={at}>
        <Typography.Text strong>Total</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={at} align="right">
        <Typography.Text strong data-testid={testId}>
          {formatMoney(total)}
        </Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={at + 1} colSpan={rest} />
    </Table.Summary.Row>
  );
}
