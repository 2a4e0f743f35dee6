import { createHash } from 'node:crypto';
import { toWhatsappNumber } from '@emas/contract';
import {
  type AdminChatRow,
  folderOf,
  KATALOG_MSG,
  type KatalogKind,
  type KatalogRowOf,
  type KatalogVarian,
  KIND_CODE_PREFIX,
  KIND_KEY,
  type PublishedKatalog,
  SPLASH_SLOTS,
  type SplashBody,
  type SplashRow,
  type SplashSlot,
} from '@emas/contract/api/katalog';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type ImageStore, imageStore, parseKey } from '../../platform/image-store/image-store.ts';
import type { SessionUser } from '../../platform/session.ts';
import { getDay } from '../harga-emas/harga-emas.service.ts';
import { activeKodes } from '../master/master.api.ts';
import { findToko } from '../system/system.api.ts';
import {
  bumpCounter,
  deleteEntry,
  insertEntry,
  listEntries,
  listVarian,
  lockEntries,
  readCounter,
  type StoredEntry,
  updateEntry,
  upsertEntry,
} from './katalog.queries.ts';

const asDb = (tx: unknown) => tx as Db;
type Data = Record<string, unknown>;

/** What each kind is called in the 'not found' and 'already there' texts. */
const LABEL: Record<KatalogKind, string> = {
  BANNER: 'Banner',
  INFO: 'Info',
  KATEGORI: 'Kategori',
  ITEM: 'Barang',
  HARGA: 'Harga',
  HADIAH: 'Hadiah',
  ADMIN: 'Admin',
  GROUP_DESCRIPTION: 'Group',
  SPLASH: 'Splash Screen',
};

/** The image keys an entry holds (one, a list for items, image_path for splash screens). */
export function imagesOf(kind: KatalogKind, data: Data): string[] {
  if (kind === 'ITEM') return ((data.gambar_path as string[] | undefined) ?? []).filter(Boolean);
  if (kind === 'SPLASH') return data.image_path ? [String(data.image_path)] : [];
  return data.gambar_path ? [String(data.gambar_path)] : [];
}

const urlWith = (store: ImageStore, origin: string) => (key: string) => {
  const url = store.getUrl(key);
  return url.startsWith('/') ? `${origin}${url}` : url;
};

/** A stored entry as the screens and the member app see it. */
export function toRow<K extends KatalogKind>(
  kind: K,
  e: StoredEntry,
  url: (key: string) => string,
): KatalogRowOf[K] {
  const d = e.data;
  const base: Data = {
    ...d,
    [KIND_KEY[kind]]: e.kode,
    varian: e.varian,
    created_by: e.created_by,
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
  };
  if (kind === 'ITEM') base.gambar_url = ((d.gambar_path as string[]) ?? []).map(url);
  else if (kind === 'SPLASH') base.image_url = d.image_path ? url(String(d.image_path)) : null;
  else if ('gambar_path' in d) base.gambar_url = url(String(d.gambar_path));
  if (kind === 'ADMIN') (base as AdminChatRow).no_whatsapp = toWhatsappNumber(String(d.no_hp ?? ''));
  return base as KatalogRowOf[K];
}

/**
 * Every image of a payload must be an uploaded image of this shop, in the folder of the kind and
 * variant (section 7), and still in the store. The name saved is the key's own.
 */
async function checkImages(shop: ShopContext, kind: KatalogKind, varian: KatalogVarian, data: Data) {
  const folder = folderOf(kind, varian);
  const store = imageStore();
  const keys = imagesOf(kind, data);
  for (const key of keys) {
    const k = parseKey(key);
    if (!k || k.kode_toko !== shop.kode_toko || k.folder !== folder)
      throw badRequest(KATALOG_MSG.imageWrongFolder);
    if (!(await store.exists(key))) throw badRequest(KATALOG_MSG.imageMissing);
  }
  if (kind === 'ITEM') data.gambar_name = keys.map((k) => parseKey(k)?.name ?? '');
  else if (kind !== 'SPLASH' && keys[0]) data.gambar_name = parseKey(keys[0])?.name ?? '';
}

