import { MSG } from '@emas/contract';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, pingDatabase } from '../db/database.ts';
import { countPendingMigrations } from '../db/migrate.ts';
import type { ShopContext } from './context.ts';
import { errorBody } from './route.ts';

/** How long /ready waits for the database before it says the shop is not ready. */
const READY_TIMEOUT_MS = 5_000;

/**
 * Probes for a supervisor or a load balancer, outside /api/v1 and without a token:
 * `GET /health` — the process answers (no database); `GET /ready` — the database answers a cheap
 * query and the shop's schema has every migration of this code, else 503.
 */
export function registerHealthRoutes(app: FastifyInstance, shop: ShopContext): void {
  app.get('/health', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'success' };
  });
  app.get('/ready', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('connection timeout')), READY_TIMEOUT_MS);
    });
    try {
      const pending = await Promise.race([
        (async () => {
          await pingDatabase(shop.db);
          return countPendingMigrations(shop.db, shop.schema);
        })(),
        timeout,
      ]);
      if (pending > 0) return reply.code(503).send(errorBody(MSG.migrationsPending));
      return { status: 'success' };
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      return reply.code(503).send(errorBody(MSG.databaseUnavailable));
    } finally {
      clearTimeout(timer);
    }
  });
}
