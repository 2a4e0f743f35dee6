import { addDays, api, BASE_24K, MODULE } from '@emas/contract';
import {
  bayarCicilan,
  cancelCicilan,
  cicilanDetail,
  createCicilan,
  lunasCicilan,
  quoteCicilan,
  simpanLelangCicilan,
} from '../domains/cicilan/cicilan.service.ts';
import { findBusinessDay } from '../domains/system/system.queries.ts';
import type { ShopContext } from '../platform/context.ts';
import { upsertModule } from '../platform/modules.queries.ts';
import { forgetModules } from '../platform/modules.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { onPastDays } from './past-days.ts';
import { earliestPrice, insertPrice, readyItemsOf } from './seed.queries.ts';
import { seedAuthorize, seedUser as user } from './seed-user.ts';

const kasir = user('kasir1', 'KASIR');
/** The oldest contract's day: before it the demo's gold price history is carried back once. */
const OLDEST = 75;

/**
 * The demo's instalment sales, through the real services on past business days (the day is moved back
 * and restored), with the installment module switched on: a contract auctioned (LELANG, defaulted,
 * authorised by spv1), one defaulted and left for Lelang Cicilan, one AKTIF with an instalment paid,
 * one AKTIF and not yet due, one paid off (LUNAS, its item sold) and one cancelled (BATAL). The gold
 * price of the oldest contract's day is the demo's first price carried back, so it prices as a sale.
 */
export async function seedCicilan(shop: ShopContext): Promise<void> {
  await upsertModule(shop, shop.db, MODULE.CICILAN, true, null);
  forgetModules(shop);
  const today = await findBusinessDay(shop);
  const first = await earliestPrice(shop, BASE_24K);
  if (first && first.tanggal > addDays(today, -OLDEST))
    await insertPrice(shop, { ...first, tanggal: addDays(today, -OLDEST) });

  const at = onPastDays(shop, today);
  const items = await readyItemsOf(shop, 'EMAS MUDA', 6);
  let n = 0;
  const take = (daysAgo: number, nama: string, kode_cicilan = 'C03') =>
    at(daysAgo, async () => {
      const kode_barcode = items[n] as string;
      n += 1;
      const probe = await quoteCicilan(shop, { kode_barcode, kode_cicilan });
      const q = await quoteCicilan(shop, { kode_barcode, kode_cicilan, dp_rp: probe.dp_min });
      return createCicilan(shop, kasir, {
        kode_barcode,
        kode_cicilan,
        dp_rp: q.dp_rp,
        kode_sales: n % 2 ? 'S01' : 'S02',
        nama_customer: nama,
        alamat_customer: `JL. KENANGA NO. ${n}, ${shop.kode_toko === 'TK1' ? 'JAKARTA SELATAN' : 'DEPOK'}`,
        no_hp: `08139000${String(500 + n)}`,
        pembayaran: [{ jenis: 'CASH', jumlah: q.bayar_awal }],
      });
    });
  const cash = (jumlah: number) => [{ jenis: 'CASH' as const, jumlah }];
  const payNext = (daysAgo: number, no: string, jumlah: number) =>
    at(daysAgo, async () =>
      bayarCicilan(shop, kasir, {
        no_cicilan: no,
        angsuran_ke: (await cicilanDetail(shop, no)).angsuran_ke + 1,
        pembayaran: cash(jumlah),
      }),
    );

  // Defaulted and auctioned today with the supervisor's authorisation.
  const auctioned = await take(OLDEST, 'WAHYU HIDAYAT');
  const otr = await seedAuthorize(shop, kasir, {
    user_id: 'spv1',
    password: DEMO_PASSWORD,
    ...api.OTORISASI.LELANG_CICILAN,
    keterangan: 'MENUNGGAK',
    no_faktur: auctioned.no_cicilan,
  });
  await simpanLelangCicilan(shop, kasir, {
    no_cicilan: auctioned.no_cicilan,
    id_otorisasi: otr.id_otorisasi,
  });
  // Defaulted: the first instalment is overdue (on the Lelang Cicilan list).
  await take(40, 'NUR HASANAH');
  // AKTIF with its first instalment paid on time.
  const paying = await take(45, 'BAYU PRATAMA', 'C06');
  await payNext(20, paying.no_cicilan, paying.jadwal[0]?.jumlah ?? 0);
  // AKTIF, taken a few days ago.
  await take(5, 'INDAH PERMATA');
  // Paid off today after one instalment: the item sold at the contract's price.
  const lunas = await take(20, 'ARIF RAHMAN');
  await payNext(10, lunas.no_cicilan, lunas.jadwal[0]?.jumlah ?? 0);
  await lunasCicilan(shop, kasir, {
    no_cicilan: lunas.no_cicilan,
    pembayaran: cash(lunas.total_kontrak - lunas.dp_rp - (lunas.jadwal[0]?.jumlah ?? 0)),
  });
  // Cancelled the day it was taken.
  const batal = await take(0, 'YULIA RAHAYU');
  await cancelCicilan(shop, user('spv1', 'SPV'), { no_faktur: batal.no_cicilan, alasan: 'CUSTOMER BATAL' });
}
