import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` takes: every proxy, the proxies' addresses / CIDRs, or whether the hop
 * `hop` (0 = the peer) is trusted; a hop count becomes the last, as Fastify makes of a number (its types
 * do not list numbers).
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [addr = '', mask, ...rest] = entry.split('/');
  if (rest.length || !isIP(addr)) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (isIP(addr) === 4 ? 32 : 128);
  return isIP(mask) === 4 && isIP(addr) === 4;
}

/**
 * TRUST_PROXY: whose X-Forwarded-For / -Proto / -Host the shop believes. Unset (or `false`): nobody's,
 * so a client cannot forge its address; `true`: every peer's (only when the port is unreachable except
 * through the proxy); a hop count; or comma-separated addresses / CIDRs / `loopback`, `linklocal`,
 * `uniquelocal` of the proxies. A typo would silently trust nobody (or everybody): it stops the start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !validEntry(e));
  if (bad.length || !entries.length)
    throw new Error(
      `TRUST_PROXY tidak valid (${bad.join(', ') || v}): isi true, jumlah hop, atau alamat/CIDR proxy dipisah koma`,
    );
  return entries;
}
