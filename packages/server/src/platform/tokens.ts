import { createHash, randomBytes } from 'node:crypto';

/** A fresh high-entropy token; only its SHA-256 is stored, so a leaked table does not leak sessions. */
export const newToken = (prefix = '') => prefix + randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
