import {
  API_PREFIX,
  api,
  BODY_HEADERS,
  type Endpoint,
  fillPath,
  MSG,
  type SuccessEnvelope,
  sealBody,
} from '@emas/contract';
import { showError, toast } from '../components/ui/notify.tsx';
import { getPickedShop, getUser, invalidateSession, isClosingHere } from './session.ts';

/**
 * The one way the web app talks to the server (foundation document sections 7 and 8): contract
 * endpoints, the token header, the picked shop's portal in head-office mode, and the error rules —
 * no response 'Koneksi Bermasalah', the server's text in the 'Oopss!!' box, Invalid Token ends the
 * session, a timeout gives the toast 'Koneksi bermasalah...', and a cancelled call is passed on.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when there was no answer. */
    readonly status: number,
    readonly kind: 'http' | 'network' | 'timeout',
    /** The error answer's data, when the server sent one (e.g. the _id of a DELETED row). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const DEFAULT_TIMEOUT_MS = 30_000;

type Part<K extends string, T> = [T] extends [undefined] ? { [k in K]?: undefined } : { [k in K]: T };

export type CallOptions = {
  signal?: AbortSignal;
  /** The caller shows its own message; the client still handles Invalid Token and timeouts. */
  quiet?: boolean;
  /** The caller handles Invalid Token itself (store closing: 'Toko Sudah Ditutup Oleh Akun Lain'). */
  ownInvalidToken?: boolean;
  /** Always this server, even when head office picked a shop. */
  own?: boolean;
  timeoutMs?: number;
};
export type CallInput<B, Q, P> = Part<'body', B> & Part<'query', Q> & Part<'params', P> & CallOptions;
/** The input may be left out when none of its parts is required. */
type AllOptional<T> = Partial<T> extends T ? true : false;
type CallArgs<B, Q, P> =
  AllOptional<CallInput<B, Q, P>> extends true ? [input?: CallInput<B, Q, P>] : [input: CallInput<B, Q, P>];

/** Calls that belong to the head office itself, never to the picked shop. */
const OWN_SERVER: ReadonlySet<string> = new Set(
  [
    api.login,
    api.logout,
    api.me,
    api.myAkses,
    api.listMasterToko,
    api.addMasterToko,
    api.editMasterToko,
    api.deleteMasterToko,
    api.fanOut,
  ].map((e) => `${e.method} ${e.path}`),
);

const ownBase = () => `${API_PREFIX}/`;

/** The API base: the picked shop (through head office's proxy) or this server. */
export function apiBase(own = false): string {
  const picked = own ? null : getPickedShop();
  return picked
    ? `${window.location.origin}${API_PREFIX}/pusat/toko/${encodeURIComponent(picked.kode_toko)}/`
    : ownBase();
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '') continue;
    qs.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

const isInvalidToken = (message: string) => /invalid token/i.test(message);

async function readBody(
  res: Response,
): Promise<{ status?: string; message?: string; data?: unknown; count?: number }> {
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as { status?: string; message?: string };
  } catch {
    return { status: res.ok ? 'success' : 'error', message: res.ok ? undefined : MSG.serverError };
  }
}

/** Ends the session and reloads: the layout then sends the user to the login page. */
function dropSession(): void {
  invalidateSession();
  window.location.reload();
}

/** Bodies are sent encrypted (BODY_HEADERS) when the build asks for it and the browser can. */
const ENCRYPT_BODIES = import.meta.env.VITE_ENCRYPT_BODY === '1';

/**
 * The body as sent, and the headers of foundation document section 7: whether it is encrypted and
 * which fields stay in clear (none).
 */
async function bodyToSend(body: unknown, token: string | undefined, headers: Record<string, string>) {
  const sealable =
    ENCRYPT_BODIES &&
    token &&
    globalThis.crypto?.subtle &&
    body &&
    typeof body === 'object' &&
    !Array.isArray(body);
  headers[BODY_HEADERS.encrypted] = sealable ? 'true' : 'false';
  headers[BODY_HEADERS.ignoreFields] = '';
  return JSON.stringify(sealable ? await sealBody(token, body as Record<string, unknown>) : body);
}

/** The request headers: JSON answers and the session's token when there is one. */
function baseHeaders(): { headers: Record<string, string>; token: string | undefined } {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getUser()?.token;
  if (token) headers.token = token;
  return { headers, token };
}

type Answer = { res: Response; body: Awaited<ReturnType<typeof readBody>> };

/**
 * Sends the request under the call's timeout (the caller's signal cancels it too) and reads the answer.
 * A cancelled call passes its error on untouched; a timeout toasts and a failed connection shows its
 * box (unless quiet) before they are thrown. `bodyOf` runs inside, so a body that cannot be made
 * counts as a failed connection.
 */
