import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, declared once: the Fastify route registers it and the web fetcher calls it.
 * `path` is relative to /api/v1 and may hold `:param` segments.
 */
export type Endpoint<B = unknown, Q = unknown, P = unknown, R = unknown> = {
  method: HttpMethod;
  path: string;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Only for typing the answer's data; never validated at run time. */
  response?: R;
};

export const endpoint = <B = undefined, Q = undefined, P = undefined, R = unknown>(
  e: Endpoint<B, Q, P, R>,
): Endpoint<B, Q, P, R> => e;

/** Fills `:param` segments of an endpoint path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path param ${k}`);
    return encodeURIComponent(String(v));
  });
}
