import { api } from '@emas/contract';
import { AppError } from '../../platform/errors.ts';
import type { Rights } from '../../platform/rights.ts';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { callShop } from '../toko/fan-out.ts';
import { shopLimits } from '../toko/toko.service.ts';
import * as setup from './setup-toko.service.ts';

const M = api.SETUP_TOKO_MSG;
/** The shop's owners (a service credential is refused: no menu, not a service route). */
const OWNERS: Rights = { levels: ['OWN', 'SU'] };
/**
 * Head office's masters for a branch being set up: head office's owners, or a credential head office
 * issued (under the branch's code, as for shipments, or its own); read only.
 */
const MASTER_PUSAT: Rights = { appType: 'PUSAT', levels: ['OWN', 'SU'], service: true, shops: true };

export function registerSetupTokoRoutes({ app, shop, routes, live }: RouteDeps): void {
  defineRoute(app, shop, routes, api.getSetupStatus, OWNERS, async () => ({
    data: await setup.getStatus(shop),
  }));
  defineRoute(app, shop, routes, api.saveSetupProfil, OWNERS, async ({ body, user }) => ({
    data: await setup.saveProfil(shop, user, body),
    message: M.profilSaved,
  }));
  defineRoute(app, shop, routes, api.saveSetupMaster, OWNERS, async ({ body, user }) => ({
    data: await setup.saveMaster(shop, user, body.master),
    message: M.masterSaved,
  }));
  defineRoute(app, shop, routes, api.saveSetupHarga, OWNERS, async ({ body, user }) => ({
    data: await setup.saveHarga(shop, user, body),
    message: M.hargaSaved,
  }));
  defineRoute(app, shop, routes, api.saveSetupUsers, OWNERS, async ({ body, user }) => ({
    data: await setup.saveUsers(shop, user, body.users),
    message: M.usersSaved,
  }));
  defineRoute(app, shop, routes, api.saveSetupModul, OWNERS, async ({ body, user }) => ({
    data: await setup.saveModul(shop, live, user, body.modules),
    message: M.modulSaved,
  }));
  defineRoute(app, shop, routes, api.finishSetup, OWNERS, async ({ user }) => ({
    data: await setup.finish(shop, user),
    message: M.selesai,
  }));
  defineRoute(app, shop, routes, api.getMasterPusat, MASTER_PUSAT, async () => ({
    data: await setup.masterPusat(shop),
  }));
  defineRoute(app, shop, routes, api.salinMasterPusat, OWNERS, async ({ body, user }) => ({
    data: await setup.copyFromPusat(shop, user, () => readMasterPusat(shop, body.portal, body.token)),
    message: M.salinSaved,
  }));
}

/** GET setup-toko/master-pusat at head office with the pasted credential; its failures in the wizard's words. */
async function readMasterPusat(
  shop: RouteDeps['shop'],
  portal: string,
  token: string,
): Promise<api.MasterPusat> {
  let res: Awaited<ReturnType<typeof callShop>>;
  try {
    res = await callShop(
      { kode_toko: 'PUSAT', nama_toko: 'PUSAT', portal, service_token: token },
      { method: 'GET', path: api.getMasterPusat.path },
      shopLimits(shop),
    );
  } catch {
    throw new AppError(502, M.pusatTidakTerhubung);
  }
  if (res.status === 401 || res.status === 403) throw new AppError(400, M.pusatTokenSalah);
  if (res.status !== 200) throw new AppError(502, M.pusatTidakTerhubung);
  let body: { data?: api.MasterPusat };
  try {
    body = JSON.parse(res.body.toString('utf8')) as { data?: api.MasterPusat };
  } catch {
    throw new AppError(502, M.pusatJawabanSalah);
  }
  const data = body.data;
  const ok =
    !!data &&
    Array.isArray(data.master) &&
    data.master.every((m) => typeof m?.key === 'string' && Array.isArray(m.rows)) &&
    Array.isArray(data.para_system) &&
    data.para_system.every((p) => typeof p?.key === 'string' && typeof p.value === 'string');
  if (!ok) throw new AppError(502, M.pusatJawabanSalah);
  return data;
}
