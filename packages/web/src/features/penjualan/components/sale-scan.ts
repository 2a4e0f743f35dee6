/**
 * What the sale counter does with a scanned (or typed) barcode, before asking the server for its
 * price: a code shorter than 8 characters is refused, one already in the cart is named as a
 * duplicate, anything else is looked up.
 */
export type SaleScan =
  | { kind: 'short' }
  | { kind: 'duplicate'; kode: string }
  | { kind: 'lookUp'; kode: string };

/** The scan field's text as it is typed: spaces (a scanner's or a paste's) are dropped. */
export const saleScanText = (v: string): string => v.replace(/\s/g, '');

/** The scanned text against the barcodes already in the cart. */
export function saleScanOf(text: string, inCart: readonly string[]): SaleScan {
  const kode = text.trim();
  if (kode.length < 8) return { kind: 'short' };
  const padded = kode.padStart(8, '0');
  return inCart.includes(padded) ? { kind: 'duplicate', kode: padded } : { kind: 'lookUp', kode: padded };
}
