export * from './api.ts';
export * from './import.ts';
export * from './kind.ts';
export * from './rules.ts';
