import { api, type Endpoint } from '@emas/contract';
import { defineRoute, type Handled, type HandlerInput } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { ASKERS } from '../otorisasi/otorisasi.routes.ts';
import * as fingerprint from './fingerprint.service.ts';

/** The fingerprint module's calls: the screens that ask for authorisations, Data Users, the reader. */
const ASK = { menu: ASKERS } as const;
const ENROL = { menu: '/data-users' } as const;

export function registerFingerprintRoutes(deps: RouteDeps): void {
  const { shop, live } = deps;
  // Every call of this module answers 'module off' while FINGERPRINT_MODULE is off.
  const route = <B, Q, P, R>(
    e: Endpoint<B, Q, P, R>,
    rights: { menu: string | readonly string[] },
    handler: (input: HandlerInput<B, Q, P>) => Promise<Handled<R>>,
  ) =>
    defineRoute(deps.app, shop, deps.routes, e, rights, async (input) => {
      await fingerprint.requireFingerprintModule(shop);
      return handler(input);
    });
  route(api.getUserFingerprint, ASK, async ({ query }) => ({
    data: await fingerprint.getUserFingerprint(shop, query.user_id),
  }));
  route(api.authorizeFingerprint, ASK, async ({ body, user }) => ({
    data: await fingerprint.requestAuthScan(shop, user, body),
    message: api.FINGERPRINT_MSG.scan,
  }));
  // The authorisation modal picks among them too: the counters that ask may read the list.
  route(api.listFingerprintUsers, { menu: [...ASKERS, '/data-users'] }, async () => ({
    data: await fingerprint.listFingerprintUsers(shop),
  }));
  route(api.enrolFingerprint, ENROL, async ({ body, user }) => ({
    data: await fingerprint.requestEnrolment(shop, user, body.user_id),
    message: api.FINGERPRINT_MSG.enrolWaiting,
  }));
  route(api.removeFingerprint, ENROL, async ({ params }) => {
    await fingerprint.removeFingerprint(shop, params.user_id);
    return { data: null, message: api.FINGERPRINT_MSG.removed };
  });
  // The reader agent runs on the counter, signed in as the counter's user: it sees and answers only
  // the scans that user asked for (an authorisation or an enrolment).
  const READER = { menu: [...ASKERS, '/data-users'] } as const;
  route(api.readerRequests, READER, async ({ user }) => ({
    data: await fingerprint.readerRequests(shop, user),
  }));
  route(api.readerScan, READER, async ({ body, user }) => ({
    data: await fingerprint.acceptScan(shop, live, user, body),
    message: api.FINGERPRINT_MSG.scanned,
  }));
}
