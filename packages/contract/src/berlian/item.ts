import { type Curr, diamondRupiah } from './pricing.ts';
import { type BatuBerlian, BERLIAN_MSG } from './stones.ts';

/** The diamond fields of an item as sent (add, bulk add), already parsed by the barang schema. */
export type DiamondFieldsInput = {
  data_berlian?: BatuBerlian[];
  ongkos_berlian?: number;
  total_usd?: number;
  curr?: Curr;
  kurs?: number;
  total_harga?: number;
};

/** The diamond fields as stored on the item (all zero / null for a gold item). */
export type DiamondFields = {
  data_berlian: BatuBerlian[] | null;
  ongkos_berlian: number;
  total_usd: number;
  curr: Curr | '';
  kurs: number;
  total_harga: number;
};

export const NO_DIAMOND: DiamondFields = {
  data_berlian: null,
  ongkos_berlian: 0,
  total_usd: 0,
  curr: '',
  kurs: 0,
  total_harga: 0,
};

/**
 * The rules of a diamond item: stones only on a group of kind BERLIAN; a diamond item is priced in
 * USD (total_usd and kurs above 0) or, without dollars, at a fixed Rupiah price (total_harga above
 * 0). The currency defaults to USD when dollars are given, else IDR. Answers the stored fields or the
 * message of the first broken rule.
 */
export function diamondFieldsOf(
  input: DiamondFieldsInput,
  jenisGroup: string,
): { ok: true; fields: DiamondFields } | { ok: false; message: string } {
  const stones = input.data_berlian;
  if (!stones?.length) {
    if (input.total_usd || input.ongkos_berlian || input.kurs)
      return { ok: false, message: BERLIAN_MSG.stonesRequired };
    return { ok: true, fields: NO_DIAMOND };
  }
  if (jenisGroup !== 'BERLIAN') return { ok: false, message: BERLIAN_MSG.onlyDiamondGroup };
  const curr: Curr = input.curr ?? (input.total_usd ? 'USD' : 'IDR');
  const total_usd = input.total_usd ?? 0;
  const kurs = input.kurs ?? 0;
  const total_harga = input.total_harga ?? 0;
  if (curr === 'USD') {
    if (!(total_usd > 0)) return { ok: false, message: BERLIAN_MSG.usdRequired };
    if (!(kurs > 0)) return { ok: false, message: BERLIAN_MSG.kursRequired };
  } else if (!(total_harga > 0)) return { ok: false, message: BERLIAN_MSG.hargaRequired };
  const fields: DiamondFields = {
    data_berlian: stones,
    ongkos_berlian: input.ongkos_berlian ?? 0,
    total_usd: curr === 'USD' ? total_usd : 0,
    curr,
    kurs: curr === 'USD' ? kurs : 0,
    total_harga: curr === 'IDR' ? total_harga : diamondRupiah({ curr, total_usd, kurs, total_harga }),
  };
  return { ok: true, fields };
}
