import type { UserData } from '@emas/contract';
import { useState } from 'react';
import { startSession } from '../../../lib/session.ts';

export type LoginInput = { user_id: string; password: string };

/**
 * The API client and the contract's endpoints (with their zod schemas) are not part of the login
 * page's first load: fetched when the user starts typing, awaited at the latest on submit.
 */
const loadClient = () =>
  Promise.all([import('@emas/contract/api/auth'), import('../../../lib/api-client.ts')]).then(
    ([auth, client]) => ({ endpoint: auth.login, callData: client.callData }),
  );
let client: ReturnType<typeof loadClient> | null = null;
export const preloadLoginClient = () => {
  client ??= loadClient();
  return client;
};

export const login = async (input: LoginInput): Promise<UserData> => {
  const { endpoint, callData } = await preloadLoginClient();
  return callData(endpoint, { body: input });
};

/**
 * Logs in and starts the session (user data and the login marker of today). Plain state rather than
 * a TanStack mutation: the login page is the first page and stays light.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutate = (input: LoginInput, opts: { onSuccess: () => void }) => {
    setPending(true);
    login(input)
      .then((user) => {
        startSession(user);
        opts.onSuccess();
      })
      .catch(() => undefined) // the API client showed the message
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}
