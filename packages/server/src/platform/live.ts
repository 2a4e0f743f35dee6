import type { Server as HttpServer } from 'node:http';
import { type CartState, LIVE_EVENTS, MSG } from '@emas/contract';
import { Server, type Socket } from 'socket.io';
import { isDatabaseUnavailable } from '../db/database.ts';
import type { ShopContext } from './context.ts';
import { resolveSession, type SessionUser } from './session.ts';

/** The shop's live channel: one room per user (`user:{id}`) and one for the whole shop. */
export type Live = {
  io: Server;
  toUser(userId: string, event: string, payload: unknown): void;
  toShop(event: string, payload: unknown): void;
  /** To the shop's screens connected to this process only (a relay each process runs itself). */
  toShopLocal(event: string, payload: unknown): void;
  /** Tells every connected user the shop's sessions ended, then drops their sockets. */
  endSessions(reason: string): void;
  /** Drops the sockets opened with one token (its session was logged out), in every process. */
  endToken(tokenHash: string): void;
  /** Tells a user's screens their sessions were ended (reset, deactivated), then drops their sockets. */
  endUser(userId: string): void;
  /**
   * Checks every socket of this process against its session and drops those whose session ended
   * without a call here (expired, ended by another process); runs every liveSessionCheckMs.
   */
  checkSessions(): Promise<void>;
  /**
   * The shop's open screens now (people's, not head office's relay): whose they are and the cart each
   * reported (socket.data, which the Redis adapter shares between the processes of a shop).
   */
  screens(): Promise<OpenScreen[]>;
  close(): Promise<void>;
};

/** One screen connected to the live channel. */
export type OpenScreen = { user_id: string; cart: CartState | null };

const SHOP_ROOM = 'shop';
const MAX_SCREEN_NAME = 60;

/** A cart report as the web sends it, or null for anything else. */
export function readCartState(p: unknown): CartState | null {
  if (!p || typeof p !== 'object') return null;
  const { screen, lines } = p as Record<string, unknown>;
  if (typeof screen !== 'string' || !screen || screen.length > MAX_SCREEN_NAME) return null;
  if (typeof lines !== 'number' || !Number.isInteger(lines) || lines < 0 || lines > 10_000) return null;
  return { screen, lines };
}
const userRoom = (id: string) => `user:${id}`;
const tokenRoom = (tokenHash: string) => `token:${tokenHash}`;
/** The notice of a session ended elsewhere (the web shows its message and goes to the login). */
const REVOKED = { message: MSG.sessionRevoked, reason: 'REVOKED' } as const;
/** Time for the notice to leave before the sockets go. */
const NOTICE_MS = 250;

/**
 * Whether a page of `origin` may open the live channel: the app's own origin (the one the request was
 * sent to), or one configured in LIVE_ORIGINS. A client that sends no Origin (not a browser page) is
 * let through: its token still decides. Guards against a foreign page using a signed-in browser.
 */
export function liveOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  configured: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  const own = host ? URL.parse(`${from.protocol}//${host}`) : null;
  if (own && own.host === from.host) return true;
  return configured.some((c) => URL.parse(c)?.origin === from.origin);
}

