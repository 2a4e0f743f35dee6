import type { ProviderConfig } from '../../platform/context.ts';

/** What one attempt at a provider came to. */
export type Attempt =
  | { outcome: 'sent'; result: unknown }
  /** The provider refused it for good (4xx): no retry. */
  | { outcome: 'refused'; message: string }
  /** Down, timed out, 5xx, or no provider: try again later. */
  | { outcome: 'retry'; message: string };

export type ProviderAnswer = { status: number; body: Record<string, unknown> };

/** One JSON call to a provider with its bearer key; throws when it cannot be reached or times out. */
export async function callProvider(
  p: ProviderConfig,
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; query?: Record<string, string>; timeoutMs: number },
): Promise<ProviderAnswer> {
  const qs = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
  const res = await fetch(`${p.url}/${path}${qs}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(p.key ? { authorization: `Bearer ${p.key}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    signal: AbortSignal.timeout(opts.timeoutMs),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
    else body = { data: parsed };
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

const messageOf = (a: ProviderAnswer) => (typeof a.body.message === 'string' ? a.body.message : '');

/** A call's answer as an attempt: 2xx sent, 4xx (but 408 and 429) refused, anything else retried. */
export async function attempt(call: () => Promise<ProviderAnswer>, refusedDefault: string): Promise<Attempt> {
  let a: ProviderAnswer;
  try {
    a = await call();
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    return { outcome: 'retry', message: `Provider tidak dapat dihubungi (${err.cause?.code ?? err.name})` };
  }
  if (a.status >= 200 && a.status < 300) return { outcome: 'sent', result: a.body };
  if (a.status >= 400 && a.status < 500 && a.status !== 408 && a.status !== 429)
    return { outcome: 'refused', message: messageOf(a) || refusedDefault };
  return {
    outcome: 'retry',
    message: `Provider menjawab ${a.status}${messageOf(a) ? `: ${messageOf(a)}` : ''}`,
  };
}
