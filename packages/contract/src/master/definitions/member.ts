import { defineMaster } from '../types.ts';

/** Member points: how they are earned, the gifts they buy, and when they are reset. */
export const DATA_HADIAH = defineMaster({
  key: 'data-hadiah',
  route: '/data-hadiah',
  title: 'Hadiah',
  keyFields: ['kode_hadiah'],
  nameField: 'nama_hadiah',
  fields: [
    { key: 'kode_hadiah', label: 'Kode Hadiah', type: 'code', required: 'Kode Hadiah Tidak Boleh Kosong' },
    {
      key: 'nama_hadiah',
      label: 'Nama Hadiah',
      type: 'text',
      upper: true,
      required: 'Nama Hadiah Tidak Boleh Kosong',
    },
    { key: 'poin', label: 'Poin', type: 'integer', min: 1, required: 'Poin Tidak Boleh Kosong' },
    { key: 'harga_hadiah', label: 'Harga Hadiah', type: 'money', format: 'rupiah', initial: 0 },
  ],
});

/** One point for every `kelipatan` Rupiah of a transaction of the group. */
export const PARAMETER_POINT = defineMaster({
  key: 'parameter-point',
  route: '/parameter-point',
  title: 'Parameter Point',
  keyFields: ['jenis_transaksi', 'kode_group'],
  filters: ['jenis_transaksi'],
  fields: [
    {
      key: 'jenis_transaksi',
      label: 'Jenis Transaksi',
      type: 'select',
      options: ['PENJUALAN', 'PEMBELIAN', 'PESANAN', 'SERVICE'],
      required: 'Jenis Transaksi Harus Dipilih',
    },
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    {
      key: 'kelipatan',
      label: 'Kelipatan (Rp)',
      type: 'money',
      format: 'rupiah',
      min: 1,
      required: 'Kelipatan Tidak Boleh Kosong',
    },
    { key: 'poin', label: 'Poin', type: 'integer', required: 'Poin Tidak Boleh Kosong', initial: 1 },
  ],
});

export const PARAMETER_RESET_POIN_MEMBER = defineMaster({
  key: 'parameter-reset-poin-member',
  route: '/parameter-reset-poin-member',
  title: 'Parameter Reset Poin Member',
  keyFields: ['kode_reset'],
  fields: [
    { key: 'kode_reset', label: 'Kode Reset', type: 'code', required: 'Kode Reset Tidak Boleh Kosong' },
    {
      key: 'periode',
      label: 'Periode',
      type: 'select',
      options: ['BULANAN', 'TRIWULAN', 'SEMESTER', 'TAHUNAN'],
      required: 'Periode Harus Dipilih',
    },
    {
      key: 'tgl_reset',
      label: 'Tanggal Reset',
      type: 'date',
      required: 'Tanggal Reset Tidak Boleh Kosong',
    },
    { key: 'keterangan', label: 'Keterangan', type: 'text', upper: true, max: 255 },
  ],
});
