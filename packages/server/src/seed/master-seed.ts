import {
  MASTERS,
  type MasterDef,
  type MasterValues,
  masterBodySchema,
  masterKeyOf,
  masterNameOf,
  randomId,
  STARTER_MASTERS,
  todayJakarta,
} from '@emas/contract';
import type { ShopContext } from '../platform/context.ts';
import { forgetReferences } from '../platform/reference-cache.ts';

type Row = Record<string, string | number | boolean>;

/** Rows from a table written as [a, b, c] tuples under the given field keys. */
const rows = (keys: readonly string[], values: readonly (readonly (string | number)[])[]): Row[] =>
  values.map((v) => Object.fromEntries(keys.map((k, i) => [k, v[i] as string | number])));

/** The salespeople of each demo shop. */
const SALES_BY_SHOP: Record<string, [string, string, string][]> = {
  PST: [
    ['S01', 'HENDRA GUNAWAN', '081210001001'],
    ['S02', 'LINDA KUSUMA', '081210001002'],
  ],
  TK1: [
    ['S01', 'DEWI LESTARI', '081210002001'],
    ['S02', 'AGUS PRASETYO', '081210002002'],
    ['S03', 'RINA WULANDARI', '081210002003'],
    ['S04', 'YOGI SAPUTRA', '081210002004'],
  ],
  TK2: [
    ['S01', 'MEGA PUSPITASARI', '081210003001'],
    ['S02', 'BAYU NUGROHO', '081210003002'],
    ['S03', 'FITRI HANDAYANI', '081210003003'],
  ],
};

/** Jenis (dept) per group: [kode, nama, ongkos]. */
const JENIS_BY_GROUP: Record<string, [string, string, number][]> = {
  'EMAS MUDA': [
    ['MCC', 'CINCIN', 25_000],
    ['MKL', 'KALUNG', 35_000],
    ['MGL', 'GELANG', 40_000],
    ['MAT', 'ANTING', 20_000],
    ['MLT', 'LIONTIN', 20_000],
    ['MGW', 'GIWANG', 15_000],
  ],
  'EMAS TUA': [
    ['TCC', 'CINCIN', 30_000],
    ['TKL', 'KALUNG', 45_000],
    ['TGL', 'GELANG', 50_000],
    ['TAT', 'ANTING', 25_000],
    ['TLT', 'LIONTIN', 25_000],
  ],
  LM: [
    ['LM1', 'LM 1 GR', 0],
    ['LM2', 'LM 2 GR', 0],
    ['LM5', 'LM 5 GR', 0],
    ['LM10', 'LM 10 GR', 0],
    ['LM25', 'LM 25 GR', 0],
    ['LM50', 'LM 50 GR', 0],
    ['LM100', 'LM 100 GR', 0],
  ],
  ACC: [
    ['AKT', 'KOTAK PERHIASAN', 0],
    ['ATL', 'TALI KALUNG', 0],
    ['APB', 'PEMBERSIH PERHIASAN', 0],
  ],
  BERLIAN: [
    ['BCC', 'CINCIN BERLIAN', 150_000],
    ['BKL', 'KALUNG BERLIAN', 200_000],
    ['BAT', 'ANTING BERLIAN', 150_000],
    ['BLT', 'LIONTIN BERLIAN', 150_000],
  ],
};

/** Kadar jual / beli per group for parameter-jenis-group. */
const KADAR_BY_GROUP: Record<string, [number, number]> = {
  'EMAS MUDA': [75, 65],
  'EMAS TUA': [95, 90],
  LM: [100, 97],
  ACC: [0, 0],
  BERLIAN: [80, 70],
};

const GUDANG: [string, string][] = [
  ['TOKO', 'GUDANG TOKO'],
  ['BELI', 'GUDANG PEMBELIAN'],
  ['CUCI', 'GUDANG CUCI'],
  ['TITIP', 'GUDANG TITIPAN'],
  ['HANCUR', 'GUDANG HANCUR'],
  ['RUSAK', 'GUDANG RUSAK'],
  ['REPARASI', 'GUDANG REPARASI'],
  ['RETUR', 'GUDANG RETUR'],
  ['LABEL', 'GUDANG LABEL'],
  ['STOCK', 'GUDANG STOCK'],
  ['PSU', 'GUDANG PSU'],
  ['DBM', 'GUDANG DBM'],
];

