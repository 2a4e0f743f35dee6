import { showError } from '../../../components/ui/notify.tsx';

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

/** The body the contract's schema accepted, or null once its first complaint (or `fallback`) is shown. */
export function checkedBody<T>(parsed: Parsed<T>, fallback: string): T | null {
  if (parsed.success) return parsed.data;
  showError(parsed.error.issues[0]?.message ?? fallback);
  return null;
}
