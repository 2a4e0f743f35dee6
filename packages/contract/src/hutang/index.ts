export * from './lelang.ts';
export * from './rules.ts';