const TOKO_BAKI: [string, string, number][] = [
  ['A01', 'BAKI CINCIN 1', 412.35],
  ['A02', 'BAKI CINCIN 2', 409.8],
  ['A03', 'BAKI KALUNG 1', 455.12],
  ['A04', 'BAKI KALUNG 2', 451.6],
  ['A05', 'BAKI GELANG', 468.25],
  ['A06', 'BAKI ANTING', 398.4],
  ['A07', 'BAKI LIONTIN', 401.75],
  ['A08', 'BAKI LM DAN BERLIAN', 385.9],
];

const GRADES: Record<string, [string, string][]> = {
  'jenis-batu': [
    ['BRL', 'BERLIAN'],
    ['RBY', 'RUBY'],
    ['SFR', 'SAFIR'],
    ['ZMR', 'ZAMRUD'],
    ['ZRC', 'ZIRCONIA'],
  ],
  'master-batu-shape': [
    ['RD', 'ROUND'],
    ['PR', 'PRINCESS'],
    ['OV', 'OVAL'],
    ['PS', 'PEAR'],
    ['MQ', 'MARQUISE'],
    ['EM', 'EMERALD'],
    ['HS', 'HEART'],
    ['CU', 'CUSHION'],
  ],
  'master-batu-color': ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'].map((c) => [c, `COLOR ${c}`]),
  'master-batu-clarity': [
    ['FL', 'FLAWLESS'],
    ['IF', 'INTERNALLY FLAWLESS'],
    ['VVS1', 'VERY VERY SLIGHTLY INCLUDED 1'],
    ['VVS2', 'VERY VERY SLIGHTLY INCLUDED 2'],
    ['VS1', 'VERY SLIGHTLY INCLUDED 1'],
    ['VS2', 'VERY SLIGHTLY INCLUDED 2'],
    ['SI1', 'SLIGHTLY INCLUDED 1'],
    ['SI2', 'SLIGHTLY INCLUDED 2'],
    ['I1', 'INCLUDED 1'],
  ],
  'master-batu-fluorencence': [
    ['NON', 'NONE'],
    ['FNT', 'FAINT'],
    ['MED', 'MEDIUM'],
    ['STG', 'STRONG'],
    ['VST', 'VERY STRONG'],
  ],
  'master-batu-symetry': [
    ['EX', 'EXCELLENT'],
    ['VG', 'VERY GOOD'],
    ['GD', 'GOOD'],
    ['FR', 'FAIR'],
    ['PR', 'POOR'],
  ],
  'master-batu-polish': [
    ['EX', 'EXCELLENT'],
    ['VG', 'VERY GOOD'],
    ['GD', 'GOOD'],
    ['FR', 'FAIR'],
    ['PR', 'POOR'],
  ],
  'master-batu-cutgrade': [
    ['ID', 'IDEAL'],
    ['EX', 'EXCELLENT'],
    ['VG', 'VERY GOOD'],
    ['GD', 'GOOD'],
    ['FR', 'FAIR'],
    ['PR', 'POOR'],
  ],
};

