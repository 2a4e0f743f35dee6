import { KAS_KATEGORI } from '@emas/contract/api/kas';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import type { StoredKas } from './kas.queries.ts';

/** The queries of the cash screens (uang kas/bank, pengalihan, validasi, gesek tunai, kirim uang). */

type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
const num = (v: unknown) => Number(v ?? 0);

export type StoredGesek = typeof import('../../db/schema/index.ts').gesekTunai.$inferSelect;
export type StoredKirimUang = typeof import('../../db/schema/index.ts').kirimUang.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Cash rows

export const kasRowsOfDay = (
  shop: ShopContext,
  tanggal: string,
  kategori: readonly string[],
  tx: Exec = shop.db,
) =>
  tx
    .select()
    .from(shop.t.kas)
    .where(and(eq(shop.t.kas.tanggal, tanggal), inArray(shop.t.kas.kategori, [...kategori])))
    .orderBy(asc(shop.t.kas.id));

/** Per cashier on a day, CASH rows only: SALDO AWAL (in - out), other in, other out. */
export async function saldoPerKasir(shop: ShopContext, tanggal: string, tx: Exec = shop.db) {
  const t = shop.t.kas;
  const isAwal = sql`${t.kategori} = 'SALDO AWAL'`;
  const rows = await tx
    .select({
      input_by: t.input_by,
      saldo_awal: sql<string>`coalesce(sum(case when ${isAwal} then ${t.jumlah_in} - ${t.jumlah_out} else 0 end), 0)`,
      masuk: sql<string>`coalesce(sum(case when ${isAwal} then 0 else ${t.jumlah_in} end), 0)`,
      keluar: sql<string>`coalesce(sum(case when ${isAwal} then 0 else ${t.jumlah_out} end), 0)`,
    })
    .from(t)
    .where(and(eq(t.tanggal, tanggal), eq(t.jenis, 'CASH')))
    .groupBy(t.input_by)
    .orderBy(asc(t.input_by));
  return rows.map((r) => ({
    input_by: r.input_by,
    saldo_awal: num(r.saldo_awal),
    masuk: num(r.masuk),
    keluar: num(r.keluar),
  }));
}

/** Per account on a day: the uang bank rows. */
export async function saldoPerRekening(shop: ShopContext, tanggal: string, kategori: readonly string[]) {
  const t = shop.t.kas;
  const rows = await shop.db
    .select({
      kode_bank: t.kode_bank,
      no_rekening: t.no_rekening,
      masuk: sql<string>`coalesce(sum(${t.jumlah_in}), 0)`,
      keluar: sql<string>`coalesce(sum(${t.jumlah_out}), 0)`,
    })
    .from(t)
    .where(and(eq(t.tanggal, tanggal), inArray(t.kategori, [...kategori])))
    .groupBy(t.kode_bank, t.no_rekening)
    .orderBy(asc(t.kode_bank), asc(t.no_rekening));
  return rows.map((r) => ({
    kode_bank: r.kode_bank,
    no_rekening: r.no_rekening,
    masuk: num(r.masuk),
    keluar: num(r.keluar),
  }));
}

export type CashReportFilter = { tgl_from: string; tgl_to: string; kategori?: string; input_by?: string };

/** Cash rows that may still be moved: CASH, in the period, not moved before. */
function movableWhere(shop: ShopContext, q: CashReportFilter): SQL | undefined {
  const t = shop.t.kas;
  const p = shop.t.kasPengalihan;
  return and(
    gte(t.tanggal, q.tgl_from),
    lte(t.tanggal, q.tgl_to),
    eq(t.jenis, 'CASH'),
    q.kategori ? eq(t.kategori, q.kategori) : undefined,
    q.input_by ? eq(t.input_by, q.input_by) : undefined,
    sql`not exists (select 1 from ${p} where ${p.kas_id} = ${t.id})`,
  );
}

export async function countCashReport(shop: ShopContext, q: CashReportFilter): Promise<number> {
  const rows = await shop.db
    .select({ n: sql<string>`count(*)` })
    .from(shop.t.kas)
    .where(movableWhere(shop, q));
  return num(rows[0]?.n);
}

