import { describe, expect, it } from 'vitest';
import { freshnessOf } from '../domains/laporan/report-replica.ts';
import { replicaName, replicaRole, subscriptionConnInfo } from './replica.ts';

const target = { kode_toko: 'TK1', nama_toko: 'TOKO SATU', portal: 'http://x', service_token: null };
const state = (received_at: Date | null) => ({
  kode_toko: 'TK1',
  schema: 'toko_tk1',
  subscription: 'emas_tk1',
  branch: 'h:5432/emas',
  ready: true,
  connected: false,
  received_at,
});

describe('replica names, connection and freshness', () => {
  it('names publication, subscription and role after the shop code, as its schema is', () => {
    expect(replicaName('TK1')).toBe('emas_tk1');
    expect(replicaName('Toko-2')).toBe('emas_toko_2');
    expect(replicaRole('TK1')).toBe('emas_repl_tk1');
  });

  it("the subscription connects as the role to the branch URL's host, port and database, quoted", () => {
    const info = subscriptionConnInfo(
      'postgres://admin:s3cret@toko1.example.com:6543/emas?sslmode=require',
      'emas_repl_tk1',
      "pa'ss\\",
    );
    expect(info).toBe(
      "host='toko1.example.com' port='6543' dbname='emas' user='emas_repl_tk1' password='pa\\'ss\\\\' application_name='emas_repl_tk1' sslmode='require'",
    );
    // The administrator's credentials never reach the subscription.
    expect(info).not.toContain('admin');
    expect(info).not.toContain('s3cret');
    expect(subscriptionConnInfo('postgres://a@10.0.0.5/emas', 'r', 'p', 'branch.vpn')).toContain(
      "host='branch.vpn' port='5432' dbname='emas'",
    );
  });

  it('freshness: the last received time in Jakarta time, stale past the limit or never received', () => {
    const at = new Date('2026-12-04T13:15:03Z');
    const now = at.getTime() + 60_000;
    expect(freshnessOf(state(at), target, now)).toEqual({
      kode_toko: 'TK1',
      nama_toko: 'TOKO SATU',
      received_at: '2026-12-04T13:15:03.000Z',
      label: 'data s/d 20:15:03',
      stale: false,
    });
    expect(freshnessOf(state(at), target, at.getTime() + 301_000).stale).toBe(true);
    expect(freshnessOf(state(null), target, now)).toMatchObject({ label: 'data s/d -', stale: true });
  });
});
