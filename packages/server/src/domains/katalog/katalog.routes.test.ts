import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KATALOG_MSG } from '@emas/contract/api/katalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStore } from '../../platform/image-store/image-store.ts';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3.ts';
import { type ApiAnswer, type Chain, call, fingerprint, login, startChain } from '../../test/harness.ts';

// The shop's configured public address (PUBLIC_URL): links never follow the Host header.
const PUBLIC_URL = 'https://toko1.tokoemas.example';
let chain: Chain;
let owner: string;
let kasir: string;
let imageDir: string;
beforeAll(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'emas-katalog-'));
  process.env.IMAGE_DIR = imageDir;
  chain = await startChain({ config: { publicUrl: PUBLIC_URL } });
  owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
});
afterAll(async () => {
  await chain.close();
  await rm(imageDir, { recursive: true, force: true });
  delete process.env.IMAGE_DIR;
});

const tk1 = () => chain.tk1;
const get = (path: string, token = owner) => call(tk1(), 'GET', path, { token });
const post = (path: string, body: unknown, token = owner) => call(tk1(), 'POST', path, { token, body });
const put = (path: string, body: unknown, token = owner) => call(tk1(), 'PUT', path, { token, body });
const del = (path: string, token = owner) => call(tk1(), 'DELETE', path, { token });

