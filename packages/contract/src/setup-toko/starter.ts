import { GUDANG_HANCUR } from '../api/barang.ts';
import { GUDANG_TITIP } from '../api/hutang.ts';
import { GUDANG_BELI, GUDANG_CUCI } from '../api/sepuhan.ts';
import { GUDANG_REPARASI } from '../api/service.ts';

/**
 * The first-run set-up's starter masters of an Indonesian gold shop (issue 39), shared by the web
 * wizard (the owner edits them before saving) and the server (which checks what a shop needs to sell).
 * Rows are written as each master's add call takes them.
 */
export type StarterRow = Record<string, string | number>;

const rows = (keys: readonly string[], values: readonly (readonly (string | number)[])[]): StarterRow[] =>
  values.map((v) => Object.fromEntries(keys.map((k, i) => [k, v[i] as string | number])));

/** The warehouse of the shop floor: new goods are added to its trays and sold from there. */
export const GUDANG_TOKO = 'TOKO';

/**
 * Warehouses the code moves goods into by their code: bought gold (BELI), pledged gold (TITIP),
 * washing (CUCI), destroying (HANCUR), repairs (REPARASI). A shop cannot remove them in the set-up.
 */
export const SYSTEM_GUDANG: readonly string[] = [
  GUDANG_TOKO,
  GUDANG_BELI,
  GUDANG_TITIP,
  GUDANG_CUCI,
  GUDANG_HANCUR,
  GUDANG_REPARASI,
];

/**
 * Masters of the set-up, in the order they are saved (a master before those whose `ref` fields
 * point at it), each with the fewest rows a shop needs: a sale needs a group, a jenis, a warehouse with
 * a tray and a sales person; a buy-back a purchase condition (kondisi pembelian); a pawn a loan
 * condition, an interest band and a plafond (by group or by kadar).
 */
export const SETUP_MASTERS: readonly { key: string; minimal: number }[] = [
  { key: 'kategori', minimal: 1 },
  { key: 'group', minimal: 1 },
  { key: 'jenis', minimal: 1 },
  { key: 'gudang', minimal: SYSTEM_GUDANG.length },
  { key: 'baki', minimal: 1 },
  { key: 'sales', minimal: 1 },
  { key: 'kondisi-barang', minimal: 0 },
  { key: 'kondisi-pembelian', minimal: 1 },
  { key: 'kondisi-pinjaman', minimal: 1 },
  { key: 'kadar', minimal: 1 },
  { key: 'bank', minimal: 0 },
  { key: 'rekening', minimal: 0 },
  { key: 'warna', minimal: 0 },
  { key: 'parameter-hutang-pokok', minimal: 0 },
  { key: 'parameter-bunga-hutang', minimal: 1 },
  { key: 'plafond-kadar-hutang', minimal: 0 },
  { key: 'master-plafond-hutang', minimal: 0 },
  { key: 'master-potongan-pembelian', minimal: 0 },
];

/** The usual kadar of Indonesian gold by its per-mille mark, stored as a percentage as Master Kadar keeps it. */
const KADAR: [string, string, number][] = [
  ['375', 'EMAS 375 (9 KARAT)', 37.5],
  ['420', 'EMAS 420 (10 KARAT)', 42],
  ['700', 'EMAS 700 (17 KARAT)', 70],
  ['750', 'EMAS 750 (18 KARAT)', 75],
  ['875', 'EMAS 875 (21 KARAT)', 87.5],
  ['916', 'EMAS 916 (22 KARAT)', 91.6],
  ['999', 'EMAS 999 (24 KARAT)', 99.9],
];

const JENIS: [string, string, string, number][] = [
  ['MCC', 'CINCIN', 'EMAS MUDA', 25_000],
  ['MKL', 'KALUNG', 'EMAS MUDA', 35_000],
  ['MGL', 'GELANG', 'EMAS MUDA', 40_000],
  ['MAT', 'ANTING', 'EMAS MUDA', 20_000],
  ['MLT', 'LIONTIN', 'EMAS MUDA', 20_000],
  ['TCC', 'CINCIN', 'EMAS TUA', 30_000],
  ['TKL', 'KALUNG', 'EMAS TUA', 45_000],
  ['TGL', 'GELANG', 'EMAS TUA', 50_000],
  ['TAT', 'ANTING', 'EMAS TUA', 25_000],
  ['LM1', 'LM 1 GR', 'LM', 0],
  ['LM5', 'LM 5 GR', 'LM', 0],
  ['LM10', 'LM 10 GR', 'LM', 0],
];