export const cashReportPage = (shop: ShopContext, q: CashReportFilter, afterId: number, limit: number) =>
  shop.db
    .select()
    .from(shop.t.kas)
    .where(and(movableWhere(shop, q), gt(shop.t.kas.id, afterId)))
    .orderBy(asc(shop.t.kas.id))
    .limit(limit);

/** The CASH rows of the given transactions, locked for the move. */
export async function lockCashRowsOf(
  shop: ShopContext,
  tx: Db,
  keys: readonly { input_by: string; kategori: string; id_trx: string }[],
): Promise<StoredKas[]> {
  const t = shop.t.kas;
  const tuples = sql.join(
    keys.map((k) => sql`(${k.input_by}, ${k.kategori}, ${k.id_trx})`),
    sql`, `,
  );
  return tx
    .select()
    .from(t)
    .where(and(eq(t.jenis, 'CASH'), sql`(${t.input_by}, ${t.kategori}, ${t.id_trx}) in (${tuples})`))
    .orderBy(asc(t.id))
    .for('update');
}

/** Marks cash rows as moved; answers the ids that were not moved before (a moved id is skipped). */
export async function insertPengalihan(
  shop: ShopContext,
  tx: Db,
  rows: { kas_id: number; no_ref: string; user_asal: string; user_tujuan: string; moved_by: string }[],
): Promise<number[]> {
  if (!rows.length) return [];
  const out = await tx
    .insert(shop.t.kasPengalihan)
    .values(rows)
    .onConflictDoNothing()
    .returning({ kas_id: shop.t.kasPengalihan.kas_id });
  return out.map((r) => r.kas_id);
}

export const findActiveUser = async (shop: ShopContext, tx: Exec, userId: string) =>
  (
    await tx
      .select({ user_id: shop.t.users.user_id, user_name: shop.t.users.user_name, level: shop.t.users.level })
      .from(shop.t.users)
      .where(and(eq(shop.t.users.user_id, userId), eq(shop.t.users.status, 'ACTIVE')))
      .limit(1)
  )[0];

export const listActiveUsers = (shop: ShopContext, level?: string) =>
  shop.db
    .select({ user_id: shop.t.users.user_id, user_name: shop.t.users.user_name, level: shop.t.users.level })
    .from(shop.t.users)
    .where(and(eq(shop.t.users.status, 'ACTIVE'), level ? eq(shop.t.users.level, level) : undefined))
    .orderBy(asc(shop.t.users.user_id));

// ---------------------------------------------------------------------------------------------
// Validasi non cash

export const openNonCash = (shop: ShopContext, q: { no_rekening?: string; input_by?: string }) => {
  const t = shop.t.kas;
  return shop.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.status_validasi, 'OPEN'),
        ne(t.jenis, 'CASH'),
        q.no_rekening ? eq(t.no_rekening, q.no_rekening) : undefined,
        q.input_by ? eq(t.input_by, q.input_by) : undefined,
      ),
    )
    .orderBy(asc(t.tanggal), asc(t.id))
    .limit(5000);
};

/** OPEN -> VALID for the given rows that are still OPEN; a row another request validated is left out. */
export const markValid = (shop: ShopContext, tx: Db, ids: number[], by: string) =>
  tx
    .update(shop.t.kas)
    .set({ status_validasi: 'VALID', validated_by: by, validated_at: new Date() })
    .where(and(inArray(shop.t.kas.id, ids), eq(shop.t.kas.status_validasi, 'OPEN')))
    .returning({ id: shop.t.kas.id });

export const kasRowsByIds = (shop: ShopContext, tx: Exec, ids: number[]) =>
  tx.select().from(shop.t.kas).where(inArray(shop.t.kas.id, ids)).orderBy(asc(shop.t.kas.id));

export const kasRowsByDeskripsi = (shop: ShopContext, deskripsi: string) =>
  shop.db
    .select()
    .from(shop.t.kas)
    .where(eq(shop.t.kas.deskripsi, deskripsi))
    .orderBy(asc(shop.t.kas.id))
    .limit(500);

