import { api, LIVE_EVENTS } from '@emas/contract';
import { useCallback, useRef } from 'react';
import { useLiveEvent } from './live-channel.tsx';

type Outcome = api.FingerprintAuthEvent;
const WAIT_MS = api.FINGERPRINT_WAIT_MINUTES * 60_000;

/**
 * The outcomes of this session's fingerprint scans (live event `fingerprint-auth`). `waitFor(id)`
 * resolves with the outcome of that scan request (also one that arrived before it was asked for), or
 * null when the reader did not answer in time or `cancel()` was called.
 */
export function useFingerprintOutcome() {
  const arrived = useRef(new Map<string, Outcome>());
  const waiting = useRef(new Map<string, (o: Outcome | null) => void>());
  useLiveEvent<Outcome>(LIVE_EVENTS.fingerprintAuth, (o) => {
    const resolve = waiting.current.get(o.id);
    if (resolve) {
      waiting.current.delete(o.id);
      resolve(o);
    } else arrived.current.set(o.id, o);
  });
  const waitFor = useCallback((id: string, ms = WAIT_MS) => {
    const early = arrived.current.get(id);
    if (early) return Promise.resolve(early);
    return new Promise<Outcome | null>((resolve) => {
      const timer = window.setTimeout(() => {
        waiting.current.delete(id);
        resolve(null);
      }, ms);
      waiting.current.set(id, (o) => {
        window.clearTimeout(timer);
        resolve(o);
      });
    });
  }, []);
  const cancel = useCallback(() => {
    for (const resolve of waiting.current.values()) resolve(null);
    waiting.current.clear();
  }, []);
  return { waitFor, cancel };
}
