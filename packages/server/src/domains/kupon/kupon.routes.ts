import { api } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerKuponHooks } from './kupon.hooks.ts';
import { cekKupon } from './kupon.service.ts';

/** Cek Kupon; the counter looks a coupon up through the same call before it applies it. */
export function registerKuponRoutes({ app, shop, routes }: RouteDeps): void {
  registerKuponHooks();
  defineRoute(
    app,
    shop,
    routes,
    api.cekKupon,
    { menu: ['/cek-kupon', '/transaksi-penjualan'] },
    async ({ params }) => ({ data: await cekKupon(shop, params.kode_kupon) }),
  );
}
