import { type api, type DiamondFields, isLegacyBarcode, parseShopBarcode, shopBarcode } from '@emas/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import { preparedRead } from '../../db/prepared.ts';
import { BARCODE_SEQUENCE } from '../../db/schema/barang.ts';
import type { ShopContext } from '../../platform/context.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The items whose barcode starts with `prefix` (upper-cased input of a barcode search): a whole code
 * (legacy 8 digits or a chain code like TK1-000042) is that item; leading digits are a range of legacy
 * codes (a range of the primary key); anything else is the start of chain codes (TK1-00).
 */
export function barcodePrefix(shop: ShopContext, prefix: string): SQL {
  const k = shop.t.barang.kode_barcode;
  if (isLegacyBarcode(prefix) || parseShopBarcode(prefix)) return eq(k, prefix);
  if (/^\d+$/.test(prefix)) return and(gte(k, prefix.padEnd(8, '0')), lte(k, prefix.padEnd(8, '9'))) as SQL;
  return like(k, `${escapeLike(prefix)}%`);
}

export type StoredBarang = typeof import('../../db/schema/index.ts').barang.$inferSelect;
export type StoredTimbang = typeof import('../../db/schema/index.ts').timbangBaki.$inferSelect;

/** The data of the active rows of a master, by code. */
export async function activeMasterData(
  shop: ShopContext,
  tx: Db,
  master: string,
  kodes: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (!kodes.length) return new Map();
  const rows = await activeDataOf(shop, tx, { master, kodes: [...new Set(kodes)] });
  return new Map(rows.map((r) => [r.kode, r.data]));
}

/** One text whatever the number of codes (an array parameter), so it is prepared once. */
const activeDataOf = preparedRead('master_active_data', (shop, db) => {
  const m = shop.t.masterRows;
  return db
    .select({ kode: m.kode, data: m.data })
    .from(m)
    .where(
      and(
        eq(m.master, sql.placeholder('master')),
        eq(m.status, 'ACTIVE'),
        sql`${m.kode} = any(${sql.placeholder('kodes')}::text[])`,
      ),
    );
});

/**
 * `n` new barcodes from the shop's sequence, each carrying the shop's code (`TK1-000042`, contract
 * barcode.ts): unique across the chain, never equal to a legacy 8-digit code. In ascending order.
 */
export async function nextBarcodes(shop: ShopContext, tx: Db, n: number): Promise<string[]> {
  const seq = `"${shop.schema}".${BARCODE_SEQUENCE}`;
  const res = await tx.execute(
    sql`select nextval(${seq}::regclass)::bigint as n from generate_series(1, ${n}::int)`,
  );
  return rowsOf<{ n: string | number }>(res)
    .map((r) => Number(r.n))
    .sort((a, b) => a - b)
    .map((k) => shopBarcode(shop.kode_toko, k));
}

export type NewBarang = {
  kode_barcode: string;
  kode_intern: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  kadar: number;
  kadar_cetak: string;
  kadar_modal: number;
  berat: number;
  berat_asli: number;
  berat_plastik: number;
  nama_atribut: string;
  berat_atribut: number;
  harga_atribut: number;
  ongkos: number;
  profit: number;
  harga_modal: number | null;
  markis: string;
  size: string;
  keterangan: string;
  supplier_barang: string;
  /** The RFID tag (unique in the shop); absent or null: none. */
  tag_id?: string | null;
} & Partial<DiamondFields>;

