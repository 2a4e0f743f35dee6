export * from './auth.ts';
export * from './users.ts';
export * from './system.ts';
export * from './toko.ts';
export * from './dashboard.ts';
