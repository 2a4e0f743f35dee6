import { addDays } from '@emas/contract';
import {
  cancelService,
  completeService,
  createService,
  pickUpService,
  validateServices,
} from '../domains/service/service.service.ts';
import { findBusinessDay } from '../domains/system/system.queries.ts';
import type { ShopContext } from '../platform/context.ts';
import { systemUser as user } from '../platform/session.ts';

/**
 * The demo's repairs on the business day, through the real service: two in the goldsmith's hands
 * (one with a transfer down payment), one done and waiting, one picked up (validated by the
 * supervisor) and one cancelled, so Lihat Service, Validasi Service and the end-of-day report have
 * something in every state, and validasi/service/get some rows. Promised dates lie ahead.
 */
export async function seedService(shop: ShopContext): Promise<void> {
  const tanggal = await findBusinessDay(shop);
  const kasir = user('kasir1', 'KASIR');
  const take = (
    nama_customer: string,
    nama_barang: string,
    berat: number,
    kode_deskripsi: string[],
    kode_tukang: string,
    total: number,
    dp_rp: number,
    jenis: 'CASH' | 'TRANSFER' = 'CASH',
  ) =>
    createService(shop, kasir, {
      kode_sales: 'S01',
      nama_customer,
      no_hp: `0812000300${String(total).slice(0, 2)}`,
      nama_barang,
      berat,
      kode_deskripsi,
      kode_tukang,
      total,
      dp_rp,
      tgl_janji: addDays(tanggal, 3),
      pembayaran: dp_rp
        ? [
            jenis === 'TRANSFER'
              ? { jenis, jumlah: dp_rp, kode_bank: 'BCA', no_rekening: '5271234567' }
              : { jenis, jumlah: dp_rp },
          ]
        : [],
    });
  await take('DEWI ANGGRAINI', 'KALUNG RANTAI PUTUS', 7.25, ['PATRI', 'POLES'], 'T01', 45_000, 20_000);
  await take('HARYANTO', 'CINCIN KAWIN', 3.1, ['BESAR'], 'T02', 40_000, 40_000, 'TRANSFER');
  const done = await take('MEGA PUTRI', 'GELANG KERONCONG', 12.4, ['SEPUH'], 'T02', 50_000, 10_000);
  await completeService(shop, kasir, {
    no_faktur_service: done.no_faktur_service,
    total: 55_000,
    berat_selesai: 12.38,
  });
  const picked = await take('YULIANTI', 'ANTING TUSUK', 1.6, ['KUNCI', 'POLES'], 'T01', 45_000, 15_000);
  await completeService(shop, kasir, {
    no_faktur_service: picked.no_faktur_service,
    total: 45_000,
    berat_selesai: 1.6,
  });
  await pickUpService(shop, kasir, {
    no_faktur_service: picked.no_faktur_service,
    pembayaran: [{ jenis: 'CASH', jumlah: 30_000 }],
  });
  await validateServices(shop, { no_services: [picked.no_faktur_service], user_id: 'spv1' });
  const cancelled = await take('ROBERT TAN', 'CINCIN NAMA', 4.05, ['GRAFIR'], 'T03', 35_000, 10_000);
  await cancelService(shop, user('spv1', 'SPV'), {
    no_faktur: cancelled.no_faktur_service,
    alasan: 'CUSTOMER BATAL SERVICE',
  });
}
