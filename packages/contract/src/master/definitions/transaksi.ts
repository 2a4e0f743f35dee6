import { kuponTermsProblem } from '../../kupon/rules.ts';
import { OMSET_GROUPS } from '../../report/definitions/penjualan.ts';
import { codeAndName, PHONE_AND_ADDRESS, percentField, SUPPLIER_FIELDS } from '../fields.ts';
import { defineMaster } from '../types.ts';

/** The masters the sale, purchase, order and service screens choose from. */
export const BANDROL = defineMaster({
  key: 'bandrol',
  route: '/bandrol',
  title: 'Bandrol',
  keyFields: ['kode_bandrol'],
  nameField: 'nama_bandrol',
  fields: [
    ...codeAndName('kode_bandrol', 'Kode Bandrol', 'nama_bandrol', 'Nama Bandrol'),
    {
      key: 'berat_bandrol',
      label: 'Berat Bandrol (gr)',
      type: 'decimal',
      decimals: 3,
      format: 'gram',
      required: 'Berat Bandrol Tidak Boleh Kosong',
      initial: 0,
    },
  ],
});

export const KODE_TRANSAKSI = defineMaster({
  key: 'kode-transaksi',
  route: '/kode-transaksi',
  title: 'Kode Transaksi',
  keyFields: ['kode_transaksi'],
  nameField: 'nama_transaksi',
  filters: ['kategori'],
  fields: [
    ...codeAndName('kode_transaksi', 'Kode Transaksi', 'nama_transaksi', 'Nama Transaksi'),
    {
      key: 'kategori',
      label: 'Kategori',
      type: 'select',
      options: ['PENJUALAN', 'PEMBELIAN', 'PESANAN', 'SERVICE', 'HUTANG', 'TITIP SIMPAN', 'CICILAN', 'KAS'],
      required: 'Kategori Harus Dipilih',
    },
    {
      key: 'jenis',
      label: 'Jenis',
      type: 'select',
      options: ['MASUK', 'KELUAR'],
      required: 'Jenis Harus Dipilih',
    },
  ],
});

export const SALES = defineMaster({
  key: 'sales',
  route: '/sales',
  title: 'Sales',
  keyFields: ['kode_sales'],
  nameField: 'nama_sales',
  fields: [...codeAndName('kode_sales', 'Kode Sales', 'nama_sales', 'Nama Sales'), ...PHONE_AND_ADDRESS],
});

export const TUKANG = defineMaster({
  key: 'tukang',
  route: '/tukang',
  title: 'Tukang',
  keyFields: ['kode_tukang'],
  nameField: 'nama_tukang',
  fields: [
    ...codeAndName('kode_tukang', 'Kode Tukang', 'nama_tukang', 'Nama Tukang'),
    { key: 'keahlian', label: 'Keahlian', type: 'text', upper: true, max: 100 },
    ...PHONE_AND_ADDRESS,
  ],
});

export const KONDISI_BARANG = defineMaster({
  key: 'kondisi-barang',
  route: '/kondisi-barang',
  title: 'Kondisi Barang',
  keyFields: ['kode_kondisi'],
  nameField: 'nama_kondisi',
  fields: codeAndName('kode_kondisi', 'Kode Kondisi', 'nama_kondisi', 'Kondisi Barang'),
});

export const KONDISI_PEMBELIAN = defineMaster({
  key: 'kondisi-pembelian',
  route: '/kondisi-pembelian',
  title: 'Kondisi Pembelian',
  keyFields: ['kode_kondisi'],
  nameField: 'nama_kondisi',
  fields: [
    ...codeAndName('kode_kondisi', 'Kode Kondisi', 'nama_kondisi', 'Kondisi Pembelian'),
    {
      // What becomes of the bought item: back to sale, washing (sepuh), repair or melting.
      key: 'tipe_kondisi',
      label: 'Tipe Kondisi',
      type: 'select',
      options: ['BAGUS', 'CUCI', 'RUSAK', 'HANCUR'],
      required: 'Tipe Kondisi Harus Dipilih',
    },
  ],
});

export const KONDISI_PINJAMAN = defineMaster({
  key: 'kondisi-pinjaman',
  route: '/kondisi-pinjaman',
  title: 'Kondisi Pinjaman',
  keyFields: ['kode_kondisi'],
  nameField: 'nama_kondisi',
  fields: [
    ...codeAndName('kode_kondisi', 'Kode Kondisi', 'nama_kondisi', 'Kondisi Pinjaman'),
    {
      // The share of the plafond a collateral in this condition may borrow.
      key: 'persentase_taksiran',
      label: 'Taksiran (%)',
      type: 'decimal',
      decimals: 2,
      max: 100,
      format: 'percent',
      required: 'Taksiran Tidak Boleh Kosong',
      initial: 100,
    },
  ],
});

