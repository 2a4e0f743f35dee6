// The cashiers of the sales bench in a process of their own (issue 46), as lean as a client can be so
// that the server's numbers are the server's: one keep-alive TCP connection per cashier speaking plain
// HTTP/1.1, every request built before the clock starts (a cashier's head, an item's body), an answer
// read up to its Content-Length and dropped (its text kept only when it is not the expected status).
// With `quotes`, `quoters` more counters (4) each look an item's price up every `quoteEveryMs` (100)
// while the cashiers sell (cashiers typing). It answers sales per second, each sale's and quote's time, and its own CPU
// per sale (process.cpuUsage: this process only).
import net from 'node:net';

/** One keep-alive connection: `send(...buffers)` writes a request and answers its status and body. */
function connection(host, port) {
  const socket = net.connect({ host, port, noDelay: true });
  socket.setKeepAlive(true);
  let waiting = null;
  let chunks = [];
  let size = 0;
  let need = -1;
  let bodyAt = 0;
  socket.on('data', (d) => {
    chunks.push(d);
    size += d.length;
    if (need < 0) {
      const all = chunks.length > 1 ? Buffer.concat(chunks) : d;
      chunks = [all];
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = all.subarray(0, end).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (!length) return waiting?.reject(new Error(`no content-length: ${head}`));
      bodyAt = end + 4;
      need = bodyAt + Number(length[1]);
    }
    if (size < need) return;
    const all = chunks.length > 1 ? Buffer.concat(chunks) : chunks[0];
    const status = Number(all.toString('latin1', 9, 12));
    const w = waiting;
    waiting = null;
    chunks = [];
    size = 0;
    need = -1;
    w?.resolve({ status, body: () => all.toString('utf8', bodyAt) });
  });
  socket.on('error', (e) => waiting?.reject(e));
  socket.on('close', () => waiting?.reject(new Error('connection closed')));
  return {
    send(...parts) {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.cork();
        for (const p of parts) socket.write(p);
        socket.uncork();
      });
    },
    close: () => socket.destroy(),
  };
}

process.once(
  'message',
  async ({ api, tokens, price, first, n, c, quotes, quoters = 4, quoteEveryMs = 100 }) => {
    try {
      const url = new URL(api);
      const host = `${url.hostname}:${url.port}`;
      const kode = (i) => String(i).padStart(8, '0');
      const bodies = Array.from({ length: n }, (_, k) =>
        Buffer.from(
          JSON.stringify({
            kode_sales: 'S01',
            detail_barang: [{ kode_barcode: kode(first + k) }],
            pembayaran: [{ jenis: 'CASH', jumlah: price }],
          }),
        ),
      );
      const saleHead = (token, length) =>
        Buffer.from(
          `POST ${url.pathname}/penjualan HTTP/1.1\r\nhost: ${host}\r\ntoken: ${token}\r\n` +
            `content-type: application/json\r\ncontent-length: ${length}\r\n\r\n`,
        );
      // Every body has the same length (8-digit codes): one head per cashier.
      const heads = tokens.map((token) => saleHead(token, bodies[0]?.length ?? 0));
      const quoteRequests = (quotes ?? []).map((q) =>
        Buffer.from(
          `GET ${url.pathname}/penjualan/barang/${kode(q)} HTTP/1.1\r\nhost: ${host}\r\ntoken: ${tokens[0]}\r\n\r\n`,
        ),
      );
      const cashiers = Array.from({ length: c }, () => connection(url.hostname, url.port));
      const counters = quotes
        ? Array.from({ length: quoters }, () => connection(url.hostname, url.port))
        : [];
      const saleMs = [];
      const quoteMs = [];
      let next = 0;
      let selling = true;
      const cpu = process.cpuUsage();
      const t = performance.now();
      const quoting = Promise.all(
        counters.map(async (counter, k) => {
          for (let q = k; selling; q += counters.length) {
            const s = performance.now();
            const res = await counter.send(quoteRequests[q % quoteRequests.length]);
            if (res.status !== 200) throw new Error(`quote: HTTP ${res.status} ${res.body()}`);
            const took = performance.now() - s;
            quoteMs.push(took);
            await new Promise((r) => setTimeout(r, Math.max(0, quoteEveryMs - took)));
          }
        }),
      );
      await Promise.all(
        cashiers.map(async (cashier, k) => {
          while (next < n) {
            const body = bodies[next++];
            const s = performance.now();
            const res = await cashier.send(heads[k], body);
            if (res.status !== 201) throw new Error(`sale: HTTP ${res.status} ${res.body()}`);
            saleMs.push(performance.now() - s);
          }
        }),
      ).finally(() => {
        selling = false;
      });
      const seconds = (performance.now() - t) / 1000;
      await quoting;
      const used = process.cpuUsage(cpu);
      for (const x of [...cashiers, ...counters]) x.close();
      process.send({
        perSecond: n / seconds,
        saleMs,
        quoteMs,
        clientCpuMsPerSale: (used.user + used.system) / 1000 / n,
      });
    } catch (e) {
      process.send({ error: String(e) });
    }
  },
);
