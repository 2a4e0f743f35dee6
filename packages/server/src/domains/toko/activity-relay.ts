import { LIVE_EVENTS, type ShopActivity } from '@emas/contract';
import { io as connect, type Socket } from 'socket.io-client';
import type { ShopContext } from '../../platform/context.ts';
import type { Live } from '../../platform/live.ts';
import type { ShopTarget } from './fan-out.ts';
import { listShopTargets } from './toko.service.ts';

export type ActivityRelay = { refresh(): Promise<void>; close(): void };

/** How often the list of shops is read again while someone watches (a new shop, a new credential). */
const RESYNC_MS = 60_000;

/** socket.io of a shop's portal: its origin, and its path under the portal's own path. */
function socketOf(target: ShopTarget): Socket {
  const url = new URL(target.portal);
  return connect(url.origin, {
    path: `${url.pathname.replace(/\/+$/, '')}/socket.io`,
    auth: { token: target.service_token },
    transports: ['websocket'],
    reconnectionDelayMax: 30_000,
  });
}

const relays = new Map<string, ActivityRelay>();

/** Head office's relay, to re-read its shops after Master Toko changed. */
export const refreshActivityRelay = (shop: ShopContext) => relays.get(shop.schema)?.refresh();

/**
 * Head office's dashboards live: while any screen is connected to head office's live channel, head
 * office listens on every branch's live channel with that branch's service credential (a server
 * client sends no browser origin) and passes each shop-activity on to its own screens, named by the
 * branch. With nobody watching it holds no connection.
 */
export function attachActivityRelay(shop: ShopContext, live: Live): ActivityRelay {
  const links = new Map<string, { key: string; socket: Socket }>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const drop = (kode: string) => {
    links.get(kode)?.socket.close();
    links.delete(kode);
  };
  const dropAll = () => {
    for (const kode of [...links.keys()]) drop(kode);
    clearInterval(timer);
    timer = undefined;
  };
  const watching = () => live.io.of('/').sockets.size > 0;

  const sync = async () => {
    if (closed || !watching()) return dropAll();
    const targets = (await listShopTargets(shop)).filter((t) => t.service_token);
    const wanted = new Set(targets.map((t) => t.kode_toko));
    for (const kode of links.keys()) if (!wanted.has(kode)) drop(kode);
    for (const t of targets) {
      const key = `${t.portal}|${t.service_token}`;
      if (links.get(t.kode_toko)?.key === key) continue;
      drop(t.kode_toko);
      const socket = socketOf(t);
      socket.on(LIVE_EVENTS.shopActivity, (p: Partial<ShopActivity> | undefined) => {
        const activity: ShopActivity = {
          kode_toko: t.kode_toko,
          ...(typeof p?.tgl_system === 'string' ? { tgl_system: p.tgl_system } : {}),
        };
        live.toShopLocal(LIVE_EVENTS.shopActivity, activity);
      });
      links.set(t.kode_toko, { key, socket });
    }
    timer ??= setInterval(() => void sync().catch(() => undefined), RESYNC_MS).unref();
  };

  live.io.on('connection', (socket) => {
    void sync().catch(() => undefined);
    socket.on('disconnect', () => {
      if (!watching()) dropAll();
    });
  });

  const relay: ActivityRelay = {
    refresh: () => sync().catch(() => undefined),
    close: () => {
      closed = true;
      dropAll();
      relays.delete(shop.schema);
    },
  };
  relays.set(shop.schema, relay);
  return relay;
}
