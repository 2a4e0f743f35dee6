import { BAKI, GROUP, GUDANG, JENIS, KADAR, KATEGORI, WARNA } from './definitions/barang.ts';
import type { MasterDef } from './types.ts';

export * from './api.ts';
export * from './messages.ts';
export * from './schema.ts';
export * from './types.ts';

/** Every master of the route table, in menu order. */
export const MASTERS: readonly MasterDef[] = [KATEGORI, GROUP, JENIS, GUDANG, BAKI, KADAR, WARNA];

const BY_KEY = new Map(MASTERS.map((m) => [m.key, m]));
const BY_ROUTE = new Map(MASTERS.map((m) => [m.route, m]));

export const masterByKey = (key: string): MasterDef | undefined => BY_KEY.get(key);
export const masterByRoute = (route: string): MasterDef | undefined => BY_ROUTE.get(route);

/** Masters whose `ref` fields point at `key`: a row in use there cannot be deleted. */
export const mastersReferring = (key: string): { def: MasterDef; field: string }[] =>
  MASTERS.flatMap((def) => def.fields.filter((f) => f.ref === key).map((f) => ({ def, field: f.key })));