export async function createLive(shop: ShopContext, server: HttpServer): Promise<Live> {
  const configured = () => [
    ...shop.config.liveOrigins,
    ...(shop.config.publicUrl ? [shop.config.publicUrl] : []),
  ];
  const io = new Server(server, {
    // Same-origin pages need no CORS; configured origins get it for the polling transport.
    cors: {
      origin: (origin, cb) => cb(null, origin ? liveOriginAllowed(origin, undefined, configured()) : false),
    },
    allowRequest: (req, cb) => {
      const origin = req.headers.origin;
      cb(null, liveOriginAllowed(origin, req.headers.host, configured()));
    },
    serveClient: false,
  });
  if (process.env.REDIS_URL) await attachRedisAdapter(io, shop.kode_toko, process.env.REDIS_URL);

  // Each socket's token, to check its session again; kept in this process only (socket.data travels
  // through Redis to the shop's other processes).
  const tokens = new WeakMap<Socket, string>();
  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token =
      typeof auth?.token === 'string' ? auth.token : (socket.handshake.headers.token as string | undefined);
    let user: Awaited<ReturnType<typeof resolveSession>> = null;
    try {
      user = await resolveSession(shop, token);
    } catch (err) {
      // The database away is not a bad token: the page keeps its session and connects again later.
      if (isDatabaseUnavailable(err)) return next(new Error(MSG.databaseUnavailable));
    }
    if (!user || !token) return next(new Error('Invalid Token'));
    socket.data.user = user;
    tokens.set(socket, token);
    next();
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as SessionUser;
    void socket.join([SHOP_ROOM, userRoom(user.user_id), tokenRoom(user.tokenHash)]);
    // An open cart's unsaved lines, for the closing checklist; an empty cart clears it.
    socket.on(LIVE_EVENTS.cartState, (p: unknown) => {
      const cart = readCartState(p);
      socket.data.cart = cart && cart.lines > 0 ? cart : null;
    });
  });

  /** Out of the shop's rooms at once (no event reaches it any more), told why, then dropped. */
  const endRoom = (room: string) => {
    io.in(room).socketsLeave(SHOP_ROOM);
    io.to(room).emit(LIVE_EVENTS.sessionEnded, REVOKED);
    setTimeout(() => io.in(room).disconnectSockets(true), NOTICE_MS).unref();
  };
  // Sessions end without a call here too: they expire, or another process of the shop ends them.
  // Every socket of this process is checked again now and then (a cached read per socket).
  let checking: Promise<void> | null = null;
  const checkSessions = () => {
    checking ??= (async () => {
      for (const socket of io.of('/').sockets.values()) {
        const user = await resolveSession(shop, tokens.get(socket)).catch(() => undefined);
        if (user !== null || !socket.connected) continue;
        socket.leave(SHOP_ROOM);
        socket.emit(LIVE_EVENTS.sessionEnded, REVOKED);
        setTimeout(() => socket.disconnect(true), NOTICE_MS).unref();
      }
    })().finally(() => {
      checking = null;
    });
    return checking;
  };
  const sweep = setInterval(() => void checkSessions(), shop.config.liveSessionCheckMs);
  sweep.unref();

  return {
    io,
    toUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
    toShop: (event, payload) => io.to(SHOP_ROOM).emit(event, payload),
    toShopLocal: (event, payload) => io.local.to(SHOP_ROOM).emit(event, payload),
    endSessions: (reason) => {
      io.to(SHOP_ROOM).emit(LIVE_EVENTS.sessionEnded, { message: reason });
      // Give the event a moment to leave before the sockets go.
      setTimeout(() => io.in(SHOP_ROOM).disconnectSockets(true), NOTICE_MS).unref();
    },
    endToken: (tokenHash) => {
      io.in(tokenRoom(tokenHash)).socketsLeave(SHOP_ROOM);
      io.in(tokenRoom(tokenHash)).disconnectSockets(true);
    },
    endUser: (userId) => endRoom(userRoom(userId)),
    checkSessions,
    // People's screens: head office listening with its service credential is not one.
    screens: async () =>
      (await io.in(SHOP_ROOM).fetchSockets())
        .filter((s) => s.data.user?.kind !== 'SERVICE')
        .map((s) => ({
          user_id: String(s.data.user?.user_id ?? ''),
          cart: (s.data.cart as CartState | null | undefined) ?? null,
        })),
    close: () => {
      clearInterval(sweep);
      return new Promise((resolve) => io.close(() => resolve()));
    },
  };
}

/** Several processes of one shop share rooms through Redis; the key keeps shops apart. */
async function attachRedisAdapter(io: Server, kodeToko: string, url: string): Promise<void> {
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-adapter'),
    import('redis'),
  ]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // A Redis that goes away must not crash the process: the clients reconnect on their own.
  for (const c of [pub, sub]) c.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key: `socket.io#${kodeToko}` }));
}
