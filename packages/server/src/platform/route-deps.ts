import type { FastifyInstance } from 'fastify';
import type { ShopContext } from './context.ts';
import type { Live } from './live.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { RegisteredRoute } from './route.ts';

/** Everything one route module needs to register its endpoints. */
export type RouteDeps = {
  app: FastifyInstance;
  shop: ShopContext;
  routes: RegisteredRoute[];
  live: Live;
  loginThrottle: LoginThrottle;
};