async function fetchAnswer(
  url: string,
  init: { method: string; headers: Record<string, string> },
  bodyOf: () => Promise<BodyInit | undefined>,
  o: Pick<CallOptions, 'signal' | 'quiet' | 'timeoutMs'>,
): Promise<Answer> {
  const timeout = new AbortController();
  const timer = window.setTimeout(() => timeout.abort(), o.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = o.signal ? AbortSignal.any([o.signal, timeout.signal]) : timeout.signal;
  let res: Response;
  try {
    res = await fetch(url, { ...init, body: await bodyOf(), signal });
  } catch (e) {
    window.clearTimeout(timer);
    if (o.signal?.aborted) throw e; // cancelled by the caller: passed on untouched
    if (timeout.signal.aborted) {
      toast.info(MSG.timeoutToast);
      throw new ApiError(MSG.timeoutToast, 0, 'timeout');
    }
    if (!o.quiet) showError(MSG.connectionProblem);
    throw new ApiError(MSG.connectionProblem, 0, 'network');
  }
  try {
    return { res, body: await readBody(res) };
  } finally {
    window.clearTimeout(timer);
  }
}

export async function call<B, Q, P, R>(
  endpoint: Endpoint<B, Q, P, R>,
  ...[input]: CallArgs<B, Q, P>
): Promise<SuccessEnvelope<R>> {
  const o = (input ?? {}) as CallInput<B, Q, P> & { body?: unknown; query?: unknown; params?: unknown };
  const own = o.own || OWN_SERVER.has(`${endpoint.method} ${endpoint.path}`);
  const viaPickedShop = !own && getPickedShop() !== null;
  const path = fillPath(endpoint.path, (o.params ?? {}) as Record<string, string | number>);
  const url = `${apiBase(own)}${path}${queryString(o.query)}`;

  const { headers, token } = baseHeaders();
  const hasBody = endpoint.method !== 'GET' && o.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const { res, body } = await fetchAnswer(
    url,
    { method: endpoint.method, headers },
    async () => (hasBody ? await bodyToSend(o.body, token, headers) : undefined),
    o,
  );

  if (res.ok && body.status !== 'error') return body as SuccessEnvelope<R>;

  const message = body.message || MSG.requestFailed;
  if (isInvalidToken(message) && !o.ownInvalidToken && getUser()) {
    // The store closer's session ends inside the closing: its page says goodbye itself once the
    // closing answers (a reload here, or an error box, would lose or cover that answer).
    if (isClosingHere()) throw new ApiError(message, res.status, 'http');
    // Through head office a shop may refuse head office's service credential: only our own
    // server can say that our session is over.
    if (!viaPickedShop || !(await ownSessionAlive())) {
      dropSession();
      throw new ApiError(message, res.status, 'http');
    }
  }
  if (!o.quiet) showError(message);
  throw new ApiError(message, res.status, 'http', (body as { data?: unknown }).data);
}

/** The answer's data only. */
export async function callData<B, Q, P, R>(
  endpoint: Endpoint<B, Q, P, R>,
  ...args: CallArgs<B, Q, P>
): Promise<R> {
  return (await call(endpoint, ...args)).data;
}

async function ownSessionAlive(): Promise<boolean> {
  try {
    await call(api.me, { quiet: true, ownInvalidToken: true });
    return true;
  } catch (e) {
    return !(e instanceof ApiError && isInvalidToken(e.message));
  }
}

export const isAbortError = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** The body, query, params and answer data types of an endpoint. */
export type BodyOf<E> = E extends Endpoint<infer B, infer _Q, infer _P, infer _R> ? B : never;
export type QueryOf<E> = E extends Endpoint<infer _B, infer Q, infer _P, infer _R> ? Q : never;
export type ParamsOf<E> = E extends Endpoint<infer _B, infer _Q, infer P, infer _R> ? P : never;
export type DataOf<E> = E extends Endpoint<infer _B, infer _Q, infer _P, infer R> ? R : never;

/**
 * A multipart upload (an image file and its text fields) to a contract endpoint: the same token,
 * picked shop, timeout and error rules as `call`. The browser sets the multipart boundary.
 */
export async function upload<R>(
  endpoint: Endpoint<undefined, undefined, undefined, R>,
  form: FormData,
  o: Pick<CallOptions, 'signal' | 'quiet' | 'timeoutMs'> = {},
): Promise<SuccessEnvelope<R>> {
  const { headers } = baseHeaders();
  const { res, body } = await fetchAnswer(
    `${apiBase()}${endpoint.path}`,
    { method: endpoint.method, headers },
    async () => form,
    o,
  );
  if (res.ok && body.status !== 'error') return body as SuccessEnvelope<R>;
  const message = body.message || MSG.requestFailed;
  if (isInvalidToken(message) && getUser()) {
    dropSession();
    throw new ApiError(message, res.status, 'http');
  }
  if (!o.quiet) showError(message);
  throw new ApiError(message, res.status, 'http');
}
