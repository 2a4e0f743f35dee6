import { asc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { ShopContext } from './context.ts';

type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export const listModuleRows = (shop: ShopContext, tx: Exec = shop.db) =>
  tx.select().from(shop.t.moduleSettings).orderBy(asc(shop.t.moduleSettings.key));

export const upsertModule = (shop: ShopContext, tx: Exec, key: string, active: boolean, by: string | null) =>
  tx
    .insert(shop.t.moduleSettings)
    .values({ key, active, updated_by: by, updated_at: by ? new Date() : null })
    .onConflictDoUpdate({
      target: shop.t.moduleSettings.key,
      set: { active, updated_by: by, updated_at: new Date() },
    });

/** Adds module keys the code knows but the shop's table lacks, with their defaults. */
export const insertMissingModules = (shop: ShopContext, rows: { key: string; active: boolean }[]) =>
  rows.length
    ? shop.db
        .insert(shop.t.moduleSettings)
        .values(rows.map((r) => ({ key: r.key, active: r.active })))
        .onConflictDoNothing()
    : Promise.resolve();
