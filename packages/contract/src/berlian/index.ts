export * from './item.ts';
export * from './pricing.ts';
export * from './stones.ts';
