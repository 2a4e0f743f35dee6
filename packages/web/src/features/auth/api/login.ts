import { api, type UserData } from '@emas/contract';
import { useState } from 'react';
import { callData } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export type LoginInput = { user_id: string; password: string };

export const login = (input: LoginInput): Promise<UserData> => callData(api.login, { body: input });

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
