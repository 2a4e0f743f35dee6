import type { Server as HttpServer } from 'node:http';
import { LIVE_EVENTS } from '@emas/contract';
import { Server } from 'socket.io';
import type { ShopContext } from './context.ts';
import { resolveSession } from './session.ts';

/** The shop's live channel: one room per user (`user:{id}`) and one for the whole shop. */
export type Live = {
  io: Server;
  toUser(userId: string, event: string, payload: unknown): void;
  toShop(event: string, payload: unknown): void;
  /** Tells every connected user the shop's sessions ended, then drops their sockets. */
  endSessions(reason: string): void;
  close(): Promise<void>;
};

const SHOP_ROOM = 'shop';
const userRoom = (id: string) => `user:${id}`;

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

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token =
      typeof auth?.token === 'string' ? auth.token : (socket.handshake.headers.token as string | undefined);
    const user = await resolveSession(shop, token).catch(() => null);
    if (!user) return next(new Error('Invalid Token'));
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join([SHOP_ROOM, userRoom(socket.data.user.user_id)]);
  });

  return {
    io,
    toUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
    toShop: (event, payload) => io.to(SHOP_ROOM).emit(event, payload),
    endSessions: (reason) => {
      io.to(SHOP_ROOM).emit(LIVE_EVENTS.sessionEnded, { message: reason });
      // Give the event a moment to leave before the sockets go.
      setTimeout(() => io.in(SHOP_ROOM).disconnectSockets(true), 250).unref();
    },
    close: () => new Promise((resolve) => io.close(() => resolve())),
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
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key: `socket.io#${kodeToko}` }));
}
