import { api } from '@emas/contract';
import type { MarketplaceBody } from '@emas/contract/api/marketplace';
import { call } from '../../../lib/api-client.ts';

/** The saved entry of a marketplace, or null (404 'Data Tidak Tersedia' is quiet: the form starts empty). */
export async function loadMarketplace(k_m: string) {
  try {
    return (await call(api.getMarketplaceSettings, { query: { k_m }, quiet: true })).data[0] ?? null;
  } catch {
    return null;
  }
}

export const saveMarketplace = (body: MarketplaceBody) => call(api.saveMarketplaceSetting, { body });

export const loadGrosirUrl = () => call(api.grosirRedirect);
