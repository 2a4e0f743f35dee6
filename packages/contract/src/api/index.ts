export * from './auth.ts';
export * from './barang.ts';
export * from './dashboard.ts';
export * from './otorisasi.ts';
export * from './system.ts';
export * from './toko.ts';
export * from './transaksi.ts';
export * from './users.ts';
