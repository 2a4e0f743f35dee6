import { MODULE } from '../modules.ts';

/**
 * Issue 43: a buy-back from the walk-in seller (UMUM: no member picked) prints an ownership statement
 * ('PERNYATAAN PENJUAL') that must name the seller: the seller's name and ID card (KTP) number are
 * required, unless the shop switches module PEMBELIAN_UMUM_BEBAS_KTP on. A member is known already.
 */
export const UMUM = 'UMUM';

export const UMUM_SELLER_FIELDS = {
  nama_customer: 'Nama Penjual',
  no_ktp: 'No KTP Penjual',
} as const;

export const umumSellerMessage = (missing: readonly string[]) =>
  `Penjual UMUM: ${missing.join(' Dan ')} Wajib Diisi Untuk Surat Pernyataan Penjual`;

/** Whether the shop requires the walk-in seller's name and KTP (the module off: required). */
export const umumSellerRequired = (modules: ReadonlySet<string> | readonly string[]) =>
  !(modules instanceof Set ? modules : new Set(modules)).has(MODULE.PEMBELIAN_UMUM_BEBAS_KTP);

/** The captions of the missing seller fields of a buy-back ([] when none is missing or a member sells). */
export function umumSellerMissing(party: {
  kode_member?: string | null;
  nama_customer?: string | null;
  no_ktp?: string | null;
}): string[] {
  if (party.kode_member?.trim()) return [];
  const nama = party.nama_customer?.trim() ?? '';
  const missing: string[] = [];
  if (!nama || nama.toUpperCase() === UMUM) missing.push(UMUM_SELLER_FIELDS.nama_customer);
  if (!party.no_ktp?.trim()) missing.push(UMUM_SELLER_FIELDS.no_ktp);
  return missing;
}
