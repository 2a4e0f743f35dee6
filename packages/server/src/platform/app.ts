import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS, MSG, type ShopActivity } from '@emas/contract';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database.ts';
import type { ShopContext } from './context.ts';
import { acceptEncryptedBodies } from './encrypted-body.ts';
import { AppError } from './errors.ts';
import { registerHealthRoutes } from './health.ts';
import { createLive, type Live } from './live.ts';
import { createLoginThrottle, databaseAttemptStore, redisAttemptStore } from './login-throttle.ts';
import { ensureModuleRows } from './modules.ts';
import { errorBody, type RegisteredRoute } from './route.ts';
import type { RouteDeps } from './route-deps.ts';
import { securityHeaders } from './security-headers.ts';
import { registerWebApp } from './web-static.ts';
import { wroteBusiness } from './write-scope.ts';

export type ShopServer = {
  app: FastifyInstance;
  shop: ShopContext;
  live: Live;
  routes: RegisteredRoute[];
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * What the composition root (main/) plugs into a shop's server: the domains' routes, then their
 * start-up work and background workers, which `stop` ends when the server closes.
 */
export type ShopDomains = {
  registerRoutes(deps: RouteDeps): void;
  start(
    deps: RouteDeps,
    failed: (what: string) => (err: unknown) => void,
  ): Promise<{ stop(): Promise<void> }>;
};

const BODY_LIMIT = 1024 * 1024;

export type ShopServerOptions = { webDist?: string; logLevel?: string };

/** One shop's server: API under /api/v1, the live channel, and the built web app; `domains` from main/. */
export async function createShopServer(
  shop: ShopContext,
  domains: ShopDomains,
  opts: ShopServerOptions = {},
) {
  const app = Fastify({
    logger: { level: opts.logLevel ?? process.env.LOG_LEVEL ?? 'info', base: { toko: shop.kode_toko } },
    bodyLimit: BODY_LIMIT,
    // request.ip (the login throttle's address) from X-Forwarded-For only when the peer is a trusted proxy.
    trustProxy: shop.config.trustProxy,
    // Path parameters reach the route's schema, which answers in Indonesian, instead of a bare 414.
    routerOptions: { maxParamLength: 2000 },
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    // A path that cannot be decoded (e.g. %ED%A0%80, a lone surrogate) is bad input like any other.
    frameworkErrors: (_err, _req, reply) =>
      void (reply as FastifyReply).code(400).send(errorBody('Format Data Tidak Valid')),
  });
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.detail ?? err.userMessage);
      return reply
        .code(err.status)
        .send(
          err.data === undefined
            ? errorBody(err.userMessage)
            : { ...errorBody(err.userMessage), data: err.data },
        );
    }
    // The database is away (restarting, a failover, a network blip): the request may be tried again,
    // and the pool reconnects by itself once the database answers.
    if (isDatabaseUnavailable(err)) {
      req.log.warn(`database unavailable: ${describeDatabaseError(err)}`);
      return reply.code(503).header('retry-after', '5').send(errorBody(MSG.databaseUnavailable));
    }
    const code = (err as FastifyError).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(400).send(errorBody('Data Terlalu Besar'));
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(400).send(errorBody('Format Data Tidak Didukung'));
    if ((err as FastifyError).statusCode === 400)
      return reply.code(400).send(errorBody('Format Data Tidak Valid'));
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(MSG.serverError));
  });

  await app.register(helmet, securityHeaders());
  acceptEncryptedBodies(app);

  const live = await createLive(shop, app.server);
  // A document of the day written (and committed): the shop's screens and head office hear of it.
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode < 400 && wroteBusiness(req))
      live.toShop(LIVE_EVENTS.shopActivity, { kode_toko: shop.kode_toko } satisfies ShopActivity);
  });
  const routes: RegisteredRoute[] = [];
  const attempts = process.env.REDIS_URL
    ? await redisAttemptStore(shop.kode_toko, process.env.REDIS_URL)
    : databaseAttemptStore(shop);
  const loginThrottle = createLoginThrottle(shop.config, attempts);
  const deps: RouteDeps = { app, shop, routes, live, loginThrottle };
  domains.registerRoutes(deps);

  registerHealthRoutes(app, shop);
  await registerWebApp(app, opts.webDist);

  await ensureModuleRows(shop);
  // A round that fails because the database is away is one line; the next round tries again.
  const failed = (what: string) => (err: unknown) =>
    isDatabaseUnavailable(err)
      ? app.log.warn(`${what}: database unavailable (${describeDatabaseError(err)}), will retry`)
      : app.log.error({ err }, what);
  const running = await domains.start(deps, failed);

  const server: ShopServer = {
    app,
    shop,
    live,
    routes,
    listen: async (port, host = '127.0.0.1') => {
      const address = await app.listen({ port, host });
      // Without PUBLIC_URL, links the shop hands out point at the address it listens on.
      const bound = (app.server.address() as AddressInfo).port;
      const name =
        host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      shop.config.publicUrl ??= `http://${name}:${bound}`;
      return address;
    },
    close: async () => {
      // The workers stop beside the HTTP close: the row or call in hand finishes, the rest of their
      // batch is handed back to the shop's other processes.
      const workers = running.stop();
      // Stops accepting; the requests in progress finish. A kept-alive connection would hold the close
      // until its keep-alive timeout (72 s): each one is closed as soon as it has no request in progress.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await live.close();
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await workers;
      await loginThrottle.close();
    },
  };
  return server;
}
