import { api } from '@emas/contract';
import { callData } from '../../../lib/api-client.ts';

/**
 * Whether this shop still needs its first-run set-up (read after an owner's login; any failure, an
 * older server among them, counts as no: the owner lands on the usual home page).
 */
export async function needsSetup(): Promise<boolean> {
  try {
    return (await callData(api.getSetupStatus, { quiet: true, own: true })).perlu_setup;
  } catch {
    return false;
  }
}