const png = (w = 1000, h = 600, color = '#c03040') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A multipart/form-data body as a browser sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----emas${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  folder: string,
  data?: Buffer,
  opts: { token?: string; name?: string; type?: string } = {},
) {
  const body = multipart(
    { folder },
    data ? { name: opts.name ?? 'foto.png', type: opts.type ?? 'image/png', data } : undefined,
  );
  const res = await tk1().app.inject({
    method: 'POST',
    url: '/api/v1/image/upload',
    headers: { ...body.headers, ...(opts.token !== '' ? { token: opts.token ?? owner } : {}) },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as ApiAnswer['body'] };
}
async function uploaded(
  folder: string,
  color?: string,
): Promise<{ gambar_path: string; gambar_name: string }> {
  const res = await upload(folder, await png(1000, 600, color));
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}
const filesIn = async (folder: string) => {
  try {
    return await readdir(join(imageDir, 'TK1', folder));
  } catch {
    return [];
  }
};
const fetchImage = (url: string, headers: Record<string, string> = {}) =>
  tk1().app.inject({ method: 'GET', url, headers });

describe('image upload and download', () => {
  it('stores a png as a 720x1366 JPEG and serves it publicly, cacheable, and smaller on request', async () => {
    const res = await upload('banner_icon', await png(1600, 900));
    expect(res.status, res.body.message).toBe(201);
    const up = res.body.data;
    expect(up.gambar_path).toMatch(/^TK1\/BANNER_ICON\/[A-Za-z0-9]{16}\.jpg$/);
    expect(await filesIn('BANNER_ICON')).toContain(up.gambar_name);
    const img = await fetchImage(up.url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 1366]);
    expect((await fetchImage(up.url, { 'if-none-match': String(img.headers.etag) })).statusCode).toBe(304);
    const small = await fetchImage(`${up.url}?w=120`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(120);
    expect((await fetchImage(`${up.url}?w=99`)).statusCode).toBe(400);
    expect((await fetchImage('/api/v1/image/TK1/BANNER_ICON/nothere.jpg')).statusCode).toBe(404);
    expect((await fetchImage('/api/v1/image/TK1/ETC/passwd')).statusCode).toBe(400);
  });

  it('refuses a file that is not a real jpg or png, whatever it is called, and writes nothing', async () => {
    const before = await filesIn('ITEM');
    const text = await upload('ITEM', Buffer.from('just text pretending'), {
      name: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(text).toMatchObject({
      status: 400,
      body: { status: 'error', message: KATALOG_MSG.imageNotImage },
    });
    const gif = await sharp({ create: { width: 9, height: 9, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload('ITEM', gif, { name: 'a.png' })).body.message).toBe(KATALOG_MSG.imageNotImage);
    expect(await filesIn('ITEM')).toEqual(before);
  });

  it('refuses a missing file, a wrong folder, a too large file, no token and a cashier', async () => {
    expect((await upload('ITEM')).body.message).toBe(KATALOG_MSG.imageNoFile);
    expect((await upload('DOKUMEN', await png(10, 10))).body.message).toBe(KATALOG_MSG.folderInvalid);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await upload('ITEM', big)).body.message).toBe(KATALOG_MSG.imageTooLarge);
    expect((await upload('ITEM', await png(10, 10), { token: '' })).status).toBe(401);
    expect((await upload('ITEM', await png(10, 10), { token: kasir })).status).toBe(403);
  });

  it('product photos go to foto_produk/{kode_barcode}', async () => {
    const body = multipart(
      { kode_barcode: '42' },
      { name: 'p.jpg', type: 'image/png', data: await png(300, 300) },
    );
    const res = await tk1().app.inject({
      method: 'POST',
      url: '/api/v1/foto-produk',
      headers: { ...body.headers, token: owner },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.gambar_path).toBe('TK1/foto_produk/00000042');
    const img = await fetchImage('/api/v1/image/TK1/foto_produk/00000042');
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toContain('no-cache');
  });

  it("a pawned piece's photo (hutang/foto) is served for the loan and auction screens, with the token only", async () => {
    const body = multipart({}, { name: 'gadai.png', type: 'image/png', data: await png(200, 200) });
    const res = await tk1().app.inject({
      method: 'POST',
      url: '/api/v1/hutang/foto',
      headers: { ...body.headers, token: kasir },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { gambar_path, url } = res.json().data as { gambar_path: string; url: string };
    expect(gambar_path).toMatch(/^TK1\/foto_hutang\//);
    expect(url).toBe(`/api/v1/image/${gambar_path}`);
    expect((await fetchImage(url)).statusCode).toBe(401);
    const img = await fetchImage(url, { token: kasir });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect((await fetchImage('/api/v1/image/TK1/foto_lain/x.jpg')).statusCode).toBe(400);
  });
});

describe('banner, regular and diamond', () => {
  it('add: image required, blank sub_title and deskripsi become a space, generated code', async () => {
    const missing = await post('app/banner-katalog', { title: 'Promo', gambar_path: '', gambar_name: '' });
    expect(missing).toMatchObject({ status: 400, body: { message: KATALOG_MSG.imageRequired } });
    const img = await uploaded('BANNER_ICON');
    const res = await post('app/banner-katalog', { title: 'Promo Lebaran', sub_title: '', ...img });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.message).toBe('Data Berhasil Ditambahkan');
    expect(res.body.data).toMatchObject({
      title: 'Promo Lebaran',
      sub_title: ' ',
      deskripsi: ' ',
      varian: 'REGULER',
    });
    expect(res.body.data.kode_banner).toMatch(/^BNR\d{4}$/);
    expect(res.body.data.gambar_url).toBe(`/api/v1/image/${img.gambar_path}`);
    const list = await get('app/banner-katalog');
    expect(list.body.data.map((b: { kode_banner: string }) => b.kode_banner)).toContain(
      res.body.data.kode_banner,
    );
    expect((await get('app/diamond/banner-katalog')).body.data).toEqual([]);
  });

  it('an image of another folder or not in the store is refused', async () => {
    const info = await uploaded('INFO_ICON');
    expect((await post('app/banner-katalog', { title: 'X', ...info })).body.message).toBe(
      KATALOG_MSG.imageWrongFolder,
    );
    const gone = { gambar_path: 'TK1/BANNER_ICON/AAAAAAAAAAAAAAAA.jpg', gambar_name: 'AAAAAAAAAAAAAAAA.jpg' };
    expect((await post('app/banner-katalog', { title: 'X', ...gone })).body.message).toBe(
      KATALOG_MSG.imageMissing,
    );
    const otherShop = { gambar_path: 'TK2/BANNER_ICON/AAAAAAAAAAAAAAAA.jpg', gambar_name: 'x' };
    expect((await post('app/banner-katalog', { title: 'X', ...otherShop })).body.message).toBe(
      KATALOG_MSG.imageWrongFolder,
    );
  });

  it('diamond: added on its own path, edited and deleted through the regular paths; images follow', async () => {
    const img = await uploaded('BANNER_ICON');
    const add = await post('app/diamond/banner-katalog', { title: 'Berlian', ...img });
    expect(add.status, add.body.message).toBe(201);
    const kode = add.body.data.kode_banner as string;
    expect(add.body.data.varian).toBe('DIAMOND');
    expect((await get('app/diamond/banner-katalog')).body.data).toHaveLength(1);

    // Edit without a new image keeps the file.
    const edit = await put(`app/banner-katalog/edit/${kode}`, { title: 'Berlian Baru', ...img });
    expect(edit.status, edit.body.message).toBe(200);
    expect(edit.body.message).toBe('Data Berhasil Dirubah');
    expect(edit.body.data).toMatchObject({ title: 'Berlian Baru', varian: 'DIAMOND' });
    expect(await filesIn('BANNER_ICON')).toContain(img.gambar_name);

    // Edit with a new image: the old one leaves the store.
    const img2 = await uploaded('BANNER_ICON', '#10a010');
    expect((await put(`app/banner-katalog/edit/${kode}`, { title: 'Berlian Baru', ...img2 })).status).toBe(
      200,
    );
    const files = await filesIn('BANNER_ICON');
    expect(files).toContain(img2.gambar_name);
    expect(files).not.toContain(img.gambar_name);

    const gone = await del(`app/banner-katalog/delete/${kode}`);
    expect(gone.status, gone.body.message).toBe(200);
    expect(gone.body.message).toBe('Data Berhasil Di Hapus');
    expect(await filesIn('BANNER_ICON')).not.toContain(img2.gambar_name);
    expect((await get('app/diamond/banner-katalog')).body.data).toEqual([]);
    expect((await del(`app/banner-katalog/delete/${kode}`)).status).toBe(404);
  });

  it('a cashier may not see or change the catalogue; a refused change writes nothing', async () => {
    expect((await get('app/banner-katalog', kasir)).status).toBe(403);
    const img = await uploaded('BANNER_ICON');
    const before = await fingerprint(tk1());
    expect((await post('app/banner-katalog', { title: 'X', ...img }, kasir)).status).toBe(403);
    expect((await post('app/banner-katalog', { title: '', ...img })).status).toBe(400);
    expect(await fingerprint(tk1())).toEqual(before);
  });
});

describe('the other kinds and their specification messages', () => {
  it('info uses the same rules on its own folder', async () => {
    expect((await post('app/info-katalog', { title: 'Info' })).body.message).toBe(KATALOG_MSG.imageRequired);
    const res = await post('app/diamond/info-katalog', {
      title: 'Jam Buka',
      deskripsi: '',
      ...(await uploaded('INFO_ICON')),
    });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ deskripsi: ' ', varian: 'DIAMOND' });
    expect(res.body.data.kode_info).toMatch(/^INF\d{4}$/);
  });

  it('kategori: image and colour messages; the same code twice in a variant is refused', async () => {
    expect(
      (await post('app/kategori-katalog', { kode_kategori: 'cincin', warna: '#ff0000' })).body.message,
    ).toBe(KATALOG_MSG.kategoriImageRequired);
    const img = await uploaded('KATEGORI_ICON');
    expect((await post('app/kategori-katalog', { kode_kategori: 'cincin', ...img })).body.message).toBe(
      KATALOG_MSG.warnaRequired,
    );
    const ok = await post('app/kategori-katalog', { kode_kategori: 'cincin', warna: '#ff0000', ...img });
    expect(ok.status, ok.body.message).toBe(201);
    expect(ok.body.data.kode_kategori).toBe('CINCIN');
    const again = await post('app/kategori-katalog', {
      kode_kategori: 'CINCIN',
      warna: '#00ff00',
      ...(await uploaded('KATEGORI_ICON')),
    });
    expect(again.status).toBe(409);
    // The same code in the diamond variant: then edits name the variant.
    const dimg = await uploaded('KATEGORI_ICON');
    expect(
      (await post('app/diamond/kategori-katalog', { kode_kategori: 'CINCIN', warna: 'gold', ...dimg }))
        .status,
    ).toBe(201);
    const edit = await put('app/kategori-katalog/edit/CINCIN?varian=DIAMOND', {
      kode_kategori: 'CINCIN',
      warna: 'silver',
      ...dimg,
    });
    expect(edit.body.data).toMatchObject({ varian: 'DIAMOND', warna: 'silver' });
    const regular = (await get('app/kategori-katalog')).body.data.find(
      (k: { kode_kategori: string }) => k.kode_kategori === 'CINCIN',
    );
    expect(regular.warna).toBe('#ff0000');
  });

  it('item: at least one image; hashtags without #; harga_jual_str dropped; banners must exist', async () => {
    const base = {
      kode_barang: 'KL01',
      nama_barang: 'Kalung',
      hashtag_kadar: '#70, #75,,',
      hashtag_jenis: 'kalung',
      hashtag_lm: '',
    };
    expect((await post('app/item-katalog', { ...base, gambar_path: [], gambar_name: [] })).body.message).toBe(
      KATALOG_MSG.imageRequired,
    );
    const a = await uploaded('ITEM');
    const b = await uploaded('ITEM', '#2020ff');
    const res = await post('app/item-katalog', {
      ...base,
      gambar_path: [a.gambar_path, b.gambar_path],
      gambar_name: [a.gambar_name, b.gambar_name],
      harga_jual_str: 'Rp 1.000.000',
    });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ hashtag_kadar: '70,75', hashtag_jenis: 'kalung', hashtag_lm: '' });
    expect(res.body.data).not.toHaveProperty('harga_jual_str');
    expect(res.body.data.gambar_url).toHaveLength(2);
    const ref = await put('app/item-katalog/edit/KL01', {
      ...base,
      gambar_path: [b.gambar_path],
      gambar_name: [b.gambar_name],
      kode_banner: ['BNR9999'],
    });
    expect(ref.body.message).toBe(KATALOG_MSG.unknownBanner('BNR9999'));
    // Dropping one image of the list removes that file only.
    expect(
      (
        await put('app/item-katalog/edit/KL01', {
          ...base,
          gambar_path: [b.gambar_path],
          gambar_name: [b.gambar_name],
        })
      ).status,
    ).toBe(200);
    const files = await filesIn('ITEM');
    expect(files).toContain(b.gambar_name);
    expect(files).not.toContain(a.gambar_name);
  });

  it('harga: at least one group, known groups only; edit and delete on app/harga/{kode}', async () => {
    expect((await post('app/harga', { kode_harga_app: 'EMAS', detail_group: [] })).body.message).toBe(
      KATALOG_MSG.groupMin1,
    );
    expect((await post('app/harga', { kode_harga_app: 'EMAS' })).body.message).toBe(KATALOG_MSG.groupMin1);
    expect((await post('app/harga', { kode_harga_app: 'EMAS', detail_group: ['NOPE'] })).body.message).toBe(
      KATALOG_MSG.unknownGroup('NOPE'),
    );
    const ok = await post('app/harga', { kode_harga_app: 'EMAS', detail_group: ['EMAS MUDA', 'EMAS TUA'] });
    expect(ok.status, ok.body.message).toBe(201);
    const edit = await put('app/harga/EMAS', { detail_group: ['LM'] });
    expect(edit.status, edit.body.message).toBe(200);
    expect(edit.body.data.detail_group).toEqual(['LM']);
    expect(
      (await post('app/diamond/harga', { kode_harga_app: 'BERLIAN', detail_group: ['BERLIAN'] })).status,
    ).toBe(201);
    expect((await del('app/harga/EMAS')).status).toBe(200);
    expect((await get('app/harga')).body.data).toEqual([]);
  });

  it('kontak admin: the three messages, and the WhatsApp number', async () => {
    expect((await post('app/member/admin-chat', { no_hp: '081234567890' })).body.message).toBe(
      KATALOG_MSG.namaAdminRequired,
    );
    expect((await post('app/member/admin-chat', { nama_admin: 'Rina' })).body.message).toBe(
      KATALOG_MSG.noHpRequired,
    );
    expect((await post('app/member/admin-chat', { nama_admin: 'Rina', no_hp: '0812345' })).body.message).toBe(
      KATALOG_MSG.noHpInvalid,
    );
    const ok = await post('app/diamond/member/admin-chat', { nama_admin: 'Rina', no_hp: '081234567890' });
    expect(ok.status, ok.body.message).toBe(201);
    expect(ok.body.data).toMatchObject({ no_whatsapp: '6281234567890', varian: 'DIAMOND' });
    expect(ok.body.data.kode_admin).toMatch(/^ADM\d{4}$/);
    expect((await del(`app/member/admin-chat/delete/${ok.body.data.kode_admin}`)).status).toBe(200);
  });

  it('hadiah: image required; blank deskripsi becomes a space; point a whole number', async () => {
    const base = { kode_hadiah: 'H01', nama_hadiah: 'Payung', point: 100 };
    expect((await post('app/member/list-gift', base)).body.message).toBe(KATALOG_MSG.imageRequired);
    const img = await uploaded('HADIAH');
    expect((await post('app/member/list-gift', { ...base, point: 'sepuluh', ...img })).body.message).toBe(
      'Point Harus Berupa Angka',
    );
    const ok = await post('app/member/list-gift', { ...base, deskripsi: '', ...img });
    expect(ok.status, ok.body.message).toBe(201);
    expect(ok.body.data).toMatchObject({ deskripsi: ' ', point: 100, info: '' });
    expect((await del('app/member/list-gift/delete/H01')).status).toBe(200);
    expect(await filesIn('HADIAH')).not.toContain(img.gambar_name);
  });

  it('group description: add, edit, both variants', async () => {
    const ok = await post('app/member/group-description', {
      kode_group: 'gold',
      deskripsi: 'Diskon ongkos 10%',
    });
    expect(ok.status, ok.body.message).toBe(201);
    expect(
      (await put('app/member/group-description/edit/GOLD', { kode_group: 'GOLD', deskripsi: 'Diskon 15%' }))
        .body.data.deskripsi,
    ).toBe('Diskon 15%');
    expect(
      (await post('app/diamond/member/group-description', { kode_group: 'GOLD', deskripsi: 'x' })).status,
    ).toBe(201);
    expect((await get('app/diamond/member/group-description')).body.data).toHaveLength(1);
  });

  it('splash screens: four slots; text required; image in its own folder; diamond by POST', async () => {
    const slots = await get('app/splash-screen');
    expect(slots.body.data.map((s: { kode: string }) => s.kode)).toEqual([
      'MEMBER',
      'GUEST-1',
      'GUEST-2',
      'GUEST-3',
    ]);
    expect(slots.body.data[0]).toMatchObject({ saved: false, text: '' });
    expect((await put('app/splash-screen/MEMBER', { text: '  ' })).body.message).toBe(
      KATALOG_MSG.textRequired,
    );
    expect((await put('app/splash-screen/GUEST-9', { text: 'x' })).status).toBe(400);
    const img = await uploaded('SPLASHSCREEN');
    const meta = await sharp((await imageStore().get(img.gambar_path)) as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1241, 2348]);
    const ok = await put('app/splash-screen/MEMBER', {
      text: 'Selamat Datang',
      position: 'bottom',
      image_path: img.gambar_path,
      type_splash: 'IMAGE',
    });
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toMatchObject({ kode: 'MEMBER', position: 'BOTTOM', saved: true });
    // The regular folder is not the diamond one.
    expect(
      (await post('app/diamond/splash-screen', { kode: 'MEMBER', text: 'x', image_path: img.gambar_path }))
        .body.message,
    ).toBe(KATALOG_MSG.imageWrongFolder);
    const d = await post('app/diamond/splash-screen', {
      kode: 'GUEST-1',
      text: 'Berlian',
      image_path: (await uploaded('SPLASHSCREEN_DIAMOND')).gambar_path,
    });
    expect(d.status, d.body.message).toBe(200);
    expect((await get('app/diamond/splash-screen')).body.data[1]).toMatchObject({
      kode: 'GUEST-1',
      saved: true,
    });
  });
});

