import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, percent, rate, rupiah } from './columns.ts';

/**
 * Pawn loans (hutang), DESIGN.md section 6 (Debt, Snapshots, Computed versus charged):
 * - hutang: one row per loan, with the rate band, minimum days, rounding unit and plafond it was
 *   taken with (snapshots), the redemption's computed and charged interest, and its state
 *   (status: AKTIF, LUNAS, LELANG, BATAL; status_valid OPEN until validasi hutang, then VALID).
 *   `tanggal` is tgl_hutang (the business day it was taken).
 * - hutang_detail: the pledged pieces, each an item (barang kode_barcode) held in warehouse TITIP,
 *   with the plafond it was given.
 * - hutang_bayar: the loan's one payment history: LUNAS (redemption), PERPANJANGAN (the interest so
 *   far paid and the due date moved) and BATAL LUNAS (a redemption reversed) rows, each with its days,
 *   computed and charged interest, principal paid and authorisation.
 */
export const defineHutangTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  hutang: table(
    'hutang',
    {
      ...group.document(),
      no_faktur_hutang: text('no_faktur_hutang').notNull(),
      no_faktur_manual: text('no_faktur_manual').notNull().default(''),
      ...group.pledgeParty(),
      no_ktp: text('no_ktp').notNull().default(''),
      keterangan: text('keterangan').notNull().default(''),
      tgl_tempo: date('tgl_tempo', { mode: 'string' }).notNull(),
      /** The first day of the current interest period: tanggal, or the last extension's day. */
      tgl_bunga: date('tgl_bunga', { mode: 'string' }).notNull(),
      jumlah_hutang: rupiah('jumlah_hutang').notNull(),
      /** The plafond computed at the loan, and the authorisation of an amount above it. */
      plafond: rupiah('plafond').notNull(),
      id_otorisasi: text('id_otorisasi'),
      /** The rate band snapshot (parameter-bunga-hutang) and the rounding unit (PEMBULATAN). */
      kode_bunga: text('kode_bunga').notNull(),
      bunga: rate('bunga').notNull(),
      minimal_hari: integer('minimal_hari').notNull(),
      pembulatan: integer('pembulatan').notNull(),
      /** Totals of the pieces. */
      berat: gram('berat').notNull(),
      berat_bruto: gram('berat_bruto').notNull(),
      jumlah: integer('jumlah').notNull(),
      jumlah_perpanjangan: integer('jumlah_perpanjangan').notNull().default(0),
      /** The redemption (cleared by batal-lunas): day, days charged, computed and charged interest. */
      tgl_lunas: date('tgl_lunas', { mode: 'string' }),
      lama_pinjam_lunas: integer('lama_pinjam_lunas'),
      bunga_pinjam: rupiah('bunga_pinjam'),
      bunga_rp: rupiah('bunga_rp'),
      total_bayar: rupiah('total_bayar'),
      lunas_by: text('lunas_by'),
      ...group.auction(),
      ...group.kitState('AKTIF'),
      ...group.cancel(),
    },
    (t) => [
      uniqueIndex('hutang_faktur_uq').on(t.no_faktur_hutang),
      index('hutang_tanggal_idx').on(t.tanggal, t.id),
      index('hutang_lunas_idx').on(t.tgl_lunas),
      index('hutang_tempo_idx').on(t.status, t.tgl_tempo),
      index('hutang_lelang_idx').on(t.tgl_lelang),
      index('hutang_member_idx').on(t.kode_member),
      index('hutang_valid_idx')
        .on(t.kode_sales)
        .where(sql`${t.status_valid} = 'OPEN' and ${t.status} <> 'BATAL'`),
    ],
  ),
  hutangDetail: table(
    'hutang_detail',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      no_faktur_hutang: text('no_faktur_hutang').notNull(),
      urut: integer('urut').notNull(),
      ...group.pledgePiece(),
      berat: gram('berat').notNull(),
      berat_bruto: gram('berat_bruto').notNull(),
      jumlah: integer('jumlah').notNull(),
      /** kondisi-pinjaman code and its persentase_taksiran (snapshot). */
      kondisi: text('kondisi').notNull(),
      taksiran_persen: percent('taksiran_persen').notNull(),
      /** Image store key of the photo ('' without one). */
      gambar: text('gambar').notNull().default(''),
      kelompok_harga: text('kelompok_harga').notNull().default(''),
      /** GROUP, KADAR or NONE; the plafond per gram used and the piece's plafond (rounded down). */
      plafond_sumber: text('plafond_sumber').notNull(),
      plafond_gram: rupiah('plafond_gram').notNull(),
      plafond: rupiah('plafond').notNull(),
    },
    (t) => [
      uniqueIndex('hutang_detail_uq').on(t.no_faktur_hutang, t.urut),
      index('hutang_detail_barcode_idx').on(t.kode_barcode),
      index('hutang_detail_group_idx').on(t.kode_group),
    ],
  ),
  hutangBayar: table(
    'hutang_bayar',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      /** {no_faktur_hutang}/{urut}: the cash rows of this payment carry it as id_trx. */
      no_bayar: text('no_bayar').notNull(),
      no_faktur_hutang: text('no_faktur_hutang').notNull(),
      urut: integer('urut').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      /** LUNAS, PERPANJANGAN or BATAL LUNAS. */
      jenis: text('jenis').notNull(),
      /** The interest period paid: first day and last day (both counted), days charged. */
      tgl_dari: date('tgl_dari', { mode: 'string' }).notNull(),
      tgl_sampai: date('tgl_sampai', { mode: 'string' }).notNull(),
      lama_pinjam: integer('lama_pinjam').notNull(),
      bunga: rate('bunga').notNull(),
      bunga_pinjam: rupiah('bunga_pinjam').notNull(),
      bunga_rp: rupiah('bunga_rp').notNull(),
      pokok: rupiah('pokok').notNull(),
      total_bayar: rupiah('total_bayar').notNull(),
      tgl_tempo_lama: date('tgl_tempo_lama', { mode: 'string' }).notNull(),
      tgl_tempo_baru: date('tgl_tempo_baru', { mode: 'string' }).notNull(),
      id_otorisasi: text('id_otorisasi'),
      /** A BATAL LUNAS row: the LUNAS row it reverses. */
      ref_bayar: text('ref_bayar').notNull().default(''),
      /** OK; a LUNAS row reversed by batal-lunas becomes BATAL. */
      status: text('status').notNull().default('OK'),
      keterangan: text('keterangan').notNull().default(''),
      input_by: text('input_by').notNull(),
    },
    (t) => [
      uniqueIndex('hutang_bayar_uq').on(t.no_bayar),
      uniqueIndex('hutang_bayar_urut_uq').on(t.no_faktur_hutang, t.urut),
      index('hutang_bayar_tanggal_idx').on(t.tanggal, t.jenis),
    ],
  ),
});