export const STARTER_MASTERS: Readonly<Record<string, readonly StarterRow[]>> = {
  kategori: rows(['kode_kategori', 'nama_kategori'], [['EMAS', 'EMAS']]),
  group: rows(
    ['kode_group', 'nama_group', 'kode_kategori', 'jenis_group', 'kadar'],
    [
      ['EMAS MUDA', 'EMAS MUDA', 'EMAS', 'MUDA', 42],
      ['EMAS TUA', 'EMAS TUA', 'EMAS', 'TUA', 75],
      ['LM', 'LOGAM MULIA', 'EMAS', 'LM', 99.99],
    ],
  ),
  jenis: rows(['kode_jenis', 'nama_jenis', 'kode_group', 'ongkos'], JENIS),
  gudang: rows(
    ['kode_gudang', 'nama_gudang'],
    [
      [GUDANG_TOKO, 'GUDANG TOKO'],
      [GUDANG_BELI, 'GUDANG PEMBELIAN'],
      [GUDANG_TITIP, 'GUDANG TITIPAN'],
      [GUDANG_CUCI, 'GUDANG CUCI'],
      [GUDANG_HANCUR, 'GUDANG HANCUR'],
      [GUDANG_REPARASI, 'GUDANG REPARASI'],
    ],
  ),
  baki: rows(
    ['kode_baki', 'nama_baki', 'kode_gudang', 'berat_baki'],
    [
      ['A01', 'BAKI CINCIN', GUDANG_TOKO, 0],
      ['A02', 'BAKI KALUNG', GUDANG_TOKO, 0],
      ['A03', 'BAKI GELANG DAN ANTING', GUDANG_TOKO, 0],
      ['A04', 'BAKI LOGAM MULIA', GUDANG_TOKO, 0],
    ],
  ),
  sales: rows(['kode_sales', 'nama_sales'], [['S01', 'SALES 1']]),
  'kondisi-barang': rows(
    ['kode_kondisi', 'nama_kondisi'],
    [
      ['BAGUS', 'BAGUS'],
      ['KUSAM', 'KUSAM'],
      ['RUSAK', 'RUSAK'],
    ],
  ),
  'kondisi-pembelian': rows(
    ['kode_kondisi', 'nama_kondisi', 'tipe_kondisi'],
    [
      ['BAGUS', 'BAGUS / MULUS', 'BAGUS'],
      ['KUSAM', 'KUSAM PERLU CUCI', 'CUCI'],
      ['RUSAK', 'RUSAK / PATAH', 'RUSAK'],
      ['LEBUR', 'LEBURAN / HANCUR', 'HANCUR'],
    ],
  ),
  'kondisi-pinjaman': rows(
    ['kode_kondisi', 'nama_kondisi', 'persentase_taksiran'],
    [
      ['LENGKAP', 'BARANG DAN SURAT LENGKAP', 100],
      ['TANPA SURAT', 'BARANG TANPA SURAT', 90],
    ],
  ),
  kadar: rows(['kode_kadar', 'nama_kadar', 'kadar'], KADAR),
  bank: rows(['kode_bank', 'nama_bank', 'fee_debet', 'fee_kredit'], [['BCA', 'BANK CENTRAL ASIA', 0, 2.5]]),
  rekening: rows(
    ['no_rekening', 'kode_bank', 'atas_nama', 'jenis_rekening'],
    [['0000000000', 'BCA', 'NAMA PEMILIK REKENING', 'TRANSFER']],
  ),
  warna: rows(
    ['kode_warna', 'nama_warna'],
    [
      ['KN', 'KUNING'],
      ['PT', 'PUTIH'],
      ['RG', 'ROSE GOLD'],
    ],
  ),
  'parameter-hutang-pokok': rows(
    ['kode_group', 'pokok_per_gram', 'lama_pinjam'],
    [
      ['EMAS MUDA', 300_000, 120],
      ['EMAS TUA', 700_000, 120],
      ['LM', 1_100_000, 120],
    ],
  ),
  'parameter-bunga-hutang': rows(
    ['kode_bunga', 'jumlah_dari', 'jumlah_sampai', 'bunga', 'minimal_hari'],
    [
      ['B1', 0, 5_000_000, 0.1, 15],
      ['B2', 5_000_001, 1_000_000_000, 0.08, 15],
    ],
  ),
  'plafond-kadar-hutang': rows(
    ['kode_kadar', 'plafond_persen'],
    KADAR.map(([k]) => [k, 80]),
  ),
  'master-plafond-hutang': rows(
    ['kode_group', 'plafond_per_gram', 'maksimal_hutang'],
    [
      ['EMAS MUDA', 350_000, 50_000_000],
      ['EMAS TUA', 750_000, 200_000_000],
      ['LM', 1_150_000, 500_000_000],
    ],
  ),
  'master-potongan-pembelian': rows(
    ['kode_group', 'kondisi', 'potongan_persen', 'potongan_per_gram'],
    [
      ['EMAS MUDA', 'BAGUS', 2, 0],
      ['EMAS MUDA', 'RUSAK', 7, 0],
      ['EMAS TUA', 'BAGUS', 1, 0],
      ['EMAS TUA', 'RUSAK', 4, 0],
      ['LM', 'BAGUS', 0.5, 0],
    ],
  ),
};

/** System parameters a new shop starts with (a parameter the shop already has is kept). */
export const STARTER_PARA_SYSTEM: readonly { key: string; value: string }[] = [
  { key: 'PEMBULATAN', value: '500' },
  { key: 'kategori_harga', value: 'harga_100%' },
  { key: 'PPN_DPP_PERSEN', value: '10' },
  { key: 'PPN_TARIF_PERSEN', value: '11' },
];

/** A suggestion for the day's 24K price (per gram) in the wizard; the owner types the real one. */
export const STARTER_HARGA_24K = { harga_jual: 1_350_000, harga_beli: 1_250_000 } as const;
