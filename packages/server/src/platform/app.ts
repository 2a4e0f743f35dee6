import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS, MSG, type ShopActivity } from '@emas/contract';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database.ts';
import { registerAkunRoutes } from '../domains/akun/akun.routes.ts';
import { registerAuthRoutes } from '../domains/auth/auth.routes.ts';
import { registerBarangRoutes } from '../domains/barang/barang.routes.ts';
import { registerBarangManualRoutes } from '../domains/barang-manual/barang-manual.routes.ts';
import { registerCetakBarcodeRoutes } from '../domains/cetak-barcode/cetak-barcode.routes.ts';
import { registerCicilanRoutes } from '../domains/cicilan/cicilan.routes.ts';
import { registerDashboardRoutes } from '../domains/dashboard/dashboard.routes.ts';
import { registerExportCsvRoutes } from '../domains/export-csv/export-csv.routes.ts';
import { registerExternalRoutes } from '../domains/external/external.routes.ts';
import { registerFingerprintRoutes } from '../domains/fingerprint/fingerprint.routes.ts';
import { registerHargaEmasRoutes } from '../domains/harga-emas/harga-emas.routes.ts';
import { registerHutangRoutes } from '../domains/hutang/hutang.routes.ts';
import { registerLelangHutangRoutes } from '../domains/hutang/lelang.routes.ts';
import { registerKasRoutes } from '../domains/kas/kas.routes.ts';
import { registerKatalogRoutes } from '../domains/katalog/katalog.routes.ts';
import { registerKirimBarangRoutes } from '../domains/kirim-barang/kirim-barang.routes.ts';
import { startShopOutbox } from '../domains/kirim-barang/shop-outbox.ts';
import { registerKuponRoutes } from '../domains/kupon/kupon.routes.ts';
import { registerLaporanRoutes } from '../domains/laporan/laporan.routes.ts';
import { registerMarketplaceRoutes } from '../domains/marketplace/marketplace.routes.ts';
import { registerMasterRoutes } from '../domains/master/master.routes.ts';
import { registerMemberRoutes } from '../domains/member/member.routes.ts';
import { registerNotaRoutes } from '../domains/nota/nota.routes.ts';
import { registerOtorisasiRoutes } from '../domains/otorisasi/otorisasi.routes.ts';
import { startOutboxWorker } from '../domains/outbox/outbox.worker.ts';
import { registerPembelianRoutes } from '../domains/pembelian/pembelian.routes.ts';
import { registerPenjualanRoutes } from '../domains/penjualan/penjualan.routes.ts';
import { registerPesananRoutes } from '../domains/pesanan/pesanan.routes.ts';
import { registerPreOrderRoutes } from '../domains/pre-order/pre-order.routes.ts';
import { registerSepuhanRoutes } from '../domains/sepuhan/sepuhan.routes.ts';
import { registerServiceRoutes } from '../domains/service/service.routes.ts';
import { registerSetupTokoRoutes } from '../domains/setup-toko/setup-toko.routes.ts';
import { registerRfidRoutes } from '../domains/stock-opname/rfid.routes.ts';
import { registerStockOpnameRoutes } from '../domains/stock-opname/stock-opname.routes.ts';
import { resumeClosingBackup } from '../domains/system/closing-backup.ts';
import { registerSystemRoutes } from '../domains/system/system.routes.ts';
import { registerTitipSimpanRoutes } from '../domains/titip-simpan/titip-simpan.routes.ts';
import { attachActivityRelay } from '../domains/toko/activity-relay.ts';
import { registerTokoRoutes } from '../domains/toko/toko.routes.ts';
import { registerUserRoutes } from '../domains/users/users.routes.ts';
import { registerWhatsappRoutes } from '../domains/whatsapp/whatsapp.routes.ts';
import type { ShopContext } from './context.ts';
import { acceptEncryptedBodies } from './encrypted-body.ts';
import { AppError } from './errors.ts';
import { registerHealthRoutes } from './health.ts';
import { createLive, type Live } from './live.ts';
import {
  createLoginThrottle,
  databaseAttemptStore,
  type LoginThrottle,
  redisAttemptStore,
} from './login-throttle.ts';
import { ensureModuleRows } from './modules.ts';
import { errorBody, type RegisteredRoute } from './route.ts';
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

