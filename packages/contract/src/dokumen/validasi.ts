import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { userId } from '../validation.ts';
import { VALIDASI_MSG } from './common.ts';

/** A document's number as typed: required, at most 40 characters, upper-cased ('No Pesanan', ...). */
export const documentNumber = (label: string) =>
  z
    .string({ error: `${label} Tidak Boleh Kosong` })
    .trim()
    .min(1, { error: `${label} Tidak Boleh Kosong` })
    .max(40, { error: `${label} Maksimal 40 Karakter` })
    .transform((v) => v.toUpperCase());

/**
 * Validasi of a kind's documents (document 2, Validasi Pesanan / Validasi Service): `GET
 * validasi/{kind}/get {kode_sales}` lists one sales person's unvalidated documents (ALL: everyone's;
 * none given: 'Kode Sales Tidak Boleh Kosong'), `POST validasi/{kind} {<numbers field>[], user_id}`
 * validates the chosen ones (none: 'Harap pilih salah satu transaksi'; no user: 'Harap pilih user id').
 */
export const pendingDocumentQuery = z.object({
  kode_sales: z
    .string({ error: VALIDASI_MSG.salesRequired })
    .trim()
    .min(1, { error: VALIDASI_MSG.salesRequired })
    .max(30, { error: 'Kode Sales Maksimal 30 Karakter' })
    .transform((v) => v.toUpperCase()),
});
export type PendingDocumentQuery = z.input<typeof pendingDocumentQuery>;

/** The validation body: the chosen numbers under the spec's field name, and the validating user. */
export const validateDocumentsBody = <F extends string>(
  field: F,
  number: ReturnType<typeof documentNumber>,
  noneChosen: string,
) => {
  const numbers = z.array(number, { error: noneChosen }).min(1, { error: noneChosen }).max(500);
  const user = z
    .string({ error: VALIDASI_MSG.userRequired })
    .trim()
    .min(1, { error: VALIDASI_MSG.userRequired })
    .pipe(userId('User ID'));
  return z.object({ [field]: numbers, user_id: user } as {
    [K in F]: typeof numbers;
  } & { user_id: typeof user });
};

export const pendingDocumentsEndpoint = <Row>(path: string) =>
  endpoint<undefined, PendingDocumentQuery, undefined, Row[]>({
    method: 'GET',
    path,
    query: pendingDocumentQuery,
  });

export const validateDocumentsEndpoint = <B>(path: string, body: z.ZodType<B>) =>
  endpoint<B, undefined, undefined, { validated: number }>({ method: 'POST', path, body });
