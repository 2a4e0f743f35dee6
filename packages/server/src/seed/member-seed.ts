import { addDays } from '@emas/contract';
import type { Db } from '../db/database.ts';
import {
  addPoints,
  createMember,
  hadiahStockIn,
  reversePoints,
  tukarPoint,
} from '../domains/member/member.service.ts';
import type { ShopContext } from '../platform/context.ts';
import type { SessionUser } from '../platform/session.ts';

/** Demo members of a branch: names, addresses in real kelurahan/kecamatan/kota, and point history. */

const FIRST = [
  'SITI',
  'DEWI',
  'RINA',
  'AGUS',
  'BUDI',
  'SRI',
  'YULIA',
  'HENDRA',
  'WAHYU',
  'LESTARI',
  'ANDI',
  'RATNA',
  'DIAN',
  'FITRI',
  'IWAN',
  'NUR',
  'EKO',
  'INDAH',
  'RUDI',
  'MEGA',
];
const LAST = [
  'RAHAYU',
  'SANTOSO',
  'HANDAYANI',
  'SETIAWAN',
  'WULANDARI',
  'PRATAMA',
  'KURNIAWAN',
  'SARI',
  'HIDAYAT',
  'NURHALIZA',
  'SUSANTI',
  'GUNAWAN',
  'PUSPITA',
  'SAPUTRA',
];
const STREETS = [
  'JL. MERDEKA',
  'JL. DIPONEGORO',
  'JL. SUDIRMAN',
  'JL. AHMAD YANI',
  'JL. GAJAH MADA',
  'JL. PAHLAWAN',
  'JL. KARTINI',
  'JL. IMAM BONJOL',
  'GG. MAWAR',
  'JL. CEMPAKA',
];
/** [kelurahan, kecamatan, kota] */
const PLACES: [string, string, string][] = [
  ['KEBON JERUK', 'KEBON JERUK', 'JAKARTA BARAT'],
  ['TEBET BARAT', 'TEBET', 'JAKARTA SELATAN'],
  ['RAWAMANGUN', 'PULO GADUNG', 'JAKARTA TIMUR'],
  ['CIBODAS', 'CIBODAS', 'TANGERANG'],
  ['MARGAHAYU', 'BEKASI TIMUR', 'BEKASI'],
  ['PANCORAN MAS', 'PANCORAN MAS', 'DEPOK'],
  ['TEGALSARI', 'TEGALSARI', 'SURABAYA'],
  ['LOWOKWARU', 'LOWOKWARU', 'MALANG'],
  ['CITARUM', 'BANDUNG WETAN', 'BANDUNG'],
  ['PEKUNDEN', 'SEMARANG TENGAH', 'SEMARANG'],
];
const GROUPS: [string, number, number][] = [
  ['EMAS MUDA', 1_500_000, 9_000_000],
  ['EMAS TUA', 4_000_000, 25_000_000],
  ['LM', 5_000_000, 30_000_000],
];

/** A small deterministic generator: the same demo every time. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const SEED_USER: SessionUser = {
  user_id: 'admin',
  user_name: 'ADMIN',
  level: 'SU',
  akses: [],
  kind: 'SYSTEM',
  tokenHash: '',
};

export const DEMO_MEMBERS_PER_SHOP = 40;

/**
 * Seeds a branch: its gifts in stock, DEMO_MEMBERS_PER_SHOP members (codes {kode_toko}{6 digits}),
 * each with a few purchases of the last 60 days earning points from parameter-point, one cancelled
 * sale, and a few gift exchanges — all through the member service, so the ledgers add up.
 */
export async function seedMembers(shop: ShopContext, tglSystem: string): Promise<void> {
  const rand = rng([...shop.kode_toko].reduce((a, c) => a * 31 + c.charCodeAt(0), 7));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  for (const [kode, qty] of [
    ['H001', 30],
    ['H002', 20],
    ['H003', 25],
    ['H004', 10],
    ['H005', 15],
  ] as const)
    await hadiahStockIn(shop, SEED_USER, { kode_hadiah: kode, qty, keterangan: 'STOCK AWAL DEMO' });

  const prefix = shop.kode_toko.replace(/[^A-Z0-9]/gi, '').toUpperCase();
  const codes: string[] = [];
  for (let i = 1; i <= DEMO_MEMBERS_PER_SHOP; i++) {
    const [kelurahan, kecamatan, kota] = pick(PLACES);
    const year = 1965 + Math.floor(rand() * 38);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    const m = await createMember(shop, SEED_USER, {
      kode_member: `${prefix}${String(i).padStart(6, '0')}`,
      nama_customer: `${pick(FIRST)} ${pick(LAST)}`,
      alamat_customer: `${pick(STREETS)} NO. ${1 + Math.floor(rand() * 120)}`,
      kelurahan,
      kecamatan,
      kota,
      no_hp: `08${String(1_100_000_000 + Math.floor(rand() * 899_999_999))}`,
      nik: i % 4 === 0 ? undefined : `3${String(Math.floor(rand() * 1e15)).padStart(15, '0')}`,
      tgl_lahir: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    });
    codes.push(m.kode_member);
  }

  // Purchases of the last 60 days, written in date order so the running balances read naturally.
  const sales: { kode: string; group: string; total: number; tanggal: string }[] = [];
  for (const kode of codes) {
    const count = 2 + Math.floor(rand() * 6);
    for (let s = 0; s < count; s++) {
      const [group, min, max] = pick(GROUPS);
      const total = Math.round((min + rand() * (max - min)) / 500) * 500;
      sales.push({ kode, group, total, tanggal: addDays(tglSystem, -Math.floor(rand() * 60)) });
    }
  }
  sales.sort((a, b) => a.tanggal.localeCompare(b.tanggal));
  let faktur = 0;
  for (const sale of sales) {
    faktur++;
    const no_faktur = `DEMO-${shop.kode_toko}-${String(faktur).padStart(5, '0')}`;
    await shop.db.transaction(async (tx) => {
      await addPoints(shop, tx as unknown as Db, {
        kode_member: sale.kode,
        no_faktur,
        tanggal: sale.tanggal,
        lines: [{ kode_group: sale.group, total: sale.total }],
        input_by: 'kasir1',
      });
      // Now and then a sale is cancelled and its points go back.
      if (faktur % 17 === 0)
        await reversePoints(shop, tx as unknown as Db, {
          no_faktur,
          tanggal: sale.tanggal,
          input_by: 'spv1',
        });
    });
  }
  // A few members already took a gift.
  let exchanged = 0;
  for (const kode of codes) {
    if (exchanged >= 8) break;
    try {
      await tukarPoint(shop, SEED_USER, {
        kode_member: kode,
        kode_hadiah: exchanged % 3 ? 'H001' : 'H003',
        qty: 1,
      });
      exchanged++;
    } catch {
      // not enough points: no exchange for this member
    }
  }
}
