import { existsSync } from 'node:fs';
import { API_PREFIX, MSG } from '@emas/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './route.ts';

/** Vite's hashed files: a new build gives new names, so a browser may keep them for a year. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and every other unhashed file): revalidated on each load, so a new build is seen. */
export const PAGE_CACHE = 'no-cache';

const isHashedAsset = (path: string) => /[\\/]assets[\\/][^\\/]+$/.test(path);

/**
 * The built web app: files precompressed at build (`.br`, `.gz` beside them) sent compressed to a
 * browser that accepts it, hashed assets cached long, and index.html for any other GET outside the API.
 * Unknown API paths answer the JSON 404. Returns whether a build was found.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<boolean> {
  const hasWeb = !!webDist && existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', isHashedAsset(path) ? ASSET_CACHE : PAGE_CACHE);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(`${API_PREFIX}/`) || !hasWeb || req.method !== 'GET') {
      return reply.code(404).send(errorBody(MSG.notFound));
    }
    return reply.type('text/html').sendFile('index.html');
  });
  return hasWeb;
}
