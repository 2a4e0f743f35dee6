// The light-request bench's clients in a thread of their own (their HTTP client work never runs on
// the server's event loop): `c` connections asking `url` in a loop for `ms`; with `whileUrl`, for as
// long as `whileUrl` is asked again and again, one at a time, until `ms` have passed (at least once).
// Answers requests per second and every latency.
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, c, ms, whileUrl } = workerData;
const lat = [];
let stop = false;
const t0 = performance.now();
async function repeat() {
  do {
    const r = await fetch(whileUrl, { headers });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${whileUrl}: HTTP ${r.status}`);
  } while (performance.now() - t0 < ms);
}
const end = whileUrl ? repeat() : new Promise((r) => setTimeout(r, ms));
try {
  await Promise.all([
    end.finally(() => {
      stop = true;
    }),
    ...Array.from({ length: c }, async () => {
      while (!stop) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        lat.push(performance.now() - t);
      }
    }),
  ]);
  parentPort.postMessage({ seconds: (performance.now() - t0) / 1000, latencies: lat });
} catch (e) {
  parentPort.postMessage({ error: String(e) });
}
