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

/** POST system/close; the page handles every failure itself. */
export const closeStore = (tgl_system: string) =>
  call(api.closeStore, {
    body: { PROSES: 'close', tgl_system },
    own: true,
    quiet: true,
    ownInvalidToken: true,
    timeoutMs: CLOSING_TIMEOUT_MS,
  });
