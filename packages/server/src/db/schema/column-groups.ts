import { bigserial, date, text, timestamp } from 'drizzle-orm/pg-core';
import { percent, rupiah } from './columns.ts';

/**
 * Column groups shared by the tables, read as `...group.party()` (import * as group). Each returns
 * fresh column builders to spread into a table; its columns keep the order they are listed in, which
 * is the order of the table's columns in the migrations (no group may reorder them).
 */

/** A dated document row: its id, business day (tgl_system) and clock time. */
export const document = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tanggal: date('tanggal', { mode: 'string' }).notNull(),
  jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
});

/** The customer of a document: member code ('' for a walk-in), name, address and phone. */
export const customer = () => ({
  kode_member: text('kode_member').notNull().default(''),
  nama_customer: text('nama_customer').notNull().default(''),
  alamat_customer: text('alamat_customer').notNull().default(''),
  no_hp: text('no_hp').notNull().default(''),
});

/** Who a document is for and who served: the salesperson and the customer. */
export const party = () => ({
  kode_sales: text('kode_sales').notNull(),
  ...customer(),
});

/** The party of a pledge (loan, deposit): the customer's name is required (the key keeps its place). */
export const pledgeParty = () => ({
  ...party(),
  nama_customer: text('nama_customer').notNull(),
});

/** An item as the document names it: barcode, name and group. */
export const item = () => ({
  kode_barcode: text('kode_barcode').notNull(),
  nama_barang: text('nama_barang').notNull(),
  kode_group: text('kode_group').notNull(),
});

/** A pledged piece (loan, deposit), an item in warehouse TITIP: barcode, group, name and purity. */
export const pledgePiece = () => ({
  kode_barcode: text('kode_barcode').notNull(),
  kode_group: text('kode_group').notNull(),
  nama_barang: text('nama_barang').notNull(),
  kadar: percent('kadar').notNull(),
});

/**
 * The document kit's state (contract dokumen/): the state column starting at `initial`, the
 * validation (status_valid OPEN until validated, then VALID; who and when) and who entered it.
 */
export const kitState = (initial: string) => ({
  status: text('status').notNull().default(initial),
  status_valid: text('status_valid').notNull().default('OPEN'),
  validated_by: text('validated_by'),
  validated_at: timestamp('validated_at', { withTimezone: true }),
  input_by: text('input_by').notNull(),
});

/** The cancellation (batal): who, when, why and the authorisation used. */
export const cancel = () => ({
  batal_by: text('batal_by'),
  batal_at: timestamp('batal_at', { withTimezone: true }),
  batal_alasan: text('batal_alasan'),
  batal_otorisasi: text('batal_otorisasi'),
});

/** A counter line's state, OPEN or BATAL, and its cancellation. */
export const lineCancel = () => ({
  status: text('status').notNull().default('OPEN'),
  ...cancel(),
});

/** The auction (lelang) of a document's goods: day, who, the authorisation used. */
export const auction = () => ({
  tgl_lelang: date('tgl_lelang', { mode: 'string' }),
  lelang_by: text('lelang_by'),
  lelang_otorisasi: text('lelang_otorisasi'),
});

/** The shop's refund rule at a cancellation (percent refunded) and the split: refunded, forfeited. */
export const refund = () => ({
  persen_refund: percent('persen_refund'),
  refund_rp: rupiah('refund_rp'),
  hangus_rp: rupiah('hangus_rp'),
});
