import {
  type MasterDef,
  type MasterListQuery,
  type MasterOption,
  type MasterRow,
  type MasterValues,
  masterDeletedExists,
  masterExists,
  masterInUse,
  masterKeyLocked,
  masterKeyOf,
  masterNameOf,
  masterNotFound,
  masterRefMissing,
  mastersReferring,
  randomId,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { forgettingReferences } from '../../platform/reference-cache.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  activeKodes,
  activeMasterRows,
  findMasterRowById,
  findMasterRowByKode,
  isReferenced,
  pageMasterRows,
  type StoredMasterRow,
  setMasterRowStatus,
  updateMasterRow,
} from './master.queries.ts';
import { masterUsageChecks, masterValueChecks } from './master-usage.ts';

export const toMasterRow = (r: StoredMasterRow): MasterRow => ({
  ...(r.data as MasterValues),
  _id: r._id,
  status: r.status as MasterRow['status'],
  created_by: r.created_by,
  created_at: r.created_at.toISOString(),
  updated_by: r.updated_by,
  updated_at: r.updated_at.toISOString(),
});

export async function listMaster(shop: ShopContext, def: MasterDef, q: MasterListQuery) {
  const { rows, total } = await pageMasterRows(shop, def, q);
  return { rows: rows.map(toMasterRow), total };
}

export async function masterOptions(shop: ShopContext, def: MasterDef): Promise<MasterOption[]> {
  return (await activeMasterRows(shop, def.key)).map((r) => ({
    value: r.kode,
    label: r.kode === r.nama ? r.kode : `${r.kode} - ${r.nama}`,
    row: r.data as MasterValues,
  }));
}

/** Every `ref` field must name an active row of its master; other domains' value checks pass. */
async function checkRefs(shop: ShopContext, tx: Db, def: MasterDef, values: MasterValues) {
  for (const f of def.fields) {
    const v = values[f.key];
    if (f.type !== 'ref' || !f.ref || typeof v !== 'string' || !v) continue;
    if (!(await activeKodes(shop, tx, f.ref, [v])).has(v)) throw badRequest(masterRefMissing(f.label, v));
  }
  for (const check of masterValueChecks(def.key)) {
    const problem = await check(shop, tx, values);
    if (problem) throw badRequest(problem);
  }
}

const clean = (def: MasterDef, values: MasterValues): MasterValues =>
  Object.fromEntries(def.fields.map((f) => [f.key, values[f.key] ?? null]));

export async function addMaster(shop: ShopContext, user: SessionUser, def: MasterDef, input: MasterValues) {
  const values = clean(def, input);
  const kode = masterKeyOf(def, values);
  return forgettingReferences(shop, () =>
    shop.db.transaction(async (tx) => {
      await checkRefs(shop, tx as unknown as Db, def, values);
      const existing = await findMasterRowByKode(shop, tx as unknown as Db, def.key, kode);
      if (existing?.status === 'DELETED') {
        throw new AppError(409, masterDeletedExists(def, kode.replaceAll('|', ' / ')), undefined, {
          _id: existing._id,
        });
      }
      if (existing) throw conflict(masterExists(def, kode.replaceAll('|', ' / ')));
      const [row] = await tx
        .insert(shop.t.masterRows)
        .values({
          _id: randomId(20),
          master: def.key,
          kode,
          nama: masterNameOf(def, values),
          data: values,
          created_by: user.user_id,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent add of the same key won the unique index.
      if (!row) throw conflict(masterExists(def, kode.replaceAll('|', ' / ')));
      await writeAudit(shop, tx, {
        user_id: user.user_id,
        action: 'ADD',
        entity: def.key,
        entity_key: kode,
        new_value: values,
      });
      return toMasterRow(row);
    }),
  );
}

export async function editMaster(
  shop: ShopContext,
  user: SessionUser,
  def: MasterDef,
  id: string,
  input: MasterValues,
) {
  const values = clean(def, input);
  const kode = masterKeyOf(def, values);
  return forgettingReferences(shop, () =>
    shop.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const current = await findMasterRowById(shop, db, def.key, id, true);
      if (current?.status !== 'ACTIVE') throw notFound(masterNotFound(def));
      // A row keeps its key code: other masters and documents refer to it by that code.
      if (kode !== current.kode) throw badRequest(masterKeyLocked(def));
      await checkRefs(shop, db, def, values);
      const row = await updateMasterRow(shop, db, id, {
        kode,
        nama: masterNameOf(def, values),
        data: values,
        updated_by: user.user_id,
      });
      await writeAudit(shop, tx, {
        user_id: user.user_id,
        action: 'EDIT',
        entity: def.key,
        entity_key: kode,
        old_value: current.data,
        new_value: values,
      });
      return toMasterRow(row as StoredMasterRow);
    }),
  );
}

/** A code used by another master's active rows or by another domain cannot go. */
async function ensureUnused(shop: ShopContext, tx: Db, def: MasterDef, kode: string) {
  for (const { def: other, field } of mastersReferring(def.key)) {
    if (await isReferenced(shop, tx, other.key, field, kode))
      throw conflict(masterInUse(def, `Master ${other.title}`));
  }
  for (const check of masterUsageChecks(def.key)) {
    const by = await check(shop, tx, kode);
    if (by) throw conflict(masterInUse(def, by));
  }
}

export async function removeMaster(shop: ShopContext, user: SessionUser, def: MasterDef, id: string) {
  return setStatus(shop, user, def, id, 'DELETED');
}

export async function reactivateMaster(shop: ShopContext, user: SessionUser, def: MasterDef, id: string) {
  return setStatus(shop, user, def, id, 'ACTIVE');
}

async function setStatus(
  shop: ShopContext,
  user: SessionUser,
  def: MasterDef,
  id: string,
  status: 'ACTIVE' | 'DELETED',
) {
  return forgettingReferences(shop, () =>
    shop.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const current = await findMasterRowById(shop, db, def.key, id, true);
      if (!current || current.status === status) throw notFound(masterNotFound(def));
      if (status === 'DELETED') await ensureUnused(shop, db, def, current.kode);
      else await checkRefs(shop, db, def, current.data as MasterValues);
      const row = await setMasterRowStatus(shop, db, def.key, id, status, user.user_id);
      await writeAudit(shop, tx, {
        user_id: user.user_id,
        action: status === 'DELETED' ? 'DELETE' : 'REACTIVATE',
        entity: def.key,
        entity_key: current.kode,
        old_value: { status: current.status },
        new_value: { status },
      });
      return toMasterRow(row as StoredMasterRow);
    }),
  );
}
