import { MODULE, MSG } from '@emas/contract';
import {
  NOTA_DEFAULT_FONT,
  NOTA_DUPLICATE_MODULE,
  NOTA_MSG,
  NOTA_PX,
  NOTA_ROTATE,
  NOTA_TYPE_MODULE,
  NOTA_TYPES,
  type NotaFont,
  type NotaLabel,
  type NotaLabelInput,
  type NotaType,
  type SaveNotaLayoutBody,
} from '@emas/contract/api/nota';
import { sampleDocument } from '@emas/contract/nota-sample';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { activeModules } from '../../platform/modules.ts';
import type { SessionUser } from '../../platform/session.ts';
import { getTokoSetting } from '../system/system.service.ts';
import * as q from './nota.queries.ts';
import { defaultLabels, notaTitle } from './nota-defaults.ts';
import { type NotaDocument, type NotaShop, renderNotaPdf } from './nota-pdf.ts';
import { type NotaPaperChoice, printReceipt, receiptPaperOf } from './nota-receipt.ts';

/**
 * The note layouts of a shop (member-card labels). A note type whose layout was never stored reads
 * (and prints) the default layout; the first change of a type stores its defaults, then applies the
 * change, in one transaction.
 */

const asDb = (tx: unknown) => tx as Db;

/** Refuses a note type whose module is off (PENJUALAN BERLIAN, PENJUALAN_MANUAL). */
async function checkTypeEnabled(shop: ShopContext, type: NotaType): Promise<void> {
  const module = NOTA_TYPE_MODULE[type];
  if (module && !(await activeModules(shop)).has(module)) throw forbidden(MSG.moduleOff);
}

/** The stored layout of a type, or its defaults when none is stored. */
export async function notaLabels(shop: ShopContext, type: NotaType, tx: Db = shop.db): Promise<NotaLabel[]> {
  const stored = await q.labelsOfType(shop, type, tx);
  return stored.length ? stored : defaultLabels(type);
}

/** `member-card/get/new`. */
export async function getLabels(shop: ShopContext, type: NotaType): Promise<NotaLabel[]> {
  await checkTypeEnabled(shop, type);
  return notaLabels(shop, type);
}

/** In a write transaction: the type's turn, and its defaults stored when it has no layout yet. */
async function prepareWrite(shop: ShopContext, tx: Db, type: NotaType, by: string): Promise<void> {
  await q.lockType(shop, tx, type);
  if ((await q.countOfType(shop, type, tx)) === 0) await q.insertLabels(shop, tx, defaultLabels(type), by);
}

/** Stores the defaults of every note type that has no layout yet (the demo seed). */
export async function seedDefaultLayouts(shop: ShopContext, by = 'SEED'): Promise<void> {
  for (const type of NOTA_TYPES) {
    await shop.db.transaction(async (t) => prepareWrite(shop, asDb(t), type, by));
  }
}

/** A free name for a copy: `name_copy`, `name_copy2`, ... */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = `${name}_copy`.slice(0, 50);
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${name.slice(0, 50 - `_copy${i}`.length)}_copy${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * `member-card/duplicate`: a copy of the named label (its isi and jenis as sent), 10 px lower and to
 * the right, deletable. With `type` in that note type; without, in every type holding the label.
 */
export async function duplicateLabel(
  shop: ShopContext,
  user: SessionUser,
  body: { name: string; isi: string; jenis: NotaLabel['jenis']; is_mobile: boolean; type?: NotaType },
): Promise<NotaLabel[]> {
  if (body.type) await checkTypeEnabled(shop, body.type);
  const active = await activeModules(shop);
  const types: NotaType[] = body.type
    ? [body.type]
    : NOTA_TYPES.filter((t) => {
        const module = NOTA_TYPE_MODULE[t];
        return !module || active.has(module);
      });
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const copies: NotaLabel[] = [];
    for (const type of types) {
      await prepareWrite(shop, tx, type, user.user_id);
      const source = await q.findLabel(shop, tx, { type, is_mobile: body.is_mobile, name: body.name });
      if (!source) continue;
      const taken = await q.namesOfType(shop, tx, type, body.is_mobile);
      const copy: NotaLabel = {
        ...source,
        name: copyName(source.name, taken),
        isi: body.isi,
        jenis: body.jenis,
        position_x: Math.min(source.position_x + 10, NOTA_PX.width - 1),
        position_y: Math.min(source.position_y + 10, NOTA_PX.height - 1),
        is_deletable: true,
      };
      await q.insertLabels(
        shop,
        tx,
        [copy],
        user.user_id,
        (await q.maxSeq(shop, tx, type, body.is_mobile)) + 1,
      );
      copies.push(copy);
    }
    if (!copies.length) throw notFound(NOTA_MSG.notFound);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'ADD',
      entity: 'nota_label',
      entity_key: copies.map((c) => `${c.type}/${c.name}`).join(','),
      new_value: copies,
    });
    return copies;
  });
}

/** `member-card/deletion`: removes a deletable label. */
export async function deleteLabel(
  shop: ShopContext,
  user: SessionUser,
  body: { name: string; type: NotaType; is_mobile: boolean },
): Promise<void> {
  await checkTypeEnabled(shop, body.type);
  await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    await prepareWrite(shop, tx, body.type, user.user_id);
    const label = await q.findLabel(shop, tx, body);
    if (!label) throw notFound(NOTA_MSG.notFound);
    if (!label.is_deletable) throw badRequest(NOTA_MSG.notDeletable(label.name));
    await q.deleteLabel(shop, tx, body);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'DELETE',
      entity: 'nota_label',
      entity_key: `${body.type}/${body.name}`,
      old_value: label,
    });
  });
}

