import { BODY_CRYPTO_MSG, BODY_HEADERS, openBody, parseIgnoreFields } from '@emas/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Every call may say `is-encrypted: true` (contract body-crypto.ts): its body is then opened with the
 * key of the session token it sends, the `ignore-fields` taken in clear, before any validation. A
 * header other than true/false, or a body that does not open, is refused and nothing runs.
 */
export function acceptEncryptedBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const flag = header(req.headers[BODY_HEADERS.encrypted])?.trim().toLowerCase();
    if (flag === undefined || flag === '' || flag === 'false') return;
    if (flag !== 'true') throw new AppError(400, BODY_CRYPTO_MSG.badHeader);
    if (req.body === undefined || req.body === null) return;
    const token = header(req.headers.token);
    const opened = token
      ? await openBody(token, req.body, parseIgnoreFields(header(req.headers[BODY_HEADERS.ignoreFields])))
      : null;
    if (!opened) throw new AppError(400, BODY_CRYPTO_MSG.badBody);
    req.body = opened;
  });
}
