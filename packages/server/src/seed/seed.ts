import { todayJakarta } from '@emas/contract';
import argon2 from 'argon2';
import { openCredential, sealCredential } from '../domains/toko/service-credential.ts';
import { findShop, insertServiceCredential, insertShop, updateShop } from '../domains/toko/toko.queries.ts';
import type { ShopContext } from '../platform/context.ts';
import { SERVICE_TOKEN_PREFIX } from '../platform/session.ts';
import { hashToken, newToken } from '../platform/tokens.ts';
import { seedBarangManual } from './barang-manual-seed.ts';
import { seedBarang } from './barang-seed.ts';
import { seedBerlian } from './berlian-seed.ts';
import { seedCicilan } from './cicilan-seed.ts';
import { DEMO_PARA_SYSTEM, DEMO_PASSWORD, DEMO_SHOPS, DEMO_USERS } from './demo-data.ts';
import { seedHargaEmas } from './harga-emas-seed.ts';
import { seedHutang } from './hutang-seed.ts';
import { seedKas } from './kas-seed.ts';
import { seedKatalog } from './katalog-seed.ts';
import { seedKupon } from './kupon-seed.ts';
import { seedLelangHutang } from './lelang-seed.ts';
import { seedMasters } from './master-seed.ts';
import { seedMembers } from './member-seed.ts';
import { seedNotaLayouts } from './nota-seed.ts';
import { seedPesanan } from './pesanan-seed.ts';
import { seedPreOrder } from './pre-order-seed.ts';
import { hasToko, insertParaSystem, insertToko, insertUsers } from './seed.queries.ts';
import { seedService } from './service-seed.ts';
import { seedTitipSimpan } from './titip-simpan-seed.ts';
import { seedTransaksi } from './transaksi-seed.ts';

type DemoShop = { shop: ShopContext; portal: string };

/**
 * Seeds the demo chain once (a shop that already has its row keeps its data). Head office learns each
 * branch's portal and a fresh service credential whose hash only the branch keeps.
 * `goods`: the branches' opening stock, cash and member catalogue; `members`: their members with
 * point history and gift stock (the demo has both; the API tests start with none).
 */
export async function seedDemo(
  pusat: DemoShop,
  branches: DemoShop[],
  opts: { goods?: boolean; members?: boolean; onShop?: (kodeToko: string) => void } = {},
): Promise<void> {
  const passwordHash = await argon2.hash(DEMO_PASSWORD);
  for (const { shop } of [pusat, ...branches]) {
    opts.onShop?.(shop.kode_toko);
    // Master data once per shop, also into a demo seeded before the masters existed.
    await seedMasters(shop, 'admin');
    await seedNotaLayouts(shop);
    if (await hasToko(shop)) continue;
    const def = DEMO_SHOPS.find((s) => s.kode_toko === shop.kode_toko);
    if (!def) throw new Error(`no demo data for ${shop.kode_toko}`);
    await insertToko(shop, { ...def, tgl_system: todayJakarta() });
    await insertUsers(
      shop,
      DEMO_USERS.filter((u) => !u.pusatOnly || shop.appType === 'PUSAT').map((u) => ({
        user_id: u.user_id,
        user_name: u.user_name,
        level: u.level,
        no_hp: u.no_hp,
        password_hash: passwordHash,
      })),
    );
    await insertParaSystem(shop, DEMO_PARA_SYSTEM);
    await seedHargaEmas(shop, todayJakarta());
    if (shop.appType === 'PUSAT') continue;
    if (opts.goods) {
      // Diamonds first: the oldest barcodes, so the newest READY goods other checks pick are gold.
      await seedBerlian(shop);
      await seedBarang(shop);
      await seedKas(shop, todayJakarta());
    }
    if (opts.members) await seedMembers(shop, todayJakarta());
    if (opts.goods) await seedTransaksi(shop);
    if (opts.goods) await seedService(shop);
    if (opts.goods) await seedPesanan(shop);
    if (opts.goods) await seedHutang(shop);
    if (opts.goods) await seedPreOrder(shop);
    if (opts.goods) await seedLelangHutang(shop);
    if (opts.goods) await seedTitipSimpan(shop);
    if (opts.goods) await seedCicilan(shop);
    if (opts.goods) await seedBarangManual(shop);
    if (opts.goods) await seedKatalog(shop);
    if (opts.goods) await seedKupon(shop);
    const token = newToken(SERVICE_TOKEN_PREFIX);
    await insertServiceCredential(shop, { name: 'PUSAT', token_hash: hashToken(token), created_by: 'SEED' });
    const portal = branches.find((b) => b.shop === shop)?.portal ?? '';
    await insertShop(pusat.shop, {
      kode_toko: shop.kode_toko,
      nama_toko: def.nama_toko,
      portal,
      service_token: sealCredential(pusat.shop, shop.kode_toko, portal, token),
    });
  }
  // The demo's ports may differ from the last start (PORT): keep head office pointing at them.
  for (const b of branches) await rebindDemoPortal(pusat.shop, b.shop.kode_toko, b.portal);
  await linkShopsForShipping([pusat, ...branches]);
}

/**
 * Goods shipped between shops (kirim barang): each shop knows every other shop's portal in its own
 * master-toko, with a service credential the other shop issued under the sender's code (the receiver
 * checks that name against the shipment's sending shop). Head office's own rows (above) stay as they are.
 */
async function linkShopsForShipping(shops: DemoShop[]) {
  for (const from of shops) {
    if (from.shop.appType === 'PUSAT') continue;
    for (const to of shops) {
      if (to === from) continue;
      const kode = to.shop.kode_toko;
      if (!(await findShop(from.shop, kode))) {
        const def = DEMO_SHOPS.find((s) => s.kode_toko === kode);
        const token = newToken(SERVICE_TOKEN_PREFIX);
        await insertServiceCredential(to.shop, {
          name: from.shop.kode_toko,
          token_hash: hashToken(token),
          created_by: 'SEED',
        });
        await insertShop(from.shop, {
          kode_toko: kode,
          nama_toko: def?.nama_toko ?? kode,
          portal: to.portal,
          service_token: sealCredential(from.shop, kode, to.portal, token),
        });
      }
      await rebindDemoPortal(from.shop, kode, to.portal);
    }
  }
}

/**
 * Points head office at a demo branch's current port with the same credential, sealed for that portal.
 * A credential stored in plain text by an older demo is sealed on the way.
 */
async function rebindDemoPortal(pusat: ShopContext, kode: string, portal: string) {
  const row = await findShop(pusat, kode);
  if (!row) return;
  const legacy = row.service_token?.startsWith(SERVICE_TOKEN_PREFIX) ? row.service_token : null;
  const token = openCredential(pusat, row) ?? legacy;
  await updateShop(pusat, kode, {
    portal,
    service_token: token ? sealCredential(pusat, kode, portal, token) : null,
  });
}