/** References inside the shop's data: the groups of a price, the banners and infos of an item. */
async function checkReferences(
  shop: ShopContext,
  tx: Db,
  kind: KatalogKind,
  varian: KatalogVarian,
  data: Data,
) {
  if (kind === 'HARGA') {
    const groups = data.detail_group as string[];
    const known = await activeKodes(shop, tx, 'group', groups);
    const missing = groups.find((g) => !known.has(g));
    if (missing) throw badRequest(KATALOG_MSG.unknownGroup(missing));
  }
  if (kind === 'ITEM') {
    for (const [ref, msg] of [
      ['BANNER', KATALOG_MSG.unknownBanner],
      ['INFO', KATALOG_MSG.unknownInfo],
    ] as const) {
      const wanted = (data[ref === 'BANNER' ? 'kode_banner' : 'kode_info'] as string[] | undefined) ?? [];
      if (!wanted.length) continue;
      const have = new Set((await listEntries(shop, ref, varian, tx)).map((e) => e.kode));
      const missing = wanted.find((k) => !have.has(k));
      if (missing) throw badRequest(msg(missing));
    }
  }
}

/** Images that an entry no longer holds are removed from the store once the change is committed. */
async function dropImages(keys: string[]) {
  const store = imageStore();
  for (const key of keys) {
    try {
      await store.delete(key);
    } catch {
      // A leftover file is harmless; the entry's change is already committed.
    }
  }
}

const bumpRevision = (shop: ShopContext, tx: Db, varian: KatalogVarian) =>
  bumpCounter(shop, tx, `rev:${varian}`);

// ---------------------------------------------------------------------------------------------
// Lists and changes

export async function listKind<K extends KatalogKind>(
  shop: ShopContext,
  kind: K,
  varian: KatalogVarian,
  origin = '',
): Promise<KatalogRowOf[K][]> {
  if (kind === 'SPLASH') return (await listSplash(shop, varian, origin)) as KatalogRowOf[K][];
  const url = urlWith(imageStore(), origin);
  return (await listEntries(shop, kind, varian)).map((e) => toRow(kind, e, url));
}

export async function addEntry<K extends KatalogKind>(
  shop: ShopContext,
  user: SessionUser,
  kind: K,
  varian: KatalogVarian,
  body: Data,
): Promise<KatalogRowOf[K]> {
  const keyField = KIND_KEY[kind];
  const { [keyField]: typed, ...data } = body;
  await checkImages(shop, kind, varian, data);
  const stored = await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    await checkReferences(shop, tx, kind, varian, data);
    const prefix = KIND_CODE_PREFIX[kind];
    const kode = prefix
      ? `${prefix}${String(await bumpCounter(shop, tx, `seq:${kind}`)).padStart(4, '0')}`
      : String(typed);
    const row = await insertEntry(shop, tx, { jenis: kind, varian, kode, data, by: user.user_id });
    if (!row) throw conflict(KATALOG_MSG.codeExists(LABEL[kind], kode));
    await bumpRevision(shop, tx, varian);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'ADD',
      entity: `katalog:${kind}:${varian}`,
      entity_key: kode,
      new_value: data,
    });
    return row;
  });
  return toRow(kind, stored, imageStore().getUrl);
}

/** Edits and deletes name no variant (section 7): the one entry with the code, or the `varian` asked for. */
function pick(rows: StoredEntry[], varian: KatalogVarian | undefined, kind: KatalogKind, kode: string) {
  const row = varian
    ? rows.find((r) => r.varian === varian)
    : rows.length === 1
      ? rows[0]
      : rows.find((r) => r.varian === 'REGULER');
  if (!row) throw notFound(KATALOG_MSG.notFound(LABEL[kind], kode));
  return row;
}

