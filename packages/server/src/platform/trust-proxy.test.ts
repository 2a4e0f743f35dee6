import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or false', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy(' false ')).toBe(false);
  });

  it('takes true, a hop count, or addresses and CIDRs as Fastify does', () => {
    expect(parseTrustProxy('true')).toBe(true);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops).toBe('function');
    if (typeof twoHops === 'function')
      expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback,192.168.1.0/255.255.255.0')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.1.0/255.255.255.0',
    ]);
  });

  it('refuses a typo instead of trusting nobody (or everybody) by accident', () => {
    for (const bad of ['127.0.0.256', 'yes', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/9', ',', '::1/129'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/^TRUST_PROXY tidak valid/);
  });
});
