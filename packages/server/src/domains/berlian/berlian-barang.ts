import {
  type api,
  BERLIAN_MSG,
  type DiamondFields,
  diamondFieldsOf,
  MODULE,
  MSG,
  STONE_REFS,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { type AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { activeModules } from '../../platform/modules.ts';
import { activeMasterData } from '../barang/barang.api.ts';

/**
 * Diamond items when goods are added (Tambah Data Barang, the bulk-create payload): the stones need
 * BERLIAN_MODULE, and every stone code must be an active row of its diamond master.
 */
export async function checkDiamondItems(
  shop: ShopContext,
  tx: Db,
  input: readonly api.BarangInput[],
): Promise<void> {
  const rows = input.flatMap((r, i) => (r.data_berlian?.length ? [{ i, stones: r.data_berlian }] : []));
  if (!rows.length) return;
  if (!(await activeModules(shop, tx)).has(MODULE.BERLIAN)) throw forbidden(MSG.moduleOff);
  const where = (i: number) => (input.length > 1 ? `Baris ${i + 1}: ` : '');
  // One master after another: a transaction holds one connection.
  for (const ref of STONE_REFS) {
    const codes = rows.flatMap((r) => r.stones.map((s) => s[ref.field]).filter((k): k is string => !!k));
    if (!codes.length) continue;
    const found = await activeMasterData(shop, tx, ref.master, codes);
    for (const r of rows)
      for (const s of r.stones) {
        const kode = s[ref.field];
        if (kode && !found.has(kode))
          throw badRequest(`${where(r.i)}${BERLIAN_MSG.unknownCode(ref.label, kode)}`);
      }
  }
}

/** The stored diamond fields of one row, or the row's error (the rule is contract diamondFieldsOf). */
export function diamondFieldsOfRow(
  r: api.BarangInput,
  jenisGroup: unknown,
  fail: (message: string) => AppError,
): DiamondFields {
  const res = diamondFieldsOf(r, String(jenisGroup ?? ''));
  if (!res.ok) throw fail(res.message);
  return res.fields;
}
