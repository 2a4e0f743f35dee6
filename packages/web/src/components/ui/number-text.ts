import { formatMoney } from '@emas/contract';

/**
 * The text of the number inputs (number-inputs.tsx, the master integer field) and back: an amount is
 * shown in the money style as it is typed (1,234,567) and read back from its digits alone, so a
 * pasted '1.234.567', 'Rp 1,234,567' or '1 234 567' is the same amount.
 */

/** The typed amount in the money style (1,234,567); nothing typed shows nothing. */
export const rupiahText = (v: number | string | undefined): string =>
  v === undefined || v === '' ? '' : formatMoney(v);

/** Whole Rupiah from the field's text: its digits, 0 without any. */
export const parseRupiah = (v: string | undefined): number => Number((v ?? '').replace(/[^\d]/g, '')) || 0;

/** A whole number (a master's integer field) from its text: its digits and minus signs, else 0. */
export const parseWholeNumber = (v: string | undefined): number =>
  Number((v ?? '').replace(/[^\d-]/g, '')) || 0;
