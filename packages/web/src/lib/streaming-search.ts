import { type JobProgress, LIVE_EVENTS, MSG } from '@emas/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { showError } from '../components/ui/notify.tsx';
import { openLiveChannel } from './live-channel.tsx';
import { getUser } from './session.ts';

export type StreamingState<T> = {
  status: 'idle' | 'searching' | 'done' | 'empty' | 'error';
  rows: T[];
  progress: number;
  total: number;
  message?: string;
};

const idle = <T>(): StreamingState<T> => ({ status: 'idle', rows: [], progress: 0, total: 0 });

/** What one pushed message does to the results (foundation document section 4). */
export function applyProgress<T>(
  state: StreamingState<T>,
  p: JobProgress<T[] | T>,
): { next: StreamingState<T>; close: boolean } {
  const chunk = p.data === undefined ? [] : Array.isArray(p.data) ? p.data : [p.data];
  switch (p.status) {
    case 'PROGRESS':
      return {
        next: { status: 'searching', rows: [...state.rows, ...chunk], progress: p.progress, total: p.total },
        close: false,
      };
    case 'DATA_KOSONG':
      return { next: { status: 'empty', rows: [], progress: p.progress, total: p.total }, close: true };
    case 'FINISH': {
      const rows = p.data === undefined ? state.rows : chunk;
      return {
        next: { status: rows.length ? 'done' : 'empty', rows, progress: p.total, total: p.total },
        close: true,
      };
    }
    default:
      return { next: { ...idle<T>(), status: 'error', message: p.message || MSG.searchEmpty }, close: true };
  }
}

/**
 * A search answered over its own live channel: `start(request)` opens the channel, sends the request
 * once connected, then PROGRESS appends, DATA_KOSONG empties and closes, FINISH gives the final
 * result and closes, anything else clears the results and closes.
 */
export function useStreamingSearch<T>() {
  const [state, setState] = useState<StreamingState<T>>(idle);
  const socketRef = useRef<Socket | null>(null);

  const stop = useCallback(() => {
    socketRef.current?.disconnect();
    socketRef.current = null;
  }, []);

  const start = useCallback(
    (request: () => Promise<unknown>) => {
      stop();
      const token = getUser()?.token;
      if (!token) return;
      setState({ ...idle<T>(), status: 'searching' });
      const socket = openLiveChannel(token);
      socketRef.current = socket;
      let uid: string | null = null;
      let current: StreamingState<T> = { ...idle<T>(), status: 'searching' };
      socket.on(LIVE_EVENTS.jobProgress, (p: JobProgress<T[] | T>) => {
        if (uid && p.uid !== uid) return;
        uid = p.uid;
        const { next, close } = applyProgress(current, p);
        current = next;
        setState(next);
        if (next.status === 'error') showError(next.message ?? MSG.searchEmpty);
        if (close) stop();
      });
      socket.once('connect', () => {
        request().catch(() => {
          setState(idle<T>());
          stop();
        });
      });
      socket.on('connect_error', () => {
        if (socket.active) return;
        showError(MSG.socketFailed);
        setState(idle<T>());
        stop();
      });
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  const reset = useCallback(() => {
    stop();
    setState(idle<T>());
  }, [stop]);
  return { state, start, stop, reset };
}
