import { defineMaster } from '../types.ts';

/** Banks and the shop's own accounts: transfers, debit and credit cards, QRIS. */
export const BANK = defineMaster({
  key: 'bank',
  route: '/bank',
  title: 'Bank',
  keyFields: ['kode_bank'],
  nameField: 'nama_bank',
  fields: [
    { key: 'kode_bank', label: 'Kode Bank', type: 'code', required: 'Kode Bank Tidak Boleh Kosong' },
    {
      key: 'nama_bank',
      label: 'Nama Bank',
      type: 'text',
      upper: true,
      required: 'Nama Bank Tidak Boleh Kosong',
    },
    {
      key: 'fee_debet',
      label: 'Fee Debet (%)',
      type: 'decimal',
      decimals: 2,
      max: 100,
      format: 'percent',
      initial: 0,
    },
    {
      key: 'fee_kredit',
      label: 'Fee Kartu Kredit (%)',
      type: 'decimal',
      decimals: 2,
      max: 100,
      format: 'percent',
      initial: 0,
    },
  ],
});

export const REKENING = defineMaster({
  key: 'rekening',
  route: '/rekening',
  title: 'Rekening',
  keyFields: ['no_rekening'],
  nameField: 'atas_nama',
  filters: ['kode_bank'],
  fields: [
    // Messages of the specification's (unused) non-cash validator.
    { key: 'no_rekening', label: 'No Rekening', type: 'code', required: 'No Rekening Tidak Boleh Kosong' },
    {
      key: 'kode_bank',
      label: 'Kode Bank',
      type: 'ref',
      ref: 'bank',
      required: 'Kode Bank Tidak Boleh Kosong',
    },
    {
      key: 'atas_nama',
      label: 'Atas Nama',
      type: 'text',
      upper: true,
      required: 'Atas Nama Tidak Boleh Kosong',
    },
    {
      key: 'jenis_rekening',
      label: 'Jenis Rekening',
      type: 'select',
      options: ['TRANSFER', 'DEBET', 'CREDIT', 'QRIS', 'E-WALLET'],
      required: 'Jenis Rekening Harus Dipilih',
    },
  ],
});
