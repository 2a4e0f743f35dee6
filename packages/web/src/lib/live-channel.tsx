import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

/**
 * The live channel (socket.io on this server, default path, `{ token }` in the handshake). The server
 * joins each socket to its user's room and its shop's room. A disconnect reconnects unless this
 * client closed it (foundation document section 4). Head office keeps its channel on its own server:
 * its token is only valid there, and jobs it starts on a shop report through head office.
 */
export function openLiveChannel(token: string): Socket {
  const socket = io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    forceNew: true,
  });
  socket.on('disconnect', (reason) => {
    // socket.io retries by itself after network trouble; a server-side disconnect needs a nudge.
    if (reason === 'io server disconnect') socket.connect();
  });
  return socket;
}

const LiveContext = createContext<Socket | null>(null);

/** One channel for the whole session, opened while a token is present. */
export function LiveChannelProvider({ token, children }: { token: string | null; children: ReactNode }) {
  const [socket, setSocket] = useState<Socket | null>(null);
  useEffect(() => {
    if (!token) return;
    const s = openLiveChannel(token);
    setSocket(s);
    return () => {
      s.disconnect();
      setSocket(null);
    };
  }, [token]);
  return <LiveContext.Provider value={socket}>{children}</LiveContext.Provider>;
}

export const useLiveChannel = (): Socket | null => useContext(LiveContext);

/** Runs the handler for every event of that name on the session's channel. */
export function useLiveEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useLiveChannel();
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => ref.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
