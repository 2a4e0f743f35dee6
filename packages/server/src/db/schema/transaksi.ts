import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, percent, rupiah } from './columns.ts';

/**
 * The counter's documents (DESIGN.md section 6): one row per sale line and per purchase line, each
 * with the snapshot it was priced with (rate, weight, ongkos, cost, rounding), so reprints and reports
 * never change when masters or prices change. A sale and its trade-ins share no_faktur_group.
 */
export const defineTransaksiTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  penjualan: table(
    'penjualan',
    {
      ...group.document(),
      no_faktur_group: text('no_faktur_group').notNull(),
      no_faktur_jual: text('no_faktur_jual').notNull(),
      ...group.party(),
      ...group.item(),
      kode_dept: text('kode_dept').notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull(),
      kadar: percent('kadar').notNull(),
      kadar_cetak: text('kadar_cetak').notNull().default(''),
      berat: gram('berat').notNull(),
      /**
       * The item's original weight (barang.berat_asli, never changed after the item is added) as the
       * sale found it: the sales report's Berat Awal without a look-up of the item per line. Null on
       * lines written before it was kept; the report then reads the item.
       */
      berat_awal: gram('berat_awal'),
      nama_atribut: text('nama_atribut').notNull().default(''),
      berat_atribut: gram('berat_atribut').notNull().default('0'),
      harga_gram: rupiah('harga_gram').notNull(),
      ongkos: rupiah('ongkos').notNull(),
      harga_atribut: rupiah('harga_atribut').notNull(),
      /** The computed (rounded) price and the price charged. */
      harga_hitung: rupiah('harga_hitung').notNull(),
      harga_total: rupiah('harga_total').notNull(),
      harga_modal: rupiah('harga_modal').notNull(),
      pembulatan: integer('pembulatan').notNull(),
      arah_pembulatan: text('arah_pembulatan').notNull(),
      id_otorisasi: text('id_otorisasi'),
      /** The customer order this line picks up ('' for a counter sale). */
      no_pesanan: text('no_pesanan').notNull().default(''),
      input_by: text('input_by').notNull(),
      ...group.lineCancel(),
    },
    (t) => [
      uniqueIndex('penjualan_faktur_uq').on(t.no_faktur_jual),
      // An item is sold at most once: a second open sale line of the same barcode cannot exist.
      uniqueIndex('penjualan_barcode_open_uq').on(t.kode_barcode).where(sql`${t.status} = 'OPEN'`),
      index('penjualan_group_idx').on(t.no_faktur_group),
      index('penjualan_tanggal_idx').on(t.tanggal, t.id),
      // The sales report's pages: by day, invoice and line (a plain range scan, no sort).
      index('penjualan_tanggal_faktur_idx').on(t.tanggal, t.no_faktur_group, t.id),
    ],
  ),
  pembelian: table(
    'pembelian',
    {
      ...group.document(),
      no_faktur_group: text('no_faktur_group').notNull(),
      no_faktur_beli: text('no_faktur_beli').notNull(),
      /** BELI: a purchase on its own; TUKAR: a trade-in paying part of a sale. */
      jenis_pembelian: text('jenis_pembelian').notNull(),
      ...group.party(),
      /** The seller's ID card number (KTP): required of a walk-in (UMUM) seller (issue 43). */
      no_ktp: text('no_ktp').notNull().default(''),
      /** The sale line it was bought back from ('' for outside gold). */
      no_faktur_jual: text('no_faktur_jual').notNull().default(''),
      /** The new item in warehouse BELI. */
      ...group.item(),
      kode_dept: text('kode_dept').notNull().default(''),
      kadar: percent('kadar').notNull(),
      berat: gram('berat').notNull(),
      berat_nota: gram('berat_nota').notNull().default('0'),
      harga_nota: rupiah('harga_nota').notNull().default(0),
      harga_gram: rupiah('harga_gram').notNull(),
      potongan_persen: percent('potongan_persen').notNull().default('0'),
      potongan_per_gram: rupiah('potongan_per_gram').notNull().default(0),
      harga_hitung: rupiah('harga_hitung').notNull(),
      harga: rupiah('harga').notNull(),
      /**
       * The most the line may be bought for without an authorisation (berat x the shop's maximum per
       * gram, rounded up), and the PEMBELIAN DI ATAS MAKSIMUM authorisation of a price above it.
       */
      harga_maks: rupiah('harga_maks').notNull().default(0),
      id_otorisasi: text('id_otorisasi'),
      pembulatan: integer('pembulatan').notNull(),
      arah_pembulatan: text('arah_pembulatan').notNull(),
      kode_kondisi: text('kode_kondisi').notNull(),
      tipe_kondisi: text('tipe_kondisi').notNull(),
      input_by: text('input_by').notNull(),
      ...group.lineCancel(),
    },
    (t) => [
      uniqueIndex('pembelian_faktur_uq').on(t.no_faktur_beli),
      // A sale line is bought back at most once.
      uniqueIndex('pembelian_asal_open_uq')
        .on(t.no_faktur_jual)
        .where(sql`${t.status} = 'OPEN' and ${t.no_faktur_jual} <> ''`),
      index('pembelian_group_idx').on(t.no_faktur_group),
      index('pembelian_tanggal_idx').on(t.tanggal, t.id),
    ],
  ),
  /** Authorisations by SPV/OWN, each used at most once by the call it protects. */
  otorisasi: table(
    'otorisasi',
    {
      id: text('id').primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      kategori: text('kategori').notNull(),
      description: text('description').notNull(),
      keterangan: text('keterangan').notNull(),
      authorised_by: text('authorised_by').notNull(),
      requested_by: text('requested_by').notNull(),
      /** The document it authorises (number, or a sale line's barcode); null: a document not numbered yet. */
      no_faktur: text('no_faktur'),
      /** The amount it allows (at most or at least, by its kind: OTORISASI_JUMLAH); null: none. */
      jumlah: rupiah('jumlah'),
      used_for: text('used_for'),
    },
    (t) => [index('otorisasi_tanggal_idx').on(t.tanggal)],
  ),
  /**
   * Sales put on hold at the counter (penjualan ditahan): the cart as the counter sent it, kept until a
   * counter of the shop recalls it (the row is deleted then). Nothing is reserved: a held item stays
   * READY and is priced again when the cart is recalled.
   */
  penjualanTahan: table(
    'penjualan_tahan',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      input_by: text('input_by').notNull(),
      keterangan: text('keterangan').notNull().default(''),
      nama_customer: text('nama_customer').notNull().default(''),
      jumlah_barang: integer('jumlah_barang').notNull(),
      total: rupiah('total').notNull().default(0),
      data: jsonb('data').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('penjualan_tahan_created_idx').on(t.created_at)],
  ),
  /**
   * Calls to outside providers, sent by the outbox worker (domains/outbox) with retries: WhatsApp
   * messages (channel WHATSAPP, kind CHAT: `tujuan` the number, `isi` the text) and the web shop's item
   * registrations (channel EXTERNAL, kind REGISTER_BARANG: `tujuan` the barcode, `payload` the item).
   * Without a provider configured a row stays PENDING here. status PENDING, SENT or FAIL.
   */
  outbox: table(
    'outbox',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      channel: text('channel').notNull(),
      kind: text('kind').notNull().default('CHAT'),
      tujuan: text('tujuan').notNull(),
      isi: text('isi').notNull(),
      payload: jsonb('payload'),
      ref: text('ref').notNull().default(''),
      status: text('status').notNull().default('PENDING'),
      attempts: integer('attempts').notNull().default(0),
      last_error: text('last_error'),
      /** When the worker may (next) take it; taking it pushes this forward (the worker's lease). */
      next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
      result: jsonb('result'),
      sent_at: timestamp('sent_at', { withTimezone: true }),
      created_by: text('created_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('outbox_status_idx').on(t.status, t.id),
      index('outbox_due_idx').on(t.status, t.next_attempt_at),
    ],
  ),
});
