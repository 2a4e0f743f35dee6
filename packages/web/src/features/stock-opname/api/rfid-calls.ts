import {
  finishRfid,
  getRfid,
  openRfidSessions,
  type StartRfidBody,
  startRfid,
} from '@emas/contract/api/stock-opname-rfid';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';

/** How often the screen reads the session while the reader is posting. */
export const RFID_POLL_MS = 2_000;

/** The page shows the server's message itself (a refused start may name the open session). */
export const startRfidSession = (body: StartRfidBody) => call(startRfid, { body, quiet: true });

export const finishRfidSession = (id: number) => call(finishRfid, { params: { id } });

/** One session, read again every RFID_POLL_MS while it is OPEN (live progress). */
export const useRfidSession = (id: number | null) =>
  useQuery({
    queryKey: ['stock-opname-rfid', id],
    queryFn: ({ signal }) => callData(getRfid, { params: { id: id as number }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'OPEN' ? RFID_POLL_MS : false),
    staleTime: 0,
  });

export const useOpenRfidSessions = (enabled: boolean) =>
  useQuery({
    queryKey: ['stock-opname-rfid', 'open'],
    queryFn: ({ signal }) => callData(openRfidSessions, { signal }),
    enabled,
    staleTime: 0,
  });
