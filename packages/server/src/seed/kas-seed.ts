import { DOC_PREFIX } from '@emas/contract';
import { KAS_KATEGORI } from '@emas/contract/api/kas';
import type { Db } from '../db/database.ts';
import { insertCashRows } from '../domains/kas/kas.queries.ts';
import { nextDocumentNumber } from '../domains/kas/nomor-dokumen.ts';
import type { ShopContext } from '../platform/context.ts';

/**
 * A branch's cash on the demo's first day: kasir1 opens with a SALDO AWAL, a few uang kas movements,
 * and one bank transfer from a customer waiting for validasi non cash.
 */
export async function seedKas(shop: ShopContext, today: string): Promise<void> {
  await shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const kas = async (input_by: string, kategori: string, deskripsi: string, jumlah: number) => {
      const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.KAS, today);
      const masuk = kategori === KAS_KATEGORI.KAS_MASUK;
      return {
        tanggal: today,
        kategori,
        deskripsi,
        jenis: 'CASH',
        jumlah_in: masuk ? jumlah : 0,
        jumlah_out: masuk ? 0 : jumlah,
        input_by,
        id_trx: no,
      };
    };
    await insertCashRows(shop, tx, [
      {
        tanggal: today,
        kategori: KAS_KATEGORI.SALDO_AWAL,
        deskripsi: KAS_KATEGORI.SALDO_AWAL,
        jenis: 'CASH',
        jumlah_in: 5_000_000,
        input_by: 'kasir1',
        id_trx: `SA-${today}`,
      },
      await kas('kasir1', KAS_KATEGORI.KAS_MASUK, 'TAMBAHAN MODAL KAS DARI OWNER', 2_000_000),
      await kas('kasir1', KAS_KATEGORI.KAS_KELUAR, 'BELI AIR MINUM DAN KONSUMSI', 150_000),
      await kas('spv1', KAS_KATEGORI.KAS_KELUAR, 'BAYAR PARKIR DAN KEAMANAN', 50_000),
      {
        tanggal: today,
        kategori: KAS_KATEGORI.BANK_MASUK,
        deskripsi: 'TRANSFER DP PESANAN CINCIN IBU RATNA',
        jenis: 'TRANSFER',
        jumlah_in: 3_500_000,
        kode_bank: 'BCA',
        no_rekening: '5271234567',
        input_by: 'kasir1',
        id_trx: `BK-${shop.kode_toko}-SEED-1`,
      },
    ]);
  });
}