export const PARAMETER_RUGI_NOTA = defineMaster({
  key: 'parameter-rugi-nota',
  route: '/parameter-rugi-nota',
  title: 'Parameter Rugi Nota',
  keyFields: ['kode_group'],
  fields: [
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    percentField('rugi_persen', 'Rugi Nota (%)', { required: 'Rugi Nota Tidak Boleh Kosong', initial: 0 }),
    { key: 'rugi_per_gram', label: 'Rugi Per Gram', type: 'money', format: 'rupiah', initial: 0 },
  ],
});

export const PARAMETER_JENIS_GROUP = defineMaster({
  key: 'parameter-jenis-group',
  route: '/parameter-jenis-group',
  title: 'Parameter Jenis Group',
  keyFields: ['kode_group', 'kode_jenis'],
  filters: ['kode_group'],
  fields: [
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    { key: 'kode_jenis', label: 'Jenis', type: 'ref', ref: 'jenis', required: 'Jenis Harus Dipilih' },
    percentField('kadar_jual', 'Kadar Jual (%)', { required: 'Kadar Jual Tidak Boleh Kosong' }),
    percentField('kadar_beli', 'Kadar Beli (%)', { required: 'Kadar Beli Tidak Boleh Kosong' }),
    { key: 'ongkos', label: 'Ongkos', type: 'money', format: 'rupiah', initial: 0 },
  ],
});

export const PARAMETER_ONGKOS = defineMaster({
  key: 'parameter-ongkos',
  route: '/parameter-ongkos',
  title: 'Parameter Ongkos',
  keyFields: ['kode_group', 'berat_dari'],
  filters: ['kode_group'],
  fields: [
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    {
      key: 'berat_dari',
      label: 'Berat Dari (gr)',
      type: 'decimal',
      decimals: 3,
      format: 'gram',
      required: 'Berat Dari Tidak Boleh Kosong',
      initial: 0,
    },
    {
      key: 'berat_sampai',
      label: 'Berat Sampai (gr)',
      type: 'decimal',
      decimals: 3,
      format: 'gram',
      required: 'Berat Sampai Tidak Boleh Kosong',
    },
    {
      key: 'ongkos',
      label: 'Ongkos',
      type: 'money',
      format: 'rupiah',
      required: 'Ongkos Tidak Boleh Kosong',
    },
  ],
});

export const MASTER_SUPPLIER = defineMaster({
  key: 'master-supplier',
  route: '/master-supplier',
  title: 'Supplier',
  keyFields: ['kode_supplier'],
  nameField: 'nama_supplier',
  fields: SUPPLIER_FIELDS,
});

export const MASTER_POTONGAN_PEMBELIAN = defineMaster({
  key: 'master-potongan-pembelian',
  route: '/master-potongan-pembelian',
  title: 'Potongan Pembelian',
  keyFields: ['kode_group', 'kondisi'],
  filters: ['kode_group', 'kondisi'],
  fields: [
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    {
      key: 'kondisi',
      label: 'Kondisi',
      type: 'ref',
      ref: 'kondisi-pembelian',
      required: 'Kondisi Harus Dipilih',
    },
    percentField('potongan_persen', 'Potongan (%)', { required: 'Potongan Tidak Boleh Kosong', initial: 0 }),
    { key: 'potongan_per_gram', label: 'Potongan Per Gram', type: 'money', format: 'rupiah', initial: 0 },
    /**
     * The most the shop pays per gram for this group and condition; a buy-back or trade-in line above
     * it needs an SPV/OWN authorisation (PEMBELIAN DI ATAS MAKSIMUM). 0: the day's purchase price.
     */
    { key: 'harga_maks_gram', label: 'Harga Maksimum Per Gram', type: 'money', format: 'rupiah', initial: 0 },
  ],
});

export const MASTER_KELOMPOK_HARGA = defineMaster({
  key: 'master-kelompok-harga',
  route: '/master-kelompok-harga',
  title: 'Kelompok Harga',
  keyFields: ['kode_kelompok_harga'],
  nameField: 'nama_kelompok_harga',
  fields: [
    ...codeAndName(
      'kode_kelompok_harga',
      'Kode Kelompok Harga',
      'nama_kelompok_harga',
      'Nama Kelompok Harga',
    ),
    percentField('persentase_harga', 'Persentase Harga (%)', {
      required: 'Persentase Harga Tidak Boleh Kosong',
      initial: 100,
    }),
  ],
});

