import { createHash } from 'node:crypto';
import { api, barcodeInvalid, type Endpoint } from '@emas/contract';
import {
  getImage,
  getPublishedKatalog,
  getPublishedKatalogDiamond,
  IMAGE_FOLDERS,
  IMAGE_MAX_BYTES,
  type ImageFolder,
  KATALOG_ENDPOINTS,
  KATALOG_KINDS,
  KATALOG_MSG,
  type KatalogKind,
  type KatalogVarian,
  PRODUCT_PHOTO_FOLDER,
  pagePath,
  privateImageScreens,
  type SplashSlot,
  saveDiamondSplash,
  uploadFotoProduk,
  uploadImage,
  type VarianQuery,
} from '@emas/contract/api/katalog';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, invalidToken, notFound } from '../../platform/errors.ts';
import { imageStore, keyOf } from '../../platform/image-store/image-store.ts';
import { checkRights } from '../../platform/rights.ts';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { resolveSession } from '../../platform/session.ts';
import * as katalog from './katalog.service.ts';

const both = (kind: KatalogKind) => [pagePath(kind, 'REGULER'), pagePath(kind, 'DIAMOND')] as const;
/** Any catalogue screen may upload catalogue images. */
const ALL_PAGES = KATALOG_KINDS.flatMap((k) => both(k));
/** The goods screens that upload product photos. */
const GOODS_PAGES = ['/tambah-data-barang', '/tambah-barang-banyak', '/data-barang'] as const;

/** Reads a multipart upload: its text fields and the `image` file (size-limited). */
export async function readUpload(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!req.isMultipart()) throw badRequest(KATALOG_MSG.imageNoFile);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const buf = await part.toBuffer();
        if (part.fieldname === 'image') file = buf;
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(KATALOG_MSG.imageTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Hanya Satu Gambar Per Upload');
    throw badRequest(KATALOG_MSG.imageNoFile);
  }
  if (!file) throw badRequest(KATALOG_MSG.imageNoFile);
  return { fields, file };
}

/** One kind's calls, typed loosely so one loop registers every kind. */
type KindCalls = {
  list: Endpoint<undefined, undefined, undefined, unknown>;
  listDiamond: Endpoint<undefined, undefined, undefined, unknown>;
  add: Endpoint<unknown, undefined, undefined, unknown> | null;
  addDiamond: Endpoint<unknown, undefined, undefined, unknown> | null;
  edit: Endpoint<unknown, VarianQuery, Record<string, string>, unknown>;
  remove: Endpoint<undefined, VarianQuery, Record<string, string>, unknown> | null;
};

/**
 * The catalogue calls of section 7 (list, add, edit, delete of every kind in both variants; splash
 * screens), the image store's upload and download, and the published catalogue of the member app.
 */
