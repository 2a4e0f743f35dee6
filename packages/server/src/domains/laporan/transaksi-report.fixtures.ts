import type { ShopContext } from '../../platform/context.ts';

/**
 * Sales, purchases and their cash rows written straight into a shop's tables (the counter's services
 * are built elsewhere): two days of a small shop, with a trade-in, a transfer purchase and cancelled
 * lines, on days no demo data uses. The numbers the tests expect are in FIXTURE_EXPECT.
 */
export const FIX_D1 = '2024-03-05';
export const FIX_D2 = '2024-03-06';

type Sale = {
  tanggal: string;
  group: string;
  line: string;
  sales: string;
  customer: string;
  barcode: string;
  nama: string;
  kode_group: string;
  dept: string;
  kadar: string;
  berat: string;
  harga_gram: number;
  ongkos: number;
  harga_total: number;
  status?: 'OPEN' | 'BATAL';
};

export const SALES: Sale[] = [
  // FJ-1: two young-gold rings for Ibu Sari, paid cash and transfer.
  {
    tanggal: FIX_D1,
    group: 'FJ-TK1-240305-0001',
    line: 'JL-TK1-240305-0001',
    sales: 'S01',
    customer: 'SARI, IBU',
    barcode: '71000001',
    nama: 'CINCIN PITA',
    kode_group: 'EMAS MUDA',
    dept: 'MCC',
    kadar: '70.00',
    berat: '2.500',
    harga_gram: 1_090_000,
    ongkos: 25_000,
    harga_total: 2_750_000,
  },
  {
    tanggal: FIX_D1,
    group: 'FJ-TK1-240305-0001',
    line: 'JL-TK1-240305-0002',
    sales: 'S01',
    customer: 'SARI, IBU',
    barcode: '71000002',
    nama: 'CINCIN UKIR',
    kode_group: 'EMAS MUDA',
    dept: 'MCC',
    kadar: '70.00',
    berat: '3.125',
    harga_gram: 1_080_000,
    ongkos: 25_000,
    harga_total: 3_400_000,
  },
  // FJ-2: a 10 g gold bar paid by debit card.
  {
    tanggal: FIX_D1,
    group: 'FJ-TK1-240305-0002',
    line: 'JL-TK1-240305-0003',
    sales: 'S02',
    customer: 'PAK BUDI',
    barcode: '71000003',
    nama: 'LM ANTAM 10 GR',
    kode_group: 'LM',
    dept: 'LM10',
    kadar: '99.99',
    berat: '10.000',
    harga_gram: 1_350_000,
    ongkos: 0,
    harga_total: 13_500_000,
  },
  // FJ-3: an old-gold bracelet, partly paid with a trade-in.
  {
    tanggal: FIX_D2,
    group: 'FJ-TK1-240306-0001',
    line: 'JL-TK1-240306-0001',
    sales: 'S01',
    customer: 'RINA',
    barcode: '71000004',
    nama: 'GELANG RANTAI',
    kode_group: 'EMAS TUA',
    dept: 'TGL',
    kadar: '91.60',
    berat: '5.000',
    harga_gram: 1_190_000,
    ongkos: 50_000,
    harga_total: 6_000_000,
  },
  // FJ-4: a diamond ring, cancelled the same day.
  {
    tanggal: FIX_D2,
    group: 'FJ-TK1-240306-0002',
    line: 'JL-TK1-240306-0002',
    sales: 'S02',
    customer: 'HENDRA',
    barcode: '71000005',
    nama: 'CINCIN BERLIAN',
    kode_group: 'BERLIAN',
    dept: 'BCC',
    kadar: '75.00',
    berat: '4.000',
    harga_gram: 0,
    ongkos: 0,
    harga_total: 15_000_000,
    status: 'BATAL',
  },
];

type Buy = {
  tanggal: string;
  group: string;
  line: string;
  jenis: 'BELI' | 'TUKAR';
  sales: string;
  customer: string;
  member?: string;
  barcode: string;
  nama: string;
  kode_group: string;
  kadar: string;
  berat: string;
  berat_nota: string;
  harga_nota: number;
  harga_gram: number;
  harga: number;
  kondisi: string;
  tipe: string;
  status?: 'OPEN' | 'BATAL';
};

