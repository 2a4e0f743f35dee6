import { Worker } from 'node:worker_threads';
import { workerCode } from '../../platform/worker-code.ts';
import { PdfLayout, type PdfLayoutOptions, type PdfLine } from './pdf-layout.ts';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-worker.ts';

/** A PDF being written: batches of lines in, the file out. */
export type PdfSink = {
  add(lines: PdfLine[]): Promise<void>;
  finish(): Promise<{ pdf: Buffer; pages: number; detailRows: number }>;
  abort(): void;
};

function inlineSink(options: PdfLayoutOptions): PdfSink {
  const layout = new PdfLayout(options);
  return {
    add: async (lines) => layout.add(lines),
    finish: () => layout.finish(),
    abort: () => {},
  };
}

/**
 * The layout worker's heap. Left to itself V8 lets a busy heap grow to several times what it holds
 * (a 10,000-row report: ~190 MB for ~35 MB live); a small young generation and a capped old one make
 * it collect instead (~55 MB). A layout holds little whatever the report's length (pages are written
 * out as they fill, the font caches are bounded), so 64 MB is room for the largest PDF (PDF_MAX_ROWS,
 * tested in pdf-render.test.ts).
 */
const WORKER_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };

const PDF_WORKER = new URL('./pdf-worker.ts', import.meta.url);

/** PDF layout (synchronous, seconds for thousands of rows) in a worker thread. */
async function workerSink(options: PdfLayoutOptions): Promise<PdfSink> {
  const worker = new Worker(await workerCode(PDF_WORKER), { eval: true, resourceLimits: WORKER_HEAP });
  let pending: { resolve: (a: PdfWorkerAnswer) => void; reject: (e: Error) => void } | null = null;
  let failed: Error | null = null;
  const fail = (e: Error) => {
    failed = e;
    pending?.reject(e);
    pending = null;
  };
  worker.on('message', (a: PdfWorkerAnswer) => {
    const p = pending;
    pending = null;
    if (a.type === 'error') p?.reject(new Error(a.message));
    else p?.resolve(a);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`pdf worker exited (${code})`)));
  const ask = (m: PdfWorkerRequest): Promise<PdfWorkerAnswer> => {
    if (failed) return Promise.reject(failed);
    return new Promise((resolve, reject) => {
      pending = { resolve, reject };
      worker.postMessage(m);
    });
  };
  try {
    await ask({ type: 'init', options });
  } catch (e) {
    void worker.terminate();
    throw e;
  }
  return {
    add: async (lines) => {
      await ask({ type: 'lines', lines });
    },
    finish: async () => {
      try {
        const a = await ask({ type: 'end' });
        if (a.type !== 'done') throw new Error('pdf worker gave no file');
        return {
          pdf: Buffer.from(a.pdf.buffer, a.pdf.byteOffset, a.pdf.byteLength),
          pages: a.pages,
          detailRows: a.detailRows,
        };
      } finally {
        void worker.terminate();
      }
    },
    abort: () => void worker.terminate(),
  };
}

/**
 * A worker (REPORT_PDF_WORKER=0 turns it off), else the layout on this thread when the worker does not
 * start. Answers at once: the worker starts while the caller runs its first query, and the first
 * lines wait for it.
 */
export function openPdfSink(options: PdfLayoutOptions, log?: (e: unknown) => void): PdfSink {
  if (process.env.REPORT_PDF_WORKER === '0') return inlineSink(options);
  const started = workerSink(options).catch((e) => {
    log?.(e);
    return inlineSink(options);
  });
  return {
    add: async (lines) => (await started).add(lines),
    finish: async () => (await started).finish(),
    abort: () => void started.then((sink) => sink.abort()),
  };
}