/** The demo rows of every master for one shop, by master key. */
export function demoMasterRows(kodeToko: string, today: string = todayJakarta()): Record<string, Row[]> {
  const year = today.slice(0, 4);
  const gradeRows = (key: string, field: string) =>
    rows([`kode_${field}`, `nama_${field}`], GRADES[key] ?? []);
  return {
    kategori: rows(
      ['kode_kategori', 'nama_kategori'],
      [
        ['EMAS', 'EMAS'],
        ['BERLIAN', 'BERLIAN'],
      ],
    ),
    group: rows(
      ['kode_group', 'nama_group', 'kode_kategori', 'jenis_group', 'kadar'],
      [
        ['EMAS MUDA', 'EMAS MUDA', 'EMAS', 'MUDA', 70],
        ['EMAS TUA', 'EMAS TUA', 'EMAS', 'TUA', 91.6],
        ['LM', 'LOGAM MULIA', 'EMAS', 'LM', 99.99],
        ['ACC', 'AKSESORIS', 'EMAS', 'ACC', 0],
        ['BERLIAN', 'PERHIASAN BERLIAN', 'BERLIAN', 'BERLIAN', 75],
      ],
    ),
    jenis: Object.entries(JENIS_BY_GROUP).flatMap(([group, list]) =>
      rows(
        ['kode_jenis', 'nama_jenis', 'kode_group', 'ongkos'],
        list.map(([k, n, o]) => [k, n, group, o]),
      ),
    ),
    bandrol: rows(
      ['kode_bandrol', 'nama_bandrol', 'berat_bandrol'],
      [
        ['BK', 'BANDROL KECIL', 0.05],
        ['BS', 'BANDROL SEDANG', 0.08],
        ['BB', 'BANDROL BESAR', 0.12],
        ['PK', 'PLASTIK KLIP', 0.3],
      ],
    ),
    'kode-transaksi': rows(
      ['kode_transaksi', 'nama_transaksi', 'kategori', 'jenis'],
      [
        ['JL', 'PENJUALAN', 'PENJUALAN', 'MASUK'],
        ['BJL', 'BATAL PENJUALAN', 'PENJUALAN', 'KELUAR'],
        ['BL', 'PEMBELIAN', 'PEMBELIAN', 'KELUAR'],
        ['PS', 'PESANAN', 'PESANAN', 'MASUK'],
        ['SV', 'SERVICE', 'SERVICE', 'MASUK'],
        ['HT', 'HUTANG', 'HUTANG', 'KELUAR'],
        ['HL', 'HUTANG LUNAS', 'HUTANG', 'MASUK'],
        ['TS', 'TITIP SIMPAN', 'TITIP SIMPAN', 'KELUAR'],
        ['CC', 'CICILAN', 'CICILAN', 'MASUK'],
        ['KM', 'KAS MASUK', 'KAS', 'MASUK'],
        ['KK', 'KAS KELUAR', 'KAS', 'KELUAR'],
        ['BY', 'BIAYA OPERASIONAL', 'KAS', 'KELUAR'],
      ],
    ),
    gudang: rows(['kode_gudang', 'nama_gudang'], GUDANG),
    baki: [
      ...rows(
        ['kode_baki', 'nama_baki', 'kode_gudang', 'berat_baki'],
        TOKO_BAKI.map(([k, n, b]) => [k, n, 'TOKO', b]),
      ),
      ...rows(
        ['kode_baki', 'nama_baki', 'kode_gudang', 'berat_baki'],
        GUDANG.filter(([g]) => g !== 'TOKO').map(([g], i) => [`${g}-01`, `BAKI ${g} 1`, g, 350 + i * 2.5]),
      ),
    ],
    sales: rows(
      ['kode_sales', 'nama_sales', 'no_hp', 'alamat'],
      (SALES_BY_SHOP[kodeToko] ?? SALES_BY_SHOP.TK1 ?? []).map(([k, n, hp]) => [k, n, hp, 'JAKARTA']),
    ),
    tukang: rows(
      ['kode_tukang', 'nama_tukang', 'keahlian', 'no_hp', 'alamat'],
      [
        ['T01', 'SLAMET RIYADI', 'PATRI DAN SAMBUNG', '081320001001', 'KAMPUNG BALI, TANAH ABANG'],
        ['T02', 'JOKO SUSILO', 'SEPUH DAN POLES', '081320001002', 'CEMPAKA PUTIH, JAKARTA PUSAT'],
        ['T03', 'NINGSIH', 'GRAFIR DAN UKIR', '081320001003', 'PANCORAN MAS, DEPOK'],
      ],
    ),
    'kondisi-barang': rows(
      ['kode_kondisi', 'nama_kondisi'],
      [
        ['BAGUS', 'BAGUS'],
        ['KUSAM', 'KUSAM'],
        ['PENYOK', 'PENYOK'],
        ['PATAH', 'PATAH'],
        ['PUTUS', 'PUTUS'],
        ['HM', 'HILANG MATA'],
        ['RUSAK', 'RUSAK'],
      ],
    ),
    // The purchase conditions a new shop starts with (setup-toko starter), as they are.
    'kondisi-pembelian': (STARTER_MASTERS['kondisi-pembelian'] ?? []).map((r) => ({ ...r })),
    'kondisi-pinjaman': rows(
      ['kode_kondisi', 'nama_kondisi', 'persentase_taksiran'],
      [
        ['LENGKAP', 'BARANG DAN SURAT LENGKAP', 100],
        ['TANPA SURAT', 'BARANG TANPA SURAT', 90],
        ['RUSAK', 'BARANG RUSAK', 80],
      ],
    ),
    'data-hadiah': rows(
      ['kode_hadiah', 'nama_hadiah', 'poin', 'harga_hadiah'],
      [
        ['H001', 'PAYUNG LIPAT', 50, 45_000],
        ['H002', 'TUMBLER STAINLESS', 100, 85_000],
        ['H003', 'KOTAK PERHIASAN', 75, 60_000],
        ['H004', 'JAM DINDING', 150, 125_000],
        ['H005', 'VOUCHER BELANJA 100 RIBU', 250, 100_000],
      ],
    ),
    'parameter-rugi-nota': rows(
      ['kode_group', 'rugi_persen', 'rugi_per_gram'],
      [
        ['EMAS MUDA', 5, 2_000],
        ['EMAS TUA', 3, 1_000],
        ['LM', 1, 0],
      ],
    ),
    'parameter-jenis-group': Object.entries(JENIS_BY_GROUP).flatMap(([group, list]) =>
      rows(
        ['kode_group', 'kode_jenis', 'kadar_jual', 'kadar_beli', 'ongkos'],
        list.map(([k, , o]) => [group, k, ...(KADAR_BY_GROUP[group] ?? [100, 100]), o]),
      ),
    ),
    kadar: rows(
      ['kode_kadar', 'nama_kadar', 'kadar'],
      [
        ['24K', '24 KARAT', 99.9],
        ['23K', '23 KARAT', 95.8],
        ['22K', '22 KARAT', 91.6],
        ['20K', '20 KARAT', 83.3],
        ['18K', '18 KARAT', 75],
        ['17K', '17 KARAT', 70],
        ['16K', '16 KARAT', 66.6],
        ['10K', '10 KARAT', 41.6],
        ['9K', '9 KARAT', 37.5],
        ['8K', '8 KARAT', 33.3],
      ],
    ),
    bank: rows(
      ['kode_bank', 'nama_bank', 'fee_debet', 'fee_kredit'],
      [
        ['BCA', 'BANK CENTRAL ASIA', 0, 2.5],
        ['MANDIRI', 'BANK MANDIRI', 0, 2.5],
        ['BRI', 'BANK RAKYAT INDONESIA', 0, 2.75],
        ['BNI', 'BANK NEGARA INDONESIA', 0, 2.75],
        // An e-wallet provider stands in the bank master like a bank.
        ['GOPAY', 'GOPAY (E-WALLET)', 0, 0],
      ],
    ),
    rekening: rows(
      ['no_rekening', 'kode_bank', 'atas_nama', 'jenis_rekening'],
      [
        ['5271234567', 'BCA', 'PT SINAR MULIA EMAS', 'TRANSFER'],
        ['1270012345678', 'MANDIRI', 'PT SINAR MULIA EMAS', 'TRANSFER'],
        ['034101000765308', 'BRI', 'PT SINAR MULIA EMAS', 'TRANSFER'],
        ['0812345678', 'BNI', 'PT SINAR MULIA EMAS', 'TRANSFER'],
        [`EDC-BCA-${kodeToko}`, 'BCA', 'PT SINAR MULIA EMAS', 'DEBET'],
        [`EDC-MDR-${kodeToko}`, 'MANDIRI', 'PT SINAR MULIA EMAS', 'CREDIT'],
        [`QRIS-${kodeToko}`, 'BCA', 'PT SINAR MULIA EMAS', 'QRIS'],
        [`GOPAY-${kodeToko}`, 'GOPAY', 'PT SINAR MULIA EMAS', 'E-WALLET'],
      ],
    ),
    warna: rows(
      ['kode_warna', 'nama_warna'],
      [
        ['KN', 'KUNING'],
        ['PT', 'PUTIH'],
        ['RG', 'ROSE GOLD'],
        ['KM', 'KOMBINASI'],
      ],
    ),
    'parameter-point': rows(
      ['jenis_transaksi', 'kode_group', 'kelipatan', 'poin'],
      [
        ['PENJUALAN', 'EMAS MUDA', 500_000, 1],
        ['PENJUALAN', 'EMAS TUA', 1_000_000, 1],
        ['PENJUALAN', 'LM', 5_000_000, 1],
        ['PENJUALAN', 'BERLIAN', 1_000_000, 2],
        ['PESANAN', 'EMAS TUA', 1_000_000, 1],
        ['SERVICE', 'EMAS MUDA', 100_000, 1],
      ],
    ),
    'parameter-ongkos': rows(
      ['kode_group', 'berat_dari', 'berat_sampai', 'ongkos'],
      [
        ['EMAS MUDA', 0, 1.999, 20_000],
        ['EMAS MUDA', 2, 4.999, 35_000],
        ['EMAS MUDA', 5, 999.999, 50_000],
        ['EMAS TUA', 0, 4.999, 30_000],
        ['EMAS TUA', 5, 999.999, 50_000],
      ],
    ),
    'parameter-cicilan': rows(
      ['kode_cicilan', 'nama_cicilan', 'tenor', 'dp_minimal', 'bunga', 'biaya_admin', 'denda_per_hari'],
      [
        ['C03', 'CICILAN 3 BULAN', 3, 20, 1.5, 50_000, 5_000],
        ['C06', 'CICILAN 6 BULAN', 6, 25, 1.75, 75_000, 5_000],
        ['C12', 'CICILAN 12 BULAN', 12, 30, 2, 100_000, 10_000],
      ],
    ),
    'master-kelompok-harga': rows(
      ['kode_kelompok_harga', 'nama_kelompok_harga', 'persentase_harga'],
      [
        ['A', 'KELOMPOK A', 100],
        ['B', 'KELOMPOK B', 95],
        ['C', 'KELOMPOK C', 90],
      ],
    ),
    'parameter-reset-poin-member': rows(
      ['kode_reset', 'periode', 'tgl_reset', 'keterangan'],
      [['TAHUNAN', 'TAHUNAN', `${year}-12-31`, 'POIN MEMBER DIRESET SETIAP AKHIR TAHUN']],
    ),
    'parameter-hutang-pokok': rows(
      ['kode_group', 'pokok_per_gram', 'lama_pinjam'],
      [
        ['EMAS MUDA', 450_000, 120],
        ['EMAS TUA', 950_000, 120],
        ['LM', 1_150_000, 120],
      ],
    ),
    'parameter-bunga-hutang': rows(
      ['kode_bunga', 'jumlah_dari', 'jumlah_sampai', 'bunga', 'minimal_hari'],
      [
        ['B1', 0, 5_000_000, 0.1, 15],
        ['B2', 5_000_001, 20_000_000, 0.08, 15],
        ['B3', 20_000_001, 1_000_000_000, 0.06, 15],
      ],
    ),
    'plafond-kadar-hutang': rows(
      ['kode_kadar', 'plafond_persen'],
      [
        ['24K', 90],
        ['23K', 88],
        ['22K', 85],
        ['20K', 82],
        ['18K', 80],
        ['17K', 75],
        ['16K', 70],
        ['10K', 65],
        ['9K', 60],
        ['8K', 55],
      ],
    ),
    'master-plafond-hutang': rows(
      ['kode_group', 'plafond_per_gram', 'maksimal_hutang'],
      [
        ['EMAS MUDA', 500_000, 50_000_000],
        ['EMAS TUA', 1_000_000, 200_000_000],
        ['LM', 1_200_000, 500_000_000],
      ],
    ),
    'master-supplier': rows(
      ['kode_supplier', 'nama_supplier', 'kontak', 'no_hp', 'alamat'],
      [
        [
          'SUP01',
          'CV CAHAYA EMAS SURABAYA',
          'TONY HARTONO',
          '081330004001',
          'JL. KEMBANG JEPUN 45, SURABAYA',
        ],
        ['SUP02', 'UD SUMBER REJEKI KUDUS', 'SUGENG', '081330004002', 'JL. SUNAN KUDUS 12, KUDUS'],
        ['SUP03', 'PT LOGAM MULIA NUSANTARA', 'ANITA', '081330004003', 'JL. PULOGADUNG 8, JAKARTA TIMUR'],
      ],
    ),
    'parameter-bonus-sales': rows(
      ['omset', 'bonus_per_gram', 'bonus_persen'],
      [
        ['OMSET EMAS', 2_000, 5],
        ['OMSET LM', 500, 0],
        ['OMSET BERLIAN', 0, 10],
        ['OMSET PESANAN', 1_000, 5],
        ['OMSET SERVICE', 0, 10],
      ],
    ),
    'master-potongan-pembelian': [
      ...rows(
        ['kode_group', 'kondisi', 'potongan_persen', 'potongan_per_gram'],
        [
          ['EMAS MUDA', 'BAGUS', 2, 0],
          ['EMAS MUDA', 'KUSAM', 4, 0],
          ['EMAS MUDA', 'RUSAK', 7, 2_000],
          ['EMAS MUDA', 'LEBUR', 10, 5_000],
          ['EMAS TUA', 'BAGUS', 1, 0],
          ['EMAS TUA', 'KUSAM', 2, 0],
          ['EMAS TUA', 'RUSAK', 4, 1_000],
          ['EMAS TUA', 'LEBUR', 5, 2_000],
          ['LM', 'BAGUS', 0.5, 0],
        ],
      ),
    ],
    'parameter-kupon': rows(
      [
        'kode_kupon',
        'nama_kupon',
        'jenis_potongan',
        'nilai_potongan',
        'maksimal_potongan',
        'minimal_belanja',
        'kuota',
        'tgl_awal',
        'tgl_akhir',
      ],
      [
        [
          'HEMAT50',
          'POTONGAN ONGKOS 50 RIBU',
          'RUPIAH',
          50_000,
          0,
          2_000_000,
          100,
          `${year}-01-01`,
          `${year}-12-31`,
        ],
        [
          'MERDEKA17',
          'DISKON ONGKOS 17 PERSEN',
          'PERSEN',
          17,
          500_000,
          1_000_000,
          170,
          `${year}-08-01`,
          `${year}-08-31`,
        ],
      ],
    ),
    'parameter-deskripsi-service': rows(
      ['kode_deskripsi', 'deskripsi', 'ongkos'],
      [
        ['PATRI', 'PATRI / SAMBUNG', 25_000],
        ['SEPUH', 'SEPUH WARNA', 50_000],
        ['POTONG', 'POTONG / KECILKAN CINCIN', 30_000],
        ['BESAR', 'BESARKAN CINCIN', 40_000],
        ['GRAFIR', 'GRAFIR NAMA', 35_000],
        ['POLES', 'POLES DAN CUCI', 20_000],
        ['KUNCI', 'GANTI KUNCI KALUNG', 25_000],
      ],
    ),
    'jenis-batu': gradeRows('jenis-batu', 'jenis_batu'),
    'master-supplier-berlian': rows(
      ['kode_supplier', 'nama_supplier', 'kontak', 'no_hp', 'alamat'],
      [
        [
          'SB01',
          'PT GEMILANG BERLIAN NUSANTARA',
          'WILLIAM TAN',
          '081340005001',
          'JL. HAYAM WURUK 88, JAKARTA BARAT',
        ],
        ['SB02', 'CV INTAN MARTAPURA', 'H. RAHMAN', '081340005002', 'JL. A. YANI KM 40, MARTAPURA'],
      ],
    ),
    'master-batu-shape': gradeRows('master-batu-shape', 'shape'),
    'master-batu-color': gradeRows('master-batu-color', 'color'),
    'master-batu-clarity': gradeRows('master-batu-clarity', 'clarity'),
    'master-batu-fluorencence': gradeRows('master-batu-fluorencence', 'fluorencence'),
    'master-batu-symetry': gradeRows('master-batu-symetry', 'symetry'),
    'master-batu-polish': gradeRows('master-batu-polish', 'polish'),
    'master-batu-cutgrade': gradeRows('master-batu-cutgrade', 'cutgrade'),
    'master-batu-berlian': rows(
      [
        'kode_batu',
        'nama_batu',
        'kode_jenis_batu',
        'kode_shape',
        'kode_color',
        'kode_clarity',
        'kode_cutgrade',
        'kode_polish',
        'kode_symetry',
        'kode_fluorencence',
        'berat_carat',
        'ukuran',
        'harga',
        'kode_supplier',
      ],
      [
        [
          'RD-010-G-VS1',
          'BERLIAN ROUND 0.10 CT',
          'BRL',
          'RD',
          'G',
          'VS1',
          'EX',
          'EX',
          'EX',
          'NON',
          0.1,
          '3.0',
          2_750_000,
          'SB01',
        ],
        [
          'RD-030-F-VVS2',
          'BERLIAN ROUND 0.30 CT',
          'BRL',
          'RD',
          'F',
          'VVS2',
          'EX',
          'EX',
          'VG',
          'NON',
          0.3,
          '4.3',
          14_500_000,
          'SB01',
        ],
        [
          'PR-050-H-SI1',
          'BERLIAN PRINCESS 0.50 CT',
          'BRL',
          'PR',
          'H',
          'SI1',
          'VG',
          'VG',
          'VG',
          'FNT',
          0.5,
          '4.4',
          18_900_000,
          'SB02',
        ],
        [
          'OV-100-E-VS2',
          'BERLIAN OVAL 1.00 CT',
          'BRL',
          'OV',
          'E',
          'VS2',
          'EX',
          'EX',
          'EX',
          'NON',
          1,
          '7.7 X 5.7',
          82_000_000,
          'SB01',
        ],
        [
          'RBY-OV-080',
          'RUBY OVAL 0.80 CT',
          'RBY',
          'OV',
          'G',
          'SI1',
          'GD',
          'GD',
          'GD',
          'NON',
          0.8,
          '6.0 X 4.0',
          6_500_000,
          'SB02',
        ],
      ],
    ),
  };
}

