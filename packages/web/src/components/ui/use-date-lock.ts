import { isDateLocked } from '@emas/contract';
import { useSession } from '../../lib/session.ts';

/** Whether date fields are locked for the current user (active-date setting, level, modules). */
export function useDateLock(): boolean {
  const { user } = useSession();
  if (!user) return true;
  return isDateLocked({ level: user.level, modules: user.module });
}