const BUYS: Buy[] = [
  {
    tanggal: FIX_D1,
    group: 'FB-TK1-240305-0001',
    line: 'BL-TK1-240305-0001',
    jenis: 'BELI',
    sales: 'S03',
    customer: 'JOKO',
    member: 'M0001234',
    barcode: '72000001',
    nama: 'KALUNG RANTAI',
    kode_group: 'EMAS MUDA',
    kadar: '70.00',
    berat: '3.000',
    berat_nota: '3.100',
    harga_nota: 2_600_000,
    harga_gram: 800_000,
    harga: 2_400_000,
    kondisi: 'BAGUS',
    tipe: 'BAGUS',
  },
  {
    tanggal: FIX_D1,
    group: 'FB-TK1-240305-0001',
    line: 'BL-TK1-240305-0002',
    jenis: 'BELI',
    sales: 'S03',
    customer: 'JOKO',
    member: 'M0001234',
    barcode: '72000002',
    nama: 'GELANG PATAH',
    kode_group: 'EMAS TUA',
    kadar: '91.60',
    berat: '2.000',
    berat_nota: '2.050',
    harga_nota: 2_300_000,
    harga_gram: 1_050_000,
    harga: 2_100_000,
    kondisi: 'RUSAK',
    tipe: 'RUSAK',
  },
  // The trade-in of FJ-3.
  {
    tanggal: FIX_D2,
    group: 'FJ-TK1-240306-0001',
    line: 'BL-TK1-240306-0001',
    jenis: 'TUKAR',
    sales: 'S01',
    customer: 'RINA',
    barcode: '72000003',
    nama: 'CINCIN LAMA',
    kode_group: 'EMAS MUDA',
    kadar: '70.00',
    berat: '4.200',
    berat_nota: '4.200',
    harga_nota: 4_100_000,
    harga_gram: 952_381,
    harga: 4_000_000,
    kondisi: 'BAGUS',
    tipe: 'BAGUS',
  },
  {
    tanggal: FIX_D2,
    group: 'FB-TK1-240306-0001',
    line: 'BL-TK1-240306-0002',
    jenis: 'BELI',
    sales: 'S02',
    customer: 'WATI',
    member: 'M0005678',
    barcode: '72000004',
    nama: 'LM 5 GR',
    kode_group: 'LM',
    kadar: '99.99',
    berat: '5.000',
    berat_nota: '5.000',
    harga_nota: 6_500_000,
    harga_gram: 1_250_000,
    harga: 6_250_000,
    kondisi: 'BAGUS',
    tipe: 'BAGUS',
  },
  // Cancelled: in no report.
  {
    tanggal: FIX_D2,
    group: 'FB-TK1-240306-0002',
    line: 'BL-TK1-240306-0003',
    jenis: 'BELI',
    sales: 'S02',
    customer: 'BATAL',
    barcode: '72000005',
    nama: 'ANTING',
    kode_group: 'EMAS MUDA',
    kadar: '70.00',
    berat: '1.000',
    berat_nota: '1.000',
    harga_nota: 900_000,
    harga_gram: 800_000,
    harga: 800_000,
    kondisi: 'KUSAM',
    tipe: 'CUCI',
    status: 'BATAL',
  },
];

type Cash = {
  tanggal: string;
  kategori: string;
  trx: string;
  jenis: string;
  in?: number;
  out?: number;
  bank?: string;
  rek?: string;
};

const CASH: Cash[] = [
  { tanggal: FIX_D1, kategori: 'PENJUALAN', trx: 'FJ-TK1-240305-0001', jenis: 'CASH', in: 4_000_000 },
  {
    tanggal: FIX_D1,
    kategori: 'PENJUALAN',
    trx: 'FJ-TK1-240305-0001',
    jenis: 'TRANSFER',
    in: 2_150_000,
    bank: 'BCA',
    rek: '5271234567',
  },
  { tanggal: FIX_D1, kategori: 'PENJUALAN', trx: 'FJ-TK1-240305-0002', jenis: 'DEBET', in: 13_500_000 },
  { tanggal: FIX_D2, kategori: 'PENJUALAN', trx: 'FJ-TK1-240306-0001', jenis: 'CASH', in: 2_000_000 },
  { tanggal: FIX_D2, kategori: 'PENJUALAN', trx: 'FJ-TK1-240306-0001', jenis: 'TUKAR', in: 4_000_000 },
  { tanggal: FIX_D2, kategori: 'PEMBELIAN', trx: 'FJ-TK1-240306-0001', jenis: 'TUKAR', out: 4_000_000 },
  { tanggal: FIX_D2, kategori: 'PENJUALAN', trx: 'FJ-TK1-240306-0002', jenis: 'CASH', in: 15_000_000 },
  { tanggal: FIX_D2, kategori: 'BATAL PENJUALAN', trx: 'FJ-TK1-240306-0002', jenis: 'CASH', out: 15_000_000 },
  { tanggal: FIX_D1, kategori: 'PEMBELIAN', trx: 'FB-TK1-240305-0001', jenis: 'CASH', out: 1_500_000 },
  {
    tanggal: FIX_D1,
    kategori: 'PEMBELIAN',
    trx: 'FB-TK1-240305-0001',
    jenis: 'TRANSFER',
    out: 3_000_000,
    bank: 'BCA',
    rek: '9988776655',
  },
  {
    tanggal: FIX_D2,
    kategori: 'PEMBELIAN',
    trx: 'FB-TK1-240306-0001',
    jenis: 'TRANSFER',
    out: 6_250_000,
    bank: 'MANDIRI',
    rek: '1122334455',
  },
  {
    tanggal: FIX_D2,
    kategori: 'PEMBELIAN',
    trx: 'FB-TK1-240306-0002',
    jenis: 'TRANSFER',
    out: 800_000,
    bank: 'BCA',
    rek: '5555',
  },
  { tanggal: FIX_D2, kategori: 'BATAL BELI', trx: 'FB-TK1-240306-0002', jenis: 'TRANSFER', in: 800_000 },
];

