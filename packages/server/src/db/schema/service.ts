import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { date, index, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, rupiah } from './columns.ts';

/**
 * Repairs (service): one row per job. The customer's item is an item (barang) in warehouse REPARASI
 * while the job is open. status: PROSES -> SELESAI -> DIAMBIL, or BATAL; status_valid: OPEN
 * until validasi service, then VALID.
 */
export const defineServiceTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  service: table(
    'service',
    {
      ...group.document(),
      no_faktur_service: text('no_faktur_service').notNull(),
      ...group.party(),
      kode_barcode: text('kode_barcode').notNull(),
      nama_barang: text('nama_barang').notNull(),
      berat: gram('berat').notNull(),
      berat_selesai: gram('berat_selesai'),
      /** The chosen parameter-deskripsi-service codes and their descriptions (snapshot). */
      kode_deskripsi: jsonb('kode_deskripsi').$type<string[]>().notNull(),
      deskripsi: text('deskripsi').notNull(),
      keterangan: text('keterangan').notNull().default(''),
      kode_tukang: text('kode_tukang').notNull(),
      /** The estimate at intake and the cost charged (the estimate until the job is done). */
      total_estimasi: rupiah('total_estimasi').notNull(),
      total: rupiah('total').notNull(),
      dp_rp: rupiah('dp_rp').notNull(),
      bayar_ambil: rupiah('bayar_ambil').notNull().default(0),
      tgl_janji: date('tgl_janji', { mode: 'string' }).notNull(),
      tgl_selesai: date('tgl_selesai', { mode: 'string' }),
      tgl_ambil: date('tgl_ambil', { mode: 'string' }),
      /** status_proses of the API: PROSES, SELESAI, DIAMBIL or BATAL (the kit's state column). */
      ...group.kitState('PROSES'),
      selesai_by: text('selesai_by'),
      ambil_by: text('ambil_by'),
      ...group.cancel(),
    },
    (t) => [
      uniqueIndex('service_faktur_uq').on(t.no_faktur_service),
      index('service_tanggal_idx').on(t.tanggal, t.id),
      index('service_ambil_idx').on(t.tgl_ambil),
      index('service_status_idx').on(t.status, t.tgl_janji),
      index('service_valid_idx')
        .on(t.kode_sales)
        .where(sql`${t.status_valid} = 'OPEN' and ${t.status} <> 'BATAL'`),
    ],
  ),
});
