import { MSG } from '@emas/contract';
import { showError } from '../components/ui/notify.tsx';
import { apiBase } from './api-client.ts';
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
  opts: { asFile?: boolean } = {},
): Promise<boolean> {
  const win = opts.asFile ? null : window.open('', '_blank');
  const token = getUser()?.token;
  try {
    const res = await fetch(`${apiBase()}${path}?${new URLSearchParams(query)}`, {
      headers: token ? { token } : {},
    });
    if (!res.ok) {
      win?.close();
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      showError(body.message || MSG.requestFailed);
      return false;
    }
    const url = URL.createObjectURL(new Blob([await res.blob()], { type: 'application/pdf' }));
    if (win) win.location.href = url;
    else {
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
    }
    window.setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
    return true;
  } catch {
    win?.close();
    showError(MSG.connectionProblem);
    return false;
  }
}
