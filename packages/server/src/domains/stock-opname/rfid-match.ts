import {
  RFID_HASIL,
  type RfidCounts,
  type RfidHasil,
  type RfidRow,
} from '@emas/contract/api/stock-opname-rfid';

/** An item lying in the counted place when the session opened. */
export type ExpectedItem = {
  tag_id: string;
  kode_barcode: string;
  nama_barang: string;
  kode_gudang: string;
  kode_baki: string;
  berat: number;
};
/** An item of the shop carrying a tag that was read (wherever it lies, whatever its status). */
export type TaggedItem = ExpectedItem & { status: string };

const ORDER = new Map<RfidHasil, number>(RFID_HASIL.map((h, i) => [h, i]));

/**
 * Matches the tags read against the place's stock: each expected item is FOUND (its tag read) or
 * MISSING; each other tag read is ELSEWHERE (an item of the shop lying elsewhere or no longer
 * READY) or UNKNOWN (no item of the shop has it). A tag counts once however often it was read.
 * Rows come ordered by kind (FOUND, MISSING, UNKNOWN, ELSEWHERE), then tag.
 */
export function matchRfid(
  expected: readonly ExpectedItem[],
  reads: Iterable<string>,
  itemsByTag: ReadonlyMap<string, TaggedItem>,
): RfidRow[] {
  const read = new Set(reads);
  const rows: RfidRow[] = [];
  const expectedTags = new Set<string>();
  for (const e of expected) {
    expectedTags.add(e.tag_id);
    rows.push({ ...e, hasil: read.has(e.tag_id) ? 'FOUND' : 'MISSING', status: 'READY' });
  }
  for (const tag of read) {
    if (expectedTags.has(tag)) continue;
    const item = itemsByTag.get(tag);
    rows.push(
      item
        ? { ...item, hasil: 'ELSEWHERE' }
        : {
            hasil: 'UNKNOWN',
            tag_id: tag,
            kode_barcode: '',
            nama_barang: '',
            kode_gudang: '',
            kode_baki: '',
            status: '',
            berat: 0,
          },
    );
  }
  return rows.sort(
    (a, b) =>
      (ORDER.get(a.hasil) ?? 0) - (ORDER.get(b.hasil) ?? 0) ||
      (a.tag_id < b.tag_id ? -1 : a.tag_id > b.tag_id ? 1 : 0),
  );
}

/** The counts of matched rows; `reads` = distinct tags read, `tanpa_tag` as the session stored it. */
export function countRfid(rows: readonly RfidRow[], tanpaTag: number): RfidCounts {
  const c: RfidCounts = {
    expected: 0,
    reads: 0,
    found: 0,
    missing: 0,
    unknown: 0,
    elsewhere: 0,
    tanpa_tag: tanpaTag,
  };
  for (const r of rows) {
    if (r.hasil === 'FOUND' || r.hasil === 'MISSING') c.expected += 1;
    if (r.hasil !== 'MISSING') c.reads += 1;
    if (r.hasil === 'FOUND') c.found += 1;
    else if (r.hasil === 'MISSING') c.missing += 1;
    else if (r.hasil === 'UNKNOWN') c.unknown += 1;
    else c.elsewhere += 1;
  }
  return c;
}
