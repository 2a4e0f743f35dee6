import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-process S3-compatible server for tests: path-style PUT, GET, HEAD and DELETE of objects in
 * one bucket, AWS Signature Version 4 checked against the secret (a wrongly signed request is refused
 * as S3 refuses it), the payload hash checked when signed, and S3's XML error answers.
 */
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request seen: method and key. */
  requests: { method: string; key: string; status: number }[];
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(res: ServerResponse, status: number, code: string, message: string, method: string) {
  res.statusCode = status;
  if (method === 'HEAD') return res.end();
  res.setHeader('content-type', 'application/xml');
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function verifySignature(
  req: IncomingMessage,
  body: Buffer,
  s: { accessKey: string; secretKey: string; region: string },
) {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'AccessDenied';
  const [, accessKey, day, region, signedHeaders, signature] = m as unknown as string[];
  if (accessKey !== s.accessKey) return 'InvalidAccessKeyId';
  if (region !== s.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return 'InvalidRequest';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const url = new URL(req.url ?? '/', 'http://x');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = (signedHeaders ?? '').split(';');
  const headers = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${s.secretKey}`, day ?? ''), region ?? ''), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? null
    : 'SignatureDoesNotMatch';
}

export async function startFakeS3(opts: { bucket?: string } = {}): Promise<FakeS3> {
  const s = {
    bucket: opts.bucket ?? 'emas-images',
    accessKey: 'AKIAFAKE',
    secretKey: 'fake-secret-key',
    region: 'us-east-1',
    objects: new Map<string, { body: Buffer; contentType: string }>(),
    requests: [] as { method: string; key: string; status: number }[],
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const [, bucket, ...rest] = path.split('/');
      const key = rest.join('/');
      res.on('finish', () => s.requests.push({ method, key, status: res.statusCode }));
      const problem = verifySignature(req, body, s);
      if (problem)
        return xmlError(res, 403, problem, 'The request signature we calculated does not match', method);
      if (bucket !== s.bucket)
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', method);
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'Key required', method);
      const obj = s.objects.get(key);
      const etag = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`;
      if (method === 'PUT') {
        s.objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        res.setHeader('etag', etag(body));
        res.statusCode = 200;
        return res.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        if (!obj) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', method);
        res.setHeader('content-type', obj.contentType);
        res.setHeader('content-length', obj.body.length);
        res.setHeader('etag', etag(obj.body));
        res.setHeader('last-modified', new Date().toUTCString());
        res.statusCode = 200;
        return res.end(method === 'HEAD' ? undefined : obj.body);
      }
      if (method === 'DELETE') {
        s.objects.delete(key);
        res.statusCode = 204;
        return res.end();
      }
      return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed', method);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    ...s,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
