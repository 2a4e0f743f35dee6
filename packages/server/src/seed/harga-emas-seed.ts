import { addDays, BASE_24K, randomId } from '@emas/contract';
import type { ShopContext } from '../platform/context.ts';
import { forgetReferences } from '../platform/reference-cache.ts';

/**
 * When the seed says a day's price was set: 08:30 in Jakarta, but never later than `now` (a demo started
 * before 08:30 must not hold a change from the future, which would sort after the changes made today).
 */
export function seededChangeTime(tanggal: string, now: Date = new Date()): Date {
  const opening = new Date(`${tanggal}T08:30:00+07:00`);
  const startOfDay = new Date(`${tanggal}T00:00:00+07:00`);
  const justBefore = new Date(now.getTime() - 1000);
  if (opening <= justBefore) return opening;
  return justBefore < startOfDay ? startOfDay : justBefore;
}

/** A week of 24K prices up to the business day, moving as gold does, with their history rows. */
export async function seedHargaEmas(shop: ShopContext, today: string, now: Date = new Date()): Promise<void> {
  forgetReferences(shop);
  let jual = 1_318_000;
  for (let i = 6; i >= 0; i--) {
    const tanggal = addDays(today, -i);
    const old = jual;
    jual += ((i * 7919) % 5) * 3_000 - 4_000;
    const beli = jual - 95_000;
    await shop.db
      .insert(shop.t.hargaEmas)
      .values({ kode_group: BASE_24K, tanggal, harga_jual: jual, harga_beli: beli, updated_by: 'owner1' });
    await shop.db.insert(shop.t.hargaEmasHistory).values({
      id: randomId(20),
      tanggal,
      kode_group: BASE_24K,
      harga_jual_lama: i === 6 ? null : old,
      harga_beli_lama: i === 6 ? null : old - 95_000,
      harga_jual_baru: jual,
      harga_beli_baru: beli,
      changed_by: 'owner1',
      changed_at: seededChangeTime(tanggal, now),
    });
  }
}
