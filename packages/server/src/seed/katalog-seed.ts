import {
  type ImageFolder,
  type KatalogKind,
  type KatalogVarian,
  KIND_BODY,
} from '@emas/contract/api/katalog';
import sharp from 'sharp';
import { addEntry, saveSplash } from '../domains/katalog/katalog.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { imageStore } from '../platform/image-store/image-store.ts';
import type { SessionUser } from '../platform/session.ts';

const SEED_USER = { user_id: 'admin' } as SessionUser;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A generated picture: a gold (or diamond-blue) gradient with a title, as sharp renders SVG. */
function picture(title: string, varian: KatalogVarian, w = 720, h = 1366): Promise<Buffer> {
  const [a, b] = varian === 'DIAMOND' ? ['#1d3c78', '#8fd3fe'] : ['#9a6b00', '#ffd766'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.75}" cy="${h * 0.22}" r="${w * 0.18}" fill="#ffffff" fill-opacity="0.35"/>
<circle cx="${w * 0.2}" cy="${h * 0.8}" r="${w * 0.12}" fill="#ffffff" fill-opacity="0.2"/>
<text x="50%" y="52%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(w / 12)}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function image(shop: ShopContext, folder: ImageFolder, title: string, varian: KatalogVarian) {
  const big = folder.startsWith('SPLASH');
  return imageStore().put(
    shop.kode_toko,
    folder,
    await picture(title, varian, big ? 1241 : 720, big ? 2348 : 1366),
  );
}

/** Through the contract's payload schema, as the API does. */
const add = <K extends KatalogKind>(
  shop: ShopContext,
  kind: K,
  varian: KatalogVarian,
  body: Record<string, unknown>,
) => addEntry(shop, SEED_USER, kind, varian, KIND_BODY[kind].parse(body) as Record<string, unknown>);

/**
 * Demo catalogue of a branch: banners, infos, categories, an item, prices per group, a gift, an admin
 * contact, member group descriptions and the member splash screen, regular and diamond, with generated
 * pictures in the shop's image store.
 */
export async function seedKatalog(shop: ShopContext): Promise<void> {
  const banners: [string, string, KatalogVarian][] = [
    ['Promo Emas Muda', 'Ongkos mulai Rp 25.000', 'REGULER'],
    ['Tukar Tambah Untung', 'Emas lama jadi baru', 'REGULER'],
    ['Koleksi Berlian', 'Sertifikat resmi', 'DIAMOND'],
  ];
  const kodeBanner: string[] = [];
  for (const [title, sub_title, varian] of banners) {
    const img = await image(shop, 'BANNER_ICON', title, varian);
    const row = await add(shop, 'BANNER', varian, {
      title,
      sub_title,
      deskripsi: `${title} di ${shop.kode_toko}`,
      ...img,
    });
    if (varian === 'REGULER') kodeBanner.push(row.kode_banner);
  }
  const infos: [string, string, KatalogVarian][] = [
    ['Jam Buka Toko', 'Senin - Sabtu 09.00 - 17.00', 'REGULER'],
    ['Buyback 3 Bulan', 'Jual kembali dengan potongan ringan', 'REGULER'],
    ['Sertifikat Berlian', 'Setiap berlian bersertifikat', 'DIAMOND'],
  ];
  for (const [title, sub_title, varian] of infos) {
    const img = await image(shop, 'INFO_ICON', title, varian);
    await add(shop, 'INFO', varian, { title, sub_title, deskripsi: sub_title, ...img });
  }
  const kategori: [string, string, KatalogVarian][] = [
    ['CINCIN', '#d4a017', 'REGULER'],
    ['KALUNG', '#c0392b', 'REGULER'],
    ['GELANG', '#8e44ad', 'REGULER'],
    ['CINCIN BERLIAN', '#2e86c1', 'DIAMOND'],
  ];
  for (const [kode, warna, varian] of kategori) {
    const img = await image(shop, 'KATEGORI_ICON', kode, varian);
    await add(shop, 'KATEGORI', varian, { kode_kategori: kode, warna, ...img });
  }
  const item = await image(shop, 'ITEM', 'Kalung Rantai', 'REGULER');
  await add(shop, 'ITEM', 'REGULER', {
    kode_barang: 'KL-RANTAI',
    nama_barang: 'Kalung Rantai Italy',
    deskripsi: 'Kalung rantai 70%, tersedia 2 - 10 gram',
    gambar_path: [item.gambar_path],
    gambar_name: [item.gambar_name],
    kode_banner: kodeBanner.slice(0, 1),
    hashtag_kadar: '#70',
    hashtag_jenis: '#kalung',
  });
  await add(shop, 'HARGA', 'REGULER', {
    kode_harga_app: 'HARGA HARIAN',
    detail_group: ['EMAS MUDA', 'EMAS TUA', 'LM'],
  });
  await add(shop, 'HARGA', 'DIAMOND', { kode_harga_app: 'HARGA BERLIAN', detail_group: ['BERLIAN'] });
  const gift = await image(shop, 'HADIAH', 'Payung Cantik', 'REGULER');
  await add(shop, 'HADIAH', 'REGULER', {
    kode_hadiah: 'PAYUNG',
    nama_hadiah: 'Payung Cantik',
    info: 'Tukar dengan poin',
    point: 150,
    ...gift,
  });
  await add(shop, 'ADMIN', 'REGULER', { nama_admin: `Admin ${shop.kode_toko}`, no_hp: '081234500001' });
  await add(shop, 'ADMIN', 'DIAMOND', {
    nama_admin: `Konsultan Berlian ${shop.kode_toko}`,
    no_hp: '081234500002',
  });
  for (const varian of ['REGULER', 'DIAMOND'] as const) {
    await add(shop, 'GROUP_DESCRIPTION', varian, {
      kode_group: 'SILVER',
      nama_group: 'Silver',
      deskripsi: 'Poin 1 per Rp 100.000',
    });
    await add(shop, 'GROUP_DESCRIPTION', varian, {
      kode_group: 'GOLD',
      nama_group: 'Gold',
      deskripsi: 'Poin 2 per Rp 100.000, ongkos diskon 10%',
    });
  }
  const splash = await image(shop, 'SPLASHSCREEN', 'Selamat Datang', 'REGULER');
  await saveSplash(shop, SEED_USER, 'REGULER', 'MEMBER', {
    text: 'Selamat Datang Member',
    position: 'BOTTOM',
    image_path: splash.gambar_path,
    type_splash: 'IMAGE',
  });
}
