import { defineMaster } from '../types.ts';

/** The parameters of debts (hutang, pawn): interest, principal and plafond. */
export const PARAMETER_HUTANG_POKOK = defineMaster({
  key: 'parameter-hutang-pokok',
  route: '/parameter-hutang-pokok',
  title: 'Parameter Hutang Pokok',
  keyFields: ['kode_group'],
  fields: [
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    {
      key: 'pokok_per_gram',
      label: 'Pokok Per Gram',
      type: 'money',
      format: 'rupiah',
      required: 'Pokok Per Gram Tidak Boleh Kosong',
    },
    {
      key: 'lama_pinjam',
      label: 'Lama Pinjam Maksimal (Hari)',
      type: 'integer',
      min: 1,
      max: 3650,
      required: 'Lama Pinjam Maksimal Tidak Boleh Kosong',
      initial: 120,
    },
  ],
});

/** Interest per day by the amount borrowed: bunga x lama_pinjam, at least `minimal_hari` days. */
export const PARAMETER_BUNGA_HUTANG = defineMaster({
  key: 'parameter-bunga-hutang',
  route: '/parameter-bunga-hutang',
  title: 'Parameter Bunga Hutang',
  keyFields: ['kode_bunga'],
  fields: [
    { key: 'kode_bunga', label: 'Kode Bunga', type: 'code', required: 'Kode Bunga Tidak Boleh Kosong' },
    {
      key: 'jumlah_dari',
      label: 'Jumlah Hutang Dari',
      type: 'money',
      format: 'rupiah',
      required: 'Jumlah Hutang Dari Tidak Boleh Kosong',
      initial: 0,
    },
    {
      key: 'jumlah_sampai',
      label: 'Jumlah Hutang Sampai',
      type: 'money',
      format: 'rupiah',
      required: 'Jumlah Hutang Sampai Tidak Boleh Kosong',
    },
    {
      key: 'bunga',
      label: 'Bunga Per Hari (%)',
      type: 'decimal',
      decimals: 3,
      max: 100,
      format: 'percent',
      required: 'Bunga Tidak Boleh Kosong',
    },
    {
      key: 'minimal_hari',
      label: 'Minimal Hari',
      type: 'integer',
      min: 1,
      max: 365,
      initial: 15,
    },
  ],
});

export const PLAFOND_KADAR_HUTANG = defineMaster({
  key: 'plafond-kadar-hutang',
  route: '/plafond-kadar-hutang',
  title: 'Plafond Kadar Hutang',
  keyFields: ['kode_kadar'],
  fields: [
    { key: 'kode_kadar', label: 'Kadar', type: 'ref', ref: 'kadar', required: 'Kadar Harus Dipilih' },
    {
      key: 'plafond_persen',
      label: 'Plafond (%)',
      type: 'decimal',
      decimals: 2,
      max: 100,
      format: 'percent',
      required: 'Plafond Tidak Boleh Kosong',
    },
  ],
});

export const MASTER_PLAFOND_HUTANG = defineMaster({
  key: 'master-plafond-hutang',
  route: '/master-plafond-hutang',
  title: 'Plafond Hutang',
  keyFields: ['kode_group'],
  fields: [
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    {
      key: 'plafond_per_gram',
      label: 'Plafond Per Gram',
      type: 'money',
      format: 'rupiah',
      required: 'Plafond Per Gram Tidak Boleh Kosong',
    },
    { key: 'maksimal_hutang', label: 'Maksimal Hutang', type: 'money', format: 'rupiah', initial: 0 },
  ],
});
