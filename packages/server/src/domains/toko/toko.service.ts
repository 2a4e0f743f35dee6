import { api, HEAD_OFFICE_KODE_TOKO, MSG, PUSAT_USER_ID } from '@emas/contract';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { SERVICE_TOKEN_PREFIX, type SessionUser } from '../../platform/session.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import {
  fanOut as runFanOut,
  ShopBreaker,
  type ShopCall,
  type ShopLimits,
  type ShopTarget,
} from './fan-out.ts';
import {
  credentialFingerprint,
  fingerprintOf,
  openCredential,
  sealCredential,
} from './service-credential.ts';
import {
  deleteShop,
  findServiceCredential,
  findShop,
  insertServiceCredential,
  insertShop,
  listServiceCredentials as listCredentialRows,
  listShops,
  lockShop,
  revokeServiceCredentials,
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

/** Where a shop's calls go and with which credential is an owner's decision, never a head-office SPV's. */
function mustManageCredentials(actor: SessionUser) {
  if (actor.kind === 'SERVICE' || !api.PORTAL_MANAGER_LEVELS.includes(actor.level))
    throw forbidden(MSG.portalOwnerOnly);
}

/** What the audit trail keeps of a master-toko row: the credential by fingerprint only. */
const auditView = (shop: ShopContext, r: Row | undefined) =>
  r && {
    nama_toko: r.nama_toko,
    portal: r.portal,
    service_token: fingerprintOf(openCredential(shop, r)),
  };

export const listMasterToko = async (shop: ShopContext) => (await listShops(shop)).map(toMasterToko);

export async function addMasterToko(
  shop: ShopContext,
  actor: SessionUser,
  input: { kode_toko: string; nama_toko: string; portal: string; service_token?: string },
) {
  mustManageCredentials(actor);
  const portal = normalisePortal(input.portal);
  return shop.db.transaction(async (tx) => {
    const row = await insertShop(
      shop,
      {
        kode_toko: input.kode_toko,
        nama_toko: input.nama_toko.toUpperCase(),
        portal,
        service_token: input.service_token
          ? sealCredential(shop, input.kode_toko, portal, input.service_token)
          : null,
      },
      tx,
    );
    if (!row) throw badRequest(MSG.tokoExists);
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'ADD',
      entity: 'master_toko',
      entity_key: row.kode_toko,
      new_value: auditView(shop, row),
    });
    return toMasterToko(row);
  });
}

/**
 * An empty service token keeps the stored one (the screen never sees it, so it cannot send it back),
 * unless the portal changes: a credential belongs to the portal it was given for, so a new portal
 * without a new credential has none. Changing either is OWN/SU only.
 */
export async function editMasterToko(
  shop: ShopContext,
  actor: SessionUser,
  kode: string,
  input: { nama_toko: string; portal: string; service_token?: string },
) {
  const portal = normalisePortal(input.portal);
  return shop.db.transaction(async (tx) => {
    const old = await lockShop(shop, kode, tx);
    if (!old) throw notFound('Toko Tidak Ditemukan');
    const portalChanged = portal !== old.portal;
    if (portalChanged || input.service_token) mustManageCredentials(actor);
    const service_token = input.service_token
      ? sealCredential(shop, kode, portal, input.service_token)
      : portalChanged
        ? null
        : old.service_token;
    const row = await updateShop(
      shop,
      kode,
      { nama_toko: input.nama_toko.toUpperCase(), portal, service_token },
      tx,
    );
    if (!row) throw notFound('Toko Tidak Ditemukan');
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'EDIT',
      entity: 'master_toko',
      entity_key: kode,
      old_value: auditView(shop, old),
      new_value: auditView(shop, row),
    });
    return toMasterToko(row);
  });
}

/** Removing a row removes its portal and credential: OWN/SU only, like changing them. */
export async function removeMasterToko(shop: ShopContext, actor: SessionUser, kode: string) {
  mustManageCredentials(actor);
  await shop.db.transaction(async (tx) => {
    const row = await deleteShop(shop, kode, tx);
    if (!row) throw notFound('Toko Tidak Ditemukan');
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'DELETE',
      entity: 'master_toko',
      entity_key: kode,
      old_value: auditView(shop, row),
    });
  });
}

type CredentialRow = {
  id: number;
  name: string;
  token_hash: string;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
};
const toCredential = (r: CredentialRow): api.ServiceCredential => ({
  id: r.id,
  name: r.name,
  fingerprint: credentialFingerprint(r.token_hash),
  created_by: r.created_by,
  created_at: r.created_at.toISOString(),
  revoked_at: r.revoked_at?.toISOString() ?? null,
});

