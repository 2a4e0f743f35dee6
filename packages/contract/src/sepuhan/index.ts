export * from './gram-ledger.ts';
export * from './wasting.ts';
