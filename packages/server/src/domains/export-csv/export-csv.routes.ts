import { EXPORT_CSV_MSG, exportCsv } from '@emas/contract/api/export-csv';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as service from './export-csv.service.ts';

/** POST csv-exports {tgl_system}: the screen /export-csv (levels SU and MU, module EXPORT_CSV). */
export function registerExportCsvRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, exportCsv, { menu: '/export-csv' }, async ({ body }) => ({
    data: await service.exportCsv(shop, body.tgl_system),
    message: EXPORT_CSV_MSG.done,
  }));
}
