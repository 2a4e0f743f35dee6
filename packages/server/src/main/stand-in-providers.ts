/**
 * A local stand-in for the outside providers, for tests and demos (node:http, in memory):
 * - the external web shop under /external (EXTERNAL_SHOP_URL={url}/external): POST items -> {id_ext},
 *   GET items/sold and GET members with tgl_from, tgl_to -> {data};
 * - a WhatsApp HTTP provider under /wa (WHATSAPP_API_URL={url}/wa): POST send {sender, receiver,
 *   message, type}; receivers starting with 6200 are 'not registered' (404).
 * - the wholesale app under /grosir (GROSIR_URL={url}/grosir): GET redirect shows its parameters.
 * Control (what a test does on the web side): GET /_control/state; POST /_control/down {down};
 * POST /_control/sold {id_ext, tanggal}; POST /_control/members {kode_member, nama_customer, ...};
 * POST /_control/reset.
 * Run alone: `node --import tsx packages/server/src/main/stand-in-providers.ts` (STAND_IN_PORT, default
 * 0 = any free port); it prints `STAND_IN_URL=http://127.0.0.1:{port}`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export type StandInState = {
  down: boolean;
  items: { id_ext: string; kode_barcode: string; nama_barang: string; berat: string; harga_jual: number }[];
  sold: { id_ext: string; tanggal: string }[];
  members: {
    kode_member: string;
    nama_customer: string;
    alamat_customer: string;
    tgl_lahir: string | null;
    tanggal: string;
  }[];
  messages: { id: string; sender: string; receiver: string; message: string; type: string; at: string }[];
  /** Calls refused because the stand-in was down (a test sees the retries). */
  refused: number;
};

export type StandIn = { url: string; state: StandInState; close(): Promise<void> };

const fresh = (): StandInState => ({
  down: false,
  items: [],
  sold: [],
  members: [],
  messages: [],
  refused: 0,
});

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    const v: unknown = text ? JSON.parse(text) : {};
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const s = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const inRange = (d: string, q: URLSearchParams) =>
  (!q.get('tgl_from') || d >= (q.get('tgl_from') ?? '')) &&
  (!q.get('tgl_to') || d <= (q.get('tgl_to') ?? ''));

/** Starts the stand-in; `key` (optional) is the bearer token the provider calls must carry. */
export async function startStandInProviders(opts: { port?: number; key?: string } = {}): Promise<StandIn> {
  let state = fresh();
  let seq = 0;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const body = req.method === 'POST' ? await readJson(req) : {};
    if (path.startsWith('/_control/')) {
      if (path === '/_control/state') return send(res, 200, state);
      if (path === '/_control/reset') {
        state = fresh();
        return send(res, 200, state);
      }
      if (path === '/_control/down') {
        state.down = body.down === true;
        return send(res, 200, { down: state.down });
      }
      if (path === '/_control/sold') {
        state.sold.push({ id_ext: s(body.id_ext), tanggal: s(body.tanggal) });
        return send(res, 200, { ok: true });
      }
      if (path === '/_control/members') {
        state.members.push({
          kode_member: s(body.kode_member),
          nama_customer: s(body.nama_customer),
          alamat_customer: s(body.alamat_customer),
          tgl_lahir: s(body.tgl_lahir) || null,
          tanggal: s(body.tanggal),
        });
        return send(res, 200, { ok: true });
      }
      return send(res, 404, { message: 'unknown control' });
    }
    if (req.method === 'GET' && path === '/grosir/redirect') {
      // The wholesale app's stand-in: a page that shows what it was opened with.
      const q = url.searchParams;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Grosir</title><h1>Aplikasi Grosir (stand-in)</h1><p id="params">user=${encodeURIComponent(q.get('user') ?? '')} scp=${encodeURIComponent(q.get('scp') ?? '')} hidden=${encodeURIComponent(q.get('hidden') ?? '')}</p>`,
      );
      return;
    }
    if (state.down) {
      state.refused++;
      return send(res, 503, { message: 'Service Unavailable' });
    }
    if (opts.key && req.headers.authorization !== `Bearer ${opts.key}`)
      return send(res, 401, { message: 'Unauthorized' });
    if (req.method === 'POST' && path === '/external/items') {
      if (!s(body.kode_barcode)) return send(res, 422, { message: 'kode_barcode kosong' });
      const id_ext = `EXT-${String(++seq).padStart(6, '0')}`;
      state.items.push({
        id_ext,
        kode_barcode: s(body.kode_barcode),
        nama_barang: s(body.nama_barang),
        berat: s(body.berat),
        harga_jual: Number(body.harga_jual ?? 0),
      });
      return send(res, 201, { id_ext });
    }
    if (req.method === 'GET' && path === '/external/items/sold')
      return send(res, 200, { data: state.sold.filter((x) => inRange(x.tanggal, url.searchParams)) });
    if (req.method === 'GET' && path === '/external/members')
      return send(res, 200, {
        data: state.members.filter((m) => inRange(m.tanggal, url.searchParams)),
      });
    if (req.method === 'POST' && path === '/wa/send') {
      const receiver = s(body.receiver);
      if (!receiver || receiver.startsWith('6200'))
        return send(res, 404, { message: 'No Wa Tidak Terdaftar' });
      const id = `WA-${String(++seq).padStart(6, '0')}`;
      state.messages.push({
        id,
        sender: s(body.sender),
        receiver,
        message: s(body.message),
        type: s(body.type),
        at: new Date().toISOString(),
      });
      return send(res, 200, { status: 'success', id });
    }
    return send(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get state() {
      return state;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standIn = await startStandInProviders({
    port: Number(process.env.STAND_IN_PORT ?? 0),
    ...(process.env.STAND_IN_KEY ? { key: process.env.STAND_IN_KEY } : {}),
  });
  console.log(`STAND_IN_URL=${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
