import { defineMaster } from '../types.ts';

/** The masters that describe goods and where they lie. */
export const KATEGORI = defineMaster({
  key: 'kategori',
  route: '/kategori',
  title: 'Kategori',
  keyFields: ['kode_kategori'],
  nameField: 'nama_kategori',
  fields: [
    {
      key: 'kode_kategori',
      label: 'Kode Kategori',
      type: 'code',
      required: 'Kode Kategori Tidak Boleh Kosong',
    },
    {
      key: 'nama_kategori',
      label: 'Nama Kategori',
      type: 'text',
      upper: true,
      required: 'Nama Kategori Tidak Boleh Kosong',
    },
  ],
});

export const GROUP = defineMaster({
  key: 'group',
  route: '/group',
  title: 'Group',
  keyFields: ['kode_group'],
  nameField: 'nama_group',
  filters: ['kode_kategori'],
  fields: [
    { key: 'kode_group', label: 'Kode Group', type: 'code', required: 'Kode Group Tidak Boleh Kosong' },
    {
      key: 'nama_group',
      label: 'Nama Group',
      type: 'text',
      upper: true,
      required: 'Nama Group Tidak Boleh Kosong',
    },
    {
      key: 'kode_kategori',
      label: 'Kategori',
      type: 'ref',
      ref: 'kategori',
      required: 'Kategori Harus Dipilih',
    },
    {
      key: 'jenis_group',
      label: 'Jenis Group',
      type: 'select',
      options: ['MUDA', 'TUA', 'LM', 'ACC', 'BERLIAN'],
      required: 'Jenis Group Harus Dipilih',
    },
    {
      key: 'kadar',
      label: 'Kadar (%)',
      type: 'decimal',
      decimals: 2,
      max: 100,
      format: 'percent',
      initial: 100,
    },
  ],
});

export const JENIS = defineMaster({
  key: 'jenis',
  route: '/jenis',
  title: 'Jenis',
  keyFields: ['kode_jenis'],
  nameField: 'nama_jenis',
  filters: ['kode_group'],
  fields: [
    { key: 'kode_jenis', label: 'Kode Jenis', type: 'code', required: 'Kode Jenis Tidak Boleh Kosong' },
    {
      key: 'nama_jenis',
      label: 'Nama Jenis',
      type: 'text',
      upper: true,
      required: 'Nama Jenis Tidak Boleh Kosong',
    },
    { key: 'kode_group', label: 'Group', type: 'ref', ref: 'group', required: 'Group Harus Dipilih' },
    { key: 'ongkos', label: 'Ongkos', type: 'money', format: 'rupiah', initial: 0 },
  ],
});

export const GUDANG = defineMaster({
  key: 'gudang',
  route: '/gudang',
  title: 'Gudang',
  keyFields: ['kode_gudang'],
  nameField: 'nama_gudang',
  fields: [
    { key: 'kode_gudang', label: 'Kode Gudang', type: 'code', required: 'Kode Gudang Tidak Boleh Kosong' },
    {
      key: 'nama_gudang',
      label: 'Nama Gudang',
      type: 'text',
      upper: true,
      required: 'Nama Gudang Tidak Boleh Kosong',
    },
  ],
});

export const BAKI = defineMaster({
  key: 'baki',
  route: '/baki',
  title: 'Baki',
  keyFields: ['kode_baki'],
  nameField: 'nama_baki',
  filters: ['kode_gudang'],
  fields: [
    { key: 'kode_baki', label: 'Kode Baki', type: 'code', required: 'Kode Baki Tidak Boleh Kosong' },
    {
      key: 'nama_baki',
      label: 'Nama Baki',
      type: 'text',
      upper: true,
      required: 'Nama Baki Tidak Boleh Kosong',
    },
    { key: 'kode_gudang', label: 'Gudang', type: 'ref', ref: 'gudang', required: 'Gudang Harus Dipilih' },
    { key: 'berat_baki', label: 'Berat Baki (gr)', type: 'decimal', decimals: 3, format: 'gram', initial: 0 },
  ],
});

export const KADAR = defineMaster({
  key: 'kadar',
  route: '/kadar',
  title: 'Kadar',
  keyFields: ['kode_kadar'],
  nameField: 'nama_kadar',
  fields: [
    { key: 'kode_kadar', label: 'Kode Kadar', type: 'code', required: 'Kode Kadar Tidak Boleh Kosong' },
    {
      key: 'nama_kadar',
      label: 'Nama Kadar',
      type: 'text',
      upper: true,
      required: 'Nama Kadar Tidak Boleh Kosong',
    },
    {
      key: 'kadar',
      label: 'Kadar (%)',
      type: 'decimal',
      decimals: 2,
      max: 100,
      format: 'percent',
      required: 'Kadar Tidak Boleh Kosong',
    },
  ],
});

export const WARNA = defineMaster({
  key: 'warna',
  route: '/warna',
  title: 'Warna',
  keyFields: ['kode_warna'],
  nameField: 'nama_warna',
  fields: [
    { key: 'kode_warna', label: 'Kode Warna', type: 'code', required: 'Kode Warna Tidak Boleh Kosong' },
    { key: 'nama_warna', label: 'Warna', type: 'text', upper: true, required: 'Warna Tidak Boleh Kosong' },
  ],
  // Master-data document, section 8.
  messages: {
    added: 'Data Berhasil Disimpan',
    edited: 'Data Berhasil Edit',
    deleted: 'Data Berhasil Dihapus',
    addFailed: 'Data Gagal Disimpan',
    editFailed: 'Data Gagal Edit',
    deleteFailed: 'Data Gagal Dihapus',
  },
});
