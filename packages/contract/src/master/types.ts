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
  /** A rule across fields (dates in order, a percentage up to 100): its message, or undefined. */
  check?: (values: Record<string, unknown>) => string | undefined;
};

/** The look-up of a list filter: the fixed options of a `select`, or the rows of the `ref` master. */
export type MasterFilterLookup =
  | { field: MasterField; kind: 'options'; options: readonly string[] }
  | { field: MasterField; kind: 'ref'; ref: string };

/**
 * A filter's field and where its choices come from. Throws for a filter the list page could not
 * offer (no such field, or a field with no look-up), so such a master cannot be declared.
 */
export function masterFilterLookup(def: Pick<MasterDef, 'key' | 'fields'>, key: string): MasterFilterLookup {
  const field = def.fields.find((f) => f.key === key);
  if (field?.type === 'select' && field.options?.length)
    return { field, kind: 'options', options: field.options };
  if (field?.type === 'ref' && field.ref) return { field, kind: 'ref', ref: field.ref };
  throw new Error(`master ${def.key}: filter ${key} needs a select field with options or a ref field`);
}

/** Declares a master; a filter without a look-up fails here, when the definition is loaded. */
export const defineMaster = (def: MasterDef): MasterDef => {
  for (const f of def.filters ?? []) masterFilterLookup(def, f);
  return def;
};
