import { AUTHORISER_LEVELS, api, formatWaktuJakarta, randomId, type UserLevel } from '@emas/contract';
import argon2 from 'argon2';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { LoginThrottle } from '../../platform/login-throttle.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findUserForLogin } from '../auth/auth.api.ts';
import { fingerprintGrants } from '../fingerprint/fingerprint.service.ts';
import { findBusinessDay } from '../system/business-day.ts';
import {
  insertOtorisasi,
  otorisasiBetween,
  type StoredOtorisasi,
  useOtorisasi,
} from './otorisasi.queries.ts';

const { OTORISASI_MSG, normaliseKeterangan, otorisasiFailedMessage } = api;
type Kind = (typeof api.OTORISASI)[keyof typeof api.OTORISASI];

/**
 * Checks an SPV or OWN user's password (or that user's fingerprint scan asked for by the requester,
 * FINGERPRINT_MODULE) and records the authorisation, which the protected call then
 * uses once. A wrong user, password, level or an inactive user all answer 'Otorisasi Gagal..' (document
 * 2), or 'Otorisasi Gagal' for the Lelang Hutang screen (document 3).
 * Each attempt counts with the login throttle of the named user (the same count as users/login),
 * before the password is checked: parallel guesses past the limit get 429 and are never hashed.
 */
export async function authorize(
  shop: ShopContext,
  throttle: LoginThrottle,
  requester: SessionUser,
  input: api.AuthorizationBody,
  ip: string,
): Promise<api.AuthorizationResult> {
  await throttle.begin(input.user_id, ip);
  const user = await findUserForLogin(shop, input.user_id);
  const ok =
    !!user &&
    user.status === 'ACTIVE' &&
    AUTHORISER_LEVELS.includes(user.level as UserLevel) &&
    (input.fingerprint_id
      ? await fingerprintGrants(shop, requester, user.user_id, input.fingerprint_id)
      : await argon2.verify(user.password_hash, input.password ?? '').catch(() => false));
  if (!ok || !user) throw badRequest(otorisasiFailedMessage(input.kategori));
  await throttle.succeed(input.user_id, ip);
  const id = `OTR-${randomId(12)}`;
  await insertOtorisasi(shop, {
    id,
    tanggal: await findBusinessDay(shop),
    kategori: input.kategori.toUpperCase(),
    description: input.description.toUpperCase(),
    keterangan: normaliseKeterangan(input.keterangan),
    authorised_by: user.user_id,
    requested_by: requester.user_id,
    no_faktur: input.no_faktur?.toUpperCase() || null,
    jumlah: input.jumlah ?? null,
  });
  return { id_otorisasi: id, authorised_by: user.user_id };
}

/** What a protected call is: its user, its document and its amount. */
export type OtorisasiUse = {
  /** The user making the call: the authorisation must have been asked by that user. */
  user: string;
  /** The document acted on (its number, and any other number it is known by), or null: not numbered yet. */
  no_faktur: string | readonly string[] | null;
  /** The call's amount, for the kinds that allow one (OTORISASI_JUMLAH). */
  jumlah?: number;
};

const KIND_KEYS = Object.keys(api.OTORISASI) as (keyof typeof api.OTORISASI)[];
const amountRule = (kind: Kind) =>
  api.OTORISASI_JUMLAH[
    KIND_KEYS.find(
      (k) => api.OTORISASI[k].kategori === kind.kategori && api.OTORISASI[k].description === kind.description,
    ) as keyof typeof api.OTORISASI
  ];

/** Why a stored authorisation does not fit the call, or null when it does. */
function mismatch(row: StoredOtorisasi, kind: Kind, use: OtorisasiUse): string | null {
  if (row.requested_by.toUpperCase() !== use.user.toUpperCase()) return OTORISASI_MSG.otherUser;
  const docs = use.no_faktur === null ? [] : [use.no_faktur].flat().map((d) => d.toUpperCase());
  if (docs.length ? !row.no_faktur || !docs.includes(row.no_faktur) : row.no_faktur !== null)
    return OTORISASI_MSG.otherDocument;
  const rule = amountRule(kind);
  if (!rule) return null;
  if (row.jumlah === null || use.jumlah === undefined) return OTORISASI_MSG.otherAmount;
  const fits = rule === 'MAKS' ? use.jumlah <= row.jumlah : use.jumlah >= row.jumlah;
  return fits ? null : OTORISASI_MSG.otherAmount;
}

/**
 * Uses an authorisation of the given kind for `usedFor` inside the caller's transaction: it must
 * exist, be of that kind and of the business day, not be used yet, have been asked by the user making
 * the call, for the call's document, and allow the call's amount. It is marked used by the same
 * statement that finds it unused, so of two calls at once one uses it; a refusal rolls the marking
 * back with the caller's transaction. Without an id: 403 'Transaksi Ini Membutuhkan Otorisasi'.
 */
export async function consumeOtorisasi(
  shop: ShopContext,
  tx: Db,
  id: string | undefined,
  kind: Kind,
  usedFor: string,
  tanggal: string,
  use: OtorisasiUse,
): Promise<string> {
  if (!id) throw forbidden(OTORISASI_MSG.required);
  const row = await useOtorisasi(shop, tx, id, usedFor);
  if (
    !row ||
    row.kategori !== kind.kategori ||
    row.description !== kind.description ||
    row.tanggal !== tanggal
  )
    throw forbidden(OTORISASI_MSG.invalid);
  const wrong = mismatch(row, kind, use);
  if (wrong) throw forbidden(wrong);
  return row.id;
}

export async function authorizationReport(
  shop: ShopContext,
  from: string,
  to: string,
): Promise<api.AuthorizationReportRow[]> {
  return (await otorisasiBetween(shop, from, to)).map((r) => ({
    id_otorisasi: r.id,
    tanggal: r.tanggal,
    jam: formatWaktuJakarta(r.jam),
    kategori: r.kategori,
    description: r.description,
    keterangan: r.keterangan,
    authorised_by: r.authorised_by,
    requested_by: r.requested_by,
    used_for: r.used_for,
  }));
}
