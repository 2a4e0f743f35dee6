import { REPORT_ALL } from '@emas/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/** The member domain's only door to the database. */

export type StoredMember = typeof import('../../db/schema/index.ts').member.$inferSelect;
export type NewMember = typeof import('../../db/schema/index.ts').member.$inferInsert;
export type StoredPoin = typeof import('../../db/schema/index.ts').memberPoin.$inferSelect;
export type NewPoin = typeof import('../../db/schema/index.ts').memberPoin.$inferInsert;
export type StoredTukar = typeof import('../../db/schema/index.ts').tukarPoint.$inferSelect;
export type NewHadiahStock = typeof import('../../db/schema/index.ts').hadiahStock.$inferInsert;

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------
// Members

export async function findMember(shop: ShopContext, tx: Db, kode: string, lock = false) {
  const m = shop.t.member;
  const q = tx.select().from(m).where(eq(m.kode_member, kode)).limit(1);
  return (await (lock ? q.for('update') : q))[0];
}

export async function findMemberByNik(shop: ShopContext, tx: Db, nik: string) {
  const m = shop.t.member;
  return (await tx.select().from(m).where(eq(m.nik, nik)).limit(1))[0];
}

export async function pageMembers(shop: ShopContext, q: { page: number; limit: number; search?: string }) {
  const m = shop.t.member;
  const where = q.search
    ? or(
        ilike(m.kode_member, like(q.search)),
        ilike(m.nama_customer, like(q.search)),
        ilike(m.no_hp, like(q.search)),
      )
    : undefined;
  const [rows, total] = await Promise.all([
    shop.db
      .select()
      .from(m)
      .where(where)
      .orderBy(asc(m.kode_member))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    shop.db.select({ n: count() }).from(m).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function insertMember(shop: ShopContext, tx: Db, row: NewMember) {
  return (await tx.insert(shop.t.member).values(row).onConflictDoNothing().returning())[0];
}

export async function updateMember(shop: ShopContext, tx: Db, kode: string, values: Partial<NewMember>) {
  const m = shop.t.member;
  return (
    await tx
      .update(m)
      .set({ ...values, updated_at: new Date() })
      .where(eq(m.kode_member, kode))
      .returning()
  )[0];
}

export async function setMemberPoint(shop: ShopContext, tx: Db, kode: string, point: number) {
  const m = shop.t.member;
  await tx.update(m).set({ point }).where(eq(m.kode_member, kode));
}

/** The next value of a counter that never repeats or skips (the row is locked until commit). */
export async function nextNumber(shop: ShopContext, tx: Db, key: string): Promise<number> {
  const n = shop.t.memberNumbers;
  const [row] = await tx
    .insert(n)
    .values({ key, last: 1 })
    .onConflictDoUpdate({ target: n.key, set: { last: sql`${n.last} + 1` } })
    .returning({ last: n.last });
  return row?.last ?? 1;
}

// ---------------------------------------------------------------------------------------------
// Point ledger

export async function insertPoin(shop: ShopContext, tx: Db, row: NewPoin) {
  const [saved] = await tx.insert(shop.t.memberPoin).values(row).returning();
  return saved as StoredPoin;
}

export async function poinByRef(shop: ShopContext, tx: Db, jenis: string, noRef: string) {
  const p = shop.t.memberPoin;
  return tx
    .select()
    .from(p)
    .where(and(eq(p.jenis, jenis), eq(p.no_ref, noRef)))
    .orderBy(asc(p.id));
}

/** The member's balance by its ledger (the check of `member.point`). */
export async function ledgerBalance(shop: ShopContext, tx: Db, kode: string): Promise<number> {
  const p = shop.t.memberPoin;
  const [row] = await tx
    .select({ saldo: sql<string>`coalesce(sum(${p.poin_in} - ${p.poin_out}), 0)` })
    .from(p)
    .where(eq(p.kode_member, kode));
  return Number(row?.saldo ?? 0);
}

export type PoinWithName = StoredPoin & { nama_customer: string };

const poinColumns = (shop: ShopContext) => {
  const p = shop.t.memberPoin;
  return {
    id: p.id,
    tanggal: p.tanggal,
    kode_member: p.kode_member,
    jenis: p.jenis,
    no_ref: p.no_ref,
    deskripsi: p.deskripsi,
    total_rp: p.total_rp,
    poin_in: p.poin_in,
    poin_out: p.poin_out,
    saldo: p.saldo,
    input_by: p.input_by,
    created_at: p.created_at,
    nama_customer: sql<string>`coalesce(${shop.t.member.nama_customer}, '')`,
  };
};

export async function pageMemberPoin(shop: ShopContext, kode: string, page: number, limit: number) {
  const p = shop.t.memberPoin;
  const where = eq(p.kode_member, kode);
  const [rows, total] = await Promise.all([
    shop.db
      .select(poinColumns(shop))
      .from(p)
      .leftJoin(shop.t.member, eq(shop.t.member.kode_member, p.kode_member))
      .where(where)
      .orderBy(desc(p.id))
      .limit(limit)
      .offset((page - 1) * limit),
    shop.db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows: rows as PoinWithName[], total: total[0]?.n ?? 0 };
}

export async function pageTransaksiPoin(
  shop: ShopContext,
  q: {
    tgl_awal: string;
    tgl_akhir: string;
    kode_member?: string;
    jenis?: string;
    page: number;
    limit: number;
  },
) {
  const p = shop.t.memberPoin;
  const conds: SQL[] = [sql`${p.tanggal} between ${q.tgl_awal} and ${q.tgl_akhir}`];
  if (q.kode_member) conds.push(eq(p.kode_member, q.kode_member));
  if (q.jenis) conds.push(eq(p.jenis, q.jenis));
  const where = and(...conds);
  const [rows, total] = await Promise.all([
    shop.db
      .select(poinColumns(shop))
      .from(p)
      .leftJoin(shop.t.member, eq(shop.t.member.kode_member, p.kode_member))
      .where(where)
      .orderBy(desc(p.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    shop.db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows: rows as PoinWithName[], total: total[0]?.n ?? 0 };
}

/**
 * The periodic reset of every balance to 0, set-based: one RESET row per member with points (a
 * negative balance is lifted to 0 too), then the balances. Answers members and points reset.
 */
export async function resetAllPoints(
  shop: ShopContext,
  tx: Db,
  meta: { tanggal: string; no_ref: string; deskripsi: string; input_by: string },
): Promise<{ members: number; poin: number }> {
  const m = shop.t.member;
  const p = shop.t.memberPoin;
  const res = await tx.execute(sql`
    with moved as (
      insert into ${p} (tanggal, kode_member, jenis, no_ref, deskripsi, total_rp, poin_in, poin_out, saldo, input_by)
      select ${meta.tanggal}::date, ${m.kode_member}, 'RESET', ${meta.no_ref}, ${meta.deskripsi}, 0,
        greatest(-${m.point}, 0), greatest(${m.point}, 0), 0, ${meta.input_by}
      from ${m} where ${m.point} <> 0
      on conflict do nothing
      returning kode_member, poin_out
    ), cleared as (
      update ${m} set point = 0 from moved where ${m.kode_member} = moved.kode_member returning 1
    )
    select (select count(*) from moved)::int as members, coalesce((select sum(poin_out) from moved), 0)::int as poin,
      (select count(*) from cleared)::int as cleared`);
  const row = rowsOf<{ members: number; poin: number }>(res)[0];
  return { members: Number(row?.members ?? 0), poin: Number(row?.poin ?? 0) };
}

export async function resetDone(shop: ShopContext, tx: Db, noRef: string): Promise<boolean> {
  const p = shop.t.memberPoin;
  const n = shop.t.memberNumbers;
  const [mark] = await tx
    .select()
    .from(n)
    .where(eq(n.key, `RESET:${noRef}`))
    .limit(1);
  if (mark) return true;
  const [row] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.jenis, 'RESET'), eq(p.no_ref, noRef)))
    .limit(1);
  return Boolean(row);
}

/** Marks a reset as done (also when no member had points), under the counters' key. */
export async function markResetDone(shop: ShopContext, tx: Db, noRef: string): Promise<boolean> {
  const n = shop.t.memberNumbers;
  const rows = await tx
    .insert(n)
    .values({ key: `RESET:${noRef}`, last: 1 })
    .onConflictDoNothing()
    .returning({ key: n.key });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Masters read by the member domain (data-hadiah, parameter-point, parameter-reset-poin-member)

export type MasterData = { kode: string; nama: string; data: Record<string, unknown> };

export async function activeMasterData(shop: ShopContext, tx: Db, master: string): Promise<MasterData[]> {
  const r = shop.t.masterRows;
  return tx
    .select({ kode: r.kode, nama: r.nama, data: r.data })
    .from(r)
    .where(and(eq(r.master, master), eq(r.status, 'ACTIVE')))
    .orderBy(asc(r.kode));
}

/** An active gift of data-hadiah, locked: exchanges and stock-ins of one gift run one at a time. */
export async function lockHadiah(shop: ShopContext, tx: Db, kode: string): Promise<MasterData | undefined> {
  const r = shop.t.masterRows;
  return (
    await tx
      .select({ kode: r.kode, nama: r.nama, data: r.data })
      .from(r)
      .where(and(eq(r.master, 'data-hadiah'), eq(r.kode, kode), eq(r.status, 'ACTIVE')))
      .limit(1)
      .for('update')
  )[0];
}

// ---------------------------------------------------------------------------------------------
// Gift exchanges and the gift stock ledger

export async function insertTukar(shop: ShopContext, tx: Db, row: typeof shop.t.tukarPoint.$inferInsert) {
  const [saved] = await tx.insert(shop.t.tukarPoint).values(row).returning();
  return saved as StoredTukar;
}

export async function pageTukar(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string; page: number; limit: number },
) {
  const t = shop.t.tukarPoint;
  const where = sql`${t.tanggal} between ${q.tgl_awal} and ${q.tgl_akhir}`;
  const [rows, total] = await Promise.all([
    shop.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.created_at), desc(t.no_tukar))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    shop.db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function insertHadiahStock(shop: ShopContext, tx: Db, row: NewHadiahStock) {
  await tx.insert(shop.t.hadiahStock).values(row);
}

export async function hadiahStockOf(shop: ShopContext, tx: Db, kode: string): Promise<number> {
  const h = shop.t.hadiahStock;
  const [row] = await tx
    .select({ stock: sql<string>`coalesce(sum(${h.stock_in} - ${h.stock_out}), 0)` })
    .from(h)
    .where(eq(h.kode_hadiah, kode));
  return Number(row?.stock ?? 0);
}

export async function hadiahStocks(shop: ShopContext): Promise<Map<string, number>> {
  const h = shop.t.hadiahStock;
  const rows = await shop.db
    .select({ kode: h.kode_hadiah, stock: sql<string>`sum(${h.stock_in} - ${h.stock_out})` })
    .from(h)
    .groupBy(h.kode_hadiah);
  return new Map(rows.map((r) => [r.kode, Number(r.stock)]));
}

export async function hadiahUsed(shop: ShopContext, tx: Db, kode: string): Promise<boolean> {
  const h = shop.t.hadiahStock;
  return (await tx.select({ id: h.id }).from(h).where(eq(h.kode_hadiah, kode)).limit(1)).length > 0;
}

export async function memberUsesGroup(shop: ShopContext, tx: Db, kode: string): Promise<boolean> {
  void tx;
  void kode;
  void shop;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Report pages (keyset: each page one short query in the report's order)

const alamat = (shop: ShopContext) => {
  const m = shop.t.member;
  return sql<string>`concat_ws(', ', nullif(${m.alamat_customer}, ''), nullif(${m.kecamatan}, ''),
    nullif(${m.kelurahan}, ''), nullif(${m.kota}, ''))`;
};

const memberReportColumns = (shop: ShopContext) => {
  const m = shop.t.member;
  return sql`${m.kode_member} as kode_member, ${m.nama_customer} as nama_customer,
    ${m.alamat_customer} as alamat_customer, ${m.kelurahan} as kelurahan, ${m.kecamatan} as kecamatan,
    ${m.kota} as kota, ${m.no_hp} as no_hp, ${m.nik} as nik, ${m.tgl_lahir} as tgl_lahir,
    ${m.tgl_daftar} as tgl_daftar, ${m.kode_cabang_daftar} as kode_cabang_daftar, ${m.point} as point,
    ${m.input_by} as input_by, ${alamat(shop)} as alamat`;
};

export type MemberReportRow = {
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  kelurahan: string;
  kecamatan: string;
  kota: string;
  no_hp: string;
  nik: string;
  tgl_lahir: string | null;
  tgl_daftar: string;
  kode_cabang_daftar: string;
  point: number;
  input_by: string;
  alamat: string;
};

/** Members registered in a period, by registration shop then code. */
export async function daftarMemberPage(
  shop: ShopContext,
  q: { from: string; to: string; kode_cabang_daftar?: string },
  after: { kode_cabang_daftar: string; kode_member: string } | null,
  limit: number,
  order: 'cabang' | 'kode' = 'cabang',
): Promise<MemberReportRow[]> {
  const m = shop.t.member;
  const where: SQL[] = [sql`${m.tgl_daftar} between ${q.from} and ${q.to}`];
  if (q.kode_cabang_daftar && q.kode_cabang_daftar !== REPORT_ALL)
    where.push(sql`${m.kode_cabang_daftar} = ${q.kode_cabang_daftar}`);
  if (after)
    where.push(
      order === 'cabang'
        ? sql`(${m.kode_cabang_daftar}, ${m.kode_member}) > (${after.kode_cabang_daftar}, ${after.kode_member})`
        : sql`${m.kode_member} > ${after.kode_member}`,
    );
  const orderBy = order === 'cabang' ? sql`${m.kode_cabang_daftar}, ${m.kode_member}` : sql`${m.kode_member}`;
  const res = await shop.db.execute(sql`
    select ${memberReportColumns(shop)} from ${m} where ${sql.join(where, sql` and `)}
    order by ${orderBy} limit ${limit}`);
  return rowsOf<MemberReportRow>(res);
}

/** Every member, by code or by points (most first), of one registration shop or all. */
export async function exportMemberPage(
  shop: ShopContext,
  q: { sort_by: string; kode_cabang_daftar: string },
  after: { point: number; kode_member: string } | null,
  limit: number,
): Promise<MemberReportRow[]> {
  const m = shop.t.member;
  const where: SQL[] = [sql`true`];
  if (q.kode_cabang_daftar !== REPORT_ALL) where.push(sql`${m.kode_cabang_daftar} = ${q.kode_cabang_daftar}`);
  const byPoint = q.sort_by === 'point';
  if (after)
    where.push(
      byPoint
        ? sql`(${m.point} < ${after.point} or (${m.point} = ${after.point} and ${m.kode_member} > ${after.kode_member}))`
        : sql`${m.kode_member} > ${after.kode_member}`,
    );
  const res = await shop.db.execute(sql`
    select ${memberReportColumns(shop)} from ${m} where ${sql.join(where, sql` and `)}
    order by ${byPoint ? sql`${m.point} desc, ${m.kode_member}` : sql`${m.kode_member}`} limit ${limit}`);
  return rowsOf<MemberReportRow>(res);
}

export type TopMemberRow = {
  kode_member: string;
  nama_customer: string;
  no_hp: string;
  jumlah_transaksi: number;
  total_belanja: number;
  poin_didapat: number;
  point: number;
};

/** The members who earned most (points, or transaction totals) in a period: TAMBAH less BATAL. */
export async function topMembers(
  shop: ShopContext,
  q: { from: string; to: string; jumlah: number; sort_by: string },
): Promise<TopMemberRow[]> {
  const p = shop.t.memberPoin;
  const m = shop.t.member;
  const sign = sql`case when ${p.jenis} = 'BATAL' then -1 else 1 end`;
  const res = await shop.db.execute(sql`
    with earned as (
      select ${p.kode_member} as kode_member,
        sum(case when ${p.jenis} = 'TAMBAH' then 1 when ${p.jenis} = 'BATAL' then -1 else 0 end)::int as jumlah_transaksi,
        sum(${sign} * ${p.total_rp})::bigint as total_belanja,
        sum(${p.poin_in} - ${p.poin_out})::int as poin_didapat
      from ${p}
      where ${p.tanggal} between ${q.from} and ${q.to} and ${p.jenis} in ('TAMBAH', 'BATAL')
      group by ${p.kode_member}
    )
    select e.kode_member, coalesce(${m.nama_customer}, '') as nama_customer, coalesce(${m.no_hp}, '') as no_hp,
      e.jumlah_transaksi, e.total_belanja, e.poin_didapat, coalesce(${m.point}, 0) as point
    from earned e left join ${m} on ${m.kode_member} = e.kode_member
    where e.jumlah_transaksi > 0
    order by ${q.sort_by === 'belanja' ? sql`e.total_belanja desc, e.poin_didapat desc` : sql`e.poin_didapat desc, e.total_belanja desc`}, e.kode_member
    limit ${q.jumlah}`);
  return rowsOf<TopMemberRow>(res).map((r) => ({
    ...r,
    jumlah_transaksi: Number(r.jumlah_transaksi),
    total_belanja: Number(r.total_belanja),
    poin_didapat: Number(r.poin_didapat),
    point: Number(r.point),
  }));
}

export type PoinReportRow = {
  id: number;
  tanggal: string;
  jam: string;
  kode_member: string;
  nama_customer: string;
  jenis: string;
  no_ref: string;
  deskripsi: string;
  total_rp: number;
  poin_in: number;
  poin_out: number;
  saldo: number;
  input_by: string;
};

/** Point movements of a period (optionally one kind), by day then entry order. */
export async function poinReportPage(
  shop: ShopContext,
  q: { from: string; to: string; jenis?: string },
  after: { tanggal: string; id: number } | null,
  limit: number,
): Promise<PoinReportRow[]> {
  const p = shop.t.memberPoin;
  const m = shop.t.member;
  const where: SQL[] = [sql`${p.tanggal} between ${q.from} and ${q.to}`];
  if (q.jenis && q.jenis !== REPORT_ALL) where.push(sql`${p.jenis} = ${q.jenis}`);
  if (after) where.push(sql`(${p.tanggal}, ${p.id}) > (${after.tanggal}, ${after.id})`);
  const res = await shop.db.execute(sql`
    select ${p.id} as id, ${p.tanggal} as tanggal,
      to_char(${p.created_at} at time zone 'Asia/Jakarta', 'HH24:MI') as jam,
      ${p.kode_member} as kode_member, coalesce(${m.nama_customer}, '') as nama_customer, ${p.jenis} as jenis,
      ${p.no_ref} as no_ref, ${p.deskripsi} as deskripsi, ${p.total_rp} as total_rp, ${p.poin_in} as poin_in,
      ${p.poin_out} as poin_out, ${p.saldo} as saldo, ${p.input_by} as input_by
    from ${p} left join ${m} on ${m.kode_member} = ${p.kode_member}
    where ${sql.join(where, sql` and `)}
    order by ${p.tanggal}, ${p.id} limit ${limit}`);
  return rowsOf<PoinReportRow>(res).map((r) => ({ ...r, id: Number(r.id), total_rp: Number(r.total_rp) }));
}

/** Gift exchanges of a period (the customer gift report). */
export async function tukarReportPage(
  shop: ShopContext,
  q: { from: string; to: string },
  after: { tanggal: string; no_tukar: string } | null,
  limit: number,
): Promise<StoredTukar[]> {
  const t = shop.t.tukarPoint;
  const where: SQL[] = [sql`${t.tanggal} between ${q.from} and ${q.to}`];
  if (after) where.push(sql`(${t.tanggal}, ${t.no_tukar}) > (${after.tanggal}, ${after.no_tukar})`);
  return shop.db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(asc(t.tanggal), asc(t.no_tukar))
    .limit(limit);
}

export type StockRekapRow = {
  kode_hadiah: string;
  nama_hadiah: string;
  stock_awal: number;
  stock_in: number;
  stock_out: number;
  stock_akhir: number;
};

/** Per gift of data-hadiah (and any gift with movements): stock before the day, in, out, at its end. */
export async function hadiahRekap(shop: ShopContext, tanggal: string): Promise<StockRekapRow[]> {
  const h = shop.t.hadiahStock;
  const r = shop.t.masterRows;
  const res = await shop.db.execute(sql`
    with moves as (
      select ${h.kode_hadiah} as kode_hadiah,
        coalesce(sum(${h.stock_in} - ${h.stock_out}) filter (where ${h.tanggal} < ${tanggal}), 0)::int as stock_awal,
        coalesce(sum(${h.stock_in}) filter (where ${h.tanggal} = ${tanggal}), 0)::int as stock_in,
        coalesce(sum(${h.stock_out}) filter (where ${h.tanggal} = ${tanggal}), 0)::int as stock_out
      from ${h} where ${h.tanggal} <= ${tanggal} group by ${h.kode_hadiah}
    ), gifts as (
      select ${r.kode} as kode_hadiah, ${r.nama} as nama_hadiah from ${r}
      where ${r.master} = 'data-hadiah' and ${r.status} = 'ACTIVE'
    )
    select coalesce(g.kode_hadiah, mv.kode_hadiah) as kode_hadiah,
      coalesce(g.nama_hadiah, mv.kode_hadiah) as nama_hadiah,
      coalesce(mv.stock_awal, 0) as stock_awal, coalesce(mv.stock_in, 0) as stock_in,
      coalesce(mv.stock_out, 0) as stock_out,
      coalesce(mv.stock_awal, 0) + coalesce(mv.stock_in, 0) - coalesce(mv.stock_out, 0) as stock_akhir
    from gifts g full join moves mv on mv.kode_hadiah = g.kode_hadiah
    order by 1`);
  return rowsOf<StockRekapRow>(res).map((x) => ({
    ...x,
    stock_awal: Number(x.stock_awal),
    stock_in: Number(x.stock_in),
    stock_out: Number(x.stock_out),
    stock_akhir: Number(x.stock_akhir),
  }));
}

export type KartuRow = {
  id: number;
  tanggal: string;
  input_date: string;
  nama_hadiah: string;
  keterangan: string;
  stock_awal: number;
  stock_in: number;
  stock_out: number;
  stock_akhir: number;
};

/** One gift's movements from a day on, each with the stock before and after it. */
export async function kartuStockPage(
  shop: ShopContext,
  q: { kode_hadiah: string; from: string },
  after: { tanggal: string; id: number } | null,
  limit: number,
): Promise<KartuRow[]> {
  const h = shop.t.hadiahStock;
  const where: SQL[] = [sql`${h.kode_hadiah} = ${q.kode_hadiah}`, sql`${h.tanggal} >= ${q.from}`];
  if (after) where.push(sql`(${h.tanggal}, ${h.id}) > (${after.tanggal}, ${after.id})`);
  const res = await shop.db.execute(sql`
    select ${h.id} as id, ${h.tanggal} as tanggal,
      to_char(${h.created_at} at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as input_date,
      ${h.nama_hadiah} as nama_hadiah,
      trim(concat_ws(' ', ${h.no_ref}, nullif(${h.keterangan}, ''))) as keterangan,
      ${h.stock_in} as stock_in, ${h.stock_out} as stock_out,
      (select coalesce(sum(b.stock_in - b.stock_out), 0) from ${h} b
        where b.kode_hadiah = ${h.kode_hadiah} and (b.tanggal, b.id) < (${h.tanggal}, ${h.id}))::int as stock_awal
    from ${h} where ${sql.join(where, sql` and `)}
    order by ${h.tanggal}, ${h.id} limit ${limit}`);
  return rowsOf<KartuRow>(res).map((x) => {
    const awal = Number(x.stock_awal);
    return {
      ...x,
      id: Number(x.id),
      stock_awal: awal,
      stock_akhir: awal + Number(x.stock_in) - Number(x.stock_out),
    };
  });
}
