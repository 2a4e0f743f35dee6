import { parentPort, workerData } from 'node:worker_threads';
import { type Label, type LabelSheetOptions, renderLabelSheet } from './label-layout.ts';

/** Lays one label sheet out off the HTTP thread: workerData in, the PDF (or an error) out. */
export type LabelWorkerData = { labels: Label[]; options: LabelSheetOptions };
export type LabelWorkerAnswer = { type: 'done'; pdf: Uint8Array } | { type: 'error'; message: string };

const { labels, options } = workerData as LabelWorkerData;
// Compiled to CommonJS (platform/worker-code.ts): no top-level await.
renderLabelSheet(labels, options).then(
  (pdf) => parentPort?.postMessage({ type: 'done', pdf } satisfies LabelWorkerAnswer),
  (e: unknown) =>
    parentPort?.postMessage({
      type: 'error',
      message: e instanceof Error ? e.message : String(e),
    } satisfies LabelWorkerAnswer),
);