export async function editEntry<K extends KatalogKind>(
  shop: ShopContext,
  user: SessionUser,
  kind: K,
  kode: string,
  varianAsked: KatalogVarian | undefined,
  body: Data,
): Promise<KatalogRowOf[K]> {
  const { [KIND_KEY[kind]]: _key, ...data } = body;
  // The variant decides the image folder: find it first (without a lock), check, then change under lock.
  const current = pick(await lockEntries(shop, shop.db, kind, kode), varianAsked, kind, kode);
  await checkImages(shop, kind, current.varian as KatalogVarian, data);
  const { row, before } = await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const locked = pick(await lockEntries(shop, tx, kind, kode), current.varian as KatalogVarian, kind, kode);
    const varian = locked.varian as KatalogVarian;
    await checkReferences(shop, tx, kind, varian, data);
    const row = await updateEntry(shop, tx, { jenis: kind, varian, kode }, data, user.user_id);
    await bumpRevision(shop, tx, varian);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT',
      entity: `katalog:${kind}:${varian}`,
      entity_key: kode,
      old_value: locked.data,
      new_value: data,
    });
    return { row, before: locked.data };
  });
  const kept = new Set(imagesOf(kind, data));
  await dropImages(imagesOf(kind, before).filter((k) => !kept.has(k)));
  return toRow(kind, row, imageStore().getUrl);
}

export async function removeEntry(
  shop: ShopContext,
  user: SessionUser,
  kind: KatalogKind,
  kode: string,
  varianAsked: KatalogVarian | undefined,
): Promise<Record<string, string>> {
  const removed = await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const row = pick(await lockEntries(shop, tx, kind, kode), varianAsked, kind, kode);
    const varian = row.varian as KatalogVarian;
    await deleteEntry(shop, tx, { jenis: kind, varian, kode });
    await bumpRevision(shop, tx, varian);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'DELETE',
      entity: `katalog:${kind}:${varian}`,
      entity_key: kode,
      old_value: row.data,
    });
    return row;
  });
  // Section 4: the image is removed from the image store after the delete.
  await dropImages(imagesOf(kind, removed.data));
  return { [KIND_KEY[kind]]: kode, varian: removed.varian };
}

// ---------------------------------------------------------------------------------------------
// Splash screens: four fixed slots per variant

const emptySplash = (kode: SplashSlot, varian: KatalogVarian): SplashRow => ({
  kode,
  varian,
  text: '',
  position: 'CENTER',
  image_path: '',
  type_splash: 'IMAGE',
  image_url: null,
  saved: false,
  created_by: '',
  created_at: '',
  updated_at: '',
});

export async function listSplash(
  shop: ShopContext,
  varian: KatalogVarian,
  origin = '',
): Promise<SplashRow[]> {
  const url = urlWith(imageStore(), origin);
  const stored = new Map((await listEntries(shop, 'SPLASH', varian)).map((e) => [e.kode, e]));
  return SPLASH_SLOTS.map((kode) => {
    const e = stored.get(kode);
    return e ? { ...toRow('SPLASH', e, url), saved: true } : emptySplash(kode, varian);
  });
}

export async function saveSplash(
  shop: ShopContext,
  user: SessionUser,
  varian: KatalogVarian,
  kode: SplashSlot,
  body: SplashBody,
): Promise<SplashRow> {
  const data: Data = { ...body };
  await checkImages(shop, 'SPLASH', varian, data);
  const { row, before } = await shop.db.transaction(async (t) => {
    const tx = asDb(t);
    const old = (await lockEntries(shop, tx, 'SPLASH', kode)).find((r) => r.varian === varian);
    const row = await upsertEntry(shop, tx, { jenis: 'SPLASH', varian, kode, data, by: user.user_id });
    await bumpRevision(shop, tx, varian);
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: old ? 'EDIT' : 'ADD',
      entity: `katalog:SPLASH:${varian}`,
      entity_key: kode,
      old_value: old?.data,
      new_value: data,
    });
    return { row, before: old?.data };
  });
  if (before?.image_path && before.image_path !== data.image_path)
    await dropImages([String(before.image_path)]);
  return { ...toRow('SPLASH', row, imageStore().getUrl), saved: true };
}