/**
 * The names of one kind of credential: head office's (PUSAT, or its shop code: both act as an owner),
 * or one sister shop's (its code, to ship goods).
 */
const sameKind = (name: string): readonly string[] =>
  name === PUSAT_USER_ID || name === HEAD_OFFICE_KODE_TOKO ? [PUSAT_USER_ID, HEAD_OFFICE_KODE_TOKO] : [name];

/**
 * Issues a credential head office (or a sister shop, under its code) stores in its master-toko row for
 * this shop; shown once. With `revoke_others`, every credential of the same kind issued before it stops
 * working in the same transaction: head office's new one leaves the shops' shipping ones alone (their
 * confirmations would fail and refused pieces sit in neither shop), a shop's new one only replaces that shop's.
 */
export async function issueServiceToken(
  shop: ShopContext,
  actor: SessionUser,
  input: { name?: string; revoke_others?: boolean } = {},
) {
  const token = newToken(SERVICE_TOKEN_PREFIX);
  return shop.db.transaction(async (tx) => {
    const row = await insertServiceCredential(
      shop,
      { name: input.name?.toUpperCase() || 'PUSAT', token_hash: hashToken(token), created_by: actor.user_id },
      tx,
    );
    if (!row) throw new Error('service credential not stored');
    const revoked = input.revoke_others
      ? await revokeServiceCredentials(shop, { exceptId: row.id, names: sameKind(row.name) }, tx)
      : [];
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'ISSUE',
      entity: 'service_credentials',
      entity_key: String(row.id),
      new_value: { name: row.name, fingerprint: credentialFingerprint(row.token_hash) },
      ...(revoked.length ? { old_value: { revoked: revoked.map((r) => r.id) } } : {}),
    });
    return { service_token: token, id: row.id, fingerprint: credentialFingerprint(row.token_hash) };
  });
}

export const listServiceCredentials = async (shop: ShopContext) =>
  (await listCredentialRows(shop)).map(toCredential);

/** Revokes one credential; revoking a revoked one changes nothing and answers it as it is. */
export async function revokeServiceCredential(shop: ShopContext, actor: SessionUser, id: number) {
  const revoked = await shop.db.transaction(async (tx) => {
    const [row] = await revokeServiceCredentials(shop, { id }, tx);
    if (row)
      await writeAudit(shop, tx, {
        user_id: actor.user_id,
        action: 'REVOKE',
        entity: 'service_credentials',
        entity_key: String(id),
        old_value: { name: row.name, fingerprint: credentialFingerprint(row.token_hash) },
      });
    return row;
  });
  const row = revoked ?? (await findServiceCredential(shop, id));
  if (!row) throw notFound(MSG.credentialNotFound);
  return toCredential(row);
}

/** A master-toko row as head office calls it: the credential only when it opens for this portal. */
const toTarget = (shop: ShopContext, r: Row): ShopTarget => ({
  kode_toko: r.kode_toko,
  nama_toko: r.nama_toko,
  portal: r.portal,
  service_token: openCredential(shop, r),
});

/** The shops head office calls (all, or these codes), each with its credential opened for its portal. */
export const listShopTargets = async (shop: ShopContext, codes?: string[]) =>
  (await listShops(shop, codes)).map((r) => toTarget(shop, r));

export const findShopTarget = async (shop: ShopContext, kode: string) => {
  const row = await findShop(shop, kode);
  return row && toTarget(shop, row);
};

/**
 * Head office's breaker over its shops: one per server (its config, which a transaction's copy of the
 * context shares), kept in process.
 */
const breakers = new WeakMap<ShopContext['config'], ShopBreaker>();
const breakerOf = ({ config }: ShopContext) => {
  let breaker = breakers.get(config);
  if (!breaker) {
    breaker = new ShopBreaker(config.fanOutRetryAfterMs, config.fanOutNow);
    breakers.set(config, breaker);
  }
  return breaker;
};

/** The time and size limits of one call from head office to a shop, and the server's breaker. */
export const shopLimits = (shop: ShopContext): ShopLimits => ({
  timeoutMs: shop.config.fanOutTimeoutMs,
  maxBytes: shop.config.fanOutMaxBytes,
  breaker: breakerOf(shop),
});

export async function fanOut(shop: ShopContext, call: ShopCall & { kode_toko?: string[] }) {
  return runFanOut(await listShopTargets(shop, call.kode_toko), call, shopLimits(shop));
}

export async function shopTarget(shop: ShopContext, kode: string) {
  const target = await findShopTarget(shop, kode);
  if (!target) throw notFound('Toko Tidak Ditemukan');
  return target;
}
