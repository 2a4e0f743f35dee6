import { type api, MODULE } from '@emas/contract';
import { addBarang } from '../domains/barang/barang.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { upsertModule } from '../platform/modules.queries.ts';
import { forgetModules } from '../platform/modules.ts';
import type { SessionUser } from '../platform/session.ts';

/** What each TOKO tray of the demo holds: group, jenis, name, weight range in grams. */
const TRAYS: [string, string, string, string, number, number][] = [
  ['A01', 'EMAS MUDA', 'MCC', 'CINCIN', 1.2, 4.5],
  ['A02', 'EMAS TUA', 'TCC', 'CINCIN', 2, 6],
  ['A03', 'EMAS MUDA', 'MKL', 'KALUNG', 3.5, 12],
  ['A04', 'EMAS TUA', 'TKL', 'KALUNG', 5, 18],
  ['A05', 'EMAS MUDA', 'MGL', 'GELANG', 4, 15],
  ['A06', 'EMAS MUDA', 'MAT', 'ANTING', 0.8, 3],
  ['A07', 'EMAS MUDA', 'MLT', 'LIONTIN', 0.7, 2.8],
];
const MODELS = [
  'PITA',
  'POLOS',
  'UKIR',
  'BELAH ROTAN',
  'PERMATA',
  'SISIK NAGA',
  'BUNGA',
  'KOREA',
  'ITALY',
  'RANTAI',
];
const KADAR: Record<string, [number, string, number]> = {
  'EMAS MUDA': [70, '700', 68],
  'EMAS TUA': [91.6, '916', 90],
};
const LM: [string, number][] = [
  ['LM1', 1],
  ['LM2', 2],
  ['LM5', 5],
  ['LM10', 10],
  ['LM25', 25],
];

/** A branch's opening stock: about 30 items per TOKO tray and some Logam Mulia bars, each with an RFID tag. */
export async function seedBarang(shop: ShopContext): Promise<number> {
  let n = 7;
  const next = () => {
    n = (n * 48271) % 2147483647;
    return n / 2147483647;
  };
  const items: api.BarangInput[] = [];
  for (const [baki, group, dept, jenis, min, max] of TRAYS) {
    const [kadar, kadar_cetak, kadar_modal] = KADAR[group] ?? [100, '999', 100];
    for (let i = 0; i < 30; i++) {
      const berat = Math.round((min + next() * (max - min)) * 1000) / 1000;
      items.push({
        nama_barang: `${jenis} ${MODELS[Math.floor(next() * MODELS.length)]}`,
        kode_gudang: 'TOKO',
        kode_baki: baki,
        kode_group: group,
        kode_dept: dept,
        markis: 'TIDAK',
        berat,
        berat_asli: Math.round((berat + 0.02) * 1000) / 1000,
        kadar,
        kadar_cetak,
        kadar_modal,
        ongkos: 25_000 + Math.floor(next() * 6) * 5_000,
        profit: 20_000 + Math.floor(next() * 4) * 10_000,
      } as api.BarangInput);
    }
  }
  for (const [dept, berat] of LM)
    for (let i = 0; i < 4; i++)
      items.push({
        nama_barang: `LOGAM MULIA ${berat} GR`,
        kode_gudang: 'TOKO',
        kode_baki: 'A08',
        kode_group: 'LM',
        kode_dept: dept,
        markis: 'TIDAK',
        berat,
        berat_asli: berat,
        kadar: 99.99,
        kadar_cetak: '999.9',
        kadar_modal: 99.99,
        ongkos: 0,
        profit: 50_000,
      } as api.BarangInput);
  const admin: SessionUser = {
    user_id: 'admin',
    user_name: 'ADMINISTRATOR',
    level: 'SU',
    akses: [],
    kind: 'SYSTEM',
    tokenHash: 'seed',
  };
  // Every item carries an RFID tag (the Stock Opname RFID demo), and that module is on.
  const tagged = items.map((it, i) => ({
    ...it,
    tag_id: `E280${shop.kode_toko}${String(i + 1).padStart(6, '0')}`,
  }));
  const res = await addBarang(shop, admin, tagged);
  await upsertModule(shop, shop.db, MODULE.RFID, true, 'SEED');
  forgetModules(shop);
  return res.items.length;
}
