import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { code, optionalText } from '../validation.ts';

/**
 * Marketplace setting (reports and master-data document, sections 2, 3, 4 and 7): a card per
 * integration, the first one's credentials stored with short keys. Secrets (c_s, b_t) are encrypted at
 * rest and answered in clear only to an owner; others get MASKED_SECRET, which a save leaves unchanged.
 */
export const MARKETPLACE_MSG = {
  saved: 'Data Berhasil Disimpan',
  empty: 'Data Tidak Tersedia',
  sendFailed: 'Terjadi Kesalahan Saat Mengirim Data',
} as const;

/** The module text list of integrations (the cards); the first one opens the form. */
export const MARKETPLACE_CARDS = ['TOKOPEDIA', 'LAZADA', 'SHOPEE'] as const;
export const MASKED_SECRET = '********';
/** Levels that read the secrets in clear. */
export const MARKETPLACE_OWNER_LEVELS = ['OWN', 'SU', 'MU'] as const;

export type MarketplaceSetting = {
  _id: string;
  k_m: string;
  a_i: string;
  c_i: string;
  c_s: string;
  b_t: string;
  s_i: string;
};

export const marketplaceQuery = z.object({ k_m: code('Kode Marketplace', 30) });
export const marketplaceBody = z.object(
  {
    k_m: code('Kode Marketplace', 30),
    a_i: optionalText('App Id', 255).default(''),
    c_i: optionalText('Client Id', 255).default(''),
    c_s: optionalText('Client Secret', 1000).default(''),
    b_t: optionalText('Bearer Token', 4000).default(''),
    s_i: optionalText('Shop Id', 255).default(''),
  },
  { error: 'Data Tidak Valid' },
);
export type MarketplaceBody = z.infer<typeof marketplaceBody>;

export const getMarketplaceSettings = endpoint<
  undefined,
  z.infer<typeof marketplaceQuery>,
  undefined,
  MarketplaceSetting[]
>({ method: 'GET', path: 'marketplace-settings', query: marketplaceQuery });

export const saveMarketplaceSetting = endpoint<MarketplaceBody, undefined, undefined, MarketplaceSetting>({
  method: 'POST',
  path: 'marketplace-settings',
  body: marketplaceBody,
});

/** Chosen path: the wholesale app's address for the frame of /redirect-to-grosir. */
export const GROSIR_MSG = { notSet: 'Alamat Aplikasi Grosir Belum Diatur' } as const;
export const grosirRedirect = endpoint<undefined, undefined, undefined, { url: string }>({
  method: 'GET',
  path: 'grosir/redirect',
});

/** The frame's address: {base}/redirect?user={base64url user id}&scp={shop}&hidden=true. */
export function grosirUrl(base: string, userId: string, scp: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(userId)) bin += String.fromCharCode(b);
  const user = btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const q = new URLSearchParams({ user, scp, hidden: 'true' });
  return `${base.replace(/\/+$/, '')}/redirect?${q.toString()}`;
}
