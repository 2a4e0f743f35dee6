import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { TAG_MSG, tagId } from './barang.ts';
import { type OpnameParams, opnameParams, startOpnameBody } from './stock-opname.ts';

/**
 * Stock Opname RFID: a count session of one warehouse (optionally one tray) fed by an RFID reader.
 * Starting lists the READY items lying there with a tag (tag_id); the reader posts batches of tag ids
 * (`POST stock-opname-rfid/{id}/reads`), stored once per tag; the match answers FOUND (read, lies
 * there), MISSING (lies there, not read), UNKNOWN (read, no item of the shop has it) and ELSEWHERE
 * (read, the item lies elsewhere or is not READY). Finishing stores the result (OPEN -> SELESAI).
 * Imported as `@emas/contract/api/stock-opname-rfid`.
 */

export const RFID_MSG = {
  started: 'Stock Opname RFID Dimulai',
  finished: 'Stock Opname RFID Selesai',
  readsSaved: 'Data Tag Berhasil Disimpan',
  notFound: 'Stock Opname RFID Tidak Ditemukan',
  closed: 'Stock Opname RFID Sudah Selesai',
  alreadyOpen: (lokasi: string) => `Stock Opname RFID ${lokasi} Masih Berjalan, Selesaikan Terlebih Dahulu`,
  tagsEmpty: 'Tag ID Tidak Boleh Kosong',
  tagsTooMany: (max: number) => `Tag ID Maksimal ${max} Per Kirim`,
  ...TAG_MSG,
} as const;

/** The most tag ids one post may carry. */
export const RFID_BATCH_MAX = 5000;

export const RFID_HASIL = ['FOUND', 'MISSING', 'UNKNOWN', 'ELSEWHERE'] as const;
export type RfidHasil = (typeof RFID_HASIL)[number];
/** The words on screen and in the report. */
export const RFID_HASIL_LABEL: Record<RfidHasil, string> = {
  FOUND: 'DITEMUKAN',
  MISSING: 'TIDAK TERBACA',
  UNKNOWN: 'TIDAK DIKENAL',
  ELSEWHERE: 'BEDA LOKASI',
};
export type RfidStatus = 'OPEN' | 'SELESAI';

export const startRfidBody = startOpnameBody;
export type StartRfidBody = z.infer<typeof startRfidBody>;

export const rfidReadsBody = z.object({
  tag_ids: z
    .array(tagId(), { error: RFID_MSG.tagsEmpty })
    .min(1, { error: RFID_MSG.tagsEmpty })
    .max(RFID_BATCH_MAX, { error: RFID_MSG.tagsTooMany(RFID_BATCH_MAX) }),
});
export type RfidReadsBody = z.infer<typeof rfidReadsBody>;

/** Items (qty) of each kind; `reads` = distinct tags read; `tanpa_tag` = READY there without a tag. */
export type RfidCounts = {
  expected: number;
  reads: number;
  found: number;
  missing: number;
  unknown: number;
  elsewhere: number;
  tanpa_tag: number;
};

export type RfidSession = {
  id: number;
  tanggal: string;
  kode_gudang: string;
  /** '' = the whole warehouse. */
  kode_baki: string;
  status: RfidStatus;
  created_by: string;
  created_at: string;
  finished_by: string | null;
  finished_at: string | null;
};

/** One matched row; an UNKNOWN tag has no item (empty texts, berat 0). */
export type RfidRow = {
  hasil: RfidHasil;
  tag_id: string;
  kode_barcode: string;
  nama_barang: string;
  kode_gudang: string;
  kode_baki: string;
  status: string;
  berat: number;
};

/** The session, its counts and its rows other than FOUND (a found item needs no action). */
export type RfidDetail = RfidSession & { counts: RfidCounts; rows: RfidRow[] };
/** received = tags in the post; baru = tags read for the first time; total = distinct tags so far. */
export type RfidReadsAnswer = { received: number; baru: number; total: number };

export const startRfid = endpoint<StartRfidBody, undefined, undefined, RfidDetail>({
  method: 'POST',
  path: 'stock-opname-rfid/start',
  body: startRfidBody,
});

export const postRfidReads = endpoint<RfidReadsBody, undefined, OpnameParams, RfidReadsAnswer>({
  method: 'POST',
  path: 'stock-opname-rfid/:id/reads',
  body: rfidReadsBody,
  params: opnameParams,
});

export const finishRfid = endpoint<undefined, undefined, OpnameParams, RfidDetail>({
  method: 'POST',
  path: 'stock-opname-rfid/:id/finish',
  params: opnameParams,
});

export const getRfid = endpoint<undefined, undefined, OpnameParams, RfidDetail>({
  method: 'GET',
  path: 'stock-opname-rfid/:id',
  params: opnameParams,
});

/** The sessions still OPEN (to go back to one). */
export const openRfidSessions = endpoint<undefined, undefined, undefined, RfidSession[]>({
  method: 'GET',
  path: 'stock-opname-rfid/open',
});
