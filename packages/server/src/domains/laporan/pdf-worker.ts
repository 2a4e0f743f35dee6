import { parentPort } from 'node:worker_threads';
import { PdfLayout, type PdfLayoutOptions, type PdfLine } from './pdf-layout.ts';

/**
 * Lays a report PDF out off the HTTP thread: 'init' with the layout options, 'lines' batches (each
 * acknowledged as it arrives, so the sender reads its next batch while this one is laid out, and never
 * runs ahead by more than one batch), 'end' answers the file. A batch that fails is answered at the
 * next message.
 */
export type PdfWorkerRequest =
  | { type: 'init'; options: PdfLayoutOptions }
  | { type: 'lines'; lines: PdfLine[] }
  | { type: 'end' };
export type PdfWorkerAnswer =
  | { type: 'ack' }
  | { type: 'done'; pdf: Uint8Array; pages: number; detailRows: number }
  | { type: 'error'; message: string };

const port = parentPort;
let layout: PdfLayout | null = null;
let failed: string | null = null;

const answer = (a: PdfWorkerAnswer) => port?.postMessage(a);

port?.on('message', async (m: PdfWorkerRequest) => {
  if (failed !== null) {
    answer({ type: 'error', message: failed });
    return;
  }
  try {
    if (m.type === 'init') {
      layout = new PdfLayout(m.options);
      answer({ type: 'ack' });
    } else if (m.type === 'lines') {
      answer({ type: 'ack' });
      layout?.add(m.lines);
    } else if (layout) {
      const r = await layout.finish();
      answer({ type: 'done', pdf: r.pdf, pages: r.pages, detailRows: r.detailRows });
    }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (m.type === 'lines') failed = message;
    else answer({ type: 'error', message });
  }
});
