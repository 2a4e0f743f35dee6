import type { ShopContext } from '../../platform/context.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import { hashToken } from '../../platform/tokens.ts';

/**
 * Head office's copy of a shop's service credential is sealed for that shop and that portal: a portal
 * changed afterwards (on the screen or in the database) no longer opens it, so it is never sent there.
 */
const boundTo = (kode_toko: string, portal: string) => `master_toko|${kode_toko}|${portal}`;

export const sealCredential = (shop: ShopContext, kode_toko: string, portal: string, token: string) =>
  sealSecret(shop.config.credentialKey, token, boundTo(kode_toko, portal));

/** The credential to send to this row's portal, or null (none, sealed for another portal or key). */
export const openCredential = (
  shop: ShopContext,
  row: { kode_toko: string; portal: string; service_token: string | null },
): string | null =>
  row.service_token
    ? openSecret(shop.config.credentialKey, row.service_token, boundTo(row.kode_toko, row.portal))
    : null;

/** What audits and lists show of a credential: the start of its SHA-256, never the secret. */
export const credentialFingerprint = (tokenHash: string) => tokenHash.slice(0, 12);
export const fingerprintOf = (token: string | null) =>
  token ? credentialFingerprint(hashToken(token)) : null;
