import { api } from '@emas/contract';
import { call } from '../../../lib/api-client.ts';
import { endSession, getUser } from '../../../lib/session.ts';

/** Logout: posts the user id, then clears the session whatever the server said. */
export async function logout(): Promise<void> {
  const user = getUser();
  try {
    await call(api.logout, {
      body: { user_id: user?.user_id },
      quiet: true,
      ownInvalidToken: true,
      timeoutMs: 5000,
    });
  } catch {
    // an unreachable server or an already-ended session still logs out here
  }
  endSession();
}
