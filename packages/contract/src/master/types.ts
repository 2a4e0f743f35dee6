import type { ModuleKey } from '../modules.ts';

/**
 * A master (kategori, gudang, baki, warna, ...) declared once: the server's validation and storage,
 * the generic API and the generic page all read this definition (DESIGN.md section 5).
 */
export type MasterFieldType =
  | 'code' // upper-cased code: letters, digits, dot, dash, underscore
  | 'text' // free text (upper-cased when `upper`)
  | 'integer' // whole number (pieces, points, days)
  | 'money' // whole Rupiah
  | 'decimal' // grams (3 decimals) or percentages (2 decimals): see `decimals`
  | 'select' // one of `options`
  | 'ref' // the code of a row of another master (`ref`)
  | 'boolean'
  | 'date'; // yyyy-MM-dd

export type MasterField = {
  key: string;
  label: string;
  type: MasterFieldType;
  /** The message when empty; a field without it is optional. */
  required?: string;
  /** Upper-cased before validation and storage (codes always are). */
  upper?: boolean;
  max?: number;
  min?: number;
  decimals?: number;
  options?: readonly string[];
  /** For `ref`: the master whose active rows are the choices. */
  ref?: string;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** Value given to a new row's form. */
  initial?: string | number | boolean;
  /** A number field shown with the money / gram / percent format. */
  format?: 'rupiah' | 'gram' | 'percent';
  placeholder?: string;
};

export type MasterMessages = {
  added: string;
  edited: string;
  deleted: string;
  reactivated: string;
  addFailed: string;
  editFailed: string;
  deleteFailed: string;
};

export type MasterDef = {
  /** API path segment and storage key: `GET {key}`, `POST {key}`, `PUT {key}/:_id`, ... */
  key: string;
  /** The route of its page (route table): its rights and module gate apply to the API too. */
  route: string;
  /** The thing it holds, for 'Tambah Data {title}' / 'Edit Data {title}'. */
  title: string;
  fields: readonly MasterField[];
  /** Fields whose values together identify a row (unique among rows of this master). */
  keyFields: readonly string[];
  /** The field shown as the row's name in choices of other masters. */
  nameField?: string;
  /** Success and failure texts when the specification gives its own. */
  messages?: Partial<MasterMessages>;
  /** Modules the API requires besides the route's own gate (none usually). */
  modules?: readonly ModuleKey[];
  /** Filters offered above the list, by field key (a `ref` or `select` field). */
  filters?: readonly string[];
};

export const defineMaster = (def: MasterDef): MasterDef => def;
