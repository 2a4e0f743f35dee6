import { api } from '@emas/contract';
import type { ExternalRange, ProcessExternalBody } from '@emas/contract/api/external';
import { call } from '../../../lib/api-client.ts';

/** The external web shop's calls; the client shows the server's message on a failure. */
export const registerWebExternal = (body: ExternalRange) =>
  call(api.registerWebExternal, { body, timeoutMs: 120_000 });

/** The web's sales of the days; an empty answer (404) is quiet here, the page says which list is empty. */
export const findSoldExternal = (query: ExternalRange) => call(api.findSoldExternal, { query, quiet: true });
export const findActiveMembers = (query: ExternalRange) =>
  call(api.findActiveMemberExternal, { query, quiet: true });

export const processExternal = (body: ProcessExternalBody) => call(api.processExternalItaly, { body });
