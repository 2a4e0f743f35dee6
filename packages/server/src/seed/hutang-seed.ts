import { addDays, api } from '@emas/contract';
import { cancelHutang, createHutang } from '../domains/hutang/hutang.service.ts';
import { lunasHutang, perpanjangHutang, quotePenebusan } from '../domains/hutang/hutang-bayar.service.ts';
import { findBusinessDay } from '../domains/system/system.queries.ts';
import type { ShopContext } from '../platform/context.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { onPastDays } from './past-days.ts';
import { seedAuthorize, seedUser } from './seed-user.ts';

const user = seedUser;
const kasir = user('kasir1', 'KASIR');

type Piece = api.HutangPieceInput;
const piece = (
  kode_group: string,
  nama_barang: string,
  kadar: number,
  berat: number,
  kondisi = 'LENGKAP',
): Piece => ({
  kode_group,
  nama_barang,
  kadar,
  berat,
  berat_bruto: Math.round(berat * 1.02 * 1000) / 1000,
  jumlah: 1,
  kondisi,
});

/**
 * The demo's pawn loans, through the real service on past business days (the shop's date minus N
 * days, never in the future; the day is moved back and restored): loans AKTIF and not yet due, AKTIF
 * and overdue (for the auction screen), extended, redeemed (one with interest below the computed one,
 * authorised by spv1) and cancelled, plus one taken today in cash. Loans of past days are paid out by
 * transfer (the cashier's drawer of a past day holds nothing).
 */
export async function seedHutang(shop: ShopContext): Promise<void> {
  const today = await findBusinessDay(shop);
  const at = onPastDays(shop, today);
  let n = 0;
  const take = (daysAgo: number, nama: string, jumlah: number, pieces: Piece[], term = 120) =>
    at(daysAgo, () => {
      n += 1;
      const transfer = daysAgo > 0;
      return createHutang(shop, kasir, {
        kode_sales: n % 2 ? 'S01' : 'S02',
        nama_customer: nama,
        alamat_customer: `JL. MELATI NO. ${n}, ${shop.kode_toko === 'TK1' ? 'JAKARTA SELATAN' : 'DEPOK'}`,
        no_hp: `08129000${String(400 + n)}`,
        no_ktp: `3174${String(100_000_000_000 + n * 7_919)}`,
        jumlah_hutang: jumlah,
        tgl_tempo: addDays(today, term - daysAgo),
        detail_barang: pieces,
        pembayaran: transfer
          ? [
              {
                jenis: 'TRANSFER',
                jumlah,
                kode_bank: 'BCA',
                no_rekening: '5271234567',
              },
            ]
          : [{ jenis: 'CASH', jumlah }],
      });
    });

  // AKTIF, not yet due.
  await take(100, 'BUDI SANTOSO', 4_000_000, [
    piece('EMAS MUDA', 'GELANG RANTAI', 70, 6.5),
    piece('EMAS MUDA', 'CINCIN POLOS', 70, 2.1, 'TANPA SURAT'),
  ]);
  // AKTIF and overdue: left for the auction (lelang).
  await take(200, 'HENDRA WIJAYA', 9_000_000, [piece('LM', 'LOGAM MULIA 10 GR', 99.99, 10)]);
  await take(150, 'SITI AMINAH', 3_500_000, [piece('EMAS TUA', 'KALUNG RANTAI', 91.6, 4.2)]);
  await take(140, 'RATNA DEWI', 1_500_000, [piece('EMAS MUDA', 'ANTING BULAT', 70, 4.05, 'RUSAK')]);
  await take(20, 'FAJAR NUGROHO', 2_800_000, [piece('EMAS TUA', 'CINCIN MATA SATU', 91.6, 3.1)]);
  // Extended 40 days ago: the interest so far paid, a new due date.
  const extended = await take(130, 'AGUS SALIM', 2_500_000, [piece('EMAS MUDA', 'LIONTIN HATI', 70, 5.5)]);
  await at(40, () =>
    perpanjangHutang(shop, kasir, {
      no_faktur_hutang: extended.no_faktur_hutang,
      tgl_tempo: addDays(today, 80),
    }),
  );
  // Redeemed.
  const redeemed = await take(60, 'DEWI LESTARI', 6_000_000, [
    piece('EMAS TUA', 'GELANG KERONCONG', 91.6, 7.25),
  ]);
  await at(10, () => lunasHutang(shop, kasir, { no_faktur_hutang: redeemed.no_faktur_hutang }));
  // Redeemed with a discount on the interest, authorised by the supervisor.
  const discounted = await take(35, 'YOHANES KURNIAWAN', 12_000_000, [
    piece('EMAS TUA', 'CINCIN KAWIN SEPASANG', 91.6, 12.6),
  ]);
  await at(2, async () => {
    const quote = await quotePenebusan(shop, { no_faktur_hutang: discounted.no_faktur_hutang });
    const otr = await seedAuthorize(shop, kasir, {
      user_id: 'spv1',
      password: DEMO_PASSWORD,
      ...api.OTORISASI.BUNGA_DI_BAWAH_PERHITUNGAN,
      keterangan: 'PELANGGAN LAMA',
      no_faktur: discounted.no_faktur_hutang,
      jumlah: quote.bunga_pinjam - 20_000,
    });
    return lunasHutang(shop, kasir, {
      no_faktur_hutang: discounted.no_faktur_hutang,
      bunga_rp: quote.bunga_pinjam - 20_000,
      id_otorisasi: otr.id_otorisasi,
    });
  });
  // Cancelled the day it was taken.
  const cancelled = await take(3, 'LINDA SARI', 1_500_000, [piece('EMAS MUDA', 'CINCIN BATU', 70, 3.3)]);
  await at(3, () =>
    cancelHutang(shop, user('spv1', 'SPV'), {
      no_faktur: cancelled.no_faktur_hutang,
      alasan: 'CUSTOMER BATAL PINJAM',
    }),
  );
  // Taken today, in cash.
  await take(0, 'MUHAMMAD RIZKI', 2_000_000, [piece('EMAS MUDA', 'GELANG BANGLE', 70, 5.8)]);
}
