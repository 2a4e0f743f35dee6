import { showError } from '../components/ui/notify.tsx';
import { ApiError } from './api-client.ts';

/**
 * Shows why an action failed: nothing on a timeout (the client has said so), the server's message on a
 * refusal (status below 500), otherwise `fallback`.
 */
export function showActionError(e: unknown, fallback: string): void {
  if (e instanceof ApiError && e.kind === 'timeout') return;
  showError(e instanceof ApiError && e.status < 500 && e.message ? e.message : fallback);
}
