// The cashiers of the sales bench in a thread of their own: their HTTP client work (request building,
// answer parsing) never runs on the server's event loop, as at a real counter.
import { parentPort, workerData } from 'node:worker_threads';

const { api, tokens, price, first, n, c } = workerData;
async function sell(token, kode) {
  const res = await fetch(`${api}/penjualan`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: kode }],
      pembayaran: [{ jenis: 'CASH', jumlah: price }],
    }),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`sale ${kode}: HTTP ${res.status} ${body.message ?? ''}`);
}
let next = first;
const t = performance.now();
try {
  await Promise.all(
    Array.from({ length: c }, async (_, k) => {
      while (next < first + n) await sell(tokens[k], String(next++).padStart(8, '0'));
    }),
  );
  parentPort.postMessage({ perSecond: n / ((performance.now() - t) / 1000) });
} catch (e) {
  parentPort.postMessage({ error: String(e) });
}
