import { type Endpoint, fillPath, MSG } from '@emas/contract';
import { showError } from '../components/ui/notify.tsx';
import { apiBase } from './api-client.ts';
import { getUser } from './session.ts';

/**
 * A PDF from a contract endpoint (invoices, slips), fetched with the session's token through the
 * picked shop, shown in a new window by a blob URL, or saved as a file when the server sends it as
 * an attachment (more than 10 invoices). The window must be opened inside the click or key press
 * (`pdfWindow()`) so that pop-up blockers let it through.
 */

/** Opens the empty window the PDF goes into; call it before the first await of a click handler. */
export const pdfWindow = (): Window | null => window.open('', '_blank');

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name of a Content-Disposition header, if any. */
export function dispositionFileName(header: string | null): string | null {
  const m = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

const queryString = (query: Record<string, string | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.set(k, v);
  const s = qs.toString();
  return s ? `?${s}` : '';
};

export type PdfOptions = {
  /** The window from `pdfWindow()`; closed again on an error or when the answer is a file. */
  win: Window | null;
  /** Used when the server names no file. */
  fileName: string;
};

/**
 * Fetches the PDF and shows it; resolves 'opened', 'saved' or 'failed' (the server's message was
 * shown in the error box).
 */
export async function showPdf<Q extends Record<string, string | undefined>>(
  endpoint: Endpoint<undefined, Q, undefined, never>,
  query: Q,
  { win, fileName }: PdfOptions,
): Promise<'opened' | 'saved' | 'failed'> {
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  const token = getUser()?.token;
  if (token) headers.token = token;
  try {
    const res = await fetch(`${apiBase()}${fillPath(endpoint.path, {})}${queryString(query)}`, { headers });
    const type = res.headers.get('Content-Type') ?? '';
    if (!res.ok || !type.includes('application/pdf')) {
      win?.close();
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      showError(body.message || MSG.requestFailed);
      return 'failed';
    }
    const blob = new Blob([await res.blob()], { type: 'application/pdf' });
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const name = dispositionFileName(disposition) ?? fileName;
    if (/^attachment/i.test(disposition) || !win) {
      win?.close();
      saveBlob(blob, name);
      return 'saved';
    }
    const url = URL.createObjectURL(blob);
    win.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
    return 'opened';
  } catch {
    win?.close();
    showError(MSG.connectionProblem);
    return 'failed';
  }
}