const fromInput = (l: NotaLabelInput, type: NotaType, font: NotaFont): NotaLabel => ({
  ...l,
  rotate: l.rotate ?? NOTA_ROTATE,
  type,
  is_deletable: true,
  font_family: font,
});

/**
 * `member-card/add`: each label of `nota` updated by name (a new name is added, deletable), in the
 * order sent; the font for every label of the variants sent.
 */
export async function saveLayout(
  shop: ShopContext,
  user: SessionUser,
  body: SaveNotaLayoutBody,
): Promise<NotaLabel[]> {
  await checkTypeEnabled(shop, body.type);
  return shop.db.transaction(async (t) => {
    const tx = asDb(t);
    await prepareWrite(shop, tx, body.type, user.user_id);
    const before = await q.labelsOfType(shop, body.type, tx);
    const labels = body.nota.map((l) => fromInput(l, body.type, body.font));
    for (const [i, l] of labels.entries()) await q.upsertLabel(shop, tx, l, i, user.user_id);
    for (const variant of new Set(labels.map((l) => l.is_mobile)))
      await q.setFontOfType(shop, tx, body.type, variant, body.font, user.user_id);
    const after = await q.labelsOfType(shop, body.type, tx);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT',
      entity: 'nota_layout',
      entity_key: body.type,
      old_value: before,
      new_value: after,
    });
    return after;
  });
}

/** The shop's header fields for the invoice. */
export async function notaShop(shop: ShopContext): Promise<NotaShop> {
  const s = await getTokoSetting(shop);
  return { kode_toko: s.kode_toko, nama_toko: s.nama_toko, alamat_toko: s.alamat_toko, no_telp: s.no_telp };
}

/** A sample invoice of the stored layout, or of the unsaved labels sent along (the designer's preview). */
export async function previewNota(
  shop: ShopContext,
  body: { type: NotaType; is_mobile: boolean; reprint: boolean; font?: NotaFont; nota?: NotaLabelInput[] },
): Promise<Buffer> {
  await checkTypeEnabled(shop, body.type);
  const stored = await notaLabels(shop, body.type);
  const font =
    body.font ?? stored.find((l) => l.is_mobile === body.is_mobile)?.font_family ?? NOTA_DEFAULT_FONT;
  const labels = body.nota
    ? body.nota.map((l) => ({ ...fromInput(l, body.type, font), is_mobile: body.is_mobile }))
    : stored;
  const modules = await activeModules(shop);
  return renderNotaPdf({
    shop: await notaShop(shop),
    type: body.type,
    labels,
    documents: [sampleDocument(body.type)],
    isMobile: body.is_mobile,
    reprint: body.reprint,
    reprintModule: modules.has(MODULE.CETAK_ULANG_COPY),
    serviceRangkap: body.type === 'SERVICE' && modules.has(MODULE.NOTA_SERVICE_RANGKAP),
    title: `Contoh ${notaTitle(body.type)}`,
  });
}

export type PrintNotaOptions = {
  /** A reprint ('cetak ulang'): 'COPY' across it when CETAK_ULANG_COPY_MODULE is on. */
  reprint?: boolean;
  /** POS mode: the slip (is_mobile) labels. */
  isMobile?: boolean;
  /** Overrides the note type's duplicate module (e.g. a sale with a TUKAR slip). */
  duplicate?: boolean;
  /** Item lines per invoice (default 5). */
  rowsPerNota?: number;
  /** Issue 43: a receipt printer of the counter (58 / 80 mm, PDF or ESC/POS) instead of the invoice. */
  paper?: NotaPaperChoice;
};

/** At most this many notes in one PDF. */
export const PRINT_MAX_DOCUMENTS = 500;

/**
 * The invoices of `documents` as one PDF, laid out with the shop's layout of `type` and its modules:
 * the sales and purchase domains call `await printNota(shop, 'PENJUALAN', docs, { reprint })`.
 */
export async function printNota(
  shop: ShopContext,
  type: NotaType,
  documents: readonly NotaDocument[],
  opts: PrintNotaOptions = {},
): Promise<Buffer> {
  if (documents.length > PRINT_MAX_DOCUMENTS) throw badRequest(NOTA_MSG.tooManyDocuments);
  const modules = await activeModules(shop);
  const receipt = receiptPaperOf(opts.paper);
  if (receipt && opts.paper)
    return printReceipt(receipt, opts.paper.format, {
      shop: await notaShop(shop),
      type,
      documents,
      copy: !!opts.reprint && modules.has(MODULE.CETAK_ULANG_COPY),
      title: notaTitle(type),
    });
  const duplicateModule = NOTA_DUPLICATE_MODULE[type];
  return renderNotaPdf({
    shop: await notaShop(shop),
    type,
    labels: await notaLabels(shop, type),
    documents,
    isMobile: opts.isMobile,
    reprint: opts.reprint,
    reprintModule: modules.has(MODULE.CETAK_ULANG_COPY),
    duplicateModule: opts.duplicate ?? (duplicateModule ? modules.has(duplicateModule) : false),
    serviceRangkap: type === 'SERVICE' && modules.has(MODULE.NOTA_SERVICE_RANGKAP),
    rowsPerNota: opts.rowsPerNota,
    title: notaTitle(type),
  });
}

/** The layout of a note type as the printer uses it (the stored one, else the default). */
export const loadNotaLayout = (shop: ShopContext, type: NotaType): Promise<NotaLabel[]> =>
  notaLabels(shop, type);
