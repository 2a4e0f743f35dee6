import { LIVE_EVENTS, type ShopActivity } from '@emas/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../../lib/live-channel.tsx';

/** Several documents of one save arrive together: one refetch for them. */
const SETTLE_MS = 400;
/** How long the shop that just sold stays marked. */
const FRESH_MS = 5000;

export type LiveActivity = { kode_toko: string; at: Date; fresh: boolean } | null;

/**
 * Dashboards refresh as shops sell: every shop-activity on the live channel (this shop's own writes,
 * or at head office each branch's, relayed) refetches the dashboard's queries; the last one is kept
 * to say when and from which shop.
 */
export function useDashboardLiveRefresh(): LiveActivity {
  const client = useQueryClient();
  const [last, setLast] = useState<LiveActivity>(null);
  const timer = useRef<number | undefined>(undefined);
  const fade = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(fade.current);
    },
    [],
  );
  useLiveEvent<ShopActivity>(LIVE_EVENTS.shopActivity, (p) => {
    setLast({ kode_toko: p.kode_toko, at: new Date(), fresh: true });
    window.clearTimeout(fade.current);
    fade.current = window.setTimeout(() => setLast((l) => (l ? { ...l, fresh: false } : l)), FRESH_MS);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => void client.invalidateQueries({ queryKey: ['dashboard'] }),
      SETTLE_MS,
    );
  });
  return last;
}
