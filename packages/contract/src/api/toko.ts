import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { ShopResult } from '../envelope.ts';
import { code, oneOf, optionalText, text } from '../validation.ts';

/** A shop known to head office (master-toko). The service token is never sent back. */
export type MasterToko = { kode_toko: string; nama_toko: string; portal: string; has_service_token: boolean };

const portal = text('Portal', 255).refine((v) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
  error: 'Portal Harus Berupa Alamat http:// atau https://',
});
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
 * Head-office fan-out: run one call on several shops in parallel (all shops when kode_toko is empty).
 * Each shop answers its own envelope; a failing or slow shop becomes 'Data Gagal Dimuat'.
 */
export const fanOutBody = z.object({
  method: oneOf('Method', ['GET', 'POST'] as const),
  path: text('Path', 300).refine((p) => !p.includes('..') && !/^https?:/i.test(p), {
    error: 'Path Tidak Valid',
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

/** A shop's service credential for head office: issued once, only its hash is kept. */
export const issueServiceToken = endpoint<undefined, undefined, undefined, { service_token: string }>({
  method: 'POST',
  path: 'service-credentials',
});
