import { type api, MSG } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { SERVICE_TOKEN_PREFIX, type SessionUser } from '../../platform/session.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { fanOut as runFanOut, type ShopCall } from './fan-out.ts';
import {
  deleteShop,
  findShop,
  insertServiceCredential,
  insertShop,
  listShops,
  updateShop,
} from './toko.queries.ts';

type Row = { kode_toko: string; nama_toko: string; portal: string; service_token: string | null };
const toMasterToko = (r: Row): api.MasterToko => ({
  kode_toko: r.kode_toko,
  nama_toko: r.nama_toko,
  portal: r.portal,
  has_service_token: Boolean(r.service_token),
});
const normalisePortal = (p: string) => p.replace(/\/+$/, '');

export const listMasterToko = async (shop: ShopContext) => (await listShops(shop)).map(toMasterToko);

export async function addMasterToko(
  shop: ShopContext,
  input: { kode_toko: string; nama_toko: string; portal: string; service_token?: string },
) {
  const row = await insertShop(shop, {
    kode_toko: input.kode_toko,
    nama_toko: input.nama_toko.toUpperCase(),
    portal: normalisePortal(input.portal),
    service_token: input.service_token || null,
  });
  if (!row) throw badRequest(MSG.tokoExists);
  return toMasterToko(row);
}

export async function editMasterToko(
  shop: ShopContext,
  kode: string,
  input: { nama_toko: string; portal: string; service_token?: string },
) {
  // An empty service token keeps the stored one: the screen never sees it, so it cannot send it back.
  const row = await updateShop(shop, kode, {
    nama_toko: input.nama_toko.toUpperCase(),
    portal: normalisePortal(input.portal),
    ...(input.service_token ? { service_token: input.service_token } : {}),
  });
  if (!row) throw notFound('Toko Tidak Ditemukan');
  return toMasterToko(row);
}

export async function removeMasterToko(shop: ShopContext, kode: string) {
  if (!(await deleteShop(shop, kode))) throw notFound('Toko Tidak Ditemukan');
}

/** Issues a credential head office stores in its master-toko row for this shop; shown once. */
export async function issueServiceToken(shop: ShopContext, actor: SessionUser) {
  const token = newToken(SERVICE_TOKEN_PREFIX);
  await insertServiceCredential(shop, {
    name: 'PUSAT',
    token_hash: hashToken(token),
    created_by: actor.user_id,
  });
  return { service_token: token };
}

export async function fanOut(shop: ShopContext, call: ShopCall & { kode_toko?: string[] }) {
  const targets = await listShops(shop, call.kode_toko);
  return runFanOut(targets, call, shop.config.fanOutTimeoutMs);
}

export async function shopTarget(shop: ShopContext, kode: string) {
  const target = await findShop(shop, kode);
  if (!target) throw notFound('Toko Tidak Ditemukan');
  return target;
}
