import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, rate, rupiah } from './columns.ts';

/**
 * Deposits (titip simpan), DESIGN.md section 6 (Deposit) and contract titip-simpan/rules.ts:
 * - titip_simpan: one row per deposit with its fees, rate, late fee per day and rounding unit
 *   (snapshots), the current term (tgl_bunga .. tgl_tempo), its state (AKTIF, LUNAS, LELANG) and
 *   validation (status_valid OPEN, then VALID). `tanggal` is tgl_system (the business day entered).
 * - titip_simpan_detail: the pieces, each an item (barang kode_barcode) in warehouse TITIP.
 * - titip_simpan_bayar: the settlements (PELUNASAN, PEREMAJAAN) with the days, interest, fees and late
 *   fee paid; status BATAL once /batal-titipan-lunas reversed it (who, when, why, authorisation).
 */
export const defineTitipSimpanTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  titipSimpan: table(
    'titip_simpan',
    {
      ...group.document(),
      no_faktur_titip_simpan: text('no_faktur_titip_simpan').notNull(),
      ...group.pledgeParty(),
      keterangan: text('keterangan').notNull().default(''),
      /** The current term: first day (tgl_titip_simpan of the reports) and due date. */
      tgl_bunga: date('tgl_bunga', { mode: 'string' }).notNull(),
      tgl_tempo: date('tgl_tempo', { mode: 'string' }).notNull(),
      jumlah_titip_simpan: rupiah('jumlah_titip_simpan').notNull(),
      bunga: rate('bunga').notNull(),
      pembulatan: integer('pembulatan').notNull(),
      surat_pantes: rupiah('surat_pantes').notNull(),
      biaya_admin: rupiah('biaya_admin').notNull(),
      asuransi: rupiah('asuransi').notNull(),
      sewa_brankas: rupiah('sewa_brankas').notNull(),
      biaya_jasa_pencarian: rupiah('biaya_jasa_pencarian').notNull(),
      denda_per_hari: rupiah('denda_per_hari').notNull(),
      berat_emas: gram('berat_emas').notNull(),
      berat_bruto: gram('berat_bruto').notNull(),
      qty: integer('qty').notNull(),
      jumlah_peremajaan: integer('jumlah_peremajaan').notNull().default(0),
      /** The pay-off (cleared by batal-titipan-lunas). */
      tgl_lunas: date('tgl_lunas', { mode: 'string' }),
      total_bayar: rupiah('total_bayar'),
      denda_keterlambatan: rupiah('denda_keterlambatan'),
      lunas_by: text('lunas_by'),
      ...group.auction(),
      ...group.kitState('AKTIF'),
      ...group.cancel(),
    },
    (t) => [
      uniqueIndex('titip_simpan_faktur_uq').on(t.no_faktur_titip_simpan),
      index('titip_simpan_tanggal_idx').on(t.tanggal, t.id),
      index('titip_simpan_bunga_idx').on(t.tgl_bunga, t.id),
      index('titip_simpan_status_idx').on(t.status, t.tgl_tempo),
      index('titip_simpan_lelang_idx').on(t.tgl_lelang),
      index('titip_simpan_valid_idx').on(t.kode_sales).where(sql`${t.status_valid} = 'OPEN'`),
    ],
  ),
  titipSimpanDetail: table(
    'titip_simpan_detail',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      no_faktur_titip_simpan: text('no_faktur_titip_simpan').notNull(),
      urut: integer('urut').notNull(),
      ...group.pledgePiece(),
      berat_emas: gram('berat_emas').notNull(),
      berat_bruto: gram('berat_bruto').notNull(),
      qty: integer('qty').notNull(),
    },
    (t) => [
      uniqueIndex('titip_simpan_detail_uq').on(t.no_faktur_titip_simpan, t.urut),
      index('titip_simpan_detail_barcode_idx').on(t.kode_barcode),
    ],
  ),
  titipSimpanBayar: table(
    'titip_simpan_bayar',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      /** {no_faktur_titip_simpan}/{urut}: the cash rows of this settlement carry it as id_trx. */
      no_bayar: text('no_bayar').notNull(),
      no_faktur_titip_simpan: text('no_faktur_titip_simpan').notNull(),
      urut: integer('urut').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      /** PELUNASAN or PEREMAJAAN. */
      jenis: text('jenis').notNull(),
      tgl_dari: date('tgl_dari', { mode: 'string' }).notNull(),
      lama_pinjam: integer('lama_pinjam').notNull(),
      bunga: rate('bunga').notNull(),
      bunga_pinjam: rupiah('bunga_pinjam').notNull(),
      hari_terlambat: integer('hari_terlambat').notNull(),
      denda_keterlambatan: rupiah('denda_keterlambatan').notNull(),
      biaya: rupiah('biaya').notNull(),
      pokok: rupiah('pokok').notNull(),
      total_bayar: rupiah('total_bayar').notNull(),
      tgl_tempo_lama: date('tgl_tempo_lama', { mode: 'string' }).notNull(),
      tgl_tempo_baru: date('tgl_tempo_baru', { mode: 'string' }).notNull(),
      kode_sales: text('kode_sales').notNull(),
      keterangan: text('keterangan').notNull().default(''),
      input_by: text('input_by').notNull(),
      status: text('status').notNull().default('OK'),
      tgl_batal: date('tgl_batal', { mode: 'string' }),
      batal_by: text('batal_by'),
      batal_alasan: text('batal_alasan'),
      batal_otorisasi: text('batal_otorisasi'),
      /** The cash rows of the reversal carry it as id_trx. */
      no_batal: text('no_batal'),
    },
    (t) => [
      uniqueIndex('titip_simpan_bayar_uq').on(t.no_bayar),
      uniqueIndex('titip_simpan_bayar_urut_uq').on(t.no_faktur_titip_simpan, t.urut),
      index('titip_simpan_bayar_tanggal_idx').on(t.tanggal, t.jenis),
      index('titip_simpan_bayar_batal_idx').on(t.tgl_batal),
    ],
  ),
});