export async function countOpenNonCashOfDay(shop: ShopContext, tx: Exec, tanggal: string): Promise<number> {
  const t = shop.t.kas;
  const rows = await tx
    .select({ n: sql<string>`count(*)` })
    .from(t)
    .where(and(eq(t.status_validasi, 'OPEN'), eq(t.tanggal, tanggal)));
  return num(rows[0]?.n);
}

/** The day's non-cash rows still waiting for validation: how many and their amount. */
export async function openNonCashOfDay(shop: ShopContext, tanggal: string) {
  const t = shop.t.kas;
  const rows = await shop.db
    .select({
      n: sql<string>`count(*)`,
      total: sql<string>`coalesce(sum(${t.jumlah_in} + ${t.jumlah_out}), 0)`,
    })
    .from(t)
    .where(and(eq(t.status_validasi, 'OPEN'), eq(t.tanggal, tanggal)));
  return { jumlah: num(rows[0]?.n), total: num(rows[0]?.total) };
}

/** Each cashier's CASH balance of a day, SALDO AWAL included (the closing's carry-over). */
export async function cashBalancesOfDay(shop: ShopContext, tx: Exec, tanggal: string) {
  const t = shop.t.kas;
  const rows = await tx
    .select({ input_by: t.input_by, saldo: sql<string>`coalesce(sum(${t.jumlah_in} - ${t.jumlah_out}), 0)` })
    .from(t)
    .where(and(eq(t.tanggal, tanggal), eq(t.jenis, 'CASH')))
    .groupBy(t.input_by)
    .orderBy(asc(t.input_by));
  return rows.map((r) => ({ input_by: r.input_by, saldo: num(r.saldo) }));
}

// ---------------------------------------------------------------------------------------------
// Gesek tunai

export const insertGesek = (shop: ShopContext, tx: Db, row: typeof shop.t.gesekTunai.$inferInsert) =>
  tx.insert(shop.t.gesekTunai).values(row).returning();

export const upsertKartu = (shop: ShopContext, tx: Db, row: typeof shop.t.kartuKredit.$inferInsert) =>
  tx
    .insert(shop.t.kartuKredit)
    .values(row)
    .onConflictDoUpdate({
      target: shop.t.kartuKredit.card_hash,
      set: {
        no_credit_card: row.no_credit_card,
        valid_until: row.valid_until,
        nama_customer: row.nama_customer,
        no_ktp: row.no_ktp,
        alamat_customer: row.alamat_customer,
        no_hp: row.no_hp,
        updated_at: new Date(),
      },
    });

export const findKartu = async (shop: ShopContext, cardHash: string) =>
  (
    await shop.db.select().from(shop.t.kartuKredit).where(eq(shop.t.kartuKredit.card_hash, cardHash)).limit(1)
  )[0];

export const kasRowsOfKategoriInRange = (shop: ShopContext, kategori: string, from: string, to: string) =>
  shop.db
    .select()
    .from(shop.t.kas)
    .where(and(eq(shop.t.kas.kategori, kategori), gte(shop.t.kas.tanggal, from), lte(shop.t.kas.tanggal, to)))
    .orderBy(asc(shop.t.kas.tanggal), asc(shop.t.kas.id))
    .limit(10_000);

/** Keyset page of the gesek report, by (tanggal, no_gesek). */
export const gesekReportPage = (
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string },
  after: { tanggal: string; no_gesek: string } | null,
  limit: number,
) => {
  const g = shop.t.gesekTunai;
  return shop.db
    .select()
    .from(g)
    .where(
      and(
        gte(g.tanggal, q.tgl_awal),
        lte(g.tanggal, q.tgl_akhir),
        after ? sql`(${g.tanggal}, ${g.no_gesek}) > (${after.tanggal}, ${after.no_gesek})` : undefined,
      ),
    )
    .orderBy(asc(g.tanggal), asc(g.no_gesek))
    .limit(limit);
};

