import { fileURLToPath } from 'node:url';

const ENTRY = new URL('./pdf-worker.ts', import.meta.url);

let compiled: Promise<string> | null = null;

/**
 * The PDF worker's code as one plain CommonJS script (pdf-worker.ts and the layout it imports,
 * packages left to `require`), for `new Worker(code, { eval: true })`. A worker thread does not
 * inherit the main thread's TypeScript loader: registering tsx in each worker cost 0.5 s and ~40 MB
 * per PDF, compiling once costs ~50 ms per process. Packages resolve from this file's place, as
 * they do for the main thread.
 */
export function pdfWorkerCode(): Promise<string> {
  // esbuild is loaded with the first PDF, not at the server's start (its idle memory).
  compiled ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [fileURLToPath(ENTRY)],
        bundle: true,
        packages: 'external',
        format: 'cjs',
        platform: 'node',
        target: `node${process.versions.node}`,
        write: false,
        logLevel: 'silent',
      }),
    )
    .then((r) => {
      const code = r.outputFiles[0]?.text;
      if (!code) throw new Error('pdf worker: no code compiled');
      return `(function (require) {\n${code}\n})(require('node:module').createRequire(${JSON.stringify(ENTRY.href)}));`;
    });
  // A failed compile is tried again by the next PDF.
  compiled.catch(() => {
    compiled = null;
  });
  return compiled;
}
