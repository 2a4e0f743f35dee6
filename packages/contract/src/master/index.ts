import { BAKI, GROUP, GUDANG, JENIS, KADAR, KATEGORI, WARNA } from './definitions/barang.ts';
import {
  JENIS_BATU,
  MASTER_BATU_BERLIAN,
  MASTER_BATU_CLARITY,
  MASTER_BATU_COLOR,
  MASTER_BATU_CUTGRADE,
  MASTER_BATU_FLUORENCENCE,
  MASTER_BATU_POLISH,
  MASTER_BATU_SHAPE,
  MASTER_BATU_SYMETRY,
  MASTER_SUPPLIER_BERLIAN,
} from './definitions/berlian.ts';
import {
  MASTER_PLAFOND_HUTANG,
  PARAMETER_BUNGA_HUTANG,
  PARAMETER_HUTANG_POKOK,
  PLAFOND_KADAR_HUTANG,
} from './definitions/hutang.ts';
import { BANK, REKENING } from './definitions/keuangan.ts';
import { DATA_HADIAH, PARAMETER_POINT, PARAMETER_RESET_POIN_MEMBER } from './definitions/member.ts';
import {
  BANDROL,
  KODE_TRANSAKSI,
  KONDISI_BARANG,
  KONDISI_PEMBELIAN,
  KONDISI_PINJAMAN,
  MASTER_KELOMPOK_HARGA,
  MASTER_POTONGAN_PEMBELIAN,
  MASTER_SUPPLIER,
  PARAMETER_BONUS_SALES,
  PARAMETER_CICILAN,
  PARAMETER_DESKRIPSI_SERVICE,
  PARAMETER_JENIS_GROUP,
  PARAMETER_KUPON,
  PARAMETER_ONGKOS,
  PARAMETER_RUGI_NOTA,
  SALES,
  TUKANG,
} from './definitions/transaksi.ts';
import type { MasterDef } from './types.ts';

export * from './api.ts';
export * from './messages.ts';
export * from './schema.ts';
export * from './types.ts';

/**
 * Every master of the route table, in menu order (a master before the masters whose `ref` fields
 * point at it). Not here: parameter-harga-emas (its own domain) and master-toko (the shops).
 */
export const MASTERS: readonly MasterDef[] = [
  KATEGORI,
  GROUP,
  JENIS,
  BANDROL,
  KODE_TRANSAKSI,
  GUDANG,
  BAKI,
  SALES,
  TUKANG,
  KONDISI_BARANG,
  KONDISI_PEMBELIAN,
  KONDISI_PINJAMAN,
  DATA_HADIAH,
  PARAMETER_RUGI_NOTA,
  PARAMETER_JENIS_GROUP,
  KADAR,
  BANK,
  REKENING,
  WARNA,
  PARAMETER_POINT,
  PARAMETER_ONGKOS,
  // Behind module gates (their routes say which).
  PARAMETER_CICILAN,
  MASTER_KELOMPOK_HARGA,
  PARAMETER_RESET_POIN_MEMBER,
  PARAMETER_HUTANG_POKOK,
  PARAMETER_BUNGA_HUTANG,
  PLAFOND_KADAR_HUTANG,
  MASTER_PLAFOND_HUTANG,
  MASTER_SUPPLIER,
  PARAMETER_BONUS_SALES,
  MASTER_POTONGAN_PEMBELIAN,
  PARAMETER_KUPON,
  PARAMETER_DESKRIPSI_SERVICE,
  JENIS_BATU,
  MASTER_SUPPLIER_BERLIAN,
  MASTER_BATU_SHAPE,
  MASTER_BATU_COLOR,
  MASTER_BATU_CLARITY,
  MASTER_BATU_FLUORENCENCE,
  MASTER_BATU_SYMETRY,
  MASTER_BATU_POLISH,
  MASTER_BATU_CUTGRADE,
  MASTER_BATU_BERLIAN,
];

const BY_KEY = new Map(MASTERS.map((m) => [m.key, m]));
const BY_ROUTE = new Map(MASTERS.map((m) => [m.route, m]));

export const masterByKey = (key: string): MasterDef | undefined => BY_KEY.get(key);
export const masterByRoute = (route: string): MasterDef | undefined => BY_ROUTE.get(route);

/** Masters whose `ref` fields point at `key`: a row in use there cannot be deleted. */
export const mastersReferring = (key: string): { def: MasterDef; field: string }[] =>
  MASTERS.flatMap((def) => def.fields.filter((f) => f.ref === key).map((f) => ({ def, field: f.key })));
