import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { paging } from '../validation.ts';
import { type MasterValues, masterBodySchema } from './schema.ts';
import type { MasterDef } from './types.ts';

export type MasterStatus = 'ACTIVE' | 'DELETED';

export type MasterRow = MasterValues & {
  _id: string;
  status: MasterStatus;
  created_by: string;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
};

/** A choice for a `ref` field of another master or a screen's drop-down. */
export type MasterOption = { value: string; label: string; row: MasterValues };

const idParams = z.object({
  _id: z.string({ error: 'ID Tidak Valid' }).regex(/^[A-Za-z0-9_-]{6,40}$/, { error: 'ID Tidak Valid' }),
});

const listQuery = (def: MasterDef) =>
  paging.extend({
    status: z
      .enum(['ACTIVE', 'DELETED', 'ALL'], { error: 'Status Harus ACTIVE, DELETED Atau ALL' })
      .default('ACTIVE'),
    ...Object.fromEntries(
      (def.filters ?? []).map((f) => [
        f,
        z
          .string({ error: `${f} Tidak Valid` })
          .trim()
          .max(50, { error: `${f} Maksimal 50 Karakter` })
          .transform((v) => v.toUpperCase())
          .optional(),
      ]),
    ),
  });

export type MasterListQuery = z.infer<ReturnType<typeof listQuery>>;

/** The generic calls of one master. */
export function masterApi(def: MasterDef) {
  const body = masterBodySchema(def);
  type Body = z.infer<typeof body>;
  return {
    list: endpoint<undefined, MasterListQuery, undefined, MasterRow[]>({
      method: 'GET',
      path: def.key,
      query: listQuery(def) as z.ZodType<MasterListQuery>,
    }),
    options: endpoint<undefined, undefined, undefined, MasterOption[]>({
      method: 'GET',
      path: `${def.key}/options`,
    }),
    add: endpoint<Body, undefined, undefined, MasterRow>({ method: 'POST', path: def.key, body }),
    edit: endpoint<Body, undefined, { _id: string }, MasterRow>({
      method: 'PUT',
      path: `${def.key}/:_id`,
      params: idParams,
      body,
    }),
    remove: endpoint<undefined, undefined, { _id: string }, MasterRow>({
      method: 'DELETE',
      path: `${def.key}/:_id`,
      params: idParams,
    }),
    reactivate: endpoint<undefined, undefined, { _id: string }, MasterRow>({
      method: 'PUT',
      path: `${def.key}/:_id/aktifkan`,
      params: idParams,
    }),
  };
}

export type MasterApi = ReturnType<typeof masterApi>;
