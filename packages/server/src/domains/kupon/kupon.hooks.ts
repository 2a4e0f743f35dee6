import { masterRefMissing } from '@emas/contract';
import { registerMasterValueCheck } from '../master/master-usage.ts';
import { findMember } from '../member/member.api.ts';

let registered = false;
/** A member coupon names a member of the shop (once per process). */
export function registerKuponHooks(): void {
  if (registered) return;
  registered = true;
  registerMasterValueCheck('parameter-kupon', async (shop, tx, values) => {
    const kode = typeof values.kode_member === 'string' ? values.kode_member : '';
    if (!kode || (await findMember(shop, tx, kode))) return null;
    return masterRefMissing('Kode Member', kode);
  });
}