/** Everything one route module needs to register its endpoints. */
export type RouteDeps = {
  app: FastifyInstance;
  shop: ShopContext;
  routes: RegisteredRoute[];
  live: Live;
  loginThrottle: LoginThrottle;
};

const BODY_LIMIT = 1024 * 1024;

/** One shop's server: API under /api/v1, the live channel, and the built web app. */
export async function buildShopServer(shop: ShopContext, opts: { webDist?: string; logLevel?: string } = {}) {
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
  const relay = shop.appType === 'PUSAT' ? attachActivityRelay(shop, live) : null;
  const routes: RegisteredRoute[] = [];
  const attempts = process.env.REDIS_URL
    ? await redisAttemptStore(shop.kode_toko, process.env.REDIS_URL)
    : databaseAttemptStore(shop);
  const loginThrottle = createLoginThrottle(shop.config, attempts);
  const deps: RouteDeps = { app, shop, routes, live, loginThrottle };
  registerAuthRoutes(deps);
  registerUserRoutes(deps);
  registerSystemRoutes(deps);
  registerTokoRoutes(deps);
  registerDashboardRoutes(deps);
  registerMasterRoutes(deps);
  registerHargaEmasRoutes(deps);
  registerBarangRoutes(deps);
  registerCetakBarcodeRoutes(deps);
  registerLaporanRoutes(deps);
  registerExportCsvRoutes(deps);
  registerStockOpnameRoutes(deps);
  registerRfidRoutes(deps);
  registerSepuhanRoutes(deps);
  registerOtorisasiRoutes(deps);
  registerFingerprintRoutes(deps);
  registerAkunRoutes(deps);
  registerPenjualanRoutes(deps);
  registerKuponRoutes(deps);
  registerPembelianRoutes(deps);
  registerKasRoutes(deps);
  registerMemberRoutes(deps);
  registerKatalogRoutes(deps);
  registerNotaRoutes(deps);
  registerServiceRoutes(deps);
  registerPesananRoutes(deps);
  registerHutangRoutes(deps);
  registerCicilanRoutes(deps);
  registerLelangHutangRoutes(deps);
  registerTitipSimpanRoutes(deps);
  registerPreOrderRoutes(deps);
  registerBarangManualRoutes(deps);
  registerExternalRoutes(deps);
  registerMarketplaceRoutes(deps);
  registerWhatsappRoutes(deps);
  registerKirimBarangRoutes(deps);
  registerSetupTokoRoutes(deps);

  registerHealthRoutes(app, shop);
  await registerWebApp(app, opts.webDist);

  await ensureModuleRows(shop);
  // A closing whose backup the process did not finish writing (it died) gets it now.
  if (shop.config.backupDir)
    await resumeClosingBackup(shop, shop.config.backupDir).catch((err) =>
      app.log.error({ err }, 'closing backup at start failed'),
    );

  // Calls to outside providers (WhatsApp, the external web shop) leave through the outbox, retried.
  // A round that fails because the database is away is one line; the next round tries again.
  const failed = (what: string) => (err: unknown) =>
    isDatabaseUnavailable(err)
      ? app.log.warn(`${what}: database unavailable (${describeDatabaseError(err)}), will retry`)
      : app.log.error({ err }, what);
  const outboxWorker = startOutboxWorker(shop, failed('outbox worker failed'));
  // Calls to other shops (goods shipped) wait in the outbox until the other shop confirmed them.
  const outbox = startShopOutbox(shop, failed('shop outbox round failed'));

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
      outbox.close();
      const workers = Promise.all([outboxWorker.stop(), outbox.drain()]);
      relay?.close();
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
