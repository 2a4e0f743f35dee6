import { seedDefaultLayouts } from '../domains/nota/nota.service.ts';
import type { ShopContext } from '../platform/context.ts';

/**
 * Every branch starts with the default invoice layouts of every note type stored (Setting Nota then
 * edits stored rows). Types already stored are left alone, so a re-run keeps a shop's changes.
 */
export async function seedNotaLayouts(shop: ShopContext): Promise<void> {
  if (shop.appType === 'PUSAT') return;
  await seedDefaultLayouts(shop, 'admin');
}