const NEW_BARANG_COLUMNS = sql.raw(
  [
    'kode_barcode text',
    'kode_intern text',
    'nama_barang text',
    'kode_group text',
    'kode_dept text',
    'kode_gudang text',
    'kode_baki text',
    'kadar numeric',
    'kadar_cetak text',
    'kadar_modal numeric',
    'berat numeric',
    'berat_asli numeric',
    'berat_plastik numeric',
    'nama_atribut text',
    'berat_atribut numeric',
    'harga_atribut bigint',
    'ongkos bigint',
    'profit bigint',
    'harga_modal bigint',
    'markis text',
    'size text',
    'keterangan text',
    'supplier_barang text',
    'tag_id text',
    'data_berlian jsonb',
    'ongkos_berlian bigint',
    'total_usd numeric',
    'curr text',
    'kurs bigint',
    'total_harga bigint',
  ].join(', '),
);
const NEW_BARANG_NAMES = sql.raw(
  'kode_barcode, kode_intern, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, kadar_cetak, ' +
    'kadar_modal, berat, berat_asli, berat_plastik, nama_atribut, berat_atribut, harga_atribut, ongkos, profit, ' +
    'harga_modal, markis, size, keterangan, supplier_barang, tag_id',
);
/** NEW_BARANG_NAMES as read from the JSON rows, up to keterangan (which a numbered write may compute). */
const NEW_BARANG_VALUES = sql.raw(
  'kode_barcode, kode_intern, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, kadar_cetak, ' +
    'kadar_modal, berat, berat_asli, berat_plastik, nama_atribut, berat_atribut, harga_atribut, ongkos, profit, ' +
    'harga_modal, markis, size',
);
/** The diamond fields: absent on a gold item (the columns' defaults). */
const DIAMOND_NAMES = sql.raw('data_berlian, ongkos_berlian, total_usd, curr, kurs, total_harga');
const DIAMOND_VALUES = sql.raw(
  "data_berlian, coalesce(ongkos_berlian, 0), coalesce(total_usd, 0), coalesce(curr, ''), coalesce(kurs, 0), " +
    'coalesce(total_harga, 0)',
);

