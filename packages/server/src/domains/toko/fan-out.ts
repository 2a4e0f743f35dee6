import { API_PREFIX, MSG, type ShopResult } from '@emas/contract';

export type ShopTarget = {
  kode_toko: string;
  nama_toko: string;
  portal: string;
  service_token: string | null;
};
export type ShopCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};

export const shopUrl = (portal: string, path: string, query?: Record<string, string>) => {
  const url = new URL(`${portal.replace(/\/+$/, '')}${API_PREFIX}/${path.replace(/^\/+/, '')}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url;
};

/** One call to one shop's portal with head office's service credential, bounded in time. */
export async function callShop(target: ShopTarget, call: ShopCall, timeoutMs: number): Promise<Response> {
  const hasBody = call.body !== undefined && call.method !== 'GET';
  return fetch(shopUrl(target.portal, call.path, call.query), {
    method: call.method,
    headers: {
      token: target.service_token ?? '',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(call.body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * Runs the same call on every shop at once and merges the answers in shop order. A shop that is down,
 * slow past the limit, or answers anything but a success envelope becomes 'Data Gagal Dimuat';
 * the whole never fails, and it takes as long as the slowest shop, not the sum.
 */
export async function fanOut(
  targets: ShopTarget[],
  call: ShopCall,
  timeoutMs: number,
): Promise<ShopResult<unknown>[]> {
  return Promise.all(
    targets.map(async (t): Promise<ShopResult<unknown>> => {
      const failed = {
        kode_toko: t.kode_toko,
        nama_toko: t.nama_toko,
        status: 'error' as const,
        message: MSG.multiShopFailed,
      };
      try {
        const res = await callShop(t, call, timeoutMs);
        const body = (await res.json()) as { status?: string; data?: unknown; count?: number };
        if (!res.ok || body.status !== 'success') return failed;
        return {
          kode_toko: t.kode_toko,
          nama_toko: t.nama_toko,
          status: 'success',
          data: body.data,
          ...(body.count !== undefined ? { count: body.count } : {}),
        };
      } catch {
        return failed;
      }
    }),
  );
}
