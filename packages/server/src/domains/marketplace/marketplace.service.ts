import {
  GROSIR_MSG,
  grosirUrl,
  MARKETPLACE_OWNER_LEVELS,
  MASKED_SECRET,
  type MarketplaceBody,
  type MarketplaceSetting,
} from '@emas/contract/api/marketplace';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  findMarketplace,
  lockMarketplace,
  type StoredMarketplace,
  upsertMarketplace,
} from './marketplace.queries.ts';

/** The authenticated context of a sealed secret: the shop, the marketplace and the field. */
const context = (shop: ShopContext, k_m: string, field: 'c_s' | 'b_t') =>
  `marketplace:${shop.kode_toko}:${k_m}:${field}`;

const isOwner = (user: SessionUser) =>
  user.kind === 'SERVICE' || (MARKETPLACE_OWNER_LEVELS as readonly string[]).includes(user.level);

function reveal(shop: ShopContext, row: StoredMarketplace, field: 'c_s' | 'b_t', owner: boolean): string {
  const sealed = row[field];
  if (!sealed) return '';
  if (!owner) return MASKED_SECRET;
  return openSecret(shop.config.credentialKey, sealed, context(shop, row.k_m, field)) ?? '';
}

const toSetting = (shop: ShopContext, row: StoredMarketplace, owner: boolean): MarketplaceSetting => ({
  _id: row.id,
  k_m: row.k_m,
  a_i: row.a_i,
  c_i: row.c_i,
  c_s: reveal(shop, row, 'c_s', owner),
  b_t: reveal(shop, row, 'b_t', owner),
  s_i: row.s_i,
});

/** GET marketplace-settings {k_m}: the entry (a list of one, or empty); secrets in clear to owners only. */
export async function getMarketplaceSettings(shop: ShopContext, user: SessionUser, k_m: string) {
  const row = await findMarketplace(shop, k_m);
  return row ? [toSetting(shop, row, isOwner(user))] : [];
}

/**
 * POST marketplace-settings: saved with the secrets sealed (AES-256-GCM, the shop's credential key).
 * A secret sent back as the mask (a non-owner's form) keeps the stored one.
 */
export async function saveMarketplaceSetting(shop: ShopContext, user: SessionUser, body: MarketplaceBody) {
  const owner = isOwner(user);
  const row = await shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const old = await lockMarketplace(shop, tx, body.k_m);
    const seal = (field: 'c_s' | 'b_t') => {
      const v = body[field];
      if (v === MASKED_SECRET) return old?.[field] ?? '';
      return v ? sealSecret(shop.config.credentialKey, v, context(shop, body.k_m, field)) : '';
    };
    const [saved] = await upsertMarketplace(shop, tx, {
      k_m: body.k_m,
      a_i: body.a_i,
      c_i: body.c_i,
      c_s: seal('c_s'),
      b_t: seal('b_t'),
      s_i: body.s_i,
      updated_by: user.user_id,
    });
    // The audit keeps who changed what, never the secrets.
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: old ? 'EDIT' : 'ADD',
      entity: 'marketplace_setting',
      entity_key: body.k_m,
      old_value: old ? { a_i: old.a_i, c_i: old.c_i, s_i: old.s_i } : null,
      new_value: { a_i: body.a_i, c_i: body.c_i, s_i: body.s_i },
    });
    return saved;
  });
  if (!row) throw new AppError(500, 'Terjadi Kesalahan Saat Mengirim Data', 'upsert returned nothing');
  return toSetting(shop, row, owner);
}

/** GET grosir/redirect: the wholesale app's frame address for this user (GROSIR_URL). */
export function grosirRedirect(shop: ShopContext, user: SessionUser): { url: string } {
  if (!shop.config.grosirUrl) throw new AppError(503, GROSIR_MSG.notSet);
  return { url: grosirUrl(shop.config.grosirUrl, user.user_id, shop.kode_toko) };
}