/** Locks RFID tags for the transaction (sorted: two transactions never wait on each other in a ring). */
export async function lockTags(shop: ShopContext, tx: Db, tags: readonly string[]): Promise<void> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtext(${`${shop.schema}:tag:`} || t))
    from (select distinct t from jsonb_array_elements_text(${JSON.stringify(tags)}::jsonb) as u(t) order by t) x`);
}

/** The items carrying any of these RFID tags (any status). */
export async function barangByTags(shop: ShopContext, tx: Db, tags: readonly string[]) {
  const b = shop.t.barang;
  if (!tags.length) return [];
  return tx
    .select({ tag_id: b.tag_id, kode_barcode: b.kode_barcode })
    .from(b)
    .where(inArray(b.tag_id, [...tags]))
    .orderBy(b.tag_id);
}

/**
 * Inserts the items and their TAMBAH ledger rows in one statement (a set read from one JSON
 * parameter: no row-by-row inserts, DESIGN.md section 2).
 */
export async function insertBarangWithLedger(
  shop: ShopContext,
  tx: Db,
  items: readonly NewBarang[],
  meta: NewBarangMeta,
): Promise<void> {
  const [ins, ledger] = barangWithLedgerWrites(shop, items, meta);
  await tx.execute(sql`with ${sql.raw(ins.name)} as (${ins.write}) ${ledger}`);
}

type NewBarangMeta = {
  tanggal: string;
  /** Text, or the SQL of a number taken by the statement (kas/nomor-dokumen.ts). */
  no_tambah: string | SQL;
  input_by: string;
  jenis?: string;
  status?: string;
  /** The ledger rows' note (e.g. where a received piece came from). */
  keterangan?: string;
};

/**
 * insertBarangWithLedger as two writes of one statement (the second reads the first's RETURNING by
 * its name), for a numbered write: an item's keterangan may be SQL of its index in `items` (0-based;
 * e.g. its purchase number), and each item may carry its kondisi (then updated_by is the inputter).
 */
export function barangWithLedgerWrites(
  shop: ShopContext,
  items: readonly (NewBarang & { kondisi?: string })[],
  meta: NewBarangMeta & { keteranganAt?: (i: SQL) => SQL },
): [{ name: string; write: SQL }, SQL] {
  const b = shop.t.barang;
  const l = shop.t.stockLedger;
  const name = 'ins_barang';
  const withKondisi = items.some((it) => it.kondisi !== undefined);
  const rows = JSON.stringify(items.map((it, i) => ({ ...it, i })));
  const keterangan = meta.keteranganAt ? meta.keteranganAt(sql.raw('i')) : sql.raw('keterangan');
  const write = sql`
      insert into ${b} (${NEW_BARANG_NAMES}, ${DIAMOND_NAMES}, status, tgl_input, no_tambah, created_by${withKondisi ? sql.raw(', kondisi, updated_by') : sql``})
      select ${NEW_BARANG_VALUES}, ${keterangan}, supplier_barang, tag_id, ${DIAMOND_VALUES}, ${meta.status ?? 'READY'}, ${meta.tanggal}::date, ${meta.no_tambah}, ${meta.input_by}${withKondisi ? sql`, kondisi, ${meta.input_by}` : sql``}
      from jsonb_to_recordset(${rows}::jsonb) as x(${NEW_BARANG_COLUMNS}, i int, kondisi text)
      returning kode_barcode, kode_gudang, kode_baki, kode_group, kode_dept, berat`;
  const ledger = sql`
    insert into ${l} (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat,
      no_ref, keterangan, input_by)
    select ${meta.tanggal}::date, kode_barcode, ${meta.jenis ?? 'TAMBAH'}, kode_gudang, kode_baki, kode_group, kode_dept, 1, berat,
      ${meta.no_tambah}, ${meta.keterangan ?? ''}, ${meta.input_by}
    from ${sql.raw(name)}`;
  return [{ name, write }, ledger];
}

export type LedgerEntry = {
  tanggal: string;
  jenis: string;
  /** +1: the item arrives where it now lies; -1: it leaves. */
  sign: 1 | -1;
  /** Text, or the SQL of a number taken by the statement (kas/nomor-dokumen.ts). */
  no_ref: string | SQL;
  keterangan?: string;
  input_by: string;
};

/** One ledger row per item matching `where`, at the item's current place. */
export async function writeLedgerFromItems(shop: ShopContext, tx: Db, where: SQL, e: LedgerEntry) {
  await tx.execute(ledgerFromItems(shop, where, e));
}

/** The INSERT of writeLedgerFromItems, to send with other writes (db/write-together.ts). */
export function ledgerFromItems(shop: ShopContext, where: SQL, e: LedgerEntry): SQL {
  const b = shop.t.barang;
  const l = shop.t.stockLedger;
  return sql`
    insert into ${l} (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat,
      no_ref, keterangan, input_by)
    select ${e.tanggal}::date, ${b.kode_barcode}, ${e.jenis}, ${b.kode_gudang}, ${b.kode_baki}, ${b.kode_group},
      ${b.kode_dept}, ${e.sign}::int, ${e.sign}::int * ${b.berat}, ${e.no_ref}, ${e.keterangan ?? ''},
      ${e.input_by}
    from ${b} where ${where}`;
}

export const barcodesIn = (shop: ShopContext, kodes: readonly string[]) =>
  inArray(shop.t.barang.kode_barcode, [...kodes]);

/**
 * Locks the items (in barcode order, as lockBarang does) and sets their status in the same statement:
 * answers each item as it was before (its old status), so the caller checks it and throws (rolling the
 * change back) when one was not its to change. `alsoAsk`: a boolean condition answered beside the
 * items in the same round trip (undefined when no item was found).
 */
export async function lockAndSetStatus(
  shop: ShopContext,
  tx: Db,
  kodes: readonly string[],
  status: string,
  by: string,
  alsoAsk: SQL = sql`true`,
): Promise<{ items: StoredBarang[]; also: boolean | undefined }> {
  const b = shop.t.barang;
  const res = await tx.execute(sql`with old as (${lockBarang(shop, tx, kodes)})
    update ${b} set ${sql.identifier(b.status.name)} = ${status}, ${sql.identifier(b.updated_by.name)} = ${by},
      ${sql.identifier(b.updated_at.name)} = now()
    from old where ${b.kode_barcode} = old.kode_barcode
    returning old.*, ${alsoAsk} as also_asked`);
  const rows = rowsOf<StoredBarang & { also_asked?: boolean }>(res);
  const also = rows[0]?.also_asked;
  for (const r of rows) delete r.also_asked;
  return { items: rows, also };
}

/** Locks the items (in barcode order, so that two calls never wait on each other crosswise). */
export const lockBarang = (shop: ShopContext, tx: Db, kodes: readonly string[]) =>
  tx
    .select()
    .from(shop.t.barang)
    .where(barcodesIn(shop, kodes))
    .orderBy(asc(shop.t.barang.kode_barcode))
    .for('update');

/** Locks the ready items of a tray. */
export const lockReadyInBaki = (shop: ShopContext, tx: Db, kodeBaki: string) =>
  tx
    .select()
    .from(shop.t.barang)
    .where(and(eq(shop.t.barang.kode_baki, kodeBaki), eq(shop.t.barang.status, 'READY')))
    .orderBy(asc(shop.t.barang.kode_barcode))
    .for('update');

export const updateBarang = (
  shop: ShopContext,
  tx: Db,
  kodes: readonly string[],
  set: Partial<Pick<StoredBarang, 'kode_gudang' | 'kode_baki' | 'status' | 'kondisi' | 'profit'>>,
  by: string,
) =>
  tx
    .update(shop.t.barang)
    .set({ ...set, updated_by: by, updated_at: new Date() })
    .where(barcodesIn(shop, kodes));

const barangByKode = preparedRead('barang_by_kode', (shop, db) =>
  db
    .select()
    .from(shop.t.barang)
    .where(eq(shop.t.barang.kode_barcode, sql.placeholder('kode')))
    .limit(1),
);

/** One item by barcode, any status (a prepared statement: the counter's quote reads it). */
export const findBarang = async (shop: ShopContext, kode: string) =>
  (await barangByKode(shop, shop.db, { kode }))[0];

/** The goods list's filters (also the counter's price and stock look-up). */
export function listWhere(shop: ShopContext, q: api.ListBarangQuery): SQL | undefined {
  const b = shop.t.barang;
  const where: SQL[] = [];
  const status = q.status ?? 'READY';
  if (status !== 'ALL') where.push(eq(b.status, status));
  if (q.kode_barcode) where.push(barcodePrefix(shop, q.kode_barcode));
  if (q.nama_barang)
    where.push(like(b.nama_barang, `%${q.nama_barang.replace(/[\\%_]/g, (c: string) => `\\${c}`)}%`));
  if (q.kode_group) where.push(eq(b.kode_group, q.kode_group));
  if (q.kode_dept) where.push(eq(b.kode_dept, q.kode_dept));
  if (q.kode_gudang) where.push(eq(b.kode_gudang, q.kode_gudang));
  if (q.kode_baki) where.push(eq(b.kode_baki, q.kode_baki));
  return where.length ? and(...where) : undefined;
}

/**
 * A page of the goods list, newest first. `after` pages by key (any depth at the cost of page 1).
 * The count stops at `countLimit + 1`, so it never scans every item of a large shop, and is not run
 * at all when a short page already tells it (a rare name costs one scan, not two).
 */
export async function pageBarang(shop: ShopContext, q: api.ListBarangQuery, countLimit: number) {
  const b = shop.t.barang;
  const where = listWhere(shop, q);
  const offset = q.after ? null : (q.page - 1) * q.limit;
  const rows = await shop.db
    .select()
    .from(b)
    .where(q.after ? and(where, lt(b.kode_barcode, q.after)) : where)
    .orderBy(desc(b.kode_barcode))
    .limit(q.limit)
    .offset(offset ?? 0);
  if (offset !== null && rows.length < q.limit && (rows.length > 0 || offset === 0))
    return { rows, total: offset + rows.length };
  const capped = shop.db
    .select({ one: sql`1` })
    .from(b)
    .where(where)
    .limit(countLimit + 1)
    .as('capped');
  const total = await shop.db.select({ n: count() }).from(capped);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Ready items with barcodes from `from` to `to`, at most `limit`. */
export const readyInRange = (shop: ShopContext, from: string, to: string, limit: number) =>
  shop.db
    .select()
    .from(shop.t.barang)
    .where(
      and(
        eq(shop.t.barang.status, 'READY'),
        gte(shop.t.barang.kode_barcode, from),
        lte(shop.t.barang.kode_barcode, to),
      ),
    )
    .orderBy(asc(shop.t.barang.kode_barcode))
    .limit(limit);

/** Quantity and weight of the ready items of a tray. */
export async function countReadyInBaki(shop: ShopContext, tx: Db, kodeBaki: string) {
  const b = shop.t.barang;
  const rows = await tx
    .select({ qty: count(), berat: sql<string>`coalesce(sum(${b.berat}), 0)::text` })
    .from(b)
    .where(and(eq(b.kode_baki, kodeBaki), eq(b.status, 'READY')));
  return { qty: Number(rows[0]?.qty ?? 0), berat: rows[0]?.berat ?? '0' };
}

export async function updateProfits(
  shop: ShopContext,
  tx: Db,
  rows: readonly { kode_barcode: string; profit: number }[],
  by: string,
): Promise<number> {
  const b = shop.t.barang;
  const res = await tx.execute(sql`
    update ${b} set profit = x.profit, updated_by = ${by}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(kode_barcode text, profit bigint)
    where ${b.kode_barcode} = x.kode_barcode and ${b.status} = 'READY'`);
  return (
    (res as { rowCount?: number; affectedRows?: number }).rowCount ??
    (res as { affectedRows?: number }).affectedRows ??
    0
  );
}

export const insertBarcodePrints = (
  shop: ShopContext,
  tx: Db,
  kodes: readonly string[],
  meta: { tanggal: string; printed_by: string },
) =>
  tx
    .insert(shop.t.barcodePrints)
    .values(
      kodes.map((kode_barcode) => ({ kode_barcode, tanggal: meta.tanggal, printed_by: meta.printed_by })),
    );

// ---------------------------------------------------------------------------------------------
// Tray weighing

export const insertTimbang = (
  shop: ShopContext,
  tx: Db,
  row: Omit<StoredTimbang, 'id' | 'created_at' | 'reset_at'>,
) => tx.insert(shop.t.timbangBaki).values(row).returning();

export const openTimbang = (shop: ShopContext, userId: string) =>
  shop.db
    .select()
    .from(shop.t.timbangBaki)
    .where(and(eq(shop.t.timbangBaki.input_by, userId), isNull(shop.t.timbangBaki.reset_at)))
    .orderBy(asc(shop.t.timbangBaki.id));

export async function resetTimbang(shop: ShopContext, tx: Db, userId: string): Promise<number> {
  const rows = await tx
    .update(shop.t.timbangBaki)
    .set({ reset_at: new Date() })
    .where(and(eq(shop.t.timbangBaki.input_by, userId), isNull(shop.t.timbangBaki.reset_at)))
    .returning({ id: shop.t.timbangBaki.id });
  return rows.length;
}

export const insertTimbangActivity = (
  shop: ShopContext,
  tx: Db,
  row: { tanggal: string; input_by: string; message: string },
) => tx.insert(shop.t.timbangBakiActivity).values(row);

export const timbangActivities = (shop: ShopContext, tanggal: string, userId?: string) => {
  const a = shop.t.timbangBakiActivity;
  return shop.db
    .select()
    .from(a)
    .where(
      userId
        ? and(eq(a.tanggal, tanggal), eq(sql`lower(${a.input_by})`, userId.toLowerCase()))
        : eq(a.tanggal, tanggal),
    )
    .orderBy(asc(a.at), asc(a.id))
    .limit(5000);
};

/** Whether an item still in the shop (not sold) refers to the code in `column`. */
export async function barangUses(
  shop: ShopContext,
  tx: Db,
  column: 'kode_gudang' | 'kode_baki' | 'kode_group' | 'kode_dept',
  kode: string,
): Promise<boolean> {
  const b = shop.t.barang;
  const rows = await tx
    .select({ k: b.kode_barcode })
    .from(b)
    .where(and(eq(b[column], kode), ne(b.status, 'SOLD')))
    .limit(1);
  return rows.length > 0;
}
