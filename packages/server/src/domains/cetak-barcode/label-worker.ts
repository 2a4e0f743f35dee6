import { parentPort, workerData } from 'node:worker_threads';
import { type Label, type LabelSheetOptions, renderLabelSheet } from './label-layout.ts';

/** Lays one label sheet out off the HTTP thread: workerData in, the PDF (or an error) out. */
export type LabelWorkerData = { entry: string; labels: Label[]; options: LabelSheetOptions };
export type LabelWorkerAnswer = { type: 'done'; pdf: Uint8Array } | { type: 'error'; message: string };

const { labels, options } = workerData as LabelWorkerData;
try {
  const pdf = await renderLabelSheet(labels, options);
  parentPort?.postMessage({ type: 'done', pdf } satisfies LabelWorkerAnswer);
} catch (e) {
  parentPort?.postMessage({
    type: 'error',
    message: e instanceof Error ? e.message : String(e),
  } satisfies LabelWorkerAnswer);
}
