import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { ShopContext } from './context.ts';

/** Who changed what, when, from which value to which: one row per change of a setting or master. */
export const writeAudit = (
  shop: ShopContext,
  tx: Pick<Db, 'insert'>,
  row: {
    user_id: string;
    action: string;
    entity: string;
    entity_key: string;
    old_value?: unknown;
    new_value?: unknown;
  },
) => tx.insert(shop.t.auditLog).values({ id: randomUUID(), ...row });
