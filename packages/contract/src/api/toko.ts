import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { ShopResult } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { bool, code, integer, oneOf, optionalText, text } from '../validation.ts';

/** Who may add or remove a master-toko row, or change its portal or credential (MSG.portalOwnerOnly). */
export const PORTAL_MANAGER_LEVELS: readonly string[] = ['OWN', 'SU'];

/** A shop known to head office (master-toko). The service token is never sent back. */
export type MasterToko = { kode_toko: string; nama_toko: string; portal: string; has_service_token: boolean };

const portal = text('Portal', 255).refine((v) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
  error: 'Portal Harus Berupa Alamat http:// atau https://',
});

export { portal as portalUrl };

const kodeParam = z.object({ kode_toko: code('Kode Toko', 20) });

export const listMasterToko = endpoint<undefined, undefined, undefined, MasterToko[]>({
  method: 'GET',
  path: 'master-toko',
});
export const addMasterTokoBody = z.object({
  kode_toko: code('Kode Toko', 20),
  nama_toko: text('Nama Toko', 100),
  portal,
  service_token: optionalText('Token Layanan', 200),
});
export const addMasterToko = endpoint<z.infer<typeof addMasterTokoBody>, undefined, undefined, MasterToko>({
  method: 'POST',
  path: 'master-toko',
  body: addMasterTokoBody,
});
export const editMasterTokoBody = addMasterTokoBody.omit({ kode_toko: true });
export const editMasterToko = endpoint<
  z.infer<typeof editMasterTokoBody>,
  undefined,
  z.infer<typeof kodeParam>,
  MasterToko
>({ method: 'PUT', path: 'master-toko/:kode_toko', body: editMasterTokoBody, params: kodeParam });
export const deleteMasterToko = endpoint<undefined, undefined, z.infer<typeof kodeParam>, null>({
  method: 'DELETE',
  path: 'master-toko/:kode_toko',
  params: kodeParam,
});

/**
 * A path head office may call on a shop, below its `/api/v1/`: plain segments only. No empty segment
 * (`//`), no `.` or `..`, no backslash, no `%` (an encoded `..%2F` or `%2e%2e` stays encoded once
 * decoded), no query or fragment marks, no control characters.
 */
export function isSafeShopPath(path: string): boolean {
  if (!path || path.length > 1000) return false;
  if (/[\\%?#]/.test(path)) return false;
  if ([...path].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f')) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

/**
 * Head-office fan-out: run one call on several shops in parallel (all shops when kode_toko is empty).
 * Each shop answers its own envelope; a failing or slow shop becomes 'Data Gagal Dimuat'.
 */
export const fanOutBody = z.object({
  method: oneOf('Method', ['GET', 'POST'] as const),
  path: text('Path', 300).refine((p) => isSafeShopPath(p) && !/^https?:/i.test(p), {
    error: MSG.shopPathInvalid,
  }),
  query: z.record(z.string(), z.string().max(500)).optional(),
  body: z.unknown().optional(),
  kode_toko: z.array(code('Kode Toko', 20)).max(500).optional(),
});
export const fanOut = endpoint<z.infer<typeof fanOutBody>, undefined, undefined, ShopResult<unknown>[]>({
  method: 'POST',
  path: 'pusat/fan-out',
  body: fanOutBody,
});

/**
 * A shop's service credential for head office (or, under a shop's code, for that sister shop): issued
 * once, only its hash is kept. `revoke_others` revokes every credential of the same kind issued before
 * it (head office's when issuing head office's, that shop's when issuing one under a shop's code).
 */
export const issueServiceTokenBody = z.object({
  name: optionalText('Nama', 50),
  revoke_others: bool('Cabut Token Lama').optional(),
});
export const issueServiceToken = endpoint<
  z.infer<typeof issueServiceTokenBody>,
  undefined,
  undefined,
  { service_token: string; id: number; fingerprint: string }
>({
  method: 'POST',
  path: 'service-credentials',
  body: issueServiceTokenBody,
});

/** A credential as listed: never its secret; `fingerprint` is the start of its hash (also in audits). */
export type ServiceCredential = {
  id: number;
  name: string;
  fingerprint: string;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
};
export const listServiceCredentials = endpoint<undefined, undefined, undefined, ServiceCredential[]>({
  method: 'GET',
  path: 'service-credentials',
});
const credentialIdParam = z.object({ id: z.coerce.number().pipe(integer('Id', 1, 2_147_483_647)) });
export const revokeServiceCredential = endpoint<
  undefined,
  undefined,
  z.infer<typeof credentialIdParam>,
  ServiceCredential
>({
  method: 'DELETE',
  path: 'service-credentials/:id',
  params: credentialIdParam,
});
