import { API_PREFIX, api, MSG, REPORT_CONTENT_TYPE, type ShopResult } from '@emas/contract';

export type ShopTarget = {
  kode_toko: string;
  nama_toko: string;
  portal: string;
  /** The credential to send, already opened for this portal; null sends none. */
  service_token: string | null;
};
export type ShopCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};
/**
 * How long head office waits for one shop's whole answer and how much of it it reads; with a breaker,
 * a fan-out does not wait again on a shop that was down a moment ago.
 */
export type ShopLimits = { timeoutMs: number; maxBytes: number; breaker?: ShopBreaker };
export type ShopAnswer = { status: number; contentType: string | null; body: Buffer };

/**
 * The fan-out's circuit breaker, one per head-office server (in process): a shop that was down (refused
 * the connection, did not answer in time, answered 5xx) is not called again for `retryAfterMs`; the
 * fan-out answers it as failed at once. After that the next fan-out tries it again; any answer below
 * 500 closes the breaker. Keyed by shop code and its portal: a shop given a new portal is tried at once.
 */
export class ShopBreaker {
  private readonly downSince = new Map<string, { portal: string; at: number }>();
  constructor(
    private readonly retryAfterMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether the fan-out skips this shop now (it failed less than `retryAfterMs` ago). */
  skips(t: Pick<ShopTarget, 'kode_toko' | 'portal'>): boolean {
    const down = this.downSince.get(t.kode_toko);
    if (!down || down.portal !== t.portal) return false;
    return this.now() - down.at < this.retryAfterMs;
  }

  failed(t: Pick<ShopTarget, 'kode_toko' | 'portal'>): void {
    if (this.retryAfterMs > 0) this.downSince.set(t.kode_toko, { portal: t.portal, at: this.now() });
  }

  answered(t: Pick<ShopTarget, 'kode_toko'>): void {
    this.downSince.delete(t.kode_toko);
  }
}

/** A shop that answers more than the limit, as the callers see it: like a shop that is down. */
export class ShopAnswerTooLarge extends Error {}
/** A path that would leave the shop's `/api/v1/`. */
export class UnsafeShopPath extends Error {}

/** `{portal}/api/v1/{path}`; refuses any path that could reach outside the shop's API. */
export const shopUrl = (portal: string, path: string, query?: Record<string, string>) => {
  if (!api.isSafeShopPath(path)) throw new UnsafeShopPath(path);
  const base = new URL(portal.replace(/\/+$/, ''));
  const prefix = `${base.pathname.replace(/\/+$/, '')}${API_PREFIX}/`;
  const url = new URL(`${base.origin}${prefix}${path}`);
  if (url.origin !== base.origin || !url.pathname.startsWith(prefix)) throw new UnsafeShopPath(path);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url;
};

/** Reads a body up to `maxBytes`; more (by its length header or as it arrives) stops the read. */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new ShopAnswerTooLarge();
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ShopAnswerTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * One call to one shop's portal with head office's service credential. One deadline covers the
 * headers and the whole body: a shop that sends its headers and then trickles counts as down.
 */
export async function callShop(target: ShopTarget, call: ShopCall, limits: ShopLimits): Promise<ShopAnswer> {
  const hasBody = call.body !== undefined && call.method !== 'GET';
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const res = await fetch(shopUrl(target.portal, call.path, call.query), {
    method: call.method,
    headers: {
      ...(target.service_token ? { token: target.service_token } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(call.body) : undefined,
    signal,
    redirect: 'manual',
  });
  const body = await readCapped(res, limits.maxBytes);
  return { status: res.status, contentType: res.headers.get('content-type'), body };
}

export type ShopEnvelope = { status: 'success' | 'error'; message?: string; data?: unknown; count?: number };

const mediaType = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const JSON_TYPE = 'application/json; charset=utf-8';

/** A shop's answer as an envelope: JSON by its content type and its bytes, `status` success or error. */
export function envelopeOf(res: ShopAnswer): ShopEnvelope | null {
  if (mediaType(res.contentType) !== 'application/json') return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body.toString('utf8'));
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const status = (body as { status?: unknown }).status;
  return status === 'success' || status === 'error' ? (body as ShopEnvelope) : null;
}

const startsWith = (bytes: number[]) => (b: Buffer) => b.subarray(0, bytes.length).equals(Buffer.from(bytes));

/**
 * The files a shop serves, by media type: the type head office answers with, a check of the bytes, and
 * whether it goes out as a download. Report files download; the shop's stored images (JPEG as sharp
 * writes them, PNG) show in the page, e.g. a branch's pawn photo fetched with the token at head office.
 */
const FILES = new Map<
  string,
  { contentType: string; looksRight: (b: Buffer) => boolean; attachment: boolean }
>([
  [
    mediaType(REPORT_CONTENT_TYPE.pdf),
    {
      contentType: REPORT_CONTENT_TYPE.pdf,
      looksRight: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
      attachment: true,
    },
  ],
  [
    mediaType(REPORT_CONTENT_TYPE.xlsx),
    {
      contentType: REPORT_CONTENT_TYPE.xlsx,
      looksRight: startsWith([0x50, 0x4b, 0x03, 0x04]),
      attachment: true,
    },
  ],
  [
    mediaType(REPORT_CONTENT_TYPE.csv),
    { contentType: REPORT_CONTENT_TYPE.csv, looksRight: () => true, attachment: true },
  ],
  [
    'image/jpeg',
    { contentType: 'image/jpeg', looksRight: startsWith([0xff, 0xd8, 0xff]), attachment: false },
  ],
  [
    'image/png',
    { contentType: 'image/png', looksRight: startsWith([0x89, 0x50, 0x4e, 0x47]), attachment: false },
  ],
]);

/**
 * What head office's proxy may pass on from a shop, on head office's own origin: a JSON envelope (any
 * status), a report file (PDF, xlsx, CSV, success only) as a download, or a stored image (JPEG, PNG,
 * checked by its bytes), each with head office's own content type. Anything else (a page, a script,
 * an SVG, a redirect, JSON of another shape) is null: a portal may be pointed anywhere, and what it
 * says must never run as head office.
 */
export function passableAnswer(
  res: ShopAnswer,
): { status: number; contentType: string; attachment: boolean; body: Buffer } | null {
  if (res.status < 200 || res.status > 599 || (res.status >= 300 && res.status < 400)) return null;
  if (envelopeOf(res))
    return { status: res.status, contentType: JSON_TYPE, attachment: false, body: res.body };
  const file = FILES.get(mediaType(res.contentType));
  if (!file || res.status > 299 || !file.looksRight(res.body)) return null;
  return { status: res.status, contentType: file.contentType, attachment: file.attachment, body: res.body };
}

/**
 * Runs the same call on every shop at once and merges the answers in shop order. A shop that answers
 * its module is off becomes 'Modul Tidak Aktif Di Toko {kode}'; one that is down, slow past the limit,
 * answers too much, or anything but a JSON success envelope becomes 'Data Gagal Dimuat';
 * the whole never fails, and it takes as long as the slowest shop, not the sum. With `limits.breaker`,
 * a shop that was down a moment ago is 'Data Gagal Dimuat' at once, without a call.
 */
export async function fanOut(
  targets: ShopTarget[],
  call: ShopCall,
  limits: ShopLimits,
): Promise<ShopResult<unknown>[]> {
  return Promise.all(
    targets.map(async (t): Promise<ShopResult<unknown>> => {
      const failed = {
        kode_toko: t.kode_toko,
        nama_toko: t.nama_toko,
        status: 'error' as const,
        message: MSG.multiShopFailed,
      };
      const { breaker } = limits;
      if (breaker?.skips(t)) return failed;
      let res: ShopAnswer;
      try {
        res = await callShop(t, call, limits);
      } catch (e) {
        // Refused, unreachable or past the deadline: down. Too large or a bad path says nothing of it.
        if (!(e instanceof ShopAnswerTooLarge || e instanceof UnsafeShopPath)) breaker?.failed(t);
        return failed;
      }
      if (res.status >= 500) breaker?.failed(t);
      else breaker?.answered(t);
      const body = envelopeOf(res);
      // The shop is up and refused: the module is off there, which no retry changes.
      if (res.status === 403 && body?.message === MSG.moduleOff)
        return { ...failed, message: MSG.moduleOffAtShop(t.kode_toko) };
      if (res.status < 200 || res.status > 299 || body?.status !== 'success') return failed;
      return {
        kode_toko: t.kode_toko,
        nama_toko: t.nama_toko,
        status: 'success',
        data: body.data,
        ...(body.count !== undefined ? { count: body.count } : {}),
      };
    }),
  );
}
