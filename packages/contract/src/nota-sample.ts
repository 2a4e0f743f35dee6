import type { NotaType } from './api/nota.ts';
import type { NotaRecord } from './nota-template.ts';

/** One note: its fields ({key}) and item lines ({item.key}). */
export type NotaDocument = { fields: NotaRecord; lines: readonly NotaRecord[] };

/**
 * Example data of each note type: the designer's canvas and 'Cetak Contoh', and the tests. It also
 * shows the fields the default layouts read (server domains/nota/README.md).
 */
const CUSTOMER = {
  nama_customer: 'Siti Rahmawati',
  alamat_customer: 'Jl. Kenanga No. 17 RT 03/RW 05, Kel. Sukajadi, Bandung',
  no_hp: '6281234567890',
  kode_member: 'MBR0001234',
};

const HEADER = {
  tanggal: '2026-11-23',
  jam: '10:42',
  kode_sales: 'SLS01',
  input_by: 'KASIR1',
};

const SALE: NotaDocument = {
  fields: {
    ...HEADER,
    ...CUSTOMER,
    no_faktur: 'FJ-TK1-2611230001',
    total_berat: '8.75',
    total: 12_867_500,
    pembayaran: 'CASH Rp 5,000,000 / TRANSFER BCA Rp 7,867,500',
  },
  lines: [
    {
      kode_barcode: '00000123',
      nama_barang: 'Kalung Rantai Italy Model Nori Kuning',
      kadar: '70%',
      berat: '5.25',
      ongkos: 150_000,
      harga: 7_342_500,
    },
    {
      kode_barcode: '00000456',
      nama_barang: 'Cincin Polos Anak',
      kadar: '75%',
      berat: '3.5',
      ongkos: 100_000,
      harga: 5_525_000,
    },
  ],
};

/** The pieces of the sample loan (HUTANG, and its redemption and extension notes). */
const PAWN_LINES: NotaRecord[] = [
  {
    kode_barcode: '00001001',
    nama_barang: 'Gelang Rantai',
    kadar: '70%',
    jumlah: 1,
    berat: '10',
    berat_bruto: '10.2',
    kondisi: 'LENGKAP',
  },
  {
    kode_barcode: '00001002',
    nama_barang: 'Cincin Polos',
    kadar: '75%',
    jumlah: 1,
    berat: '2.5',
    berat_bruto: '2.5',
    kondisi: 'TANPA SURAT',
  },
];

/** A payment of the sample loan: 5,000,000 at 0.1 % a day from 23-11-2026, paid on 23-12-2026 (31 days). */
const PAWN_PAYMENT = {
  ...HEADER,
  ...CUSTOMER,
  tanggal: '2026-12-23',
  no_faktur: 'HT-TK1-261123-0001',
  no_bayar: 'HT-TK1-261123-0001/1',
  no_ktp: '3273014501900002',
  tgl_hutang: '2026-11-23',
  tgl_dari: '2026-11-23',
  tgl_sampai: '2026-12-23',
  lama_pinjam: 31,
  bunga: '0.1',
  total_berat: '12.5',
  pokok: 5_000_000,
  bunga_pinjam: 155_000,
};

const SAMPLES: Record<NotaType, NotaDocument> = {
  PENJUALAN: SALE,
  'PENJUALAN TUA': { ...SALE, fields: { ...SALE.fields, no_faktur: 'FT-TK1-2611230001' } },
  PENJUALAN_MANUAL: { ...SALE, fields: { ...SALE.fields, no_faktur: 'FM-TK1-2611230001' } },
  'PENJUALAN BERLIAN': {
    fields: { ...SALE.fields, no_faktur: 'FB-TK1-2611230001', total_berat: '3.1', total: 18_500_000 },
    lines: [
      {
        kode_barcode: '00000789',
        nama_barang: 'Cincin Solitaire Berlian',
        kadar: '75%',
        berat: '3.1',
        keterangan: '1 butir 0.30 ct VS1',
        harga: 18_500_000,
      },
    ],
  },
  PEMBELIAN: {
    fields: {
      ...HEADER,
      ...CUSTOMER,
      no_faktur: 'FB-TK1-2611230007',
      no_ktp: '3201014502870003',
      total_berat: '4.98',
      total: 5_478_000,
      pembayaran: 'CASH Rp 5,478,000',
    },
    lines: [
      {
        nama_barang: 'Gelang Keroncong',
        kadar: '70%',
        berat_nota: '5.0',
        berat: '4.98',
        kondisi: 'BAIK',
        harga: 5_478_000,
      },
    ],
  },
  PESANAN: {
    fields: {
      ...HEADER,
      ...CUSTOMER,
      no_faktur: 'PS-TK1-2611230002',
      tgl_ambil: '2026-12-07',
      total: 9_600_000,
      dp_rp: 3_000_000,
      sisa_rp: 6_600_000,
      sisa_bayar: 'Rp 6,600,000',
      bayar_ambil: 0,
    },
    lines: [
      { nama_barang: 'Liontin Nama Custom', kadar: '75%', berat: '6', ongkos: 600_000, harga: 9_600_000 },
    ],
  },
  SERVICE: {
    fields: {
      ...HEADER,
      ...CUSTOMER,
      no_faktur: 'SV-TK1-2611230003',
      tgl_ambil: '2026-11-30',
      total: 250_000,
      dp_rp: 100_000,
      sisa_rp: 150_000,
      sisa_bayar: 'Rp 150,000',
    },
    lines: [
      { nama_barang: 'Kalung Putus', berat: '7.125', deskripsi: 'Patri sambungan dan cuci', harga: 250_000 },
    ],
  },
  TITIPAN: {
    fields: {
      ...HEADER,
      ...CUSTOMER,
      no_faktur: 'TT-TK1-2611230004',
      tgl_tempo: '2027-02-21',
      bunga: '0.1',
      total_berat: '10',
      jumlah_titip: 5_000_000,
      biaya: 75_000,
      total: 5_000_000,
      total_dengan_biaya: 5_075_000,
    },
    lines: [
      {
        kode_barcode: '00000999',
        nama_barang: 'Gelang Rantai',
        kadar: '70%',
        jumlah: 1,
        berat: '10',
        berat_bruto: '10.2',
      },
    ],
  },
  'PELUNASAN HUTANG': {
    fields: {
      ...PAWN_PAYMENT,
      tgl_tempo: '2027-03-23',
      bunga_rp: 150_000,
      total_bayar: 5_150_000,
      status: 'LUNAS',
      pembayaran: 'CASH Rp 5,150,000',
    },
    lines: PAWN_LINES,
  },
  'PERPANJANGAN HUTANG': {
    fields: {
      ...PAWN_PAYMENT,
      no_bayar: 'HT-TK1-261123-0001/1',
      tgl_tempo_lama: '2026-12-23',
      tgl_tempo_baru: '2027-01-22',
      tgl_tempo: '2027-01-22',
      bunga_rp: 155_000,
      total_bayar: 155_000,
      pembayaran: 'CASH Rp 155,000',
    },
    lines: PAWN_LINES,
  },
  HUTANG: {
    fields: {
      ...HEADER,
      ...CUSTOMER,
      no_faktur: 'HT-TK1-261123-0001',
      no_ktp: '3273014501900002',
      tgl_tempo: '2027-03-23',
      total_berat: '12.5',
      bunga: '0.1',
      bunga_bulan: '3',
      total: 5_000_000,
    },
    lines: PAWN_LINES,
  },
};

export const sampleDocument = (type: NotaType): NotaDocument => SAMPLES[type];
