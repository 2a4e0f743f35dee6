import { addDays, api } from '@emas/contract';
import { findBusinessDay } from '../domains/system/system.queries.ts';
import { cancelTitipSimpan, createTitipSimpan } from '../domains/titip-simpan/titip-simpan.service.ts';
import { simpanLelangTitip } from '../domains/titip-simpan/titip-simpan-lelang.service.ts';
import {
  batalLunasTitipSimpan,
  lunasTitipSimpan,
  quotePelunasan,
} from '../domains/titip-simpan/titip-simpan-lunas.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { onPastDays } from './past-days.ts';
import { seedAuthorize, seedUser as user } from './seed-user.ts';

const kasir = user('kasir1', 'KASIR');

const piece = (kode_group: string, nama_barang: string, kadar: number, berat: number, qty = 1) => ({
  kode_group,
  nama_barang,
  kadar,
  berat_emas: berat,
  berat_bruto: Math.round(berat * 1.03 * 1000) / 1000,
  qty,
});
const transfer = (jumlah: number) => [
  { jenis: 'TRANSFER' as const, jumlah, kode_bank: 'BCA', no_rekening: '5271234567' },
];

/**
 * The demo's deposits (titip simpan), through the real services on past business days (the shop's
 * date moved back and restored), so that the stock and transaction reports of the last 30 days have
 * rows: AKTIF and not yet due, AKTIF and overdue (for Lelang Titip Simpan), renewed (PEREMAJAAN), paid
 * off (PELUNASAN, one late), a pay-off reversed by batal-titipan-lunas, one cancelled, one auctioned,
 * and one taken today in cash. Money of past days moves by transfer (a past day's drawer is empty).
 */
export async function seedTitipSimpan(shop: ShopContext): Promise<void> {
  const today = await findBusinessDay(shop);
  const at = onPastDays(shop, today);
  const spv = (kind: { kategori: string; description: string }, keterangan: string, no_faktur: string) =>
    seedAuthorize(shop, kasir, { user_id: 'spv1', password: DEMO_PASSWORD, ...kind, keterangan, no_faktur });
  const city = shop.kode_toko === 'TK1' ? 'JAKARTA TIMUR' : 'BOGOR';
  let n = 0;
  const take = (
    daysAgo: number,
    nama: string,
    jumlah: number,
    pieces: ReturnType<typeof piece>[],
    term = 30,
  ) =>
    at(daysAgo, () => {
      n += 1;
      return createTitipSimpan(shop, kasir, {
        kode_sales: n % 2 ? 'S01' : 'S02',
        nama_customer: nama,
        alamat_customer: `JL. KENANGA NO. ${n}, ${city}`,
        no_hp: `08138000${String(500 + n)}`,
        jumlah_titip_simpan: jumlah,
        bunga: 0.05,
        surat_pantes: 10_000,
        biaya_admin: 15_000,
        asuransi: Math.round(jumlah / 1000),
        sewa_brankas: 25_000,
        biaya_jasa_pencarian: n % 3 ? 0 : 10_000,
        denda_per_hari: 2_500,
        tgl_tempo: addDays(today, term - daysAgo),
        detail_barang: pieces,
        pembayaran: daysAgo > 0 ? transfer(jumlah) : [{ jenis: 'CASH', jumlah }],
      });
    });
  const settle = (daysAgo: number, no: string, jenis: api.JenisPelunasan, tgl_tempo?: string) =>
    at(daysAgo, async () => {
      const quote = await quotePelunasan(shop, no);
      const total = jenis === 'PELUNASAN' ? quote.total_pelunasan : quote.total_peremajaan;
      n += 1;
      return lunasTitipSimpan(shop, kasir, {
        no_faktur_titip_simpan: no,
        jenis_pelunasan: jenis,
        tgl_tempo,
        pembayaran: transfer(total),
      });
    });

  // AKTIF, not yet due.
  await take(12, 'SRI WAHYUNI', 6_000_000, [
    piece('EMAS TUA', 'GELANG KERONCONG', 91.6, 8.4),
    piece('EMAS MUDA', 'CINCIN BATU', 70, 2.2, 2),
  ]);
  await take(5, 'ANDI PRATAMA', 3_000_000, [piece('LM', 'LOGAM MULIA 5 GR', 99.99, 5)]);
  // AKTIF and overdue: on the Lelang Titip Simpan list.
  await take(50, 'BAMBANG HERMAWAN', 4_500_000, [piece('EMAS TUA', 'KALUNG RANTAI', 91.6, 6.1)]);
  // Renewed 8 days ago for another 30 days.
  const renewed = await take(38, 'MAYA SAFITRI', 2_300_000, [piece('EMAS MUDA', 'LIONTIN BUNGA', 70, 4.75)]);
  await settle(8, renewed.no_faktur_titip_simpan, 'PEREMAJAAN', addDays(today, 22));
  // Paid off on time, and paid off late.
  const paid = await take(25, 'TONO SUGIARTO', 5_000_000, [piece('EMAS TUA', 'CINCIN KAWIN', 91.6, 7.3)]);
  await settle(6, paid.no_faktur_titip_simpan, 'PELUNASAN');
  const late = await take(45, 'RINI ASTUTI', 1_900_000, [piece('EMAS MUDA', 'ANTING JURAI', 70, 3.9)]);
  await settle(4, late.no_faktur_titip_simpan, 'PELUNASAN');
  // Paid off by mistake and reversed the next day with spv1's BATAL TITIPAN LUNAS.
  const reversed = await take(18, 'DODI SETIAWAN', 3_500_000, [
    piece('EMAS TUA', 'GELANG RANTAI', 91.6, 5.6),
  ]);
  await settle(4, reversed.no_faktur_titip_simpan, 'PELUNASAN');
  await at(3, async () => {
    const otr = await spv(
      api.OTORISASI.BATAL_LUNAS_TITIP_SIMPAN,
      'SALAH PILIH FAKTUR',
      reversed.no_faktur_titip_simpan,
    );
    return batalLunasTitipSimpan(shop, kasir, {
      no_faktur_titip_simpan: reversed.no_faktur_titip_simpan,
      alasan: 'SALAH PILIH FAKTUR',
      id_otorisasi: otr.id_otorisasi,
    });
  });
  // Cancelled the day it was taken.
  const cancelled = await take(2, 'WULAN SARI', 900_000, [piece('EMAS MUDA', 'CINCIN POLOS', 70, 1.9)]);
  await at(2, () =>
    cancelTitipSimpan(shop, user('spv1', 'SPV'), {
      no_faktur: cancelled.no_faktur_titip_simpan,
      alasan: 'CUSTOMER BATAL TITIP',
    }),
  );
  // Auctioned 2 days ago, 40 days past its due date.
  const auctioned = await take(72, 'JOKO SUSILO', 8_000_000, [piece('LM', 'LOGAM MULIA 10 GR', 99.99, 10)]);
  await at(2, async () => {
    const otr = await spv(
      api.OTORISASI.LELANG_TITIP_SIMPAN,
      'JATUH TEMPO LEBIH DARI 1 BULAN',
      auctioned.no_faktur_titip_simpan,
    );
    return simpanLelangTitip(shop, kasir, {
      no_faktur_titip_simpan: auctioned.no_faktur_titip_simpan,
      id_otorisasi: otr.id_otorisasi,
    });
  });
  // Taken today, in cash.
  await take(0, 'FITRIA RAHMAWATI', 1_500_000, [piece('EMAS MUDA', 'GELANG BANGLE', 70, 4.4)]);
}
