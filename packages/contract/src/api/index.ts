export * from './auth.ts';
export * from './barang.ts';
export * from './dashboard.ts';
export * from './member.ts';
export * from './system.ts';
export * from './toko.ts';
export * from './users.ts';
