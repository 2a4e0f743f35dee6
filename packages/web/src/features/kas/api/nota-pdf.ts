import { API_PREFIX, MSG } from '@emas/contract';
import { showError } from '../../../components/ui/notify.tsx';
import { showPdf } from '../../../lib/pdf-window.ts';
import { getUser } from '../../../lib/session.ts';

/** The nota_kirim of POST kirim-uang (base64) as a PDF. */
export function openNotaBase64(win: Window | null, base64: string, noReff: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  showPdf(win, new Blob([bytes], { type: 'application/pdf' }), `NOTA KIRIM ${noReff}.pdf`);
}

/** A transfer's nota again, from this server (head office renders a branch's nota itself). */
export async function openNotaKirim(noReff: string): Promise<void> {
  const win = window.open('', '_blank');
  const token = getUser()?.token;
  try {
    const res = await fetch(`${API_PREFIX}/kirim-uang/${encodeURIComponent(noReff)}/nota`, {
      headers: token ? { token } : {},
    });
    if (!res.ok) {
      win?.close();
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      showError(body.message || MSG.requestFailed);
      return;
    }
    showPdf(win, await res.blob(), `NOTA KIRIM ${noReff}.pdf`);
  } catch {
    win?.close();
    showError(MSG.connectionProblem);
  }
}
