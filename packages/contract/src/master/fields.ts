import type { MasterField } from './types.ts';

/** Field builders of the master definitions: the shapes many masters repeat. */

/** A master's code and name (its key field and nameField): both required, the name upper-cased. */
export const codeAndName = (
  code: string,
  codeLabel: string,
  name: string,
  nameLabel: string,
): MasterField[] => [
  { key: code, label: codeLabel, type: 'code', required: `${codeLabel} Tidak Boleh Kosong` },
  { key: name, label: nameLabel, type: 'text', upper: true, required: `${nameLabel} Tidak Boleh Kosong` },
];

/** A percentage: 2 decimals, at most 100. */
export const percentField = (
  key: string,
  label: string,
  more: Pick<MasterField, 'required' | 'initial'> = {},
): MasterField => ({ key, label, type: 'decimal', decimals: 2, max: 100, format: 'percent', ...more });

/** A phone number and an address (the address not a list column). */
export const PHONE_AND_ADDRESS: readonly MasterField[] = [
  { key: 'no_hp', label: 'No HP', type: 'text', max: 20, placeholder: '08xxxxxxxxxx' },
  { key: 'alamat', label: 'Alamat', type: 'text', upper: true, max: 255, list: false },
];

/** A supplier (of gold or of diamonds): code, name, contact person, phone and address. */
export const SUPPLIER_FIELDS: readonly MasterField[] = [
  ...codeAndName('kode_supplier', 'Kode Supplier', 'nama_supplier', 'Nama Supplier'),
  { key: 'kontak', label: 'Kontak', type: 'text', upper: true, max: 100 },
  ...PHONE_AND_ADDRESS,
];