// ---------------------------------------------------------------------------------------------
// Kirim / terima uang

export const insertKirimUang = (shop: ShopContext, tx: Db, row: typeof shop.t.kirimUang.$inferInsert) =>
  tx.insert(shop.t.kirimUang).values(row).returning();

export const listKirimUangRows = (
  shop: ShopContext,
  q: { status?: 'DONE'; tgl_from?: string; tgl_to?: string },
) => {
  const k = shop.t.kirimUang;
  return shop.db
    .select()
    .from(k)
    .where(
      and(
        q.status ? eq(k.status, q.status) : undefined,
        q.tgl_from ? gte(k.tgl_system, q.tgl_from) : undefined,
        q.tgl_to ? lte(k.tgl_system, q.tgl_to) : undefined,
      ),
    )
    .orderBy(desc(k.tgl_system), desc(k.no_reff))
    .limit(2000);
};

export const findKirimUang = async (shop: ShopContext, noReff: string, tx: Exec = shop.db) =>
  (await tx.select().from(shop.t.kirimUang).where(eq(shop.t.kirimUang.no_reff, noReff)).limit(1))[0];

/** PENDING -> DONE; nothing when it is not PENDING (received already). */
export const markKirimReceived = (shop: ShopContext, tx: Db, noReff: string, by: string) =>
  tx
    .update(shop.t.kirimUang)
    .set({ status: 'DONE', received_by: by, received_at: new Date() })
    .where(
      and(
        eq(shop.t.kirimUang.no_reff, noReff),
        eq(shop.t.kirimUang.status, 'PENDING'),
        isNull(shop.t.kirimUang.received_at),
      ),
    )
    .returning();

/** Head office records a reference once; answers nothing when it was received before. */
export const insertTerimaUang = (shop: ShopContext, tx: Db, row: typeof shop.t.terimaUang.$inferInsert) =>
  tx.insert(shop.t.terimaUang).values(row).onConflictDoNothing().returning();

export const findTerimaUang = async (shop: ShopContext, noReff: string) =>
  (await shop.db.select().from(shop.t.terimaUang).where(eq(shop.t.terimaUang.no_reff, noReff)).limit(1))[0];

/** A claim the branch refused is given back. */
export const deleteTerimaClaim = (shop: ShopContext, noReff: string) =>
  shop.db
    .delete(shop.t.terimaUang)
    .where(and(eq(shop.t.terimaUang.no_reff, noReff), eq(shop.t.terimaUang.status, 'PROSES')));

/** PROSES -> DONE once; nothing when another request finished it. */
export const finishTerimaUang = (shop: ShopContext, tx: Db, noReff: string) =>
  tx
    .update(shop.t.terimaUang)
    .set({ status: 'DONE', received_at: new Date() })
    .where(and(eq(shop.t.terimaUang.no_reff, noReff), eq(shop.t.terimaUang.status, 'PROSES')))
    .returning();

/** The day's money in and out by payment kind (the dashboard's cash of the day). */
export const cashSumsOfDayByJenis = (shop: ShopContext, tanggal: string) => {
  const t = shop.t.kas;
  return shop.db
    .select({
      jenis: t.jenis,
      jumlah_in: sql<string>`coalesce(sum(${t.jumlah_in}), 0)`,
      jumlah_out: sql<string>`coalesce(sum(${t.jumlah_out}), 0)`,
    })
    .from(t)
    .where(eq(t.tanggal, tanggal))
    .groupBy(t.jenis)
    .orderBy(t.jenis);
};

/** The day's expenses (kas keluar), in the order they were written. */
export const expensesOfDay = (shop: ShopContext, tanggal: string) => {
  const t = shop.t.kas;
  return shop.db
    .select({ deskripsi: t.deskripsi, jumlah: t.jumlah_out, input_by: t.input_by })
    .from(t)
    .where(and(eq(t.tanggal, tanggal), eq(t.kategori, KAS_KATEGORI.KAS_KELUAR)))
    .orderBy(t.id);
};
