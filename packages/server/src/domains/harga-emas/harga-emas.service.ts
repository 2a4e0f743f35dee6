import {
  BASE_24K,
  groupPricePerGram,
  HARGA_EMAS_MSG,
  type HargaEmasDay,
  type HargaEmasHistoryRow,
  KATEGORI_HARGA_100,
  randomId,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import { readAll } from '../../db/read-all.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { cachedReference } from '../../platform/reference-cache.ts';
import type { SessionUser } from '../../platform/session.ts';
import { activeMasterRows } from '../master/master.api.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { findParaSystem, findToko } from '../system/system.api.ts';
import { historyBetween, lockDayPrice, pricesInEffect, upsertDayPrice } from './harga-emas.queries.ts';

async function kategoriHarga(shop: ShopContext, tx: Db): Promise<string> {
  return (await findParaSystem(shop, 'kategori_harga', tx))?.value ?? KATEGORI_HARGA_100;
}

async function businessDate(shop: ShopContext, tx: Db): Promise<string> {
  const toko = await findToko(shop, tx);
  if (!toko) throw new Error('shop row missing');
  return toko.tgl_system;
}

/** Prices of every active group on a day (default: the business date). */
export async function getDay(shop: ShopContext, tanggal?: string, tx: Db = shop.db): Promise<HargaEmasDay> {
  const day = tanggal ?? (await businessDate(shop, tx));
  const [kategori, prices, groups] = await readAll(tx, [
    () => kategoriHarga(shop, tx),
    () => pricesInEffect(shop, tx, day),
    () => activeMasterRows(shop, 'group', tx),
  ]);
  const base = prices.get(BASE_24K);
  const hundred = kategori === KATEGORI_HARGA_100;
  return {
    tanggal: day,
    kategori_harga: kategori,
    base: hundred
      ? {
          harga_jual: base?.harga_jual ?? 0,
          harga_beli: base?.harga_beli ?? 0,
          berlaku_sejak: base?.tanggal ?? null,
        }
      : null,
    groups: groups.map((g) => {
      const kadar = Number((g.data as { kadar?: number }).kadar ?? 100);
      const own = prices.get(g.kode);
      const from = hundred ? base : own;
      return {
        kode_group: g.kode,
        nama_group: g.nama,
        kadar,
        harga_jual: groupPricePerGram(kategori, from?.harga_jual ?? 0, kadar, own?.harga_jual ?? 0),
        harga_beli: groupPricePerGram(kategori, from?.harga_beli ?? 0, kadar, own?.harga_beli ?? 0),
        berlaku_sejak: from?.tanggal ?? null,
        updated_by: from?.updated_by ?? null,
      };
    }),
  };
}

/**
 * The prices of a day as the counter uses them on every sale and purchase: read once, then from the
 * shop's reference cache (forgotten on every price, group or setting write; platform/reference-cache.ts).
 */
export const counterDay = (shop: ShopContext, tanggal: string, tx: Db): Promise<HargaEmasDay> =>
  cachedReference(shop, `harga-emas:${tanggal}`, () => getDay(shop, tanggal, tx));

/** The price per gram of one group on a day, as sales and purchases snapshot it. */
export async function groupPrice(shop: ShopContext, tx: Db, tanggal: string, kode_group: string) {
  const day = await getDay(shop, tanggal, tx);
  return day.groups.find((g) => g.kode_group === kode_group) ?? null;
}

/**
 * Sets the business day's prices: with harga_100% the 24K price only, otherwise per group. Each change
 * is logged with who, when, the old and the new value.
 */
export async function setDay(
  shop: ShopContext,
  user: SessionUser,
  input: { tanggal: string; harga: { kode_group: string; harga_jual: number; harga_beli: number }[] },
): Promise<HargaEmasDay> {
  return shop.db.transaction((t) => setDayIn(shop, t as unknown as Db, user, input));
}

/** setDay inside the caller's transaction (the first-run set-up saves the price with its step). */
export async function setDayIn(
  shop: ShopContext,
  tx: Db,
  user: SessionUser,
  input: { tanggal: string; harga: { kode_group: string; harga_jual: number; harga_beli: number }[] },
): Promise<HargaEmasDay> {
  // Under the business-day lock: a price set racing the store closing never lands on a closed day.
  if (input.tanggal !== (await openBusinessDay(shop, tx, user))) throw conflict(HARGA_EMAS_MSG.onlyToday);
  const hundred = (await kategoriHarga(shop, tx)) === KATEGORI_HARGA_100;
  const groups = new Set((await activeMasterRows(shop, 'group', tx)).map((g) => g.kode));
  for (const h of input.harga) {
    if (hundred && h.kode_group !== BASE_24K) throw badRequest(HARGA_EMAS_MSG.baseOnly);
    if (!hundred && !groups.has(h.kode_group)) throw badRequest(HARGA_EMAS_MSG.unknownGroup(h.kode_group));
  }
  const before = await pricesInEffect(shop, tx, input.tanggal);
  for (const h of [...input.harga].sort((a, b) => a.kode_group.localeCompare(b.kode_group))) {
    await lockDayPrice(shop, tx, input.tanggal, h.kode_group);
    const old = before.get(h.kode_group);
    // Unchanged and already the day's own: nothing to write. A price carried from an earlier day is
    // written even unchanged: saving it confirms today's price (issue 43: the day is then set).
    const same = old && old.harga_jual === h.harga_jual && old.harga_beli === h.harga_beli;
    if (same && old.tanggal === input.tanggal) continue;
    await upsertDayPrice(shop, tx, { tanggal: input.tanggal, ...h, updated_by: user.user_id });
    await tx.insert(shop.t.hargaEmasHistory).values({
      id: randomId(20),
      tanggal: input.tanggal,
      kode_group: h.kode_group,
      harga_jual_lama: old?.harga_jual ?? null,
      harga_beli_lama: old?.harga_beli ?? null,
      harga_jual_baru: h.harga_jual,
      harga_beli_baru: h.harga_beli,
      changed_by: user.user_id,
    });
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT',
      entity: 'harga_emas',
      entity_key: `${input.tanggal}|${h.kode_group}`,
      old_value: old ?? null,
      new_value: h,
    });
  }
  return getDay(shop, input.tanggal, tx);
}

export async function history(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string; kode_group?: string },
): Promise<HargaEmasHistoryRow[]> {
  const rows = await historyBetween(shop, q.tgl_awal, q.tgl_akhir, q.kode_group || undefined);
  return rows.map((r) => ({ ...r, changed_at: r.changed_at.toISOString() }));
}
