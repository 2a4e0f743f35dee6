import { fetchApiPdf } from './pdf-window.ts';

/**
 * Prints a PDF of the API from a hidden frame of the page: no new tab, the cashier stays on the counter.
 * Chromium shows its print dialog for it; started with `--kiosk-printing` it prints at once on the
 * default printer (README, "Printing at the counter"). One frame is kept and reused.
 */
const FRAME_ID = 'print-frame';
/** Chromium's PDF viewer needs a moment after `load` before it prints the whole document. */
const PRINT_DELAY_MS = 250;

export async function printApiPdf(path: string, query: Record<string, string>): Promise<boolean> {
  const blob = await fetchApiPdf(path, query);
  if (!blob) return false;
  printBlob(new Blob([blob], { type: 'application/pdf' }));
  return true;
}

function printBlob(blob: Blob): void {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'Cetak Nota';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Off screen rather than display:none: a frame that is not rendered does not print in Chromium.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '1px',
    height: '1px',
    border: '0',
    opacity: '0',
  });
  const url = URL.createObjectURL(blob);
  frame.dataset.testid = 'print-frame';
  frame.addEventListener('load', () =>
    window.setTimeout(() => {
      // The keys stay with the counter: the frame never keeps the focus.
      const had = document.activeElement;
      try {
        frame.contentWindow?.print();
      } catch {
        // A browser that refuses to print a frame: the cashier reprints from Lihat Penjualan.
      }
      if (had instanceof HTMLElement && document.activeElement !== had) had.focus();
    }, PRINT_DELAY_MS),
  );
  frame.src = url;
  document.body.appendChild(frame);
  // The frame keeps its document until the next print; the URL is freed after a while.
  window.setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
}
