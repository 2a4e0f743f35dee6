import {
  finishRfid,
  getRfid,
  openRfidSessions,
  postRfidReads,
  RFID_MSG,
  startRfid,
} from '@emas/contract/api/stock-opname-rfid';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import './rfid-report.source.ts';
import * as rfid from './rfid.service.ts';

/** The counting screen (and the reader, which posts with a token of a user of that screen). */
const SCREEN = {
  count: { menu: '/stock-opname-rfid' },
  read: { menu: ['/stock-opname-rfid', '/laporan-stock-opname-rfid'] },
} as const;

export function registerRfidRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, startRfid, SCREEN.count, async ({ body, user }) => ({
    data: await rfid.startRfid(shop, user, body),
    message: RFID_MSG.started,
    status: 201,
  }));
  defineRoute(app, shop, routes, openRfidSessions, SCREEN.count, async () => ({
    data: await rfid.openSessions(shop),
  }));
  defineRoute(app, shop, routes, postRfidReads, SCREEN.count, async ({ body, params, user }) => ({
    data: await rfid.postReads(shop, user, params.id, body.tag_ids),
    message: RFID_MSG.readsSaved,
  }));
  defineRoute(app, shop, routes, finishRfid, SCREEN.count, async ({ params, user }) => ({
    data: await rfid.finishRfid(shop, user, params.id),
    message: RFID_MSG.finished,
  }));
  defineRoute(app, shop, routes, getRfid, SCREEN.read, async ({ params }) => ({
    data: await rfid.getRfid(shop, params.id),
  }));
}
