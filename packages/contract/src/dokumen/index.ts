import { PEMBELIAN } from './pembelian.ts';
import { PENJUALAN } from './penjualan.ts';
import { PESANAN } from './pesanan.ts';
import { SERVICE } from './service.ts';
import type { DocumentKind } from './types.ts';

export * from './common.ts';
export * from './list-query.ts';
export { PEMBELIAN } from './pembelian.ts';
export { PENJUALAN } from './penjualan.ts';
export { PESANAN } from './pesanan.ts';
export { SERVICE } from './service.ts';
export * from './types.ts';

/** Every declared document kind. A new kind is declared in its own file and added here. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [PENJUALAN, PEMBELIAN, SERVICE, PESANAN];

export const documentKindByKey = (key: string): DocumentKind | undefined =>
  DOCUMENT_KINDS.find((k) => k.key === key);

/** The kind whose lihat or batal page this route is. */
export const documentKindByRoute = (route: string): DocumentKind | undefined =>
  DOCUMENT_KINDS.find((k) => k.routes.lihat === route || k.routes.batal === route);

/** A state's declaration (for its tag colour); unknown states show plain. */
export const documentState = (kind: DocumentKind, key: string) =>
  kind.states.find((s) => s.key === key) ?? { key, label: key, color: 'default' as const };
