import { MSG } from '@emas/contract';
import { showError } from '../components/ui/notify.tsx';
import { apiBase } from './api-client.ts';
import { clickDownload } from './save-file.ts';
import { getUser } from './session.ts';

/**
 * Fetches a PDF from the API (with the session token, through the picked shop like any call) and
 * shows it: in a window opened inside the click (so pop-up blockers let it through), or saved as a
 * file when `asFile` or when no window could be opened.
 */
export async function openApiPdf(
  path: string,
  query: Record<string, string>,
  fileName: string,
  opts: { asFile?: boolean; win?: Window | null } = {},
): Promise<boolean> {
  // `win`: a window the caller opened inside the key press or click, before an earlier await (a save).
  if (opts.asFile) opts.win?.close();
  const win = opts.asFile ? null : opts.win !== undefined ? opts.win : window.open('', '_blank');
  const blob = await fetchApiPdf(path, query);
  if (!blob) {
    win?.close();
    return false;
  }
  showPdf(win, blob, fileName);
  return true;
}

/**
 * A PDF of the API (with the session token, through the picked shop like any call); on failure the
 * error box shows the server's text (or the connection problem) and the answer is null.
 */
export async function fetchApiPdf(path: string, query: Record<string, string>): Promise<Blob | null> {
  const token = getUser()?.token;
  try {
    const res = await fetch(`${apiBase()}${path}?${new URLSearchParams(query)}`, {
      headers: token ? { token } : {},
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      showError(body.message || MSG.requestFailed);
      return null;
    }
    return await res.blob();
  } catch {
    showError(MSG.connectionProblem);
    return null;
  }
}

/** Shows a PDF in a window opened inside the click, or saves it as a file when there is none. */
export function showPdf(win: Window | null, blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (win) win.location.href = url;
  else clickDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
}
