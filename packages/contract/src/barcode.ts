/**
 * Barcodes of pieces, unique across the chain (DESIGN.md section 3, "a piece is one piece across the
 * chain"; issue 40). A new barcode is `{kode_toko}-{nnnnnn}`, e.g. TK1-000042: the code of the shop that
 * allocated it, a dash, and that shop's barcode sequence, zero-padded to 6 digits (longer past 999999).
 * The sequence number never holds a dash, so the last dash splits any code into exactly one shop code and
 * one number: codes of two shops never collide, whatever their shop codes look like.
 *
 * Codes allocated before (legacy) are 8 digits, zero-padded, from each shop's own sequence; they hold no
 * dash, so no new code can ever equal one of them. A piece keeps its code for life, legacy or new, and a
 * receiving shop never renumbers it.
 */

/** Digits of the sequence part of a new code (at least). */
export const BARCODE_SEQ_DIGITS = 6;
/** Longest barcode: a 20-character shop code, the dash and a 9-digit sequence. */
export const BARCODE_MAX = 30;

const LEGACY = /^\d{8}$/;
const CHAIN = /^([A-Z0-9_.-]{1,20})-(\d{6,9})$/;
/** What a barcode field accepts: a legacy code (its digits, padded) or a chain code. */
export const BARCODE_INPUT = /^(\d{1,8}|[A-Za-z0-9_.-]{1,20}-\d{6,9})$/;
/** What a barcode prefix search accepts: leading digits, or the start of a chain code. */
export const BARCODE_PREFIX_INPUT = /^(\d{1,8}|[A-Za-z0-9_.-]{1,20}-\d{0,9}|[A-Za-z][A-Za-z0-9_.]{0,19})$/;

export const barcodeInvalid = (label = 'Kode Barcode') =>
  `${label} Harus Angka Maksimal 8 Digit Atau Kode Toko-Nomor (Contoh TK1-000001)`;

/** The barcode a shop's sequence number `n` gives. */
export function shopBarcode(kodeToko: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`bad barcode sequence ${n}`);
  return `${kodeToko}-${String(n).padStart(BARCODE_SEQ_DIGITS, '0')}`;
}

/** A code from before chain-wide barcodes: 8 digits. */
export const isLegacyBarcode = (code: string): boolean => LEGACY.test(code);

/** The shop and sequence number a chain code names; undefined for a legacy or malformed code. */
export function parseShopBarcode(code: string): { kode_toko: string; n: number } | undefined {
  const m = CHAIN.exec(code);
  return m ? { kode_toko: m[1] as string, n: Number(m[2]) } : undefined;
}

/** A typed or scanned barcode as stored: digits padded to 8 (legacy), a chain code upper-cased. */
export function normalizeBarcode(v: string | number): string {
  const s = String(v).trim();
  return /^\d{1,8}$/.test(s) ? s.padStart(8, '0') : s.toUpperCase();
}

/** Whether a typed text is meant as a barcode (whole), not as part of a name. */
export const looksLikeBarcode = (s: string): boolean => BARCODE_INPUT.test(s.trim());

/** A barcode field as typed: upper case, only the characters a barcode holds, at most BARCODE_MAX. */
export const barcodeChars = (v: string): string =>
  v
    .toUpperCase()
    .replace(/[^A-Z0-9_.-]/g, '')
    .slice(0, BARCODE_MAX);

/** A barcode inside a text (a table row): a chain-wide code or a legacy one, never a piece of a document number. */
export const BARCODE_IN_TEXT = /(?<![\w-])(?:[A-Za-z0-9_.]{1,20}-\d{6,9}|\d{8})(?![\w-])/;
