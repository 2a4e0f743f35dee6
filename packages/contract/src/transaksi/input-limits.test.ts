import { describe, expect, it } from 'vitest';
import {
  checkKadar,
  checkServiceTotal,
  checkTender,
  KADAR_MAX,
  LIMIT_MSG,
  SERVICE_TOTAL_MAX,
  tenderMax,
} from './input-limits.ts';

describe('checkKadar', () => {
  it('0..100 is fine, the issue slip 70.0070 rounded up is not above 100 but 7070 is refused', () => {
    expect(checkKadar(70)).toEqual({ kind: 'ok' });
    expect(checkKadar(KADAR_MAX)).toEqual({ kind: 'ok' });
    expect(checkKadar(undefined)).toEqual({ kind: 'ok' });
    expect(checkKadar(7070)).toEqual({ kind: 'over', message: LIMIT_MSG.kadarOver });
    expect(checkKadar(100.01).kind).toBe('over');
  });
});

describe('checkTender', () => {
  it('exact cash, a short payment and a normal change are fine', () => {
    expect(checkTender(7_065_500, 7_065_500).kind).toBe('ok');
    expect(checkTender(5_000_000, 7_065_500).kind).toBe('ok');
    expect(checkTender(10_000_000, 7_065_500).kind).toBe('ok');
    expect(checkTender(100_000, 40_000).kind).toBe('ok');
    expect(checkTender(undefined, 40_000).kind).toBe('ok');
  });
  it('the issue slip: F8 filled 1,630,000 and a tender typed behind it is refused with the maximum', () => {
    const due = 1_630_000;
    expect(tenderMax(due)).toBe(16_300_000);
    expect(checkTender(16_300_002_000_000, due)).toEqual({
      kind: 'over',
      message: LIMIT_MSG.tenderOver(16_300_000),
    });
    expect(LIMIT_MSG.tenderOver(16_300_000)).toBe('Tunai Diterima Tidak Boleh Melebihi Rp 16,300,000');
  });
  it('a small amount due still takes a one-million note', () => {
    expect(tenderMax(40_000)).toBe(1_040_000);
    expect(tenderMax(0)).toBe(1_000_000);
    expect(checkTender(1_000_000, 40_000).kind).toBe('ok');
    expect(checkTender(1_040_000, 40_000).kind).toBe('outlier');
    expect(checkTender(1_040_001, 40_000).kind).toBe('over');
  });
  it('a change of a million or more on over twice the amount due asks first', () => {
    const r = checkTender(5_000_000, 2_000_000);
    expect(r.kind).toBe('outlier');
    expect(r.kind === 'outlier' && r.message).toBe(
      'Tunai Diterima Rp 5,000,000 Untuk Tagihan Rp 2,000,000, Kembalian Rp 3,000,000. Yakin Nominalnya Benar?',
    );
    // Over twice but a small change: a 50,000 note for 20,000.
    expect(checkTender(50_000, 20_000).kind).toBe('ok');
    // A large change but under twice: 10 million for 7 million.
    expect(checkTender(10_000_000, 7_000_000).kind).toBe('ok');
  });
});

describe('checkServiceTotal', () => {
  it('the issue slip: 40,000 with 75,000 typed behind it is refused', () => {
    expect(checkServiceTotal(4_000_075_000, 40_000)).toEqual({
      kind: 'over',
      message: LIMIT_MSG.serviceOver,
    });
    expect(LIMIT_MSG.serviceOver).toBe('Biaya Service Tidak Boleh Melebihi Rp 100,000,000');
  });
  it('up to the maximum without an estimate is fine; far above the estimate asks first', () => {
    expect(checkServiceTotal(SERVICE_TOTAL_MAX).kind).toBe('ok');
    expect(checkServiceTotal(SERVICE_TOTAL_MAX + 1).kind).toBe('over');
    expect(checkServiceTotal(75_000, 40_000).kind).toBe('ok');
    expect(checkServiceTotal(200_000, 40_000).kind).toBe('ok');
    expect(checkServiceTotal(200_001, 40_000)).toEqual({
      kind: 'outlier',
      message: LIMIT_MSG.serviceOutlier(200_001, 40_000),
    });
    expect(checkServiceTotal(500_000, 0).kind).toBe('ok');
  });
});
