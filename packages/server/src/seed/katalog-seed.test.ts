import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStore } from '../platform/image-store/image-store.ts';
import { type Chain, startChain } from '../test/harness.ts';
import { seedKatalog } from './katalog-seed.ts';

let chain: Chain;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emas-seed-'));
  process.env.IMAGE_DIR = dir;
  chain = await startChain();
});
afterAll(async () => {
  await chain.close();
  await rm(dir, { recursive: true, force: true });
  delete process.env.IMAGE_DIR;
});

describe('demo catalogue seed', () => {
  it('publishes banners, infos, categories, prices and splash with generated pictures, both variants', async () => {
    await seedKatalog(chain.tk2.shop);
    const res = await chain.tk2.app.inject({ method: 'GET', url: '/api/v1/app/public/katalog' });
    const data = res.json().data;
    expect(data.banner).toHaveLength(2);
    expect(data.info).toHaveLength(2);
    expect(data.kategori.map((k: { kode_kategori: string }) => k.kode_kategori)).toEqual([
      'CINCIN',
      'GELANG',
      'KALUNG',
    ]);
    expect(data.harga[0].groups).toHaveLength(3);
    expect(data.splash[0].kode).toBe('MEMBER');
    const key = data.banner[0].gambar_path as string;
    expect(key.startsWith('TK2/BANNER_ICON/')).toBe(true);
    const meta = await sharp((await imageStore().get(key)) as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([720, 1366]);
    const diamond = (
      await chain.tk2.app.inject({ method: 'GET', url: '/api/v1/app/public/diamond/katalog' })
    ).json().data;
    expect(diamond.banner).toHaveLength(1);
    expect(diamond.harga[0].groups[0].kode_group).toBe('BERLIAN');
  });
});
