export * from './form-issues.ts';
export * from './lelang.ts';
export * from './rules.ts';
