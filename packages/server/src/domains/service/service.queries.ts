import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { type DocumentTableOf, singleRowTable } from '../dokumen/dokumen.api.ts';

export type StoredService = typeof import('../../db/schema/index.ts').service.$inferSelect;
export type NewService = typeof import('../../db/schema/index.ts').service.$inferInsert;

export const insertService = async (shop: ShopContext, tx: Db, row: NewService) =>
  (await tx.insert(shop.t.service).values(row).returning())[0] as StoredService;

export const findServices = (shop: ShopContext, nos: readonly string[]) =>
  shop.db
    .select()
    .from(shop.t.service)
    .where(inArray(shop.t.service.no_faktur_service, [...nos]));

export const updateService = async (
  shop: ShopContext,
  tx: Db,
  no: string,
  set: Partial<Omit<NewService, 'id' | 'no_faktur_service'>>,
) =>
  (
    await tx.update(shop.t.service).set(set).where(eq(shop.t.service.no_faktur_service, no)).returning()
  )[0] as StoredService;

/** Where the document kit finds repairs: one row per job. */
export const SERVICE_TABLE: DocumentTableOf = (shop) => {
  const s = shop.t.service;
  return singleRowTable(s, {
    number: s.no_faktur_service,
    searchIn: [s.no_faktur_service, s.nama_customer, s.nama_barang, s.kode_barcode, s.kode_tukang],
    amount: s.total,
    weight: s.berat,
  });
};

/** Services taken in on a day and still standing (Laporan Akhir Hari: SERVICE MASUK). */
export const servicesTakenOn = (shop: ShopContext, tanggal: string) => {
  const s = shop.t.service;
  return shop.db
    .select()
    .from(s)
    .where(and(eq(s.tanggal, tanggal), ne(s.status, 'BATAL')))
    .orderBy(asc(s.id));
};

/** Services picked up on a day (Laporan Akhir Hari: SERVICE AMBIL). */
export const servicesPickedUpOn = (shop: ShopContext, tanggal: string) => {
  const s = shop.t.service;
  return shop.db
    .select()
    .from(s)
    .where(and(eq(s.tgl_ambil, tanggal), eq(s.status, 'DIAMBIL')))
    .orderBy(asc(s.id));
};

/** Export Csv data_service: the jobs taken in or picked up on a day, in one snapshot. */
export const servicesOfDay = (shop: ShopContext, tx: Db, tanggal: string) => {
  const s = shop.t.service;
  return tx
    .select()
    .from(s)
    .where(or(eq(s.tanggal, tanggal), eq(s.tgl_ambil, tanggal)))
    .orderBy(asc(s.id));
};

/** The dashboard's service totals per business day: the jobs taken in (cancelled ones left out). */
export const serviceTotalsByDay = (shop: ShopContext, from: string, to: string) => {
  const s = shop.t.service;
  return shop.db
    .select({ tanggal: s.tanggal, total: sql<string>`sum(${s.total})` })
    .from(s)
    .where(and(ne(s.status, 'BATAL'), gte(s.tanggal, from), lte(s.tanggal, to)))
    .groupBy(s.tanggal);
};
