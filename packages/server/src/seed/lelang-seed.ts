import { addDays, api } from '@emas/contract';
import { lelangPage } from '../domains/hutang/lelang.queries.ts';
import { simpanLelangHutang } from '../domains/hutang/lelang.service.ts';
import { findBusinessDay } from '../domains/system/system.queries.ts';
import type { ShopContext } from '../platform/context.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { onBusinessDay } from './seed.queries.ts';
import { seedAuthorize, seedUser } from './seed-user.ts';

/** The auction of the demo: this many days before the shop's date. */
const LELANG_DAYS_AGO = 3;

/**
 * The demo's auctions (after the loans of hutang-seed.ts): the loan longest overdue is auctioned
 * LELANG_DAYS_AGO days back through the real service, with spv1's LELANG HUTANG authorisation; the
 * other overdue loans stay on the Lelang Hutang list.
 */
export async function seedLelangHutang(shop: ShopContext): Promise<void> {
  const today = await findBusinessDay(shop);
  const day = addDays(today, -LELANG_DAYS_AGO);
  const { rows } = await lelangPage(shop, api.lelangHutangQuery.parse({}), day, 1);
  const oldest = rows[0];
  if (!oldest) return;
  const kasir = seedUser('kasir1', 'KASIR');
  await onBusinessDay(shop, day, today, async () => {
    const otr = await seedAuthorize(shop, kasir, {
      user_id: 'spv1',
      password: DEMO_PASSWORD,
      ...api.OTORISASI.LELANG_HUTANG,
      keterangan: 'JATUH TEMPO LEBIH DARI 2 BULAN',
      no_faktur: oldest.no_faktur_hutang,
    });
    await simpanLelangHutang(shop, kasir, {
      no_faktur_hutang: oldest.no_faktur_hutang,
      id_otorisasi: otr.id_otorisasi,
    });
  });
}
