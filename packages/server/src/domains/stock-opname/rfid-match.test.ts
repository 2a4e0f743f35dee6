import { describe, expect, it } from 'vitest';
import { countRfid, type ExpectedItem, matchRfid, type TaggedItem } from './rfid-match.ts';

const at = (tag_id: string, kode_baki = 'B1', berat = 1): ExpectedItem => ({
  tag_id,
  kode_barcode: `0000${tag_id.slice(-4)}`,
  nama_barang: `CINCIN ${tag_id}`,
  kode_gudang: 'TOKO',
  kode_baki,
  berat,
});
const elsewhere = (tag: string, status = 'READY'): TaggedItem => ({ ...at(tag, 'B2'), status });

describe('matchRfid', () => {
  it('sorts expected items into FOUND and MISSING, other reads into ELSEWHERE and UNKNOWN', () => {
    const rows = matchRfid(
      [at('E001'), at('E002'), at('E003')],
      ['E002', 'E001', 'X999', 'E900'],
      new Map([['E900', elsewhere('E900', 'SOLD')]]),
    );
    expect(rows.map((r) => [r.hasil, r.tag_id])).toEqual([
      ['FOUND', 'E001'],
      ['FOUND', 'E002'],
      ['MISSING', 'E003'],
      ['UNKNOWN', 'X999'],
      ['ELSEWHERE', 'E900'],
    ]);
    expect(rows.find((r) => r.tag_id === 'E900')).toMatchObject({ kode_baki: 'B2', status: 'SOLD' });
    expect(rows.find((r) => r.tag_id === 'X999')).toMatchObject({ kode_barcode: '', berat: 0 });
  });

  it('counts a tag read many times once', () => {
    const reads = [...Array(50).fill('E001'), ...Array(7).fill('X1')];
    const rows = matchRfid([at('E001'), at('E002')], reads, new Map());
    expect(countRfid(rows, 3)).toEqual({
      expected: 2,
      reads: 2,
      found: 1,
      missing: 1,
      unknown: 1,
      elsewhere: 0,
      tanpa_tag: 3,
    });
  });

  it('with no reads every expected item is MISSING; with nothing expected every read is extra', () => {
    expect(countRfid(matchRfid([at('A'), at('B')], [], new Map()), 0)).toMatchObject({
      missing: 2,
      found: 0,
      reads: 0,
    });
    const extra = matchRfid([], ['A', 'B'], new Map([['A', elsewhere('A')]]));
    expect(countRfid(extra, 0)).toMatchObject({ expected: 0, reads: 2, elsewhere: 1, unknown: 1 });
  });

  it('an expected tag is FOUND even when the shop lookup also knows it', () => {
    const rows = matchRfid([at('A')], ['A'], new Map([['A', elsewhere('A')]]));
    expect(rows.map((r) => r.hasil)).toEqual(['FOUND']);
  });
});