export function registerKatalogRoutes({ app, shop, routes }: RouteDeps): void {
  void app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } });

  for (const kind of KATALOG_KINDS) {
    const e = KATALOG_ENDPOINTS[kind] as unknown as KindCalls;
    const [regularPage, diamondPage] = both(kind);
    // The item screen picks banners and infos for its items.
    const readers = (page: string, varian: KatalogVarian) =>
      kind === 'BANNER' || kind === 'INFO' ? [page, pagePath('ITEM', varian)] : [page];
    defineRoute(app, shop, routes, e.list, { menu: readers(regularPage, 'REGULER') }, async () => {
      const data = await katalog.listKind(shop, kind, 'REGULER');
      return { data, count: data.length };
    });
    defineRoute(app, shop, routes, e.listDiamond, { menu: readers(diamondPage, 'DIAMOND') }, async () => {
      const data = await katalog.listKind(shop, kind, 'DIAMOND');
      return { data, count: data.length };
    });
    if (e.add)
      defineRoute(app, shop, routes, e.add, { menu: regularPage }, async ({ body, user }) => ({
        data: await katalog.addEntry(shop, user, kind, 'REGULER', body as Record<string, unknown>),
        message: KATALOG_MSG.added,
        status: 201,
      }));
    if (e.addDiamond)
      defineRoute(app, shop, routes, e.addDiamond, { menu: diamondPage }, async ({ body, user }) => ({
        data: await katalog.addEntry(shop, user, kind, 'DIAMOND', body as Record<string, unknown>),
        message: KATALOG_MSG.added,
        status: 201,
      }));
    if (kind === 'SPLASH') {
      defineRoute(app, shop, routes, e.edit, { menu: regularPage }, async ({ body, params, user }) => ({
        data: await katalog.saveSplash(shop, user, 'REGULER', params.kode as SplashSlot, body as never),
        message: KATALOG_MSG.edited,
      }));
      continue;
    }
    // Section 7: diamond entries are edited and deleted through the non-diamond paths.
    defineRoute(
      app,
      shop,
      routes,
      e.edit,
      { menu: [regularPage, diamondPage] },
      async ({ body, params, query, user }) => ({
        data: await katalog.editEntry(
          shop,
          user,
          kind,
          String(Object.values(params)[0]),
          query.varian,
          body as never,
        ),
        message: KATALOG_MSG.edited,
      }),
    );
    if (e.remove)
      defineRoute(
        app,
        shop,
        routes,
        e.remove,
        { menu: [regularPage, diamondPage] },
        async ({ params, query, user }) => ({
          data: await katalog.removeEntry(shop, user, kind, String(Object.values(params)[0]), query.varian),
          message: KATALOG_MSG.deleted,
        }),
      );
  }
  const splashDiamondPage = pagePath('SPLASH', 'DIAMOND');
  defineRoute(app, shop, routes, saveDiamondSplash, { menu: splashDiamondPage }, async ({ body, user }) => {
    const { kode, ...rest } = body;
    return { data: await katalog.saveSplash(shop, user, 'DIAMOND', kode, rest), message: KATALOG_MSG.edited };
  });

  // Image store: upload to a catalogue folder, product photos, and the public download.
  defineRoute(app, shop, routes, uploadImage, { menu: ALL_PAGES }, async ({ req }) => {
    const { fields, file } = await readUpload(req);
    const folder = String(fields.folder ?? '')
      .trim()
      .toUpperCase();
    if (!(IMAGE_FOLDERS as readonly string[]).includes(folder)) throw badRequest(KATALOG_MSG.folderInvalid);
    return {
      data: await imageStore().put(shop.kode_toko, folder as ImageFolder, file as Buffer),
      message: 'Gambar Berhasil Diupload',
      status: 201,
    };
  });
  defineRoute(app, shop, routes, uploadFotoProduk, { menu: GOODS_PAGES }, async ({ req }) => {
    const { fields, file } = await readUpload(req);
    const raw = String(fields.kode_barcode ?? '').trim();
    const parsed = api.barcode().safeParse(raw);
    if (!parsed.success) throw badRequest(barcodeInvalid());
    const kode = parsed.data;
    return {
      data: await imageStore().put(shop.kode_toko, PRODUCT_PHOTO_FOLDER, file as Buffer, kode),
      message: 'Gambar Berhasil Diupload',
      status: 201,
    };
  });
  // Public for the catalogue (the member app); a private folder (pawn photos) asks for a token of this
  // shop with one of its screens, checked here as every route checks it.
  defineRoute(app, shop, routes, getImage, { public: true }, async ({ params, query, req, reply }) => {
    const key = keyOf(params.kode_toko, params.folder, params.name);
    const screens = privateImageScreens(key);
    if (screens) {
      const token = req.headers.token;
      const user = await resolveSession(shop, Array.isArray(token) ? token[0] : token);
      if (!user) throw invalidToken();
      await checkRights(shop, user, { menu: [...screens] });
      if (params.kode_toko !== shop.kode_toko) throw notFound('Gambar Tidak Ditemukan');
    }
    const bytes = await imageStore().get(key, { width: query.w });
    if (!bytes) throw notFound('Gambar Tidak Ditemukan');
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    // Catalogue images have fresh random names (never overwritten); product photos are named by barcode.
    reply.header(
      'cache-control',
      screens
        ? 'private, no-cache'
        : params.folder === PRODUCT_PHOTO_FOLDER
          ? 'public, no-cache'
          : 'public, max-age=31536000, immutable',
    );
    reply.header('etag', etag);
    // The member app shows the public ones from its own origin.
    reply.header('cross-origin-resource-policy', screens ? 'same-origin' : 'cross-origin');
    if (katalog.etagMatches(req.headers['if-none-match'], etag)) await reply.code(304).send();
    else await reply.code(200).type('image/jpeg').send(bytes);
    return REPLY_SENT;
  });

  // The published catalogue (member app): public, cacheable, 304 when unchanged.
  for (const [e, varian] of [
    [getPublishedKatalog, 'REGULER'],
    [getPublishedKatalogDiamond, 'DIAMOND'],
  ] as const) {
    defineRoute(app, shop, routes, e, { public: true }, async ({ req, reply }) => {
      // Absolute links start with the shop's public address, never with the request's Host header.
      const { data, etag } = await katalog.publishedKatalog(shop, varian, shop.config.publicUrl ?? '');
      reply.header('etag', etag);
      reply.header('cache-control', 'public, max-age=30, must-revalidate');
      if (katalog.etagMatches(req.headers['if-none-match'], etag)) await reply.code(304).send();
      else await reply.code(200).send({ status: 'success', data });
      return REPLY_SENT;
    });
  }
}
