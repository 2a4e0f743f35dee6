import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, type PgTableFn, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** This shop's own settings (one row), the shops head office knows, and the service credentials it accepts. */
export const defineTokoTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  toko: table('toko', {
    kode_toko: text('kode_toko').primaryKey(),
    nama_toko: text('nama_toko').notNull(),
    alamat_toko: text('alamat_toko').notNull().default(''),
    no_telp: text('no_telp').notNull().default(''),
    no_whatsapp: text('no_whatsapp').notNull().default(''),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    app_type: text('app_type').notNull().default('TOKO'),
    /** HMAC of a fixed label under the shop's CREDENTIAL_KEY (never the key): a process with another key refuses to start. */
    credential_key_fp: text('credential_key_fp'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  masterToko: table('master_toko', {
    kode_toko: text('kode_toko').primaryKey(),
    nama_toko: text('nama_toko').notNull(),
    portal: text('portal').notNull(),
    service_token: text('service_token'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  serviceCredentials: table('service_credentials', {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_by: text('created_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  }),
  closingLog: table('closing_log', {
    id: serial('id').primaryKey(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull().unique(),
    tgl_system_baru: date('tgl_system_baru', { mode: 'string' }).notNull(),
    closed_by: text('closed_by').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }).notNull().default(sql`now()`),
    sessions_ended: integer('sessions_ended').notNull().default(0),
    steps: jsonb('steps').notNull().default([]),
  }),
  moduleSettings: table('system_modules', {
    key: text('key').primaryKey(),
    active: boolean('active').notNull(),
    updated_by: text('updated_by'),
    updated_at: timestamp('updated_at', { withTimezone: true }),
  }),
  paraSystem: table('para_system', {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    updated_by: text('updated_by'),
    updated_at: timestamp('updated_at', { withTimezone: true }),
  }),
});
