import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  numeric,
  type PgTableFn,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const gram = (name: string) => numeric(name, { precision: 12, scale: 3 });
const rupiah = (name: string) => bigint(name, { mode: 'number' });

/**
 * Repairs (service): one row per job. The customer's item is an item (barang) in warehouse REPARASI
 * while the job is open. status: PROSES -> SELESAI -> DIAMBIL, or BATAL; status_valid: OPEN
 * until validasi service, then VALID.
 */
export const defineServiceTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  service: table(
    'service',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      no_faktur_service: text('no_faktur_service').notNull(),
      kode_sales: text('kode_sales').notNull(),
      kode_member: text('kode_member').notNull().default(''),
      nama_customer: text('nama_customer').notNull().default(''),
      alamat_customer: text('alamat_customer').notNull().default(''),
      no_hp: text('no_hp').notNull().default(''),
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
      status: text('status').notNull().default('PROSES'),
      status_valid: text('status_valid').notNull().default('OPEN'),
      validated_by: text('validated_by'),
      validated_at: timestamp('validated_at', { withTimezone: true }),
      input_by: text('input_by').notNull(),
      selesai_by: text('selesai_by'),
      ambil_by: text('ambil_by'),
      batal_by: text('batal_by'),
      batal_at: timestamp('batal_at', { withTimezone: true }),
      batal_alasan: text('batal_alasan'),
      batal_otorisasi: text('batal_otorisasi'),
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