// ---------------------------------------------------------------------------------------------
// The published catalogue for the member app

type CachedContent = Omit<PublishedKatalog, 'harga' | 'tanggal' | 'nama_toko' | 'kode_toko'> & {
  hargaDefs: { kode_harga_app: string; detail_group: string[] }[];
};
/** Built content per shop schema, variant, revision and origin; a change bumps the revision. */
const contentCache = new Map<string, CachedContent>();

const strip = <T extends Data>(r: T) => {
  const { varian: _v, created_by: _c, created_at: _a, updated_at: _u, saved: _s, ...rest } = r;
  return rest;
};

async function buildContent(
  shop: ShopContext,
  varian: KatalogVarian,
  origin: string,
): Promise<CachedContent> {
  const url = urlWith(imageStore(), origin);
  const byKind = new Map<string, StoredEntry[]>();
  for (const e of await listVarian(shop, varian)) {
    const l = byKind.get(e.jenis) ?? [];
    l.push(e);
    byKind.set(e.jenis, l);
  }
  const rows = <K extends KatalogKind>(kind: K) =>
    (byKind.get(kind) ?? []).map((e) => strip(toRow(kind, e, url) as unknown as Data)) as never[];
  const splash = new Map((byKind.get('SPLASH') ?? []).map((e) => [e.kode, e]));
  return {
    varian,
    banner: rows('BANNER'),
    info: rows('INFO'),
    kategori: rows('KATEGORI'),
    item: rows('ITEM'),
    hadiah: rows('HADIAH'),
    kontak_admin: rows('ADMIN'),
    group_description: rows('GROUP_DESCRIPTION'),
    splash: SPLASH_SLOTS.flatMap((kode) => {
      const e = splash.get(kode);
      return e ? [strip(toRow('SPLASH', e, url) as unknown as Data) as never] : [];
    }),
    hargaDefs: (byKind.get('HARGA') ?? []).map((e) => ({
      kode_harga_app: e.kode,
      detail_group: (e.data.detail_group as string[]) ?? [],
    })),
  };
}

/**
 * The published content of a variant with today's price per group, and its ETag (a hash of the
 * answer, so it changes with any content, price or business day change and nothing else).
 */
export async function publishedKatalog(
  shop: ShopContext,
  varian: KatalogVarian,
  origin: string,
): Promise<{ data: PublishedKatalog; etag: string }> {
  const rev = await readCounter(shop, `rev:${varian}`);
  const cacheKey = `${shop.schema}|${varian}|${rev}|${origin}`;
  let content = contentCache.get(cacheKey);
  if (!content) {
    content = await buildContent(shop, varian, origin);
    for (const k of contentCache.keys())
      if (k.startsWith(`${shop.schema}|${varian}|`)) contentCache.delete(k);
    contentCache.set(cacheKey, content);
  }
  const [day, toko] = await Promise.all([getDay(shop), findToko(shop)]);
  const prices = new Map(day.groups.map((g) => [g.kode_group, g]));
  const { hargaDefs, ...rest } = content;
  const data: PublishedKatalog = {
    kode_toko: shop.kode_toko,
    nama_toko: toko?.nama_toko ?? shop.kode_toko,
    tanggal: day.tanggal,
    ...rest,
    harga: hargaDefs.map((h) => ({
      kode_harga_app: h.kode_harga_app,
      groups: h.detail_group.flatMap((g) => {
        const p = prices.get(g);
        return p
          ? [
              {
                kode_group: g,
                nama_group: p.nama_group,
                kadar: p.kadar,
                harga_jual: p.harga_jual,
                harga_beli: p.harga_beli,
              },
            ]
          : [];
      }),
    })),
  };
  const etag = `"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`;
  return { data, etag };
}

/** Whether an If-None-Match header matches the ETag (a list, weak prefixes and '*' allowed). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export const imageFailed = (e: unknown) =>
  e instanceof AppError ? e : new AppError(503, KATALOG_MSG.imageStoreFailed, String(e));
