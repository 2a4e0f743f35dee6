import { api } from '@emas/contract';
import { expect } from 'vitest';
import type { ShopServer } from '../platform/app.ts';
import { type ApiAnswer, call, fingerprint } from './harness.ts';

type Kind = { kategori: string; description: string };

/**
 * An authorisation of `kind` by `userId` (default spv1), asked by `token`'s user and bound to a document
 * or an amount (`bind`): its id, for the call it allows.
 */
export async function authorisation(
  server: ShopServer,
  token: string,
  kind: Kind,
  bind: { no_faktur?: string; jumlah?: number } = {},
  userId = 'spv1',
): Promise<string> {
  const res = await call(server, 'POST', 'authorization', {
    token,
    body: { user_id: userId, password: 'demo1234', ...kind, ...bind },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.id_otorisasi as string;
}

/**
 * A cancel that needs an SPV/OWN authorisation of its kind (a past day's document): `cancel` without one
 * is refused (403) and writes nothing, with spv1's authorisation of `wrongKind` it is refused as
 * invalid, with spv1's authorisation of `kind` for document `no_faktur`, asked by `token`'s user (the
 * one who cancels), it is done (200).
 */
export async function expectCancelNeedsAuthorisation(
  server: ShopServer,
  token: string,
  cancel: (id_otorisasi?: string) => Promise<ApiAnswer>,
  auth: { kind: Kind; wrongKind: Kind; no_faktur: string },
): Promise<void> {
  const before = await fingerprint(server);
  const refused = await cancel();
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(api.OTORISASI_MSG.required);
  expect(await fingerprint(server)).toEqual(before);

  // An authorisation of another kind does not do.
  const wrongKind = await call(server, 'POST', 'authorization', {
    token,
    body: { user_id: 'spv1', password: 'demo1234', ...auth.wrongKind },
  });
  expect((await cancel(wrongKind.body.data.id_otorisasi)).body.message).toBe(api.OTORISASI_MSG.invalid);

  // Asked by the user who cancels, for this document.
  const ok = await cancel(await authorisation(server, token, auth.kind, { no_faktur: auth.no_faktur }));
  expect(ok.status, ok.body.message).toBe(200);
}