export const PARAMETER_CICILAN = defineMaster({
  key: 'parameter-cicilan',
  route: '/parameter-cicilan',
  title: 'Parameter Cicilan',
  keyFields: ['kode_cicilan'],
  nameField: 'nama_cicilan',
  fields: [
    ...codeAndName('kode_cicilan', 'Kode Cicilan', 'nama_cicilan', 'Nama Cicilan'),
    // Per group: a row with a group applies to that group's items only; without one, to every group.
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group' },
    {
      key: 'tenor',
      label: 'Tenor (Bulan)',
      type: 'integer',
      min: 1,
      max: 60,
      required: 'Tenor Tidak Boleh Kosong',
    },
    percentField('dp_minimal', 'DP Minimal (%)', { required: 'DP Minimal Tidak Boleh Kosong', initial: 0 }),
    percentField('bunga', 'Bunga Per Bulan (%)', { initial: 0 }),
    { key: 'biaya_admin', label: 'Biaya Admin', type: 'money', format: 'rupiah', initial: 0 },
    { key: 'denda_per_hari', label: 'Denda Per Hari', type: 'money', format: 'rupiah', initial: 0 },
  ],
});

export const PARAMETER_KUPON = defineMaster({
  key: 'parameter-kupon',
  route: '/parameter-kupon',
  title: 'Kupon',
  keyFields: ['kode_kupon'],
  nameField: 'nama_kupon',
  fields: [
    ...codeAndName('kode_kupon', 'Kode Kupon', 'nama_kupon', 'Nama Kupon'),
    {
      key: 'jenis_potongan',
      label: 'Jenis Potongan',
      type: 'select',
      options: ['PERSEN', 'RUPIAH'],
      required: 'Jenis Potongan Harus Dipilih',
    },
    {
      key: 'nilai_potongan',
      label: 'Nilai Potongan',
      type: 'decimal',
      decimals: 2,
      required: 'Nilai Potongan Tidak Boleh Kosong',
    },
    {
      key: 'maksimal_potongan',
      label: 'Maksimal Potongan',
      type: 'money',
      format: 'rupiah',
      initial: 0,
      placeholder: 'Untuk PERSEN, 0 = tanpa batas',
    },
    { key: 'minimal_belanja', label: 'Minimal Belanja', type: 'money', format: 'rupiah', initial: 0 },
    {
      key: 'kuota',
      label: 'Kuota',
      type: 'integer',
      min: 1,
      initial: 1,
      required: 'Kuota Tidak Boleh Kosong',
    },
    {
      key: 'kode_member',
      label: 'Kode Member',
      type: 'code',
      max: 13,
      placeholder: 'Kosong = kupon umum',
    },
    {
      key: 'tgl_awal',
      label: 'Tanggal Awal',
      type: 'date',
      required: 'Tanggal Awal Tidak Boleh Kosong',
    },
    {
      key: 'tgl_akhir',
      label: 'Tanggal Akhir',
      type: 'date',
      required: 'Tanggal Akhir Tidak Boleh Kosong',
    },
  ],
  check: kuponTermsProblem,
});

export const PARAMETER_DESKRIPSI_SERVICE = defineMaster({
  key: 'parameter-deskripsi-service',
  route: '/parameter-deskripsi-service',
  title: 'Deskripsi Service',
  keyFields: ['kode_deskripsi'],
  nameField: 'deskripsi',
  fields: [
    ...codeAndName('kode_deskripsi', 'Kode Deskripsi', 'deskripsi', 'Deskripsi'),
    { key: 'ongkos', label: 'Ongkos', type: 'money', format: 'rupiah', initial: 0 },
  ],
});

export const PARAMETER_BONUS_SALES = defineMaster({
  key: 'parameter-bonus-sales',
  route: '/parameter-bonus-sales',
  title: 'Parameter Bonus Sales',
  // One row per turnover group of the sales recap (Laporan Rekap Sales), stored by its label.
  keyFields: ['omset'],
  fields: [
    {
      key: 'omset',
      label: 'Omset',
      type: 'select',
      options: OMSET_GROUPS.map((g) => g.label),
      required: 'Omset Harus Dipilih',
    },
    {
      key: 'bonus_per_gram',
      label: 'Bonus Per Gram',
      type: 'money',
      format: 'rupiah',
      required: 'Bonus Per Gram Tidak Boleh Kosong',
      initial: 0,
    },
    percentField('bonus_persen', 'Bonus Dari Ongkos (%)', { initial: 0 }),
  ],
});