/** What the reports must find in the fixture (hand-computed). */
export const FIXTURE_EXPECT = {
  /** Open sale lines over both days by turnover group. */
  omsetEmas: { jumlah: 3, berat: 10.625, ongkos: 100_000, rupiah: 12_150_000 },
  omsetLm: { jumlah: 1, berat: 10, ongkos: 0, rupiah: 13_500_000 },
  totalRupiah: 25_650_000,
  /** Tax recap per day at 10 % x 11 %. */
  pajak: [
    { tanggal: FIX_D1, harga_total: 19_650_000, dpp: 1_965_000, ppn: 216_150 },
    { tanggal: FIX_D2, harga_total: 6_000_000, dpp: 600_000, ppn: 66_000 },
  ],
  /** Open purchase lines (BELI and TUKAR). */
  beliLines: 4,
  beliHarga: 14_750_000,
  beliBerat: 14.2,
} as const;

/** Writes the fixture into the shop's tables (once per shop). */
export async function insertTransaksiFixture(shop: ShopContext): Promise<void> {
  const jam = (tanggal: string, i: number) => new Date(`${tanggal}T0${1 + (i % 8)}:15:00Z`);
  await shop.db.insert(shop.t.penjualan).values(
    SALES.map((s, i) => ({
      tanggal: s.tanggal,
      jam: jam(s.tanggal, i),
      no_faktur_group: s.group,
      no_faktur_jual: s.line,
      kode_sales: s.sales,
      nama_customer: s.customer,
      alamat_customer: 'JL. MAWAR NO. 5, BOGOR',
      no_hp: '081200000000',
      kode_barcode: s.barcode,
      nama_barang: s.nama,
      kode_group: s.kode_group,
      kode_dept: s.dept,
      kode_gudang: 'TOKO',
      kode_baki: 'A01',
      kadar: s.kadar,
      kadar_cetak: `${Math.round(Number(s.kadar))}%`,
      berat: s.berat,
      harga_gram: s.harga_gram,
      ongkos: s.ongkos,
      harga_atribut: 0,
      harga_hitung: s.harga_total,
      harga_total: s.harga_total,
      harga_modal: Math.round(s.harga_total * 0.9),
      pembulatan: 500,
      arah_pembulatan: 'UP',
      input_by: 'kasir1',
      status: s.status ?? 'OPEN',
    })),
  );
  await shop.db.insert(shop.t.pembelian).values(
    BUYS.map((b, i) => ({
      tanggal: b.tanggal,
      jam: jam(b.tanggal, i + 3),
      no_faktur_group: b.group,
      no_faktur_beli: b.line,
      jenis_pembelian: b.jenis,
      kode_sales: b.sales,
      kode_member: b.member ?? '',
      nama_customer: b.customer,
      alamat_customer: 'JL. MELATI 7, DEPOK',
      no_hp: '081300000000',
      kode_barcode: b.barcode,
      nama_barang: b.nama,
      kode_group: b.kode_group,
      kode_dept: '',
      kadar: b.kadar,
      berat: b.berat,
      berat_nota: b.berat_nota,
      harga_nota: b.harga_nota,
      harga_gram: b.harga_gram,
      harga_hitung: b.harga,
      harga: b.harga,
      pembulatan: 500,
      arah_pembulatan: 'DOWN',
      kode_kondisi: b.kondisi,
      tipe_kondisi: b.tipe,
      input_by: b.jenis === 'TUKAR' ? 'kasir1' : 'spv1',
      status: b.status ?? 'OPEN',
    })),
  );
  await shop.db.insert(shop.t.kas).values(
    CASH.map((c) => ({
      tanggal: c.tanggal,
      kategori: c.kategori,
      deskripsi: c.trx,
      jenis: c.jenis,
      jumlah_in: c.in ?? 0,
      jumlah_out: c.out ?? 0,
      kode_bank: c.bank ?? '',
      no_rekening: c.rek ?? '',
      input_by: 'kasir1',
      id_trx: c.trx,
      status_validasi: c.jenis === 'CASH' ? '-' : 'OPEN',
    })),
  );
}
