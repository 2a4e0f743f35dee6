import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiled } from './compiled.ts';

const built = new Map<string, Promise<string>>();

/**
 * A worker thread's TypeScript entry as one plain CommonJS script (the entry and the project files it
 * imports, packages left to `require`), for `new Worker(code, { eval: true })`. A worker thread does
 * not inherit the main thread's TypeScript loader: registering tsx in each worker cost 0.5 s and
 * ~40 MB per worker, compiling once costs ~50 ms per entry and process. Packages resolve from the
 * entry's place, as they do for the main thread. The entry runs as CommonJS: no top-level await.
 * The compiled server ships each worker compiled the same way (dist/workers/<name>.cjs, scripts/build.mjs).
 */
export function workerCode(entry: URL): Promise<string> {
  const key = entry.href;
  let code = built.get(key);
  if (code) return code;
  code = compiled ? precompiled(entry) : compile(entry);
  built.set(key, code);
  // A failed compile is tried again by the next worker.
  code.catch(() => built.delete(key));
  return code;
}

const wrap = (text: string, requireFrom: URL) =>
  `(function (require) {\n${text}\n})(require('node:module').createRequire(${JSON.stringify(requireFrom.href)}));`;

async function precompiled(entry: URL): Promise<string> {
  const file = new URL(`./workers/${basename(fileURLToPath(entry), '.ts')}.cjs`, import.meta.url);
  return wrap(await readFile(file, 'utf8'), file);
}

function compile(entry: URL): Promise<string> {
  const key = entry.href;
  // esbuild is loaded with the first worker, not at the server's start (its idle memory).
  return import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [fileURLToPath(entry)],
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
      const text = r.outputFiles[0]?.text;
      if (!text) throw new Error(`worker ${key}: no code compiled`);
      return wrap(text, entry);
    });
}