const masterRowsExist = async (shop: ShopContext) =>
  (await shop.db.select({ id: shop.t.masterRows._id }).from(shop.t.masterRows).limit(1)).length > 0;

/**
 * Seeds the demo rows of every master (DESIGN.md section 5) into a shop that has none yet: each row is
 * checked by its master's own schema and its `ref` fields against the rows seeded before it, then all
 * are inserted at once. Returns how many rows were inserted (0 when the shop already has masters).
 */
export async function seedMasters(shop: ShopContext, userId: string): Promise<number> {
  if (await masterRowsExist(shop)) return 0;
  const data = demoMasterRows(shop.kode_toko);
  const kodes = new Map<string, Set<string>>();
  const inserts: (typeof shop.t.masterRows.$inferInsert)[] = [];
  for (const def of MASTERS) {
    const list = data[def.key];
    if (!list?.length) throw new Error(`seedMasters: no demo rows for master ${def.key}`);
    const seen = new Set<string>();
    for (const input of list) {
      const values = checked(def, input);
      for (const f of def.fields) {
        const v = values[f.key];
        if (f.type === 'ref' && f.ref && typeof v === 'string' && !kodes.get(f.ref)?.has(v))
          throw new Error(`seedMasters: ${def.key}.${f.key} = ${v} is not a row of ${f.ref}`);
      }
      const kode = masterKeyOf(def, values);
      if (seen.has(kode)) throw new Error(`seedMasters: ${def.key} ${kode} twice`);
      seen.add(kode);
      inserts.push({
        _id: randomId(20),
        master: def.key,
        kode,
        nama: masterNameOf(def, values),
        data: values,
        created_by: userId,
      });
    }
    kodes.set(def.key, seen);
  }
  await shop.db.transaction(async (tx) => {
    for (let i = 0; i < inserts.length; i += 500)
      await tx
        .insert(shop.t.masterRows)
        .values(inserts.slice(i, i + 500))
        .onConflictDoNothing();
  });
  forgetReferences(shop);
  return inserts.length;
}

/** The row as the add call would store it: parsed by the master's schema, every field present. */
function checked(def: MasterDef, input: Row): MasterValues {
  const r = masterBodySchema(def).safeParse(input);
  if (!r.success)
    throw new Error(`seedMasters: ${def.key} ${JSON.stringify(input)}: ${r.error.issues[0]?.message}`);
  const parsed = r.data as MasterValues;
  return Object.fromEntries(def.fields.map((f) => [f.key, parsed[f.key] ?? null]));
}
