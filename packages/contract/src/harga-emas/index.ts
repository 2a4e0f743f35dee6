export type { HargaEmasDay, HargaEmasHistoryRow, HargaEmasRow } from './api.ts';
export * as hargaEmasApi from './api.ts';
export { HARGA_EMAS_MSG } from './api.ts';
export * from './rule.ts';
