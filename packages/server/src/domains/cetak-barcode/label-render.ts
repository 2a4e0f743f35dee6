import { Worker } from 'node:worker_threads';
import { workerCode } from '../../platform/worker-code.ts';
import { type Label, type LabelSheetOptions, renderLabelSheet } from './label-layout.ts';
import type { LabelWorkerAnswer, LabelWorkerData } from './label-worker.ts';

/**
 * Up to this many labels are laid out on the HTTP thread (about 10 ms per hundred once warm); more go
 * to a worker thread, whose start is then worth it.
 */
export const INLINE_LABELS_MAX = 200;

const LABEL_WORKER = new URL('./label-worker.ts', import.meta.url);

async function inWorker(labels: Label[], options: LabelSheetOptions): Promise<Buffer> {
  const worker = new Worker(await workerCode(LABEL_WORKER), {
    eval: true,
    workerData: { labels, options } satisfies LabelWorkerData,
  });
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      run();
      void worker.terminate();
    };
    worker.on('message', (a: LabelWorkerAnswer) =>
      settle(() =>
        a.type === 'done'
          ? resolve(Buffer.from(a.pdf.buffer, a.pdf.byteOffset, a.pdf.byteLength))
          : reject(new Error(a.message)),
      ),
    );
    worker.on('error', (e) => settle(() => reject(e)));
    worker.on('exit', (code) => settle(() => reject(new Error(`label worker exited (${code})`))));
  });
}

/**
 * The label sheet: a worker for large batches (LABEL_PDF_WORKER=0 keeps everything on this thread);
 * when the worker cannot start or fails, the sheet is laid out here after all.
 */
export async function renderLabels(
  labels: Label[],
  options: LabelSheetOptions,
  log?: (e: unknown) => void,
): Promise<Buffer> {
  if (labels.length <= INLINE_LABELS_MAX || process.env.LABEL_PDF_WORKER === '0')
    return renderLabelSheet(labels, options);
  try {
    return await inWorker(labels, options);
  } catch (e) {
    log?.(e);
    return renderLabelSheet(labels, options);
  }
}
