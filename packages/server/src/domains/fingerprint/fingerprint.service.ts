import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AUTHORISER_LEVELS,
  api,
  MSG as COMMON_MSG,
  LIVE_EVENTS,
  MODULE,
  randomId,
  type UserLevel,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { Live } from '../../platform/live.ts';
import { activeModules } from '../../platform/modules.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findUserForLogin } from '../auth/auth.api.ts';
import {
  authoriserUsers,
  deleteTemplate,
  findGrant,
  findTemplate,
  insertScan,
  lockWaitingScan,
  type StoredScan,
  setScanStatus,
  upsertTemplate,
  waitingScans,
} from './fingerprint.queries.ts';

const { FINGERPRINT_MSG: MSG, FINGERPRINT_ENROL, FINGERPRINT_GRANT_MINUTES, FINGERPRINT_WAIT_MINUTES } = api;

/** A template opens only for the shop and user it was sealed for. */
const sealContext = (shop: ShopContext, userId: string) => `fingerprint:${shop.kode_toko}:${userId}`;

/**
 * Matching of the simulated reader: the scanned template equals the enrolled one (compared in
 * constant time). A real reader's matcher would score similarity instead; only this function changes.
 */
export function templatesMatch(enrolled: string, scanned: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(enrolled), digest(scanned));
}

/** Every fingerprint call needs FINGERPRINT_MODULE on. */
export async function requireFingerprintModule(shop: ShopContext): Promise<void> {
  if (!(await activeModules(shop)).has(MODULE.FINGERPRINT)) throw forbidden(COMMON_MSG.moduleOff);
}

/** An active SPV or OWN user, or null. */
async function findAuthoriser(shop: ShopContext, userId: string) {
  const user = await findUserForLogin(shop, userId);
  return user && user.status === 'ACTIVE' && AUTHORISER_LEVELS.includes(user.level as UserLevel)
    ? user
    : null;
}

const toRequest = (s: StoredScan): api.ScanRequest => ({
  id: s.id,
  user_id: s.user_id,
  kategori: s.kategori,
  status: s.status as api.ScanStatus,
});

/** GET user-fingerprint: the reference of an SPV/OWN user's enrolled template, never the template. */
export async function getUserFingerprint(shop: ShopContext, userId: string): Promise<api.UserFingerprint> {
  const user = await findAuthoriser(shop, userId);
  const template = user ? await findTemplate(shop, userId) : undefined;
  if (!template) throw badRequest(MSG.unknownUser);
  return { user_id: template.user_id, fp: template.fp };
}

/** POST authorization/fingerprint: asks the requester's reader for a scan of that user's finger. */
export async function requestAuthScan(
  shop: ShopContext,
  requester: SessionUser,
  body: { user_id: string; fp: string; kategori: string },
): Promise<api.ScanRequest> {
  const { fp } = await getUserFingerprint(shop, body.user_id);
  if (fp !== body.fp) throw badRequest(MSG.staleTemplate);
  const [row] = await insertScan(shop, {
    id: `FPS-${randomId(16)}`,
    purpose: 'AUTH',
    user_id: body.user_id,
    kategori: body.kategori.toUpperCase(),
    fp,
    requested_by: requester.user_id,
  });
  return toRequest(row as StoredScan);
}

/** POST user-fingerprint: an enrolment of an SPV/OWN user; the reader's next scan becomes the template. */
export async function requestEnrolment(
  shop: ShopContext,
  requester: SessionUser,
  userId: string,
): Promise<api.ScanRequest> {
  const exists = await findUserForLogin(shop, userId);
  if (!exists) throw badRequest(MSG.unknownUser);
  if (!(await findAuthoriser(shop, userId))) throw badRequest(MSG.onlyAuthorisers);
  const [row] = await insertScan(shop, {
    id: `FPS-${randomId(16)}`,
    purpose: 'ENROL',
    user_id: userId,
    kategori: FINGERPRINT_ENROL,
    requested_by: requester.user_id,
  });
  return toRequest(row as StoredScan);
}

export async function listFingerprintUsers(shop: ShopContext): Promise<api.FingerprintUser[]> {
  return (await authoriserUsers(shop, AUTHORISER_LEVELS)).map((u) => ({
    user_id: u.user_id,
    user_name: u.user_name,
    level: u.level as UserLevel,
    enrolled_at: u.enrolled_at ? u.enrolled_at.toISOString() : null,
  }));
}

export async function removeFingerprint(shop: ShopContext, userId: string): Promise<void> {
  if (!(await deleteTemplate(shop, userId)).length) throw notFound(MSG.unknownUser);
}

/** GET fingerprint-reader/requests: the counter's scans waiting for a finger. */
export async function readerRequests(shop: ShopContext, requester: SessionUser): Promise<api.ScanRequest[]> {
  return (await waitingScans(shop, requester.user_id, FINGERPRINT_WAIT_MINUTES)).map(toRequest);
}

/**
 * POST fingerprint-reader/scan: the reader's template for a waiting request of the same counter. An
 * enrolment stores it sealed; an authorisation compares it with the enrolled one. The outcome goes to
 * the requester as `fingerprint-auth`; a failed scan answers 'Silahkan Coba Lagi'.
 */
export async function acceptScan(
  shop: ShopContext,
  live: Live,
  requester: SessionUser,
  body: { id: string; template: string },
): Promise<api.ScanRequest> {
  const outcome = await shop.db.transaction(async (tx) => {
    const scan = await lockWaitingScan(shop, tx, body.id, requester.user_id, FINGERPRINT_WAIT_MINUTES);
    if (!scan) throw notFound(MSG.requestUnknown);
    let ok: boolean;
    if (scan.purpose === 'ENROL') {
      ok = true;
      await upsertTemplate(shop, tx, {
        user_id: scan.user_id,
        fp: `FPT-${randomId(16)}`,
        template: sealSecret(shop.config.credentialKey, body.template, sealContext(shop, scan.user_id)),
        enrolled_by: requester.user_id,
      });
    } else {
      const enrolled = await findTemplate(shop, scan.user_id, tx);
      const plain =
        enrolled && enrolled.fp === scan.fp
          ? openSecret(shop.config.credentialKey, enrolled.template, sealContext(shop, scan.user_id))
          : null;
      ok = plain !== null && templatesMatch(plain, body.template);
    }
    const status = ok ? 'SCANNED' : 'FAILED';
    await setScanStatus(shop, tx, scan.id, status);
    return { ...scan, status };
  });
  const event: api.FingerprintAuthEvent = {
    status: outcome.status === 'SCANNED' ? 'SUCCESS' : 'FAILED',
    auth_for: outcome.kategori,
    user_id: outcome.user_id,
    id: outcome.id,
  };
  live.toUser(requester.user_id, LIVE_EVENTS.fingerprintAuth, event);
  if (outcome.status === 'FAILED') throw badRequest(MSG.failed);
  return toRequest(outcome);
}

/**
 * Whether `fingerprintId` is a successful scan of `userId` that `requester` asked for, scanned within
 * FINGERPRINT_GRANT_MINUTES: it then stands in for that user's password in `POST authorization`.
 */
export async function fingerprintGrants(
  shop: ShopContext,
  requester: SessionUser,
  userId: string,
  fingerprintId: string,
): Promise<boolean> {
  await requireFingerprintModule(shop);
  return !!(await findGrant(shop, fingerprintId, requester.user_id, userId, FINGERPRINT_GRANT_MINUTES));
}
