import type { NotaFont, NotaJenis, NotaLabel, NotaType } from '@emas/contract/api/nota';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

type Tx = Db;
type Row = typeof import('../../db/schema/index.ts').notaLabel.$inferSelect;

const toLabel = (r: Row): NotaLabel => ({
  name: r.name,
  isi: r.isi,
  jenis: r.jenis as NotaJenis,
  width: Number(r.width),
  height: Number(r.height),
  position_x: Number(r.position_x),
  position_y: Number(r.position_y),
  rotate: r.rotate,
  font_size: r.font_size,
  status: r.status,
  type: r.type as NotaType,
  is_mobile: r.is_mobile,
  is_deletable: r.is_deletable,
  font_family: r.font_family as NotaFont,
});

/** The stored labels of a note type, in drawing order (invoice labels first). */
export async function labelsOfType(
  shop: ShopContext,
  type: NotaType,
  tx: Tx = shop.db,
): Promise<NotaLabel[]> {
  const t = shop.t.notaLabel;
  const rows = await tx
    .select()
    .from(t)
    .where(eq(t.type, type))
    .orderBy(asc(t.is_mobile), asc(t.seq), asc(t.id));
  return rows.map(toLabel);
}

export async function countOfType(shop: ShopContext, type: NotaType, tx: Tx = shop.db): Promise<number> {
  const t = shop.t.notaLabel;
  const [r] = await tx.select({ n: count() }).from(t).where(eq(t.type, type));
  return Number(r?.n ?? 0);
}

export async function findLabel(
  shop: ShopContext,
  tx: Tx,
  key: { type: NotaType; is_mobile: boolean; name: string },
): Promise<NotaLabel | null> {
  const t = shop.t.notaLabel;
  const [r] = await tx
    .select()
    .from(t)
    .where(and(eq(t.type, key.type), eq(t.is_mobile, key.is_mobile), eq(t.name, key.name)))
    .for('update');
  return r ? toLabel(r) : null;
}

/** The labels named `name` (any note type) of one variant. */
export async function labelsNamed(
  shop: ShopContext,
  tx: Tx,
  name: string,
  is_mobile: boolean,
): Promise<NotaLabel[]> {
  const t = shop.t.notaLabel;
  const rows = await tx
    .select()
    .from(t)
    .where(and(eq(t.name, name), eq(t.is_mobile, is_mobile)))
    .orderBy(asc(t.type));
  return rows.map(toLabel);
}

export async function namesOfType(
  shop: ShopContext,
  tx: Tx,
  type: NotaType,
  is_mobile: boolean,
): Promise<Set<string>> {
  const t = shop.t.notaLabel;
  const rows = await tx
    .select({ name: t.name })
    .from(t)
    .where(and(eq(t.type, type), eq(t.is_mobile, is_mobile)));
  return new Set(rows.map((r) => r.name));
}

const values = (l: NotaLabel, seq: number, by: string) => ({
  type: l.type,
  is_mobile: l.is_mobile,
  name: l.name,
  isi: l.isi,
  jenis: l.jenis,
  width: String(l.width),
  height: String(l.height),
  position_x: String(l.position_x),
  position_y: String(l.position_y),
  rotate: l.rotate,
  font_size: l.font_size,
  status: l.status,
  is_deletable: l.is_deletable,
  font_family: l.font_family,
  seq,
  updated_by: by,
});

/** Adds labels; one whose type, variant and name is already stored is left as it is. */
export async function insertLabels(
  shop: ShopContext,
  tx: Tx,
  labels: readonly NotaLabel[],
  by: string,
  seqFrom = 0,
) {
  if (!labels.length) return;
  await tx
    .insert(shop.t.notaLabel)
    .values(labels.map((l, i) => values(l, seqFrom + i, by)))
    .onConflictDoNothing();
}

/** Writers of one note type's layout take turns (held to the end of the transaction). */
export async function lockType(shop: ShopContext, tx: Tx, type: NotaType) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nota_label:${shop.schema}:${type}`}))`);
}

export async function maxSeq(shop: ShopContext, tx: Tx, type: NotaType, is_mobile: boolean): Promise<number> {
  const t = shop.t.notaLabel;
  const [r] = await tx
    .select({ m: sql<number>`coalesce(max(${t.seq}), 0)` })
    .from(t)
    .where(and(eq(t.type, type), eq(t.is_mobile, is_mobile)));
  return Number(r?.m ?? 0);
}

/** Adds the label, or updates the one of the same type, variant and name (is_deletable kept). */
export async function upsertLabel(shop: ShopContext, tx: Tx, l: NotaLabel, seq: number, by: string) {
  const t = shop.t.notaLabel;
  const v = values(l, seq, by);
  const { is_deletable: _keep, type: _t, is_mobile: _m, name: _n, ...changes } = v;
  await tx
    .insert(t)
    .values(v)
    .onConflictDoUpdate({
      target: [t.type, t.is_mobile, t.name],
      set: { ...changes, updated_at: sql`now()` },
    });
}

export async function setFontOfType(
  shop: ShopContext,
  tx: Tx,
  type: NotaType,
  is_mobile: boolean,
  font: NotaFont,
  by: string,
) {
  const t = shop.t.notaLabel;
  await tx
    .update(t)
    .set({ font_family: font, updated_by: by, updated_at: sql`now()` })
    .where(and(eq(t.type, type), eq(t.is_mobile, is_mobile)));
}

export async function deleteLabel(
  shop: ShopContext,
  tx: Tx,
  key: { type: NotaType; is_mobile: boolean; name: string },
) {
  const t = shop.t.notaLabel;
  await tx.delete(t).where(and(eq(t.type, key.type), eq(t.is_mobile, key.is_mobile), eq(t.name, key.name)));
}
