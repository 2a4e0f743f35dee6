import { MODULE, pricePurchaseLine } from '@emas/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { createPurchase, purchaseQuote } from '../domains/pembelian/pembelian.service.ts';
import { cancelSale, createSale, saleQuote } from '../domains/penjualan/penjualan.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { upsertModule } from '../platform/modules.queries.ts';
import { forgetModules } from '../platform/modules.ts';
import { systemUser } from '../platform/session.ts';

const kasir = (user_id: string) => systemUser(user_id, 'KASIR');

const CUSTOMERS = [
  ['SITI RAHMAWATI', 'JL. KENANGA NO. 17, BEKASI', '081311223344'],
  ['BUDI SANTOSO', 'JL. MERPATI 5, DEPOK', '081298765432'],
  ['NURUL HIDAYAH', 'PERUM GRIYA ASRI B2/9, BOGOR', ''],
  ['ANDI WIJAYA', 'JL. SUDIRMAN 101, JAKARTA', '085711002200'],
  ['RATNA SARI', 'JL. MELATI 3, TANGERANG', ''],
] as const;

/**
 * The demo's first day at the counter, through the real services: a dozen sales (cash with change,
 * transfer, debit, QRIS), two with a trade-in, three buy-backs of outside gold and one cancelled sale, so the
 * dashboard, the invoices and the reports have something to show.
 */
export async function seedTransaksi(shop: ShopContext): Promise<void> {
  // The demo's sales staff earn a bonus (Parameter Bonus Sales, Laporan Bonus Sales).
  await upsertModule(shop, shop.db, MODULE.BONUS_SALES, true, null);
  forgetModules(shop);
  const ready = await shop.db
    .select({ kode: shop.t.barang.kode_barcode })
    .from(shop.t.barang)
    // Gold items: the demo's diamonds (the oldest barcodes) stay in tray A08 for the diamond counter.
    .where(and(eq(shop.t.barang.status, 'READY'), isNull(shop.t.barang.data_berlian)))
    .orderBy(shop.t.barang.kode_barcode)
    .limit(14);
  const salesCodes = ['S01', 'S02', 'S03'];
  let n = 0;
  for (const { kode } of ready.slice(0, 12)) {
    const q = await saleQuote(shop, kode);
    const [nama, alamat, hp] = CUSTOMERS[n % CUSTOMERS.length] ?? CUSTOMERS[0];
    const withTukar = n % 6 === 5;
    const tukar = withTukar
      ? [{ nama_barang: 'CINCIN LAMA', kode_group: q.kode_group, berat: 1.25, kode_kondisi: 'KUSAM' }]
      : [];
    // Priced the way the counter does before saving.
    const tukarHarga = withTukar ? await tradeInPrice(shop, q.kode_group) : 0;
    const rest = q.harga_total - tukarHarga;
    const pembayaran =
      n % 4 === 1
        ? [
            { jenis: 'CASH' as const, jumlah: Math.min(rest, 1_000_000) },
            {
              jenis: 'TRANSFER' as const,
              jumlah: rest - Math.min(rest, 1_000_000),
              kode_bank: 'BCA',
              no_rekening: '5271234567',
            },
          ].filter((p) => p.jumlah > 0)
        : n % 8 === 7
          ? [{ jenis: 'QRIS' as const, jumlah: rest, no_rekening: `QRIS-${shop.kode_toko}` }]
          : n % 4 === 3
            ? [{ jenis: 'DEBET' as const, jumlah: rest, kode_bank: 'MANDIRI' }]
            : // Every other cash customer hands over round notes and gets change back.
              [{ jenis: 'CASH' as const, jumlah: n % 4 === 0 ? Math.ceil(rest / 100_000) * 100_000 : rest }];
    await createSale(shop, kasir(n % 3 === 2 ? 'spv1' : 'kasir1'), {
      kode_sales: salesCodes[n % salesCodes.length] as string,
      nama_customer: nama,
      alamat_customer: alamat,
      no_hp: hp || undefined,
      detail_barang: [{ kode_barcode: kode }],
      tukar,
      pembayaran: withTukar ? [{ jenis: 'TUKAR', jumlah: tukarHarga }, ...pembayaran] : pembayaran,
    });
    n++;
  }
  // Buy-backs: two paid from the drawer, the gold bar by transfer from the shop's account.
  const buyBacks = [
    { nama: 'GELANG RANTAI', group: 'EMAS MUDA', berat: 3.2, kondisi: 'BAGUS', jenis: 'CASH' as const },
    { nama: 'CINCIN PATAH', group: 'EMAS MUDA', berat: 1.85, kondisi: 'RUSAK', jenis: 'CASH' as const },
    { nama: 'LOGAM MULIA 5 GR', group: 'LM', berat: 5, kondisi: 'BAGUS', jenis: 'TRANSFER' as const },
  ];
  for (const [i, b] of buyBacks.entries()) {
    const harga = await tradeInPrice(shop, b.group, b.berat, b.kondisi).catch(() => 0);
    if (!harga) continue;
    await createPurchase(shop, kasir('kasir1'), {
      kode_sales: 'S01',
      nama_customer: CUSTOMERS[i]?.[0],
      alamat_customer: CUSTOMERS[i]?.[1],
      // A walk-in seller is named with a KTP (issue 43).
      no_ktp: `317401010180000${i + 1}`,
      detail_barang: [{ nama_barang: b.nama, kode_group: b.group, berat: b.berat, kode_kondisi: b.kondisi }],
      pembayaran: [
        b.jenis === 'TRANSFER'
          ? { jenis: 'TRANSFER', jumlah: harga, kode_bank: 'BCA', no_rekening: '5271234567' }
          : { jenis: 'CASH', jumlah: harga },
      ],
    });
  }
  const last = ready[12];
  if (last) {
    const q = await saleQuote(shop, last.kode);
    const saved = await createSale(shop, kasir('kasir1'), {
      kode_sales: 'S02',
      detail_barang: [{ kode_barcode: last.kode }],
      pembayaran: [{ jenis: 'CASH', jumlah: q.harga_total }],
    });
    await cancelSale(shop, kasir('spv1'), {
      no_faktur: saved.no_faktur_group,
      alasan: 'CUSTOMER BATAL BELI',
    });
  }
}

async function tradeInPrice(
  shop: ShopContext,
  kodeGroup: string,
  berat = 1.25,
  kondisi = 'KUSAM',
): Promise<number> {
  const q = await purchaseQuote(shop, { kode_group: kodeGroup, kode_kondisi: kondisi });
  return pricePurchaseLine({ ...q, berat });
}
