import { codeAndName, SUPPLIER_FIELDS } from '../fields.ts';
import { defineMaster, type MasterDef } from '../types.ts';

/** The diamond masters (BERLIAN_MODULE, gated by their routes). */

/** A grading scale of a stone: a code and its name, e.g. VVS1 / VERY VERY SLIGHTLY INCLUDED 1. */
const grade = (key: string, title: string, field: string): MasterDef =>
  defineMaster({
    key,
    route: `/${key}`,
    title,
    keyFields: [`kode_${field}`],
    nameField: `nama_${field}`,
    fields: [
      {
        key: `kode_${field}`,
        label: `Kode ${title}`,
        type: 'code',
        required: `Kode ${title} Tidak Boleh Kosong`,
      },
      {
        key: `nama_${field}`,
        label: `Nama ${title}`,
        type: 'text',
        upper: true,
        required: `Nama ${title} Tidak Boleh Kosong`,
      },
    ],
  });

export const JENIS_BATU = grade('jenis-batu', 'Jenis Batu', 'jenis_batu');

export const MASTER_SUPPLIER_BERLIAN = defineMaster({
  key: 'master-supplier-berlian',
  route: '/master-supplier-berlian',
  title: 'Supplier Berlian',
  keyFields: ['kode_supplier'],
  nameField: 'nama_supplier',
  fields: SUPPLIER_FIELDS,
});

export const MASTER_BATU_SHAPE = grade('master-batu-shape', 'Shape', 'shape');
export const MASTER_BATU_COLOR = grade('master-batu-color', 'Color', 'color');
export const MASTER_BATU_CLARITY = grade('master-batu-clarity', 'Clarity', 'clarity');
export const MASTER_BATU_FLUORENCENCE = grade('master-batu-fluorencence', 'Fluorencence', 'fluorencence');
export const MASTER_BATU_SYMETRY = grade('master-batu-symetry', 'Symetry', 'symetry');
export const MASTER_BATU_POLISH = grade('master-batu-polish', 'Polish', 'polish');
export const MASTER_BATU_CUTGRADE = grade('master-batu-cutgrade', 'Cut Grade', 'cutgrade');

/** A stone as bought: its kind, 4C grading and weight in carat. */
export const MASTER_BATU_BERLIAN = defineMaster({
  key: 'master-batu-berlian',
  route: '/master-batu-berlian',
  title: 'Batu Berlian',
  keyFields: ['kode_batu'],
  nameField: 'nama_batu',
  filters: ['kode_jenis_batu', 'kode_shape'],
  fields: [
    ...codeAndName('kode_batu', 'Kode Batu', 'nama_batu', 'Nama Batu'),
    {
      key: 'kode_jenis_batu',
      label: 'Jenis Batu',
      type: 'ref',
      ref: 'jenis-batu',
      required: 'Jenis Batu Harus Dipilih',
    },
    {
      key: 'kode_shape',
      label: 'Shape',
      type: 'ref',
      ref: 'master-batu-shape',
      required: 'Shape Harus Dipilih',
    },
    { key: 'kode_color', label: 'Color', type: 'ref', ref: 'master-batu-color' },
    { key: 'kode_clarity', label: 'Clarity', type: 'ref', ref: 'master-batu-clarity' },
    { key: 'kode_cutgrade', label: 'Cut Grade', type: 'ref', ref: 'master-batu-cutgrade', list: false },
    { key: 'kode_polish', label: 'Polish', type: 'ref', ref: 'master-batu-polish', list: false },
    { key: 'kode_symetry', label: 'Symetry', type: 'ref', ref: 'master-batu-symetry', list: false },
    {
      key: 'kode_fluorencence',
      label: 'Fluorencence',
      type: 'ref',
      ref: 'master-batu-fluorencence',
      list: false,
    },
    {
      key: 'berat_carat',
      label: 'Berat (ct)',
      type: 'decimal',
      decimals: 3,
      required: 'Berat Tidak Boleh Kosong',
    },
    { key: 'ukuran', label: 'Ukuran (mm)', type: 'text', upper: true, max: 30 },
    { key: 'harga', label: 'Harga', type: 'money', format: 'rupiah', initial: 0 },
    {
      key: 'kode_supplier',
      label: 'Supplier',
      type: 'ref',
      ref: 'master-supplier-berlian',
      list: false,
    },
  ],
});
