import { api } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';

/** Closing can take a while on a busy day: far longer than the usual 30 s. */
const CLOSING_TIMEOUT_MS = 10 * 60_000;

/** The business date as the server has it now (this server: a shop closes its own day). */
export const useCurrentBusinessDate = () =>
  useQuery({
    queryKey: ['own', 'me'],
    queryFn: ({ signal }) => callData(api.me, { signal }),
    select: (me) => me.tgl_system,
    staleTime: 0,
  });

/** The checklist follows the shop while the owner looks at it (logins, carts saved, validations). */
const CHECKLIST_REFRESH_MS = 15_000;

/** What to check before closing: logged-in users and their carts, non-cash, each drawer. */
export const useClosingChecklist = (live: boolean) =>
  useQuery({
    queryKey: ['own', 'closing-checklist'],
    queryFn: ({ signal }) => callData(api.closingChecklist, { signal, own: true }),
    staleTime: 0,
    refetchInterval: live ? CHECKLIST_REFRESH_MS : false,
  });

/** Warns every open screen of the shop that it is about to close. */
export const warnClosing = () => call(api.warnClosing, { own: true });

export type CountedCash = { input_by: string; jumlah: number; keterangan?: string }[];

/** POST system/close; the page handles every failure itself. */
export const closeStore = (tgl_system: string, kas_hitung: CountedCash) =>
  call(api.closeStore, {
    body: { PROSES: 'close', tgl_system, ...(kas_hitung.length ? { kas_hitung } : {}) },
    own: true,
    quiet: true,
    ownInvalidToken: true,
    timeoutMs: CLOSING_TIMEOUT_MS,
  });
