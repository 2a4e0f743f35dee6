import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeShop = {
  portal: string;
  /** Every request that reached it: path with query, and the token header. */
  seen: { url: string; token: string | undefined }[];
  close: () => Promise<void>;
};

/** Answers of a branch gone wrong (or hostile): path -> status, content type, body. */
export const ODD_ANSWERS: Record<string, [number, string, string]> = {
  '/api/v1/html': [200, 'text/html; charset=utf-8', '<html><script>alert(document.cookie)</script></html>'],
  '/api/v1/js': [200, 'text/javascript', 'alert(document.cookie)'],
  '/api/v1/svg': [
    200,
    'image/svg+xml',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  ],
  '/api/v1/html-error': [500, 'text/html', '<script>alert(1)</script>'],
  '/api/v1/json-html': [200, 'application/json', '<script>alert(1)</script>'],
  '/api/v1/json-array': [200, 'application/json', '[{"status":"success"}]'],
  '/api/v1/json-other': [200, 'application/json', '{"ok":true}'],
  '/api/v1/pdf-html': [200, 'application/pdf', '<html><script>alert(1)</script></html>'],
  '/api/v1/pdf': [200, 'application/pdf', '%PDF-1.4\n%%EOF\n'],
  '/api/v1/csv': [200, 'text/csv; charset=utf-8', 'a,b\n1,2\n'],
  '/api/v1/error': [
    400,
    'application/json; charset=utf-8',
    '{"status":"error","message":"Data Tidak Valid"}',
  ],
  '/api/v1/no-type': [200, '', '{"status":"success","data":1}'],
  '/api/v1/jpeg': [200, 'image/jpeg', '\xff\xd8\xff\xe0\x00\x10JFIF'],
  '/api/v1/jpeg-html': [200, 'image/jpeg', '<html><script>alert(1)</script></html>'],
};

/**
 * A shop on 127.0.0.1 for head-office tests. `/api/v1/ok` answers a success envelope;
 * `/api/v1/huge` a success envelope of `hugeBytes`, in chunks without a length; `/api/v1/stall` sends
 * its headers and then one byte every 100 ms, forever; `/api/v1/redirect` sends to `{redirectTo}/api/v1/ok`;
 * each of ODD_ANSWERS as written there; anything else 404.
 */
export async function startFakeShop(hugeBytes = 0, redirectTo = ''): Promise<FakeShop> {
  const seen: FakeShop['seen'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const token = req.headers.token;
    seen.push({ url: req.url ?? '', token: Array.isArray(token) ? token[0] : token });
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/v1/ok') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'success', data: { ok: true } }));
    } else if (path === '/api/v1/huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":"success","data":"');
      const chunk = 'x'.repeat(16 * 1024);
      for (let sent = 0; sent < hugeBytes; sent += chunk.length) res.write(chunk);
      res.end('"}');
    } else if (path === '/api/v1/redirect' && redirectTo) {
      res.writeHead(302, { location: `${redirectTo}/api/v1/ok` });
      res.end();
    } else if (path && ODD_ANSWERS[path]) {
      const [status, type, body] = ODD_ANSWERS[path];
      res.writeHead(status, { 'content-type': type });
      // Bodies are written byte for byte (a JPEG's first bytes are above 0x7f).
      res.end(Buffer.from(body, 'latin1'));
    } else if (path === '/api/v1/stall') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":"success","data":"');
      const timer = setInterval(() => res.write('x'), 100);
      timers.add(timer);
      res.on('close', () => {
        clearInterval(timer);
        timers.delete(timer);
      });
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', message: 'tidak ada' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    portal: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearInterval(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