describe('published catalogue for the member app', () => {
  const fetchPublished = (path: string, headers: Record<string, string> = {}) =>
    tk1().app.inject({
      method: 'GET',
      url: `/api/v1/${path}`,
      headers: { host: 'toko1.example.test', ...headers },
    });

  it('is public, absolute image addresses, prices per group, ETag with 304, and follows every change', async () => {
    const img = await uploaded('BANNER_ICON');
    const add = await post('app/banner-katalog', { title: 'Publik', ...img });
    await post('app/harga', { kode_harga_app: 'HARIAN', detail_group: ['EMAS TUA', 'LM'] });
    const first = await fetchPublished('app/public/katalog');
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.kode_toko).toBe('TK1');
    const banner = data.banner.find(
      (b: { kode_banner: string }) => b.kode_banner === add.body.data.kode_banner,
    );
    expect(banner.gambar_url).toBe(`${PUBLIC_URL}/api/v1/image/${img.gambar_path}`);
    expect(banner).not.toHaveProperty('created_by');
    const harga = data.harga.find((h: { kode_harga_app: string }) => h.kode_harga_app === 'HARIAN');
    expect(harga.groups.map((g: { kode_group: string }) => g.kode_group)).toEqual(['EMAS TUA', 'LM']);
    expect(harga.groups[0].harga_jual).toBeGreaterThan(0);
    expect(data.splash.map((s: { kode: string }) => s.kode)).toEqual(['MEMBER']);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('public');

    const again = await fetchPublished('app/public/katalog', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await put(`app/banner-katalog/edit/${add.body.data.kode_banner}`, { title: 'Publik Baru', ...img });
    const changed = await fetchPublished('app/public/katalog', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.banner.find((b: { title: string }) => b.title === 'Publik Baru')).toBeTruthy();

    await del(`app/banner-katalog/delete/${add.body.data.kode_banner}`);
    const after = (await fetchPublished('app/public/katalog')).json().data;
    expect(
      after.banner.find((b: { kode_banner: string }) => b.kode_banner === add.body.data.kode_banner),
    ).toBeUndefined();

    const diamond = (await fetchPublished('app/public/diamond/katalog')).json().data;
    expect(diamond.varian).toBe('DIAMOND');
    expect(diamond.kategori.map((k: { kode_kategori: string }) => k.kode_kategori)).toContain('CINCIN');
  });

  it('image links start with the configured public address, never the Host header', async () => {
    const img = await uploaded('BANNER_ICON');
    const add = await post('app/banner-katalog', { title: 'Host', ...img });
    for (const host of ['evil.example', 'toko1.example.test']) {
      const res = await fetchPublished('app/public/katalog', { host });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      const banner = res
        .json()
        .data.banner.find((b: { kode_banner: string }) => b.kode_banner === add.body.data.kode_banner);
      expect(banner.gambar_url).toBe(`${PUBLIC_URL}/api/v1/image/${img.gambar_path}`);
    }
    // The member app on another origin may show the images.
    const image = await tk1().app.inject({ method: 'GET', url: `/api/v1/image/${img.gambar_path}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await del(`app/banner-katalog/delete/${add.body.data.kode_banner}`);
  });

  it('a gold price change changes the answer and its ETag', async () => {
    const first = await fetchPublished('app/public/katalog');
    const etag = String(first.headers.etag);
    const day = (await get('harga-emas')).body.data;
    const base = day.base ?? { harga_jual: 1_300_000, harga_beli: 1_200_000 };
    const set = await put('harga-emas', {
      tanggal: day.tanggal,
      harga: [
        { kode_group: '24K', harga_jual: base.harga_jual + 10_000, harga_beli: base.harga_beli + 10_000 },
      ],
    });
    expect(set.status, set.body.message).toBeLessThan(300);
    const next = await fetchPublished('app/public/katalog', { 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
  });
});

describe('on the S3-compatible store', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
    Object.assign(process.env, {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_REGION: s3.region,
    });
  });
  afterAll(async () => {
    for (const k of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_REGION'])
      delete process.env[k];
    await s3.close();
  });

  it('upload, add, edit without a new image (no upload), delete: the object leaves the bucket', async () => {
    const img = await uploaded('BANNER_ICON');
    const obj = s3.objects.get(img.gambar_path);
    expect(obj?.contentType).toBe('image/jpeg');
    const meta = await sharp(obj?.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 1366]);
    expect(await filesIn('BANNER_ICON')).not.toContain(img.gambar_name);

    const add = await post('app/diamond/banner-katalog', { title: 'S3', ...img });
    expect(add.status, add.body.message).toBe(201);
    const puts = () => s3.requests.filter((r) => r.method === 'PUT').length;
    const putsBefore = puts();
    expect(
      (await put(`app/banner-katalog/edit/${add.body.data.kode_banner}`, { title: 'S3 Baru', ...img }))
        .status,
    ).toBe(200);
    expect(puts()).toBe(putsBefore);
    const served = await fetchImage(add.body.data.gambar_url);
    expect(served.statusCode).toBe(200);
    expect((await del(`app/banner-katalog/delete/${add.body.data.kode_banner}`)).status).toBe(200);
    expect(s3.objects.has(img.gambar_path)).toBe(false);
    const text = await upload('ITEM', Buffer.from('not an image'), { name: 'x.png' });
    expect(text.body.message).toBe(KATALOG_MSG.imageNotImage);
  });
});
