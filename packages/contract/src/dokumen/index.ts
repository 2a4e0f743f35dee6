import { PEMBELIAN_MANUAL, PENJUALAN_MANUAL } from './barang-manual.ts';
import { CICILAN } from './cicilan.ts';
import { HUTANG } from './hutang.ts';
import { PEMBELIAN } from './pembelian.ts';
import { PENJUALAN } from './penjualan.ts';
import { PESANAN } from './pesanan.ts';
import { SERVICE } from './service.ts';
import { TITIP_SIMPAN } from './titip-simpan.ts';
import type { DocumentKind } from './types.ts';

export { PEMBELIAN_MANUAL, PENJUALAN_MANUAL } from './barang-manual.ts';
export { CICILAN } from './cicilan.ts';
export * from './common.ts';
export { HUTANG } from './hutang.ts';
export * from './list-query.ts';
export * from './messages.ts';
export { PEMBELIAN } from './pembelian.ts';
export { PENJUALAN } from './penjualan.ts';
export { PESANAN } from './pesanan.ts';
export { SERVICE } from './service.ts';
export { TITIP_SIMPAN } from './titip-simpan.ts';
export * from './types.ts';
export * from './validasi.ts';

/** Every declared document kind. A new kind is declared in its own file and added here. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  PENJUALAN,
  PEMBELIAN,
  SERVICE,
  PESANAN,
  HUTANG,
  TITIP_SIMPAN,
  CICILAN,
  PENJUALAN_MANUAL,
  PEMBELIAN_MANUAL,
];

export const documentKindByKey = (key: string): DocumentKind | undefined =>
  DOCUMENT_KINDS.find((k) => k.key === key);

/** The kind whose lihat, batal or validasi page this route is. */
export const documentKindByRoute = (route: string): DocumentKind | undefined =>
  DOCUMENT_KINDS.find(
    (k) => k.routes.lihat === route || k.routes.batal === route || k.routes.validasi === route,
  );

/** A state's declaration (for its tag colour); unknown states show plain. */
export const documentState = (kind: DocumentKind, key: string) =>
  kind.states.find((s) => s.key === key) ?? { key, label: key, color: 'default' as const };
