export * from './envelope.ts';
export * from './endpoint.ts';
export * from './levels.ts';
export * from './live.ts';
export * from './messages.ts';
export * from './validation.ts';
export * as api from './api/index.ts';
export type { AksesNode, ModuleSetting, UserData } from './api/auth.ts';
